/// Presentation settings shared by the reporters (from `.gapcheck.yml`, never from the analysis).
public struct ReportOptions: Sendable, Hashable {
    /// The app's name for the report title; nil derives it from the implementation folder.
    public var appName: String?
    /// Rule descriptions for SARIF rule metadata; defaults to every registered rule.
    public var rules: [RuleDescription]

    /// Options with the app name from configuration and every registered rule.
    public init(appName: String? = nil, rules: [RuleDescription] = RuleRegistry.descriptions) {
        self.appName = appName
        self.rules = rules
    }
}
