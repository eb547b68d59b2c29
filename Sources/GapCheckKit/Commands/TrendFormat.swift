/// Output of `gapcheck diff`.
public enum TrendFormat: String, Sendable, Hashable, CaseIterable {
    /// Counts per severity and the new, fixed and unchanged findings as Markdown tables.
    case markdown
    /// The `Trend` as JSON with sorted keys (the `trend` member of a `--compare` JSON report).
    case json
}
