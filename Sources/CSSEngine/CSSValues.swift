import GapCheckModel

/// Interprets property values: lengths in points, font size/weight/family, line height, letter
/// spacing, box shadows, and serialization of lengths and colors back to CSS.
///
/// Lengths are iOS points: 1 CSS px is 1 pt, as a mockup at 1x means. Values that need layout
/// (`%` without a base, `auto`, viewport units without a viewport) resolve to nil.
public enum CSSValues {
    // MARK: Lengths

    /// A length in points from one component value (`16px`, `1.5rem`, `0`, `calc(8px * 2)`); nil when unresolvable.
    public static func length(
        _ value: CSSComponentValue, context: CSSValueContext = CSSValueContext(), percentBase: Double? = nil
    ) -> Double? {
        switch value.kind {
        case .number(let n): return n.value == 0 ? 0 : nil
        case .percentage(let n): return percentBase.map { $0 * n.value / 100 }
        case .dimension(let n, let unit): return length(n.value, unit: unit, context: context)
        case .function(let name, let args):
            let lower = CSSASCII.lowercased(name)
            guard ["calc", "min", "max", "clamp"].contains(lower) else { return nil }
            guard let q = CSSCalc.evaluate(function: lower, args, context: context, percentBase: percentBase), q.isLength || q.value == 0 else {
                return nil
            }
            return q.value
        default: return nil
        }
    }

    /// A length in points from a value that must be a single length.
    public static func length(
        _ values: [CSSComponentValue], context: CSSValueContext = CSSValueContext(), percentBase: Double? = nil
    ) -> Double? {
        let parts = values.filter { !$0.isWhitespace }
        guard parts.count == 1 else { return nil }
        return length(parts[0], context: context, percentBase: percentBase)
    }

    /// A length in points from CSS text (`"12px"`).
    public static func length(_ text: String, context: CSSValueContext = CSSValueContext(), percentBase: Double? = nil) -> Double? {
        length(CSSSyntax.componentValues(text), context: context, percentBase: percentBase)
    }

    /// `value` `unit` in points; nil for unknown units or viewport units without a viewport.
    public static func length(_ value: Double, unit: String, context: CSSValueContext = CSSValueContext()) -> Double? {
        switch CSSASCII.lowercased(unit) {
        case "px": return value
        case "pt": return context.physicalPoints ? value * 4 / 3 : value
        case "rem": return value * context.rootFontSize
        case "em": return value * context.emSize
        case "ex": return value * context.emSize * 0.5
        case "ch": return value * context.emSize * 0.5
        case "in": return value * 96
        case "cm": return value * 96 / 2.54
        case "mm": return value * 96 / 25.4
        case "q": return value * 96 / 101.6
        case "pc": return value * 16
        case "vw": return context.viewportWidth.map { value * $0 / 100 }
        case "vh": return context.viewportHeight.map { value * $0 / 100 }
        case "vmin":
            guard let w = context.viewportWidth, let h = context.viewportHeight else { return nil }
            return value * min(w, h) / 100
        case "vmax":
            guard let w = context.viewportWidth, let h = context.viewportHeight else { return nil }
            return value * max(w, h) / 100
        default: return nil
        }
    }

    /// CSS text for a length in points: `16px`, `0.5px`, `0`.
    public static func serializeLength(_ points: Double) -> String {
        points == 0 ? "0" : CSSSerializer.number(points) + "px"
    }

    // MARK: Colors

    /// CSS text for a color: `#RRGGBB`/`#RRGGBBAA` when 8-bit exact, else `rgb(r g b / a)`.
    public static func serializeColor(_ color: Color) -> String {
        let c = color.clamped
        let channels = [c.red, c.green, c.blue, c.alpha]
        let exact = channels.allSatisfy { abs(($0 * 255).rounded() - $0 * 255) < 1e-6 }
        if exact {
            let hex = channels.map { v -> String in
                let s = String(Int((v * 255).rounded()), radix: 16, uppercase: true)
                return s.count == 1 ? "0" + s : s
            }
            return "#" + hex[0] + hex[1] + hex[2] + (c.alpha == 1 ? "" : hex[3])
        }
        let rgb = [c.red, c.green, c.blue].map { CSSSerializer.number($0 * 255) }.joined(separator: " ")
        return c.alpha == 1 ? "rgb(\(rgb))" : "rgb(\(rgb) / \(CSSSerializer.number(c.alpha)))"
    }

    /// CSS text for a parsed color value (`currentcolor` for the keyword).
    public static func serializeColor(_ value: CSSColorValue) -> String {
        switch value {
        case .color(let c, _): serializeColor(c)
        case .currentColor: "currentcolor"
        }
    }

    // MARK: Fonts

    /// `font-size` in points: lengths, `%`/`em` of the parent size, and the keywords `medium`, `large`, `smaller`...
    public static func fontSize(_ values: [CSSComponentValue], context: CSSValueContext = CSSValueContext()) -> Double? {
        let parts = values.filter { !$0.isWhitespace }
        guard parts.count == 1 else { return nil }
        let v = parts[0]
        if let id = v.identValue {
            let scale = context.rootFontSize / 16
            switch CSSASCII.lowercased(id) {
            case "xx-small": return 9 * scale
            case "x-small": return 10 * scale
            case "small": return 13 * scale
            case "medium": return 16 * scale
            case "large": return 18 * scale
            case "x-large": return 24 * scale
            case "xx-large": return 32 * scale
            case "xxx-large": return 48 * scale
            case "smaller": return context.emSize / 1.2
            case "larger": return context.emSize * 1.2
            default: return nil
            }
        }
        guard let size = length(v, context: context, percentBase: context.emSize), size >= 0 else { return nil }
        return size
    }

    /// `font-weight` as a number 1...1000: numbers, `normal`, `bold`, and `bolder`/`lighter` relative to `parentWeight`.
    public static func fontWeight(_ values: [CSSComponentValue], parentWeight: Int = 400) -> Int? {
        let parts = values.filter { !$0.isWhitespace }
        guard parts.count == 1 else { return nil }
        switch parts[0].kind {
        case .number(let n):
            guard n.value >= 1, n.value <= 1000 else { return nil }
            return Int(n.value.rounded())
        case .ident(let s):
            switch CSSASCII.lowercased(s) {
            case "normal": return 400
            case "bold": return 700
            case "bolder":
                if parentWeight < 350 { return 400 }
                if parentWeight < 550 { return 700 }
                return parentWeight < 900 ? 900 : parentWeight
            case "lighter":
                if parentWeight < 100 { return parentWeight }
                if parentWeight < 550 { return 100 }
                return parentWeight < 750 ? 400 : 700
            default: return nil
            }
        default: return nil
        }
    }

    /// Every family of a `font-family` list, unquoted (`"SF Pro Text", -apple-system` → `["SF Pro Text", "-apple-system"]`).
    public static func fontFamilies(_ values: [CSSComponentValue]) -> [String] {
        var out: [String] = []
        for part in splitCommas(values) {
            let items = part.filter { !$0.isWhitespace }
            if items.count == 1, case .string(let s) = items[0].kind {
                out.append(s)
            } else if !items.isEmpty, items.allSatisfy({ $0.identValue != nil }) {
                out.append(items.compactMap(\.identValue).joined(separator: " "))
            } else {
                return out.isEmpty ? [] : out
            }
        }
        return out
    }

    /// The first family of a `font-family` list, unquoted.
    public static func fontFamily(_ values: [CSSComponentValue]) -> String? {
        fontFamilies(values).first
    }

    /// `line-height`: `normal`, a number or percentage (multiplier), or a length.
    public static func lineHeight(_ values: [CSSComponentValue], context: CSSValueContext = CSSValueContext()) -> CSSLineHeight? {
        let parts = values.filter { !$0.isWhitespace }
        guard parts.count == 1 else { return nil }
        switch parts[0].kind {
        case .ident(let s): return CSSASCII.equalsIgnoringCase(s, "normal") ? .normal : nil
        case .number(let n): return n.value >= 0 ? .multiplier(n.value) : nil
        case .percentage(let n): return n.value >= 0 ? .multiplier(n.value / 100) : nil
        default: return length(parts[0], context: context).map { .points($0) }
        }
    }

    /// `letter-spacing` in points (`normal` is 0; `em` and `%` are of the context's font size, as CSS Text 4 has it).
    public static func letterSpacing(_ values: [CSSComponentValue], context: CSSValueContext = CSSValueContext()) -> Double? {
        if let fraction = relativeLetterSpacing(values) { return fraction * context.emSize }
        let parts = values.filter { !$0.isWhitespace }
        guard parts.count == 1 else { return nil }
        if parts[0].isIdent("normal") { return 0 }
        return length(parts[0], context: context)
    }

    /// A `letter-spacing` written relative to the font size, as a fraction of it (`-2%` and `-0.02em` are -0.02);
    /// nil for a length, `normal` or anything else.
    public static func relativeLetterSpacing(_ values: [CSSComponentValue]) -> Double? {
        let parts = values.filter { !$0.isWhitespace }
        guard parts.count == 1 else { return nil }
        switch parts[0].kind {
        case .percentage(let n): return n.value.isFinite ? n.value / 100 : nil
        case .dimension(let n, let unit) where CSSASCII.equalsIgnoringCase(unit, "em"): return n.value.isFinite ? n.value : nil
        default: return nil
        }
    }

    /// The `font` shorthand as a `FontSpec` (style, weight, size, line height, first family).
    public static func font(_ values: [CSSComponentValue], context: CSSValueContext = CSSValueContext()) -> FontSpec? {
        guard let parts = fontParts(values) else { return nil }
        guard let size = fontSize(parts.size, context: context) else { return nil }
        var spec = FontSpec(size: size, weight: parts.weight.flatMap { fontWeight($0) } ?? 400)
        spec.family = fontFamily(parts.family)
        spec.italic = parts.style.map { $0.contains { $0.isIdent("italic") || $0.isIdent("oblique") } } ?? false
        if let lh = parts.lineHeight, let height = lineHeight(lh, context: context) {
            spec.lineHeight = height.points(fontSize: size)
        }
        return spec
    }

    // MARK: Shadows

    /// `box-shadow` (or `text-shadow`) layers; `none` is an empty list, invalid input nil. Colors default to nil (currentcolor).
    public static func shadows(_ values: [CSSComponentValue], context: CSSValueContext = CSSValueContext()) -> [Shadow]? {
        let trimmed = values.filter { !$0.isWhitespace }
        if trimmed.count == 1, trimmed[0].isIdent("none") { return [] }
        var out: [Shadow] = []
        for layer in splitCommas(values) {
            var lengths: [Double] = []
            var color: CSSColorValue?
            var inset = false
            for v in layer where !v.isWhitespace {
                if v.isIdent("inset") {
                    guard !inset else { return nil }
                    inset = true
                } else if let l = length(v, context: context) {
                    lengths.append(l)
                } else if let c = CSSColorParser.parse([v]) {
                    guard color == nil else { return nil }
                    color = c
                } else {
                    return nil
                }
            }
            guard (2...4).contains(lengths.count) else { return nil }
            let blur = lengths.count > 2 ? lengths[2] : 0
            guard blur >= 0 else { return nil }
            out.append(
                Shadow(
                    color: color?.color, x: lengths[0], y: lengths[1], blur: blur,
                    spread: lengths.count > 3 ? lengths[3] : 0, inset: inset))
        }
        return out
    }

    // MARK: Helpers

    /// Splits component values at top-level commas.
    public static func splitCommas(_ values: [CSSComponentValue]) -> [[CSSComponentValue]] {
        var out: [[CSSComponentValue]] = [[]]
        for v in values {
            if case .comma = v.kind { out.append([]) } else { out[out.count - 1].append(v) }
        }
        return out
    }

    /// The non-whitespace component values, each as its own group, keeping `a / b` slashes as delims.
    static func words(_ values: [CSSComponentValue]) -> [CSSComponentValue] {
        values.filter { !$0.isWhitespace }
    }

    /// The parts of a `font` shorthand value.
    struct FontParts {
        var style: [CSSComponentValue]?
        var variant: [CSSComponentValue]?
        var weight: [CSSComponentValue]?
        var stretch: [CSSComponentValue]?
        var size: [CSSComponentValue]
        var lineHeight: [CSSComponentValue]?
        var family: [CSSComponentValue]
    }

    /// Splits `font: italic 600 17px/22px -apple-system, sans-serif` into its parts.
    static func fontParts(_ values: [CSSComponentValue]) -> FontParts? {
        let items = values.filter { !$0.isWhitespace }
        var i = 0
        var parts = FontParts(size: [], family: [])
        let styles = ["italic", "oblique"]
        let stretches = [
            "ultra-condensed", "extra-condensed", "condensed", "semi-condensed", "semi-expanded", "expanded",
            "extra-expanded", "ultra-expanded"
        ]
        var count = 0
        while i < items.count, count < 4 {
            let v = items[i]
            if v.isIdent("normal") {
                i += 1
                count += 1
                continue
            }
            if let id = v.identValue {
                let lower = CSSASCII.lowercased(id)
                if styles.contains(lower), parts.style == nil {
                    parts.style = [v]
                } else if lower == "small-caps", parts.variant == nil {
                    parts.variant = [v]
                } else if ["bold", "bolder", "lighter"].contains(lower), parts.weight == nil {
                    parts.weight = [v]
                } else if stretches.contains(lower), parts.stretch == nil {
                    parts.stretch = [v]
                } else {
                    break
                }
            } else if case .number(let n) = v.kind, n.value >= 1, n.value <= 1000, parts.weight == nil {
                parts.weight = [v]
            } else {
                break
            }
            i += 1
            count += 1
        }
        guard i < items.count else { return nil }
        parts.size = [items[i]]
        i += 1
        if i < items.count, items[i].isDelim("/") {
            guard i + 1 < items.count else { return nil }
            parts.lineHeight = [items[i + 1]]
            i += 2
        }
        guard i < items.count else { return nil }
        // Keep the family's original whitespace: find the family start in `values`.
        let familyStart = items[i]
        if let idx = values.firstIndex(where: { $0 == familyStart }) {
            parts.family = CSSSerializer.trimmed(Array(values[idx...]))
        }
        guard !fontFamilies(parts.family).isEmpty else { return nil }
        return parts
    }
}
