/// The parsing entry points of CSS Syntax Level 3 (§5.3), producing generic rules and declarations.
///
/// The algorithms follow the 2021 Candidate Recommendation as the css-parsing-tests suite encodes
/// it (the same behaviour as tinycss2): declaration values keep their whitespace (the typed
/// `CSSDeclaration.value` is trimmed, with the counts kept), `{}` blocks mixed with other values
/// make a declaration invalid, and inside blocks an invalid declaration is re-read as a nested rule.
public enum CSSSyntax {
    /// Parse a list of component values.
    public static func componentValues(_ text: String) -> [CSSComponentValue] {
        CSSTokenizer.componentValues(text)
    }

    /// Parse a list of component values from text that starts at `line`:`column` of its file
    /// (a `<style>` element's content), so positions come out file-relative.
    public static func componentValues(_ text: String, line: Int, column: Int) -> [CSSComponentValue] {
        CSSTokenizer.componentValues(text, line: line, column: column)
    }

    /// Parse a component value: exactly one non-whitespace component value.
    public static func oneComponentValue(_ text: String) -> Result<CSSComponentValue, CSSSyntaxError> {
        let values = componentValues(text)
        var i = 0
        skipWhitespace(values, &i)
        guard i < values.count else { return .failure(CSSSyntaxError(.empty, line: 1, column: 1)) }
        let first = values[i]
        i += 1
        skipWhitespace(values, &i)
        if i < values.count {
            return .failure(CSSSyntaxError(.extraInput, line: values[i].line, column: values[i].column))
        }
        return .success(first)
    }

    /// Parse a declaration (`@supports (name: value)` style): the whole input is the value.
    public static func oneDeclaration(_ text: String) -> Result<CSSDeclaration, CSSSyntaxError> {
        let values = componentValues(text)
        var i = 0
        skipWhitespace(values, &i)
        guard i < values.count else { return .failure(CSSSyntaxError(.empty, line: 1, column: 1)) }
        return declaration(first: values[i], rest: values[(i + 1)...])
    }

    /// Parse a list of declarations (the deprecated algorithm: at-rules and declarations only).
    public static func declarationList(_ text: String) -> [CSSSyntaxItem] {
        declarationList(componentValues(text))
    }

    /// Parse a list of declarations from component values.
    public static func declarationList(_ values: [CSSComponentValue]) -> [CSSSyntaxItem] {
        var out: [CSSSyntaxItem] = []
        var i = 0
        while i < values.count {
            let t = values[i]
            switch t.kind {
            case .whitespace, .semicolon:
                i += 1
            case .atKeyword:
                out.append(atRule(values, &i))
            default:
                let start = i + 1
                var j = start
                while j < values.count, !isSemicolon(values[j]) { j += 1 }
                out.append(item(declaration(first: t, rest: values[start..<j])))
                i = j < values.count ? j + 1 : j
            }
        }
        return out
    }

    /// Parse a block's contents: declarations, at-rules and nested qualified rules.
    public static func blockContents(_ text: String) -> [CSSSyntaxItem] {
        blockContents(componentValues(text))
    }

    /// Parse a block's contents from component values (a `{}` block's content).
    public static func blockContents(_ values: [CSSComponentValue]) -> [CSSSyntaxItem] {
        var out: [CSSSyntaxItem] = []
        out.reserveCapacity(values.count / 4)
        var i = 0
        while i < values.count {
            let t = values[i]
            switch t.kind {
            case .whitespace, .semicolon:
                i += 1
            case .atKeyword:
                out.append(atRule(values, &i))
            default:
                out.append(blockContent(values, &i))
            }
        }
        return out
    }

    /// Parse a list of rules (the deprecated algorithm used for nested rule lists).
    public static func ruleList(_ text: String) -> [CSSSyntaxItem] {
        rules(componentValues(text), topLevel: false)
    }

    /// Parse a stylesheet: top-level rules, with `<!--` and `-->` ignored between them.
    public static func stylesheet(_ text: String) -> [CSSSyntaxItem] {
        rules(componentValues(text), topLevel: true)
    }

    /// Parse a stylesheet from already tokenized component values.
    public static func stylesheet(_ values: [CSSComponentValue]) -> [CSSSyntaxItem] {
        rules(values, topLevel: true)
    }

    /// Parse a rule: exactly one qualified rule or at-rule.
    public static func oneRule(_ text: String) -> Result<CSSSyntaxItem, CSSSyntaxError> {
        let values = componentValues(text)
        var i = 0
        skipWhitespace(values, &i)
        guard i < values.count else { return .failure(CSSSyntaxError(.empty, line: 1, column: 1)) }
        let rule = rule(values, &i)
        skipWhitespace(values, &i)
        if i < values.count {
            return .failure(CSSSyntaxError(.extraInput, line: values[i].line, column: values[i].column))
        }
        if case .error(let e) = rule { return .failure(e) }
        return .success(rule)
    }

    // MARK: - Algorithms

    private static func rules(_ values: [CSSComponentValue], topLevel: Bool) -> [CSSSyntaxItem] {
        var out: [CSSSyntaxItem] = []
        var i = 0
        while i < values.count {
            switch values[i].kind {
            case .whitespace:
                i += 1
            case .cdo where topLevel, .cdc where topLevel:
                i += 1
            default:
                out.append(rule(values, &i))
            }
        }
        return out
    }

    private static func rule(_ values: [CSSComponentValue], _ i: inout Int) -> CSSSyntaxItem {
        if case .atKeyword = values[i].kind { return atRule(values, &i) }
        return qualifiedRule(values, &i)
    }

    private static func atRule(_ values: [CSSComponentValue], _ i: inout Int) -> CSSSyntaxItem {
        let at = values[i]
        guard case .atKeyword(let name) = at.kind else { return .error(CSSSyntaxError(.invalid, line: at.line, column: at.column)) }
        i += 1
        let start = i
        while i < values.count {
            switch values[i].kind {
            case .block(.curly, let content):
                let prelude = Array(values[start..<i])
                i += 1
                return .atRule(name: name, prelude: prelude, block: content, line: at.line, column: at.column)
            case .semicolon:
                let prelude = Array(values[start..<i])
                i += 1
                return .atRule(name: name, prelude: prelude, block: nil, line: at.line, column: at.column)
            default:
                i += 1
            }
        }
        return .atRule(name: name, prelude: Array(values[start..<i]), block: nil, line: at.line, column: at.column)
    }

    private static func qualifiedRule(_ values: [CSSComponentValue], _ i: inout Int) -> CSSSyntaxItem {
        let first = values[i]
        let start = i
        while i < values.count {
            if case .block(.curly, let content) = values[i].kind {
                let prelude = Array(values[start..<i])
                i += 1
                return .qualifiedRule(prelude: prelude, block: content, line: first.line, column: first.column)
            }
            i += 1
        }
        let last = values[values.count - 1]
        return .error(CSSSyntaxError(.invalid, line: last.line, column: last.column))
    }

    /// One item of a block's contents: a declaration, or failing that a nested qualified rule.
    private static func blockContent(_ values: [CSSComponentValue], _ i: inout Int) -> CSSSyntaxItem {
        let first = values[i]
        let start = i + 1
        var j = start
        var endsWithBlock = false
        var sawSemicolon = false
        if case .block(.curly, _) = first.kind {
            // A bare block: no declaration tokens; it is a rule with an empty prelude.
        } else {
            while j < values.count {
                let t = values[j]
                if isSemicolon(t) {
                    sawSemicolon = true
                    break
                }
                j += 1
                if case .block(.curly, _) = t.kind {
                    endsWithBlock = true
                    break
                }
            }
        }
        let declEnd = j
        i = sawSemicolon ? j + 1 : j
        if case .success(let d) = declaration(first: first, rest: values[start..<declEnd]) { return .declaration(d) }
        if case .block(.curly, let content) = first.kind {
            return .qualifiedRule(prelude: [], block: content, line: first.line, column: first.column)
        }
        if endsWithBlock, case .block(.curly, let content) = values[declEnd - 1].kind {
            let prelude = Array(values[(start - 1)..<(declEnd - 1)])
            return .qualifiedRule(prelude: prelude, block: content, line: first.line, column: first.column)
        }
        let at = sawSemicolon ? values[declEnd] : values[max(start - 1, declEnd - 1)]
        return .error(CSSSyntaxError(.invalid, line: at.line, column: at.column))
    }

    /// Parses `first` `rest...` as a declaration.
    static func declaration(first: CSSComponentValue, rest: ArraySlice<CSSComponentValue>) -> Result<CSSDeclaration, CSSSyntaxError> {
        guard case .ident(let rawName) = first.kind else {
            return .failure(CSSSyntaxError(.invalid, line: first.line, column: first.column))
        }
        var i = rest.startIndex
        while i < rest.endIndex, rest[i].isWhitespace { i += 1 }
        guard i < rest.endIndex else { return .failure(CSSSyntaxError(.invalid, line: first.line, column: first.column)) }
        let colon = rest[i]
        guard case .colon = colon.kind else {
            return .failure(CSSSyntaxError(.invalid, line: colon.line, column: colon.column))
        }
        i += 1
        var state = 0
        var bang = rest.endIndex
        var nonWhitespace = false, simpleBlock = false
        for j in i..<rest.endIndex {
            let t = rest[j]
            if state == 0, t.isDelim("!") {
                state = 1
                bang = j
            } else if state == 1, t.isIdent("important") {
                state = 2
            } else if !t.isWhitespace {
                state = 0
                if case .block(.curly, _) = t.kind {
                    if nonWhitespace { simpleBlock = true } else { nonWhitespace = true }
                } else {
                    nonWhitespace = true
                }
            }
        }
        if simpleBlock && nonWhitespace {
            return .failure(CSSSyntaxError(.invalid, line: colon.line, column: colon.column))
        }
        let important = state == 2
        var lo = i, hi = important ? bang : rest.endIndex
        let rawEnd = hi
        while lo < hi, rest[lo].isWhitespace { lo += 1 }
        while hi > lo, rest[hi - 1].isWhitespace { hi -= 1 }
        let name = rawName.utf8.starts(with: [0x2D, 0x2D]) ? rawName : CSSASCII.lowercased(rawName)
        return .success(
            CSSDeclaration(
                name: name, value: Array(rest[lo..<hi]), important: important, line: first.line, column: first.column,
                leadingWhitespace: lo - i, trailingWhitespace: rawEnd - hi
            ))
    }

    private static func item(_ r: Result<CSSDeclaration, CSSSyntaxError>) -> CSSSyntaxItem {
        switch r {
        case .success(let d): .declaration(d)
        case .failure(let e): .error(e)
        }
    }

    @inline(__always) private static func isSemicolon(_ v: CSSComponentValue) -> Bool {
        if case .semicolon = v.kind { return true }
        return false
    }

    private static func skipWhitespace(_ values: [CSSComponentValue], _ i: inout Int) {
        while i < values.count, values[i].isWhitespace { i += 1 }
    }
}
