import LibXML

/// Every element's `class` attribute of one document, split once (on ASCII white space) for matching.
struct ElementClasses {
    private let lists: [[String]]
    private let sets: [Set<String>]

    init(_ doc: MarkupDocument) {
        var lists = Array(repeating: [String](), count: doc.nodes.count)
        var sets = Array(repeating: Set<String>(), count: doc.nodes.count)
        for (i, n) in doc.nodes.enumerated() where n.kind == .element {
            guard let attr = n.attribute("class"), !attr.isEmpty else { continue }
            let list = attr.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).map(String.init)
            lists[i] = list
            sets[i] = Set(list)
        }
        self.lists = lists
        self.sets = sets
    }

    /// The element's classes in attribute order (duplicates kept).
    func classList(_ node: Int) -> [String] { lists[node] }

    /// The element's classes as a set.
    func classSet(_ node: Int) -> Set<String> { sets[node] }
}
