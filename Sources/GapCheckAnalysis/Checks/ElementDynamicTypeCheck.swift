import GapCheckModel

/// `element.dynamic-type`: a design text is drawn with a fixed-size font that ignores the user's text size;
/// and, once per app, no font the app writes scales at all.
public struct ElementDynamicTypeCheck: Check {
    /// Creates the check; it has no state.
    public init() {}

    /// The rule this check reports: id, default severity, rationale and examples.
    public static let description = RuleDescription(
        id: "element.dynamic-type", severity: .low, category: .accessibility,
        summary: "A text of a matched screen uses a fixed-size font (`Font.system(size:)`, `UIFont.systemFont(ofSize:)`) that ignores Dynamic Type.",
        rationale: """
            Users who raise their text size (a quarter of iPhone users change it) get the same small text \
            where the font has a fixed size. Scaling fonts: SwiftUI text styles (`.body`, `Font.system(.title2, \
            design:)`), `Font.custom(_:size:)` (it scales relative to body) and `relativeTo:`, \
            `UIFont.preferredFont(forTextStyle:)` and `UIFontMetrics…scaledFont(for:)`; fixed: \
            `Font.system(size:)`, `Font.custom(_:fixedSize:)`, `UIFont.systemFont(ofSize:)`, `UIFont(name:size:)`, \
            `withSize(_:)`, a storyboard point size, and a text style on a label that sets \
            `adjustsFontForContentSizeCategory = false`. Token references resolve through the app's tokens \
            (`static let body = Font.system(size: 17)` is fixed). Severity: low, because a pixel mockup says nothing about text size; medium \
            when the design itself says the text scales: the element's size is in `rem` (or `em`/`%` of one), \
            `font: -apple-system-body`, or two or more of the design's type tokens carry Apple text-style names \
            (`title2`, `subheadline`, `footnote`…). One finding per font token, or per fixed font a view \
            writes alike on several lines (they take one fix), with the lines and design texts counted. A line whose size or weight also differs is \
            `element.font`'s (its fix, the nearest text style, scales too), and `hardcoded.font` leaves the \
            lines reported here to this rule. Once per app, when no font the app writes scales and texts \
            are set in fixed sizes, one note says so (medium when at least half of the app's texts are). \
            Nothing is reported for a Mac-only app (AppKit and no UIKit): macOS has no Dynamic Type.
            """,
        examples: [
            RuleExample(
                design: """
                    <!DOCTYPE html><html><head><style>.hint { font-size: 0.9375rem; color: #6B7280; }</style></head>
                    <body data-screen="activity"><h1>Activity</h1><p class="hint">No workouts yet</p></body></html>
                    """,
                swift:
                    "import SwiftUI\n\nstruct ActivityView: View {\n    var body: some View {\n        VStack {\n            Text(\"Activity\").font(.largeTitle)\n            Text(\"No workouts yet\")\n                ↓.font(.system(size: 15))\n        }\n    }\n}\n",
                triggers: true, expectTitleContains: "No workouts yet", expectFix: ".font(.subheadline)", expectFixKind: "modifier"),
            RuleExample(
                design: """
                    <!DOCTYPE html><html><head><style>.hint { font-size: 0.9375rem; color: #6B7280; }</style></head>
                    <body data-screen="activity"><h1>Activity</h1><p class="hint">No workouts yet</p></body></html>
                    """,
                swift:
                    "import SwiftUI\n\nstruct ActivityView: View {\n    var body: some View {\n        VStack {\n            Text(\"Activity\").font(.largeTitle)\n            Text(\"No workouts yet\")\n                .font(.custom(\"Inter\", size: 15, relativeTo: .subheadline))\n        }\n    }\n}\n",
                triggers: false)
        ])

    /// One finding per fixed font line a design text is drawn with, and the app-level note.
    public func run(_ context: CheckContext) -> [Finding] {
        var out: [Finding] = []
        for gap in DynamicTypeGaps.gaps(context) {
            guard let first = gap.pairs.first else { continue }
            let uiKit = DynamicTypeGaps.isUIKit(gap.code, gap.font)
            let framework: CodeIdiom.Framework = uiKit ? .uiKit : .swiftUI
            let replacement = DynamicTypeGaps.replacement(gap.spec, framework: framework)
            let texts = gap.pairs.map { $0.design.text.isEmpty ? ($0.design.accessibilityName ?? "") : $0.design.text }
            var uniqueTexts: [String] = []
            for t in texts where !uniqueTexts.contains(t) { uniqueTexts.append(t) }
            let element = gap.code.text.map { "\(gap.code.kind)(\"\($0)\")" } ?? gap.code.kind
            let size = gap.spec.size.map { Length.format($0) + "pt" } ?? "a fixed size"
            let adjustsOff = gap.spec.scales == true && gap.code.adjustsFontForContentSize == false
            let why =
                adjustsOff
                ? "its label sets `adjustsFontForContentSizeCategory = false`, so the text style keeps its launch size"
                : "`\(gap.font.expression)` fixes the size at \(size)"
            let tokenNote =
                gap.token.map {
                    " The size comes from the app's token `\($0.qualifiedName)` (`\($0.expression)`): change it there and every text using it scales."
                } ?? ""
            let designNote =
                gap.designScalesBecause.map { " The design says this text scales: \($0)." }
                ?? " The mockup gives a pixel size, which says nothing about scaling; Apple's guidelines ask for Dynamic Type on every text."
            // A token serves several views: it is named alone; an inline font by its element and view.
            let views = Set(gap.pairs.compactMap { $0.code?.view }).count
            let subject =
                gap.token.map { "`\($0.qualifiedName)`" + (views > 1 ? " (in \(views) views)" : " in \(gap.code.view)") } ?? "\(element) in \(gap.code.view)"
            let title =
                "\(subject) has a fixed \(size) font that ignores Dynamic Type (\"\(uniqueTexts.prefix(2).joined(separator: "\", \""))\"\(uniqueTexts.count > 2 ? " and \(uniqueTexts.count - 2) more" : ""), \(first.screen))"
            let message = """
                The design's \(first.screen) screen shows "\(uniqueTexts.first ?? "")" (\(first.design.selector)); `\(gap.code.view)` draws it, but \
                \(why), so it stays the same when the user raises the text size.\(tokenNote)\(designNote)
                """
            let severity: Severity = gap.designScales ? .medium : .low
            let fix: Fix
            let fixLocation: SourceLocation
            if let t = gap.token {
                fixLocation = t.location
                let value = replacement.hasPrefix(".") ? "Font" + replacement : replacement
                fix =
                    replacement.contains("`")
                    ? .instruction("Make `\(t.qualifiedName)` scale: \(replacement)") : .declaration(SwiftCode("static let \(t.name) = \(value)"))
            } else {
                fixLocation = gap.lines.first ?? gap.font.location
                if !uiKit, gap.font.expression.hasPrefix(".font("), !replacement.contains("`") {
                    fix = .modifier(SwiftCode(".font(\(replacement))"))
                } else {
                    fix = .instruction("Use \(replacement.contains("`") ? replacement : "`\(replacement)`") instead of `\(gap.font.expression)`")
                }
            }
            out.append(
                Finding(
                    rule: Self.description.id, severity: severity, category: .accessibility, title: title, message: message,
                    expected: FindingSide(name: uniqueTexts.first, value: "scales with Dynamic Type", location: first.design.location),
                    actual: FindingSide(name: gap.font.expression, value: "fixed \(size)", font: gap.spec, location: gap.lines.first ?? gap.font.location),
                    fix: fix, fixLocation: fixLocation, count: gap.token == nil ? gap.lines.count : gap.pairs.count,
                    occurrences: CheckSupport.occurrences(gap.token == nil ? Array(gap.lines.dropFirst()) : gap.lines),
                    key: CheckSupport.key(gap.token?.qualifiedName ?? "\(gap.code.view)|\(FontComparison.describe(gap.spec))|\(uiKit)")))
        }
        if let note = appNote(context) { out.append(note) }
        return out
    }

    /// One note when no font the app writes scales: every token, inline font and element font with a known
    /// kind is fixed. Texts with no font set use `.body` (SwiftUI) and scale, so the share of texts set in a
    /// fixed font decides the severity.
    func appNote(_ context: CheckContext) -> Finding? {
        let inv = context.inventory
        // A Mac-only app (AppKit, no UIKit): macOS has no Dynamic Type.
        guard !inv.macOnly else { return nil }
        // Counted in one pass each: filtered copies of every code element were a big app's peak of memory.
        var knownCount = 0
        var anyScales = false
        func written(_ spec: FontSpec?) {
            guard let scales = spec?.scales else { return }
            knownCount += 1
            anyScales = anyScales || scales
        }
        for f in inv.fonts { written(f.spec) }
        for l in inv.literals { written(l.value?.font) }
        for e in inv.elements { written(e.font?.font) }
        guard !anyScales else { return nil }
        var textCount = 0
        var fixedLocations: [SourceLocation] = []
        var first: ElementStyleValue?
        for e in inv.elements where e.role != .icon && e.text != nil && !e.inMenu {
            textCount += 1
            guard let style = e.font, let font = style.font, DynamicTypeGaps.isFixed(e, font) else { continue }
            fixedLocations.append(style.location)
            if first.map({ style.location < $0.location }) ?? true { first = style }
        }
        guard fixedLocations.count >= 3, let firstFont = first else { return nil }
        let share = Double(fixedLocations.count) / Double(max(textCount, 1))
        let percent = Int((share * 100).rounded())
        return Finding(
            rule: Self.description.id, severity: share >= 0.5 ? .medium : .low, category: .accessibility,
            title: "No font in the app scales with Dynamic Type: \(fixedLocations.count) of \(textCount) texts (\(percent)%) have a fixed size",
            message: """
                Every font the app writes (\(knownCount) fonts: tokens, inline fonts and the views' fonts) has a fixed size, so \
                \(fixedLocations.count) texts stay the same size when the user raises the text size (texts without a font use `.body` and \
                do scale). Define the type scale on text styles (`.body`, `Font.custom(_:size:relativeTo:)`, \
                `UIFontMetrics`) once and every text follows.
                """,
            expected: FindingSide(name: "Dynamic Type", value: "text styles or scaled fonts"),
            actual: FindingSide(
                name: firstFont.expression, value: "\(fixedLocations.count) fixed-size texts", font: firstFont.font,
                location: firstFont.location),
            fix: .instruction("Base the app's fonts on text styles (`.body`, `.headline`…) or scale custom sizes with `relativeTo:` / `UIFontMetrics`"),
            fixLocation: firstFont.location, count: fixedLocations.count,
            occurrences: CheckSupport.occurrences(Array(fixedLocations.dropFirst())),
            key: CheckSupport.key("app", "dynamic-type"))
    }
}
