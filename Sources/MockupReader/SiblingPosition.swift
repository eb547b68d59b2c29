import CSSEngine

/// A structural pseudo-class (`:first-child`, `:last-of-type`, `:nth-child(2n+1)`): a condition on an
/// element's place among its element siblings, so `.header span:first-child` styles one span, not all.
enum SiblingPosition: Hashable, Sendable {
    /// The `an+b`-th element sibling (1-based), counting only siblings of the same tag when `ofType`, from the
    /// last when `fromEnd`.
    case nth(a: Int, b: Int, ofType: Bool, fromEnd: Bool)
    /// The only child (`:only-child`) or the only one of its tag (`:only-of-type`).
    case only(ofType: Bool)
    /// A condition that cannot be read (`:nth-child(2 of .x)`): a rule under it styles nothing we can trust.
    case never

    /// The position a pseudo-class names; nil for any other pseudo-class (or an unreadable `an+b`).
    init?(_ name: String, arguments: [CSSComponentValue]?) {
        switch name {
        case "first-child": self = .nth(a: 0, b: 1, ofType: false, fromEnd: false)
        case "last-child": self = .nth(a: 0, b: 1, ofType: false, fromEnd: true)
        case "first-of-type": self = .nth(a: 0, b: 1, ofType: true, fromEnd: false)
        case "last-of-type": self = .nth(a: 0, b: 1, ofType: true, fromEnd: true)
        case "only-child": self = .only(ofType: false)
        case "only-of-type": self = .only(ofType: true)
        case "nth-child", "nth-last-child", "nth-of-type", "nth-last-of-type":
            guard let arguments, let (a, b) = Self.anPlusB(CSSSerializer.serialize(arguments)) else { return nil }
            self = .nth(a: a, b: b, ofType: name.hasSuffix("of-type"), fromEnd: name.contains("last"))
        default: return nil
        }
    }

    /// `odd`, `even`, `3`, `2n+1`, `-n+3`, `n`: (a, b); nil for anything else (`2 of .x`).
    static func anPlusB(_ raw: String) -> (Int, Int)? {
        let s = raw.lowercased().filter { !$0.isWhitespace }
        if s == "odd" { return (2, 1) }
        if s == "even" { return (2, 0) }
        guard let n = s.firstIndex(of: "n") else { return Int(s).map { (0, $0) } }
        let aText = String(s[..<n]), bText = String(s[s.index(after: n)...])
        let a: Int
        switch aText {
        case "", "+": a = 1
        case "-": a = -1
        default:
            guard let v = Int(aText) else { return nil }
            a = v
        }
        guard bText.isEmpty || bText.first == "+" || bText.first == "-" else { return nil }
        let b = bText.isEmpty ? 0 : Int(bText.first == "+" ? String(bText.dropFirst()) : bText)
        guard let b else { return nil }
        return (a, b)
    }

    /// True when element `node` is at this position among its element siblings (`classes` holds the places).
    func matches(_ node: Int, _ classes: ElementClasses) -> Bool {
        switch self {
        case .never:
            return false
        case .only(let ofType):
            return classes.position(node, ofType: ofType, fromEnd: false)?.count == 1
        case .nth(let a, let b, let ofType, let fromEnd):
            guard let position = classes.position(node, ofType: ofType, fromEnd: fromEnd)?.index else { return false }
            if a == 0 { return position == b }
            let k = position - b
            return k % a == 0 && k / a >= 0
        }
    }

    /// The pseudo-class as CSS text.
    var text: String {
        switch self {
        case .never: return "nth-child(?)"
        case .only(let ofType): return ofType ? "only-of-type" : "only-child"
        case .nth(let a, let b, let ofType, let fromEnd):
            let name = "nth-" + (fromEnd ? "last-" : "") + (ofType ? "of-type" : "child")
            return "\(name)(\(a == 0 ? "\(b)" : "\(a)n\(b >= 0 ? "+" : "")\(b)"))"
        }
    }
}
