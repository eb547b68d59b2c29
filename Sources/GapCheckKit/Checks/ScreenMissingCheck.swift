import GapCheckModel

/// `screen.missing`: a design screen with no view that implements it.
public struct ScreenMissingCheck: Check {
    /// Creates the check; it has no state.
    public init() {}

    /// The rule this check reports: id, default severity, rationale and examples.
    public static let description = RuleDescription(
        id: "screen.missing", severity: .critical, category: .screens,
        summary: "A screen of the design (an HTML file or `data-screen`) has no view named after it (`settings` ↔ `SettingsView`, `SettingsScreen`, `SettingsViewController`).",
        rationale: """
            A designed screen that the app lacks is a missing feature users will look for. Views are matched by \
            name; when a view has another name, map it in `.gapcheck.yml` (`screens: { settings: PreferencesView }`) \
            so the sections and labels are checked against it.
            """,
        examples: [
            RuleExample(
                design: "<!DOCTYPE html><html><head><title>Settings</title></head><body data-screen=\"settings\"><h1>Settings</h1><section><h2>Account</h2></section></body></html>",
                swift: "import SwiftUI\n\nstruct DashboardView: View {\n    var body: some View { Text(\"Dashboard\") }\n}\n",
                triggers: true, expectTitleContains: "settings"),
            RuleExample(
                design: "<!DOCTYPE html><html><head><title>Settings</title></head><body data-screen=\"settings\"><h1>Settings</h1><section><h2>Account</h2></section></body></html>",
                swift: "import SwiftUI\n\nstruct SettingsView: View {\n    var body: some View {\n        List { Section(\"Account\") { Text(\"Email\") } }.navigationTitle(\"Settings\")\n    }\n}\n",
                triggers: false),
        ])

    /// Findings for this rule, at its default severity (the pipeline applies overrides).
    public func run(_ context: CheckContext) -> [Finding] {
        // New screens go where most views live.
        var dirs: [String: Int] = [:]
        for v in context.inventory.views where v.kind != .storyboard {
            let f = v.location.file
            dirs[f.split(separator: "/").dropLast().joined(separator: "/"), default: 0] += 1
        }
        let viewDir = dirs.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.first?.key
        return context.matches.screens.compactMap { m -> Finding? in
            guard m.viewName == nil else { return nil }
            let s = m.screen
            let name = NameWords.split(s.name).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() + "View"
            let sections = s.sections.map(\.title)
            return Finding(
                rule: Self.description.id, severity: Self.description.severity, category: .screens,
                title: "Screen \(s.name)\(s.title.map { " (\"\($0)\")" } ?? "") has no view in code",
                message: "No view is named after the design's \(s.name) screen (tried \(name), \(name.dropLast(4))Screen, \(name)Controller and the `screens` map)." + (sections.isEmpty ? "" : " Its sections: \(sections.joined(separator: ", ")).") + (s.labels.isEmpty ? "" : " It shows \(CheckSupport.plural(s.labels.count, "label")).") ,
                expected: FindingSide(name: s.name, value: s.title, location: s.location), actual: nil,
                fix: "struct \(name): View { ... }  // or map the screen to an existing view in .gapcheck.yml: screens: { \(s.name): YourView }",
                fixLocation: viewDir.map { SourceLocation(file: ($0.isEmpty ? "" : $0 + "/") + name + ".swift") }, count: 1,
                key: CheckSupport.key(s.name))
        }
    }
}
