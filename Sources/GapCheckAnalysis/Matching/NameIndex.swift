import GapCheckModel

/// Finds code tokens by design name without comparing every pair: tokens are bucketed by their
/// sorted core words, and only the bucket of the design name is scored.
public struct NameIndex: Sendable {
    /// One indexed token: its key, its position in the caller's array and its qualified name.
    public struct Entry: Sendable, Hashable {
        /// The token's name as words.
        public var key: NameKey
        /// Position in the caller's array.
        public var index: Int
        /// `Owner.name`.
        public var qualifiedName: String
        /// The bare name.
        public var name: String
        /// Tokens declared by the same owner: on a tie the main token set beats a stray copy.
        public var ownerSize: Int
        /// The name without its set's namespace word (`Astro Status Critical` → `status critical`), when it has one.
        public var namespaceFree: NameKey?
        /// The owner as declared (empty for none): the set a code-side namespace is looked for in.
        var owner: String
    }

    var buckets: [String: [Entry]] = [:]
    /// The same entries by their letters (`NameKey.letters`): a name whose words are broken otherwise
    /// (`textOnprimary` for `text.onPrimary`) is found there.
    var letterBuckets: [String: [Entry]] = [:]
    var byName: [String: [Entry]] = [:]
    let aliases: [String: String]
    let extraGeneric: Set<String>
    /// When true, core words must agree in order (`title large` is not `large title`).
    let ordered: Bool
    /// Every entry, in input order, for `learnNamespaces`.
    var entries: [Entry] = []
    /// The design names' namespace word (`cpd`), tried away when the full name finds nothing.
    var designNamespace: String?

    /// The design name each token's own line names in a comment (`ColorToken.designName`), by position, as alias keys.
    var claims: [Int: String] = [:]
    /// The names the design declares, as alias keys (`learnNamespaces`): a token claiming one of them is that token's,
    /// never another design name's by its own words. Empty until learned: then a claim only finds its token.
    var designKeys: Set<String> = []

    /// Indexes `entries` (name, owner, position); `aliases` maps design names to code names; `claims` gives a
    /// position the design name its own comment says it mirrors.
    public init(
        _ entries: [(name: String, owner: String?, index: Int)], aliases: [String: String], claims: [Int: String] = [:],
        extraGeneric: Set<String> = [], ordered: Bool = false
    ) {
        for (i, c) in claims { self.claims[i] = NameIndex.aliasKey(c) }
        self.extraGeneric = extraGeneric
        self.ordered = ordered
        var normalizedAliases: [String: String] = [:]
        for (k, v) in aliases.sorted(by: { $0.key < $1.key }) {
            normalizedAliases[NameIndex.aliasKey(k)] = v
        }
        self.aliases = normalizedAliases
        var ownerSizes: [String: Int] = [:]
        for e in entries { ownerSizes[e.owner ?? "", default: 0] += 1 }
        for e in entries {
            let key = NameKey(e.name, owner: e.owner, extraGeneric: extraGeneric)
            let qn = e.owner.map { "\($0).\(e.name)" } ?? e.name
            let entry = Entry(
                key: key, index: e.index, qualifiedName: qn, name: e.name, ownerSize: ownerSizes[e.owner ?? ""] ?? 0,
                namespaceFree: nil, owner: e.owner ?? "")
            self.entries.append(entry)
            buckets[key.core.sorted().joined(separator: " "), default: []].append(entry)
            letterBuckets[key.letters, default: []].append(entry)
            // Names without owner words too, so `--spacing-md` finds `Spacing.md` and `md`.
            let bare = NameKey(e.name, extraGeneric: extraGeneric)
            if bare.core != key.core {
                buckets[bare.core.sorted().joined(separator: " "), default: []].append(entry)
            }
            if bare.letters != key.letters { letterBuckets[bare.letters, default: []].append(entry) }
            byName[qn.lowercased(), default: []].append(entry)
            byName[e.name.lowercased(), default: []].append(entry)
        }
    }

    static func aliasKey(_ s: String) -> String { NameWords.split(s).joined(separator: " ") }

    /// The design names a namespace is learned from: every token the design declares (all kinds, since a
    /// design system prefixes its whole set), not names made up from CSS selectors.
    public static func namespaceNames(_ expectations: [Expectation]) -> [String] {
        expectations.filter { $0.source != .cssRule }.map(\.name)
    }

    /// Learns the namespaces of both sides from the design names this index will be asked for: a leading word
    /// shared by (almost) all design names, or by all code names of one owner, that the other side never writes.
    /// Such names are then also found without that word; it stays a tie-breaker.
    public mutating func learnNamespaces(designNames: [String]) {
        self.designKeys = Set(designNames.map(NameIndex.aliasKey))
        let designKeys = designNames.map { NameKey($0, extraGeneric: extraGeneric) }
        let designWords = Set(designKeys.flatMap(\.words))
        let codeWords = Set(entries.flatMap(\.key.words))
        designNamespace = NameNamespace.leadingWord(of: designKeys, absentFrom: codeWords)
        var byOwner: [String: [Int]] = [:]
        for (i, e) in entries.enumerated() { byOwner[e.owner, default: []].append(i) }
        for (_, idx) in byOwner.sorted(by: { $0.key < $1.key }) {
            let bare = idx.map { NameKey(entries[$0].name, extraGeneric: extraGeneric) }
            guard let ns = NameNamespace.leadingWord(of: bare, absentFrom: designWords) else { continue }
            for (k, i) in idx.enumerated() {
                guard let free = bare[k].droppingNamespace(ns) else { continue }
                entries[i].namespaceFree = free
                buckets[free.core.sorted().joined(separator: " "), default: []].append(entries[i])
                letterBuckets[free.letters, default: []].append(entries[i])
            }
        }
    }

    /// The best-named token for a design name, and whether it came from a configured alias.
    /// Ties break on qualified name, then position, so the answer is deterministic.
    /// `accept` leaves entries out of the name search (a configured alias is always taken).
    public func best(for designName: String, accept: (Entry) -> Bool = { _ in true }) -> (entry: Entry, viaAlias: Bool)? {
        if let target = aliases[NameIndex.aliasKey(designName)] {
            let hits = (byName[target.lowercased()] ?? []).sorted { ($0.qualifiedName, $0.index) < ($1.qualifiedName, $1.index) }
            if let h = hits.first { return (h, true) }
        }
        // A token whose own line names this design token is it, as a configured alias is; of several, the one whose
        // name says it too (`card` beside `bg2`, both `// --card`), else the first by name.
        let wanted = NameIndex.aliasKey(designName)
        let full = NameKey(designName, extraGeneric: extraGeneric)
        let claimants = entries.filter { claims[$0.index] == wanted && accept($0) }
        func says(_ e: Entry) -> Int {
            max(full.affinity(to: e.key), full.affinity(to: NameKey(e.name, extraGeneric: extraGeneric)), e.namespaceFree.map { full.affinity(to: $0) } ?? 0)
        }
        if let h = claimants.max(by: { a, b in (says(a), b.qualifiedName, b.index) < (says(b), a.qualifiedName, a.index) }) {
            return (h, true)
        }
        let free = { (e: Entry) in accept(e) && !self.claimsOther(e, than: wanted) }
        if let hit = best(key: full, accept: free) { return (hit, false) }
        // `--cpd-color-gray-100` is `gray 100` once its set's namespace is set aside.
        if let ns = designNamespace, let bare = full.droppingNamespace(ns), let hit = best(key: bare, accept: free) { return (hit, false) }
        return nil
    }

    /// How a name that spells the design's words with other word breaks scores (`textOnprimary` for
    /// `text.onPrimary`): below the same words in the same order (1000 and up), above the same words in another order
    /// (900 and up).
    static let sameLettersAffinity = 950

    /// The best-scoring accepted entry for one design key.
    private func best(key: NameKey, accept: (Entry) -> Bool) -> Entry? {
        let candidates = buckets[key.core.sorted().joined(separator: " ")] ?? []
        let byWords = Set(candidates.map(\.index))
        // Entries spelled with the same letters but other word breaks, when their words put them in another bucket.
        let spelledAlike = (letterBuckets[key.letters] ?? []).filter { !byWords.contains($0.index) }
        var best: (Entry, Int)?
        for c in candidates + spelledAlike where accept(c) {
            let bare = NameKey(c.name, extraGeneric: extraGeneric)
            var s = max(key.affinity(to: c.key), key.affinity(to: bare), c.namespaceFree.map { key.affinity(to: $0) } ?? 0)
            // Same letters in the same order: never a reordering, so an ordered index takes it too.
            let spelled = s == 0 && sameLetters(key, c, bare: bare)
            if spelled { s = Self.sameLettersAffinity }
            guard s > 0, spelled || !ordered || key.core == c.key.core || key.core == bare.core || key.core == c.namespaceFree?.core else { continue }
            if let b = best {
                if s > b.1 || (s == b.1 && (-c.ownerSize, c.qualifiedName, c.index) < (-b.0.ownerSize, b.0.qualifiedName, b.0.index)) {
                    best = (c, s)
                }
            } else {
                best = (c, s)
            }
        }
        return best?.0
    }

    /// True when `entry`'s own line names another design token the design declares than the one `key` spells: it is
    /// that token's, not this one's by the words of its Swift name.
    private func claimsOther(_ entry: Entry, than wanted: String) -> Bool {
        guard let claim = claims[entry.index], designKeys.contains(claim) else { return false }
        return claim != wanted
    }

    /// True when `entry` (whose bare key is `bare`) spells `key`'s letters, with or without its owner or namespace.
    private func sameLetters(_ key: NameKey, _ entry: Entry, bare: NameKey) -> Bool {
        key.letters == entry.key.letters || key.letters == bare.letters
            || entry.namespaceFree?.letters == key.letters
    }

    /// Every token whose name agrees with `designName` (same core words, or the same letters broken into other words), sorted.
    public func all(for designName: String) -> [Entry] {
        let full = NameKey(designName, extraGeneric: extraGeneric)
        let wanted = NameIndex.aliasKey(designName)
        var keys = [full]
        if let ns = designNamespace, let free = full.droppingNamespace(ns) { keys.append(free) }
        var seen: Set<Int> = []
        var out: [Entry] = []
        for key in keys {
            for e in buckets[key.core.sorted().joined(separator: " ")] ?? [] where !seen.contains(e.index) {
                let hit =
                    key.affinity(to: e.key) > 0 || key.affinity(to: NameKey(e.name, extraGeneric: extraGeneric)) > 0
                    || (e.namespaceFree.map { key.affinity(to: $0) > 0 } ?? false)
                if hit, !claimsOther(e, than: wanted) { seen.insert(e.index); out.append(e) }
            }
            for e in letterBuckets[key.letters] ?? [] where !seen.contains(e.index) {
                if sameLetters(key, e, bare: NameKey(e.name, extraGeneric: extraGeneric)), !claimsOther(e, than: wanted) { seen.insert(e.index); out.append(e) }
            }
            if !out.isEmpty { break }
        }
        return out.sorted { ($0.qualifiedName, $0.index) < ($1.qualifiedName, $1.index) }
    }
}
