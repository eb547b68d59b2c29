import GapCheckModel

/// A name reduced to comparable words: all words, and the "core" words that remain once generic
/// words (`color`, `brand`, `spacing`...) are set aside, because those weigh less.
///
/// `--color-status-success`, `statusSuccess`, `status_success`, `StatusSuccess` and
/// `color.status.success` all have the core `status success`.
public struct NameKey: Sendable, Hashable, Comparable {
    /// Every word, canonical spelling (`large` → `lg`), owner words first.
    public var words: [String]
    /// Words that carry meaning; never empty when `words` is not (falls back to all words).
    public var core: [String]
    /// The meaningful words as written, their letters run together (`Onprimary` and `onPrimary` are both
    /// `onprimary`): a name whose author wrote two words as one (`textOnprimary`) still spells the same name. See
    /// `letters(of:)`.
    public var letters: String

    /// Words that name a token family rather than a token; they weigh less in a comparison.
    public static let genericWords: Set<String> = [
        "color", "colors", "clr", "brand", "app", "theme", "token", "tokens", "ds", "ui", "palette", "font",
        "fonts", "typography", "textstyle", "style", "styles", "spacing", "space", "spaces", "size", "sizes",
        "radius", "radii", "corner", "cornerradius", "layout", "metrics", "design", "system", "shape", "shapes",
        "asset", "assets", "semantic", "custom", "kit", "type", "scale", "var"
    ]

    /// Generic only for typography names: `.text-title` and `Font.title` are one name.
    public static let typographyGenericWords: Set<String> = ["text", "weight", "family", "line", "height", "leading", "tracking", "letter"]

    /// Single words spelled differently on the two sides.
    static let canonicalWord: [String: String] = [
        "large": "lg", "medium": "md", "small": "sm", "background": "bg", "foreground": "fg", "button": "btn",
        "colour": "color", "colours": "colors", "grey": "gray", "txt": "text", "lbl": "label", "msg": "message",
        "secondary": "secondary", "sec": "secondary", "prim": "primary", "pri": "primary",
        "xlarge": "xl", "xsmall": "xs", "xxlarge": "xxl", "xxsmall": "xxs", "2xl": "xxl", "3xl": "xxxl",
        "2xs": "xxs", "3xs": "xxxs", "disabled": "disabled", "err": "error", "danger": "error"
    ]

    /// Two-word phrases that are one canonical word (`extra large` → `xl`).
    static let canonicalPair: [String: String] = [
        "extra lg": "xl", "extra sm": "xs", "x lg": "xl", "x sm": "xs", "xx lg": "xxl", "xx sm": "xxs",
        "2 xl": "xxl", "3 xl": "xxxl", "2 xs": "xxs"
    ]

    /// The key of `name` as written on either side; `generic` adds kind-specific generic words.
    public init(_ name: String, owner: String? = nil, extraGeneric: Set<String> = []) {
        let written = (owner.map { NameWords.split($0) } ?? []) + NameWords.split(name)
        let raw = written.map { NameKey.canonicalWord[$0] ?? $0 }
        var merged: [String] = []
        var i = 0
        while i < raw.count {
            if i + 1 < raw.count, let c = NameKey.canonicalPair[raw[i] + " " + raw[i + 1]] {
                merged.append(c); i += 2
            } else if i + 2 < raw.count, raw[i] == "extra", raw[i + 1] == "extra", raw[i + 2] == "lg" {
                merged.append("xxl"); i += 3
            } else {
                merged.append(raw[i]); i += 1
            }
        }
        words = merged
        let generic = NameKey.genericWords.union(extraGeneric)
        let c = merged.filter { !generic.contains($0) }
        core = c.isEmpty ? merged : c
        // Before canonical spellings: `onbackground` written as one word is never split to meet `on bg`.
        let meaningful = written.filter { !generic.contains(NameKey.canonicalWord[$0] ?? $0) }
        letters = NameKey.letters(of: meaningful.isEmpty ? written : meaningful)
    }

    /// Words whose letters run together, numbers kept apart: `["text", "on", "primary"]` and `["text", "onprimary"]`
    /// are both `textonprimary`, while `["space", "1", "5"]` (1.5) is `space 1 5`, never `space 15`. Names of one
    /// spelling differ only where their authors broke (or did not break) the words.
    public static func letters(of words: [String]) -> String {
        var out = ""
        var previousNumber = false
        for (i, w) in words.enumerated() {
            let number = w.first?.isNumber == true
            if i > 0, number || previousNumber { out += " " }
            out += w
            previousNumber = number
        }
        return out
    }

    /// True when two names spell the same words whatever their authors took for word breaks (`textOnprimary`,
    /// `textOnPrimary`, `text_on_primary`); numbers must be the same numbers.
    public static func spellAlike(_ a: String, _ b: String) -> Bool {
        let wa = NameWords.split(a)
        let wb = NameWords.split(b)
        return wa == wb || letters(of: wa) == letters(of: wb)
    }

    /// How well two names agree: 0 when the core words differ, else higher for more shared words.
    /// Core words equal in order score highest; equal as sets (`successStatus`) slightly lower.
    public func affinity(to other: NameKey) -> Int {
        guard !core.isEmpty, !other.core.isEmpty else { return 0 }
        var score: Int
        if core == other.core { score = 1000 } else if core.count > 1, core.sorted() == other.core.sorted() { score = 900 } else { return 0 }
        let shared = Set(words).intersection(other.words).count
        let extra = Set(words).symmetricDifference(other.words).count
        score += shared * 10 - extra
        if words == other.words { score += 50 }
        return score
    }

    /// The key with a namespace word (`cpd`, `studio`) dropped from the front of the core words; the word stays
    /// in `words`, where it only breaks ties. Nil when the core does not start with it or nothing would remain.
    public func droppingNamespace(_ namespace: String) -> NameKey? {
        guard core.count > 1, core.first == namespace else { return nil }
        var k = self
        k.core = Array(core.dropFirst())
        if letters.hasPrefix(namespace) { k.letters = String(letters.dropFirst(namespace.count).drop { $0 == " " }) }
        return k
    }

    /// The words joined with spaces (`status success`), for messages and keys.
    public var text: String { core.joined(separator: " ") }

    /// Orders keys by their words.
    public static func < (a: NameKey, b: NameKey) -> Bool { a.words.lexicographicallyPrecedes(b.words) }
}
