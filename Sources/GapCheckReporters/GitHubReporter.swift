import GapCheckModel
import GapCheckReport

/// Renders GitHub Actions workflow commands (`::error file=...,line=...::message`), which annotate the diff.
///
/// Baselined findings are left out, as in the Xcode format.
public struct GitHubReporter: Reporter {
    /// The GitHub annotations reporter.
    public init() {}

    /// GitHub's annotation level for a severity.
    public static func level(_ severity: Severity) -> String {
        switch severity {
        case .critical: return "error"
        case .medium: return "warning"
        case .low: return "notice"
        }
    }

    /// Escapes a command's message: `%`, CR and LF (GitHub's `escapeData`).
    public static func escapeData(_ s: String) -> String {
        s.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Escapes a property value: as data, plus `:` and `,` (GitHub's `escapeProperty`).
    public static func escapeProperty(_ s: String) -> String {
        escapeData(s).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }

    /// One command per new finding, in report order.
    public func write<Out: ReportOutput>(_ analysis: Analysis, to out: inout Out) {
        for f in FindingOrder.sorted(analysis.findings) where analysis.baseline[f.id] != .baselined {
            var props: [String] = []
            if let l = f.primaryLocation {
                props.append("file=" + Self.escapeProperty(TerminalText.sanitize(l.file)))
                if l.line > 0 { props.append("line=\(l.line)") }
                if l.column > 0 { props.append("col=\(l.column)") }
            }
            props.append("title=" + Self.escapeProperty(TerminalText.sanitize(f.rule)))
            var message = TerminalText.sanitize(f.title)
            if f.count > 1 { message += " (\(f.count)×)" }
            let detail = TerminalText.sanitize(f.message, singleLine: false)
            if !detail.isEmpty, detail != message { message += "\n" + detail }
            if let fix = f.fix?.text, !fix.isEmpty { message += "\nFix: " + TerminalText.sanitize(fix, singleLine: false) }
            if let design = f.expected?.location, design != f.primaryLocation { message += "\nDesign: \(TerminalText.sanitize(design.description))" }
            out.write("::\(Self.level(f.severity)) \(props.joined(separator: ","))::\(Self.escapeData(message))" + "\n")
        }
    }
}
