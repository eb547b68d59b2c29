import LibXML

/// The two elements of a page that everything on it inherits from: its `<html>` and its `<body>`, with the id,
/// classes and attributes the page writes on them.
///
/// A custom property declared on a selector one of them carries (`body.direction-b { --accent: … }` on a page whose
/// `<body class="direction-b">`, `[data-brand=sea] { … }` on `<html data-brand="sea">`) is inherited by every element
/// of the page, as a `:root` declaration is: the cascade makes it the page's value, not a value scoped to a part.
struct PageRootElements: Sendable, Equatable {
    /// One root element as the page writes it.
    struct Element: Sendable, Equatable {
        var tag: String
        var id: String?
        var classes: Set<String>
        var attributes: [String: String]
    }

    /// The page's `<html>` and `<body>`, those it has (libxml2 adds both to any HTML page).
    let elements: [Element]

    /// No root elements: nothing is page-wide but the global selectors.
    static let none = PageRootElements(elements: [])

    init(elements: [Element]) { self.elements = elements }

    /// The `<html>` and `<body>` of `doc`.
    init(_ doc: MarkupDocument) {
        var found: [Element] = []
        for node in doc.elementsInOrder() where node != doc.root {
            let n = doc.nodes[node]
            guard n.name == "html" || n.name == "body" else { continue }
            var attributes: [String: String] = [:]
            for a in n.attributes where attributes[a.name.lowercased()] == nil { attributes[a.name.lowercased()] = a.value }
            let classes = (n.attribute("class") ?? "").split(whereSeparator: \.isWhitespace).map(String.init)
            found.append(Element(tag: n.name, id: n.attribute("id"), classes: Set(classes), attributes: attributes))
            if found.count == 2 { break }
        }
        elements = found
    }

    /// True when `selector` names one of the page's root elements by something the page writes on it (an id, a
    /// class, an attribute): a single compound, on `html`, `body` or no tag, without a pseudo-element, a state or
    /// a position. A bare `:root`, `html` or `body` is global on every page already (`Selector.isGlobalScope`).
    func carry(_ selector: Selector) -> Bool {
        guard selector.compounds.count == 1, let s = selector.compounds.first else { return false }
        guard s.id != nil || !s.classes.isEmpty || !s.attributes.isEmpty else { return false }
        guard !s.pseudoElement, s.positions.isEmpty, s.pseudoClasses.isEmpty else { return false }
        return elements.contains { e in
            if let t = s.tag, t != "*", t != e.tag { return false }
            if let id = s.id, e.id != id { return false }
            guard s.classes.allSatisfy(e.classes.contains) else { return false }
            return s.attributes.allSatisfy { a in
                guard let v = e.attributes[a.name.lowercased()] else { return false }
                guard let want = a.value?.lowercased() else { return true }
                return v.lowercased() == want || v.lowercased().split(whereSeparator: \.isWhitespace).contains(Substring(want))
            }
        }
    }

    /// Marks as page-wide the rules declaring custom properties whose every selector is global or names the root
    /// elements of every page the rule applies to (`LoadedPage.sources` lists the style sources of each page).
    static func markPageWide(_ rules: inout [StyleRule], pages: [LoadedPage], sourceCount: Int) {
        var pagesOfSource = [[Int]](repeating: [], count: sourceCount)
        for p in pages.indices {
            for si in pages[p].sources where si < sourceCount { pagesOfSource[si].append(p) }
        }
        for ri in rules.indices where rules[ri].source < sourceCount && rules[ri].declarations.contains(where: { $0.name.hasPrefix("--") }) {
            let selectors = rules[ri].selectors
            guard !selectors.isEmpty, !selectors.allSatisfy(\.isGlobalScope) else { continue }
            let onPages = pagesOfSource[rules[ri].source]
            // Every page that reads the rule carries it: a shared stylesheet's `body.theme-b` that one page of several
            // carries stays scoped, as the other pages never show it.
            guard !onPages.isEmpty else { continue }
            rules[ri].pageWide = selectors.allSatisfy { s in
                s.isGlobalScope || onPages.allSatisfy { pages[$0].rootElements.carry(s) }
            }
        }
    }
}
