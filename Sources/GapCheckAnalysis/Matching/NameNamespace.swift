import GapCheckModel

/// Finds a design system's namespace: a leading word that (almost) every name of one token set shares
/// (`--cpd-color-gray-100`, `--studio-blue-50`, the asset `Astro Status Critical`) and that the other side
/// never writes. Such a word names the set, not the token, so it must not keep `--cpd-color-gray-100` from
/// meeting `gray100`.
public enum NameNamespace {
    /// Share of a set's names that must start with the word.
    static let share = 0.9
    /// Sets smaller than this have no namespace: a handful of names sharing a word (`adaptiveBackground`,
    /// `adaptiveSurface`) is a family of tokens, not a published set with a prefix.
    static let minimumNames = 8

    /// The leading core word of `keys`, when at least 90% of them (and at least eight) start with it, it is
    /// neither a hue, a shade nor a number, and no name of `otherSide` contains it.
    public static func leadingWord(of keys: [NameKey], absentFrom otherSide: Set<String>) -> String? {
        guard keys.count >= minimumNames else { return nil }
        var counts: [String: Int] = [:]
        for k in keys where k.core.count > 1 { if let w = k.core.first { counts[w, default: 0] += 1 } }
        guard let (word, n) = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }) else { return nil }
        guard Double(n) >= share * Double(keys.count), word.count >= 2, !word.allSatisfy(\.isNumber),
            !ColorNaming.hueWords.contains(word), !ColorNaming.shadeWords.contains(word), !otherSide.contains(word)
        else { return nil }
        return word
    }
}
