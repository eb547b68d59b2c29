import GapCheckModel

/// `touch-target.small`: a tappable element smaller than the minimum touch target.
public struct TouchTargetSmallCheck: Check {
    /// Creates the check; it has no state.
    public init() {}

    /// The rule this check reports: id, default severity, rationale and examples.
    public static let description = RuleDescription(
        id: "touch-target.small", severity: .medium, category: .accessibility,
        summary: "A tappable element of the mockup (button, link, toggle) is smaller than the minimum touch target (44×44pt by default).",
        rationale: """
            Apple's Human Interface Guidelines ask for at least 44×44pt hit areas; smaller ones cause missed \
            taps, most of all for users with motor impairments. Build the control at 44pt (or extend its hit area \
            with `.contentShape` and padding) even when it draws smaller. Low when the app's paired control is \
            large enough, and when the size is only an estimate a few points short (no width, a height from \
            padding and line height) on a screen no view implements with no app control paired to it, or beside a \
            control of the same row (`.btn.accept` for `.btn.decline`) that the app draws large enough. A control \
            drawn in a phone frame smaller than a phone is measured at the frame's scale, the one its screen's texts \
            are compared at; in a narrow frame whose scale is not known, a control small only as written is low. A \
            control drawn in a watch frame is not held to the phone's minimum: watchOS lays out its controls at the \
            watch's own sizes. A `<label>` drawn at the native switch's 51×31pt (a track around a checkbox) is the switch \
            the app draws as a `Toggle`, not a small target. A checkbox or radio inside a clickable row (`li onclick`, a `<label>` around it) is \
            ticked by a tap anywhere in the row: the row's box is measured, and nothing when its size is not known.
            """,
        examples: [
            RuleExample(
                design:
                    "<!DOCTYPE html><html><head><style>.icon-btn { width: 28px; height: 28px; }</style></head><body data-screen=\"home\"><button class=\"icon-btn\">x</button></body></html>",
                swift: "import SwiftUI\n\nstruct HomeView: View {\n    var body: some View { Text(\"Home\") }\n}\n",
                triggers: true, expectTitleContains: "28",

                expectMessage: "The mockup draws `button.icon-btn` at 28×28pt on home; below the minimum hit area.",
                expectFix: ".frame(minWidth: 44, minHeight: 44).contentShape(Rectangle())", expectFixKind: "modifier"),
            RuleExample(
                design:
                    "<!DOCTYPE html><html><head><style>.icon-btn { width: 44px; height: 44px; }</style></head><body data-screen=\"home\"><button class=\"icon-btn\">x</button></body></html>",
                swift: "import SwiftUI\n\nstruct HomeView: View {\n    var body: some View { Text(\"Home\") }\n}\n",
                triggers: false)
        ],
        options: [minTouchTarget])

    /// The smallest tappable size, in points.
    public static let minTouchTarget = RuleOption(
        key: "min_touch_target", kind: .positiveNumber, defaultValue: 44,
        documentation: "Smallest tappable size in points (Apple's Human Interface Guidelines say 44).", topLevel: true)

    /// A hit area of at least `minSize`: a SwiftUI frame and content shape, or UIKit size constraints.
    func fix(minSize: Double, uiKit: Bool, selector: String) -> Fix {
        let v = Length.format(minSize)
        guard uiKit else { return .modifier(SwiftCode(".frame(minWidth: \(v), minHeight: \(v)).contentShape(Rectangle())")) }
        return .modifier(
            SwiftCode(
                [
                    "control.widthAnchor.constraint(greaterThanOrEqualToConstant: \(v)).isActive = true",
                    "control.heightAnchor.constraint(greaterThanOrEqualToConstant: \(v)).isActive = true"
                ], comment: "control: the view drawn as `\(selector)`"))
    }

    /// Share of the minimum an implied height may reach and still be within the estimate's error (a line height
    /// assumed at 1.2 times the font size, borders and rounding): 38pt of 44 is, 17pt is not.
    static let nearMissShare = 0.85

    /// True when every occurrence has no stated width and a height implied by padding and line box that falls
    /// short of the minimum by no more than the estimate's error, lies on a screen that no view implements by
    /// name or configuration (missing, or matched by text only), and has no app control paired with it.
    /// Explicit `width`/`height` in CSS is the designer's statement and stays, and so does a clear miss.
    static func guessedOnUnbuiltScreen(
        _ targets: [TapTarget], minSize: Double, named: Set<String>, paired: (SourceLocation) -> Bool
    ) -> Bool {
        !targets.isEmpty
            && targets.allSatisfy { t in
                t.width == nil && (t.height.map { $0 >= minSize * nearMissShare } ?? false)
                    && (t.screen.map { !named.contains($0) } ?? false) && !paired(t.location)
            }
    }

    /// The row a control belongs to: its screen and its selector without the last class, when it has two classes or
    /// more (`div.offer-btn.offer-counter` → `div.offer-btn`); nil for a control of one class.
    static func rowKey(_ t: TapTarget) -> String? {
        let parts = t.selector.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 3, !t.selector.contains(" "), !t.selector.contains("[") else { return nil }
        return (t.screen ?? "") + "|" + parts.dropLast().joined(separator: ".")
    }

    /// The size the app draws a sibling at (same screen and row class, another selector), when every occurrence is an
    /// estimate within the estimate's error (no width, a height of at least `nearMissShare` of the minimum), not
    /// paired itself, and a sibling is paired with an app control that meets the minimum.
    static func siblingSize(
        of targets: [TapTarget], minSize: Double, paired: (SourceLocation) -> Bool, rows: [String: (selector: String, size: Double)]
    ) -> (selector: String, size: Double)? {
        guard
            !targets.isEmpty,
            targets.allSatisfy({ t in t.width == nil && (t.height.map { $0 >= minSize * nearMissShare } ?? false) && !paired(t.location) }),
            let row = targets.first.flatMap(rowKey), let sibling = rows[row], targets.allSatisfy({ rowKey($0) == row })
        else { return nil }
        return sibling
    }

    /// The scale of the device frame a control is drawn in: the one the element comparison read for frames of
    /// its size on its page (`MatchResult.frameScales`), else the frame's size alone (`FrameScale`).
    static func scale(of t: TapTarget, in scales: [FrameScale.Frame: FrameScale]) -> FrameScale {
        scales[FrameScale.Frame(t)] ?? FrameScale(frameWidth: t.frameWidth, frameHeight: t.frameHeight)
    }

    /// True when `t` is a switch drawn at the native iOS switch's size (51×31pt, a `<label>` track around a checkbox
    /// whatever its classes say): the app draws a `Toggle`, whose row is the hit area. A button or link of that size is
    /// a button.
    static func drawnSwitch(_ t: TapTarget) -> Bool {
        guard let w = t.width, let h = t.height, abs(w - 51) <= 1, abs(h - 31) <= 1 else { return false }
        let element = t.selector.prefix { $0 != "." && $0 != "#" && $0 != "[" && $0 != ":" }.lowercased()
        return element == "label" || element == "input"
    }

    /// `t` with its sizes in points at `scale`.
    static func inPoints(_ t: TapTarget, _ scale: FrameScale) -> TapTarget {
        var p = t
        p.width = t.width.map(scale.points)
        p.height = t.height.map(scale.points)
        return p
    }

    /// True when `t` (in points at a scale not known: a frame narrower than a phone, of no phone's ratio) is
    /// below `minSize` only as written: read as a 390pt phone, the narrowest such reading, it is large enough.
    static func smallOnlyAsGuessed(_ t: TapTarget, _ scale: FrameScale, minSize: Double) -> Bool {
        guard scale.uncertainty != nil, let w = scale.frameWidth, w > 0 else { return false }
        let phone = FrameScale(factor: 390 / w)
        return (t.width.map { phone.points($0) >= minSize } ?? true) && (t.height.map { phone.points($0) >= minSize } ?? true)
    }

    /// A control's size as a finding shows it: `28×28pt`, or `auto×30px (auto×43.3pt at ×1.44)` in a scaled frame.
    static func describe(_ t: TapTarget, _ scale: FrameScale) -> String {
        func side(_ v: Double?, _ f: (Double) -> Double) -> String { v.map { Length.format(f($0)) } ?? "auto" }
        guard scale.factor != 1 else { return "\(t.width.map(Length.format) ?? "auto")×\(t.height.map(Length.format) ?? "auto")pt" }
        let asWritten = { (px: Double) in (px * 10).rounded() / 10 }
        return
            "\(side(t.width, asWritten))×\(side(t.height, asWritten))px (\(side(t.width, scale.pointsToTenth))×\(side(t.height, scale.pointsToTenth))pt at \(scale.factorText))"
    }

    /// Findings for this rule, at its default severity (the pipeline applies overrides).
    public func run(_ context: CheckContext) -> [Finding] {
        let minSize = context.configuration.value(of: Self.minTouchTarget, rule: Self.description.id)
        // Sizes in points: a control drawn in a phone frame smaller than a phone is as large as its frame's scale
        // makes it, the scale its screen's texts were compared at.
        var groups: [String: [TapTarget]] = [:]
        var scaleAt: [SourceLocation: FrameScale] = [:]
        var written: [SourceLocation: TapTarget] = [:]
        // The minimum is a phone's and a tablet's: on a watch the system lays out controls at the watch's own sizes
        // (watchOS has no 44pt rule), so a control drawn in a watch frame is not held to it.
        for original in context.design.tapTargets where original.surface != .watch {
            let scale = Self.scale(of: original, in: context.matches.frameScales)
            let t = Self.inPoints(original, scale)
            let small = (t.width.map { $0 < minSize } ?? false) || (t.height.map { $0 < minSize } ?? false)
            // Native switches draw at 51×31 inside a full-height row that is the hit area.
            let words = Set(NameWords.split(t.selector))
            guard small, words.isDisjoint(with: ["switch", "toggle", "slider"]), !Self.drawnSwitch(t) else { continue }
            groups[t.selector, default: []].append(t)
            scaleAt[t.location] = scale
            written[t.location] = original
        }
        // What the app draws for each design element: the hit area of its control, when the code sets one.
        var drawn: [SourceLocation: Double] = [:]
        // Design elements some app control pairs with, whatever its size.
        var paired: Set<SourceLocation> = []
        for pair in context.matches.elements {
            guard let code = pair.code else { continue }
            let k = pair.design.location
            paired.insert(k)
            guard let side = code.hitSize else { continue }
            drawn[k] = max(drawn[k] ?? 0, side)
        }
        // Rows of one control class (`.offer-btn.offer-accept`, `.offer-btn.offer-decline`): the app's size for a
        // sibling paired with an app control that meets the minimum, by screen and the class the row shares.
        var siblingSize: [String: (selector: String, size: Double)] = [:]
        for t in context.design.tapTargets.sorted(by: { $0.location < $1.location }) {
            guard let row = Self.rowKey(t), let side = drawn[t.location], side >= minSize, siblingSize[row] == nil else { continue }
            siblingSize[row] = (t.selector, side)
        }
        // Screens a view implements by name or by the configuration: there the mockup's control is the app's.
        let named = Set(context.matches.screens.filter { $0.evidence == .name || $0.evidence == .configured }.map(\.screen.name))
        return groups.sorted { $0.key < $1.key }.compactMap { entry -> Finding? in
            let (sel, list) = (entry.key, entry.value)
            let sorted = list.sorted { $0.location < $1.location }
            guard let t = sorted.first else { return nil }
            let scale = scaleAt[t.location] ?? .none
            let size = Self.describe(written[t.location] ?? t, scale)
            // A frame narrower than a phone at a scale not known: small only if its lengths are points.
            let onlyAsGuessed = sorted.allSatisfy { Self.smallOnlyAsGuessed($0, scaleAt[$0.location] ?? .none, minSize: minSize) }
            let screens = Set(sorted.compactMap(\.screen)).sorted()
            // A Mac app is used with a pointer: 44pt is iOS's minimum, so a smaller control is a question at most.
            let mac = context.inventory.macOnly
            // Drawn only in desktop windows (a Mac window beside the phones): a pointer clicks it there too.
            let desktop = !mac && sorted.allSatisfy { (written[$0.location] ?? $0).surface == .desktop }
            // The control the app draws for it is large enough (its label's frame): the mockup's size is not
            // what ships, so this is a note on the mockup, not a gap in the app.
            let appSides = sorted.map { drawn[$0.location] }
            let appSize = appSides.allSatisfy { ($0 ?? 0) >= minSize } ? appSides.compactMap { $0 }.min() : nil
            // A size the mockup only implies (no width, a height from padding and line box) on a screen no view
            // implements by name, with no app control paired to it: nothing says the app draws it that small.
            let guessed = Self.guessedOnUnbuiltScreen(
                sorted, minSize: minSize, named: named, paired: paired.contains)
            // An estimate within a few points of the minimum for a control whose sibling of the same class the app
            // draws large enough (its "✓ Accept" at 72×72pt): the app builds that row at its own size.
            let sibling =
                appSize == nil && !guessed
                ? Self.siblingSize(of: sorted, minSize: minSize, paired: paired.contains, rows: siblingSize) : nil
            // The views of its screens decide the framework of the fix; the app's when no screen is matched.
            let idiom = context.matches.index.idiom.code
            let views = screens.compactMap { screen in context.matches.screens.first { $0.screen.name == screen }?.viewName }
            let uiKit = views.isEmpty ? idiom.viewFramework == .uiKit : views.contains { idiom.framework(ofView: $0) == .uiKit }
            return Finding(
                rule: Self.description.id,
                severity: mac || desktop || appSize != nil || guessed || sibling != nil || onlyAsGuessed ? .low : Self.description.severity,
                category: .accessibility,
                title: "`\(sel)` is \(size); touch targets need \(Length.format(minSize))×\(Length.format(minSize))pt",
                message: "The mockup draws `\(sel)` at \(size)\(screens.isEmpty ? "" : " on \(screens.joined(separator: ", "))"); below the minimum hit area."
                    + (scale.explanation.map { " (\($0).)" } ?? "")
                    + (onlyAsGuessed
                        ? " Only as written: \(scale.uncertainty ?? "the frame's scale is not known"); drawn at a phone's width it would meet the minimum."
                        : "")
                    + (mac ? " The app uses AppKit and no UIKit: on the Mac a pointer clicks it, and 44pt is iOS's minimum, not the Mac's." : "")
                    + (desktop ? " It is drawn in a desktop window: there a pointer clicks it, and 44pt is iOS's minimum, not the Mac's." : "")
                    + (appSize.map {
                        " The app's control for it is at least \(Length.format($0))×\(Length.format($0))pt (the frame its label sets), so the app meets the minimum; only the mockup draws it smaller."
                    } ?? "")
                    + (guessed && !mac && appSize == nil
                        ? " Its size is an estimate within a few points of the minimum (no width; the height from padding and an assumed line height), its screen has no view named after it, and no app control pairs with it: check the control when the screen is built."
                        : "")
                    + (sibling.map {
                        " Its size is an estimate within a few points of the minimum (no width; the height from padding and an assumed line height), and the app draws a control of the same row (`\($0.selector)`) at \(Length.format($0.size))×\(Length.format($0.size))pt: check this one in the app."
                    } ?? ""),
                expected: FindingSide(name: "minimum touch target", value: "\(Length.format(minSize))×\(Length.format(minSize))pt"),
                actual: FindingSide(name: sel, value: size, location: t.location),
                fix: fix(minSize: minSize, uiKit: uiKit, selector: sel),
                fixLocation: t.location, count: sorted.count, occurrences: CheckSupport.occurrences(sorted.map(\.location)),
                key: CheckSupport.key(sel))
        }
    }
}
