/// One CSS Syntax component value: a preserved token, a simple block or a function, with its position.
///
/// Positions are 1-based lines and columns (in Unicode scalars) relative to the start of the text
/// handed to the parser, so a caller can add the offset of a `<style>` element in its HTML file.
public struct CSSComponentValue: Hashable, Sendable {
    /// What the component value is.
    public var kind: Kind
    private var storedLine: Int32
    private var storedColumn: Int32

    /// 1-based line of the first code point.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    /// 1-based column (in Unicode scalars) of the first code point.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    /// A component value of `kind` at `line`:`column`.
    public init(_ kind: Kind, line: Int = 0, column: Int = 0) {
        self.kind = kind
        self.storedLine = Int32(clamping: line)
        self.storedColumn = Int32(clamping: column)
    }

    /// The kinds of component values (CSS Syntax 3 §4 tokens, blocks and functions).
    public enum Kind: Hashable, Sendable {
        /// `<ident-token>` with its unescaped value.
        case ident(String)
        /// A function: name (unescaped) and arguments.
        case function(String, [CSSComponentValue])
        /// `<at-keyword-token>` without the `@`.
        case atKeyword(String)
        /// `<hash-token>`; `isID` when the value would start an identifier.
        case hash(String, isID: Bool)
        /// `<string-token>` with its unescaped value.
        case string(String)
        /// `<bad-string-token>` (a newline inside a string).
        case badString
        /// `<url-token>` (unquoted `url(...)`).
        case url(String)
        /// `<bad-url-token>`.
        case badURL
        /// `<delim-token>`.
        case delim(Unicode.Scalar)
        /// `<number-token>`.
        case number(Numeric)
        /// `<percentage-token>` (the value is the number before `%`).
        case percentage(Numeric)
        /// `<dimension-token>`: number and unescaped unit.
        case dimension(Numeric, unit: String)
        /// `<unicode-range-token>` (`U+0-7F`).
        case unicodeRange(start: UInt32, end: UInt32)
        /// `<whitespace-token>`.
        case whitespace
        /// `:`.
        case colon
        /// `;`.
        case semicolon
        /// `,`.
        case comma
        /// `<!--`.
        case cdo
        /// `-->`.
        case cdc
        /// `~=`.
        case includeMatch
        /// `|=`.
        case dashMatch
        /// `^=`.
        case prefixMatch
        /// `$=`.
        case suffixMatch
        /// `*=`.
        case substringMatch
        /// `||`.
        case column
        /// A `{}`, `[]` or `()` simple block and its contents.
        case block(BlockKind, [CSSComponentValue])
        /// A `)`, `]` or `}` with no matching opener (a parse error, preserved).
        case unmatchedClose(Unicode.Scalar)
        /// A parse error the tokenizer recovered from without a token (EOF inside a string or url).
        case parseError(TokenError)
    }

    /// A numeric token's value, integer flag and source representation (`+45.0`).
    public struct Numeric: Hashable, Sendable {
        /// The numeric value.
        public var value: Double
        /// True for the "integer" type flag (no `.` and no exponent in the source).
        public var isInteger: Bool
        /// The number as written, sign included.
        public var representation: String

        /// A numeric value; `representation` defaults to a minimal spelling of `value`.
        public init(value: Double, isInteger: Bool, representation: String? = nil) {
            self.value = value
            self.isInteger = isInteger
            self.representation = representation ?? CSSSerializer.number(value)
        }
    }

    /// Which bracket pair delimits a simple block.
    public enum BlockKind: Hashable, Sendable {
        /// `{ }`
        case curly
        /// `[ ]`
        case square
        /// `( )`
        case paren

        /// The opening code point.
        public var opening: Unicode.Scalar {
            switch self {
            case .curly: "{";
            case .square: "[";
            case .paren: "("
            }
        }

        /// The closing code point.
        public var closing: Unicode.Scalar {
            switch self {
            case .curly: "}";
            case .square: "]";
            case .paren: ")"
            }
        }
    }

    /// Errors the tokenizer reports in-line.
    public enum TokenError: String, Hashable, Sendable {
        /// The input ended inside a quoted string.
        case eofInString = "eof-in-string"
        /// The input ended inside `url(`.
        case eofInURL = "eof-in-url"
    }
}

extension CSSComponentValue {
    /// True for `<whitespace-token>`.
    public var isWhitespace: Bool { if case .whitespace = kind { return true }; return false }

    /// The identifier's value, if this is an ident.
    public var identValue: String? { if case .ident(let s) = kind { return s }; return nil }

    /// True if this is an ident equal to `keyword` ignoring ASCII case.
    public func isIdent(_ keyword: String) -> Bool {
        if case .ident(let s) = kind { return CSSASCII.equalsIgnoringCase(s, keyword) }
        return false
    }

    /// True if this is the delim `c`.
    public func isDelim(_ c: Unicode.Scalar) -> Bool {
        if case .delim(let d) = kind { return d == c }
        return false
    }

    /// The function name and arguments, if this is a function.
    public var function: (name: String, arguments: [CSSComponentValue])? {
        if case .function(let n, let a) = kind { return (n, a) }
        return nil
    }
}
