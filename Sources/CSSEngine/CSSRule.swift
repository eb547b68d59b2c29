/// A rule of a stylesheet: a style rule or an at-rule.
public enum CSSRule: Hashable, Sendable {
    /// A style rule (`selector { declarations }`).
    case qualified(CSSQualifiedRule)
    /// An at-rule (`@media ... { rules }`, `@import ...;`).
    case at(CSSAtRule)

    /// 1-based line of the rule's first token.
    public var line: Int {
        switch self {
        case .qualified(let r): r.line
        case .at(let r): r.line
        }
    }

    /// 1-based column of the rule's first token.
    public var column: Int {
        switch self {
        case .qualified(let r): r.column
        case .at(let r): r.column
        }
    }

    /// Builds typed rules from generic syntax items (dropping declarations and errors).
    static func rules(from items: [CSSSyntaxItem], errors: inout [CSSSyntaxError]) -> [CSSRule] {
        var out: [CSSRule] = []
        out.reserveCapacity(items.count)
        for item in items {
            switch item {
            case .qualifiedRule(let prelude, let block, let line, let column):
                out.append(.qualified(CSSQualifiedRule(prelude: prelude, block: block, line: line, column: column, errors: &errors)))
            case .atRule(let name, let prelude, let block, let line, let column):
                out.append(.at(CSSAtRule(name: name, prelude: prelude, block: block, line: line, column: column, errors: &errors)))
            case .declaration: break
            case .error(let e): errors.append(e)
            }
        }
        return out
    }

    /// Splits a block's contents into declarations and nested rules.
    static func split(block: [CSSComponentValue], errors: inout [CSSSyntaxError]) -> ([CSSDeclaration], [CSSRule]) {
        var declarations: [CSSDeclaration] = []
        var items: [CSSSyntaxItem] = []
        for item in CSSSyntax.blockContents(block) {
            switch item {
            case .declaration(let d): declarations.append(d)
            case .error(let e): errors.append(e)
            default: items.append(item)
            }
        }
        let rules = items.isEmpty ? [] : rules(from: items, errors: &errors)
        return (declarations, rules)
    }
}
