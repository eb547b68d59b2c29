import GapCheckModel

/// A font expression as written in one file, before names are resolved across the tree.
indirect enum FontExpr: Sendable, Hashable {
    /// A fully known font.
    case spec(FontSpec)
    /// A name to resolve (`Typography.body`, `.headlineSmall`).
    case reference([String])
    /// A call to a font helper (`Fonts.boldFont(size: 18)`): path of the helper, the size passed, and every
    /// argument as written, to be bound to the helper's parameters where it is declared.
    case helperCall([String], size: Double?, arguments: [HelperArgument])
    /// A token struct (`TypographyStyle(size: .body, weight: .regular)`): its type and arguments.
    case styleStruct(type: String, arguments: [StyleArgument])
    /// Another font with modifiers applied (`.weight(.bold)`, `.bold()`, `.italic()`, `.withSize(20)`).
    case modified(FontExpr, [FontModifier])

    /// True when written with explicit values only (no token name).
    var isLiteral: Bool {
        switch self {
        case .spec: return true
        case .reference, .helperCall, .styleStruct: return false
        case .modified(let f, _): return f.isLiteral
        }
    }
}

/// One argument of a call to a font helper: its label and its text (the calling file's constants written out).
struct HelperArgument: Sendable, Hashable {
    var label: String?
    var text: String
}

/// One argument of a token struct initializer.
struct StyleArgument: Sendable, Hashable {
    var label: String
    /// `.body` → `body`; a number or string as text.
    var member: String?
    var number: Double?
    var string: String?
}

/// A modifier applied to a font.
enum FontModifier: Sendable, Hashable {
    case weight(Int)
    case italic
    case design(String)
    case size(Double)
    /// Whether the result follows Dynamic Type: `UIFontMetrics.scaledFont(for:)` makes any font scale.
    case scales(Bool)

    /// Applies the modifier to a spec.
    func apply(to spec: inout FontSpec) {
        switch self {
        case .weight(let w): spec.weight = w
        case .italic: spec.italic = true
        case .design(let d): spec.design = d
        case .size(let s):
            // `UIFont.withSize(_:)` fixes the size, also of a preferred (text style) font.
            spec.size = s
            spec.scales = false
        case .scales(let b): spec.scales = b
        }
    }
}
