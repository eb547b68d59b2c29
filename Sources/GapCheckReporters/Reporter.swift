import GapCheckReport

/// Renders an analysis in one output format. Same analysis in, same bytes out.
public protocol Reporter: Sendable {
    /// Writes the whole report, ending with a newline, to `out` as it is produced: a big report goes to its
    /// file in blocks and is never held as one text (issue 14).
    func write<Out: ReportOutput>(_ analysis: Analysis, to out: inout Out)
}

extension Reporter {
    /// The whole report as one string (tests, snapshots, small reports): the bytes `write` produces.
    public func render(_ analysis: Analysis) -> String {
        var text = ""
        write(analysis, to: &text)
        return text
    }
}
