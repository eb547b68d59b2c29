/// A style rule: its selector prelude, its declarations and any nested rules.
public struct CSSQualifiedRule: Hashable, Sendable {
    /// The prelude as text, whitespace-trimmed (`.card > .title, h1`).
    public var selectorText: String
    /// The prelude's component values.
    public var prelude: [CSSComponentValue]
    /// The declarations in the block, in order.
    public var declarations: [CSSDeclaration]
    /// Rules nested in the block (CSS Nesting: `&:hover { }`, `@media ... { }`).
    public var rules: [CSSRule]
    /// 1-based line of the prelude's first token.
    public var line: Int
    /// 1-based column of the prelude's first token.
    public var column: Int

    /// A style rule from its parts.
    public init(
        selectorText: String, prelude: [CSSComponentValue], declarations: [CSSDeclaration], rules: [CSSRule] = [],
        line: Int, column: Int
    ) {
        self.selectorText = selectorText
        self.prelude = prelude
        self.declarations = declarations
        self.rules = rules
        self.line = line
        self.column = column
    }

    init(prelude: [CSSComponentValue], block: [CSSComponentValue], line: Int, column: Int, errors: inout [CSSSyntaxError]) {
        let (decls, rules) = CSSRule.split(block: block, errors: &errors)
        self.init(
            selectorText: CSSSerializer.serializeTrimmed(prelude), prelude: prelude,
            declarations: decls, rules: rules, line: line, column: column
        )
    }
}
