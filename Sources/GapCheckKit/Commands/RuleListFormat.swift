/// Output of `gapcheck rules`.
public enum RuleListFormat: String, Sendable, Hashable, CaseIterable {
    /// Aligned table for the terminal.
    case text
    /// docs/checks.md.
    case markdown
}
