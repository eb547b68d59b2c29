import Foundation
import GapCheckModel

/// Matches design text styles to the app's font tokens: by name, then by size and weight.
public struct TypographyMatcher: Sendable {
    /// A font the code offers: a token, or a system text style the views use.
    struct Candidate: Sendable {
        var name: String; var owner: String?; var spec: FontSpec; var expression: String; var location: SourceLocation?; var qualifiedName: String
        /// A font size token alone (`fontSizeBodyMd`): compared on size only.
        var sizeOnly = false
    }
    let candidates: [Candidate]
    /// How many candidates the app declares (its font tokens); the system text styles its views use come after.
    let declaredCount: Int
    var names: NameIndex
    /// Candidate positions by size in half points, so value matching looks only at near sizes.
    let bySize: [Int: [Int]]
    /// Declared candidates by name and file name, where one name is declared in files of one name in several
    /// folders (a build's brands or size classes: `brands/nord/Typography.swift`, `brands/sud/Typography.swift`).
    let repeatedNames: [String: [Int]]
    let configuration: Configuration

    /// Prepares the name index for `inventory`.
    public init(inventory: Inventory, configuration: Configuration) {
        var c = inventory.fonts.map {
            Candidate(
                name: $0.name, owner: $0.owner, spec: $0.spec, expression: $0.expression, location: $0.location, qualifiedName: $0.qualifiedName,
                sizeOnly: $0.sizeOnly == true)
        }
        declaredCount = c.count
        // System text styles count when the views use them (`.font(.headline)`).
        var used: [String: SourceLocation] = [:]
        for l in inventory.literals where l.kind == .typography {
            if let ts = l.value?.font?.textStyle, used[ts].map({ l.location < $0 }) ?? true { used[ts] = l.location }
        }
        for (ts, loc) in used.sorted(by: { $0.key < $1.key }) where FontComparison.textStyle(ts) != nil {
            c.append(Candidate(name: ts, owner: "Font", spec: FontSpec(textStyle: ts), expression: "Font.\(ts)", location: loc, qualifiedName: "Font.\(ts)"))
        }
        candidates = c
        var sizes: [Int: [Int]] = [:]
        for (i, cand) in c.enumerated() {
            if let s = FontComparison.size(of: cand.spec), let k = Plausible.int((s * 2).rounded()) { sizes[k, default: []].append(i) }
        }
        bySize = sizes
        repeatedNames = Dictionary(grouping: c.indices.prefix(declaredCount), by: { Self.parallelKey(c[$0]) }).filter { $0.value.count > 1 }
        self.configuration = configuration
        names = NameIndex(
            c.enumerated().map { (name: $0.element.name, owner: $0.element.owner, index: $0.offset) },
            aliases: configuration.aliases, extraGeneric: NameKey.typographyGenericWords, ordered: true)
    }

    /// One row per typography expectation.
    public func match(_ expectations: [Expectation]) -> [MatchRow] {
        // A family alone (`--font-family-base`) is not a text style; styles that use it carry it.
        let mine = expectations.filter { $0.kind == .typography && $0.light.font.flatMap(FontComparison.size(of:)) != nil }
        var m = self
        m.names.learnNamespaces(designNames: NameIndex.namespaceNames(expectations))
        return ModePairing.resolve(mine.map(m.match), rematch: m.match)
    }

    func row(_ e: Expectation, _ c: Candidate, _ status: MatchStatus, note: String? = nil) -> MatchRow {
        // A size token has no weight of its own: `22pt`, not an invented `22pt Regular`.
        let value = c.sizeOnly ? (c.spec.size.map { Length.format($0) + "pt" } ?? describe(c.spec)) : describe(c.spec)
        return MatchRow(
            expectation: e, status: status, codeName: c.qualifiedName, codeValue: value,
            codeLocation: c.location, codeExpression: c.expression, note: note, codeFont: c.spec)
    }

    /// `22pt Bold`, resolving text styles to their default size.
    func describe(_ s: FontSpec) -> String { FontComparison.describe(s) }

    /// Words a type-scale class is made of (`.title-large`, `.headline`, `.body-sm`).
    static let scaleWords: Set<String> = [
        "display", "title", "headline", "subheadline", "body", "callout", "footnote", "caption", "subtitle", "heading",
        "lg", "md", "sm", "xl", "xs", "xxl", "xxs", "h", "large", "small", "regular", "emphasized", "hero", "overline"
    ]

    /// True when the expectation names a text style: a token, or a rule whose selector is one class
    /// (`.text-title`), as opposed to a descendant rule (`.card h3`).
    public static func isStyleName(_ e: Expectation) -> Bool {
        guard e.source == .cssRule else { return true }
        let sel = (e.context ?? e.name).trimmingCharacters(in: .whitespaces)
        guard sel.hasPrefix("."), !sel.dropFirst().contains(where: { " >+~:[.#,".contains($0) }) else { return false }
        let words = NameKey(sel).words
        guard let first = words.first else { return false }
        if ["text", "type", "typography", "font", "ts", "typo", "heading"].contains(first) { return true }
        return words.allSatisfy { scaleWords.contains($0) || $0.allSatisfy(\.isNumber) }
    }

    /// A token's name and its file's name: the same key in another folder is the same token of another brand.
    private static func parallelKey(_ c: Candidate) -> String {
        c.name + "\u{1F}" + (c.location.map { ($0.file as NSString).lastPathComponent } ?? "")
    }

    /// The same token (`parallelKey`) in another file whose value has no difference from the design's.
    private func sameNamedTwin(of c: Candidate, agreeingWith want: FontSpec) -> Candidate? {
        (repeatedNames[Self.parallelKey(c)] ?? []).lazy.map { candidates[$0] }.first { t in
            t.location?.file != c.location?.file
                && FontComparison.differences(design: t.sizeOnly ? FontSpec(size: FontComparison.size(of: want)) : want, code: t.spec).isEmpty
        }
    }

    /// Of the same token in several files (`parallelKey`), the one with the fewest differences from the design's.
    private func closestTwin(of c: Candidate, diffs: [String], to want: FontSpec) -> (Candidate, [String]) {
        var best = (c, diffs)
        for t in (repeatedNames[Self.parallelKey(c)] ?? []).map({ candidates[$0] }) where t.location?.file != c.location?.file {
            let d = FontComparison.differences(design: t.sizeOnly ? FontSpec(size: FontComparison.size(of: want)) : want, code: t.spec)
            if d.count < best.1.count { best = (t, d) }
        }
        return best
    }

    /// The words of a file's name without its extension (`BreakpointSm390pxCompact.swift` → breakpoint, sm, 390px,
    /// compact).
    static func fileWords(_ path: String) -> [String] {
        NameWords.split(((path as NSString).lastPathComponent as NSString).deletingPathExtension)
    }

    /// True when two files are of one family: the same name, or names sharing their first or last word
    /// (`BreakpointSm….swift` and `BreakpointLg….swift`, `LightTheme.swift` and `DarkTheme.swift`), as an export
    /// writes one file per mode, brand or breakpoint.
    static func sameFamily(_ a: String, _ b: String) -> Bool {
        let (x, y) = (fileWords(a), fileWords(b))
        guard let xf = x.first, let yf = y.first else { return true }
        return xf == yf || x.last == y.last
    }

    /// A mismatch row for a declared token with `agreeing`'s name (letter case aside) in a file of another family
    /// (`sameFamily`) when no token of that name in that family has the design's value: the app declares the style twice
    /// with different values, and the one that agrees must not hide the one that does not. Of the family's tokens, the
    /// closest to the design (then by file and line); nil when every family has the design's value.
    private func disagreeingNamesake(of e: Expectation, agreeing: Candidate, want: FontSpec) -> MatchRow? {
        guard TypographyMatcher.isStyleName(e), !agreeing.sizeOnly, let file = agreeing.location?.file else { return nil }
        let name = agreeing.name.lowercased()
        let others = candidates.prefix(declaredCount).filter { t in
            t.name.lowercased() == name && !t.sizeOnly && t.location.map { !Self.sameFamily($0.file, file) } == true
        }
        let families = Dictionary(grouping: others) { t in Self.fileWords(t.location?.file ?? "").first ?? "" }
        var worst: (Candidate, [String])?
        for key in families.keys.sorted() {
            let members = families[key] ?? []
            let compared = members.map { ($0, FontComparison.differences(design: want, code: $0.spec)) }
            guard !compared.contains(where: { $0.1.isEmpty }) else { continue }
            let closest = compared.min { a, b in
                (a.1.count, a.0.location?.file ?? "", a.0.location?.line ?? 0) < (b.1.count, b.0.location?.file ?? "", b.0.location?.line ?? 0)
            }
            if let closest, worst == nil { worst = closest }
        }
        guard let (t, diffs) = worst else { return nil }
        var r = row(e, t, .mismatch, note: diffs.joined(separator: ", "))
        r.agreeingNamesake = "`\(agreeing.qualifiedName)` (\((file as NSString).lastPathComponent))"
        return r
    }

    /// The status of one typography expectation.
    public func match(_ e: Expectation) -> MatchRow {
        guard let want = e.light.font else { return MatchRow(expectation: e, status: .missing) }
        // The app's own token named like the design's (`Typography.body`) before a system text style the views use
        // (`Font.body`): the style is a candidate only when no declared token has the name.
        if let hit = names.best(for: e.name, accept: { $0.index < declaredCount }) ?? names.best(for: e.name) {
            let c = candidates[hit.entry.index]
            // A size token says nothing about weight or family: the design's size is what it answers for.
            var diffs = FontComparison.differences(design: c.sizeOnly ? FontSpec(size: FontComparison.size(of: want)) : want, code: c.spec)
            // Letter spacing only between a style and the token named like it: by value, sizes pair, not trackings.
            if let gap = LetterSpacingGap(design: want, code: c.spec) {
                if diffs.isEmpty, TypographyMatcher.isStyleName(e) || hit.viaAlias { return row(e, c, .mismatch, note: gap.clause) }
                if !diffs.isEmpty { diffs.append(gap.clause) }
            }
            if diffs.isEmpty { return disagreeingNamesake(of: e, agreeing: c, want: want) ?? row(e, c, .matched) }
            // One token declared in several files (a build's brands or size classes, each a `Brand.bodySize`): the
            // file that agrees with the design is the design's own; the others are other brands, not a drift.
            if let twin = sameNamedTwin(of: c, agreeingWith: want) {
                return disagreeingNamesake(of: e, agreeing: twin, want: want) ?? row(e, twin, .matched)
            }
            // Else the file closest to the design is the design's own (fewest differences; the first on a tie).
            let (closest, closestDiffs) = closestTwin(of: c, diffs: diffs, to: want)
            if TypographyMatcher.isStyleName(e) || hit.viaAlias { return row(e, closest, .mismatch, note: closestDiffs.joined(separator: ", ")) }
        }
        // By value: same size and weight (and family when the design states one).
        guard let size = FontComparison.size(of: want), let k = Plausible.int((size * 2).rounded()) else {
            return MatchRow(expectation: e, status: .missing)
        }
        let near = ((bySize[k - 1] ?? []) + (bySize[k] ?? []) + (bySize[k + 1] ?? [])).map { ($0, candidates[$0]) }
        let sameValue = near.filter { FontComparison.differences(design: want, code: $0.1.spec).isEmpty }
            .sorted { ($0.1.qualifiedName, $0.0) < ($1.1.qualifiedName, $1.0) }
        // Of the fonts with the style's look, one with its letter spacing; when every one states another that shows,
        // the app has no font of that look spaced as the design's, whichever it uses for it.
        if let c = sameValue.first(where: { LetterSpacingGap(design: want, code: $0.1.spec) == nil }) { return row(e, c.1, .matchedByValue) }
        if let c = sameValue.first, let gap = LetterSpacingGap(design: want, code: c.1.spec) {
            var r = row(e, c.1, .mismatch, note: gap.clause)
            r.foundByValue = true
            return r
        }
        // A system text style with the design's name and value is available without a token.
        let key = NameKey(e.name, extraGeneric: NameKey.typographyGenericWords)
        for ts in FontComparison.textStyles {
            let spec = FontSpec(textStyle: ts.name)
            guard FontComparison.differences(design: want, code: spec).isEmpty else { continue }
            let c = Candidate(name: ts.name, owner: "Font", spec: spec, expression: "Font.\(ts.name)", location: nil, qualifiedName: "Font.\(ts.name)")
            return row(e, c, key.affinity(to: NameKey(ts.name)) > 0 ? .matched : .matchedByValue)
        }
        return MatchRow(expectation: e, status: .missing)
    }
}
