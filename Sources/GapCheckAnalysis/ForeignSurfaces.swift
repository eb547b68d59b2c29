import GapCheckModel

/// Leaves out of the design what its pages draw for a platform the app does not run on.
///
/// One page may design a product's surfaces on several platforms: an iPhone app in phone frames beside a Mac app's
/// menu-bar popover and notch panel, a browser extension in a browser window. The mockup reader records the kind of
/// device each frame is drawn for on what it takes from inside it (`DesignSurface`); once the app is read, what comes
/// from a frame of a platform it does not run on (`Inventory.platforms`) is another app's UI: no screen, no element,
/// no contrast pair and no tap target of this one. A browser window is never a Swift app's UI; when the code does
/// not say its platform (SwiftUI alone runs on both), every phone and desktop frame stays.
public enum ForeignSurfaces {
    /// Removes, in place, the screens, elements, color pairs and tap targets of `design` drawn in frames foreign to
    /// `platforms`, with one warning per page naming those frames.
    public static func leaveOut(_ design: inout DesignSpec, platforms: Set<AppPlatform>) {
        guard let frames = design.surfaceFrames else { return }
        let foreign = Set(DesignSurface.allCases.filter { $0.isForeign(to: platforms) })
        let left = frames.filter { foreign.contains($0.surface) }
        guard !left.isEmpty else { return }
        if left.count == frames.count { design.otherPlatformsOnly = DesignSurface.allCases.filter { k in frames.contains { $0.surface == k } } }
        let isForeign = { (s: DesignSurface?) in s.map(foreign.contains) ?? false }
        design.screens.removeAll { isForeign($0.surface) }
        design.elements.removeAll { isForeign($0.surface) }
        design.colorPairs.removeAll { isForeign($0.surface) }
        design.tapTargets.removeAll { isForeign($0.surface) }
        let values = design.expectations.count
        design.expectations.removeAll { e in e.drawnOnlyOn.map { !$0.isEmpty && $0.allSatisfy(foreign.contains) } ?? false }
        let valuesLeft = values - design.expectations.count
        var pages: [String] = []
        var byPage: [String: [SurfaceFrame]] = [:]
        for f in left {
            if byPage[f.location.file] == nil { pages.append(f.location.file) }
            byPage[f.location.file, default: []].append(f)
        }
        for page in pages {
            guard let mine = byPage[page], let first = mine.first else { continue }
            // The values used only there are said once, on the first page.
            let left = page == pages.first ? valuesLeft : 0
            design.diagnostics.append(Diagnostic(.warning, message(mine, platforms: platforms, valuesLeft: left), at: first.location))
        }
        design.diagnostics.sort { ($0.location, $0.message) < ($1.location, $1.message) }
    }

    /// The rules whose findings say a design token has no counterpart in the code, when they have no code side.
    static let unmetTokenRules: Set<String> = ["color.missing", "typography.missing", "radius.mismatch", "spacing.off-scale"]

    /// True when `f` says a design token has no counterpart in the code (`color.missing`, a font style or a radius
    /// scale the app does not declare): of a design that draws only other platforms' UI, that is another app's palette.
    public static func isUnmetToken(_ f: Finding) -> Bool { f.actual == nil && unmetTokenRules.contains(f.rule) }

    /// The one warning for a design drawn only for `surfaces` (`DesignSpec.otherPlatformsOnly`), at its first frame:
    /// `count` of its tokens the app does not declare were not reported missing.
    public static func unmetTokensNote(_ count: Int, design: DesignSpec, platforms: Set<AppPlatform>) -> Diagnostic? {
        guard let surfaces = design.otherPlatformsOnly, let at = design.surfaceFrames?.first?.location else { return nil }
        let runsOn = AppPlatform.allCases.filter(platforms.contains).map(\.surface.noun).joined(separator: " and ")
        let tokens =
            switch count {
            case 0: ""
            case 1: "; 1 design token the app does not declare was not reported missing"
            default: "; \(count) design tokens the app does not declare were not reported missing"
            }
        return Diagnostic(
            .warning,
            "Every frame of the design draws another platform's UI (\(surfaces.map(\.noun).joined(separator: ", "))), and the app runs on \(runsOn): the design is another app's, not verified against this one, only the values both share were compared\(tokens)",
            at: at)
    }

    /// "2 frames draw another platform's UI (a phone or tablet; lines 40, 212), and the app runs on the desktop: …".
    static func message(_ frames: [SurfaceFrame], platforms: Set<AppPlatform>, valuesLeft: Int = 0) -> String {
        let kinds = DesignSurface.allCases.filter { k in frames.contains { $0.surface == k } }.map(\.noun)
        let count = frames.count == 1 ? "1 frame draws" : "\(frames.count) frames draw"
        let lines = frames.prefix(6).map { String($0.location.line) }.joined(separator: ", ") + (frames.count > 6 ? ", …" : "")
        let runsOn = AppPlatform.allCases.filter(platforms.contains).map(\.surface.noun)
        let app = runsOn.isEmpty ? "" : ", and the app runs on \(runsOn.joined(separator: " and "))"
        let values =
            switch valuesLeft {
            case 0: ""
            case 1: "; 1 design value used only there was left out too"
            default: "; \(valuesLeft) design values used only there were left out too"
            }
        return
            "\(count) another platform's UI (\(kinds.joined(separator: ", ")); \(frames.count == 1 ? "line" : "lines") \(lines))\(app): not compared with the app\(values)"
    }
}
