import GapCheckModel
import SwiftSyntax

/// The colors a `switch` returns case by case, in a function or computed property of a color type:
/// `static func platformColor(_ p: String) -> Color { switch p { case "facebook": Color(hex: "1877F2") … } }` or
/// `var tint: UIColor { switch self { case .success: return .systemGreen … } }`. Each named case is a color of
/// the palette the function keeps (`--facebook` in the design is that case), so each becomes a token named
/// after its case. A case on an integer (`static func heat(_ level: Int) -> Color { switch level { case 1: … } }`) is
/// named by its number (`Theme.heat.1`). The `default` of a switch that has a palette's named cases is the palette's
/// fallback color, one more of its own (`Theme.sticky.default`), when `cases(in:includingDefault:)` asks for it; a case
/// without a name (`case let x where …`, a range) has none and is left out.
enum SwitchColorCases {
    /// One named case and the expression it returns.
    struct Case {
        /// The case's name as a Swift identifier (`"facebook marketplace"` → `facebookMarketplace`, `.success` → `success`).
        var name: String
        /// The expression the case returns.
        var value: ExprSyntax
        /// The whole case, for the token's expression and location.
        var node: SwitchCaseSyntax
    }

    /// Return types whose `switch` is read.
    static let colorTypes: Set<String> = ["Color", "UIColor", "NSColor", "CGColor", "SwiftUI.Color", "UIColor?", "Color?"]

    /// The fewest named cases that make a palette: one case is a condition, not a set of colors.
    static let minimumCases = 2

    /// The name a `default` case is given when `includingDefault` reads it.
    static let defaultName = "default"

    /// The named cases of the `switch` that is the body's result (its only or last statement, or `return switch`);
    /// empty when the body is not such a switch or has fewer than `minimumCases` named cases. With `includingDefault`
    /// the `default` case follows them, named `defaultName` (it never counts towards `minimumCases`: a named case and
    /// a fallback are a condition, not a palette).
    static func cases(in body: CodeBlockItemListSyntax, includingDefault: Bool = false) -> [Case] {
        guard let last = body.last else { return [] }
        var expr: ExprSyntax?
        if let e = last.item.as(ExprSyntax.self) { expr = e }
        if let s = last.item.as(ExpressionStmtSyntax.self) { expr = s.expression }
        if let r = last.item.as(ReturnStmtSyntax.self) { expr = r.expression }
        guard let sw = expr.map(SyntaxHelpers.unwrapped)?.as(SwitchExprSyntax.self) else { return [] }
        var out: [Case] = []
        var fallback: Case?
        for item in sw.cases {
            if includingDefault, case .switchCase(let c) = item, case .default = c.label, let value = SyntaxHelpers.resultExpression(c.statements) {
                fallback = Case(name: defaultName, value: value, node: c)
                continue
            }
            guard case .switchCase(let c) = item, case .case(let label) = c.label, let first = label.caseItems.first,
                first.whereClause == nil, let name = caseName(first.pattern), let value = SyntaxHelpers.resultExpression(c.statements)
            else { continue }
            out.append(Case(name: name, value: value, node: c))
        }
        guard out.count >= minimumCases else { return [] }
        return out + (fallback.map { [$0] } ?? [])
    }

    /// Words of a property or function name that say its `String` is a color (`tintHex`, `colorCode`, `badgeRGB`).
    static let hexNameWords: Set<String> = ["hex", "color", "colour", "tint", "rgb"]

    /// The colors a `String` switch returns case by case as hex codes (`var tintHex: String { switch self { case .liver:
    /// return "059669" … } }`), when the name says it is a color (`hexNameWords`) and every named case returns a hex
    /// literal (`#` and 3, 4, 6 or 8 digits, or 6 or 8 bare digits, as `hexConstant` reads them). A model's data per
    /// case, not a palette: each is a color the app paints (`Color(hex: tintHex)`), read as one it writes in place.
    static func hexCases(in body: CodeBlockItemListSyntax, name: String, type: String) -> [(node: SwitchCaseSyntax, color: ColorExpr)] {
        guard type == "String" || type == "String?", !Set(NameWords.split(name)).isDisjoint(with: hexNameWords) else { return [] }
        let named = cases(in: body)
        var out: [(node: SwitchCaseSyntax, color: ColorExpr)] = []
        for c in named {
            guard let s = SyntaxHelpers.stringLiteral(c.value), !SyntaxHelpers.hasInterpolation(c.value) else { return [] }
            let t = s.trimmingCharacters(in: .whitespaces)
            guard t.hasPrefix("#") || t.count == 6 || t.count == 8,
                let color = ColorExpressionReader.hexLiteral(t, isString: true, type: "Color", label: "hex")
            else { return [] }
            out.append((c.node, color))
        }
        return out
    }

    /// Words of a type's name that make it a palette (`BrandPalette`, `AppColors`, `Theme`).
    static let paletteTypeWords: Set<String> = ["color", "colors", "colour", "colours", "palette", "theme", "swatch", "swatches", "tint", "tints"]

    /// True when the type `qualified` (its last component) is named as a palette (`paletteTypeWords`).
    static func isPaletteType(_ qualified: String) -> Bool {
        let last = qualified.split(separator: ".").last.map(String.init) ?? qualified
        return !Set(NameWords.split(last)).isDisjoint(with: paletteTypeWords)
    }

    /// `"facebook marketplace"` → `facebookMarketplace`, `.success` → `success`, `2` → `2`; nil for other patterns.
    static func caseName(_ pattern: PatternSyntax) -> String? {
        guard let e = pattern.as(ExpressionPatternSyntax.self)?.expression else { return nil }
        if let m = e.as(MemberAccessExprSyntax.self), m.base == nil { return m.declName.baseName.text }
        if let i = e.as(IntegerLiteralExprSyntax.self) {
            let digits = i.literal.text.filter { $0 != "_" }
            return digits.allSatisfy(\.isNumber) ? digits : nil
        }
        guard let s = SyntaxHelpers.stringLiteral(e) else { return nil }
        let words = s.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        guard let head = words.first, head.first?.isLetter ?? false else { return nil }
        return head.lowercased() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined()
    }
}
