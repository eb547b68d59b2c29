import GapCheckModel

/// How the app writes color tokens, as the code reader recorded it (`Inventory.idiom`), so a fix reads
/// like its neighbours and compiles in the app's framework.
public struct SwiftIdiom: Sendable, Hashable {
    /// The literal color call to write; nil writes `red: … / 255` components, which need no helper.
    public var call: ColorCall?
    /// `Color` or `UIColor` (or the helper's receiver as written).
    public var typeName: String
    /// `static let` declarations vs `case` of an enum with raw values.
    public var owner: String?
    /// The file most color tokens live in: where a new token goes.
    public var file: String?
    /// What the reader saw: frameworks, asset-catalog use, each literal's call form.
    public var code: CodeIdiom
    /// The colorset read on each line (`file:line`), for references the reader resolved to a colorset the
    /// catalogs hold: a fix to a token declared there goes into that colorset.
    public var assetsByLine: [String: String]

    /// The idiom the reader recorded; where the color tokens live is learned from their owners.
    public init(inventory: Inventory) {
        code = inventory.idiom
        assetsByLine = Dictionary(
            inventory.assetReferences.filter(\.resolved).map { ("\($0.location.file):\($0.location.line)", $0.name) },
            uniquingKeysWith: { a, _ in a })
        call = code.colorCall
        typeName = call?.type ?? (code.colorFramework == .uiKit ? "UIColor" : "Color")
        // A function's cases (`Theme.platformColor.facebook`) are no type a declaration can be added to.
        let owners = inventory.colors.filter { $0.caseOf == nil }.compactMap { $0.owner }
        var ownerVotes: [String: Int] = [:]
        for o in owners { ownerVotes[o, default: 0] += 1 }
        owner = ownerVotes.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.first?.key
        var fileVotes: [String: Int] = [:]
        for t in inventory.colors where t.owner == owner { fileVotes[t.location.file, default: 0] += 1 }
        file = fileVotes.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.first?.key
    }

    /// The value side of a declaration as the reader folds it (`statusSuccess = Color.green` → `Color.green`).
    public static func valueText(_ expression: String) -> String {
        guard let r = expression.range(of: " = ") else { return expression }
        let lhs = expression[..<r.lowerBound]
        guard !lhs.contains("("), !lhs.contains("\"") else { return expression }
        return String(expression[r.upperBound...])
    }

    /// This idiom, but in the form of `expression` when the reader read it as a literal call (a fix keeps
    /// the line's own form).
    public func styled(like expression: String?) -> SwiftIdiom {
        guard let expression, let c = code.colorCalls[expression] else { return self }
        var copy = self
        copy.call = c
        copy.typeName = c.type
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
        // SwiftUI multiplies opacity; UIKit and AppKit replace the alpha component.
        let alphaSuffix = translucent ? (typeName == "Color" ? ".opacity(\(alpha))" : ".withAlphaComponent(\(alpha))") : ""
        let separateAlpha = typeName == "Color" ? (translucent ? ", opacity: \(alpha)" : "") : ", alpha: \(alpha)"
        guard let call else {
            return "\(typeName)(red: \(r) / 255, green: \(g) / 255, blue: \(b) / 255\(separateAlpha))"
        }
        let callee = call.factory.map { "\(typeName).\($0)" } ?? typeName
        let label = call.label.map { $0 == "_" ? "" : "\($0): " } ?? ""
        switch call.argument {
        case .hexInteger: return "\(callee)(\(label)0x\(hex6))" + alphaSuffix
        case .hexStringWithHash: return "\(callee)(\(label)\"#\(hex6)\")" + alphaSuffix
        case .hexString: return "\(callee)(\(label)\"\(hex6)\")" + alphaSuffix
        case .colorLiteral:
            return "#colorLiteral(red: \(unit(c.red)), green: \(unit(c.green)), blue: \(unit(c.blue)), alpha: \(alpha))"
        case .componentsUnit:
            return "\(callee)(red: \(unit(c.red)), green: \(unit(c.green)), blue: \(unit(c.blue))\(separateAlpha))"
        case .components255:
            return "\(callee)(red: \(r) / 255, green: \(g) / 255, blue: \(b) / 255\(separateAlpha))"
        }
    }

    /// `static let statusSuccess = Color(hex: 0x34C759)`.
    public func declaration(name: String, color: Color) -> String {
        "static let \(name) = \(expression(color))"
    }

    /// Up to 3 decimals, no trailing zeros (`0.4`, `0.204`, `1`).
    static func decimal(_ v: Double) -> String { Length.format(v) }

    /// The existing colorset the code at `location` reads, or nil.
    public func asset(readAt location: SourceLocation?) -> String? {
        location.flatMap { assetsByLine["\($0.file):\($0.line)"] }
    }
}
