import GapCheckModel

/// `darkmode.disabled`: the app forces one appearance although the design has both.
///
/// Policy: forcing light when the design has no dark variant agrees with the design and is not
/// reported; forcing light against a designed dark variant is critical; forcing dark when the design
/// is light-only is critical too (the app shows colors nobody designed).
public struct DarkModeDisabledCheck: Check {
    /// Creates the check; it has no state.
    public init() {}

    /// The rule this check reports: id, default severity, rationale and examples.
    public static let description = RuleDescription(
        id: "darkmode.disabled", severity: .critical, category: .darkMode,
        summary: "`.preferredColorScheme(.light)`, `overrideUserInterfaceStyle` or `UIUserInterfaceStyle` forces one appearance while the design defines the other.",
        rationale: """
            The design's dark variant is work the app throws away when it pins the appearance: users who run \
            dark mode get a bright screen, and the dark tokens are never exercised. Forcing light when the design \
            has no dark variant agrees with the design and is not reported.
            """,
        examples: [
            RuleExample(
                design: ":root { --color-surface: #FFFFFF; }\n@media (prefers-color-scheme: dark) { :root { --color-surface: #1C1C1E; } }",
                swift: "import SwiftUI\n\nstruct RootView: View {\n    var body: some View {\n        ↓Text(\"Hi\").preferredColorScheme(.light)\n    }\n}\n",
                triggers: true, expectTitleContains: "preferredColorScheme"),
            RuleExample(
                design: ":root { --color-surface: #FFFFFF; }",
                swift: "import SwiftUI\n\nstruct RootView: View {\n    var body: some View {\n        Text(\"Hi\").preferredColorScheme(.light)\n    }\n}\n",
                triggers: false),
        ])

    /// Findings for this rule, at its default severity (the pipeline applies overrides).
    public func run(_ context: CheckContext) -> [Finding] {
        let d = context.design
        // Where the design's dark values are declared: its first dark token, else the first dark rule.
        let darkTokens = d.expectations.filter { $0.source == .customProperty && $0.dark != nil }.compactMap(\.darkLocation)
        let darkAt = darkTokens.min() ?? d.darkVariantLocation
        var groups: [String: [ColorSchemeOverride]] = [:]
        for o in context.inventory.colorSchemeOverrides {
            let forcesAgainstDesign = d.hasDarkVariant || o.scheme == "dark"
            guard forcesAgainstDesign else { continue }
            groups[o.scheme + "|" + o.expression, default: []].append(o)
        }
        return groups.sorted { $0.key < $1.key }.compactMap { entry -> Finding? in
            let (k, list) = (entry.key, entry.value)
            let sorted = list.sorted { $0.location < $1.location }
            guard let first = sorted.first else { return nil }
            let other = first.scheme == "light" ? "dark" : "light"
            let designText = d.hasDarkVariant ? "the design defines a dark variant" : "the design defines only a light appearance"
            return Finding(
                rule: Self.description.id, severity: Self.description.severity, category: .darkMode,
                title: "`\(first.expression)` forces \(first.scheme) mode; \(designText)",
                message: "The app pins the \(first.scheme) appearance (\(CheckSupport.plural(sorted.count, "place"))), so users in \(other) mode never see the \(other) design.",
                expected: FindingSide(name: "appearance", value: d.hasDarkVariant ? "light and dark" : "light", location: darkAt),
                actual: FindingSide(name: first.expression, value: first.scheme + " only", location: first.location),
                fix: "Remove `\(first.expression)`" + (d.hasDarkVariant ? " and give color tokens their dark values" : ""),
                fixLocation: first.location, count: sorted.count, occurrences: CheckSupport.occurrences(sorted.map(\.location)),
                key: CheckSupport.key(k))
        }
    }
}
