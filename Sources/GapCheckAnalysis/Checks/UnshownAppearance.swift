import GapCheckModel

/// Design colors of the appearance an app pinned to the other one never shows.
///
/// A token set may give each color as one leaf per appearance (`color.text.primary.light` beside `….dark`,
/// `--surface-day`/`--surface-night`) rather than as one token with two values. When every whole-app pin agrees on
/// one appearance (the root view's `.preferredColorScheme(.dark)`, the `App`, Info.plist, a watch), the leaf of the
/// other appearance is a value no screen shows: once the app has its sibling of the pinned appearance, it owes the
/// leaf nothing. A leaf is one by its name: exactly one appearance word, not a shade (no plain base beside it, no
/// number or tonal step next to it), in a design whose names pair appearances for some stem that is no hue (`--blue-
/// light`/`--blue-dark` alone may be two shades of blue; beside `text-primary-light`/`-dark` they are appearances too).
enum UnshownAppearance {
    /// One appearance leaf of the design whose sibling of the pinned appearance the app has.
    struct Leaf {
        /// The sibling leaf of the appearance the app shows (`color.ios.system.blue.dark`).
        var sibling: Expectation
        /// The app's token for the sibling (`AppTheme.iosBlue`), when the row names one.
        var code: String?
    }

    /// Words beside an appearance word that make it a step of a tonal scale (`gray-light-100`, `blue-lighter`).
    static let stepWords: Set<String> = ["lightest", "darkest", "lighter", "darker", "medium", "mid", "middle", "extra"]

    /// The one appearance every whole-app pin agrees on (`dark`, `light`); nil when the app follows the system, only
    /// presented views are pinned, or pins disagree.
    static func pinned(_ inventory: Inventory) -> (scheme: String, pin: ColorSchemeOverride)? {
        let whole = inventory.colorSchemeOverrides.filter { DarkModeDisabledCheck.presentedView($0, in: inventory) == nil }
        guard let first = whole.min(by: { $0.location < $1.location }), whole.allSatisfy({ $0.scheme == first.scheme }) else { return nil }
        return (first.scheme, first)
    }

    /// For each missing color row's design name, the leaf it is of the appearance the app never shows, with its sibling
    /// the app has; empty when the app follows the system.
    static func leaves(rows: [MatchRow], inventory: Inventory) -> [String: Leaf] {
        guard let pin = pinned(inventory) else { return [:] }
        let colors = rows.filter { $0.expectation.kind == .color }
        var byWords: [[String]: MatchRow] = [:]
        for r in colors { byWords[NameWords.split(r.expectation.name)] = byWords[NameWords.split(r.expectation.name)] ?? r }
        // Pairs of leaves whose names differ only in their appearance word; does one of them have a stem that is no hue?
        var pairs: [(row: MatchRow, sibling: MatchRow, words: [String])] = []
        var plainStem = false
        for r in colors {
            let words = NameWords.split(r.expectation.name)
            guard let i = modePlace(words), AppearanceWords.appearance(of: words[i]) != pin.scheme, let other = AppearanceWords.partner[words[i]]
            else { continue }
            var swapped = words
            swapped[i] = other
            var plain = words
            plain.remove(at: i)
            guard let sibling = byWords[swapped], byWords[plain] == nil else { continue }
            pairs.append((r, sibling, words))
            if !words.contains(where: ColorNaming.hueWords.contains) { plainStem = true }
        }
        guard plainStem else { return [:] }
        var out: [String: Leaf] = [:]
        for p in pairs where p.row.status == .missing && p.row.expectation.dark == nil && p.sibling.expectation.dark == nil {
            guard [.matched, .matchedByValue, .drift].contains(p.sibling.status) else { continue }
            out[p.row.expectation.name] = Leaf(sibling: p.sibling.expectation, code: p.sibling.codeName)
        }
        return out
    }

    /// The place of a name's one appearance word, when it is no shade: no number or tonal step beside it.
    static func modePlace(_ words: [String]) -> Int? {
        let places = words.indices.filter { AppearanceWords.partner[words[$0]] != nil }
        guard words.count >= 2, places.count == 1, let i = places.first else { return nil }
        let neighbours = [i - 1, i + 1].filter(words.indices.contains).map { words[$0] }
        guard !neighbours.contains(where: { stepWords.contains($0) || $0.allSatisfy(\.isNumber) }), !words[..<i].contains("on") else { return nil }
        return i
    }

    /// What a `color.missing` finding says of such a leaf.
    static func text(_ e: Expectation, _ leaf: Leaf, pin: ColorSchemeOverride) -> String {
        let other = pin.scheme == "dark" ? "light" : "dark"
        let file = pin.location.file.split(separator: "/").last.map(String.init) ?? pin.location.file
        let has = leaf.code.map { " as `\($0)`" } ?? ""
        return
            "The app shows only \(pin.scheme) (`\(pin.expression)`, \(file):\(pin.location.line)); \(e.name) is the \(other) value of a design color whose \(pin.scheme) value, \(leaf.sibling.name), the app has\(has). No screen shows this value, so the app owes it no token."
    }
}
