import GapCheckModel

/// Appearances written into code token NAMES: `paperLight`/`paperDark`, `lightText`/`darkText`, and Style
/// Dictionary's category-type-item names with the mode inside (`themesLightColorsTextPrimary` beside
/// `themesDarkColorsTextPrimary`), the code side of what `NameModeTokens` reads in custom-property names.
///
/// A name carries an appearance when exactly one of its words is `light` or `dark` (or one word of a mode: `Lightmode`,
/// `NightTheme`, `mode(of:)`) and that word is no shade:
/// not next to a hue or a number (`lightBlue`, `blueLight500`, `grayDark`), not anywhere after `on` (`accentOnDark`,
/// `textOnColorLight`: the background it sits on). Nor is it an appearance when the same stem in the same owner also has tonal steps
/// (`errorDarkest`, `errorMedium`, `errorLightest`, `error500`, or the plain `error` beside `errorLight` and
/// `errorDark`): `Light`/`Dark` are then two steps of a scale, each a token of its own.
struct AppearanceNames {
    /// The words that name an appearance.
    static let modes: Set<String> = ["light", "dark"]
    /// Endings that make one word of an appearance word (`Lightmode`, `DarkTheme` written as one word by a generator
    /// that capitalizes only each path segment: Style Dictionary's `colorLightmodeBgMain`).
    static let modeEndings: [String] = ["mode", "theme", "scheme", "appearance"]

    /// The appearance (`light` or `dark`) a word of a token name names: `light`, `dark`, or an appearance word of either
    /// kind (`AppearanceWords`: `day`, `night`) joined with a mode ending (`lightmode`, `nighttheme`); nil for any other.
    static func mode(of word: String) -> String? {
        if modes.contains(word) { return word }
        for ending in modeEndings where word.count > ending.count && word.hasSuffix(ending) {
            return AppearanceWords.appearance(of: String(word.dropLast(ending.count)))
        }
        return nil
    }
    /// Words of the other steps of a tonal scale that `light` and `dark` may be steps of.
    static let stepWords: Set<String> = [
        "lightest", "darkest", "lighter", "darker", "medium", "mid", "middle", "base", "extralight", "extradark"
    ]

    /// `owner|stem` keys (the mode word's place written `*`) whose stem has tonal steps beside its `light`/`dark`.
    private let scaleStems: Set<String>

    /// Reads the names (`owner`, `name`) of every token the app declares.
    init(_ names: [(owner: String?, name: String)]) {
        var stems: Set<String> = []
        for n in names {
            let words = NameWords.split(n.name)
            // Every word that is a step word or a number could be the place of a `light`/`dark` sibling.
            for (i, w) in words.enumerated() where Self.stepWords.contains(w) || w.allSatisfy(\.isNumber) {
                var key = words
                key[i] = "*"
                stems.insert(Self.key(owner: n.owner, words: key))
            }
        }
        scaleStems = stems
    }

    /// The pairing key (owner and the name with its mode word's place marked) and the mode of a name that carries
    /// its appearance (see the type); nil for any other. `hasPlainBase` says whether the owner declares the name
    /// without its mode word as a token of its own (`surfaceBrand` beside `surfaceBrandLight`): then the mode word
    /// is a tint of that base, not an appearance.
    func modeKey(owner: String?, name: String, hasPlainBase: (String) -> Bool = { _ in false }) -> (key: String, mode: String)? {
        let words = NameWords.split(name)
        let places = words.indices.filter { Self.mode(of: words[$0]) != nil }
        guard words.count >= 2, places.count == 1, let i = places.first, let mode = Self.mode(of: words[i]) else { return nil }
        let neighbours = [i - 1, i + 1].filter(words.indices.contains).map { words[$0] }
        guard !neighbours.contains(where: { ColorNaming.hueWords.contains($0) || $0.allSatisfy(\.isNumber) }) else { return nil }
        // `accentOnDark`/`accentOnLight`, `textOnColorLight`: the background the color sits on, not the appearance it is
        // shown in (a design system's "text on a light colored surface" is dark in both themes).
        if words[..<i].contains("on") { return nil }
        var stem = words
        stem[i] = "*"
        let key = Self.key(owner: owner, words: stem)
        guard !scaleStems.contains(key) else { return nil }
        var plain = words
        plain.remove(at: i)
        guard !hasPlainBase(Self.key(owner: owner, words: plain)) else { return nil }
        return (key, mode)
    }

    /// True when the name's one `light`/`dark` word is a step of a tonal scale its owner declares (`errorLight` beside
    /// `errorDarkest`, `errorMedium`): no appearance, whatever else the name says.
    func isScaleStep(owner: String?, name: String) -> Bool {
        let words = NameWords.split(name)
        let places = words.indices.filter { Self.mode(of: words[$0]) != nil }
        guard places.count == 1, let i = places.first else { return false }
        var stem = words
        stem[i] = "*"
        return scaleStems.contains(Self.key(owner: owner, words: stem))
    }

    /// The key of a name's words in its owner.
    static func key(owner: String?, words: [String]) -> String {
        (owner ?? "") + "|" + words.joined(separator: " ")
    }
}
