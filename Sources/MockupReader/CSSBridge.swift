import DesignTokenJSON
import GapCheckModel

/// The one place where extraction asks the CSS engine for values: colors, lengths, fonts, shadows,
/// `var()` substitution and shorthand expansion.
enum CSSBridge {
    /// The color of a value; `currentColor` is reported as such.
    static func color(_ values: [CSSComponentValue]) -> (color: Color?, currentColor: Bool)? {
        let v = values.filter { !$0.isWhitespace }
        if v.count == 1, v[0].isIdent("currentcolor") { return (nil, true) }
        let text = CSSSerializer.serialize(v)
        guard let c = TokenValueDecoder.color(text) else { return nil }
        return (c, false)
    }

    /// A single length in points (`16px`, `1rem`, `0.75em`, `12pt`, `0`); nil for `%`, `auto` and keywords.
    static func length(_ value: CSSComponentValue, fontSize: Double, rootFontSize: Double) -> Double? {
        switch value.kind {
        case .number(let n): return n.value == 0 ? 0 : nil
        case .dimension(let n, let unit):
            switch unit.lowercased() {
            case "px": return n.value
            case "pt": return n.value * 4 / 3
            case "rem": return n.value * rootFontSize
            case "em": return n.value * fontSize
            default: return nil
            }
        case .function(let name, let args) where name.lowercased() == "calc":
            let inner = args.filter { !$0.isWhitespace }
            if inner.count == 1 { return length(inner[0], fontSize: fontSize, rootFontSize: rootFontSize) }
            return nil
        default: return nil
        }
    }

    /// The length of a one-value declaration.
    static func length(_ values: [CSSComponentValue], fontSize: Double, rootFontSize: Double) -> Double? {
        let v = values.filter { !$0.isWhitespace }
        guard v.count == 1 else { return nil }
        return length(v[0], fontSize: fontSize, rootFontSize: rootFontSize)
    }

    /// `font-weight`: numbers and keywords (`bold`, `semibold`).
    static func fontWeight(_ values: [CSSComponentValue]) -> Int? {
        let v = values.filter { !$0.isWhitespace }
        guard v.count == 1 else { return nil }
        switch v[0].kind {
        case .number(let n): return Int(n.value.rounded())
        case .ident(let k):
            switch k.lowercased() {
            case "normal": return 400
            case "bold": return 700
            case "bolder": return 700
            case "lighter": return 300
            default: return FontWeightName.weight(named: k)
            }
        default: return nil
        }
    }

    /// The first family of `font-family`, unquoted.
    static func fontFamily(_ values: [CSSComponentValue]) -> String? {
        var parts: [String] = []
        for v in values {
            switch v.kind {
            case .comma: return parts.isEmpty ? nil : parts.joined(separator: " ")
            case .ident(let s), .string(let s): parts.append(s)
            default: break
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }

    /// `line-height` in points: a multiplier, a percentage or a length; nil for `normal`.
    static func lineHeight(_ values: [CSSComponentValue], fontSize: Double, rootFontSize: Double) -> Double? {
        let v = values.filter { !$0.isWhitespace }
        guard v.count == 1 else { return nil }
        switch v[0].kind {
        case .number(let n): return n.value * fontSize
        case .percentage(let n): return n.value / 100 * fontSize
        default: return length(v[0], fontSize: fontSize, rootFontSize: rootFontSize)
        }
    }

    /// The first shadow of `box-shadow`; nil for `none`.
    static func shadow(_ values: [CSSComponentValue], rootFontSize: Double) -> Shadow? {
        var first: [CSSComponentValue] = []
        for v in values {
            if case .comma = v.kind { break }
            first.append(v)
        }
        var lengths: [Double] = []
        var colorTokens: [CSSComponentValue] = []
        var inset = false
        for v in first where !v.isWhitespace {
            if v.isIdent("inset") { inset = true; continue }
            if let l = length(v, fontSize: rootFontSize, rootFontSize: rootFontSize) { lengths.append(l); continue }
            colorTokens.append(v)
        }
        guard lengths.count >= 2 else { return nil }
        let color = colorTokens.isEmpty ? nil : color(colorTokens)?.color
        return Shadow(
            color: color, x: lengths[0], y: lengths[1], blur: lengths.count > 2 ? lengths[2] : 0,
            spread: lengths.count > 3 ? lengths[3] : 0, inset: inset)
    }

    /// True for `@media` preludes that select the dark scheme (`(prefers-color-scheme: dark)`).
    static func isDarkMedia(_ preludeText: String) -> Bool {
        let p = preludeText.lowercased().replacingOccurrences(of: " ", with: "")
        return p.contains("prefers-color-scheme:dark") && !p.hasPrefix("not")
    }

    // MARK: var()

    /// Substitutes `var()` references; nil when a reference has neither a value nor a fallback, or loops.
    static func substitute(_ values: [CSSComponentValue], lookup: (String) -> [CSSComponentValue]?) -> [CSSComponentValue]? {
        var visiting: [String] = []
        return substitute(values, lookup: lookup, visiting: &visiting, depth: 0)
    }

    private static func substitute(
        _ values: [CSSComponentValue], lookup: (String) -> [CSSComponentValue]?, visiting: inout [String], depth: Int
    ) -> [CSSComponentValue]? {
        guard depth < 32 else { return nil }
        var out: [CSSComponentValue] = []
        for v in values {
            switch v.kind {
            case .function(let name, let args) where name.lowercased() == "var":
                var nameToken: String?
                var fallback: [CSSComponentValue]?
                for (i, a) in args.enumerated() {
                    if case .comma = a.kind { fallback = Array(args[(i + 1)...]); break }
                    if nameToken == nil, let id = a.identValue { nameToken = id }
                }
                guard let ref = nameToken else { return nil }
                if !visiting.contains(ref), let found = lookup(ref) {
                    visiting.append(ref)
                    let sub = substitute(found, lookup: lookup, visiting: &visiting, depth: depth + 1)
                    visiting.removeLast()
                    if let sub { out += CSSSerializer.trimmed(sub); continue }
                }
                guard let fb = fallback, let sub = substitute(fb, lookup: lookup, visiting: &visiting, depth: depth + 1) else { return nil }
                out += CSSSerializer.trimmed(sub)
            case .function(let name, let args):
                guard let sub = substitute(args, lookup: lookup, visiting: &visiting, depth: depth + 1) else { return nil }
                out.append(CSSComponentValue(.function(name, sub), line: v.line, column: v.column))
            default:
                out.append(v)
            }
        }
        return out
    }

    /// The custom properties a value refers to, outermost first (`var(--a, var(--b))` → `--a`, `--b`).
    static func references(_ values: [CSSComponentValue]) -> [String] {
        var out: [String] = []
        var stack = Array(values.reversed())
        var steps = 0
        while let v = stack.popLast(), steps < 100_000 {
            steps += 1
            if case .function(let name, let args) = v.kind {
                if name.lowercased() == "var", let id = args.first(where: { !$0.isWhitespace })?.identValue { out.append(id) }
                stack.append(contentsOf: args.reversed())
            }
        }
        return out
    }

    // MARK: Shorthands

    /// Longhands of `padding`, `margin`, `gap`, `border-radius`, `background`, `border`, `outline` and `font`;
    /// other declarations unchanged.
    static func expand(_ d: CSSDeclaration) -> [CSSDeclaration] {
        let v = d.value.filter { !$0.isWhitespace }
        func make(_ name: String, _ value: [CSSComponentValue]) -> CSSDeclaration {
            CSSDeclaration(name: name, value: value, important: d.important, line: d.line, column: d.column)
        }
        switch d.name {
        case "padding", "margin":
            guard (1 ... 4).contains(v.count) else { return [d] }
            let (t, r, b, l) = boxSides(v)
            return [make(d.name + "-top", [t]), make(d.name + "-right", [r]), make(d.name + "-bottom", [b]), make(d.name + "-left", [l])]
        case "padding-block", "margin-block", "padding-inline", "margin-inline":
            guard (1 ... 2).contains(v.count) else { return [d] }
            let base = d.name.hasPrefix("padding") ? "padding" : "margin"
            let sides = d.name.hasSuffix("block") ? ("-top", "-bottom") : ("-left", "-right")
            return [make(base + sides.0, [v[0]]), make(base + sides.1, [v.count == 2 ? v[1] : v[0]])]
        case "gap", "grid-gap":
            guard (1 ... 2).contains(v.count) else { return [d] }
            return [make("row-gap", [v[0]]), make("column-gap", [v.count == 2 ? v[1] : v[0]])]
        case "border-radius":
            let before = Array(v.prefix { !$0.isDelim("/") })
            guard (1 ... 4).contains(before.count) else { return [d] }
            let (tl, tr, br, bl) = boxSides(before)
            return [
                make("border-top-left-radius", [tl]), make("border-top-right-radius", [tr]),
                make("border-bottom-right-radius", [br]), make("border-bottom-left-radius", [bl]),
            ]
        case "background":
            // The color is the last layer's color; take the first component that reads as a color.
            var layer = d.value
            if let lastComma = d.value.lastIndex(where: { if case .comma = $0.kind { return true }; return false }) {
                layer = Array(d.value[(lastComma + 1)...])
            }
            for token in layer where !token.isWhitespace {
                if color([token]) != nil { return [make("background-color", [token])] }
            }
            return [d]
        case "border", "border-top", "border-right", "border-bottom", "border-left", "outline":
            var out: [CSSDeclaration] = []
            for token in v {
                if token.isIdent("none") || token.isIdent("solid") || token.isIdent("dashed") || token.isIdent("dotted") { continue }
                if color([token]) != nil { out.append(make(d.name + "-color", [token])) }
                else if length(token, fontSize: 16, rootFontSize: 16) != nil { out.append(make(d.name + "-width", [token])) }
            }
            return out.isEmpty ? [d] : out
        case "font":
            return expandFont(d, v, make)
        default:
            return [d]
        }
    }

    private static func boxSides(_ v: [CSSComponentValue]) -> (CSSComponentValue, CSSComponentValue, CSSComponentValue, CSSComponentValue) {
        switch v.count {
        case 1: return (v[0], v[0], v[0], v[0])
        case 2: return (v[0], v[1], v[0], v[1])
        case 3: return (v[0], v[1], v[2], v[1])
        default: return (v[0], v[1], v[2], v[3])
        }
    }

    /// `font: [style] [weight] size[/line-height] family`.
    private static func expandFont(
        _ d: CSSDeclaration, _ v: [CSSComponentValue], _ make: (String, [CSSComponentValue]) -> CSSDeclaration
    ) -> [CSSDeclaration] {
        var out: [CSSDeclaration] = []
        var i = 0
        while i < v.count {
            let t = v[i]
            if case .dimension = t.kind { break }
            if case .percentage = t.kind { break }
            if fontWeight([t]) != nil, !t.isIdent("normal") { out.append(make("font-weight", [t])) }
            else if t.isIdent("italic") { out.append(make("font-style", [t])) }
            i += 1
        }
        guard i < v.count else { return [d] }
        out.append(make("font-size", [v[i]]))
        i += 1
        if i + 1 < v.count, v[i].isDelim("/") {
            out.append(make("line-height", [v[i + 1]]))
            i += 2
        }
        if i < v.count {
            let familyStart = d.value.firstIndex { $0.line == v[i].line && $0.column == v[i].column } ?? d.value.count
            out.append(make("font-family", Array(d.value[familyStart...])))
        }
        return out
    }
}
