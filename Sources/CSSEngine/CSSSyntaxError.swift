/// A parse error that CSS Syntax recovered from by dropping a rule or declaration.
public struct CSSSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Why the construct was dropped.
    public enum Kind: String, Hashable, Sendable {
        /// Nothing to parse.
        case empty
        /// Not a valid rule or declaration.
        case invalid
        /// More input followed the single construct that was asked for.
        case extraInput = "extra-input"
    }

    /// Why the construct was dropped.
    public var kind: Kind
    /// 1-based line where the problem was found.
    public var line: Int
    /// 1-based column where the problem was found.
    public var column: Int

    /// An error of `kind` at `line`:`column`.
    public init(_ kind: Kind, line: Int, column: Int) {
        self.kind = kind
        self.line = line
        self.column = column
    }

    /// `3:7: invalid`.
    public var description: String { "\(line):\(column): \(kind.rawValue)" }
}
