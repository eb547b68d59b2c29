import CSSEngine
import GapCheckModel

/// The one place where extraction asks the CSS engine for values: colors, lengths, fonts, shadows,
/// `var()` substitution and shorthand expansion.
enum CSSBridge {
    /// The color of a value in `scheme` (`light-dark()` picks its branch); `currentColor` is reported as such.
    static func color(_ values: [CSSComponentValue], dark: Bool = false) -> (color: Color?, currentColor: Bool, outOfGamut: Bool)? {
        switch CSSColorParser.parse(values, colorScheme: dark ? .dark : .light) {
        case .color(let c, let outOfGamut)?: return (c, false, outOfGamut)
        case .currentColor?: return (nil, true, false)
        case nil: return nil
        }
    }

    /// True when the value uses `light-dark()`, so its dark branch differs by construction.
    static func usesLightDark(_ values: [CSSComponentValue]) -> Bool {
        values.contains { $0.function?.name.lowercased() == "light-dark" }
    }

    /// A single length in points (`16px`, `1rem`, `0.75em`, `calc()`, `0`); nil for `%`, `auto` and keywords.
    /// True when a length is written in `rem` (anywhere in it, `calc()` included), and no other absolute unit.
    static func writtenInRem(_ values: [CSSComponentValue]) -> Bool {
        var rem = false
        var other = false
        func visit(_ values: [CSSComponentValue]) {
            for v in values {
                switch v.kind {
                case .dimension(_, let unit):
                    if unit.lowercased() == "rem" { rem = true } else { other = true }
                case .function(_, let arguments): visit(arguments)
                default: continue
                }
            }
        }
        visit(values)
        return rem && !other
    }

    static func length(_ value: CSSComponentValue, fontSize: Double, rootFontSize: Double) -> Double? {
        CSSValues.length(value, context: CSSValueContext(rootFontSize: rootFontSize, fontSize: fontSize))
    }

    /// `opacity`: a number or a percentage, clamped to 0…1; nil for anything else.
    static func opacity(_ values: [CSSComponentValue]) -> Double? {
        let significant = values.filter { if case .whitespace = $0.kind { return false } else { return true } }
        guard significant.count == 1 else { return nil }
        switch significant[0].kind {
        case .number(let n): return min(max(n.value, 0), 1)
        case .percentage(let n): return min(max(n.value / 100, 0), 1)
        default: return nil
        }
    }

    /// The length of a one-value declaration.
    static func length(_ values: [CSSComponentValue], fontSize: Double, rootFontSize: Double) -> Double? {
        CSSValues.length(values, context: CSSValueContext(rootFontSize: rootFontSize, fontSize: fontSize))
    }

    /// `font-size` in points, relative units against the parent's size.
    static func fontSize(_ values: [CSSComponentValue], parentSize: Double, rootFontSize: Double) -> Double? {
        CSSValues.fontSize(values, context: CSSValueContext(rootFontSize: rootFontSize, fontSize: parentSize))
    }

    /// True when a `font-size` (or `font`) value follows the reader's text size: a `rem` length, an
    /// `em`/`%`/`larger`/`smaller` of a parent size that does, or a system text style keyword.
    static func fontSizeScales(_ values: [CSSComponentValue], parentScales: Bool) -> Bool {
        if systemTextStyle(values) != nil { return true }
        var relative = false
        func visit(_ vs: [CSSComponentValue]) -> Bool {
            for v in vs {
                switch v.kind {
                case .dimension(_, let unit):
                    let u = unit.lowercased()
                    if u == "rem" { return true }
                    if u == "em" { relative = true }
                case .percentage: relative = true
                case .ident(let i) where i.lowercased() == "larger" || i.lowercased() == "smaller": relative = true
                case .function(_, let args): if visit(args) { return true }
                default: break
                }
            }
            return false
        }
        if visit(values) { return true }
        return relative && parentScales
    }

    /// The text style of a `-apple-system-body`-style keyword (`body`, `headline`, `caption1`), if the value has one.
    static func systemTextStyle(_ values: [CSSComponentValue]) -> String? {
        for v in values {
            if case .ident(let i) = v.kind, i.lowercased().hasPrefix("-apple-system-"), i.count > "-apple-system-".count {
                return String(i.dropFirst("-apple-system-".count))
            }
        }
        return nil
    }

    /// `font-weight`: numbers and keywords (`bold`, and `bolder`/`lighter` against the parent's weight).
    static func fontWeight(_ values: [CSSComponentValue], parentWeight: Int = 400) -> Int? {
        CSSValues.fontWeight(values, parentWeight: parentWeight)
    }

    /// The first family of `font-family`, unquoted.
    static func fontFamily(_ values: [CSSComponentValue]) -> String? {
        CSSValues.fontFamily(values)
    }

    /// `line-height` in points: a multiplier, a percentage or a length; nil for `normal`.
    static func lineHeight(_ values: [CSSComponentValue], fontSize: Double, rootFontSize: Double) -> Double? {
        CSSValues.lineHeight(values, context: CSSValueContext(rootFontSize: rootFontSize, fontSize: fontSize))?.points(fontSize: fontSize)
    }

    /// `letter-spacing` in points.
    static func letterSpacing(_ values: [CSSComponentValue], fontSize: Double, rootFontSize: Double) -> Double? {
        CSSValues.letterSpacing(values, context: CSSValueContext(rootFontSize: rootFontSize, fontSize: fontSize))
    }

    /// A font's letter spacing and line height, read where its size is stated apart or not at all (a style's
    /// `--title-letter-spacing` beside its `--title-font-size`): what is relative to the size (`-2%`, `-0.02em`,
    /// `120%`, `1.2`) stays relative, for `FontSpec.combining` to take of the style's own size, never of 16px.
    static func spacing(letterSpacing: [CSSComponentValue]?, lineHeight: [CSSComponentValue]?, into font: inout FontSpec, rootFontSize: Double) {
        if let v = letterSpacing {
            font.relativeLetterSpacing = CSSValues.relativeLetterSpacing(v)
            if let size = font.size {
                font.letterSpacing = Self.letterSpacing(v, fontSize: size, rootFontSize: rootFontSize)
            } else if font.relativeLetterSpacing == nil {
                font.letterSpacing = Self.letterSpacing(v, fontSize: rootFontSize, rootFontSize: rootFontSize)
            }
        }
        if let v = lineHeight {
            if let size = font.size {
                font.lineHeight = Self.lineHeight(v, fontSize: size, rootFontSize: rootFontSize)
            } else {
                switch CSSValues.lineHeight(v, context: CSSValueContext(rootFontSize: rootFontSize)) {
                case .multiplier(let m)?: font.relativeLineHeight = m
                case let height?: font.lineHeight = height.points(fontSize: rootFontSize)
                case nil: break
                }
            }
        }
    }

    /// The first shadow of `box-shadow`; nil for `none` and invalid values.
    static func shadow(_ values: [CSSComponentValue], rootFontSize: Double) -> Shadow? {
        CSSValues.shadows(values, context: CSSValueContext(rootFontSize: rootFontSize))?.first
    }

    // MARK: var()

    /// Substitutes `var()` references; nil when a reference has neither a value nor a fallback, or loops.
    static func substitute(_ values: [CSSComponentValue], lookup: (String) -> [CSSComponentValue]?) -> [CSSComponentValue]? {
        switch CSSVariables.substitute(values, lookup: lookup) {
        case .success(let v): return v
        case .failure: return nil
        }
    }

    /// `values` with every `var()` replaced through a memoizing substituter, or nil when invalid.
    static func substitute(_ values: [CSSComponentValue], with substituter: CSSVariables.Substituter) -> [CSSComponentValue]? {
        switch substituter.substitute(values) {
        case .success(let v): return v
        case .failure: return nil
        }
    }

    /// The custom properties a value refers to, outermost first (`var(--a, var(--b))` → `--a`, `--b`).
    static func references(_ values: [CSSComponentValue]) -> [String] {
        CSSVariables.referencedNames(values)
    }

    // MARK: Shorthands

    /// Longhands of a positioned declaration; each keeps the shorthand's location and notes its name.
    static func expand(_ d: StyleDeclaration) -> [StyleDeclaration] {
        let css = CSSDeclaration(name: d.name, value: d.value, important: d.important)
        return expand(css).map { l in
            StyleDeclaration(name: l.name, value: l.value, important: l.important, location: d.location, shorthand: l.name == d.name ? d.shorthand : d.name)
        }
    }

    /// Longhands of a shorthand (`padding`, `border`, `background`, `font`...); other declarations unchanged.
    static func expand(_ d: CSSDeclaration) -> [CSSDeclaration] {
        CSSValues.expand(d)
    }
}
