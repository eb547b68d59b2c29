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

    /// The part a color name says it plays, from its last role word (`textPrimary` → text, `--surface-raised` →
    /// background), nil when the name says none. Only these three are told apart: a text color and a background
    /// of the same value are two different design decisions.
    public static func role(of name: String) -> ValueRole? {
        for w in NameKey(name).words.reversed() {
            switch w {
            case "text", "fg", "ink", "label", "heading", "link", "title": return .text
            case "bg", "surface", "canvas", "backdrop", "page": return .background
            case "border", "stroke", "outline", "divider", "separator", "hairline": return .border
            default: continue
            }
        }
        return nil
    }

    /// True when a design color and a code color found by value can be the same token: their names do not give
    /// them different parts (a design background is not the app's text color, `--bg` ↔ `textPrimary = .primary`).
    public static func rolesAgree(design: Expectation, code name: String) -> Bool {
        let designRole = role(of: design.name) ?? ([.text, .background, .border].contains(design.role) ? design.role : nil)
        guard let d = designRole, let c = role(of: name) else { return true }
        return d == c
    }

    /// True when the two names share a word that is not a generic family word (`--color-success` and
    /// `statusSuccess` share "success").
    public static func shareRoleWord(_ a: String, _ b: String) -> Bool {
        !Set(NameKey(a).core).isDisjoint(with: NameKey(b).core)
    }
}
