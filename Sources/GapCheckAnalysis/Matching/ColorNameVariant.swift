import GapCheckModel

/// A design color no token has by its name may still be the app's token under a variant of that name: the
/// design's words plus one word naming the part it paints (`--color-focus` ↔ `focusRing`, `--color-switch` ↔
/// `switchTrack`, `--hair` ↔ `hairline`), its words compounded otherwise (`--claybright` ↔ `clayBright`), or one of its
/// words in another inflection (`--muted` ↔ `mute`, `--border` ↔ `borders`).
///
/// The rule is only tried for a design color that would otherwise be missing (no token by name, none near by
/// value), and a variant is only taken when it is the one variant of that design color, no other design color
/// claims the token (by name, by value or as its own only variant), and the two do not paint different roles.
enum ColorNameVariant {
    /// Words that name the part of a control a color paints: a token named with one of them after the design's
    /// words is that design color for that part.
    static let partWords: Set<String> = ["ring", "track", "thumb", "knob", "indicator", "stroke", "outline", "border", "fill", "line"]

    /// True when `word`, after the design's words, names the part the color paints: a part word, or a paint-role word
    /// of the design color's own role.
    static func isPart(_ word: String, designRole: ColorPaintRole?) -> Bool {
        if let role = ColorPaintRole.of(words: [word]) {
            // `fill`, `stroke`… say the part; a role word never pairs a color of another (or unknown) role.
            return designRole == role || (designRole == nil && partWords.contains(word) && role != .text)
        }
        return partWords.contains(word)
    }

    /// Suffixes one inflection of a word adds (`mute` → `muted`, `border` → `borders`).
    static let inflections = ["s", "es", "d", "ed"]

    /// True when `a` and `b` are one word in two inflections; the shorter has at least three letters and is no
    /// number.
    static func isInflection(_ a: String, _ b: String) -> Bool {
        let (short, long) = a.count <= b.count ? (a, b) : (b, a)
        guard short != long, short.count >= 3, Int(short) == nil, long.hasPrefix(short) else { return false }
        return inflections.contains(String(long.dropFirst(short.count)))
    }

    /// True when the code's core words are a variant of the design's: the same words plus one trailing part word
    /// (a paint-role word such as `bg` or `text` only when the design color is known to paint that role), the same
    /// letters compounded into other words (with a part word grown onto a one-word name), or the same words with one
    /// of them inflected.
    static func isVariant(design: [String], code: [String], designRole: ColorPaintRole?) -> Bool {
        guard !design.isEmpty else { return false }
        if code.count == design.count + 1, Array(code.prefix(design.count)) == design, let extra = code.last {
            return isPart(extra, designRole: designRole)
        }
        // One name compounded otherwise (`--claybright` ↔ `clayBright`): the same letters, split into other words; or
        // one word with a part word grown onto it (`--hair` ↔ `hairline`).
        let (d, c) = (design.joined(), code.joined())
        if design != code, d.count >= 3, Int(d) == nil, c.hasPrefix(d) {
            let extra = String(c.dropFirst(d.count))
            if extra.isEmpty || (design.count == 1 && code.count == 1 && isPart(extra, designRole: designRole)) { return true }
        }
        guard code.count == design.count else { return false }
        let differing = zip(design, code).filter { $0 != $1 }
        return differing.count == 1 && isInflection(differing[0].0, differing[0].1)
    }
}

extension ColorMatcher {
    /// `rows` with each missing design color matched to its one name variant (`ColorNameVariant`) when no other
    /// design color claims that token; the row is then compared by value like a name match and says so
    /// (`MatchRow.nameVariant`).
    func matchingNameVariants(_ rows: [MatchRow]) -> [MatchRow] {
        let claimed = Set(rows.compactMap { $0.status == .missing ? nil : $0.codeName })
        var proposal: [Int: Int] = [:]
        var proposers: [Int: Int] = [:]
        for (i, r) in rows.enumerated() where r.status == .missing && r.expectation.source != .cssRule {
            let hits = nameVariants(of: r.expectation).filter { !claimed.contains(candidates[$0].qualifiedName) }
            guard hits.count == 1, let hit = hits.first else { continue }
            proposal[i] = hit
            proposers[hit, default: 0] += 1
        }
        var out = rows
        for (i, hit) in proposal.sorted(by: { $0.key < $1.key }) where proposers[hit] == 1 {
            let e = rows[i].expectation
            guard let want = e.light.color else { continue }
            var row = compare(e, want: want, wantDark: e.dark?.color, with: candidates[hit])
            row.nameVariant = true
            out[i] = row
        }
        return out
    }

    /// Positions of the resolved, opaque-where-the-design-is, same-role candidates whose names are a variant of
    /// the design name (`ColorNameVariant.isVariant`), one per qualified name.
    func nameVariants(of e: Expectation) -> [Int] {
        let designRole = ColorPaintRole.of(e)
        let full = NameKey(e.name)
        var designKeys = [full.core]
        if let ns = names.designNamespace, let free = full.droppingNamespace(ns) { designKeys.append(free.core) }
        var seen: Set<String> = []
        var out: [Int] = []
        for (i, c) in candidates.enumerated() {
            guard !c.unresolved, c.caseOf == nil, c.lightTwin == nil, let light = c.light, !seen.contains(c.qualifiedName) else { continue }
            if let want = e.light.color, light.alpha < 0.01, want.alpha > 0.5 { continue }
            // A line drawn as a box's background (`.divider { height: 1px; background: var(--hair) }`) may be a border token.
            if let role = designRole, let r = roles[i], r != role, !(role == .fill && r == .border) { continue }
            let entry = names.entries.indices.contains(i) ? names.entries[i] : nil
            let codeKeys = [NameKey(c.name, owner: c.owner).core, NameKey(c.name).core] + (entry?.namespaceFree.map { [$0.core] } ?? [])
            let variant = designKeys.contains { d in
                codeKeys.contains { d != $0 && ColorNameVariant.isVariant(design: d, code: $0, designRole: designRole) }
            }
            if variant {
                seen.insert(c.qualifiedName)
                out.append(i)
            }
        }
        return out
    }
}
