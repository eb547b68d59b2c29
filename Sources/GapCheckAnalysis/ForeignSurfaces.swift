import Foundation
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
        // Whole pages laid out for another platform are said in one warning, frames in one per page; the values used
        // only there once, in the first warning.
        let wholePages = left.filter { $0.wholePage == true }
        var valuesToSay = valuesLeft
        if let first = wholePages.first {
            design.diagnostics.append(Diagnostic(.warning, pagesMessage(wholePages, platforms: platforms, valuesLeft: valuesToSay), at: first.location))
            valuesToSay = 0
        }
        var pages: [String] = []
        var byPage: [String: [SurfaceFrame]] = [:]
        for f in left where f.wholePage != true {
            if byPage[f.location.file] == nil { pages.append(f.location.file) }
            byPage[f.location.file, default: []].append(f)
        }
        for page in pages {
            guard let mine = byPage[page], let first = mine.first else { continue }
            design.diagnostics.append(Diagnostic(.warning, message(mine, platforms: platforms, valuesLeft: valuesToSay), at: first.location))
            valuesToSay = 0
        }
        design.diagnostics.sort { ($0.location, $0.message) < ($1.location, $1.message) }
    }

    /// "2 pages with no device frame are laid out for the desktop (…): console.html, audit.html, and the app runs on a
    /// phone or tablet: not compared with the app": one warning for every whole page left out (`SurfaceFrame.wholePage`).
    static func pagesMessage(_ pages: [SurfaceFrame], platforms: Set<AppPlatform>, valuesLeft: Int = 0) -> String {
        let kinds = DesignSurface.allCases.filter { k in pages.contains { $0.surface == k } }.map(\.noun)
        let names = pages.prefix(4).map { ($0.location.file as NSString).lastPathComponent }.joined(separator: ", ") + (pages.count > 4 ? ", …" : "")
        let count = pages.count == 1 ? "1 page with no device frame is" : "\(pages.count) pages with no device frame are"
        return
            "\(count) laid out for \(kinds.joined(separator: ", ")) (a side navigation at every width, and breakpoints or a container at a desktop's width): \(names)\(runsOn(platforms)): not compared with the app\(valuesNote(valuesLeft))"
    }

    /// ", and the app runs on a phone or tablet", or nothing when the code does not say.
    private static func runsOn(_ platforms: Set<AppPlatform>) -> String {
        let runsOn = AppPlatform.allCases.filter(platforms.contains).map(\.surface.noun)
        return runsOn.isEmpty ? "" : ", and the app runs on \(runsOn.joined(separator: " and "))"
    }

    /// "; 2 design values used only there were left out too", or nothing.
    private static func valuesNote(_ valuesLeft: Int) -> String {
        switch valuesLeft {
        case 0: ""
        case 1: "; 1 design value used only there was left out too"
        default: "; \(valuesLeft) design values used only there were left out too"
        }
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
        return
            "\(count) another platform's UI (\(kinds.joined(separator: ", ")); \(frames.count == 1 ? "line" : "lines") \(lines))\(runsOn(platforms)): not compared with the app\(valuesNote(valuesLeft))"
    }
}
