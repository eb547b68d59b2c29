import GapCheckReport

/// Renders the release-readiness review as one self-contained HTML page.
///
/// The same numbers and order as the Markdown report (it reuses `MarkdownPage`'s groupings, verdict and
/// scores), plus what only a page can show: design and implementation color swatches side by side, type
/// samples at the expected and the actual size and weight, and a palette grid of every design color.
/// Inline `<style>` only: no scripts, no external assets, no network URLs. Every string from the inputs
/// is escaped with `HTMLText`; colors and sizes in `style=` are formatted from parsed numbers.
public struct HTMLReporter: Reporter {
    /// Title and rule metadata.
    public var options: ReportOptions

    /// A reporter with the given title and rule metadata.
    public init(options: ReportOptions = ReportOptions()) { self.options = options }

    /// The whole page, line by line as it is built.
    public func write<Out: ReportOutput>(_ analysis: Analysis, to out: inout Out) {
        LineWriter.writing(to: &out) { lines in
            var page = HTMLPage(analysis: analysis, options: options, lines: lines)
            page.build()
        }
    }
}
