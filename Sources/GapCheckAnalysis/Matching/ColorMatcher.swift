import GapCheckModel

/// Matches design colors to code colors: by name (light vs light, dark vs dark, alpha apart),
/// else by value through a lightness-sorted index.
public struct ColorMatcher: Sendable {
    /// Every color the code offers, in inventory order.
    public let candidates: [ColorCandidate]
    var names: NameIndex
    let values: ColorValueIndex
    let configuration: Configuration
    /// What each candidate paints by its name (text or surface), by position.
    let roles: [ColorPaintRole?]

    /// Prepares the indexes for `inventory`. For a design that draws only a dark appearance (`darkAppearance`)
    /// each candidate offers its dark value: that is what the app shows where the design's values apply.
    public init(inventory: Inventory, configuration: Configuration, darkAppearance: Bool = false) {
        let all = ColorCandidate.all(in: inventory)
        candidates = darkAppearance ? all.map(\.inDarkAppearance) : all
        roles = candidates.map(ColorPaintRole.of)
        self.configuration = configuration
        // A light twin is found by its name without the mode word too (`ColorCandidate.appearanceFreeName`).
        let named = candidates.enumerated().map { (name: $0.element.name, owner: $0.element.owner, index: $0.offset) }
        let appearanceFree = candidates.enumerated().compactMap { i, c in c.appearanceFreeName.map { (name: $0, owner: c.owner, index: i) } }
        // A token whose line names the design token it mirrors (`// --card`) is found by that name.
        var claims: [Int: String] = [:]
        for (i, c) in candidates.enumerated() { if let n = c.designName { claims[i] = n } }
        names = NameIndex(named + appearanceFree, aliases: configuration.aliases, claims: claims)
        let backdrop = AppBackdrop.of(candidates)
        self.backdrop = backdrop
        let paintRoles = roles
        values = ColorValueIndex(
            candidates.enumerated().flatMap { i, c -> [(color: Color, index: Int, name: String)] in
                guard let l = c.light, !c.unresolved else { return [] }
                // A translucent token whose name says what it paints (text, a surface, a line) is also found by the
                // color it shows over the app's background; a layer that leaves the background as it was shows none,
                // and a wash under `washAlpha` shows mostly the background, so any dark design color would be "near" it
                // (a 6% white hairline over black is no inverse text color): found by its name only.
                guard paintRoles[i] != nil, l.alpha >= Self.washAlpha, let backdrop, let seen = backdrop.seen(l, dark: false),
                    seen.deltaE2000(to: backdrop.light) > configuration.sameColorDeltaE
                else { return [(color: l, index: i, name: c.qualifiedName)] }
                return [(color: l, index: i, name: c.qualifiedName), (color: seen, index: i, name: c.qualifiedName)]
            })
    }

    /// The opacity under which a translucent token is found by its name only, never by the color it shows.
    static let washAlpha = 0.25

    /// The app's own background, over which its translucent colors are seen (`AppBackdrop`); nil when unknown.
    let backdrop: AppBackdrop?

    /// `c`'s dark value as compared with the design's opaque dark value `wantDark`: over the app's dark background
    /// when translucent.
    func shownDark(_ c: ColorCandidate, for wantDark: Color) -> Color? {
        guard let d = c.dark else { return nil }
        return wantDark.alpha >= 0.999 ? backdrop?.seen(d, dark: true) ?? d : d
    }

    /// Records on `row` the colors the app shows for its translucent candidate `c`, for an opaque design color.
    func noteSeen(_ row: inout MatchRow, _ c: ColorCandidate, want: Color, wantDark: Color?) {
        guard let backdrop else { return }
        let light = want.alpha >= 0.999 ? c.light.flatMap { backdrop.over($0, dark: false) } : nil
        let dark = wantDark.map { $0.alpha >= 0.999 } == true ? c.dark.flatMap { backdrop.over($0, dark: true) } : nil
        guard light != nil || dark != nil else { return }
        if light != nil { row.codeSeenColor = backdrop.seen(c.light, dark: false) }
        if dark != nil { row.codeSeenDarkColor = backdrop.seen(c.dark, dark: true) }
        row.seenOver = [light.map { dark == nil ? $0 : "light " + $0 }, dark.map { "dark " + $0 }].compactMap { $0 }.joined(separator: "; ")
    }

    /// One row per color expectation, in input order.
    public func match(_ expectations: [Expectation]) -> [MatchRow] {
        let mine = expectations.filter { $0.kind == .color && $0.light.color != nil }
        let m = learningNamespaces(of: expectations)
        return Self.explainingNamesakes(ModePairing.resolve(m.matchingNameVariants(mine.map(m.match)), rematch: m.match))
    }

    /// `rows` with each name-paired mismatch that another design token, under another name the same code token
    /// has, explains: the code equals that token (both paired by name), so the design gives the one token two values
    /// under two names (a palette page's `--accent-muted` and a feature page's re-typed `--fern-accent-muted`, both
    /// `Fern.accentMuted`). The agreeing token becomes the mismatch's alternative (`DesignAlternative.name`), which
    /// `design.conflict` reports once and low instead of a wrong color. The first agreeing token in input order.
    ///
    /// So is a token of a token file named like the mismatched one once each name's first group is set aside
    /// (`DesignNamesakes`: a Figma export's `semanticTokens.colorTextPrimary` beside `mapped.textPrimary`) whose values
    /// are the code token's, however that token was paired.
    static func explainingNamesakes(_ rows: [MatchRow]) -> [MatchRow] {
        var agreeing: [String: Int] = [:]
        for (i, r) in rows.enumerated() where [.matched, .drift].contains(r.status) && !r.foundByValue && r.expectation.source != .cssRule {
            guard let code = r.codeName, agreeing[code] == nil else { continue }
            agreeing[code] = i
        }
        let byKey = DesignNamesakes.byKey(rows)
        guard !agreeing.isEmpty || !byKey.isEmpty else { return rows }
        var out = rows
        for (i, r) in rows.enumerated() where r.status == .mismatch && !r.foundByValue && r.note != "unresolved" {
            guard let code = r.codeName else { continue }
            let named = agreeing[code].map { rows[$0].expectation }.flatMap { $0.name == r.expectation.name ? nil : $0 }
            guard
                let other = named
                    ?? DesignNamesakes.namesake(of: i, in: rows, byKey: byKey, agrees: { Self.hasValues(of: r, $0) }),
                r.expectation.alternatives?.contains(where: { $0.name == other.name }) != true
            else { continue }
            out[i].expectation.alternatives =
                (r.expectation.alternatives ?? []) + [DesignAlternative(value: other.light, location: other.location, dark: other.dark, name: other.name)]
        }
        return out
    }

    /// True when design token `e` has the code color's values of `r` (its dark one too when either side has one).
    static func hasValues(of r: MatchRow, _ e: Expectation) -> Bool {
        guard let code = r.codeColor, let light = e.light.color else { return false }
        func same(_ a: Color, _ b: Color) -> Bool { abs(a.alpha - b.alpha) < 0.02 && a.deltaE2000(to: b) <= 1 }
        guard same(light, code) else { return false }
        switch (e.dark?.color, r.codeDarkColor) {
        case (nil, nil): return true
        case (let d?, let c?): return same(d, c)
        default: return false
        }
    }

    /// This matcher with the namespaces of `expectations` (`--cpd-…`) and of the code's names learned, and the
    /// design's surfaces by their foreground partners (`surfacesWithForeground`).
    func learningNamespaces(of expectations: [Expectation]) -> ColorMatcher {
        var m = self
        m.names.learnNamespaces(designNames: NameIndex.namespaceNames(expectations))
        m.surfacesWithForeground = Self.surfacesWithForeground(expectations)
        return m
    }

    /// Design colors that another design color is the content on (`--accent` beside `--accent-foreground`, shadcn/ui's
    /// slots; `--primary` beside `--on-primary`, Material's): each is a surface, whatever its name says.
    var surfacesWithForeground: Set<String> = []

    static func surfacesWithForeground(_ expectations: [Expectation]) -> Set<String> {
        let names = Set(expectations.filter { $0.kind == .color }.map(\.name))
        return Set(
            names.filter { n in
                guard n.hasPrefix("--") else { return false }
                return names.contains(n + "-foreground") || names.contains("--on-" + n.dropFirst(2))
            })
    }

    /// True for the app's `AccentColor` asset: the tint of its controls, text and icons (links, toggles, tinted buttons),
    /// never a surface with content of its own on it.
    static func isAppTint(_ c: ColorCandidate) -> Bool {
        c.origin == .asset && (c.name == "AccentColor" || c.qualifiedName.hasSuffix("\"AccentColor\")") || c.qualifiedName == "AccentColor")
    }

    /// The status of one color expectation.
    public func match(_ e: Expectation) -> MatchRow {
        guard let want = e.light.color else { return MatchRow(expectation: e, status: .missing) }
        let wantDark = e.dark?.color
        // Text and surface colors are different tokens whatever words they share: the design's fill
        // `--surface-primary` is never the code's `typographyPrimary`, nor its text color a background.
        let designRole = ColorPaintRole.of(e)
        let sameRole = { (entry: NameIndex.Entry) in
            designRole == nil || self.roles[entry.index] == nil || self.roles[entry.index] == designRole
        }
        // A clear color (`Color.clear`, alpha 0) is "no color here" by intent, never a drifted opaque token:
        // a component's borderless `border` is not the design's `--border-brand`.
        // The app's tint is not the design's surface of the same word (shadcn/ui's `--accent` is a hover surface under
        // `--accent-foreground` text, not `AccentColor`).
        if let hit = names.best(for: e.name, accept: sameRole),
            !(candidates[hit.entry.index].light.map { $0.alpha < 0.01 } == true && want.alpha > 0.5),
            !(Self.isAppTint(candidates[hit.entry.index]) && surfacesWithForeground.contains(e.name))
        {
            var row = compare(e, want: want, wantDark: wantDark, with: candidates[withBothValues(of: hit.entry, for: e, want: want, wantDark: wantDark)])
            // A leaf-name hit with another value loses to a token that has exactly the design's values and
            // shares as many words of its name (`--text-brand` is `typographyBrand`, not `MarkdownColors.text`).
            // A hit with every word of the name (`Theme.accent` for `--accent`) is the token, and its other
            // value the gap; so is one that follows another of the design's own values (a design conflict).
            if row.status == .mismatch, row.note != "unresolved", !hit.viaAlias,
                MatchIndex.followedAlternative(row, driftDeltaE: configuration.driftDeltaE) == nil,
                let twin = exactTwin(of: e, want: want, wantDark: wantDark, role: designRole, beating: candidates[hit.entry.index])
            {
                row = compare(e, want: want, wantDark: wantDark, with: candidates[twin])
            }
            // A name derived from a CSS selector is only trusted when the value agrees too; so is a switch's case
            // name (`LogLevel.background`'s `.warning` is a tint for one use, not the design's `--warning`), unless
            // its value is another of the design's own values for that name (a design conflict).
            let agrees = [.matched, .drift, .generic].contains(row.status)
            let caseTrusted =
                candidates[hit.entry.index].caseOf == nil || agrees
                || MatchIndex.followedAlternative(row, driftDeltaE: configuration.driftDeltaE) != nil
            if caseTrusted, e.source != .cssRule || hit.viaAlias || agrees {
                if row.status == .mismatch, row.note != "unresolved" {
                    row.sameValueToken = sameValueToken(want: want, wantDark: wantDark, role: designRole, besides: hit.entry.index)
                }
                if hit.viaAlias, row.codeName == candidates[hit.entry.index].qualifiedName,
                    candidates[hit.entry.index].designName.map({ NameIndex.aliasKey($0) == NameIndex.aliasKey(e.name) }) == true
                {
                    row.commentPaired = true
                }
                return row
            }
        }
        // By value, a token whose name says it paints the other part (`--foreground` and `Theme.background`, both
        // near black) is never the design's: each names its own role, and they agree only by coincidence.
        let namedRole = e.source == .cssRule ? nil : ColorPaintRole.of(words: NameWords.split(e.name))
        if let best = nearest(want, dark: wantDark, role: designRole, designColor: true, excluding: namedRole.flatMap(ColorPaintRole.opposite)) {
            var row = base(e, best.candidate, status: .matchedByValue)
            row.foundByValue = true
            row.deltaE = best.deltaE
            if let wd = wantDark, let cd = shownDark(best.candidate, for: wd) { row.darkDeltaE = wd.deltaE2000(to: cd) }
            noteSeen(&row, best.candidate, want: want, wantDark: wantDark)
            // Near is not the same: at drift distance (light or dark) the token found by value is a drift under
            // another name, never "same value".
            if max(best.deltaE, row.darkDeltaE ?? 0) > configuration.sameColorDeltaE { row.status = .drift }
            // Found under another name, it is still an adaptive system color where the design fixes one
            // value (`--color-success` ↔ `statusSuccess = Color.green`): generic, like a name match.
            // Only when the names do not give the two different parts: a design background of #000000 is not the
            // app's text color `Color.primary` (black in light mode only by coincidence).
            if isGeneric(best.candidate, want: want, wantDark: wantDark), Self.rolesAgree(e, best.candidate) {
                row.status = .generic
            }
            return row
        }
        return MatchRow(expectation: e, status: .missing)
    }

    /// `hit`'s position, or that of a token of the same name in another owner that has the design's light and dark
    /// values where `hit` has one value only: a flat light-only token file beside a palette with both appearances
    /// (`Tokens.textPrimary` beside `Palette.light.textPrimary` with its dark twin, or `Palette.light.textOnprimary`
    /// for `Tokens.textOnPrimary`: `NameKey.spellAlike`) is not where the design's token lacks its dark value.
    func withBothValues(of hit: NameIndex.Entry, for e: Expectation, want: Color, wantDark: Color?) -> Int {
        guard let wantDark, candidates[hit.index].dark == nil else { return hit.index }
        let same = configuration.sameColorDeltaE
        func agrees(_ a: Color, _ b: Color) -> Bool { a.deltaE2000(to: b) <= same && abs(a.alpha - b.alpha) <= configuration.alphaTolerance }
        // The same name whatever its word breaks (`textOnPrimary` beside the palette's `textOnprimary`).
        for other in names.all(for: e.name) where other.index != hit.index && NameKey.spellAlike(other.name, hit.name) {
            let c = candidates[other.index]
            guard c.lightTwin == nil, c.caseOf == nil, let light = c.light, let dark = c.dark, agrees(light, want), agrees(dark, wantDark) else { continue }
            return other.index
        }
        return hit.index
    }

    /// Words of a name that say which family a token belongs to, not which token it is: sharing one is no
    /// evidence that two names mean the same token.
    static let familyWords: Set<String> = [
        "color", "colors", "clr", "token", "tokens", "theme", "palette", "ds", "ui", "app", "var", "semantic", "custom",
        "design", "system", "asset", "assets", "kit", "style", "styles"
    ]

    /// The position of a candidate with the design's light and dark values (within the same-color
    /// threshold, opacity included) that shares a word of the design's name beyond its family words and
    /// shade numbers, at least as many as `hit` does, and paints no other role; nil when `hit` has all of
    /// those words. The one sharing most words wins, then one whose name says the design's role
    /// (`typographyBrand` for `--text-brand`, not `borderBrand` of the same value), then by qualified name.
    func exactTwin(of e: Expectation, want: Color, wantDark: Color?, role: ColorPaintRole?, beating hit: ColorCandidate) -> Int? {
        let designWords = Set(NameKey(e.name).words).subtracting(Self.familyWords).filter { Int($0) == nil }
        guard !designWords.isEmpty else { return nil }
        let needed = max(1, designWords.intersection(NameKey(hit.name, owner: hit.owner).words).count)
        guard needed < designWords.count else { return nil }
        let same = configuration.sameColorDeltaE
        var best: (index: Int, shared: Int, sameRole: Int)?
        for h in values.within(same, of: want, alphaTolerance: configuration.alphaTolerance) {
            let c = candidates[h.index]
            guard let light = c.light else { continue }
            // The design's value in dark mode (its light one when it gives none) against the code's.
            let wd = wantDark ?? want
            let cd = c.dark ?? light
            guard wd.deltaE2000(to: cd) <= same, abs(wd.alpha - cd.alpha) <= configuration.alphaTolerance else { continue }
            if let role, let r = roles[h.index], r != role { continue }
            let shared = designWords.intersection(NameKey(c.name, owner: c.owner).words).count
            guard shared >= needed else { continue }
            let sameRole = role != nil && roles[h.index] == role ? 1 : 0
            if let b = best {
                let bc = candidates[b.index]
                guard (-shared, -sameRole, c.qualifiedName, h.index) < (-b.shared, -b.sameRole, bc.qualifiedName, b.index) else { continue }
            }
            best = (h.index, shared, sameRole)
        }
        return best?.index
    }

    /// The qualified name of another candidate than `besides` with exactly the design's values (within the
    /// same-color threshold, opacity included): nearest first, then by name. A design color that is another
    /// token of the app under another name is a naming question before it is a wrong color.
    /// A token that paints another role (a background for a design text color) is no such candidate.
    func sameValueToken(want: Color, wantDark: Color?, role: ColorPaintRole?, besides: Int) -> String? {
        let same = configuration.sameColorDeltaE
        let hits = values.within(same, of: want, alphaTolerance: configuration.alphaTolerance).filter { h in
            // The dark half of a twin pair carries no value of its own (`ColorCandidate.mergedTwins`); a switch case
            // is no token the code can name.
            let c = candidates[h.index]
            guard h.index != besides, c.lightTwin == nil, c.caseOf == nil, c.name != candidates[besides].name || c.owner != candidates[besides].owner else {
                return false
            }
            if let role, let r = roles[h.index], r != role { return false }
            guard let wd = wantDark else { return true }
            guard let cd = c.dark ?? c.light else { return false }
            return wd.deltaE2000(to: cd) <= same && abs(wd.alpha - cd.alpha) <= configuration.alphaTolerance
        }
        return hits.first.map { candidates[$0.index].qualifiedName }
    }

    /// The nearest resolved candidate within drift, preferring role names over hue names on ties. For a
    /// `designColor` with a dark value the dark half of a light/dark twin pair is left out: its light twin
    /// carries its value as the pair's dark one (`ColorCandidate.mergedTwins`), so the design's light value never
    /// meets it. A design color with one value may still be a dark-only design's, so it may meet it.
    /// A constant private to one file (a component's `private static let trueGreen`) is a weaker candidate than a token
    /// other files can use: when one of those is as near by the thresholds (both the same color, or both drift), it wins.
    func nearest(
        _ want: Color, dark wantDark: Color?, role: ColorPaintRole? = nil, designColor: Bool = false, excluding excluded: ColorPaintRole? = nil
    ) -> (candidate: ColorCandidate, deltaE: Double)? {
        let hits = values.within(configuration.driftDeltaE, of: want, alphaTolerance: configuration.alphaTolerance)
        let best = nearest(among: hits, want, dark: wantDark, role: role, designColor: designColor, excluding: excluded)
        guard let best, best.candidate.filePrivate,
            let shared = nearest(
                among: hits.filter { !candidates[$0.index].filePrivate }, want, dark: wantDark, role: role, designColor: designColor,
                excluding: excluded),
            level(shared.deltaE) == level(best.deltaE)
        else { return best }
        return shared
    }

    /// The nearest of `hits` (see `nearest(_:dark:role:designColor:excluding:)`).
    func nearest(
        among hits: [(index: Int, deltaE: Double)], _ want: Color, dark wantDark: Color?, role: ColorPaintRole?, designColor: Bool,
        excluding excluded: ColorPaintRole?
    ) -> (candidate: ColorCandidate, deltaE: Double)? {
        // Nearest first; on equal ΔE a token with the design's dark value beats one without any (the fixed light
        // half of a dynamic pair), a declared token beats a bare colorset and a role name beats a hue name.
        func rank(_ c: ColorCandidate) -> Int {
            (wantDark != nil && c.dark == nil ? 4 : 0) + (c.origin == .asset && c.expression.isEmpty ? 2 : 0)
                + (ColorNaming.isLiteralName(c.name) ? 1 : 0)
        }
        /// On equal light ΔE: the nearer dark value, then a name of the design's paint role over one that says
        /// none, and that over another role (`typographyPrimary` over `surfacesInverse` of the same #171717).
        typealias Tie = (dark: Double, role: Int, rank: Int)
        func before(_ a: Tie, _ b: Tie) -> Bool {
            if abs(a.dark - b.dark) > 1e-9 { return a.dark < b.dark }
            return (a.role, a.rank) < (b.role, b.rank)
        }
        var best: (ColorCandidate, Double, Tie)?
        for h in hits {
            let c = candidates[h.index]
            if designColor, wantDark != nil, c.lightTwin != nil { continue }
            if let excluded, roles[h.index] == excluded { continue }
            var darkDelta = 0.0
            if let wd = wantDark, let cd = shownDark(c, for: wd) {
                darkDelta = wd.deltaE2000(to: cd)
                if darkDelta > configuration.driftDeltaE { continue }
            }
            // For a design color with a dark value, a code color with the same dark value beats one with
            // none (`adaptiveBackground` over the fixed `backgroundLight` of the same light value).
            let r = rank(c) + (wantDark != nil && c.dark == nil ? 4 : 0)
            let roleRank = role == nil || roles[h.index] == nil ? 1 : roles[h.index] == role ? 0 : 2
            let tie: Tie = (darkDelta, roleRank, r)
            if let b = best {
                let adaptiveFirst = (r >= 4) != (b.2.rank >= 4)
                let nearer = h.deltaE < b.1 - 1e-9 || (abs(h.deltaE - b.1) <= 1e-9 && before(tie, b.2))
                if adaptiveFirst ? r < b.2.rank : nearer { best = (c, h.deltaE, tie) }
            } else {
                best = (c, h.deltaE, tie)
            }
        }
        return best.map { ($0.0, $0.1) }
    }

    func base(_ e: Expectation, _ c: ColorCandidate, status: MatchStatus) -> MatchRow {
        MatchRow(
            expectation: e, status: status, codeName: c.qualifiedName, codeValue: c.valueText,
            codeLocation: c.location, codeColor: c.light, codeDarkColor: c.dark,
            codeExpression: c.expression.isEmpty ? nil : c.expression, codeOrigin: c.origin, systemName: c.systemName)
    }

    func level(_ d: Double) -> MatchStatus {
        d <= configuration.sameColorDeltaE ? .matched : d <= configuration.driftDeltaE ? .drift : .mismatch
    }

    /// Compares a name-matched candidate with the design value.
    func compare(_ e: Expectation, want: Color, wantDark: Color?, with c: ColorCandidate) -> MatchRow {
        var row = base(e, c, status: .mismatch)
        guard let have = c.light, !c.unresolved else {
            row.note = "unresolved"
            return row
        }
        // A translucent code color is what it shows over the app's background when the design's is opaque.
        let shown = want.alpha >= 0.999 ? backdrop?.seen(have, dark: false) ?? have : have
        let dL = want.deltaE2000(to: shown)
        row.deltaE = dL
        let alphaOff = abs(want.alpha - shown.alpha) > configuration.alphaTolerance
        var status = alphaOff ? .mismatch : level(dL)
        if alphaOff { row.note = "opacity \(percent(have.alpha)) vs \(percent(want.alpha))" }
        noteSeen(&row, c, want: want, wantDark: wantDark)
        if let wd = wantDark, let hd = shownDark(c, for: wd) {
            let dD = wd.deltaE2000(to: hd)
            row.darkDeltaE = dD
            let darkAlphaOff = abs(wd.alpha - hd.alpha) > configuration.alphaTolerance
            let ds = darkAlphaOff ? MatchStatus.mismatch : level(dD)
            status = worse(status, ds)
            if ds == .mismatch, row.note == nil { row.note = "dark" }
        }
        if status != .mismatch, isGeneric(c, want: want, wantDark: wantDark) { status = .generic }
        row.status = status
        return row
    }

    /// True for an adaptive system color whose dark value is not the design's (its dark value, or its one
    /// value when it gives only one): right in light, it follows the OS in dark mode.
    /// True unless the names (or the design's use) give the two colors different parts: a design background is
    /// not the app's text color of the same value.
    static func rolesAgree(_ e: Expectation, _ c: ColorCandidate) -> Bool {
        guard let d = ColorPaintRole.of(e), let code = ColorPaintRole.of(c) else { return true }
        return d == code
    }

    func isGeneric(_ c: ColorCandidate, want: Color, wantDark: Color?) -> Bool {
        guard c.isSystem, let hd = c.dark else { return false }
        return hd.deltaE2000(to: wantDark ?? want) > configuration.sameColorDeltaE
    }

    func worse(_ a: MatchStatus, _ b: MatchStatus) -> MatchStatus {
        let order: [MatchStatus] = [.matched, .drift, .generic, .mismatch]
        return (order.firstIndex(of: a) ?? 0) >= (order.firstIndex(of: b) ?? 0) ? a : b
    }

    func percent(_ a: Double) -> String { Plausible.int((a * 100).rounded()).map { "\($0)%" } ?? "?%" }
}
