import GapCheckAnalysis

/// Presentation settings shared by the reporters (from `.gapcheck.yml`, never from the analysis).
public struct ReportOptions: Sendable, Hashable {
    /// The app's name for the report title; nil derives it from the implementation folder.
    public var appName: String?
    /// Rule descriptions for SARIF rule metadata; defaults to every registered rule.
    public var rules: [RuleDescription]
    /// Folder of the SVG swatches written by `--assets`, as the Markdown report links it (relative to
    /// the report); nil embeds no swatch images.
    public var swatchPath: String?

    /// Options with the app name from configuration and every registered rule.
    public init(appName: String? = nil, rules: [RuleDescription] = RuleRegistry.descriptions, swatchPath: String? = nil) {
        self.appName = appName
        self.rules = rules
        self.swatchPath = swatchPath
    }
}
