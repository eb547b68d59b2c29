import GapCheckModel

/// Matches data labels (`Tunnel IP`, `Total Capsules`) to model properties (`tunnelIP`, `capsulesCount`)
/// by word overlap: every meaningful word of the label appears in the property's name, or (for labels
/// of three or more words) all but one do.
public struct FieldMatcher: Sendable {
    struct Property: Sendable { var model: ModelType; var property: ModelProperty; var words: Set<String> }
    let properties: [Property]
    /// Property positions by each of their words, so a label looks only at properties sharing a word.
    let byWord: [String: [Int]]
    /// Property positions by their whole word set, for the ties of a best match.
    let byWordSet: [Set<String>: [Int]]
    /// For one word, and for each pair of words (`a\u{1F}b`, sorted): the positions of the properties
    /// having it with the fewest other words. Labels of one or two words need every word, so their best
    /// property is among these, whatever the model count.
    let fewestWithWord: [String: [Int]]
    let fewestWithPair: [String: [Int]]
    let models: [ModelType]

    /// Words that say nothing about which field it is.
    public static let stopWords: Set<String> = [
        "the", "a", "an", "of", "for", "and", "or", "to", "in", "on", "at", "by", "your", "my", "our", "their", "is", "are",
        "total", "count", "number", "num", "no", "nr", "amount", "formatted", "string", "text", "value", "label",
        "display", "current", "all", "this", "per", "full"
    ]

    /// Abbreviations spelled out, so `Avg Pace` meets `averagePace`.
    static let expansions: [String: String] = [
        "avg": "average", "min": "minimum", "max": "maximum", "temp": "temperature", "qty": "quantity",
        "desc": "description", "pct": "percent", "percentage": "percent", "addr": "address", "cnt": "count",
        "dist": "distance", "elev": "elevation", "hr": "heart", "bpm": "heart", "info": "information"
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

    /// Meaningful, stemmed words of a design label without what it says in parentheses (`Weight (lbs)`, `Distance (km)`):
    /// a unit or a note on the value, never a word of the property's name. All of them when nothing is left outside.
    public static func labelWords(_ label: String) -> [String] {
        var outside = ""
        var depth = 0
        for c in label {
            if c == "(" { depth += 1 } else if c == ")" { depth = max(0, depth - 1) } else if depth == 0 { outside.append(c) }
        }
        let kept = words(outside)
        return kept.isEmpty ? words(label) : kept
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
        var sets: [Set<String>: [Int]] = [:]
        for (i, p) in props.enumerated() { sets[p.words, default: []].append(i) }
        byWordSet = sets
        func fewest(_ positions: [Int]) -> [Int] {
            let least = positions.map { props[$0].words.count }.min() ?? 0
            return positions.filter { props[$0].words.count == least }
        }
        fewestWithWord = idx.mapValues(fewest)
        var pairs: [String: [Int]] = [:]
        for (i, p) in props.enumerated() {
            let w = p.words.sorted()
            for a in w.indices { for b in w.indices where b > a { pairs[w[a] + "\u{1F}" + w[b], default: []].append(i) } }
        }
        fewestWithPair = pairs.mapValues(fewest)
    }

    /// The best property for a label: all label words present (or all but one for 3+ words), fewest extra
    /// words, then the preferred model, then by name; nil when none.
    public func property(for label: String, prefer: String? = nil) -> (model: ModelType, property: ModelProperty)? {
        best(for: Set(FieldMatcher.labelWords(label)), prefer: prefer).map { (properties[$0].model, properties[$0].property) }
    }

    /// Position of the best property for a label's words. Shared words are counted through `byWord`
    /// (no set intersection per property); candidates are ranked in the order they are first met.
    func best(for want: Set<String>, prefer: String?) -> Int? {
        guard !want.isEmpty else { return nil }
        if want.count <= 2 {
            // Every word needed: only properties with all of them and the fewest extra words can rank first,
            // met in the same (ascending) order as below.
            let w = want.sorted()
            let group = (w.count == 1 ? fewestWithWord[w[0]] : fewestWithPair[w[0] + "\u{1F}" + w[1]]) ?? []
            return pick(group.map { ($0, want.count) }, want: want, prefer: prefer)
        }
        let needed = want.count - 1
        var shared: [Int: Int] = [:]
        var order: [Int] = []
        for w in want.sorted() {
            for i in byWord[w] ?? [] {
                if let c = shared[i] { shared[i] = c + 1 } else { shared[i] = 1; order.append(i) }
            }
        }
        return pick(order.compactMap { i in (shared[i] ?? 0) >= needed ? (i, shared[i] ?? 0) : nil }, want: want, prefer: prefer)
    }

    /// The best of `candidates` (position, shared words), in the order given: fewest missing label words,
    /// fewest extra property words, the preferred model, then model and property name; ties keep the first.
    private func pick(_ candidates: [(index: Int, shared: Int)], want: Set<String>, prefer: String?) -> Int? {
        var best: (index: Int, rank: [Int])?
        for (i, count) in candidates {
            let p = properties[i]
            let rank = [want.count - count, p.words.count - count, p.model.name == prefer ? 0 : 1]
            if let b = best {
                let q = properties[b.index]
                if rank.lexicographicallyPrecedes(b.rank)
                    || (rank == b.rank && (p.model.name, p.property.name) < (q.model.name, q.property.name))
                {
                    best = (i, rank)
                }
            } else {
                best = (i, rank)
            }
        }
        return best?.index
    }

    /// Models of the best-ranked properties for a label (ties included), sorted.
    func candidates(for label: String) -> [String] {
        let want = Set(FieldMatcher.labelWords(label))
        guard let b = best(for: want, prefer: nil) else { return [] }
        let best = properties[b]
        let bestWords = Set(FieldMatcher.words(best.property.name))
        // Properties with exactly the best one's words, when those hold every label word.
        var models: Set<String> = [best.model.name]
        if want.isSubset(of: bestWords) {
            for i in byWordSet[bestWords] ?? [] { models.insert(properties[i].model.name) }
        }
        return models.sorted()
    }

    /// Field matches for every data-carrying label of every screen.
    /// A missing field's home is the model that backs most labels of its section (else of its screen).
    public func match(_ screens: [ScreenSpec]) -> [FieldMatch] {
        var out: [FieldMatch] = []
        // One row per data label of every screen: sized once rather than grown by doubling (issue 14).
        out.reserveCapacity(screens.reduce(0) { n, s in n + s.labels.lazy.filter { $0.kind.carriesData }.count })
        // The first model of each name, for `home`, instead of a search of every model per screen and section.
        var modelNamed: [String: ModelType] = [:]
        for m in models where modelNamed[m.name] == nil { modelNamed[m.name] = m }
        // Labels repeat across screens: each text (and preferred model) is ranked once.
        var candidatesMemo: [String: [String]] = [:]
        var propertyMemo: [String: Int?] = [:]
        var suggestedMemo: [String: String] = [:]
        // A property's qualified name and location, and a model's location, made once and shared by their rows.
        var propertyNames: [Int: String] = [:]
        var propertyLocations: [Int: OutOfLine<SourceLocation>] = [:]
        var modelLocations: [String: OutOfLine<SourceLocation>] = [:]
        func propertyName(_ i: Int) -> String {
            if let n = propertyNames[i] { return n }
            let n = "\(properties[i].model.name).\(properties[i].property.name)"
            propertyNames[i] = n
            return n
        }
        func propertyLocation(_ i: Int) -> OutOfLine<SourceLocation> {
            if let l = propertyLocations[i] { return l }
            let l = OutOfLine(properties[i].property.location)
            propertyLocations[i] = l
            return l
        }
        // `home` gives the first model of each name, so a name is one location.
        func modelLocation(_ m: ModelType) -> OutOfLine<SourceLocation> {
            if let l = modelLocations[m.name] { return l }
            let l = OutOfLine(m.location)
            modelLocations[m.name] = l
            return l
        }
        func suggested(_ l: DataLabel) -> String {
            if let s = suggestedMemo[l.text] { return s }
            let s = FieldMatcher.suggestedName(for: l)
            suggestedMemo[l.text] = s
            return s
        }
        for s in screens.sorted(by: { ($0.name, $0.location) < ($1.name, $1.location) }) {
            let labels = s.labels.filter { $0.kind.carriesData }
            // Each label votes for the models of its equally good properties, split evenly.
            let first = labels.map { l in
                if let c = candidatesMemo[l.text] { return c }
                let c = candidates(for: l.text)
                candidatesMemo[l.text] = c
                return c
            }
            func home(_ pairs: [(DataLabel, [String])]) -> ModelType? {
                var votes: [String: Double] = [:]
                for (_, models) in pairs where !models.isEmpty {
                    for m in models { votes[m, default: 0] += 1 / Double(models.count) }
                }
                let name = votes.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.first?.key
                return name.flatMap { modelNamed[$0] }
            }
            let pairs = Array(zip(labels, first))
            let screenHome = home(pairs)
            var sectionHome: [String: ModelType] = [:]
            for sec in Set(labels.compactMap(\.section)).sorted() {
                sectionHome[sec] = home(pairs.filter { $0.0.section == sec })
            }
            for l in labels {
                let homeModel = l.section.flatMap { sectionHome[$0] } ?? screenHome
                let memoKey = l.text + "\u{1F}" + (homeModel?.name ?? "")
                let hi: Int?
                if let m = propertyMemo[memoKey] {
                    hi = m
                } else {
                    hi = best(for: Set(FieldMatcher.labelWords(l.text)), prefer: homeModel?.name)
                    propertyMemo[memoKey] = .some(hi)
                }
                out.append(
                    FieldMatch(
                        screen: s.name, label: l, property: hi.map(propertyName), sharedPropertyLocation: hi.map(propertyLocation),
                        suggestedModel: homeModel?.name, sharedSuggestedModelLocation: homeModel.map(modelLocation),
                        suggestedProperty: suggested(l)))
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
