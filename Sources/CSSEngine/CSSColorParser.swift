/// Parses CSS Color 4 `<color>` values (and `device-cmyk()`, `color(--custom ...)`, `light-dark()` of Color 5).
public enum CSSColorParser {
    /// A parsed color before conversion: a specified color or `currentcolor`.
    public enum Specified: Hashable, Sendable {
        /// A color in its specified space.
        case color(CSSSpecifiedColor)
        /// `currentcolor`.
        case currentColor

        /// Converted to sRGB; nil for custom color spaces.
        public var resolved: CSSColorValue? {
            switch self {
            case .color(let c): c.resolved
            case .currentColor: .currentColor
            }
        }
    }

    /// Parses a color from component values (whitespace around it is ignored); nil when not a valid color.
    public static func parse(_ values: [CSSComponentValue]) -> CSSColorValue? {
        parse(values, colorScheme: .light)
    }

    /// Parses a color from text (`#34C759`, `rgb(52 199 89 / 50%)`, `oklch(...)`); nil when not a valid color.
    public static func parse(_ text: String) -> CSSColorValue? {
        parse(CSSSyntax.componentValues(text), colorScheme: .light)
    }

    /// Parses a color, taking the `colorScheme` branch of `light-dark()`.
    public static func parse(_ values: [CSSComponentValue], colorScheme: CSSColorScheme) -> CSSColorValue? {
        parseSpecified(values, colorScheme: colorScheme)?.resolved
    }

    /// Parses a color from text, taking the `colorScheme` branch of `light-dark()`.
    public static func parse(_ text: String, colorScheme: CSSColorScheme) -> CSSColorValue? {
        parse(CSSSyntax.componentValues(text), colorScheme: colorScheme)
    }

    /// Parses a color without converting it.
    public static func parseSpecified(_ values: [CSSComponentValue], colorScheme: CSSColorScheme = .light) -> Specified? {
        var single: CSSComponentValue?
        for v in values where !v.isWhitespace {
            if single != nil { return nil }
            single = v
        }
        guard let v = single else { return nil }
        return parseSpecified(v, colorScheme: colorScheme)
    }

    /// Parses a color from text without converting it.
    public static func parseSpecified(_ text: String, colorScheme: CSSColorScheme = .light) -> Specified? {
        parseSpecified(CSSSyntax.componentValues(text), colorScheme: colorScheme)
    }

    /// True when `value` is a single component value that could be a color (used to find colors in shorthands).
    public static func isColor(_ value: CSSComponentValue) -> Bool {
        parseSpecified(value, colorScheme: .light) != nil
    }

    /// Parses one component value as a color.
    public static func parseSpecified(_ v: CSSComponentValue, colorScheme: CSSColorScheme) -> Specified? {
        switch v.kind {
        case .ident(let name):
            let lower = CSSASCII.lowercased(name)
            if lower == "currentcolor" { return .currentColor }
            if lower == "transparent" {
                return .color(CSSSpecifiedColor(space: .srgb, components: [0, 0, 0], alpha: 0, isLegacySRGB: true))
            }
            guard let rgb = CSSNamedColors.rgb(named: lower) else { return nil }
            return .color(packed(rgb, alpha: 1))
        case .hash(let value, _):
            return hex(value).map { .color($0) }
        case .function(let name, let args):
            return function(CSSASCII.lowercased(name), args, colorScheme: colorScheme)
        default:
            return nil
        }
    }

    // MARK: - Forms

    private static func packed(_ rgb: UInt32, alpha: Double) -> CSSSpecifiedColor {
        CSSSpecifiedColor(
            space: .srgb,
            components: [Double((rgb >> 16) & 0xFF) / 255, Double((rgb >> 8) & 0xFF) / 255, Double(rgb & 0xFF) / 255],
            alpha: alpha, isLegacySRGB: true)
    }

    private static func hex(_ value: String) -> CSSSpecifiedColor? {
        var digits: [UInt32] = []
        for c in value.utf8 {
            switch c {
            case 0x30...0x39: digits.append(UInt32(c - 0x30))
            case 0x41...0x46: digits.append(UInt32(c - 0x41 + 10))
            case 0x61...0x66: digits.append(UInt32(c - 0x61 + 10))
            default: return nil
            }
        }
        let channels: [UInt32]
        switch digits.count {
        case 3, 4: channels = digits.map { $0 * 17 }
        case 6, 8: channels = stride(from: 0, to: digits.count, by: 2).map { digits[$0] * 16 + digits[$0 + 1] }
        default: return nil
        }
        let alpha = channels.count == 4 ? Double(channels[3]) / 255 : 1
        return CSSSpecifiedColor(
            space: .srgb, components: channels.prefix(3).map { Double($0) / 255 }, alpha: alpha, isLegacySRGB: true)
    }

    /// A color function's arguments split into components and alpha.
    private struct Arguments {
        var components: [CSSComponentValue]
        var alpha: CSSComponentValue?
        var legacy: Bool
    }

    private static func split(_ args: [CSSComponentValue]) -> Arguments? {
        let tokens = args.filter { !$0.isWhitespace }
        if tokens.contains(where: {
            if case .comma = $0.kind { return true }; return false
        }) {
            guard tokens.count % 2 == 1 else { return nil }
            var parts: [CSSComponentValue] = []
            for (i, t) in tokens.enumerated() {
                if i % 2 == 1 {
                    guard case .comma = t.kind else { return nil }
                } else {
                    parts.append(t)
                }
            }
            return Arguments(components: parts, alpha: nil, legacy: true)
        }
        if let slash = tokens.firstIndex(where: { $0.isDelim("/") }) {
            guard slash == tokens.count - 2 else { return nil }
            return Arguments(components: Array(tokens[..<slash]), alpha: tokens[slash + 1], legacy: false)
        }
        return Arguments(components: tokens, alpha: nil, legacy: false)
    }

    private enum Component {
        case number(Double)
        case percentage(Double)
        case angle(Double)
        case none
    }

    private static func component(_ v: CSSComponentValue) -> Component? {
        switch v.kind {
        case .number(let n): return .number(n.value)
        case .percentage(let n): return .percentage(n.value)
        case .dimension(let n, let unit):
            switch CSSASCII.lowercased(unit) {
            case "deg": return .angle(n.value)
            case "grad": return .angle(n.value / 400 * 360)
            case "rad": return .angle(n.value * 180 / .pi)
            case "turn": return .angle(n.value * 360)
            default: return nil
            }
        case .ident(let s) where CSSASCII.equalsIgnoringCase(s, "none"): return Component.none
        default: return nil
        }
    }

    /// `<alpha-value> | none`, clamped to 0...1; `.some(nil)` is `none`, nil is invalid.
    private static func alpha(_ v: CSSComponentValue?, allowNone: Bool) -> Double?? {
        guard let v else { return .some(1) }
        switch component(v) {
        case .number(let x)?: return .some(min(max(x, 0), 1))
        case .percentage(let x)?: return .some(min(max(x / 100, 0), 1))
        case .none? where allowNone: return .some(nil)
        default: return nil
        }
    }

    private static func hue(_ c: Component) -> Double?? {
        switch c {
        case .number(let x), .angle(let x): return .some(CSSColorSpaces.pythonMod(x, 360))
        case .none: return .some(nil)
        case .percentage: return nil
        }
    }

    private static func function(_ name: String, _ args: [CSSComponentValue], colorScheme: CSSColorScheme) -> Specified? {
        if name == "light-dark" { return lightDark(args, colorScheme: colorScheme) }
        if name == "color-mix" { return colorMix(args, colorScheme: colorScheme) }
        var tokens = args
        var customSpace: CSSSpecifiedColor.Space?
        if name == "color" {
            guard let first = args.firstIndex(where: { !$0.isWhitespace }), case .ident(let spaceName) = args[first].kind else {
                return nil
            }
            if spaceName.utf8.starts(with: [0x2D, 0x2D]) {
                customSpace = .custom(spaceName)
            } else if let s = CSSSpecifiedColor.Space(colorFunctionName: spaceName) {
                customSpace = s
            } else {
                return nil
            }
            tokens = Array(args[(first + 1)...])
        }
        guard let a = split(tokens) else { return nil }
        let parts = a.components.map(component)
        if parts.contains(where: { $0 == nil }) { return nil }
        let comps = parts.compactMap { $0 }
        let legacyAlpha = a.legacy && comps.count == 4
        if a.legacy
            && comps.contains(where: {
                if case .none = $0 { return true }; return false
            })
        {
            return nil
        }
        guard let alphaValue = alpha(legacyAlpha ? a.components[3] : a.alpha, allowNone: !a.legacy) else { return nil }

        switch name {
        case "rgb", "rgba":
            guard comps.count == 3 || legacyAlpha else { return nil }
            let three = comps.prefix(3)
            if a.legacy {
                let allNumbers = three.allSatisfy {
                    if case .number = $0 { return true }; return false
                }
                let allPercent = three.allSatisfy {
                    if case .percentage = $0 { return true }; return false
                }
                guard allNumbers || allPercent else { return nil }
            }
            var values: [Double?] = []
            for c in three {
                switch c {
                case .number(let x): values.append(min(max(x / 255, 0), 1))
                case .percentage(let x): values.append(min(max(x / 100, 0), 1))
                case .none: values.append(nil)
                case .angle: return nil
                }
            }
            return .color(CSSSpecifiedColor(space: .srgb, components: values, alpha: alphaValue, isLegacySRGB: true))
        case "hsl", "hsla", "hwb":
            guard comps.count == 3 || legacyAlpha else { return nil }
            if name == "hwb" && a.legacy { return nil }
            guard let h = hue(comps[0]) else { return nil }
            var values: [Double?] = [h]
            for c in comps[1...2] {
                switch c {
                case .percentage(let x): values.append(x)
                case .number(let x) where !a.legacy: values.append(x)
                case .none: values.append(nil)
                default: return nil
                }
            }
            let space: CSSSpecifiedColor.Space = name == "hwb" ? .hwb : .hsl
            return .color(CSSSpecifiedColor(space: space, components: values, alpha: alphaValue))
        case "lab", "oklab", "lch", "oklch":
            guard !a.legacy, comps.count == 3 else { return nil }
            let isOK = name.hasPrefix("ok")
            let lScale = isOK ? 0.01 : 1
            let abScale = isOK ? 0.004 : (name == "lab" ? 1.25 : 1.5)
            var values: [Double?] = []
            for (i, c) in comps.enumerated() {
                let isHue = i == 2 && name.hasSuffix("ch")
                if isHue {
                    guard let h = hue(c) else { return nil }
                    values.append(h)
                    continue
                }
                switch c {
                case .number(let x): values.append(x)
                case .percentage(let x): values.append(x * (i == 0 ? lScale : abScale))
                case .none: values.append(nil)
                case .angle: return nil
                }
            }
            let space: CSSSpecifiedColor.Space =
                switch name {
                case "lab": .lab
                case "oklab": .oklab
                case "lch": .lch
                default: .oklch
                }
            return .color(CSSSpecifiedColor(space: space, components: values, alpha: alphaValue))
        case "color":
            guard !a.legacy, let space = customSpace else { return nil }
            if case .custom = space { guard !comps.isEmpty else { return nil } } else { guard comps.count == 3 else { return nil } }
            var values: [Double?] = []
            for c in comps {
                switch c {
                case .number(let x): values.append(x)
                case .percentage(let x): values.append(x / 100)
                case .none: values.append(nil)
                case .angle: return nil
                }
            }
            return .color(CSSSpecifiedColor(space: space, components: values, alpha: alphaValue))
        case "device-cmyk":
            if a.legacy {
                guard comps.count == 4 else { return nil }
            } else {
                guard comps.count == 4 else { return nil }
            }
            var values: [Double?] = []
            for c in comps {
                switch c {
                case .number(let x): values.append(min(max(x, 0), 1))
                case .percentage(let x) where !a.legacy: values.append(min(max(x / 100, 0), 1))
                case .none where !a.legacy: values.append(nil)
                default: return nil
                }
            }
            let cmykAlpha = a.legacy ? 1 : alphaValue
            return .color(CSSSpecifiedColor(space: .deviceCMYK, components: values, alpha: cmykAlpha))
        default:
            return nil
        }
    }

    /// `color-mix(in <space> [<hue> hue]?, <color> <percentage>?, <color> <percentage>?)`, mixed to sRGB.
    private static func colorMix(_ args: [CSSComponentValue], colorScheme: CSSColorScheme) -> Specified? {
        let parts = CSSValues.splitCommas(args).map { $0.filter { !$0.isWhitespace } }
        guard parts.count == 3, parts[0].count >= 2, parts[0][0].isIdent("in"), let spaceName = parts[0][1].identValue,
            let space = CSSColorMix.space(named: spaceName)
        else { return nil }
        var hueMethod = "shorter"
        if parts[0].count == 4 {
            guard CSSColorMix.hueIndex(space) != nil, parts[0][3].isIdent("hue"), let m = parts[0][2].identValue,
                ["shorter", "longer", "increasing", "decreasing"].contains(CSSASCII.lowercased(m))
            else { return nil }
            hueMethod = CSSASCII.lowercased(m)
        } else if parts[0].count != 2 {
            return nil
        }
        func colorAndWeight(_ items: [CSSComponentValue]) -> (CSSSpecifiedColor, Double?)? {
            var color: CSSSpecifiedColor?
            var weight: Double?
            for v in items {
                if case .percentage(let n) = v.kind, weight == nil {
                    weight = n.value
                } else if color == nil, case .color(let c)? = parseSpecified(v, colorScheme: colorScheme) {
                    color = c
                } else {
                    return nil
                }
            }
            return color.map { ($0, weight) }
        }
        guard let first = colorAndWeight(parts[1]), let second = colorAndWeight(parts[2]) else { return nil }
        return CSSColorMix.mix(first.0, first.1, second.0, second.1, in: space, hueMethod: hueMethod).map { .color($0) }
    }

    private static func lightDark(_ args: [CSSComponentValue], colorScheme: CSSColorScheme) -> Specified? {
        var parts: [[CSSComponentValue]] = [[]]
        for v in args {
            if case .comma = v.kind { parts.append([]) } else { parts[parts.count - 1].append(v) }
        }
        guard parts.count == 2,
            let light = parseSpecified(parts[0], colorScheme: colorScheme),
            let dark = parseSpecified(parts[1], colorScheme: colorScheme)
        else { return nil }
        return colorScheme == .light ? light : dark
    }
}
