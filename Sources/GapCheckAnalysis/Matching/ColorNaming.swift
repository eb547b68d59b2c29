import GapCheckModel

/// Tells role names (`statusSuccess`) from names that describe the value (`blue`, `darkGreen`, `gray300`).
public enum ColorNaming {
    /// Hue and shade words.
    public static let hueWords: Set<String> = [
        "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown",
        "gray", "grey", "black", "white", "beige", "violet", "magenta", "lime", "navy", "olive", "maroon",
        "aqua", "gold", "silver", "cream", "ivory", "tan", "coral", "salmon", "turquoise", "lavender", "peach",
        "amber", "emerald", "ruby", "sky", "slate", "charcoal", "sand"
    ]
    /// Lightness and tint qualifiers that may accompany a hue.
    public static let shadeWords: Set<String> = ["dark", "darker", "light", "lighter", "pale", "deep", "bright", "off", "soft", "muted"]

    /// True when every word of `name` (generic words aside) is a hue, a shade word or a number.
    public static func isLiteralName(_ name: String) -> Bool { isLiteralName(key: NameKey(name)) }

    /// True when `name` describes its value once the design set's namespace word (`studio` in
    /// `--studio-pink-40`) is set aside: a palette name, not a role name.
    public static func isLiteralName(_ name: String, namespace: String?) -> Bool {
        let key = NameKey(name)
        return isLiteralName(key: namespace.flatMap { key.droppingNamespace($0) } ?? key)
    }

    /// True when every core word of `key` is a hue, a shade word or a number, and one is a hue.
    static func isLiteralName(key: NameKey) -> Bool {
        guard key.core.contains(where: { hueWords.contains($0) }) else { return false }
        return key.core.allSatisfy { hueWords.contains($0) || shadeWords.contains($0) || $0.allSatisfy(\.isNumber) }
    }

    /// True when the two names share a word that is not a generic family word (`--color-success` and
    /// `statusSuccess` share "success").
    public static func shareRoleWord(_ a: String, _ b: String) -> Bool {
        !Set(NameKey(a).core).isDisjoint(with: NameKey(b).core)
    }
}
