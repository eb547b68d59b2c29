import GapCheckReport

/// Renders `JSONReport` (schema in docs/report-schema.md).
public struct JSONReporter: Reporter {
    /// The JSON reporter.
    public init() {}

    /// The report as pretty JSON with sorted keys, written member by member and finding by finding, so a
    /// big report is never held as one text, nor its findings and element rows as one array: each row is built
    /// as it is written (`JSONOutput.string(JSONReport(analysis))` gives the same bytes).
    public func write<Out: ReportOutput>(_ analysis: Analysis, to out: inout Out) {
        let ordered = FindingOrder.sorted(analysis.findings)
        let report = JSONReport(head: analysis, ordered: ordered)
        let rows = JSONReport.Rows(analysis)
        let findings = ordered.lazy.map(rows.finding)
        let pairs = analysis.matches.elements
        let elements = pairs.isEmpty ? nil : pairs.lazy.map(JSONReport.ElementRow.init)
        // A number JSON cannot hold would fail half-way through the stream: such a report is written whole,
        // through the encoder that falls back to `{}` as it always did.
        guard report.numbersAreFinite, elements?.allSatisfy(\.isFinite) ?? true else {
            return JSONOutput.write(JSONReport(analysis), to: &out)
        }
        do {
            // Members in key order (UTF-8), as the sorted-keys encoder writes them.
            var o = JSONText.ObjectStream()
            try o.member("date", report.date, to: &out)
            try o.array("diagnostics", report.diagnostics, to: &out)
            try o.array("elements", elements, to: &out)
            try o.array("findings", findings, to: &out)
            try o.member("inputs", report.inputs, to: &out)
            try o.member("resolved", report.resolved, to: &out)
            try o.member("schemaVersion", report.schemaVersion, to: &out)
            try o.member("summary", report.summary, to: &out)
            try o.member("tool", report.tool, to: &out)
            try o.member("trend", report.trend, to: &out)
            o.finish(to: &out)
        } catch {
            // Unreachable with finite numbers: strings, integers and booleans always encode.
            assertionFailure("JSON report member failed to encode: \(error)")
        }
    }
}

extension JSONReport {
    /// True when every floating-point number in the report is finite (JSON has no NaN or infinity).
    var numbersAreFinite: Bool {
        summary.overallScore.isFinite && summary.scores.allSatisfy(\.score.isFinite) && (elements ?? []).allSatisfy(\.isFinite)
    }
}

extension JSONReport.ElementRow {
    /// True when both sides' numbers are finite.
    var isFinite: Bool {
        func finite(_ style: JSONReport.ElementStyle?) -> Bool {
            guard let s = style else { return true }
            return [s.fontSize, s.radius, s.paddingHorizontal, s.paddingVertical, s.shadowRadius, s.opacity].allSatisfy { $0?.isFinite ?? true }
        }
        return finite(design) && finite(code)
    }
}
