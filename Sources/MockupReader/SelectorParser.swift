import CSSEngine

/// Reads a rule's selector list from its component values (the CSS engine's tokens), with nesting.
enum SelectorParser {
    /// The selectors of a prelude; nested rules are combined with each of `parents`.
    static func parse(_ prelude: [CSSComponentValue], parents: [Selector] = []) -> [Selector] {
        var lists: [[CSSComponentValue]] = [[]]
        for v in prelude {
            if case .comma = v.kind { lists.append([]) } else { lists[lists.count - 1].append(v) }
        }
        var out: [Selector] = []
        for tokens in lists {
            let text = CSSSerializer.serialize(CSSSerializer.trimmed(tokens))
            guard !text.isEmpty else { continue }
            let (compounds, startsWithNesting, mergesIntoParent) = compoundsOf(tokens)
            if parents.isEmpty {
                out.append(Selector(compounds: compounds, text: text))
                continue
            }
            for p in parents.prefix(32) {
                var combined = p.compounds
                var rest = compounds
                if startsWithNesting, mergesIntoParent, var last = combined.popLast(), let first = rest.first {
                    last.classes += first.classes
                    last.attributes += first.attributes
                    last.pseudoClasses += first.pseudoClasses
                    last.positions += first.positions
                    last.pseudoElement = last.pseudoElement || first.pseudoElement
                    if last.id == nil { last.id = first.id }
                    combined.append(last)
                    rest.removeFirst()
                }
                combined += rest
                let joined = text.contains("&") ? text.replacingOccurrences(of: "&", with: p.text) : p.text + " " + text
                out.append(Selector(compounds: combined, text: joined))
            }
        }
        return out
    }

    /// Compounds of one complex selector; whether it starts with `&` and whether `&` is glued to the next compound.
    private static func compoundsOf(_ tokens: [CSSComponentValue]) -> ([CompoundSelector], Bool, Bool) {
        var compounds: [CompoundSelector] = []
        var current = CompoundSelector()
        var startsWithNesting = false
        var glued = false
        var sawNesting = false
        var i = 0
        func flush() {
            if !current.isEmpty { compounds.append(current) }
            current = CompoundSelector()
        }
        while i < tokens.count {
            let t = tokens[i]
            switch t.kind {
            case .whitespace:
                flush()
            case .delim(let d) where d == ">" || d == "+" || d == "~":
                flush()
            case .delim(let d) where d == "&":
                if compounds.isEmpty && current.isEmpty { startsWithNesting = true }
                sawNesting = true
                if i + 1 < tokens.count, !tokens[i + 1].isWhitespace, compounds.isEmpty { glued = true }
            case .delim(let d) where d == "*":
                current.tag = "*"
            case .delim(let d) where d == ".":
                if i + 1 < tokens.count, let name = tokens[i + 1].identValue {
                    current.classes.append(name)
                    i += 1
                }
            case .ident(let name):
                current.tag = name.lowercased()
            case .hash(let h, _):
                current.id = h
            case .colon:
                var pseudoElement = false
                if i + 1 < tokens.count, case .colon = tokens[i + 1].kind { pseudoElement = true; i += 1 }
                if i + 1 < tokens.count {
                    let next = tokens[i + 1]
                    let name = (next.identValue ?? next.function?.name ?? "").lowercased()
                    i += 1
                    if pseudoElement || ["before", "after", "placeholder", "first-line", "first-letter", "marker", "selection"].contains(name) {
                        current.pseudoElement = true
                    } else if name == "root" {
                        current.tag = "html"
                    } else if let position = SiblingPosition(name, arguments: next.function?.arguments) {
                        // `:first-child`, `:nth-child(2n+1)`: a condition on the element's place among its siblings.
                        current.positions.append(position)
                    } else if ["nth-child", "nth-last-child", "nth-of-type", "nth-last-of-type"].contains(name) {
                        // An argument we cannot read (`of S`): the rule's condition is unknown, so it styles nothing.
                        current.positions.append(.never)
                    } else if !["not", "is", "where", "has"].contains(name) {
                        current.pseudoClasses.append(name)
                    }
                }
            case .block(.square, let inner):
                let parts = inner.filter { !$0.isWhitespace }
                if let name = parts.first?.identValue?.lowercased() {
                    var value: String?
                    if parts.count >= 3 {
                        switch parts[2].kind {
                        case .ident(let v), .string(let v): value = v
                        default: value = CSSSerializer.serialize(parts[2])
                        }
                    }
                    current.attributes.append(.init(name: name, value: value))
                }
            default:
                break
            }
            i += 1
        }
        flush()
        return (compounds, startsWithNesting || sawNesting && compounds.isEmpty, glued)
    }
}
