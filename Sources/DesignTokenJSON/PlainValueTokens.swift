import Foundation
import GapCheckModel

/// Design tokens written as plain values grouped by kind, with no `$value`/`value` token objects:
/// `{"color": {"light": {"primary": "#d32f2f"}, "dark": {…}}, "spacing": {"xs": 4}, "$schema": "…", "meta": {…}}`.
///
/// A JSON is read so only when every top-level group, besides `$` keys and `meta`-like ones, names a kind of
/// design value (`color`, `spacing`, `radius`, `typography`, `themes`...) and holds an object: a package
/// manifest (`name`, `version`, `scripts`), an app manifest (`short_name`, `icons`) or a data file is not such a
/// file. Inside, a string that is a color (`#hex`, `rgb()`, `hsl()`) is a color token, a number or a CSS length a
/// length in px (a font size under a typography group, a weight under a `weight` group), a `fontFamily` string a
/// family; a composite object the token decoder knows (a shadow's `x`/`y`/`blur`, a typography object) is one
/// token. Groups of values the comparison has no use for (motion, durations, easings, opacity, z-order,
/// breakpoints) are skipped whole, so their numbers never pass for lengths. Appearance groups (`light`/`dark`,
/// `day`/`night`) pair as the theme groups of any token file do (`DesignTokenFile.pairDarkGroups`).
enum PlainValueTokens {
    /// Words of a top-level group naming a kind of design value (or a set of them: a theme, a palette).
    static let kindWords: Set<String> = [
        "color", "colors", "colour", "colours", "palette", "palettes", "spacing", "spacings", "space", "spaces", "size", "sizes", "sizing",
        "radius", "radii", "corner", "corners", "border", "borders", "typography", "font", "fonts", "text", "type", "shadow", "shadows",
        "elevation", "elevations", "motion", "animation", "animations", "duration", "durations", "easing", "easings", "opacity", "z",
        "index", "breakpoint", "breakpoints", "component", "components", "semantic", "theme", "themes", "layout", "grid", "icon", "icons",
        "stroke", "width", "widths", "height", "heights", "line", "weight", "weights", "letter", "family", "gradient", "gradients",
        "light", "dark", "day", "night", "mode", "modes", "brand", "base", "global", "primitive", "primitives", "core", "dimension",
        "dimensions", "scale", "scales", "blur", "inset", "insets", "margin", "margins", "padding", "paddings", "gap", "gaps",
        "leading", "tracking", "appearance", "appearances", "scheme", "schemes"
    ]

    /// Top-level keys that describe the file rather than hold tokens.
    static let metaKeys: Set<String> = ["meta", "metadata", "version", "description", "comment", "comments", "info", "about", "name"]

    /// Words of groups whose values are not compared (time, curves, stacking order, media widths): skipped whole.
    static let skippedWords: Set<String> = [
        "motion", "animation", "animations", "duration", "durations", "easing", "easings", "transition", "transitions", "delay", "timing",
        "curve", "curves", "spring", "z", "zindex", "breakpoint", "breakpoints", "media", "ratio", "aspect"
    ]

    /// Words of a number's path that make it no length (opacity, unitless line heights, counts, order).
    static let unitlessWords: Set<String> = [
        "opacity", "opacities", "alpha", "line", "leading", "columns", "column", "count", "factor", "multiplier", "percent", "level",
        "order", "version", "index"
    ]

    /// Words of typography groups, under which a number is a font size.
    static let typographyWords: Set<String> = ["typography", "font", "fonts", "text", "type", "typescale"]

    /// The tokens of `root` when it is a plain-value token file, else nil. `locate` gives a key path's place.
    static func raws(_ root: [String: Any]) -> [DesignTokenFile.RawToken]? {
        guard isPlainShape(root) else { return nil }
        var out: [DesignTokenFile.RawToken] = []
        var stack: [(Any, [String])] = [(root, [])]
        while let (node, path) = stack.popLast() {
            if let dict = node as? [String: Any] {
                if !path.isEmpty, let composite = composite(dict, path: path) {
                    out.append(composite)
                    continue
                }
                for key in dict.keys.sorted().reversed() where !key.hasPrefix("$") && !(path.isEmpty && metaKeys.contains(key.lowercased())) {
                    let childPath = path + [key]
                    if NameWords.split(key).contains(where: skippedWords.contains) { continue }
                    if let child = dict[key] { stack.append((child, childPath)) }
                }
                continue
            }
            if let raw = leaf(node, path: path) { out.append(raw) }
        }
        return out
    }

    /// True when every top-level group but `$` and meta keys names a kind of design value and holds an object,
    /// and there is at least one.
    static func isPlainShape(_ root: [String: Any]) -> Bool {
        let groups = root.keys.filter { !$0.hasPrefix("$") && !metaKeys.contains($0.lowercased()) }
        guard !groups.isEmpty else { return false }
        return groups.allSatisfy { key in
            root[key] is [String: Any] && NameWords.split(key).contains(where: kindWords.contains)
        }
    }

    /// True when the JSON says it is a token file without being one gapcheck reads: its `$schema` or its file
    /// name says tokens, or its top-level groups are kinds of design values.
    static func claimsTokens(_ root: [String: Any], path: String) -> Bool {
        namesTokens(root, path: path) || isPlainShape(root)
    }

    /// True when the JSON's `$schema` or its file name says tokens.
    static func namesTokens(_ root: [String: Any], path: String) -> Bool {
        if let schema = root["$schema"] as? String, schema.lowercased().contains("token") { return true }
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        return NameWords.split(stem).contains(where: { $0 == "token" || $0 == "tokens" })
    }

    /// A composite value the decoder knows (a shadow, a typography object, a DTCG color object), as one token.
    private static func composite(_ dict: [String: Any], path: [String]) -> DesignTokenFile.RawToken? {
        // A group of groups (`typography: {fontFamily, scale: {…}}`) is no composite, though it has a composite's key.
        let grouped = dict.values.contains { v in
            guard let d = v as? [String: Any] else { return false }
            return !["color", "dimension"].contains(TokenValueDecoder.inferType(d) ?? "")
        }
        guard !grouped, let type = TokenValueDecoder.inferType(dict), TokenValueDecoder.decode(dict, type: type) != nil else { return nil }
        return DesignTokenFile.RawToken(path: path, fullPath: path, type: type, value: dict, description: nil, dark: nil)
    }

    /// A string or number read by the words of its path; nil for values that are none of the kinds compared.
    static func leaf(_ value: Any, path: [String]) -> DesignTokenFile.RawToken? {
        let words = Set(path.flatMap { NameWords.split($0) })
        func token(_ type: String?) -> DesignTokenFile.RawToken {
            DesignTokenFile.RawToken(path: path, fullPath: path, type: type, value: value, description: nil, dark: nil)
        }
        if let s = value as? String {
            if DesignTokenFile.aliasName(s) != nil { return token(nil) }
            if words.contains("family") || words.contains("families") { return token("fontFamily") }
            switch TokenValueDecoder.inferType(s) {
            case "color"?: return TokenValueDecoder.color(s) == nil ? nil : token("color")
            case "dimension"?: return lengthToken(words: words, token)
            default: return nil
            }
        }
        // `true`/`false` are no lengths; on Linux a JSON boolean is an `NSNumber` too, told by its type.
        guard let n = value as? NSNumber, String(cString: n.objCType) != "c", n.doubleValue.isFinite, words.isDisjoint(with: unitlessWords) else {
            return nil
        }
        return lengthToken(words: words, token)
    }

    /// A number or CSS length: a font weight, letter spacing or font size under typography words, else a length.
    private static func lengthToken(
        words: Set<String>, _ token: (String?) -> DesignTokenFile.RawToken
    ) -> DesignTokenFile.RawToken? {
        if words.contains("weight") || words.contains("weights") { return token("fontWeight") }
        guard words.isDisjoint(with: typographyWords) else {
            if words.contains("letter") || words.contains("tracking") { return token("letterSpacing") }
            return token("fontSize")
        }
        return token("dimension")
    }
}
