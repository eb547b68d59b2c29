import CSSEngine
import Foundation
import GapCheckModel

/// The theme a Tailwind page builds its utilities from: the framework's defaults for its version, the
/// page's `tailwind.config` (v3) or `@theme` variables (v4), and how `dark:` applies.
///
/// The design's own values (config colors, `@theme` variables) are carried by custom properties, so they
/// reach the token extraction as named tokens (`brand-dark` ↔ `brandDark`) and the utilities that use them
/// count as their uses.
struct TailwindTheme: Sendable {
    /// The framework generation: v3 (the Play CDN, hex palette) or v4 (the browser build, oklch palette).
    enum Version: Sendable, Equatable { case v3, v4 }

    /// A font size utility: its size and the line height that comes with it.
    struct FontSize: Sendable, Equatable {
        var size: String
        var lineHeight: String?
    }

    /// A custom property the generated stylesheet declares on `:root`, and where the design declares it.
    struct Declaration: Sendable, Equatable {
        var name: String
        var value: String
        var location: SourceLocation
    }

    var version: Version
    /// The selector of the dark theme's ancestor (`.dark`) when `dark:` follows a class; nil for the media query.
    var darkSelector: String?
    /// The design's own colors by utility name (`brand`, `brand-dark`): a CSS value, usually `var(--color-…)`.
    var colors: [String: String] = [:]
    /// True when the design replaces the default palette (`theme.colors` in v3, `--color-*: initial` in v4).
    var replacesColors = false
    var fontSizes: [String: FontSize] = [:]
    /// Radii by suffix (`""` for `rounded`, `lg`, `card`).
    var radii: [String: String] = [:]
    /// Spacing by key (`4`, `px`, `18`) beyond the numeric scale.
    var spacing: [String: String] = [:]
    /// One step of the numeric spacing scale (`p-4` is four of them).
    var spacingUnit = "0.25rem"
    var shadows: [String: String] = [:]
    var fontFamilies: [String: String] = [:]
    var fontWeights: [String: String] = TailwindTheme.defaultFontWeights
    /// Custom properties for the design's own values, in declaration order.
    private(set) var declarations: [Declaration] = []
    /// Where each name sits in `declarations`: a config of 100,000 colors is read in one pass.
    private var declarationIndex: [String: Int] = [:]

    /// The defaults of `version`.
    init(version: Version) {
        self.version = version
        fontSizes = Self.defaultFontSizes
        radii = version == .v3 ? Self.v3Radii : Self.v4Radii
        shadows = version == .v3 ? Self.v3Shadows : Self.v4Shadows
        fontFamilies = Self.defaultFontFamilies
        spacing = ["px": "1px", "0": "0px"]
    }

    // MARK: - Lookup

    /// The CSS color of a color name (`blue-600`, `brand`, `white`), the design's own first; nil when unknown.
    func color(_ name: String) -> String? {
        if let c = colors[name] { return c }
        switch name {
        case "transparent": return "transparent"
        case "current": return "currentcolor"
        case "inherit": return "inherit"
        default: break
        }
        guard !replacesColors else { return nil }
        return (version == .v3 ? TailwindPalette.v3 : TailwindPalette.v4)[name]
    }

    /// The length of a spacing key: the theme's, or a step count of the numeric scale (`2.5` → `0.625rem`).
    func spacingLength(_ key: String) -> String? {
        if let s = spacing[key] { return s }
        guard let n = Double(key), n >= 0, key.first?.isNumber == true else { return nil }
        // v3 generates only the keys of its scale; v4 takes any multiple of the unit.
        if version == .v3, !Self.v3SpacingKeys.contains(key) { return nil }
        if spacingUnit == "0.25rem" { return Self.number(n * 0.25) + "rem" }
        return "calc(\(spacingUnit) * \(Self.number(n)))"
    }

    /// A number as CSS writes it: no trailing `.0`, at most four decimals. A class name can hold any number
    /// (`p-1e300`, `w-1e999/1`): one beyond `Int` is written with an exponent, and one that is not finite as
    /// `NaN`, which no CSS value reads as a number, so the declaration is dropped like any invalid one.
    static func number(_ v: Double) -> String {
        guard v.isFinite else { return "NaN" }
        if abs(v) >= 1e15 { return "\(v)" }
        if v == v.rounded() { return String(Int(v)) }
        var s = String(format: "%.4f", v)
        while s.hasSuffix("0") { s.removeLast() }
        return s
    }

    // MARK: - Reading the design's theme

    /// Applies a v3 `tailwind.config` object; `location(line)` maps a line of the object to the file.
    mutating func apply(config: ConfigValue, location: (Int) -> SourceLocation) {
        switch config["darkMode"] {
        case .string(let s) where s == "class" || s == "selector": darkSelector = ".dark"
        case .array(let items):
            if let mode = items.first?.scalar, mode == "class" || mode == "selector" {
                darkSelector = items.count > 1 ? (items[1].scalar ?? ".dark") : ".dark"
            }
        default: break
        }
        guard let theme = config["theme"] else { return }
        if let colors = theme["colors"], case .object = colors {
            replacesColors = true
            addColors(colors, prefix: "", location: location)
        }
        let extend = theme["extend"]
        if let colors = extend?["colors"] { addColors(colors, prefix: "", location: location) }
        for source in [theme["fontSize"], extend?["fontSize"]] {
            for m in source?.members ?? [] {
                var size: String?
                var lineHeight: String?
                switch m.value {
                case .string(let s), .number(let s): size = s
                case .array(let parts):
                    size = parts.first?.scalar
                    if parts.count > 1 { lineHeight = parts[1].scalar ?? parts[1]["lineHeight"]?.scalar }
                default: break
                }
                guard let s = size else { continue }
                let name = "--text-" + m.key
                declare(name, s, at: location(m.line))
                var lh: String?
                if let l = lineHeight {
                    declare(name + "--line-height", l, at: location(m.line))
                    lh = "var(\(name)--line-height)"
                }
                fontSizes[m.key] = FontSize(size: "var(\(name))", lineHeight: lh)
            }
        }
        for source in [theme["borderRadius"], extend?["borderRadius"]] {
            for m in source?.members ?? [] {
                guard let v = m.value.scalar else { continue }
                let key = m.key == "DEFAULT" ? "" : m.key
                let name = key.isEmpty ? "--radius" : "--radius-" + key
                declare(name, v, at: location(m.line))
                radii[key] = "var(\(name))"
            }
        }
        for source in [theme["spacing"], extend?["spacing"]] {
            for m in source?.members ?? [] {
                guard let v = m.value.scalar else { continue }
                let name = "--spacing-" + m.key.replacingOccurrences(of: ".", with: "_")
                declare(name, v, at: location(m.line))
                spacing[m.key] = "var(\(name))"
            }
        }
        for source in [theme["boxShadow"], extend?["boxShadow"]] {
            for m in source?.members ?? [] {
                guard let v = m.value.scalar else { continue }
                shadows[m.key == "DEFAULT" ? "" : m.key] = v
            }
        }
        for source in [theme["fontFamily"], extend?["fontFamily"]] {
            for m in source?.members ?? [] {
                let names: [String]
                switch m.value {
                case .string(let s): names = [s]
                case .array(let parts): names = parts.compactMap(\.scalar)
                default: names = []
                }
                guard !names.isEmpty else { continue }
                let family = names.map { $0.contains(" ") && !$0.hasPrefix("\"") && !$0.hasPrefix("'") ? "\"\($0)\"" : $0 }.joined(separator: ", ")
                let name = "--font-" + m.key
                declare(name, family, at: location(m.line))
                fontFamilies[m.key] = "var(\(name))"
            }
        }
        for source in [theme["fontWeight"], extend?["fontWeight"]] {
            for m in source?.members ?? [] { if let v = m.value.scalar { fontWeights[m.key] = v } }
        }
    }

    /// Nested colors (`brand: { DEFAULT: '#…', dark: '#…' }`) flattened to `brand` and `brand-dark`.
    private mutating func addColors(_ value: ConfigValue, prefix: String, location: (Int) -> SourceLocation) {
        for m in value.members {
            let key = m.key == "DEFAULT" ? prefix : (prefix.isEmpty ? m.key : prefix + "-" + m.key)
            switch m.value {
            case .string(let s):
                guard !key.isEmpty, Self.isPlainColor(s) else { continue }
                let name = "--color-" + key
                declare(name, s, at: location(m.line))
                colors[key] = "var(\(name))"
            case .object:
                addColors(m.value, prefix: key, location: location)
            default:
                // `colors.blue`, a function: the value is only known by running the script.
                continue
            }
        }
    }

    /// True for a color value a stylesheet can carry as written (not `<alpha-value>` templates).
    private static func isPlainColor(_ s: String) -> Bool {
        guard !s.contains("<alpha-value>"), let v = CSSSyntax.componentValues(s).first(where: { !$0.isWhitespace }) else { return false }
        // `hsl(var(--primary))` (shadcn) is a color once the page's variables are known.
        return CSSColorParser.isColor(v) || v.function != nil
    }

    /// Declares `name`; a second declaration (`extend` after `theme`) replaces the first where it stands.
    private mutating func declare(_ name: String, _ value: String, at location: SourceLocation) {
        let d = Declaration(name: name, value: value, location: location)
        if let i = declarationIndex[name] {
            declarations[i] = d
        } else {
            declarationIndex[name] = declarations.count
            declarations.append(d)
        }
    }

    /// Applies the variables of a v4 `@theme { … }` block: `--color-brand` makes `bg-brand`, and so on.
    /// The block itself declares the custom properties (the reader reads `@theme` as `:root`).
    mutating func apply(themeVariable name: String, value: String) {
        func ref() -> String { "var(\(name))" }
        if name == "--color-*", value.trimmingCharacters(in: .whitespaces) == "initial" { replacesColors = true; return }
        if name == "--spacing" { spacingUnit = ref(); return }
        if name.hasPrefix("--color-") { colors[String(name.dropFirst(8))] = ref(); return }
        if name.hasPrefix("--text-") {
            let rest = String(name.dropFirst(7))
            if let r = rest.range(of: "--line-height") {
                let key = String(rest[..<r.lowerBound])
                fontSizes[key, default: FontSize(size: "var(--text-\(key))")].lineHeight = ref()
            } else if !rest.contains("--") {
                let lh = fontSizes[rest]?.lineHeight
                fontSizes[rest] = FontSize(size: ref(), lineHeight: lh)
            }
            return
        }
        if name == "--radius" { radii[""] = ref(); return }
        if name.hasPrefix("--radius-") { radii[String(name.dropFirst(9))] = ref(); return }
        if name.hasPrefix("--spacing-") { spacing[String(name.dropFirst(10))] = ref(); return }
        if name.hasPrefix("--shadow-") { shadows[String(name.dropFirst(9))] = ref(); return }
        if name.hasPrefix("--font-weight-") { fontWeights[String(name.dropFirst(14))] = ref(); return }
        if name.hasPrefix("--font-"), !name.dropFirst(7).contains("--") { fontFamilies[String(name.dropFirst(7))] = ref() }
    }

    // MARK: - Defaults (tailwindcss v3.4.19 `stubs/config.full.js`, v4.3.3 `theme.css`; MIT, Tailwind Labs)

    static let v3SpacingKeys: Set<String> = [
        "0", "0.5", "1", "1.5", "2", "2.5", "3", "3.5", "4", "5", "6", "7", "8", "9", "10", "11", "12", "14", "16", "20", "24", "28", "32",
        "36", "40", "44", "48", "52", "56", "60", "64", "72", "80", "96"
    ]
    static let defaultFontSizes: [String: FontSize] = [
        "xs": FontSize(size: "0.75rem", lineHeight: "1rem"), "sm": FontSize(size: "0.875rem", lineHeight: "1.25rem"),
        "base": FontSize(size: "1rem", lineHeight: "1.5rem"), "lg": FontSize(size: "1.125rem", lineHeight: "1.75rem"),
        "xl": FontSize(size: "1.25rem", lineHeight: "1.75rem"), "2xl": FontSize(size: "1.5rem", lineHeight: "2rem"),
        "3xl": FontSize(size: "1.875rem", lineHeight: "2.25rem"), "4xl": FontSize(size: "2.25rem", lineHeight: "2.5rem"),
        "5xl": FontSize(size: "3rem", lineHeight: "1"), "6xl": FontSize(size: "3.75rem", lineHeight: "1"),
        "7xl": FontSize(size: "4.5rem", lineHeight: "1"), "8xl": FontSize(size: "6rem", lineHeight: "1"), "9xl": FontSize(size: "8rem", lineHeight: "1")
    ]
    static let defaultFontWeights: [String: String] = [
        "thin": "100", "extralight": "200", "light": "300", "normal": "400", "medium": "500", "semibold": "600", "bold": "700",
        "extrabold": "800", "black": "900"
    ]
    static let v3Radii: [String: String] = [
        "none": "0px", "sm": "0.125rem", "": "0.25rem", "md": "0.375rem", "lg": "0.5rem", "xl": "0.75rem", "2xl": "1rem", "3xl": "1.5rem",
        "full": "9999px"
    ]
    static let v4Radii: [String: String] = [
        "none": "0px", "xs": "0.125rem", "sm": "0.25rem", "": "0.25rem", "md": "0.375rem", "lg": "0.5rem", "xl": "0.75rem", "2xl": "1rem",
        "3xl": "1.5rem", "4xl": "2rem", "full": "calc(infinity * 1px)"
    ]
    static let v3Shadows: [String: String] = [
        "sm": "0 1px 2px 0 rgb(0 0 0 / 0.05)", "": "0 1px 3px 0 rgb(0 0 0 / 0.1), 0 1px 2px -1px rgb(0 0 0 / 0.1)",
        "md": "0 4px 6px -1px rgb(0 0 0 / 0.1), 0 2px 4px -2px rgb(0 0 0 / 0.1)",
        "lg": "0 10px 15px -3px rgb(0 0 0 / 0.1), 0 4px 6px -4px rgb(0 0 0 / 0.1)",
        "xl": "0 20px 25px -5px rgb(0 0 0 / 0.1), 0 8px 10px -6px rgb(0 0 0 / 0.1)", "2xl": "0 25px 50px -12px rgb(0 0 0 / 0.25)",
        "inner": "inset 0 2px 4px 0 rgb(0 0 0 / 0.05)", "none": "none"
    ]
    static let v4Shadows: [String: String] = [
        "2xs": "0 1px rgb(0 0 0 / 0.05)", "xs": "0 1px 2px 0 rgb(0 0 0 / 0.05)",
        "sm": "0 1px 3px 0 rgb(0 0 0 / 0.1), 0 1px 2px -1px rgb(0 0 0 / 0.1)", "": "0 1px 3px 0 rgb(0 0 0 / 0.1), 0 1px 2px -1px rgb(0 0 0 / 0.1)",
        "md": "0 4px 6px -1px rgb(0 0 0 / 0.1), 0 2px 4px -2px rgb(0 0 0 / 0.1)",
        "lg": "0 10px 15px -3px rgb(0 0 0 / 0.1), 0 4px 6px -4px rgb(0 0 0 / 0.1)",
        "xl": "0 20px 25px -5px rgb(0 0 0 / 0.1), 0 8px 10px -6px rgb(0 0 0 / 0.1)", "2xl": "0 25px 50px -12px rgb(0 0 0 / 0.25)",
        "none": "0 0 #0000"
    ]
    static let defaultFontFamilies: [String: String] = [
        "sans": "ui-sans-serif, system-ui, sans-serif", "serif": "ui-serif, Georgia, Cambria, \"Times New Roman\", Times, serif",
        "mono": "ui-monospace, SFMono-Regular, Menlo, Monaco, Consolas, monospace"
    ]
}
