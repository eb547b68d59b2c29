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
/// - A theme's platform is the one the sets it turns on name (`Mobile/Color/Dark`, `Webapp/Color/Light`), else the one
///   its name and group name; the phone (`mobile`) is the app's platform, a web app (`webapp`) another.
/// - When a theme is for an Apple platform or the phone, themes for only another platform (Android, Web) are
///   not chosen; a platform group gives its Apple theme, or else its first theme; any other group its
///   first theme. So with one theme group per product (`Webapp/Color`, `Mobile/Color`, each Light and Dark),
///   the mobile group gives the light and the dark theme.
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
    /// The chosen themes themselves: the sets they use only as a source are the design's primitive layer.
    var chosenThemes: [TokenTheme] = []
    /// Themes left out as another platform's (`Webapp/Color` Light beside `Mobile/Color` Light), by name.
    var otherPlatformThemes: [String] = []

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

    /// The product a theme is for, read more widely than `platform`: also the phone (`mobile`, the app's) and a web
    /// app (`webapp`, another's).
    static func product(_ words: Set<String>) -> Platform? {
        if let p = platform(words) { return p }
        if words.contains("webapp") || words.contains("website") { return .other }
        if words.contains("mobile") { return .apple }
        return nil
    }

    /// The platform a theme is for: the one every set it turns on that names one names (`Mobile/Color/Dark`), else the
    /// one its name and group name.
    static func platform(of theme: TokenTheme) -> Platform? {
        let bySets = Set(theme.sets.filter { $0.value == .enabled }.keys.compactMap { product(words($0)) })
        if bySets.count == 1 { return bySets.first }
        return product(words(theme.name + " " + (theme.group ?? "")))
    }

    /// The selection for an export's `themes` and `sets` (set names in order).
    static func choose(themes: [TokenTheme], sets: [String]) -> TokenSetSelection {
        guard !themes.isEmpty else {
            let all = Dictionary(sets.map { ($0, TokenSetStatus.enabled) }, uniquingKeysWith: { a, _ in a })
            let (light, dark) = byName(all)
            return TokenSetSelection(light: light, dark: dark, chosen: [])
        }
        let named = themes.map { (theme: $0, words: words($0.name + " " + ($0.group ?? "")), platform: platform(of: $0)) }
        let hasApple = named.contains { $0.platform == .apple }
        // Themes only another platform uses are never chosen beside an Apple one.
        let candidates = named.filter { !hasApple || $0.platform != .other }.map { (theme: $0.theme, words: $0.words) }
        let otherPlatform = hasApple ? named.filter { $0.platform == .other }.map { themeName($0.theme) } : []

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
        let chosenThemes = common + [lightTheme, darkTheme].compactMap { $0 }
        let chosen = chosenThemes.map(themeName)
        guard lightTheme != nil || darkTheme != nil else {
            // No appearance among the themes: the sets' names say which are light and which dark.
            let (light, dark) = byName(union(common))
            return TokenSetSelection(light: light, dark: dark, chosen: chosen, chosenThemes: chosenThemes, otherPlatformThemes: otherPlatform)
        }
        let light = union(common + [lightTheme ?? darkTheme].compactMap { $0 })
        let dark = darkTheme.map { union(common + [$0]) }
        return TokenSetSelection(
            light: light, dark: lightTheme == nil ? nil : dark, chosen: chosen, chosenThemes: chosenThemes, otherPlatformThemes: otherPlatform)
    }

    /// A theme as a reader names it: its group and name (`Mobile/Color Dark`), or its name alone.
    static func themeName(_ theme: TokenTheme) -> String {
        guard let g = theme.group, !g.isEmpty, g != theme.name else { return theme.name }
        return g + " " + theme.name
    }

    /// The sets the chosen themes use only as a source of aliases (Tokens Studio's "reference only": `Core/Color` under
    /// `Mobile/Color`): the design's primitive layer, which a generated app build publishes through the semantic
    /// tokens that alias it. Empty when no chosen theme marks a set so.
    var primitiveSets: Set<String> {
        Set(chosenThemes.flatMap { t in t.sets.filter { $0.value == .source }.keys })
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
        var leftOut = export.sets.map(\.name).filter { selection.light[$0] == nil && selection.dark?[$0] == nil }
        if !selection.otherPlatformThemes.isEmpty {
            // Sets only another platform's themes turn on are that platform's: said once, with the themes compared.
            let foreignSets = Set(
                export.themes.filter { selection.otherPlatformThemes.contains(TokenSetSelection.themeName($0)) }
                    .flatMap { $0.sets.filter { $0.value == .enabled }.keys })
            let foreign = leftOut.filter(foreignSets.contains)
            leftOut.removeAll(where: foreignSets.contains)
            let others = selection.otherPlatformThemes
            let listed = others.prefix(TokenDiagnostics.examples).joined(separator: ", ") + (others.count > TokenDiagnostics.examples ? ", …" : "")
            let setList = foreign.prefix(TokenDiagnostics.examples).joined(separator: ", ") + (foreign.count > TokenDiagnostics.examples ? ", …" : "")
            let sets = foreign.isEmpty ? "" : ", and with \(others.count == 1 ? "it" : "them") the token set\(foreign.count == 1 ? "" : "s") \(setList)"
            report.note(
                "\(others.count) theme\(others.count == 1 ? "" : "s") for another platform than the app's left out (\(listed))\(sets); compared: \(selection.chosen.map { "\"\($0)\"" }.joined(separator: ", "))",
                at: export.origin)
        }
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
        let primitives = primitiveUses(export, selection)
        var light = tokens(export, selection.light, report: &report)
        if !primitives.isEmpty {
            for i in light.indices { light[i].token.primitive = primitives[light[i].token.name] }
            let unreferenced = light.filter { $0.token.primitive == .unreferenced }.map(\.token.name)
            if !unreferenced.isEmpty {
                report.note(PrimitiveFiles.note(unreferenced, source: "the themes use their sets only as a source"), at: export.origin)
            }
        }
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

    /// How each token of the design's primitive layer is used, by name: the sets the chosen themes use only as a source
    /// (`TokenSetSelection.primitiveSets`) that a theme also turns on, when other turned-on sets (the semantic layer)
    /// alias into them. A primitive is referenced when a semantic token aliases it, or a referenced primitive does.
    /// Empty when the export has no such layering.
    static func primitiveUses(_ export: TokenSetExport, _ selection: TokenSetSelection) -> [String: PrimitiveUse] {
        let on = Set(selection.light.filter { $0.value == .enabled }.keys).union((selection.dark ?? [:]).filter { $0.value == .enabled }.keys)
        let layer = selection.primitiveSets.intersection(on)
        let semantic = export.sets.filter { on.contains($0.name) && !layer.contains($0.name) }
        guard !layer.isEmpty, !semantic.isEmpty else { return [:] }
        // The set each name resolves to: a later set overrides an earlier one.
        var setOf: [String: String] = [:]
        var raw: [String: Any] = [:]
        for set in export.sets where on.contains(set.name) {
            for r in set.raws {
                let name = r.path.joined(separator: ".")
                setOf[name] = set.name
                raw[name] = r.value
            }
        }
        var pending = semantic.flatMap { $0.raws.flatMap { Self.references(in: $0.value) + ($0.dark.map { Self.references(in: $0.0) } ?? []) } }
        var referenced: Set<String> = []
        while let name = pending.popLast() {
            guard let set = setOf[name], layer.contains(set), referenced.insert(name).inserted else { continue }
            pending += raw[name].map(Self.references) ?? []
        }
        var out: [String: PrimitiveUse] = [:]
        for (name, set) in setOf where layer.contains(set) { out[name] = referenced.contains(name) ? .referenced : .unreferenced }
        return out
    }

    /// Every alias a value names anywhere in its text or parts (`{font.size.14}`, `{spacing.4} * 2`, a composite's fields).
    static func references(in value: Any) -> [String] {
        if let s = value as? String {
            var out: [String] = []
            var rest = Substring(s)
            while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
                let name = rest[rest.index(after: open)..<close].trimmingCharacters(in: .whitespaces)
                if !name.isEmpty { out.append(name) }
                rest = rest[rest.index(after: close)...]
            }
            return out
        }
        if let d = value as? [String: Any] { return d.values.flatMap(references) }
        if let a = value as? [Any] { return a.flatMap(references) }
        return []
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
