import Foundation

/// Where commands write: the report on stdout, everything else on stderr.
public struct Console: Sendable {
    /// Receives report text (already newline-terminated).
    public var out: @Sendable (String) -> Void
    /// Receives progress, diagnostics and error lines (already newline-terminated).
    public var err: @Sendable (String) -> Void
    /// Whether stderr lines may carry ANSI colors.
    public var colors: Bool
    /// Whether stderr is a terminal (where a progress line may be shown).
    public var stderrIsTerminal: Bool

    /// A console writing through the given closures.
    public init(
        out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void, colors: Bool = false,
        stderrIsTerminal: Bool = false
    ) {
        self.out = out
        self.err = err
        self.colors = colors
        self.stderrIsTerminal = stderrIsTerminal
    }

    /// The process's stdout and stderr; colors only on a terminal, and never with `NO_COLOR` or `TERM=dumb`.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> Console {
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty || environment["TERM"] == "dumb"
        let terminal = isatty(2) == 1
        return Console(
            out: { text in StandardOutput.write(text) },
            err: { text in FileHandle.standardError.write(Data(text.utf8)) },
            colors: !noColor && terminal, stderrIsTerminal: terminal)
    }

    /// `text` in an ANSI color when colors are on (`31` red, `33` yellow, `32` green, `1` bold).
    public func paint(_ text: String, _ code: String) -> String {
        colors ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
