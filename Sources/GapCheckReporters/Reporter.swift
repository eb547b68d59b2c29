import GapCheckReport

/// Renders an analysis in one output format. Same analysis in, same bytes out.
public protocol Reporter: Sendable {
    /// The whole report, ending with a newline.
    func render(_ analysis: Analysis) -> String
}
