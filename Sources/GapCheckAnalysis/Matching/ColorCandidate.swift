import GapCheckModel

/// A color the code offers under a name: a declared token, or a colorset no token wraps.
public struct ColorCandidate: Sendable, Hashable {
    /// Token or colorset name (`statusSuccess`, `BrandPrimary`).
    public var name: String
    /// Enclosing type (`Color`, `AppColors`); nil for colorsets and file-scope tokens.
    public var owner: String?
    /// Light value; nil when unresolved.
    public var light: Color?
    /// Dark value, when the code defines one.
    public var dark: Color?
    /// How the value is written.
    public var origin: ColorOrigin
    /// The Apple system color behind it (`systemGreen`), if any.
    public var systemName: String?
    /// The declaration as written; empty for colorsets.
    public var expression: String
    /// Where it is declared.
    public var location: SourceLocation
    /// True when the value could not be resolved (`Color("X")` with no colorset).
    public var unresolved: Bool
    /// For a token whose dark value comes from a twin (`paperLight` beside `paperDark`, see `mergedTwins`):
    /// the twin's qualified name.
    public var darkTwin: String? = nil
    /// For the dark twin itself: the qualified name of the light twin that now carries its value. It stays a
    /// candidate for hard-coded values (`#1E1C19` is `paperDark`) but is not matched with a design color.
    public var lightTwin: String? = nil
    /// For a light twin whose name carries its appearance: the name's words without the mode word
    /// (`themesLightColorsTextPrimary` → `themes colors text primary`), the name the design gives the two-appearance
    /// token (`--themes-colors-text-primary`, see `NameModeTokens`); the token is found by it as well.
    public var appearanceFreeName: String? = nil
    /// For a color one named case of a `switch` returns (`ColorToken.caseOf`): the function. It is matched with
    /// design colors, but no code can name it as a token (`Theme.platformColor.facebook` does not compile).
    public var caseOf: String? = nil
    /// The design token the token's own line names in a comment (`ColorToken.designName`): it is found by that name.
    public var designName: String? = nil
    /// True when `light` holds the code's dark value, for a design that draws only a dark appearance
    /// (`inDarkAppearance`).
    public var darkAppearance = false
    /// True for a constant no other file can name (`ColorToken.filePrivate`): one component's own color, a weaker
    /// candidate for a design color than a token the app shares.
    public var filePrivate = false
    /// True when the dark value came from the same name in a dark-appearance owner (`mergedAppearances`): the
    /// pairing is settled, even when both appearances are equal, so no name twin may replace it (`mergedTwins`).
    var darkFromAppearanceOwner = false

    /// `AppColors.statusSuccess`, `Color("BrandPrimary")` for bare colorsets.
    public var qualifiedName: String {
        if origin == .asset, owner == nil, expression.isEmpty { return "Color(\"\(name)\")" }
        return owner.map { "\($0).\(name)" } ?? name
    }

    /// The candidates of an inventory: tokens first, then colorsets that no token references.
    public static func all(in inventory: Inventory) -> [ColorCandidate] {
        var out = inventory.colors.map {
            var c = ColorCandidate(
                name: $0.name, owner: $0.owner, light: $0.light, dark: $0.dark, origin: $0.origin,
                systemName: $0.systemName, expression: $0.expression, location: $0.location,
                unresolved: $0.unresolved || $0.light == nil)
            c.caseOf = $0.caseOf
            c.designName = $0.designName
            c.filePrivate = $0.filePrivate == true
            return c
        }
        out = mergedTwins(mergedAppearances(out))
        let referenced = Set(inventory.colors.compactMap { $0.reference?.lowercased() })
            .union(inventory.colors.map { $0.name.lowercased() })
        for a in inventory.assets.sorted(by: { ($0.name, $0.location) < ($1.name, $1.location) })
        where !referenced.contains(a.name.lowercased()) {
            out.append(
                ColorCandidate(
                    name: a.name, owner: nil, light: a.light, dark: a.dark, origin: .asset, systemName: nil,
                    expression: "", location: a.location, unresolved: a.light == nil))
        }
        return out
    }

    /// Tokens of a dark-appearance type (`ThemeDark.textPrimary`, `DarkColors.bg`) are the dark values of
    /// their twins in the light type (`ThemeLight.textPrimary`, `Colors.bg`): one candidate with both values,
    /// so a design's light value is never compared with the code's dark one.
    static func mergedAppearances(_ candidates: [ColorCandidate]) -> [ColorCandidate] {
        func key(_ owner: String?, dropping mode: String) -> String? {
            guard let owner else { return nil }
            let words = NameWords.split(owner)
            guard words.contains(mode) else { return nil }
            return words.filter { $0 != mode }.joined(separator: " ")
        }
        var lightIndex: [String: Int] = [:]
        for (i, c) in candidates.enumerated() {
            guard let owner = c.owner, !NameWords.split(owner).contains("dark") else { continue }
            let base = key(owner, dropping: "light") ?? NameWords.split(owner).joined(separator: " ")
            if lightIndex[base + "|" + c.name] == nil { lightIndex[base + "|" + c.name] = i }
        }
        var out = candidates
        var drop: Set<Int> = []
        for (i, c) in candidates.enumerated() {
            guard let base = key(c.owner, dropping: "dark"), let j = lightIndex[base + "|" + c.name], let d = c.light else { continue }
            if out[j].dark == nil || out[j].dark == out[j].light {
                out[j].dark = d
                out[j].darkFromAppearanceOwner = true
            }
            drop.insert(i)
        }
        return out.enumerated().filter { !drop.contains($0.offset) }.map(\.element)
    }

    /// One owner's `xLight`/`xDark` tokens (`Glass.paperLight = rgb(0xEAEAEA)`, `Glass.paperDark = rgb(0x1E1E1E)`,
    /// `themesLightColorsTextPrimary` beside `themesDarkColorsTextPrimary`) are the two appearances of one color kept
    /// apart: the light twin gets the dark twin's value as its dark value, so a design color with light and dark
    /// values is compared with both, never with one half alone. Only fixed values are paired (neither twin has a
    /// dark value of its own), and only names that carry an appearance (`AppearanceNames`): `blueLight500` and
    /// `grayDark` are shades of a palette, and a fixed `x`'s `xLight` and `xDark` beside it (`surfaceBrand`,
    /// `surfaceBrandLight`, `surfaceBrandDark`) or beside `xDarkest`/`xMedium`/`xLightest` are steps of a scale,
    /// each a token of its own (the design's `--surface-brand-light` has a dark value of its own).
    static func mergedTwins(_ candidates: [ColorCandidate]) -> [ColorCandidate] {
        let fixedBases = Set(
            candidates.compactMap { c -> String? in
                guard c.owner != nil, c.light != nil, !c.unresolved, c.dark == nil || c.dark == c.light else { return nil }
                return AppearanceNames.key(owner: c.owner, words: NameWords.split(c.name))
            })
        let appearances = AppearanceNames(candidates.map { (owner: $0.owner, name: $0.name) })
        let keys = candidates.map { twinKey($0, appearances, fixedBases) }
        var darkByKey: [String: Int] = [:]
        for (i, k) in keys.enumerated() {
            guard let (key, mode) = k, mode == "dark", darkByKey[key] == nil else { continue }
            darkByKey[key] = i
        }
        var out = candidates
        for (i, c) in candidates.enumerated() {
            guard let (key, mode) = keys[i], mode == "light", let j = darkByKey[key], out[j].lightTwin == nil else { continue }
            let d = candidates[j]
            out[i].dark = d.light
            out[i].darkTwin = d.qualifiedName
            out[j].lightTwin = c.qualifiedName
            out[i].appearanceFreeName = NameWords.split(c.name).filter { AppearanceNames.mode(of: $0) == nil }.joined(separator: " ")
        }
        return out
    }

    /// The pairing key and the mode (`light`/`dark`) of a resolved, fixed-valued token of an owner whose name carries
    /// its appearance (`AppearanceNames`); nil for any other. A token already paired with its dark-appearance owner's
    /// twin (`ModeLight.bgConstantLight` with `ModeDark.bgConstantLight`) is constant by design, not half of a pair.
    private static func twinKey(_ c: ColorCandidate, _ appearances: AppearanceNames, _ fixedBases: Set<String>) -> (key: String, mode: String)? {
        guard c.owner != nil, c.light != nil, !c.unresolved, c.dark == nil || c.dark == c.light, !c.darkFromAppearanceOwner else {
            return nil
        }
        return appearances.modeKey(owner: c.owner, name: c.name, hasPlainBase: fixedBases.contains)
    }

    /// True when the value is an adaptive Apple system color rather than an exact value.
    public var isSystem: Bool { systemName != nil && (origin == .system || origin == .alias) }

    /// The candidate as the app shows it in dark mode: its dark value (its one value when it has none) as the
    /// value a dark-only design is compared with.
    public var inDarkAppearance: ColorCandidate {
        guard let d = dark else { return self }
        var c = self
        c.light = d
        c.dark = nil
        c.darkAppearance = true
        return c
    }

    /// `#34C759`, or `#34C759 light / #30D158 dark` when the dark value differs; `#30D158 dark` for the
    /// dark value a dark-only design is compared with.
    public var valueText: String {
        guard let light else { return "unresolved" }
        if darkAppearance { return "\(light) dark" }
        if let dark, dark != light { return "\(light) light / \(dark) dark" }
        return light.description
    }
}
