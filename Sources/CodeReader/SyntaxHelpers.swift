import SwiftSyntax

/// Small queries over swift-syntax nodes shared by the readers.
enum SyntaxHelpers {
    /// Arguments of a call as (label or nil, expression), trailing closures last with label nil.
    static func arguments(_ call: FunctionCallExprSyntax) -> [(label: String?, expr: ExprSyntax)] {
        var out: [(String?, ExprSyntax)] = call.arguments.map { ($0.label?.text, $0.expression) }
        if let t = call.trailingClosure { out.append((nil, ExprSyntax(t))) }
        for extra in call.additionalTrailingClosures { out.append((extra.label.text, ExprSyntax(extra.closure))) }
        return out
    }

    /// The argument with `label` (`nil` for the first unlabeled one).
    static func argument(_ call: FunctionCallExprSyntax, _ label: String?) -> ExprSyntax? {
        call.arguments.first { $0.label?.text == label }?.expression
    }

    /// The dotted path of a name expression: `AppColors.brand` → [AppColors, brand], `.brand` → [brand],
    /// `Self.brand` → [Self, brand]; nil for anything that is not a plain path.
    static func path(_ expr: ExprSyntax) -> [String]? {
        if let d = expr.as(DeclReferenceExprSyntax.self) { return [d.baseName.text] }
        if let m = expr.as(MemberAccessExprSyntax.self) {
            let name = m.declName.baseName.text
            guard let base = m.base else { return [name] }
            guard let head = path(base) else { return nil }
            return head + [name]
        }
        if let t = expr.as(TypeExprSyntax.self) { return t.type.trimmedText.split(separator: ".").map(String.init) }
        return nil
    }

    /// True when `expr` is an implicit member (`.brand`, no base).
    static func isImplicitMember(_ expr: ExprSyntax) -> Bool {
        if let m = expr.as(MemberAccessExprSyntax.self) { return m.base == nil }
        return false
    }

    /// The callee's name path (`Text`, `Color.init` → [Color, init], `.system` → [system]).
    static func calleePath(_ call: FunctionCallExprSyntax) -> [String]? { path(call.calledExpression) }

    /// The text of a string literal, with interpolations kept as written (`Set \(n)`); nil for non-literals.
    static func stringLiteral(_ expr: ExprSyntax) -> String? {
        guard let lit = expr.as(StringLiteralExprSyntax.self) else { return nil }
        var out = ""
        for seg in lit.segments {
            switch seg {
            case .stringSegment(let s): out += segmentText(s, in: lit)
            case .expressionSegment(let e): out += "\\(" + e.expressions.trimmedText + ")"
            }
        }
        return out
    }

    /// A literal segment's text as the program sees it: the escapes of a literal without `#` delimiters decoded
    /// (`\u{2026}` is "…", `\"` a quote, `\n` a line break; a backslash ending a line of a multi-line literal joins
    /// it to the next), so `Text("Settings\u{2026}")` shows what the mockup's "Settings…" does. A raw literal's
    /// text is kept as written.
    static func segmentText(_ segment: StringSegmentSyntax, in literal: StringLiteralExprSyntax) -> String {
        let text = segment.content.text
        guard literal.openingPounds == nil, text.contains("\\") else { return text }
        var out = ""
        var chars = Substring(text)
        while let c = chars.popFirst() {
            guard c == "\\", let e = chars.popFirst() else {
                out.append(c)
                continue
            }
            switch e {
            case "n": out.append("\n")
            case "t": out.append("\t")
            case "r": out.append("\r")
            case "0": out.append("\0")
            case "\n", "\r\n": break
            case "u":
                if chars.first == "{", let close = chars.firstIndex(of: "}"),
                    let v = UInt32(chars[chars.index(after: chars.startIndex)..<close], radix: 16), let scalar = Unicode.Scalar(v)
                {
                    out.unicodeScalars.append(scalar)
                    chars = chars[chars.index(after: close)...]
                } else {
                    out.append("\\u")
                }
            default: out.append(e)
            }
        }
        return out
    }

    /// True when the string literal has interpolations.
    static func hasInterpolation(_ expr: ExprSyntax) -> Bool {
        guard let lit = expr.as(StringLiteralExprSyntax.self) else { return false }
        return lit.segments.contains {
            if case .expressionSegment = $0 { return true }; return false
        }
    }

    /// Expression text with runs of white space folded to one space.
    static func folded(_ node: some SyntaxProtocol) -> String {
        folded(text: node.trimmedText)
    }

    /// `folded` of a node's text without its leading and trailing trivia.
    static func folded(text: String) -> String {
        if let ascii = foldedASCII(text) { return ascii }
        var out = ""
        var space = false
        for ch in text {
            if ch.isWhitespace { space = !out.isEmpty; continue }
            if space { out.append(" "); space = false }
            out.append(ch)
        }
        return out.count > 300 ? String(out.prefix(297)) + "..." : out
    }

    /// `folded` of ASCII text, on bytes (ASCII white space is U+0009–U+000D and the space); nil when
    /// `text` is not all ASCII.
    private static func foldedASCII(_ text: String) -> String? {
        var text = text
        return text.withUTF8 { u -> String? in
            var out: [UInt8] = []
            out.reserveCapacity(min(u.count, 301))
            var space = false
            for c in u {
                guard c < 0x80 else { return nil }
                if c == 0x20 || (c >= 0x09 && c <= 0x0D) { space = !out.isEmpty; continue }
                if space { out.append(0x20); space = false }
                out.append(c)
            }
            if out.count > 300 { return String(decoding: out.prefix(297), as: UTF8.self) + "..." }
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// Descendants of `node` of type `T`, pre-order, iteratively.
    static func descendants<T: SyntaxProtocol>(of node: some SyntaxProtocol, _ type: T.Type) -> [T] {
        var out: [T] = []
        var stack: [Syntax] = [Syntax(node)]
        let inactive = FileHelpers.current.inactiveClauses
        while let n = stack.popLast() {
            // Code an iOS build leaves out (`#if os(macOS)`) holds nothing of the app's.
            if !inactive.isEmpty, let clause = n.as(IfConfigClauseSyntax.self), inactive.contains(clause.id) { continue }
            if let t = n.as(T.self) { out.append(t) }
            stack.append(contentsOf: n.children(viewMode: .sourceAccurate).reversed())
        }
        return out
    }

    /// Unwraps `x!`, `x?`, `(x)`, `try x`, `await x` to `x`.
    static func unwrapped(_ expr: ExprSyntax) -> ExprSyntax {
        var e = expr
        while true {
            if let f = e.as(ForceUnwrapExprSyntax.self) { e = f.expression; continue }
            if let o = e.as(OptionalChainingExprSyntax.self) { e = o.expression; continue }
            if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first, only.label == nil {
                e = only.expression; continue
            }
            if let t = e.as(TryExprSyntax.self) { e = t.expression; continue }
            if let a = e.as(AwaitExprSyntax.self) { e = a.expression; continue }
            return e
        }
    }

    /// For `a ?? b` (an unfolded sequence), the two sides.
    static func nilCoalescing(_ expr: ExprSyntax) -> (ExprSyntax, ExprSyntax)? {
        guard let seq = expr.as(SequenceExprSyntax.self) else { return nil }
        let els = Array(seq.elements)
        guard let i = els.firstIndex(where: { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" }), i > 0 else { return nil }
        return (part(els[..<i]), part(els[(i + 1)...]))
    }

    /// One expression from a slice of an unfolded sequence.
    static func part(_ slice: ArraySlice<ExprSyntax>) -> ExprSyntax {
        if slice.count == 1, let only = slice.first { return only }
        return ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(Array(slice))))
    }

    /// The expression a closure or code block evaluates to: its single expression, or its `return`.
    static func resultExpression(_ items: CodeBlockItemListSyntax) -> ExprSyntax? {
        if items.count == 1, let only = items.first {
            if let e = only.item.as(ExprSyntax.self) { return e }
            if let r = only.item.as(ReturnStmtSyntax.self) { return r.expression }
            if let s = only.item.as(ExpressionStmtSyntax.self) { return s.expression }
        }
        return nil
    }
}

extension SyntaxProtocol {
    /// The node's source text without its first token's leading and its last token's trailing trivia:
    /// `trimmedDescription`'s text, read from the node's bytes instead of from a trimmed copy of the tree.
    /// swift-syntax builds that copy in a new arena (through key-path setters) for every call, which made
    /// `trimmedDescription` an eighth of the code reader's time.
    var trimmedText: String {
        let bytes = syntaxTextBytes
        let lead = leadingTriviaLength.utf8Length, trail = trailingTriviaLength.utf8Length
        guard lead + trail <= bytes.count else { return trimmedDescription }
        return String(decoding: bytes[lead..<(bytes.count - trail)], as: UTF8.self)
    }
}

extension Array where Element: Equatable {
    /// True when the array's last elements are `suffix` (`["L10n", "Settings"]` ends with `["Settings"]`); false for an
    /// empty suffix.
    func ends(with suffix: [Element]) -> Bool { !suffix.isEmpty && count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix }
}
