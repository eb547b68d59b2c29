import GapCheckModel

/// The opaque color the app's screens are drawn on, per appearance: what its translucent colors are seen over.
///
/// `surface = white.opacity(0.075)` over a `background` of #09090B is #1B1B1D on screen; a design that draws that
/// surface opaque (#18191F) asks for the same color, not for one "87 ΔE away at 8% opacity". The app's background is
/// its token named only for the background (`background`, `bg`, `appBackground`, `Theme.backgroundPrimary`,
/// `systemBackground`), family words (`color`, `theme`, `ui`) set aside; when tokens so named disagree, none is known
/// and translucent colors are compared as written.
struct AppBackdrop: Sendable {
    /// The background's value in the appearance a candidate's `light` holds (its dark one for a dark-only design).
    let light: Color
    /// Its dark value, when it has one.
    let dark: Color?
    /// The token, as the report names it.
    let name: String

    /// Words that name the background itself.
    static let backgroundWords: Set<String> = ["background", "bg", "canvas"]
    /// Words that may qualify it without naming another surface (`appBackground`, `backgroundPrimary`).
    static let qualifiers: Set<String> = ["app", "primary", "screen", "system", "main", "base", "window", "page", "default", "root"]

    /// The app's background among `candidates`, or nil when no token is named for it, one so named is translucent or
    /// unresolved, or the tokens so named have different values. A bare name (`background`) beats a qualified one.
    static func of(_ candidates: [ColorCandidate]) -> AppBackdrop? {
        var tiers: [[ColorCandidate]] = [[], []]
        for c in candidates where !c.unresolved && c.caseOf == nil && c.lightTwin == nil {
            let words = NameKey(c.name).words.filter { !ColorMatcher.familyWords.contains($0) }
            guard words.filter(backgroundWords.contains).count == 1 else { continue }
            let rest = words.filter { !backgroundWords.contains($0) }
            guard rest.count <= 1, rest.allSatisfy(qualifiers.contains) else { continue }
            tiers[rest.count].append(c)
        }
        guard let tier = tiers.first(where: { !$0.isEmpty }), let first = tier.first, let light = first.light else { return nil }
        func same(_ a: Color?, _ b: Color?) -> Bool {
            switch (a, b) {
            case (nil, nil): true
            case (let a?, let b?): a.deltaE2000(to: b) <= 0.5 && abs(a.alpha - b.alpha) < 0.01
            default: false
            }
        }
        guard tier.allSatisfy({ same($0.light, light) && same($0.dark, first.dark) }) else { return nil }
        guard light.alpha >= 0.999, first.dark.map({ $0.alpha >= 0.999 }) ?? true else { return nil }
        return AppBackdrop(light: light, dark: first.dark, name: first.qualifiedName)
    }

    /// `color` as the app shows it over this background in the appearance (`dark`: the dark value), when `color` is
    /// translucent and visible; nil when it is opaque, clear, or that appearance's background is unknown.
    func seen(_ color: Color?, dark: Bool) -> Color? {
        guard let color, color.alpha < 0.999, color.alpha >= 0.01, let base = dark ? self.dark : light else { return nil }
        return color.composited(over: base).painted
    }

    /// `#FFFFFF @ 42% over #09090B ≈ #707072`: how a translucent code color was compared.
    func over(_ color: Color, dark: Bool) -> String? {
        guard let seen = seen(color, dark: dark), let base = dark ? self.dark : light else { return nil }
        return "\(color) over \(base.hex) ≈ \(seen.hex)"
    }
}
