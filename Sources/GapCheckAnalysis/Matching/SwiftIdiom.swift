import GapCheckModel

/// How the app writes color tokens, learned from its own declarations, so a fix reads like its neighbours.
public struct SwiftIdiom: Sendable, Hashable {
    /// How literal colors are constructed.
    public enum ColorStyle: String, Sendable, Hashable {
        /// `Color(hex: 0x34C759)`
        case hexInt
        /// `Color(hex: "#34C759")`
        case hexString
        /// `Color(hex: "34C759")`
        case hexStringNoHash
        /// `Color(red: 52 / 255, green: 199 / 255, blue: 89 / 255)`
        case components255
        /// `Color(red: 0.204, green: 0.78, blue: 0.349)`
        case componentsUnit
        /// `UIColor(rgb: 0x34C759)`
        case rgbInt
        /// `#colorLiteral(red: 0.204, green: 0.78, blue: 0.349, alpha: 1)`
        case colorLiteral
    }

    /// The literal style most tokens use.
    public var style: ColorStyle
    /// `Color` or `UIColor` (or the helper's receiver as written).
    public var typeName: String
    /// `static let` declarations vs `case` of an enum with raw values.
    public var owner: String?
    /// The file most color tokens live in: where a new token goes.
    public var file: String?

    /// Learns the idiom from literal color tokens; defaults to `Color(red:green:blue:)`, which needs no helper.
    public init(inventory: Inventory) {
        var votes: [ColorStyle: Int] = [:]
        var types: [String: Int] = [:]
        for t in inventory.colors where t.origin == .literal {
            if let s = SwiftIdiom.style(of: t.expression) {
                votes[s, default: 0] += 1
                types[SwiftIdiom.typeName(of: t.expression, owner: t.owner), default: 0] += 1
            }
        }
        style = votes.sorted { ($0.value, $1.key.rawValue) > ($1.value, $0.key.rawValue) }.first?.key ?? .components255
        typeName = types.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.first?.key ?? "Color"
        let owners = inventory.colors.compactMap { $0.owner }
        var ownerVotes: [String: Int] = [:]
        for o in owners { ownerVotes[o, default: 0] += 1 }
        owner = ownerVotes.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.first?.key
        var fileVotes: [String: Int] = [:]
        for t in inventory.colors where t.owner == owner { fileVotes[t.location.file, default: 0] += 1 }
        file = fileVotes.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.first?.key
    }

    /// The literal style an expression is written in, if it is a literal.
    public static func style(of expression: String) -> ColorStyle? {
        let e = expression.replacingOccurrences(of: " ", with: "")
        if e.hasPrefix("#colorLiteral") { return .colorLiteral }
        if e.contains("(hex:0x") || e.contains("(hex:0X") { return .hexInt }
        if e.contains("(hex:\"#") { return .hexString }
        if e.contains("(hex:\"") { return .hexStringNoHash }
        if e.contains("(rgb:0x") { return .rgbInt }
        if e.contains("(red:"), e.contains("/255") { return .components255 }
        if e.contains("(red:") { return .componentsUnit }
        return nil
    }

    /// The value side of a declaration as the reader folds it (`statusSuccess = Color.green` → `Color.green`).
    public static func valueText(_ expression: String) -> String {
        guard let r = expression.range(of: " = ") else { return expression }
        let lhs = expression[..<r.lowerBound]
        guard !lhs.contains("("), !lhs.contains("\"") else { return expression }
        return String(expression[r.upperBound...])
    }

    static func typeName(of expression: String, owner: String?) -> String {
        let e = valueText(expression).replacingOccurrences(of: " ", with: "")
        return e.hasPrefix("UIColor") || (e.hasPrefix(".init") && owner == "UIColor") ? "UIColor" : "Color"
    }

    /// This idiom, but in the style of `expression` when it is a literal (a fix keeps the line's own style).
    public func styled(like expression: String?) -> SwiftIdiom {
        guard let expression, let s = SwiftIdiom.style(of: expression) else { return self }
        var copy = self
        copy.style = s
        copy.typeName = SwiftIdiom.typeName(of: expression, owner: nil)
        return copy
    }

    /// The expression for `color` in this idiom.
    public func expression(_ color: Color) -> String {
        let c = color.clamped
        let hex6 = String(Color(red: c.red, green: c.green, blue: c.blue).hex.dropFirst())
        let r = Int((c.red * 255).rounded()), g = Int((c.green * 255).rounded()), b = Int((c.blue * 255).rounded())
        let translucent = c.alpha < 0.9995
        let alpha = SwiftIdiom.decimal(c.alpha)
        func unit(_ v: Double) -> String { SwiftIdiom.decimal(v) }
        switch style {
        case .hexInt:
            return translucent ? "\(typeName)(hex: 0x\(hex6)).opacity(\(alpha))" : "\(typeName)(hex: 0x\(hex6))"
        case .hexString:
            return translucent ? "\(typeName)(hex: \"#\(hex6)\").opacity(\(alpha))" : "\(typeName)(hex: \"#\(hex6)\")"
        case .hexStringNoHash:
            return translucent ? "\(typeName)(hex: \"\(hex6)\").opacity(\(alpha))" : "\(typeName)(hex: \"\(hex6)\")"
        case .rgbInt:
            return translucent ? "\(typeName)(rgb: 0x\(hex6)).withAlphaComponent(\(alpha))" : "\(typeName)(rgb: 0x\(hex6))"
        case .colorLiteral:
            return "#colorLiteral(red: \(unit(c.red)), green: \(unit(c.green)), blue: \(unit(c.blue)), alpha: \(alpha))"
        case .componentsUnit:
            let a = typeName == "UIColor" ? ", alpha: \(alpha)" : translucent ? ", opacity: \(alpha)" : ""
            return "\(typeName)(red: \(unit(c.red)), green: \(unit(c.green)), blue: \(unit(c.blue))\(a))"
        case .components255:
            let a = typeName == "UIColor" ? ", alpha: \(alpha)" : translucent ? ", opacity: \(alpha)" : ""
            return "\(typeName)(red: \(r) / 255, green: \(g) / 255, blue: \(b) / 255\(a))"
        }
    }

    /// `static let statusSuccess = Color(hex: 0x34C759)`.
    public func declaration(name: String, color: Color) -> String {
        "static let \(name) = \(expression(color))"
    }

    /// Up to 3 decimals, no trailing zeros (`0.4`, `0.204`, `1`).
    static func decimal(_ v: Double) -> String { Length.format(v) }
}
