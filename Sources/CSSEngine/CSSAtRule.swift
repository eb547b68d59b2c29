/// An at-rule: `@media (prefers-color-scheme: dark) { ... }`, `@import "x.css";`, `@font-face { ... }`.
public struct CSSAtRule: Hashable, Sendable {
    /// The name without `@`, ASCII lower-cased (`media`).
    public var name: String
    /// The prelude as text, whitespace-trimmed (`(prefers-color-scheme: dark)`).
    public var preludeText: String
    /// The prelude's component values.
    public var prelude: [CSSComponentValue]
    /// Rules inside the block (`@media`, `@supports`, `@layer` ...); nil when the rule has no block.
    public var rules: [CSSRule]?
    /// Declarations inside the block (`@font-face`, `@page`, or nested declarations).
    public var declarations: [CSSDeclaration]
    /// 1-based line of the at-keyword.
    public var line: Int
    /// 1-based column of the at-keyword.
    public var column: Int

    /// An at-rule from its parts.
    public init(
        name: String, preludeText: String, prelude: [CSSComponentValue], rules: [CSSRule]?,
        declarations: [CSSDeclaration] = [], line: Int, column: Int
    ) {
        self.name = name
        self.preludeText = preludeText
        self.prelude = prelude
        self.rules = rules
        self.declarations = declarations
        self.line = line
        self.column = column
    }

    init(name: String, prelude: [CSSComponentValue], block: [CSSComponentValue]?, line: Int, column: Int, errors: inout [CSSSyntaxError]) {
        var decls: [CSSDeclaration] = []
        var rules: [CSSRule]? = nil
        if let block {
            let split = CSSRule.split(block: block, errors: &errors)
            decls = split.0
            rules = split.1
        }
        self.init(
            name: CSSASCII.lowercased(name), preludeText: CSSSerializer.serializeTrimmed(prelude),
            prelude: prelude, rules: rules, declarations: decls, line: line, column: column
        )
    }
}
