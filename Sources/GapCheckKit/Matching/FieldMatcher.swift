import GapCheckModel

/// Matches data labels (`Tunnel IP`, `Total Capsules`) to model properties (`tunnelIP`, `capsulesCount`)
/// by word overlap: every meaningful word of the label appears in the property's name, or (for labels
/// of three or more words) all but one do.
public struct FieldMatcher: Sendable {
    struct Property: Sendable { var model: ModelType; var property: ModelProperty; var words: Set<String> }
    let properties: [Property]
    /// Property positions by each of their words, so a label looks only at properties sharing a word.
    let byWord: [String: [Int]]
    let models: [ModelType]

    /// Words that say nothing about which field it is.
    public static let stopWords: Set<String> = [
        "the", "a", "an", "of", "for", "and", "or", "to", "in", "on", "at", "by", "your", "my", "our", "is", "are",
        "total", "count", "number", "num", "no", "nr", "amount", "formatted", "string", "text", "value", "label",
        "display", "current", "all", "this", "per",
    ]

    /// Abbreviations spelled out, so `Avg Pace` meets `averagePace`.
    static let expansions: [String: String] = [
        "avg": "average", "min": "minimum", "max": "maximum", "temp": "temperature", "qty": "quantity",
        "desc": "description", "pct": "percent", "percentage": "percent", "addr": "address", "cnt": "count",
        "dist": "distance", "elev": "elevation", "hr": "heart", "bpm": "heart", "info": "information",
    ]

    /// Lower-case word without a plural `s` (`capsules` → `capsule`, `status` stays).
    public static func stem(_ w: String) -> String {
        if w.count > 3, w.hasSuffix("ies") { return String(w.dropLast(3)) + "y" }
        if w.count > 3, w.hasSuffix("s"), !w.hasSuffix("ss"), !w.hasSuffix("us"), !w.hasSuffix("is") { return String(w.dropLast()) }
        return w
    }

    /// Meaningful, stemmed words of a label or identifier.
    public static func words(_ s: String) -> [String] {
        NameWords.split(s).map { stem(expansions[$0] ?? $0) }.filter { !stopWords.contains($0) && !$0.isEmpty }
    }

    /// Indexes every property of every model.
    public init(inventory: Inventory) {
        models = inventory.models.sorted { ($0.name, $0.location) < ($1.name, $1.location) }
        var props: [Property] = []
        for m in models {
            for p in m.properties.sorted(by: { ($0.name, $0.location) < ($1.name, $1.location) }) {
                props.append(Property(model: m, property: p, words: Set(FieldMatcher.words(p.name))))
            }
        }
        properties = props
        var idx: [String: [Int]] = [:]
        for (i, p) in props.enumerated() { for w in p.words { idx[w, default: []].append(i) } }
        byWord = idx
    }

    /// The best property for a label: all label words present (or all but one for 3+ words), fewest extra
    /// words, then the preferred model, then by name; nil when none.
    public func property(for label: String, prefer: String? = nil) -> (model: ModelType, property: ModelProperty)? {
        let want = Set(FieldMatcher.words(label))
        guard !want.isEmpty else { return nil }
        let needed = want.count >= 3 ? want.count - 1 : want.count
        var seen: Set<Int> = []
        var best: (Property, [Int])?
        for w in want.sorted() {
            for i in byWord[w] ?? [] where seen.insert(i).inserted {
                let p = properties[i]
                let shared = want.intersection(p.words).count
                guard shared >= needed else { continue }
                let rank = [want.count - shared, p.words.count - shared, p.model.name == prefer ? 0 : 1]
                if let b = best {
                    if rank.lexicographicallyPrecedes(b.1)
                        || (rank == b.1 && (p.model.name, p.property.name) < (b.0.model.name, b.0.property.name)) {
                        best = (p, rank)
                    }
                } else { best = (p, rank) }
            }
        }
        return best.map { ($0.0.model, $0.0.property) }
    }

    /// Models of the best-ranked properties for a label (ties included), sorted.
    func candidates(for label: String) -> [String] {
        guard let best = property(for: label) else { return [] }
        let want = Set(FieldMatcher.words(label))
        let bestWords = Set(FieldMatcher.words(best.property.name))
        return Set(properties.filter { Set($0.words) == bestWords && want.isSubset(of: $0.words) || ($0.model.name == best.model.name && $0.property.name == best.property.name) }
            .map(\.model.name)).sorted()
    }

    /// Field matches for every data-carrying label of every screen.
    /// A missing field's home is the model that backs most labels of its section (else of its screen).
    public func match(_ screens: [ScreenSpec]) -> [FieldMatch] {
        var out: [FieldMatch] = []
        for s in screens.sorted(by: { ($0.name, $0.location) < ($1.name, $1.location) }) {
            let labels = s.labels.filter { $0.kind.carriesData }
            // Each label votes for the models of its equally good properties, split evenly.
            let first = labels.map { candidates(for: $0.text) }
            func home(_ pairs: [(DataLabel, [String])]) -> ModelType? {
                var votes: [String: Double] = [:]
                for (_, models) in pairs where !models.isEmpty {
                    for m in models { votes[m, default: 0] += 1 / Double(models.count) }
                }
                let name = votes.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.first?.key
                return name.flatMap { n in self.models.first { $0.name == n } }
            }
            let pairs = Array(zip(labels, first))
            let screenHome = home(pairs)
            var sectionHome: [String: ModelType] = [:]
            for sec in Set(labels.compactMap(\.section)).sorted() {
                sectionHome[sec] = home(pairs.filter { $0.0.section == sec })
            }
            for l in labels {
                let homeModel = l.section.flatMap { sectionHome[$0] } ?? screenHome
                let h = property(for: l.text, prefer: homeModel?.name)
                out.append(FieldMatch(
                    screen: s.name, label: l, property: h.map { "\($0.model.name).\($0.property.name)" },
                    propertyLocation: h?.property.location, suggestedModel: homeModel?.name,
                    suggestedModelLocation: homeModel?.location,
                    suggestedProperty: FieldMatcher.suggestedName(for: l)))
            }
        }
        return out
    }

    /// `Tunnel IP` → `tunnelIP`, `Total Capsules` → `totalCapsules`.
    public static func suggestedName(for label: DataLabel) -> String {
        let raw = NameWords.split(TextNormalizer.normalize(label.text))
        let acronyms: Set<String> = ["ip", "id", "url", "api", "ui", "ssid", "mac", "gps", "os", "cpu"]
        guard let first = raw.first else { return "value" }
        var s = first
        for w in raw.dropFirst() { s += acronyms.contains(w) ? w.uppercased() : w.prefix(1).uppercased() + w.dropFirst() }
        if let c = s.first, c.isNumber { s = "_" + s }
        return s
    }
}
