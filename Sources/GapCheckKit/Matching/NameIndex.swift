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
    }

    var buckets: [String: [Entry]] = [:]
    var byName: [String: [Entry]] = [:]
    let aliases: [String: String]
    let extraGeneric: Set<String>

    /// Indexes `entries` (name, owner, position); `aliases` maps design names to code names.
    public init(_ entries: [(name: String, owner: String?, index: Int)], aliases: [String: String], extraGeneric: Set<String> = []) {
        self.extraGeneric = extraGeneric
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
            let entry = Entry(key: key, index: e.index, qualifiedName: qn, name: e.name, ownerSize: ownerSizes[e.owner ?? ""] ?? 0)
            buckets[key.core.sorted().joined(separator: " "), default: []].append(entry)
            // Names without owner words too, so `--spacing-md` finds `Spacing.md` and `md`.
            let bare = NameKey(e.name, extraGeneric: extraGeneric)
            if bare.core != key.core {
                buckets[bare.core.sorted().joined(separator: " "), default: []].append(entry)
            }
            byName[qn.lowercased(), default: []].append(entry)
            byName[e.name.lowercased(), default: []].append(entry)
        }
    }

    static func aliasKey(_ s: String) -> String { NameWords.split(s).joined(separator: " ") }

    /// The best-named token for a design name, and whether it came from a configured alias.
    /// Ties break on qualified name, then position, so the answer is deterministic.
    public func best(for designName: String) -> (entry: Entry, viaAlias: Bool)? {
        if let target = aliases[NameIndex.aliasKey(designName)] {
            let hits = (byName[target.lowercased()] ?? []).sorted { ($0.qualifiedName, $0.index) < ($1.qualifiedName, $1.index) }
            if let h = hits.first { return (h, true) }
        }
        let key = NameKey(designName, extraGeneric: extraGeneric)
        let candidates = buckets[key.core.sorted().joined(separator: " ")] ?? []
        var best: (Entry, Int)?
        for c in candidates {
            let s = max(key.affinity(to: c.key), key.affinity(to: NameKey(c.name, extraGeneric: extraGeneric)))
            guard s > 0 else { continue }
            if let b = best {
                if s > b.1 || (s == b.1 && (-c.ownerSize, c.qualifiedName, c.index) < (-b.0.ownerSize, b.0.qualifiedName, b.0.index)) {
                    best = (c, s)
                }
            } else { best = (c, s) }
        }
        return best.map { ($0.0, false) }
    }

    /// Every token whose name agrees with `designName` (same core words), sorted.
    public func all(for designName: String) -> [Entry] {
        let key = NameKey(designName, extraGeneric: extraGeneric)
        return (buckets[key.core.sorted().joined(separator: " ")] ?? [])
            .filter { key.affinity(to: $0.key) > 0 || key.affinity(to: NameKey($0.name, extraGeneric: extraGeneric)) > 0 }
            .sorted { ($0.qualifiedName, $0.index) < ($1.qualifiedName, $1.index) }
    }
}
