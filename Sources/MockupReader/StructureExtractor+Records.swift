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
    /// Most levels above a heading searched for the card it titles or the monogram beside it: a list's row may wrap its
    /// card in a swipe or drag container, and its heading sit in a line beside an icon (`row > card > line > text >
    /// title > h4`).
    static let recordDepth = 6

    /// Why the heading `h` titles a record of sample data, or nil when nothing says so.
    func recordEvidence(ofHeading h: Int) -> String? {
        let title = MarkupDocument.collapseWhitespace(doc.textContent(of: h))
        // Three letters at least; two in a script without case, whose characters are words or syllables ("旅行").
        let letters = title.filter(\.isLetter)
        guard letters.count >= 3 || (letters.count == 2 && !letters.contains(where: \.isCased)) else { return nil }
        if let others = alikeRecords(of: h, title: title) {
            return Self.alikeEvidence(title: title, others: others)
        }
        if let mono = monogram(of: h, title: title) {
            return "the monogram \"\(mono)\" of its words is drawn beside it, as for a record's picture"
        }
        if followsAvatar(h) {
            return "it follows an avatar: it names the person the card shows (a profile's sample user)"
        }
        return nil
    }

    /// Class words of a person's picture (`.profile-avatar`, `.user-photo`).
    static let avatarWords: Set<String> = ["avatar"]

    /// True when the element drawn just before the heading `h` (or before the small line holding it, which it opens) is
    /// an avatar: an element classed as one, or a picture in it classed or described as one, holding no heading. A
    /// heading there is the person's name, which the app shows from its data. A group before a group's heading is
    /// another group, never the heading's picture.
    private func followsAvatar(_ h: Int) -> Bool {
        var child = h
        for _ in 0..<2 {
            guard let p = doc.nodes[child].parent, doc.nodes[p].kind == .element else { return false }
            let kids = doc.elementChildren(of: p)
            guard let i = kids.firstIndex(of: child) else { return false }
            if i > 0 {
                let before = kids[i - 1]
                let inside = descendants(of: before, limit: 20)
                guard inside.count < 20, !inside.contains(where: { ["h1", "h2", "h3", "h4", "h5", "h6"].contains(doc.nodes[$0].name) }) else {
                    return false
                }
                return ([before] + inside).contains { n in
                    let words = classes(n).flatMap(NameWords.split) + NameWords.split(doc.nodes[n].attribute("alt") ?? "")
                    return !Self.avatarWords.isDisjoint(with: words)
                }
            }
            // The heading opens its parent: look before the parent only when it is a small line, not a group.
            guard !["section", "article", "main", "body", "fieldset", "form"].contains(doc.nodes[p].name), kids.count <= 3 else { return false }
            child = p
        }
        return false
    }

    /// Why the heading `h` titles a list of sample records rather than fixed content, with the rows' names (each row's
    /// first text): the element after it (or after the line holding it) holds three rows or more drawn alike, each
    /// showing a figure, with figures that differ ("1,234张", "89张", "156张"; "12 canciones", "8 canciones"): counts and
    /// dates of data. Nil otherwise.
    func listedRecords(underHeading h: Int) -> (evidence: String, names: [String])? {
        var child = h
        for _ in 0..<2 {
            guard let p = doc.nodes[child].parent, doc.nodes[p].kind == .element else { return nil }
            let kids = doc.elementChildren(of: p)
            if let i = kids.firstIndex(of: child), i + 1 < kids.count { return figuredRows(in: kids[i + 1]) }
            child = p
        }
        return nil
    }

    /// The evidence that `list` (or the one element it wraps) holds three rows or more drawn alike whose figures differ,
    /// and the rows' names.
    private func figuredRows(in list: Int) -> (evidence: String, names: [String])? {
        var at = list
        while doc.elementChildren(of: at).count == 1, let only = doc.elementChildren(of: at).first { at = only }
        let rows = doc.elementChildren(of: at)
        guard rows.count >= 3, let first = rows.first else { return nil }
        let name = doc.nodes[first].name
        let built = parts(of: first)
        guard rows.allSatisfy({ doc.nodes[$0].name == name && (parts(of: $0).isSubset(of: built) || built.isSubset(of: parts(of: $0))) })
        else { return nil }
        // Each row's own texts in order (an element's text nodes, not its children's).
        let texts = rows.map { r in
            doc.elementsInOrder(from: r).map { i in
                MarkupDocument.collapseWhitespace(doc.nodes[i].children.filter { doc.nodes[$0].kind == .text }.map { doc.nodes[$0].text }.joined())
            }.filter { !$0.isEmpty }
        }
        let figures = texts.map { $0.first { $0.contains(where: \.isNumber) } }
        guard figures.allSatisfy({ $0 != nil }), Set(figures.compactMap { $0 }).count >= 2 else { return nil }
        let examples = figures.compactMap { $0 }.prefix(3).map { "\"\($0)\"" }.joined(separator: ", ")
        let names = texts.compactMap { $0.first { $0.contains(where: \.isLetter) } }
        return ("its \(rows.count) rows are drawn alike and show figures that differ (\(examples)): a list of sample records", names)
    }

    /// Why a heading among `others` in cards drawn alike titles a record: the headings differ (each card one record), or
    /// one heading is repeated in every card (a placeholder record copied to fill the list, which no fixed section
    /// would be).
    static func alikeEvidence(title: String, others: [String]) -> String {
        if others.allSatisfy({ $0 == title }) {
            return "it heads each of \(others.count + 1) cards drawn alike, the same sample record repeated to fill a list"
        }
        let examples = ([title] + others.filter { $0 != title }).prefix(3).map { "\"\($0)\"" }.joined(separator: ", ")
        return "it heads one of \(others.count + 1) cards drawn alike whose headings differ (\(examples))"
    }

    /// The other headings of the cards drawn like the one `h` heads: the nearest container of `h` (inside the
    /// screen) that has siblings drawn alike, each with a heading in the same place, and that draws something before
    /// the heading. A `<section>`, or a container holding a form control, a switch or a list of rows, is a group of
    /// settings or fields, never a record; an `<article>` is the last container tried (a feed's item is one, the
    /// screen around it is not).
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
            if ["body", "html", "main", "form", "fieldset", "section"].contains(name) || classes(item).contains("screen")
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
            guard !alike.isEmpty else {
                if name == "article" { return nil }
                continue
            }
            // A card that opens with its heading is a titled group (a dashboard's "Training Load" card); a record draws
            // its picture first (a cover, an avatar, an icon) and names it beside it.
            guard !holdsRows(item), !holdsSwitch(item), !holdsControl(item), drawsBefore(h, in: item) else { return nil }
            let headings = alike.compactMap { node(at: steps[k], from: $0) }.map {
                MarkupDocument.collapseWhitespace(doc.textContent(of: $0))
            }
            let others = headings.filter { !$0.isEmpty }
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
        return Self.alikeEvidence(title: title, others: others)
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
    /// text of its own, or an image: an image element, an element painting a picture as its background
    /// (`style="background-image: url(…)"`, a cover or thumbnail), or one the page calls an image (`role="img"`).
    private func drawsBefore(_ h: Int, in item: Int) -> Bool {
        let above = Set(doc.ancestors(of: h))
        for i in doc.elementsInOrder(from: item) {
            if i == h { return false }
            if above.contains(i) { continue }
            let node = doc.nodes[i]
            if ["img", "svg", "picture", "canvas"].contains(node.name) { return true }
            if node.attribute("role") == "img" || (node.attribute("style")?.lowercased().contains("url(") ?? false) { return true }
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
        // Only a cased script draws initials in capitals; two characters of a word in another script ("注文" of
        // "注文履歴") are a word of their own, which may be printed anywhere near.
        guard let first = words.first, first.first?.isCased == true else { return [] }
        if words.count == 1 { return first.count >= 3 ? [String(first.prefix(2)).uppercased()] : [] }
        let initial = { (w: Substring) in String(w.prefix(1)).uppercased() }
        return [initial(first) + initial(words[1]), initial(first) + initial(words[words.count - 1])]
    }
}
