import CSSEngine
import Foundation

/// One class of a Tailwind page read as a utility: the declarations it sets, under which variants.
///
/// Only what a phone screen at rest shows is kept: `dark:` becomes the dark appearance, states (`hover:`,
/// `focus:`) become pseudo-classes the cascade leaves out of the resting appearance, `max-sm:`-style
/// variants apply (a phone is narrower than every default breakpoint) and `sm:`…`2xl:` do not. A variant
/// gapcheck does not know makes the class generate nothing rather than something wrong.
struct TailwindUtility: Sendable, Equatable {
    /// The class as written in the page.
    var className: String
    /// CSS declarations (`property`, `value`) in order.
    var declarations: [(property: String, value: String)]
    /// `!` prefix (v3) or suffix (v4).
    var important = false
    /// True under `dark:`.
    var dark = false
    /// Pseudo-classes of state and position variants (`hover`, `first-child`).
    var pseudoClasses: [String] = []
    /// How fine-grained the utility is (all sides 0, an axis 1, one side 2): a finer one wins over a
    /// coarser one whatever the order of the classes, as Tailwind sorts its output.
    var rank = 0

    static func == (a: TailwindUtility, b: TailwindUtility) -> Bool {
        a.className == b.className && a.important == b.important && a.dark == b.dark && a.pseudoClasses == b.pseudoClasses
            && a.rank == b.rank && a.declarations.map { $0.property + ":" + $0.value } == b.declarations.map { $0.property + ":" + $0.value }
    }

    /// The utility a class names under `theme`, or nil when it is none gapcheck reads (or applies only
    /// beyond a phone's width).
    static func parse(_ className: String, theme: TailwindTheme) -> TailwindUtility? {
        let parts = splitVariants(className)
        guard var base = parts.last, !base.isEmpty else { return nil }
        var u = TailwindUtility(className: className, declarations: [])
        for variant in parts.dropLast() {
            guard u.apply(variant: variant) else { return nil }
        }
        if base.hasPrefix("!") { u.important = true; base.removeFirst() }
        if base.hasSuffix("!") { u.important = true; base.removeLast() }
        guard let (decls, rank) = declarations(of: base, theme: theme), !decls.isEmpty else { return nil }
        u.declarations = decls
        u.rank = rank
        return u
    }

    /// Splits `dark:hover:bg-[#fff]` at the colons outside brackets.
    static func splitVariants(_ s: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        for c in s {
            switch c {
            case "[", "(": depth += 1
            case "]", ")": depth = max(0, depth - 1)
            case ":" where depth == 0:
                parts.append(current)
                current = ""
                continue
            default: break
            }
            current.append(c)
        }
        parts.append(current)
        return parts
    }

    private static let states: [String: String] = [
        "hover": "hover", "focus": "focus", "focus-visible": "focus-visible", "focus-within": "focus-within", "active": "active",
        "visited": "visited", "disabled": "disabled", "checked": "checked", "invalid": "invalid", "target": "target",
        "placeholder-shown": "placeholder-shown", "indeterminate": "indeterminate"
    ]
    private static let positions: [String: String] = [
        "first": "first-child", "last": "last-child", "odd": "nth-child(odd)", "even": "nth-child(even)", "only": "only-child"
    ]
    private static let breakpoints: Set<String> = ["sm", "md", "lg", "xl", "2xl"]

    /// Applies one variant; false when the class must not be generated.
    private mutating func apply(variant: String) -> Bool {
        if variant == "dark" { dark = true; return true }
        if let s = Self.states[variant] { pseudoClasses.append(s); return true }
        // `group-hover:`, `peer-focus:`: a state of another element, still not the resting appearance.
        for prefix in ["group-", "peer-"] where variant.hasPrefix(prefix) {
            let rest = String(variant.dropFirst(prefix.count))
            guard Self.states[rest] != nil else { return false }
            pseudoClasses.append("hover")
            return true
        }
        if let p = Self.positions[variant] { pseudoClasses.append(p); return true }
        // `max-sm:` … `max-2xl:` apply below the breakpoint, where a phone always is.
        if variant.hasPrefix("max-"), Self.breakpoints.contains(String(variant.dropFirst(4))) { return true }
        return false
    }

    // MARK: - Utilities

    private typealias Declarations = [(property: String, value: String)]

    private static let sides: [String: (rank: Int, suffixes: [String])] = [
        "": (0, [""]), "x": (1, ["-left", "-right"]), "y": (1, ["-top", "-bottom"]), "t": (2, ["-top"]), "r": (2, ["-right"]),
        "b": (2, ["-bottom"]), "l": (2, ["-left"]), "s": (2, ["-left"]), "e": (2, ["-right"])
    ]
    private static let corners: [String: (rank: Int, corners: [String])] = [
        "t": (1, ["top-left", "top-right"]), "r": (1, ["top-right", "bottom-right"]), "b": (1, ["bottom-right", "bottom-left"]),
        "l": (1, ["top-left", "bottom-left"]), "s": (1, ["top-left", "bottom-left"]), "e": (1, ["top-right", "bottom-right"]),
        "tl": (2, ["top-left"]), "tr": (2, ["top-right"]), "br": (2, ["bottom-right"]), "bl": (2, ["bottom-left"]),
        "ss": (2, ["top-left"]), "se": (2, ["top-right"]), "es": (2, ["bottom-left"]), "ee": (2, ["bottom-right"])
    ]
    private static let leading: [String: String] = [
        "none": "1", "tight": "1.25", "snug": "1.375", "normal": "1.5", "relaxed": "1.625", "loose": "2"
    ]
    private static let tracking: [String: String] = [
        "tighter": "-0.05em", "tight": "-0.025em", "normal": "0em", "wide": "0.025em", "wider": "0.05em", "widest": "0.1em"
    ]
    private static let textAlign: Set<String> = ["left", "center", "right", "justify", "start", "end"]

    /// The declarations of a utility without variants, and its rank.
    private static func declarations(of name: String, theme: TailwindTheme) -> (Declarations, Int)? {
        var negative = false
        var u = name
        if u.hasPrefix("-") { negative = true; u.removeFirst() }
        switch u {
        case "border": return ([("border-width", "1px")], 0)
        case "rounded": return theme.radii[""].map { ([("border-radius", $0)], 0) }
        case "shadow": return theme.shadows[""].map { ([("box-shadow", $0)], 0) }
        case "italic": return ([("font-style", "italic")], 0)
        case "not-italic": return ([("font-style", "normal")], 0)
        default: break
        }
        // Spacing: padding, margin, gap.
        for (letter, property) in [("p", "padding"), ("m", "margin")] where u.hasPrefix(letter) {
            let rest = u.dropFirst()
            guard let dash = rest.firstIndex(of: "-") else { continue }
            let side = String(rest[..<dash])
            guard let s = sides[side] else { continue }
            let key = String(rest[rest.index(after: dash)...])
            var value: String?
            if property == "margin", key == "auto" { value = "auto" } else { value = length(key, theme: theme) }
            guard var v = value else { return nil }
            if negative { guard property == "margin" else { return nil }; v = "calc(\(v) * -1)" }
            return (s.suffixes.map { (property + $0, v) }, s.rank)
        }
        if negative { return nil }
        for (prefix, properties, rank) in [("gap-x-", ["column-gap"], 1), ("gap-y-", ["row-gap"], 1), ("gap-", ["gap"], 0)] where u.hasPrefix(prefix) {
            guard let v = length(String(u.dropFirst(prefix.count)), theme: theme) else { return nil }
            return (properties.map { ($0, v) }, rank)
        }
        for (prefix, properties) in [
            ("min-w-", ["min-width"]), ("min-h-", ["min-height"]), ("size-", ["width", "height"]), ("w-", ["width"]), ("h-", ["height"])
        ]
        where u.hasPrefix(prefix) {
            let key = String(u.dropFirst(prefix.count))
            let vertical = prefix.contains("h")
            guard let v = size(key, vertical: vertical, theme: theme) else { return nil }
            return (properties.map { ($0, v) }, 0)
        }
        if u.hasPrefix("bg-") {
            let key = String(u.dropFirst(3))
            guard let c = color(key, theme: theme) else { return nil }
            return ([("background-color", c)], 0)
        }
        if u.hasPrefix("text-") {
            let key = String(u.dropFirst(5))
            if textAlign.contains(key) { return ([("text-align", key)], 0) }
            if let f = fontSize(key, theme: theme) { return (f, 0) }
            guard let c = color(key, theme: theme) else { return nil }
            return ([("color", c)], 0)
        }
        if u.hasPrefix("border-") {
            let key = String(u.dropFirst(7))
            if let w = borderWidth(key) { return ([("border-width", w)], 0) }
            guard let c = color(key, theme: theme) else { return nil }
            return ([("border-color", c)], 0)
        }
        if u.hasPrefix("rounded-") {
            let rest = String(u.dropFirst(8))
            if let v = radius(rest, theme: theme) { return ([("border-radius", v)], 0) }
            let pieces = rest.split(separator: "-", maxSplits: 1).map(String.init)
            guard let corner = corners[pieces[0]] else { return nil }
            guard let v = radius(pieces.count > 1 ? pieces[1] : "", theme: theme) else { return nil }
            return (corner.corners.map { ("border-\($0)-radius", v) }, corner.rank)
        }
        if u.hasPrefix("shadow-") {
            let key = String(u.dropFirst(7))
            if let s = theme.shadows[key] { return ([("box-shadow", s)], 0) }
            if let a = arbitrary(key), !isColorText(a) { return ([("box-shadow", a)], 0) }
            return nil
        }
        if u.hasPrefix("opacity-") {
            let key = String(u.dropFirst(8))
            if let a = arbitrary(key) { return ([("opacity", a)], 0) }
            guard let n = Double(key), n >= 0, n <= 100 else { return nil }
            return ([("opacity", TailwindTheme.number(n / 100))], 0)
        }
        if u.hasPrefix("font-") {
            let key = String(u.dropFirst(5))
            if let w = theme.fontWeights[key] { return ([("font-weight", w)], 0) }
            if let f = theme.fontFamilies[key] { return ([("font-family", f)], 0) }
            if let a = arbitrary(key) {
                return (Int(a) != nil ? [("font-weight", a)] : [("font-family", a)], 0)
            }
            return nil
        }
        if u.hasPrefix("leading-") {
            let key = String(u.dropFirst(8))
            if let l = leading[key] { return ([("line-height", l)], 0) }
            guard let v = length(key, theme: theme) else { return nil }
            return ([("line-height", v)], 0)
        }
        if u.hasPrefix("tracking-") {
            let key = String(u.dropFirst(9))
            guard let v = tracking[key] ?? arbitrary(key) else { return nil }
            return ([("letter-spacing", v)], 0)
        }
        return nil
    }

    // MARK: - Values

    /// The text of an arbitrary value (`[#1DA1F2]`, `[12px]`, `[0_1px_2px_#000]`), a type hint
    /// (`[color:…]`) removed; `(--x)` (v4) is `var(--x)`.
    static func arbitrary(_ key: String) -> String? {
        if key.hasPrefix("("), key.hasSuffix(")"), key.count > 2 {
            let inner = key.dropFirst().dropLast()
            guard inner.hasPrefix("--") else { return nil }
            return "var(\(inner))"
        }
        guard key.hasPrefix("["), key.hasSuffix("]"), key.count > 2 else { return nil }
        var inner = String(key.dropFirst().dropLast()).replacingOccurrences(of: "_", with: " ")
        for hint in ["color:", "length:", "size:", "number:", "family-name:", "percentage:"] where inner.hasPrefix(hint) {
            inner = String(inner.dropFirst(hint.count))
        }
        if inner.hasPrefix("--") { inner = "var(\(inner))" }
        return inner
    }

    private static func isColorText(_ text: String) -> Bool {
        guard let v = CSSSyntax.componentValues(text).first(where: { !$0.isWhitespace }) else { return false }
        return CSSColorParser.isColor(v)
    }

    /// A color key with an optional `/opacity` (`blue-500/50`, `[#1DA1F2]`, `brand/[0.35]`).
    static func color(_ key: String, theme: TailwindTheme) -> String? {
        var base = key
        var alpha: Double?
        if let slash = key.lastIndex(of: "/"), !key[slash...].contains("]") || key[slash...].hasPrefix("/[") {
            let a = String(key[key.index(after: slash)...])
            if let n = Double(a) {
                alpha = n / 100
            } else if let t = arbitrary(a), let n = Double(t.hasSuffix("%") ? String(t.dropLast()) : t) {
                alpha = t.hasSuffix("%") ? n / 100 : n
            } else {
                return nil
            }
            base = String(key[..<slash])
        }
        let value: String
        if let a = arbitrary(base) {
            // `text-[14px]` is a size, `bg-[url(…)]` an image: only colors here.
            guard a.hasPrefix("var(") || isColorText(a) else { return nil }
            value = a
        } else if let c = theme.color(base) {
            value = c
        } else {
            return nil
        }
        guard let alpha else { return value }
        return withAlpha(value, alpha)
    }

    /// `value` at `alpha` opacity, written so the CSS reader resolves it.
    static func withAlpha(_ value: String, _ alpha: Double) -> String {
        let a = TailwindTheme.number(max(0, min(1, alpha)))
        if value.hasPrefix("#") {
            var hex = Array(value.dropFirst())
            if hex.count == 3 || hex.count == 4 { hex = hex.flatMap { [$0, $0] } }
            if hex.count >= 6, let n = UInt32(String(hex[0..<6]), radix: 16) {
                return "rgb(\(n >> 16 & 0xFF) \(n >> 8 & 0xFF) \(n & 0xFF) / \(a))"
            }
        }
        if value.hasPrefix("oklch("), value.hasSuffix(")"), !value.contains("/") {
            return String(value.dropLast()) + " / \(a))"
        }
        if value == "transparent" || value == "currentcolor" || value == "inherit" { return value }
        return "color-mix(in oklab, \(value) \(TailwindTheme.number(alpha * 100))%, transparent)"
    }

    /// A spacing length: the theme's scale or an arbitrary value.
    private static func length(_ key: String, theme: TailwindTheme) -> String? {
        if let a = arbitrary(key) { return a }
        return theme.spacingLength(key)
    }

    private static func size(_ key: String, vertical: Bool, theme: TailwindTheme) -> String? {
        switch key {
        case "full": return "100%"
        case "screen": return vertical ? "100vh" : "100vw"
        case "auto": return "auto"
        case "min": return "min-content"
        case "max": return "max-content"
        case "fit": return "fit-content"
        default: break
        }
        let fraction = key.split(separator: "/")
        if fraction.count == 2, let a = Double(fraction[0]), let b = Double(fraction[1]), b > 0 {
            return TailwindTheme.number(a / b * 100) + "%"
        }
        return length(key, theme: theme)
    }

    private static func fontSize(_ key: String, theme: TailwindTheme) -> Declarations? {
        var k = key
        var lineHeight: String?
        if let slash = key.firstIndex(of: "/"), !key.hasPrefix("[") {
            k = String(key[..<slash])
            let lh = String(key[key.index(after: slash)...])
            guard let l = leading[lh] ?? length(lh, theme: theme) else { return nil }
            lineHeight = l
        }
        if let f = theme.fontSizes[k] {
            var out: Declarations = [("font-size", f.size)]
            if let l = lineHeight ?? f.lineHeight { out.append(("line-height", l)) }
            return out
        }
        guard let a = arbitrary(k), !a.hasPrefix("var("), !isColorText(a) else { return nil }
        var out: Declarations = [("font-size", a)]
        if let l = lineHeight { out.append(("line-height", l)) }
        return out
    }

    private static func borderWidth(_ key: String) -> String? {
        if let n = Int(key) { return "\(n)px" }
        if let a = arbitrary(key), a.hasSuffix("px") || a.hasSuffix("rem") { return a }
        return nil
    }

    private static func radius(_ key: String, theme: TailwindTheme) -> String? {
        if let r = theme.radii[key] { return r }
        if let a = arbitrary(key) { return a }
        return nil
    }
}
