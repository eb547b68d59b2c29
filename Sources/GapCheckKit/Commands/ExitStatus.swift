/// The process exit status of a gapcheck run; CI scripts depend on these numbers.
public enum ExitStatus: Int32, Sendable, Hashable, CaseIterable {
    /// Nothing at or above `--fail-on` (or a command that succeeded).
    case success = 0
    /// The gate failed: a new finding at or above `--fail-on`.
    case gateFailed = 1
    /// Usage, configuration, baseline, input or output error; one line on stderr names the file.
    case usageError = 2
}
