/// A rule, declaration or error as CSS Syntax produces it, before any grammar is applied to blocks.
public enum CSSSyntaxItem: Hashable, Sendable {
    /// A qualified rule: prelude and the contents of its `{}` block.
    case qualifiedRule(prelude: [CSSComponentValue], block: [CSSComponentValue], line: Int, column: Int)
    /// An at-rule: name (without `@`), prelude and the contents of its block, nil when it ended with `;`.
    case atRule(name: String, prelude: [CSSComponentValue], block: [CSSComponentValue]?, line: Int, column: Int)
    /// A declaration.
    case declaration(CSSDeclaration)
    /// Something that was dropped.
    case error(CSSSyntaxError)
}
