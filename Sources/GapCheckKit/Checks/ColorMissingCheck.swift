import GapCheckModel

/// `color.missing`: a named design color has no token by name and none close by value.
public struct ColorMissingCheck: Check {
    public init() {}

    public static let description = RuleDescription(
        id: "color.missing", severity: .medium, category: .color,
        summary: "A design color token has no code token with its name, and no code color within the drift threshold of its value.",
        rationale: """
            A color the design system defines but the app lacks gets re-typed by hand wherever a view needs it, \
            or replaced by whatever system color looks closest. Adding the token once, with the design's value, \
            keeps every later use exact. Colors present under another name are reported as matched by value, not \
            as missing.
            """,
        examples: [
            RuleExample(
                design: ":root { --color-brand-highlight: #FFB020; }\n.tag { color: var(--color-brand-highlight); }",
                swift: "import SwiftUI\n\nextension Color {\n    static let brandPrimary = Color(red: 79 / 255, green: 70 / 255, blue: 229 / 255)\n}\n",
                triggers: true, expectTitleContains: "--color-brand-highlight"),
            RuleExample(
                design: ":root { --color-brand-highlight: #FFB020; }",
                swift: "import SwiftUI\n\nextension Color {\n    static let highlight = Color(red: 255 / 255, green: 176 / 255, blue: 32 / 255)\n}\n",
                triggers: false),
        ])

    public func run(_ context: CheckContext) -> [Finding] {
        let idiom = SwiftIdiom(inventory: context.inventory)
        let target = idiom.owner.map { "`\($0)`" } ?? "the color tokens"
        return context.matches.colors.compactMap { r -> Finding? in
            let e = r.expectation
            guard r.status == .missing, ColorFix.isNamed(e) else { return nil }
            let name = CheckSupport.swiftName(e.name)
            return Finding(
                rule: Self.description.id, severity: Self.description.severity, category: .color,
                title: "Design color \(e.name) (\(CheckSupport.valueText(e))) has no token in code",
                message: "No color token is named like \(e.name) and none is within \(CheckSupport.deltaText(context.configuration.driftDeltaE)) of its value. Add it to \(target)\(e.screens.isEmpty ? "" : "; the design uses it on \(e.screens.joined(separator: ", "))").",
                expected: CheckSupport.expected(e), actual: nil,
                fix: ColorFix.line(name: name, e: e, idiom: idiom, configuration: context.configuration),
                fixLocation: CheckSupport.siblingLocation(idiom.file), key: CheckSupport.key(e.name))
        }
    }
}
