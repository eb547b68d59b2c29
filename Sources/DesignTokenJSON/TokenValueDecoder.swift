import Foundation
import GapCheckModel

/// Turns raw JSON token values (already alias-resolved) into `DesignValue`s.
///
/// Covers DTCG (`color` as hex or a 2025 color object, `dimension` as `"16px"` or `{value, unit}`,
/// `fontWeight`, `fontFamily`, `typography`, `shadow`) and the Tokens Studio / Style Dictionary
/// spellings (`fontSizes`, `borderRadius`, `boxShadow` with `x`/`y`, `rgba()` strings).
public enum TokenValueDecoder {
    /// Root font size for `rem`/`em` dimensions.
    public static let rootFontSize = 16.0

    /// The value of a token of `type` (lower-cased DTCG or Tokens Studio type, or nil to infer).
    public static func decode(_ raw: Any, type: String?) -> DesignValue? {
        let t = (type ?? inferType(raw) ?? "").lowercased()
        switch t {
        case "color":
            return color(raw).map(DesignValue.color)
        case "dimension", "spacing", "sizing", "borderradius", "borderwidth", "size", "number", "paragraphspacing":
            return length(raw).map(DesignValue.length)
        case "fontsize", "fontsizes":
            return length(raw).map { .font(FontSpec(size: $0)) }
        case "fontweight", "fontweights":
            return fontWeight(raw).map { .font(FontSpec(weight: $0)) }
        case "fontfamily", "fontfamilies":
            return fontFamily(raw).map { .font(FontSpec(family: $0)) }
        case "lineheight", "lineheights":
            // A token on its own has no font size: a multiple of it (`"120%"`, `1.2`) stays relative until the style
            // it belongs to gives one (`FontSpec.combining`).
            var f = FontSpec()
            spacing(lineHeight: raw, into: &f)
            return f.lineHeight == nil && f.relativeLineHeight == nil ? nil : .font(f)
        case "letterspacing":
            // Tokens Studio writes tracking as a percent of the font size (`"-2%"`), CSS as `em`: kept relative, and
            // taken of the size of the style the token belongs to, never of the root's.
            var f = FontSpec()
            spacing(letterSpacing: raw, into: &f)
            return f.letterSpacing == nil && f.relativeLetterSpacing == nil ? nil : .font(f)
        case "typography":
            return typography(raw).map(DesignValue.font)
        case "shadow", "boxshadow":
            return shadow(raw).map(DesignValue.shadow)
        default:
            return nil
        }
    }

    /// Guesses a type from the value's shape when no `$type` applies.
    public static func inferType(_ raw: Any) -> String? {
        if let s = raw as? String {
            let v = s.trimmingCharacters(in: .whitespaces).lowercased()
            if v.hasPrefix("#") || v.hasPrefix("rgb") || v.hasPrefix("hsl") { return "color" }
            if length(s) != nil, v.rangeOfCharacter(from: .letters) != nil { return "dimension" }
            return nil
        }
        if let d = raw as? [String: Any] {
            if d["colorSpace"] != nil || (d["hex"] != nil && d["components"] != nil) { return "color" }
            if d["fontSize"] != nil || d["fontFamily"] != nil { return "typography" }
            if d["offsetX"] != nil || d["offsetY"] != nil || (d["x"] != nil && d["blur"] != nil) { return "shadow" }
            if d["value"] != nil, d["unit"] != nil { return "dimension" }
        }
        if let a = raw as? [Any], let first = a.first, inferType(first) == "shadow" { return "shadow" }
        return nil
    }

    // MARK: Colors

    /// A color from a hex/`rgb()`/`hsl()` string or a DTCG color object.
    public static func color(_ raw: Any) -> Color? {
        if let s = raw as? String { return colorString(s) }
        guard let d = raw as? [String: Any] else { return nil }
        let alpha = number(d["alpha"]) ?? 1
        if let space = (d["colorSpace"] as? String)?.lowercased(), let comps = d["components"] as? [Any], comps.count >= 3 {
            let c = comps.prefix(3).map { number($0) ?? 0 }  // "none" counts as 0
            if let converted = convert(space: space, c[0], c[1], c[2]) {
                return converted.withAlpha(alpha)
            }
        }
        if let hex = d["hex"] as? String, let c = Color(hex: hex) { return c.withAlpha(alpha * c.alpha) }
        return nil
    }

    /// sRGB from components in a DTCG color space; nil for spaces not handled. The conversions are the
    /// model's (`ColorSpaceMath`), the same the CSS engine uses for `color()`, `hsl()` and `oklch()`.
    static func convert(space: String, _ a: Double, _ b: Double, _ c: Double) -> Color? {
        let id: ColorSpaceID
        switch space {
        case "srgb": id = .srgb
        case "srgb-linear": id = .srgbLinear
        case "hsl": id = .hsl
        case "hwb": id = .hwb
        case "display-p3": id = .displayP3
        case "oklab": id = .oklab
        case "oklch": id = .oklch
        default: return nil
        }
        let v = ColorSpaceMath.sRGB(id, [a, b, c])
        return Color(red: v.0, green: v.1, blue: v.2)
    }

    /// Hex, `rgb()`/`rgba()` and `hsl()`/`hsla()` with numbers or percentages, as token exports write them.
    static func colorString(_ s: String) -> Color? {
        let v = s.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        if v.hasPrefix("#") { return Color(hex: v) }
        if v == "transparent" { return Color(red: 0, green: 0, blue: 0, alpha: 0) }
        if v == "white" { return Color(red: 1, green: 1, blue: 1) }
        if v == "black" { return Color(red: 0, green: 0, blue: 0) }
        guard let open = v.firstIndex(of: "("), v.hasSuffix(")") else { return nil }
        let fn = String(v[..<open])
        let body = v[v.index(after: open)..<v.index(before: v.endIndex)]
        let parts = body.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "/" }).map(String.init)
        guard parts.count == 3 || parts.count == 4 else { return nil }
        func num(_ p: String, percentScale: Double) -> Double? {
            if p.hasSuffix("%") { return Double(p.dropLast()).map { $0 / 100 * percentScale } }
            let trimmed = p.hasSuffix("deg") ? String(p.dropLast(3)) : p
            // `nan`, `inf` and `1e999` are not color components: the value is not understood (a warning).
            return Double(trimmed).flatMap { $0.isFinite ? $0 : nil }
        }
        // Clamped as CSS does, unless a component is far out of range (`rgb(1e300 0 0)`): then it is
        // returned as read, for `ValueGate` to report and leave out.
        func clampedIfPlausible(_ c: Color) -> Color { ValueGate.problem(color: c) == nil ? c.clamped : c }
        let alpha = parts.count == 4 ? (num(parts[3], percentScale: 1) ?? 1) : 1
        switch fn {
        case "rgb", "rgba":
            guard let r = num(parts[0], percentScale: 255), let g = num(parts[1], percentScale: 255),
                let b = num(parts[2], percentScale: 255)
            else { return nil }
            return clampedIfPlausible(Color(red: r / 255, green: g / 255, blue: b / 255, alpha: alpha))
        case "hsl", "hsla":
            guard let h = num(parts[0], percentScale: 360), let sat = num(parts[1], percentScale: 100),
                let l = num(parts[2], percentScale: 100)
            else { return nil }
            let v = ColorSpaceMath.sRGB(.hsl, [h, sat, l])
            return clampedIfPlausible(Color(red: v.0, green: v.1, blue: v.2, alpha: alpha))
        default:
            return nil
        }
    }

    // MARK: Lengths and fonts

    /// Points from `16`, `"16px"`, `"1rem"`, `"12pt"`, `{value: 16, unit: "px"}`; nil for `%` and unknown units.
    public static func length(_ raw: Any) -> Double? {
        if let n = number(raw) { return n }
        if let d = raw as? [String: Any], let v = number(d["value"]) {
            return scale(v, unit: (d["unit"] as? String) ?? "px")
        }
        guard let s = raw as? String else { return nil }
        let v = s.trimmingCharacters(in: .whitespaces).lowercased()
        var end = v.startIndex
        while end < v.endIndex, v[end].isNumber || v[end] == "." || v[end] == "-" || v[end] == "+" || v[end] == "e",
            !(v[end] == "e" && v[end...].hasPrefix("em"))
        {
            end = v.index(after: end)
        }
        guard let n = Double(v[..<end]) else { return nil }
        return scale(n, unit: String(v[end...]).trimmingCharacters(in: .whitespaces))
    }

    private static func scale(_ v: Double, unit: String) -> Double? {
        switch unit.lowercased() {
        case "", "px", "pt", "dp": return v
        case "rem", "em": return v * rootFontSize
        default: return nil
        }
    }

    /// A numeric weight from `600`, `"600"`, `"semi-bold"`, `"Bold"`.
    public static func fontWeight(_ raw: Any) -> Int? {
        // Huge or non-finite numbers become a weight out of 1…1000 (never a trapping `Int(1e300)`), which
        // `ValueGate` reports with the token's file:line and leaves out of matching.
        if let n = number(raw) { return n.isFinite ? Int(min(max(n, -1e6), 1e6).rounded()) : 0 }
        guard let s = raw as? String else { return nil }
        let k = s.lowercased().replacingOccurrences(of: "-", with: "").replacingOccurrences(of: " ", with: "")
        switch k {
        case "extrablack", "ultrablack": return 950
        case "hairline": return 100
        default:
            if let w = FontWeightName.weight(named: k) { return w }
            // Tokens Studio writes weights like "Semi Bold Italic".
            let stripped = k.replacingOccurrences(of: "italic", with: "")
            return FontWeightName.weight(named: stripped)
        }
    }

    /// The first family of a family string (`"Inter, sans-serif"`) or array.
    public static func fontFamily(_ raw: Any) -> String? {
        if let a = raw as? [Any], let f = a.first { return fontFamily(f) }
        guard let s = raw as? String else { return nil }
        let first = s.split(separator: ",").first.map(String.init) ?? s
        let f = first.trimmingCharacters(in: CharacterSet(charactersIn: " \"'\t\n"))
        return f.isEmpty ? nil : f
    }

    /// A typography composite (`fontFamily`, `fontSize`, `fontWeight`, `lineHeight`, `letterSpacing`).
    public static func typography(_ raw: Any) -> FontSpec? {
        guard let d = raw as? [String: Any] else { return nil }
        var f = FontSpec()
        f.family = d["fontFamily"].flatMap(fontFamily)
        f.size = d["fontSize"].flatMap(length)
        f.weight = d["fontWeight"].flatMap(fontWeight)
        spacing(letterSpacing: d["letterSpacing"], lineHeight: d["lineHeight"], into: &f)
        if let style = (d["fontStyle"] as? String)?.lowercased(), style == "italic" { f.italic = true }
        guard f.size != nil || f.family != nil || f.weight != nil else { return nil }
        return f
    }

    /// A font's letter spacing and line height: what is written relative to the font size (`"-2%"`, `"-0.02em"`,
    /// `"120%"`, a line height of `1.2`) is of the font's own size, and stays relative when it has none; lengths are points.
    /// A line height above 4 written as a number is points, as Tokens Studio writes them.
    static func spacing(letterSpacing: Any? = nil, lineHeight: Any? = nil, into f: inout FontSpec) {
        if let ls = letterSpacing {
            f.relativeLetterSpacing = relative(ls, unitless: false)
            f.letterSpacing = f.relativeLetterSpacing == nil ? length(ls) : nil
        }
        if let lh = lineHeight {
            if let m = relative(lh, unitless: true) {
                f.relativeLineHeight = m
            } else {
                f.lineHeight = length(lh)
            }
        }
        f = f.resolvingRelative()
        // A line height resolved here needs no relative twin; a letter spacing keeps what the design wrote.
        if f.size != nil { f.relativeLineHeight = nil }
    }

    /// A value relative to the font size as a fraction of it: `"-2%"` → -0.02, `"-0.02em"` → -0.02, and with
    /// `unitless` a number up to 4 (a DTCG line height multiplier); nil for lengths.
    static func relative(_ raw: Any, unitless: Bool) -> Double? {
        if let p = percent(raw) { return p / 100 }
        if unitless, let n = number(raw) { return n <= 4 ? n : nil }
        if let d = raw as? [String: Any], let v = number(d["value"]), (d["unit"] as? String)?.lowercased() == "em" { return v }
        guard let s = (raw as? String)?.trimmingCharacters(in: .whitespaces).lowercased(), s.hasSuffix("em"), !s.hasSuffix("rem") else { return nil }
        return Double(s.dropLast(2).trimmingCharacters(in: .whitespaces)).flatMap { $0.isFinite ? $0 : nil }
    }

    /// A shadow from a DTCG shadow object (or the first of a list), or a Tokens Studio `boxShadow`.
    public static func shadow(_ raw: Any) -> Shadow? {
        if let a = raw as? [Any] { return a.first.flatMap(shadow) }
        guard let d = raw as? [String: Any] else { return nil }
        let x = (d["offsetX"] ?? d["x"]).flatMap(length) ?? 0
        let y = (d["offsetY"] ?? d["y"]).flatMap(length) ?? 0
        let blur = d["blur"].flatMap(length) ?? 0
        let spread = d["spread"].flatMap(length) ?? 0
        let inset = (d["inset"] as? Bool) ?? ((d["type"] as? String) == "innerShadow")
        return Shadow(color: d["color"].flatMap(color), x: x, y: y, blur: blur, spread: spread, inset: inset)
    }

    /// The number of a percentage (`"-1.5%"` → -1.5); nil for anything else.
    static func percent(_ raw: Any) -> Double? {
        guard let s = (raw as? String)?.trimmingCharacters(in: .whitespaces), s.hasSuffix("%") else { return nil }
        return Double(s.dropLast().trimmingCharacters(in: .whitespaces)).flatMap { $0.isFinite ? $0 : nil }
    }

    /// A number from a JSON number or a numeric string (not from a Bool).
    static func number(_ raw: Any?) -> Double? {
        guard let raw else { return nil }
        // Checked before Bool: on Linux a JSON `1` bridges to `Bool` as well.
        if let n = raw as? NSNumber { return n.doubleValue }
        if let d = raw as? Double { return d }
        if let i = raw as? Int { return Double(i) }
        if let s = raw as? String { return Double(s.trimmingCharacters(in: .whitespaces)) }
        return nil
    }
}
