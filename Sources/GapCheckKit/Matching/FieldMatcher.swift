import GapCheckModel

/// Matches data labels (`Tunnel IP`, `Total Capsules`) to model properties (`tunnelIP`, `capsulesCount`)
/// by word overlap: every meaningful word of the label must appear in the property's name.
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
        "display", "current", "all", "this", "last", "per",
    ]

    /// Lower-case word without a plural `s` (`capsules` → `capsule`, `status` stays).
    public static func stem(_ w: String) -> String {
        if w.count > 3, w.hasSuffix("ies") { return String(w.dropLast(3)) + "y" }
        if w.count > 3, w.hasSuffix("s"), !w.hasSuffix("ss"), !w.hasSuffix("us"), !w.hasSuffix("is") { return String(w.dropLast()) }
        return w
    }

    /// Meaningful, stemmed words of a label or identifier.
    public static func words(_ s: String) -> [String] {
        NameWords.split(s).map(stem).filter { !stopWords.contains($0) && !$0.isEmpty }
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

    /// The property whose words include all of the label's, fewest extra words first; nil when none.
    public func property(for label: String) -> (model: ModelType, property: ModelProperty)? {
        let want = Set(FieldMatcher.words(label))
        guard let first = want.sorted().first else { return nil }
        var best: (Property, Int)?
        for i in byWord[first] ?? [] {
            let p = properties[i]
            guard want.isSubset(of: p.words) else { continue }
            let extra = p.words.count - want.count
            if best.map({ extra < $0.1 || (extra == $0.1 && (p.model.name, p.property.name) < ($0.0.model.name, $0.0.property.name)) }) ?? true {
                best = (p, extra)
            }
        }
        return best.map { ($0.0.model, $0.0.property) }
    }

    /// Field matches for every data-carrying label of every screen.
    public func match(_ screens: [ScreenSpec]) -> [FieldMatch] {
        var out: [FieldMatch] = []
        for s in screens.sorted(by: { ($0.name, $0.location) < ($1.name, $1.location) }) {
            let labels = s.labels.filter { $0.kind.carriesData }
            let hits = labels.map { property(for: $0.text) }
            // Where a missing field belongs: the model that backs most of this screen's labels.
            var votes: [String: Int] = [:]
            for h in hits.compactMap({ $0 }) { votes[h.model.name, default: 0] += 1 }
            let home = votes.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.first?.key
            let homeModel = home.flatMap { n in models.first { $0.name == n } }
            for (l, h) in zip(labels, hits) {
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
