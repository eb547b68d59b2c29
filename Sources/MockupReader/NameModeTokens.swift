import CSSEngine
import GapCheckModel

/// Appearances and themes written into custom-property NAMES instead of selectors: a token pipeline that
/// flattens a Figma collection into one `:root` (`--ds-color-theme-default-light-surface-primary` beside
/// `…-default-dark-surface-primary`, `…-rose-light-…`, `--card-bg-light`/`--card-bg-dark`).
///
/// Two properties whose names differ only in a `light`/`dark` (`day`/`night`) segment are one token with two
/// appearances. A property whose name has a high-contrast segment (`hc`, `high-contrast`) next to one without
/// it is an appearance of its own, never a token. Families under a `theme` segment that repeat the same leaves
/// (`theme-default-…`, `theme-rose-…`) are alternative themes: the default one (by name, else the first) is
/// compared, the others are said once.
struct NameModeTokens: Sendable {
    /// The dark-named partner of each light-named property that is one token with it.
    private(set) var darkPartner: [String: String] = [:]
    /// Properties that are no token of their own: dark partners, high-contrast variants, other themes.
    private(set) var hidden: Set<String> = []
    /// The token's name for a property whose name carries its appearance or the compared theme: the name
    /// without them (`--kit-theme-base-light-label` → `--kit-theme-label`), so it meets the app's `label`.
    private(set) var tokenName: [String: String] = [:]
    /// One sentence about the themes left out, when there are any.
    private(set) var diagnostic: Diagnostic?

    /// Segments that name an appearance, with the segment naming the other appearance.
    static let modePartner: [String: String] = ["light": "dark", "day": "night"]
    /// Segments a theme's name is never made of: roles, states and emphasis steps of one theme's tokens
    /// (`--theme-primary-hover` beside `--theme-secondary-hover` are two tokens, not two themes).
    static let roleWords: Set<String> = [
        "primary", "secondary", "tertiary", "quaternary", "accent", "brand", "success", "error", "warning", "danger", "info",
        "neutral", "surface", "text", "bg", "background", "fg", "foreground", "border", "outline", "hover", "active", "pressed",
        "disabled", "focus", "selected", "inverse", "on", "muted", "subtle", "strong", "weak", "color", "colors", "light", "dark"
    ]
    /// Theme names that say they are the one to compare.
    static let defaultThemeWords: Set<String> = ["default", "base", "main", "core", "standard"]
    /// Fewest name pairs before names are read as carrying the appearance: one pair alone is as likely a
    /// lighter and darker shade of one color.
    static let minimumPairs = 2
    /// Fewest leaves two themes share before they are read as alternatives of each other; for themes whose
    /// names carry the appearance as well (`theme-rose-light-…`), fewer are enough.
    static let minimumSharedLeaves = 3
    static let minimumSharedModeLeaves = 2

    /// The name's segments, lower-cased, without the leading `--`.
    static func segments(_ name: String) -> [String] {
        name.drop(while: { $0 == "-" }).lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
    }

    /// True for a segment that names a hue (`blue`, `gray`): `--light-blue` is a color, not an appearance.
    static func isHue(_ segment: String) -> Bool {
        segment == "grey" || CSSNamedColors.rgb(named: segment) != nil
    }

    /// Reads the global light definitions `light` (name → definition).
    init(light: [String: VariableTable.Definition]) {
        // Names by their segments, so a name with one segment changed is found without rebuilding strings.
        var byKey: [[String]: String] = [:]
        for name in light.keys { byKey[Self.segments(name)] = name }

        // 1. Light/dark pairs.
        var pairs: [(light: String, dark: String, key: [String])] = []
        for name in light.keys.sorted() {
            let segs = Self.segments(name)
            let modes = segs.indices.filter { Self.modePartner[segs[$0]] != nil }
            guard modes.count == 1, let i = modes.first, let other = Self.modePartner[segs[i]] else { continue }
            var partner = segs
            partner[i] = other
            guard let dark = byKey[partner] else { continue }
            let prefix = Array(segs[..<i])
            let rest = Array(segs[(i + 1)...])
            if let first = rest.first {
                // `--light-blue`/`--dark-blue`, `--gray-light-100`: shades of a hue or a step of a scale.
                if Self.isHue(first) || rest.allSatisfy({ Int($0) != nil }) { continue }
            } else {
                // `--primary-light`/`--primary-dark` beside `--primary`: a lighter and a darker shade.
                guard let last = prefix.last, !Self.isHue(last), Int(last) == nil, byKey[prefix] == nil else { continue }
            }
            pairs.append((name, dark, prefix + rest))
        }
        if pairs.count >= Self.minimumPairs {
            for p in pairs {
                darkPartner[p.light] = p.dark
                hidden.insert(p.dark)
            }
        }

        // 2. High-contrast variants: the name without its `hc`/`high-contrast` segments is a property too.
        for name in light.keys {
            let segs = Self.segments(name)
            var plain: [String] = []
            var i = 0
            var found = false
            while i < segs.count {
                if segs[i] == "hc" || segs[i] == "highcontrast" {
                    found = true
                } else if segs[i] == "high", i + 1 < segs.count, segs[i + 1] == "contrast" {
                    found = true
                    i += 1
                } else {
                    plain.append(segs[i])
                }
                i += 1
            }
            if found, byKey[plain] != nil { hidden.insert(name) }
        }

        // 3. Themes: the token's key (its segments without the appearance) split at a `theme` segment into the
        //    family, the theme's name and the leaf.
        let pairedKey = Dictionary(uniqueKeysWithValues: pairs.filter { darkPartner[$0.light] != nil }.map { ($0.light, $0.key) })
        var keys: [(name: String, head: [String], tail: [String])] = []
        for name in light.keys.sorted() where !hidden.contains(name) {
            let key = pairedKey[name] ?? Self.segments(name)
            guard let t = key.firstIndex(where: { $0 == "theme" || $0 == "themes" }), key.count - t >= 3 else { continue }
            keys.append((name, Array(key[...t]), Array(key[(t + 1)...])))
        }
        // Every split of the tail into a theme name (no role word in it) and a leaf.
        func splits(_ tail: [String]) -> [(theme: String, leaf: String)] {
            (1..<tail.count).compactMap { k in
                let theme = tail[..<k]
                guard !theme.contains(where: Self.roleWords.contains), !theme.allSatisfy({ Int($0) != nil }) else { return nil }
                return (theme.joined(separator: "-"), tail[k...].joined(separator: "-"))
            }
        }
        var themesOfLeaf: [String: Set<String>] = [:]  // family|leaf → theme names
        for k in keys {
            let family = k.head.joined(separator: "-")
            for s in splits(k.tail) { themesOfLeaf[family + "|" + s.leaf, default: []].insert(s.theme) }
        }
        // Each name's theme: the shortest theme name whose leaf another theme of its family has too.
        var members: [String: [String: [String]]] = [:]  // family → theme → names
        var leafOf: [String: String] = [:]  // name → leaf
        var leaves: [String: [String: Set<String>]] = [:]  // family → theme → leaves
        for k in keys {
            let family = k.head.joined(separator: "-")
            guard let s = splits(k.tail).first(where: { (themesOfLeaf[family + "|" + $0.leaf]?.count ?? 0) >= 2 }) else { continue }
            members[family, default: [:]][s.theme, default: []].append(k.name)
            leafOf[k.name] = family + "-" + s.leaf
            leaves[family, default: [:]][s.theme, default: []].insert(s.leaf)
        }
        var renamed: [String: String] = [:]
        for p in pairs where darkPartner[p.light] != nil { renamed[p.light] = "--" + p.key.joined(separator: "-") }
        // A theme name that extends another theme's (`default-destructive` beside `default`) is that theme with a
        // leaf no other theme has (`destructive-primary`): its names go back to the shorter theme.
        for family in members.keys.sorted() {
            guard let themes = members[family] else { continue }
            for long in themes.keys.sorted() {
                guard let short = themes.keys.filter({ long.hasPrefix($0 + "-") }).max(by: { $0.count < $1.count }) else { continue }
                let extra = String(long.dropFirst(short.count + 1))
                for name in members[family]?[long] ?? [] {
                    members[family, default: [:]][short, default: []].append(name)
                    if let leaf = leafOf[name] {
                        let bare = String(leaf.dropFirst(family.count + 1))
                        leafOf[name] = family + "-" + extra + "-" + bare
                        leaves[family, default: [:]][short, default: []].insert(extra + "-" + bare)
                    }
                }
                members[family]?[long] = nil
                leaves[family]?[long] = nil
            }
        }
        var leftOut: [(family: String, kept: String, others: [String], at: SourceLocation)] = []
        for family in members.keys.sorted() {
            guard let themes = members[family], let leafSets = leaves[family], themes.count >= 2 else { continue }
            let nowhere = SourceLocation(file: "", line: 0, column: 0)
            var firstAt: [String: SourceLocation] = [:]
            for (theme, names) in themes { firstAt[theme] = names.compactMap { light[$0]?.location }.min() ?? nowhere }
            let ordered = themes.keys.sorted { a, b in
                let la = firstAt[a] ?? nowhere, lb = firstAt[b] ?? nowhere
                return la != lb ? la < lb : a < b
            }
            let named = ordered.first { theme in
                !Set(theme.split(separator: "-").map(String.init)).isDisjoint(with: Self.defaultThemeWords)
            }
            guard let kept = named ?? ordered.first, let keptLeaves = leafSets[kept] else { continue }
            // Alternatives repeat the kept theme's leaves; a family sharing few is something else.
            let withModes = themes.values.allSatisfy { $0.allSatisfy { pairedKey[$0] != nil } }
            let minimum = withModes ? Self.minimumSharedModeLeaves : Self.minimumSharedLeaves
            let others = ordered.filter { $0 != kept && (leafSets[$0]?.intersection(keptLeaves).count ?? 0) >= minimum }
            guard !others.isEmpty, keptLeaves.count >= minimum else { continue }
            for theme in others { for name in themes[theme] ?? [] { hidden.insert(name) } }
            for name in themes[kept] ?? [] { if let leaf = leafOf[name] { renamed[name] = "--" + leaf } }
            let at = themes.values.flatMap { $0 }.compactMap { light[$0]?.location }.min() ?? SourceLocation(file: "", line: 1, column: 1)
            leftOut.append((family, kept, others, at))
        }
        // A shorter name another property already has, or two tokens would share, keeps the name as written.
        var taken = Set(light.keys.map { "--" + Self.segments($0).joined(separator: "-") })
        var count: [String: Int] = [:]
        for n in renamed.values { count[n, default: 0] += 1 }
        for (name, short) in renamed.sorted(by: { $0.key < $1.key }) where count[short] == 1 && !taken.contains(short) {
            tokenName[name] = short
            taken.insert(short)
        }
        if let first = leftOut.min(by: { $0.at < $1.at }) {
            let all = leftOut.flatMap(\.others)
            let shown = all.prefix(6).joined(separator: ", ") + (all.count > 6 ? ", …" : "")
            diagnostic = Diagnostic(
                .warning,
                "custom-property names define \(all.count + leftOut.count) themes (--\(first.family)-…): compared the \(first.kept) theme with the app; \(all.count == 1 ? "1 more theme" : "\(all.count) more themes") not compared (\(shown))",
                at: first.at)
        }
    }
}
