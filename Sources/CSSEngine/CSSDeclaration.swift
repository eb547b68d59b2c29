/// A CSS declaration `name: value !important`, with the position of its name.
public struct CSSDeclaration: Hashable, Sendable {
    /// Property name, ASCII lower-cased except for custom properties (`--Brand` keeps its case).
    public var name: String
    /// The value's component values, without leading/trailing whitespace and without `!important`.
    public var value: [CSSComponentValue]
    /// True when the declaration ended with `!important`.
    public var important: Bool
    /// 1-based line of the name.
    public var line: Int
    /// 1-based column of the name.
    public var column: Int
    /// Whitespace tokens trimmed from the start of the value (kept for exact re-serialization).
    public var leadingWhitespace: Int
    /// Whitespace tokens trimmed from the end of the value (kept for exact re-serialization).
    public var trailingWhitespace: Int

    /// A declaration; `name` is stored as given.
    public init(
        name: String, value: [CSSComponentValue], important: Bool = false, line: Int = 0, column: Int = 0,
        leadingWhitespace: Int = 0, trailingWhitespace: Int = 0
    ) {
        self.name = name
        self.value = value
        self.important = important
        self.line = line
        self.column = column
        self.leadingWhitespace = leadingWhitespace
        self.trailingWhitespace = trailingWhitespace
    }

    /// The value as CSS text (`1px solid #ccc`), without `!important`.
    public var valueText: String { CSSSerializer.serialize(value) }

    /// The value exactly as parsed, with the trimmed whitespace tokens put back.
    public var untrimmedValue: [CSSComponentValue] {
        if leadingWhitespace == 0 && trailingWhitespace == 0 { return value }
        let ws = CSSComponentValue(.whitespace, line: line, column: column)
        return Array(repeating: ws, count: leadingWhitespace) + value + Array(repeating: ws, count: trailingWhitespace)
    }
}
