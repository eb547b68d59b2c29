import GapCheckReport

/// The report formats of `gapcheck DESIGN IMPL --format`; the enum drives the flag's help and parsing.
public enum ReportFormat: String, Sendable, Hashable, CaseIterable {
    /// The release-readiness review (default).
    case markdown
    /// Versioned machine-readable report, schema in docs/report-schema.md.
    case json
    /// SARIF 2.1.0 for code scanning.
    case sarif
    /// `path:line:col: error: title (rule)` lines that Xcode and editors link.
    case xcode
    /// GitHub Actions workflow commands (`::error file=...`).
    case github
    /// The review as one self-contained HTML page with color swatches and type samples.
    case html

    /// The renderer for this format.
    public func reporter(options: ReportOptions = ReportOptions()) -> any Reporter {
        switch self {
        case .markdown: return MarkdownReporter(options: options)
        case .json: return JSONReporter()
        case .sarif: return SARIFReporter(rules: options.rules)
        case .xcode: return XcodeReporter()
        case .github: return GitHubReporter()
        case .html: return HTMLReporter(options: options)
        }
    }

    /// Conventional file extension for `-o` paths and snapshots.
    public var fileExtension: String {
        switch self {
        case .markdown: return "md"
        case .json: return "json"
        case .sarif: return "sarif"
        case .html: return "html"
        case .xcode, .github: return "txt"
        }
    }
}
