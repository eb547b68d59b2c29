import GapCheckModel

/// A color expression as written in one file, before names are resolved across the tree.
indirect enum ColorExpr: Sendable, Hashable {
    /// An exact sRGB value (hex, components, `#colorLiteral`), with reader notes.
    case value(Color, notes: [String])
    /// An 8-digit hex integer or string passed to a helper whose byte order (RRGGBBAA or AARRGGBB) the
    /// helper's own declaration decides: `type` is `Color`/`UIColor`, `label` the argument label (`_` unlabeled).
    case hex8(UInt32, type: String, label: String)
    /// Components written above 1 (`UIColor(red: 52, green: 199, blue: 89, alpha: 1)`), already divided by 255.
    /// A tree helper `init(red: Int, ...)` makes that the value; Apple's own initializer clamps them instead.
    case components255(Color, label: String)
    /// An Apple system color by UIKit name (`systemGreen`, `label`), or a fixed UIKit/SwiftUI color.
    case system(SystemColor)
    /// An asset-catalog color by name (`Color("Brand")`, `UIColor(named:)`).
    case asset(String)
    /// A generated asset symbol (`Color(.brandPrimary)`), matched to a colorset by name words.
    case assetSymbol(String)
    /// A name to resolve: `["brandPrimary"]`, `["AppColors", "brandPrimary"]`, `["Self", "x"]`.
    case reference([String])
    /// A constant named where a hex value is expected (`Color(hex: Palette.brandHex)`,
    /// `adaptive(lightHex: Tokens.lightPrimary, …)`): the hex String or `0x` integer that constant holds, in any file;
    /// `type` and `label` as for `hex8`.
    case hexConstant([String], type: String, label: String)
    /// A color with different light and dark values (dynamic provider, `Color(light:dark:)`).
    case dynamic(light: ColorExpr, dark: ColorExpr)
    /// Another color with its alpha replaced (`.withAlphaComponent(x)`) or multiplied (SwiftUI `.opacity(x)`).
    case alpha(ColorExpr, Double, multiplies: Bool)
    /// One branch of a choice the code makes at run time on something other than the appearance
    /// (`isGlassCanvas ? dynamic(light: A, dark: B) : dynamic(light: C, dark: D)`): the branch compared, with a
    /// note naming the condition and the branch left out (see `ColorExpressionReader.choice`).
    case chosen(ColorExpr, note: String)

    /// True when the expression reads the asset-catalog color `name` (`Color.accentColor` reads `AccentColor`).
    func usesAsset(_ name: String) -> Bool {
        switch self {
        case .asset(let n): return n == name
        case .dynamic(let l, let d): return l.usesAsset(name) || d.usesAsset(name)
        case .alpha(let c, _, _), .chosen(let c, _): return c.usesAsset(name)
        default: return false
        }
    }

    /// The expression with the asset-catalog color `name` read as `replacement`.
    func replacingAsset(_ name: String, with replacement: ColorExpr) -> ColorExpr {
        switch self {
        case .asset(let n) where n == name: return replacement
        case .dynamic(let l, let d): return .dynamic(light: l.replacingAsset(name, with: replacement), dark: d.replacingAsset(name, with: replacement))
        case .alpha(let c, let a, let multiplies): return .alpha(c.replacingAsset(name, with: replacement), a, multiplies: multiplies)
        case .chosen(let c, let note): return .chosen(c.replacingAsset(name, with: replacement), note: note)
        default: return self
        }
    }

    /// True when the expression is written with exact values and system colors only (no token, no asset).
    var isLiteral: Bool {
        switch self {
        case .value, .hex8, .system, .components255: return true
        case .asset, .assetSymbol, .reference, .hexConstant: return false
        case .dynamic(let l, let d): return l.isLiteral && d.isLiteral
        case .alpha(let c, _, _): return c.isLiteral
        case .chosen(let c, _): return c.isLiteral
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
        case .chosen(let c, _): return c.localValue
        default: return nil
        }
    }

    /// The system color the value is built on, if any.
    var systemColor: SystemColor? {
        switch self {
        case .system(let s): return s
        case .alpha(let c, _, _): return c.systemColor
        case .chosen(let c, _): return c.systemColor
        default: return nil
        }
    }
}
