import GapCheckModel
import LibXML

/// Headings that title one record of the page's sample data, not a section.
///
/// Mockups fill their cards with sample records: a book card headed "Hope", a profile card headed "John Doe", two
/// insight cards headed by what this week's data happened to show. The app draws each such card from its data
/// (`Text(book.title)` in a `ForEach`), so the heading is a value, not a title the view writes. Two things on the
/// page say so, whatever its language and class names: the card is one of several siblings drawn alike (the same
/// elements, nested the same way) whose headings, in the same place, say other things; or a monogram of the heading
/// (its initials, "RA" for "Roger Ackroyd", "JD" in an avatar's alternative text) is drawn beside it, as apps draw a
/// placeholder for a record's picture.
extension StructureExtractor {
    /// Most levels above a heading searched for the card it titles or the monogram beside it.
    static let recordDepth = 4

    /// Why the heading `h` titles a record of sample data, or nil when nothing says so.
    func recordEvidence(ofHeading h: Int) -> String? {
        let title = MarkupDocument.collapseWhitespace(doc.textContent(of: h))
        guard title.filter(\.isLetter).count >= 3 else { return nil }
        if let others = alikeRecords(of: h, title: title) {
            let examples = ([title] + others).prefix(3).map { "\"\($0)\"" }.joined(separator: ", ")
            return "it heads one of \(others.count + 1) cards drawn alike whose headings differ (\(examples))"
        }
        if let mono = monogram(of: h, title: title) {
            return "the monogram \"\(mono)\" of its words is drawn beside it, as for a record's picture"
        }
        return nil
    }

    /// The other headings of the cards drawn like the one `h` heads: the nearest container of `h` (inside the
    /// screen) that has siblings drawn alike, each with a heading in the same place saying something else, and that
    /// draws something before the heading. A `<section>`, or a container holding a form control, a switch or a list of
    /// rows, is a group of settings or fields, never a record.
    private func alikeRecords(of h: Int, title: String) -> [String]? {
        // chain[k] is the k-th container above the heading; steps[k] the child indexes from it down to the heading.
        var chain = [h]
        var steps: [[Int]] = [[]]
        while chain.count <= Self.recordDepth, let p = doc.nodes[chain[chain.count - 1]].parent, doc.nodes[p].kind == .element,
            let i = doc.elementChildren(of: p).firstIndex(of: chain[chain.count - 1])
        {
            steps.append([i] + steps[steps.count - 1])
            chain.append(p)
        }
        for k in 1..<chain.count {
            let item = chain[k]
            let name = doc.nodes[item].name
            if ["body", "html", "main", "form", "fieldset", "section", "article"].contains(name) || classes(item).contains("screen")
                || doc.nodes[item].attribute("data-screen") != nil
            {
                return nil
            }
            guard let parent = doc.nodes[item].parent else { return nil }
            let parts = self.parts(of: item)
            // Drawn alike: the same element, each holding what the other holds or less (a card whose optional chips
            // or progress bar are left out), with a heading of the same level in the same place. Rows that end in
            // different controls (a switch, a chip, a button) are a list of settings, not records.
            let alike = doc.elementChildren(of: parent).filter { s in
                guard s != item, doc.nodes[s].name == name,
                    node(at: steps[k], from: s).map({ doc.nodes[$0].name == doc.nodes[h].name }) == true
                else { return false }
                let other = self.parts(of: s)
                return other.isSubset(of: parts) || parts.isSubset(of: other)
            }
            guard !alike.isEmpty else { continue }
            // A card that opens with its heading is a titled group (a dashboard's "Training Load" card); a record draws
            // its picture first (a cover, an avatar, an icon) and names it beside it.
            guard !holdsRows(item), !holdsSwitch(item), !holdsControl(item), drawsBefore(h, in: item) else { return nil }
            let headings = alike.compactMap { node(at: steps[k], from: $0) }.map {
                MarkupDocument.collapseWhitespace(doc.textContent(of: $0))
            }
            let others = headings.filter { !$0.isEmpty && $0 != title }
            return others.count == alike.count ? others : nil
        }
        return nil
    }

    /// Why the title `h` of `card` (`titledCard`) titles a record of sample data: the card is one of several siblings
    /// built alike (three quarters of their elements, by tag and first class, in common: a feed's items, not a detail
    /// screen's cards of weather, stats and a map) whose titles, in the same place, say other things. Nil otherwise.
    func cardRecordEvidence(ofTitle h: Int, card: Int) -> String? {
        guard let parent = doc.nodes[card].parent else { return nil }
        var steps: [Int] = []
        var at = h
        while at != card, let p = doc.nodes[at].parent, let i = doc.elementChildren(of: p).firstIndex(of: at) {
            steps.insert(i, at: 0)
            at = p
        }
        guard at == card else { return nil }
        let title = MarkupDocument.collapseWhitespace(doc.textContent(of: h))
        let built = classedParts(of: card)
        let alike = doc.elementChildren(of: parent).filter { s in
            guard s != card, doc.nodes[s].name == doc.nodes[card].name else { return false }
            let other = classedParts(of: s)
            return built.intersection(other).count * 4 >= built.union(other).count * 3
        }
        guard !alike.isEmpty else { return nil }
        let others = alike.compactMap { node(at: steps, from: $0) }.map { MarkupDocument.collapseWhitespace(doc.textContent(of: $0)) }
            .filter { !$0.isEmpty && $0 != title }
        guard others.count == alike.count else { return nil }
        let examples = ([title] + others).prefix(3).map { "\"\($0)\"" }.joined(separator: ", ")
        return "it heads one of \(others.count + 1) cards drawn alike whose headings differ (\(examples))"
    }

    /// The element's parts with their first class: the path of `tag.class` from it to each element inside it, texts
    /// left out (`div.card-header/span.card-title`), without counting repeats.
    private func classedParts(of n: Int) -> Set<String> {
        var out: Set<String> = []
        func walk(_ i: Int, _ path: String, _ depth: Int) {
            guard depth < 8, out.count < 200 else { return }
            for c in doc.elementChildren(of: i) {
                let p = path + "/" + doc.nodes[c].name + "." + (classes(c).first ?? "")
                out.insert(p)
                walk(c, p, depth + 1)
            }
        }
        walk(n, "", 0)
        return out
    }

    /// True when something is drawn in `item` before the heading `h`: an element outside the heading's ancestors with
    /// text of its own, or an image.
    private func drawsBefore(_ h: Int, in item: Int) -> Bool {
        let above = Set(doc.ancestors(of: h))
        for i in doc.elementsInOrder(from: item) {
            if i == h { return false }
            if above.contains(i) { continue }
            let node = doc.nodes[i]
            if ["img", "svg", "picture", "canvas"].contains(node.name) { return true }
            if node.children.contains(where: { doc.nodes[$0].kind == .text && doc.nodes[$0].text.contains { !$0.isWhitespace } }) {
                return true
            }
        }
        return false
    }

    /// The element reached from `n` by the child indexes `steps`.
    private func node(at steps: [Int], from n: Int) -> Int? {
        var at = n
        for i in steps {
            let kids = doc.elementChildren(of: at)
            guard i < kids.count else { return nil }
            at = kids[i]
        }
        return at
    }

    /// The element's parts: the path of element names from it to each element inside it, classes and texts left
    /// out (`div/div/h3`), without counting repeats.
    private func parts(of n: Int) -> Set<String> {
        var out: Set<String> = []
        func walk(_ i: Int, _ path: String, _ depth: Int) {
            guard depth < 8, out.count < 200 else { return }
            for c in doc.elementChildren(of: i) {
                let p = path + "/" + doc.nodes[c].name
                out.insert(p)
                walk(c, p, depth + 1)
            }
        }
        walk(n, doc.nodes[n].name, 0)
        return out
    }

    /// True when `n` holds a form control: a field, a select, a text area, or a drawn radio button or check box (an
    /// option of a choice the app writes, not a record).
    private func holdsControl(_ n: Int) -> Bool {
        descendants(of: n, limit: 200).contains { i in
            ["input", "select", "textarea"].contains(doc.nodes[i].name)
                || ["radio", "checkbox", "menuitemradio"].contains(doc.nodes[i].attribute("role") ?? "")
                || classes(i).contains { c in !Set(NameWords.split(c)).isDisjoint(with: ["radio", "checkbox"]) }
        }
    }

    /// The monogram of the heading drawn near it, within a few levels above it and outside the heading: an element
    /// whose whole text is the heading's initials in capitals, or an image's alternative text or label holding them
    /// as a word.
    private func monogram(of h: Int, title: String) -> String? {
        let wanted = Self.monograms(of: title)
        guard !wanted.isEmpty else { return nil }
        let inside = Set(doc.elementsInOrder(from: h))
        // A text longer than every monogram is none: its printable ASCII bytes alone outnumber theirs (collapsing
        // white space keeps each of them), so it is passed over without being joined and collapsed.
        let longest = wanted.map(\.utf8.count).max() ?? 0
        var child = h
        for _ in 0..<3 {
            guard let p = doc.nodes[child].parent, doc.nodes[p].kind == .element, doc.nodes[p].name != "body" else { return nil }
            for i in descendants(of: p, limit: 60) where !inside.contains(i) {
                let node = doc.nodes[i]
                // A whole text of its own ("RA" on a cover), or a word of an image's description ("initials JD").
                if Self.printableASCII(in: node.children, of: doc, atMost: longest) {
                    let own = MarkupDocument.collapseWhitespace(
                        node.children.filter { doc.nodes[$0].kind == .text }.map { doc.nodes[$0].text }.joined())
                    if wanted.contains(own) { return own }
                }
                for s in ["alt", "data-alt", "aria-label", "title"].compactMap({ node.attribute($0) }) {
                    let words = s.split(whereSeparator: { !$0.isLetter }).map(String.init)
                    if let hit = words.first(where: { wanted.contains($0) }) { return hit }
                }
            }
            child = p
        }
        return nil
    }

    /// True when the text nodes among `children` hold at most `limit` printable ASCII bytes (`!` to `~`) together.
    static func printableASCII(in children: [Int], of doc: MarkupDocument, atMost limit: Int) -> Bool {
        var count = 0
        for c in children where doc.nodes[c].kind == .text {
            for b in doc.nodes[c].text.utf8 where b > 0x20 && b < 0x7F {
                count += 1
                if count > limit { return false }
            }
        }
        return true
    }

    /// The monograms a title is drawn with: the initials of its first two words and of its first and last words
    /// ("Roger Ackroyd" → "RA"), or the first two letters of a one-word title ("Hope" → "HO"), in capitals.
    static func monograms(of title: String) -> Set<String> {
        let words = title.split(whereSeparator: { !$0.isLetter }).filter { $0.first?.isLetter == true }
        guard let first = words.first else { return [] }
        if words.count == 1 { return first.count >= 3 ? [String(first.prefix(2)).uppercased()] : [] }
        let initial = { (w: Substring) in String(w.prefix(1)).uppercased() }
        return [initial(first) + initial(words[1]), initial(first) + initial(words[words.count - 1])]
    }
}
