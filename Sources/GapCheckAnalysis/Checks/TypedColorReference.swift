import GapCheckModel

/// A color token written in the type of the literal it replaces: a `CGColor` literal wants a `CGColor`, so
/// `Color.brand` becomes `UIColor(Color.brand).cgColor`, and a colorset `UIColor(named: "AccentColor")?.cgColor`. Suggesting the token as it is
/// declared would not compile where the literal stands.
enum TypedColorReference {
    /// The color type a literal or declaration is written in (`Color`, `UIColor`, `NSColor`, `CGColor`),
    /// read from its leading call; nil when it does not say (`.red`, `myColor`).
    static func type(ofExpression expression: String) -> String? {
        if expression.hasPrefix("#colorLiteral") { return "UIColor" }
        var rest = Substring(expression)
        // `SwiftUI.Color(…)`, `UIKit.UIColor.red`: the module name is not the type.
        for module in ["SwiftUI.", "UIKit.", "AppKit.", "CoreGraphics."] where rest.hasPrefix(module) { rest = rest.dropFirst(module.count) }
        let head = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        return ["CGColor", "UIColor", "NSColor", "Color"].contains(head) ? head : nil
    }

    /// The type of candidate `c`'s values: its declaration's, its owner's (`extension UIColor`), or
    /// SwiftUI `Color` for a bare colorset.
    static func type(of c: ColorCandidate) -> String? {
        if c.origin == .asset, c.owner == nil, c.expression.isEmpty { return "Color" }
        if let owner = c.owner, ["UIColor", "NSColor", "CGColor", "Color"].contains(owner) { return owner }
        return type(ofExpression: c.expression)
    }

    /// `c` written so that it can stand where a literal of type `literal` stood; `c.qualifiedName` when the
    /// types agree or either is unknown. `macOnly` picks AppKit for a `CGColor` from a SwiftUI color.
    static func reference(_ c: ColorCandidate, as literal: String?, macOnly: Bool) -> String {
        let name = c.qualifiedName
        guard let literal, let token = type(of: c), literal != token else { return name }
        let platform = macOnly ? "NSColor" : "UIColor"
        // A bare colorset where a UIKit or AppKit color stood is loaded by name, the idiom of such files
        // (`UIColor(named: "AccentColor")`), not through SwiftUI's `Color`.
        if c.origin == .asset, c.owner == nil, c.expression.isEmpty {
            switch literal {
            case "UIColor", "NSColor": return "\(literal)(named: \"\(c.name)\")"
            case "CGColor": return "\(platform)(named: \"\(c.name)\")?.cgColor"
            default: break
            }
        }
        switch (token, literal) {
        case ("Color", "CGColor"): return "\(platform)(\(name)).cgColor"
        case ("Color", "UIColor"), ("Color", "NSColor"): return "\(literal)(\(name))"
        case ("UIColor", "CGColor"), ("NSColor", "CGColor"): return "\(name).cgColor"
        case ("UIColor", "Color"): return "Color(uiColor: \(name))"
        case ("NSColor", "Color"): return "Color(nsColor: \(name))"
        case ("CGColor", "Color"): return "Color(cgColor: \(name))"
        case ("CGColor", "UIColor"), ("CGColor", "NSColor"): return "\(literal)(cgColor: \(name))"
        default: return name
        }
    }
}
