import GapCheckModel
import GapCheckReport

/// Renders `path:line:col: error|warning|note: title (rule)` lines, which Xcode and editors link.
///
/// Baselined findings are left out: they are known and accepted, and would only bury new ones.
public struct XcodeReporter: Reporter {
    /// The Xcode reporter.
    public init() {}

    /// Xcode's diagnostic kind for a severity.
    public static func kind(_ severity: Severity) -> String {
        switch severity {
        case .critical: return "error"
        case .medium: return "warning"
        case .low: return "note"
        }
    }

    /// One line per new finding, in report order.
    public func write<Out: ReportOutput>(_ analysis: Analysis, to out: inout Out) {
        let fallback = analysis.implementationRoots.first ?? "."
        for f in FindingOrder.sorted(analysis.findings) where analysis.baseline[f.id] != .baselined {
            let place = TerminalText.sanitize((f.primaryLocation ?? SourceLocation(file: fallback)).description)
            var text = TerminalText.sanitize(f.title)
            if f.count > 1 { text += " (\(f.count)×)" }
            out.write("\(place): \(Self.kind(f.severity)): \(text) (\(TerminalText.sanitize(f.rule)))" + "\n")
        }
    }
}
