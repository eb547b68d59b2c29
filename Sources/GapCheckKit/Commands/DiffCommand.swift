import GapCheckReport
import GapCheckReporters

/// `gapcheck diff OLD.json NEW.json`: what changed between two reviews' JSON reports.
public enum DiffCommand {
    /// Compares the reports in `previous` and `current`; throws `ReportFileError` naming a bad file.
    public static func run(previous: String, current: String, format: TrendFormat) throws(ReportFileError) -> (text: String, trend: Trend) {
        let old = try ReportFile.load(path: previous)
        let new = try ReportFile.load(path: current)
        let trend = Trend(previous: old, previousFile: previous, current: new, currentFile: current)
        switch format {
        case .markdown: return (TrendMarkdown.document(trend), trend)
        case .json: return (JSONOutput.string(trend), trend)
        }
    }

    /// One stderr line: `gapcheck: 1 new, 3 fixed, 9 unchanged; critical 3 → 1, medium 5 → 6, low 2 → 2`.
    public static func summary(_ trend: Trend, output: String?, console: Console) -> String {
        guard let total = trend.counts.last else { return "gapcheck: nothing compared" }
        let newCritical = trend.new.contains { $0.severity == .critical }
        var text = "gapcheck: " + console.paint("\(total.new) new", total.new == 0 ? "32" : newCritical ? "31" : "33")
        text += ", " + console.paint("\(total.fixed) fixed", "32") + ", \(total.unchanged) unchanged; "
        text += trend.counts.dropLast().map { "\($0.severity) \($0.previous) → \($0.current)" }.joined(separator: ", ")
        if let output, output != "-" { text += "; wrote \(TerminalText.sanitize(output))" }
        return text
    }
}
