import GapCheckModel

/// `color.dark-variant-missing`: the design has a dark value, the code color has none.
public struct ColorDarkVariantMissingCheck: Check {
    /// Creates the check; it has no state.
    public init() {}

    /// The rule this check reports: id, default severity, rationale and examples.
    public static let description = RuleDescription(
        id: "color.dark-variant-missing", severity: .medium, category: .darkMode,
        summary: "The design gives a color a distinct dark-mode value, but the matching code color is one fixed value.",
        rationale: """
            A fixed color that is right in light mode is wrong in dark mode when the design changes it there: \
            text stays dark on a dark background, surfaces stay white. Give the token both values, usually with an \
            asset-catalog colorset (Any and Dark appearances) or a dynamic provider.
            """,
        examples: [
            RuleExample(
                design: ":root { --color-surface: #FFFFFF; }\n@media (prefers-color-scheme: dark) { :root { --color-surface: #1C1C1E; } }",
                swift: "import SwiftUI\n\nextension Color {\n    static let surface = Color(red: 1, green: 1, blue: 1)\n}\n",
                triggers: true, expectTitleContains: "surface"),
            RuleExample(
                design: ":root { --color-surface: #FFFFFF; }",
                swift: "import SwiftUI\n\nextension Color {\n    static let surface = Color(red: 1, green: 1, blue: 1)\n}\n",
                triggers: false)
        ])

    /// Findings for this rule, at its default severity (the pipeline applies overrides).
    public func run(_ context: CheckContext) -> [Finding] {
        let idiom = context.matches.index.idiom
        let cfg = context.configuration
        let names = Set(context.matches.index.colors.candidates.map(\.qualifiedName))
        return context.matches.colors.compactMap { r -> Finding? in
            let e = r.expectation
            guard [.matched, .drift, .matchedByValue].contains(r.status), ColorFix.isNamed(e), r.codeDarkColor == nil, let code = r.codeName,
                let light = e.light.color, let dark = e.dark?.color,
                dark.deltaE2000(to: light) > cfg.sameColorDeltaE || abs(dark.alpha - light.alpha) > cfg.alphaTolerance
            else { return nil }
            // `backgroundLight` beside `backgroundDark`: the app keeps each appearance in a token of its own and
            // its views pick one, so the token is one half of a pair, not a color missing its dark value.
            let twin = Self.appearanceTwin(of: code, in: names)
            return Finding(
                rule: Self.description.id, severity: twin == nil ? Self.description.severity : .low, category: .darkMode,
                title: "`\(code)` has no dark value; design \(e.name) is \(light) light / \(dark) dark",
                message:
                    "`\(code)` is \(r.codeValue ?? "one value") in both appearances, so in dark mode it shows the light value where the design has \(dark)."
                    + (twin.map {
                        " The app declares `\($0)` beside it: light and dark are separate tokens there, so this is a gap only where a view uses `\(code)` without switching to its twin in dark mode."
                    } ?? ""),
                expected: CheckSupport.expected(e), actual: CheckSupport.actual(r),
                fix: ColorFix.line(name: ColorFix.tokenName(r), e: e, idiom: idiom, configuration: cfg, like: r.codeExpression, at: r.codeLocation),
                fixLocation: r.codeLocation, key: CheckSupport.key(e.name, code))
        }
    }

    /// The token that holds the other appearance of `code` (`Theme.backgroundDark` for
    /// `Theme.backgroundLight`, and back), when `names` has it; nil otherwise.
    static func appearanceTwin(of code: String, in names: Set<String>) -> String? {
        let parts = code.split(separator: ".")
        guard let last = parts.last else { return nil }
        let owner = parts.dropLast().joined(separator: ".")
        for (a, b) in [("Light", "Dark"), ("Dark", "Light"), ("light", "dark"), ("dark", "light")] {
            // Only the mode word as a whole word of the name: `backgroundLight`, `lightBackground`, not `highlight`.
            guard let range = last.range(of: a) else { continue }
            let after = last[range.upperBound...]
            let atWordStart = range.lowerBound == last.startIndex || a.first?.isUppercase == true
            guard atWordStart, after.first.map({ $0.isUppercase || $0.isNumber || $0 == "_" }) ?? true else { continue }
            let twin = last.replacingCharacters(in: range, with: b)
            let qualified = owner.isEmpty ? twin : owner + "." + twin
            if names.contains(qualified) { return qualified }
        }
        return nil
    }
}
