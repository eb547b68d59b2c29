import GapCheckModel

/// Matches design colors to code colors: by name (light vs light, dark vs dark, alpha apart),
/// else by value through a lightness-sorted index.
public struct ColorMatcher: Sendable {
    /// Every color the code offers, in inventory order.
    public let candidates: [ColorCandidate]
    let names: NameIndex
    let values: ColorValueIndex
    let configuration: Configuration

    /// Prepares the indexes for `inventory`.
    public init(inventory: Inventory, configuration: Configuration) {
        candidates = ColorCandidate.all(in: inventory)
        self.configuration = configuration
        names = NameIndex(
            candidates.enumerated().map { (name: $0.element.name, owner: $0.element.owner, index: $0.offset) },
            aliases: configuration.aliases)
        values = ColorValueIndex(candidates.enumerated().compactMap { i, c in
            guard let l = c.light, !c.unresolved else { return nil }
            return (color: l, index: i, name: c.qualifiedName)
        })
    }

    /// One row per color expectation, in input order.
    public func match(_ expectations: [Expectation]) -> [MatchRow] {
        expectations.filter { $0.kind == .color && $0.light.color != nil }.map(match)
    }

    /// The status of one color expectation.
    public func match(_ e: Expectation) -> MatchRow {
        guard let want = e.light.color else { return MatchRow(expectation: e, status: .missing) }
        let wantDark = e.dark?.color
        if let hit = names.best(for: e.name) {
            let c = candidates[hit.entry.index]
            let row = compare(e, want: want, wantDark: wantDark, with: c)
            // A name derived from a CSS selector is only trusted when the value agrees too.
            if e.source != .cssRule || hit.viaAlias || [.matched, .drift, .generic].contains(row.status) {
                return row
            }
        }
        if let best = nearest(want, dark: wantDark) {
            var row = base(e, best.candidate, status: .matchedByValue)
            row.deltaE = best.deltaE
            if let wd = wantDark, let cd = best.candidate.dark { row.darkDeltaE = wd.deltaE2000(to: cd) }
            return row
        }
        return MatchRow(expectation: e, status: .missing)
    }

    /// The nearest resolved candidate within drift, preferring role names over hue names on ties.
    func nearest(_ want: Color, dark wantDark: Color?) -> (candidate: ColorCandidate, deltaE: Double)? {
        let hits = values.within(configuration.driftDeltaE, of: want, alphaTolerance: configuration.alphaTolerance)
        // Nearest first; on equal ΔE a declared token beats a bare colorset and a role name beats a hue name.
        func rank(_ c: ColorCandidate) -> Int {
            (c.origin == .asset && c.expression.isEmpty ? 2 : 0) + (ColorNaming.isLiteralName(c.name) ? 1 : 0)
        }
        var best: (ColorCandidate, Double, Int)?
        for h in hits {
            let c = candidates[h.index]
            if let wd = wantDark, let cd = c.dark, wd.deltaE2000(to: cd) > configuration.driftDeltaE { continue }
            let r = rank(c)
            if let b = best {
                if h.deltaE < b.1 - 1e-9 || (abs(h.deltaE - b.1) <= 1e-9 && r < b.2) { best = (c, h.deltaE, r) }
            } else { best = (c, h.deltaE, r) }
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
        if c.isSystem, status != .mismatch {
            // The adaptive system value: right in light, but it follows the OS in dark mode.
            let darkTarget = wantDark ?? want
            if let hd = c.dark, hd.deltaE2000(to: darkTarget) > configuration.sameColorDeltaE {
                status = .generic
            }
        }
        row.status = status
        return row
    }

    func worse(_ a: MatchStatus, _ b: MatchStatus) -> MatchStatus {
        let order: [MatchStatus] = [.matched, .drift, .generic, .mismatch]
        return (order.firstIndex(of: a) ?? 0) >= (order.firstIndex(of: b) ?? 0) ? a : b
    }

    func percent(_ a: Double) -> String { Plausible.int((a * 100).rounded()).map { "\($0)%" } ?? "?%" }
}
