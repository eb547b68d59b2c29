import GapCheckReport

/// Renders `JSONReport` (schema in docs/report-schema.md).
public struct JSONReporter: Reporter {
    /// The JSON reporter.
    public init() {}

    /// The report as pretty JSON with sorted keys.
    public func render(_ analysis: Analysis) -> String {
        JSONOutput.string(JSONReport(analysis))
    }
}
