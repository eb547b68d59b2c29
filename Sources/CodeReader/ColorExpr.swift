import GapCheckModel

/// A color expression as written in one file, before names are resolved across the tree.
indirect enum ColorExpr: Sendable, Hashable {
    /// An exact sRGB value (hex, components, `#colorLiteral`), with reader notes.
    case value(Color, notes: [String])
    /// An 8-digit hex integer or string passed to a helper whose byte order (RRGGBBAA or AARRGGBB) the
    /// helper's own declaration decides: `type` is `Color`/`UIColor`, `label` the argument label (`_` unlabeled).
    case hex8(UInt32, type: String, label: String)
    /// An Apple system color by UIKit name (`systemGreen`, `label`), or a fixed UIKit/SwiftUI color.
    case system(SystemColor)
    /// An asset-catalog color by name (`Color("Brand")`, `UIColor(named:)`).
    case asset(String)
    /// A generated asset symbol (`Color(.brandPrimary)`), matched to a colorset by name words.
    case assetSymbol(String)
    /// A name to resolve: `["brandPrimary"]`, `["AppColors", "brandPrimary"]`, `["Self", "x"]`.
    case reference([String])
    /// A color with different light and dark values (dynamic provider, `Color(light:dark:)`).
    case dynamic(light: ColorExpr, dark: ColorExpr)
    /// Another color with its alpha replaced (`.withAlphaComponent(x)`) or multiplied (SwiftUI `.opacity(x)`).
    case alpha(ColorExpr, Double, multiplies: Bool)

    /// True when the expression is written with exact values and system colors only (no token, no asset).
    var isLiteral: Bool {
        switch self {
        case .value, .hex8, .system: return true
        case .asset, .assetSymbol, .reference: return false
        case .dynamic(let l, let d): return l.isLiteral && d.isLiteral
        case .alpha(let c, _, _): return c.isLiteral
        }
    }

    /// The light value when it needs no other file (exact values, system colors, alpha on them).
    var localValue: Color? {
        switch self {
        case .value(let c, _): return c
        case .system(let s): return s.light
        case .alpha(let c, let a, let multiplies):
            guard let base = c.localValue else { return nil }
            return base.withAlpha(multiplies ? base.alpha * a : a)
        default: return nil
        }
    }

    /// The system color the value is built on, if any.
    var systemColor: SystemColor? {
        switch self {
        case .system(let s): return s
        case .alpha(let c, _, _): return c.systemColor
        default: return nil
        }
    }
}
