import GapCheckModel

/// Matches design colors to code colors: by name (light vs light, dark vs dark, alpha apart),
/// else by value through a lightness-sorted index.
public struct ColorMatcher: Sendable {
    /// Every color the code offers, in inventory order.
    public let candidates: [ColorCandidate]
    var names: NameIndex
    let values: ColorValueIndex
    let configuration: Configuration

    /// Prepares the indexes for `inventory`.
    public init(inventory: Inventory, configuration: Configuration) {
        candidates = ColorCandidate.all(in: inventory)
        self.configuration = configuration
        names = NameIndex(
            candidates.enumerated().map { (name: $0.element.name, owner: $0.element.owner, index: $0.offset) },
            aliases: configuration.aliases)
        values = ColorValueIndex(
            candidates.enumerated().compactMap { i, c in
                guard let l = c.light, !c.unresolved else { return nil }
                return (color: l, index: i, name: c.qualifiedName)
            })
    }

    /// One row per color expectation, in input order.
    public func match(_ expectations: [Expectation]) -> [MatchRow] {
        let mine = expectations.filter { $0.kind == .color && $0.light.color != nil }
        let m = learningNamespaces(of: expectations)
        return mine.map(m.match)
    }

    /// This matcher with the namespaces of `expectations` (`--cpd-…`) and of the code's names learned.
    func learningNamespaces(of expectations: [Expectation]) -> ColorMatcher {
        var m = self
        m.names.learnNamespaces(designNames: NameIndex.namespaceNames(expectations))
        return m
    }

    /// The status of one color expectation.
    public func match(_ e: Expectation) -> MatchRow {
        guard let want = e.light.color else { return MatchRow(expectation: e, status: .missing) }
        let wantDark = e.dark?.color
        // A clear color (`Color.clear`, alpha 0) is "no color here" by intent, never a drifted opaque token:
        // a component's borderless `border` is not the design's `--border-brand`.
        if let hit = names.best(for: e.name), !(candidates[hit.entry.index].light.map { $0.alpha < 0.01 } == true && want.alpha > 0.5) {
            let c = candidates[hit.entry.index]
            let row = compare(e, want: want, wantDark: wantDark, with: c)
            // A name derived from a CSS selector is only trusted when the value agrees too.
            if e.source != .cssRule || hit.viaAlias || [.matched, .drift, .generic].contains(row.status) {
                return row
            }
        }
        if let best = nearest(want, dark: wantDark, designColor: true) {
            var row = base(e, best.candidate, status: .matchedByValue)
            row.deltaE = best.deltaE
            if let wd = wantDark, let cd = best.candidate.dark { row.darkDeltaE = wd.deltaE2000(to: cd) }
            // Found under another name, it is still an adaptive system color where the design fixes one
            // value (`--color-success` ↔ `statusSuccess = Color.green`): generic, like a name match.
            if isGeneric(best.candidate, want: want, wantDark: wantDark) { row.status = .generic }
            return row
        }
        return MatchRow(expectation: e, status: .missing)
    }

    /// The nearest resolved candidate within drift, preferring role names over hue names on ties. For a
    /// `designColor` with a dark value the dark half of a light/dark twin pair is left out: its light twin
    /// carries its value as the pair's dark one (`ColorCandidate.mergedTwins`), so the design's light value never
    /// meets it. A design color with one value may still be a dark-only design's, so it may meet it.
    func nearest(_ want: Color, dark wantDark: Color?, designColor: Bool = false) -> (candidate: ColorCandidate, deltaE: Double)? {
        let hits = values.within(configuration.driftDeltaE, of: want, alphaTolerance: configuration.alphaTolerance)
        // Nearest first; on equal ΔE a token with the design's dark value beats one without any (the fixed light
        // half of a dynamic pair), a declared token beats a bare colorset and a role name beats a hue name.
        func rank(_ c: ColorCandidate) -> Int {
            (wantDark != nil && c.dark == nil ? 4 : 0) + (c.origin == .asset && c.expression.isEmpty ? 2 : 0)
                + (ColorNaming.isLiteralName(c.name) ? 1 : 0)
        }
        var best: (ColorCandidate, Double, Int)?
        for h in hits {
            let c = candidates[h.index]
            if designColor, wantDark != nil, c.lightTwin != nil { continue }
            if let wd = wantDark, let cd = c.dark, wd.deltaE2000(to: cd) > configuration.driftDeltaE { continue }
            // For a design color with a dark value, a code color with the same dark value beats one with
            // none (`adaptiveBackground` over the fixed `backgroundLight` of the same light value).
            let r = rank(c) + (wantDark != nil && c.dark == nil ? 4 : 0)
            if let b = best {
                let adaptiveFirst = (r >= 4) != (b.2 >= 4)
                if adaptiveFirst ? r < b.2 : (h.deltaE < b.1 - 1e-9 || (abs(h.deltaE - b.1) <= 1e-9 && r < b.2)) { best = (c, h.deltaE, r) }
            } else {
                best = (c, h.deltaE, r)
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
        let dL = want.deltaE2000(to: have)
        row.deltaE = dL
        let alphaOff = abs(want.alpha - have.alpha) > configuration.alphaTolerance
        var status = alphaOff ? .mismatch : level(dL)
        if alphaOff { row.note = "opacity \(percent(have.alpha)) vs \(percent(want.alpha))" }
        if let wd = wantDark, let hd = c.dark {
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
