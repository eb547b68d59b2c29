/// A parsed stylesheet: its rules, and the parse errors CSS recovered from.
public struct CSSStylesheet: Hashable, Sendable {
    /// Top-level rules in source order.
    public var rules: [CSSRule]
    /// Rules and declarations that were dropped as invalid (CSS never aborts on them).
    public var errors: [CSSSyntaxError]

    /// A stylesheet from rules.
    public init(rules: [CSSRule], errors: [CSSSyntaxError] = []) {
        self.rules = rules
        self.errors = errors
    }

    /// Parses CSS text (the contents of a `.css` file or a `<style>` element). Never fails.
    public static func parse(_ text: String) -> CSSStylesheet {
        var errors: [CSSSyntaxError] = []
        let rules = CSSRule.rules(from: CSSSyntax.stylesheet(text), errors: &errors)
        return CSSStylesheet(rules: rules, errors: errors)
    }

    /// Parses CSS text that starts at `line`:`column` of its file (a `<style>` element), with file positions.
    public static func parse(_ text: String, line: Int, column: Int) -> CSSStylesheet {
        var errors: [CSSSyntaxError] = []
        let rules = CSSRule.rules(from: CSSSyntax.stylesheet(CSSSyntax.componentValues(text, line: line, column: column)), errors: &errors)
        return CSSStylesheet(rules: rules, errors: errors)
    }

    /// Parses a stylesheet from bytes, detecting the encoding (BOM, protocol label, `@charset`, environment).
    public static func parse(bytes: [UInt8], protocolEncoding: String? = nil, environmentEncoding: String? = nil) -> CSSStylesheet {
        parse(CSSEncoding.decode(bytes, protocolEncoding: protocolEncoding, environmentEncoding: environmentEncoding).text)
    }

    /// Every style rule, including those nested in at-rules and other style rules, depth first.
    public var allQualifiedRules: [CSSQualifiedRule] {
        var out: [CSSQualifiedRule] = []
        var stack: [CSSRule] = rules.reversed()
        while let r = stack.popLast() {
            switch r {
            case .qualified(let q):
                out.append(q)
                stack.append(contentsOf: q.rules.reversed())
            case .at(let a):
                stack.append(contentsOf: (a.rules ?? []).reversed())
            }
        }
        return out
    }
}
