/// Why `var()` substitution failed.
public enum CSSVarError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `var(--name)` with no such property and no fallback.
    case undefined(String)
    /// Custom properties that reference each other in a loop, in reference order.
    case cycle([String])
    /// Substitution nested deeper than the engine allows.
    case tooDeep
    /// A malformed `var()` (the first argument is not a `--name`).
    case invalidSyntax
    /// Substitution would produce more component values than the engine allows (exponential `var()` nesting).
    case tooLarge

    /// A one-line message.
    public var description: String {
        switch self {
        case .undefined(let n): "var(\(n)) is not defined and has no fallback"
        case .cycle(let names): "custom properties form a cycle: \((names + names.prefix(1)).joined(separator: " → "))"
        case .tooDeep: "var() substitution nested too deeply"
        case .invalidSyntax: "malformed var()"
        case .tooLarge: "var() substitution produces too large a value"
        }
    }
}
