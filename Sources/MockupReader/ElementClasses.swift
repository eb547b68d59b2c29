import LibXML

/// Every element's `class` attribute of one document, split once (on ASCII white space) for matching, and
/// its place among its element siblings (for `:first-child`, `:nth-of-type()`), counted once.
struct ElementClasses {
    private let lists: [[String]]
    private let sets: [Set<String>]
    /// 1-based index among element siblings, and among siblings of the same tag; the counts of each.
    private let positions: [(index: Int32, count: Int32, typeIndex: Int32, typeCount: Int32)]

    init(_ doc: MarkupDocument) {
        var lists = Array(repeating: [String](), count: doc.nodes.count)
        var sets = Array(repeating: Set<String>(), count: doc.nodes.count)
        // Nodes are read in place (`doc.nodes[i].…`), not copied one by one: a copy retains every string
        // and array of the node.
        for i in doc.nodes.indices where doc.nodes[i].kind == .element {
            guard let attr = doc.nodes[i].attribute("class"), !attr.isEmpty else { continue }
            let list = attr.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).map(String.init)
            lists[i] = list
            sets[i] = Set(list)
        }
        self.lists = lists
        self.sets = sets
        var positions = Array(repeating: (index: Int32(0), count: Int32(0), typeIndex: Int32(0), typeCount: Int32(0)), count: doc.nodes.count)
        for p in doc.nodes.indices where !doc.nodes[p].children.isEmpty {
            let children = doc.nodes[p].children
            var index: Int32 = 0
            var byTag: [String: Int32] = [:]
            for c in children where doc.nodes[c].kind == .element {
                index += 1
                let t = (byTag[doc.nodes[c].name] ?? 0) + 1
                byTag[doc.nodes[c].name] = t
                positions[c].index = index
                positions[c].typeIndex = t
            }
            for c in children where doc.nodes[c].kind == .element {
                positions[c].count = index
                positions[c].typeCount = byTag[doc.nodes[c].name] ?? 0
            }
        }
        self.positions = positions
    }

    /// The element's 1-based place among its element siblings (or those of its tag), from the first or the last,
    /// and how many there are; nil for a node that is no element child.
    func position(_ node: Int, ofType: Bool, fromEnd: Bool) -> (index: Int, count: Int)? {
        let p = positions[node]
        guard p.index > 0 else { return nil }
        let (i, n) = ofType ? (Int(p.typeIndex), Int(p.typeCount)) : (Int(p.index), Int(p.count))
        return (fromEnd ? n - i + 1 : i, n)
    }

    /// The element's classes in attribute order (duplicates kept).
    func classList(_ node: Int) -> [String] { lists[node] }

    /// The element's classes as a set.
    func classSet(_ node: Int) -> Set<String> { sets[node] }
}
