import Foundation
import GapCheckModel

/// Which token sets make the light and the dark appearance of a Tokens Studio export.
///
/// The rule, as Tokens Studio applies themes:
/// - Themes with a `group` are alternatives within that group; themes without one are grouped by what
///   their names say: an appearance (light, dark, high contrast), a platform, or neither (a base such as
///   "Global", always on).
/// - The appearance group gives the light theme (named light, or the first not named dark) and the dark
///   theme (named dark); high-contrast themes are an appearance of their own, never either.
/// - When a theme names an Apple platform, themes that name only another platform (Android, Web) are
///   not chosen; a platform group gives its Apple theme, or else its first theme; any other group its
///   first theme.
/// - With no themes, or no appearance among them, the sets' own names say which are light and which
///   dark (`light`, `theme-dark`); high-contrast sets and, beside an Apple platform's set, another
///   platform's sets are left out.
struct TokenSetSelection {
    /// The sets of the light appearance (or the only one), with how each is used.
    var light: [String: TokenSetStatus]
    /// The sets of the dark appearance, when the export has one.
    var dark: [String: TokenSetStatus]?
    /// The themes chosen, for the warning that says what was compared.
    var chosen: [String]

    /// The appearance a theme or set name names.
    enum Appearance { case light, dark, highContrast }
    /// The platform a theme or set name names.
    enum Platform { case apple, other }

    /// Words of names that name a platform other than Apple's.
    static let foreignPlatformWords: Set<String> = ["android", "web", "windows", "desktop", "material", "compose", "flutter", "linux", "wear"]
    /// Words of names that name an Apple platform.
    static let applePlatformWords: Set<String> = ["ios", "ipados", "macos", "watchos", "visionos", "tvos", "apple", "swift", "swiftui", "uikit"]

    /// Lower-case words of a name, split on punctuation (so `iOS` stays one word) and on case changes.
    static func words(_ name: String) -> Set<String> {
        Set(name.lowercased().split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map(String.init)).union(NameWords.split(name))
    }

    static func appearance(_ words: Set<String>) -> Appearance? {
        if words.contains("hc") || (words.contains("high") && words.contains("contrast")) { return .highContrast }
        if words.contains("dark") && !words.contains("light") { return .dark }
        if words.contains("light") && !words.contains("dark") { return .light }
        return nil
    }

    static func platform(_ words: Set<String>) -> Platform? {
        if !words.isDisjoint(with: applePlatformWords) { return .apple }
        if !words.isDisjoint(with: foreignPlatformWords) { return .other }
        return nil
    }

    /// The selection for an export's `themes` and `sets` (set names in order).
    static func choose(themes: [TokenTheme], sets: [String]) -> TokenSetSelection {
        guard !themes.isEmpty else {
            let all = Dictionary(sets.map { ($0, TokenSetStatus.enabled) }, uniquingKeysWith: { a, _ in a })
            let (light, dark) = byName(all)
            return TokenSetSelection(light: light, dark: dark, chosen: [])
        }
        let named = themes.map { (theme: $0, words: words($0.name + " " + ($0.group ?? ""))) }
        let hasApple = named.contains { platform($0.words) == .apple }
        // Themes only another platform uses are never chosen beside an Apple one.
        let candidates = named.filter { !hasApple || platform($0.words) != .other }

        enum Axis: Equatable {
            case appearance, platform, base
            case group(String)
        }
        var axes: [(axis: Axis, themes: [(theme: TokenTheme, words: Set<String>)])] = []
        for t in candidates {
            let axis: Axis
            if let g = t.theme.group, !g.isEmpty {
                axis = .group(g)
            } else if appearance(words(t.theme.name)) != nil {
                axis = .appearance
            } else if platform(words(t.theme.name)) != nil {
                axis = .platform
            } else {
                axis = .base
            }
            if let i = axes.firstIndex(where: { $0.axis == axis }) { axes[i].themes.append(t) } else { axes.append((axis, [t])) }
        }
        var common: [TokenTheme] = []
        var lightTheme: TokenTheme?
        var darkTheme: TokenTheme?
        for (axis, members) in axes {
            let names = members.map { (theme: $0.theme, words: words($0.theme.name)) }
            let isAppearance: Bool
            switch axis {
            case .appearance: isAppearance = true
            case .group: isAppearance = names.contains { appearance($0.words) != nil }
            case .platform, .base: isAppearance = false
            }
            if isAppearance, lightTheme == nil, darkTheme == nil {
                lightTheme = (names.first { appearance($0.words) == .light } ?? names.first { appearance($0.words) == nil })?.theme
                darkTheme = names.first { appearance($0.words) == .dark }?.theme
                continue
            }
            switch axis {
            case .base:
                common += names.map(\.theme)
            case .appearance:
                continue
            case .platform, .group:
                if let t = names.first(where: { platform($0.words) == .apple }) ?? names.first { common.append(t.theme) }
            }
        }
        func union(_ themes: [TokenTheme]) -> [String: TokenSetStatus] {
            var out: [String: TokenSetStatus] = [:]
            for t in themes { for (s, status) in t.sets where out[s] != .enabled { out[s] = status } }
            return out
        }
        let chosen = (common + [lightTheme, darkTheme].compactMap { $0 }).map(\.name)
        guard lightTheme != nil || darkTheme != nil else {
            // No appearance among the themes: the sets' names say which are light and which dark.
            let (light, dark) = byName(union(common))
            return TokenSetSelection(light: light, dark: dark, chosen: chosen)
        }
        let light = union(common + [lightTheme ?? darkTheme].compactMap { $0 })
        let dark = darkTheme.map { union(common + [$0]) }
        return TokenSetSelection(light: light, dark: lightTheme == nil ? nil : dark, chosen: chosen)
    }

    /// Light and dark sets by the sets' names: sets named for neither appearance are in both.
    private static func byName(_ sets: [String: TokenSetStatus]) -> ([String: TokenSetStatus], [String: TokenSetStatus]?) {
        let hasApple = sets.keys.contains { platform(words($0)) == .apple }
        let kept = sets.filter { name, _ in
            let w = words(name)
            return appearance(w) != .highContrast && !(hasApple && platform(w) == .other)
        }
        let dark = kept.filter { appearance(words($0.key)) != .light }
        guard kept.keys.contains(where: { appearance(words($0)) == .dark }) else { return (kept, nil) }
        return (kept.filter { appearance(words($0.key)) != .dark }, dark)
    }
}

/// Resolves a Tokens Studio export's sets into tokens with their light and dark values.
enum TokenSetResolver {
    /// The tokens of `export`: each appearance's enabled sets merged in order (a later set's token
    /// overrides an earlier one of the same name), aliases resolved within the appearance, and a
    /// token's dark value taken from the dark appearance when it differs there.
    static func resolve(_ export: TokenSetExport, report: inout TokenDiagnostics) -> [DesignToken] {
        let selection = TokenSetSelection.choose(themes: export.themes, sets: export.sets.map(\.name))
        let leftOut = export.sets.map(\.name).filter { selection.light[$0] == nil && selection.dark?[$0] == nil }
        if !leftOut.isEmpty {
            let themes = selection.chosen.map { "\"\($0)\"" }.joined(separator: ", ")
            let names = leftOut.prefix(TokenDiagnostics.examples).joined(separator: ", ") + (leftOut.count > TokenDiagnostics.examples ? ", …" : "")
            let them = leftOut.count == 1 ? "it" : "them"
            let why =
                themes.isEmpty
                ? "\(leftOut.count == 1 ? "it is" : "they are") another platform's or high contrast"
                : "the themes compared (\(themes)) do not turn \(them) on"
            report.note(
                "\(leftOut.count) token set\(leftOut.count == 1 ? "" : "s") left out (\(names)): \(why)", at: export.origin)
        }
        let light = tokens(export, selection.light, report: &report)
        guard let darkSets = selection.dark else {
            return DesignTokenFile.pairDarkGroups(light.map(\.token)).sorted { ($0.location, $0.name) < ($1.location, $1.name) }
        }
        let dark = tokens(export, darkSets, report: &report)
        var darkByKey: [String: DesignToken] = [:]
        for d in dark { darkByKey[d.key] = d.token }
        var out: [DesignToken] = []
        var used: Set<String> = []
        for (key, token) in light {
            guard used.insert(key).inserted else { continue }
            var t = token
            // The appearance is the set's, not a group's: `light.color.text` is `color.text`.
            t.path = t.path.enumerated().filter { i, c in
                i == t.path.count - 1 || ![.light, .dark].contains(DesignTokenFile.themeGroup(c))
            }.map(\.1)
            if let d = darkByKey[key], d.location != t.location || d.value != t.value {
                t.darkValue = d.value
                t.darkLocation = d.location
            }
            out.append(t)
        }
        let darkOnly = dark.filter { !used.contains($0.key) }
        if let first = darkOnly.first?.token {
            let names = darkOnly.prefix(TokenDiagnostics.examples).map(\.token.name).joined(separator: ", ")
            let more = darkOnly.count > TokenDiagnostics.examples ? ", …" : ""
            report.note(
                "\(darkOnly.count) token\(darkOnly.count == 1 ? "" : "s") only the dark sets define (\(names)\(more)) \(darkOnly.count == 1 ? "was" : "were") not compared: the light appearance has no such token",
                at: first.location)
        }
        return out.sorted { ($0.location, $0.name) < ($1.location, $1.name) }
    }

    /// The tokens of one appearance, keyed by their name without light/dark groups; the later of two
    /// tokens with one key wins, as a later set does.
    private static func tokens(
        _ export: TokenSetExport, _ enabled: [String: TokenSetStatus], report: inout TokenDiagnostics
    ) -> [(key: String, token: DesignToken)] {
        let chosen = export.sets.filter { enabled[$0.name] != nil }
        var raws: [DesignTokenFile.RawToken] = []
        var setOf: [Int] = []
        for (si, s) in chosen.enumerated() {
            raws += s.raws
            setOf += Array(repeating: si, count: s.raws.count)
        }
        var byName: [String: Int] = [:]
        for (i, r) in raws.enumerated() { byName[r.path.joined(separator: ".")] = i }
        let winners = Set(byName.values)
        // An alias may name the set it points into (`{core.color.gray.0}` for `color.gray.0` of the set `core`,
        // `core/colors` written `core.colors`): that set's token, whichever set overrides the name.
        for (i, r) in raws.enumerated() {
            let path = r.path.joined(separator: ".")
            let set = chosen[setOf[i]].name
            for qualified in Set([set, set.replacingOccurrences(of: "/", with: ".")]).map({ $0 + "." + path }) where byName[qualified] == nil {
                byName[qualified] = i
            }
        }
        let only = raws.indices.filter { i in
            winners.contains(i) && enabled[chosen[setOf[i]].name] == .enabled
                && !raws[i].path.dropLast().contains { DesignTokenFile.themeGroup($0) == .highContrast }
        }
        let tokens = DesignTokenFile.tokens(
            from: raws, byName: byName, only: only, locate: { i, keyPath in chosen[setOf[i]].locate(keyPath) }, report: &report)
        var keyed: [(key: String, token: DesignToken)] = []
        var index: [String: Int] = [:]
        for t in tokens {
            let key = DesignTokenFile.themeKey(t.path)
            if let i = index[key] { keyed[i].token = t } else { index[key] = keyed.count; keyed.append((key, t)) }
        }
        return keyed
    }
}
