import GapCheckModel
import LibXML

/// Headings that title one row of a list, not a section.
///
/// Mockups often set a row's title in a heading element: a settings row holding an icon, an `h4` title, one line
/// under it and a switch or a chevron, repeated for every setting. Such a heading names one row (a setting, a link
/// to a detail), the way a `Toggle` or a navigation link does in the app; the section is the group the rows sit in,
/// under its own title.
extension StructureExtractor {
    /// Most text-holding elements a row has: an icon, a title, a line under it, a value and a chevron.
    static let rowTextLimit = 5

    /// Glyphs drawn as a row's disclosure indicator.
    static let chevronGlyphs: Set<String> = ["›", ">", "❯", "〉", "⟩", "→", "▸", "▶", "»", "⌄", "❭", "⟫", "➔", "➜"]

    /// Class words of a disclosure indicator (`.setting-chevron`, `.row-arrow`, `.disclosure`).
    static let chevronWords: Set<String> = ["chevron", "disclosure", "arrow", "caret"]

    /// True when the heading `h` titles a row rather than a section: the nearest of its containers (three levels up at
    /// most, inside the screen) that repeats among its siblings (same element, same classes) holds this heading only,
    /// few texts (no group of rows), no field label (a heading over labelled fields titles a group of the form), and a
    /// switch or a disclosure chevron: the row's own control, which the heading names.
    func titlesRow(_ h: Int) -> Bool {
        var child = h
        for _ in 0..<4 {
            guard let p = doc.nodes[child].parent, p != doc.root, doc.nodes[p].kind == .element else { return false }
            let name = doc.nodes[p].name
            if ["body", "html", "main", "section", "article", "fieldset", "form"].contains(name) || classes(p).contains("screen")
                || doc.nodes[p].attribute("data-screen") != nil
            {
                return false
            }
            if repeatsAmongSiblings(p) {
                return headingCount(in: p) == 1 && textElementCount(in: p) <= Self.rowTextLimit && !holdsRows(p)
                    && !descendants(of: p, limit: 200).contains(where: { doc.nodes[$0].name == "label" })
                    && (holdsSwitch(p) || holdsChevron(p))
            }
            child = p
        }
        return false
    }

    /// True when a sibling of `n` is the same element with the same classes: one of a list's rows.
    private func repeatsAmongSiblings(_ n: Int) -> Bool {
        guard let parent = doc.nodes[n].parent else { return false }
        let name = doc.nodes[n].name
        let own = Set(classes(n))
        return doc.elementChildren(of: parent).contains { s in s != n && doc.nodes[s].name == name && Set(classes(s)) == own }
    }

    func headingCount(in n: Int) -> Int {
        descendants(of: n, limit: 200).filter { ["h1", "h2", "h3", "h4", "h5", "h6"].contains(doc.nodes[$0].name) }.count
    }

    /// Elements inside `n` that hold text of their own.
    private func textElementCount(in n: Int) -> Int {
        descendants(of: n, limit: 200).filter { i in
            doc.nodes[i].children.contains { c in doc.nodes[c].kind == .text && doc.nodes[c].text.contains { !$0.isWhitespace } }
        }.count
    }

    /// True when `n` holds a list of its own: two sibling elements alike (same element and classes) that each hold
    /// two texts or more.
    func holdsRows(_ n: Int) -> Bool {
        descendants(of: n, limit: 200).contains { i in
            textElementCount(in: i) >= 2 && repeatsAmongSiblings(i)
        }
    }

    /// True when `n` holds a switch (`input type=checkbox`, `role=switch`, `.toggle`).
    func holdsSwitch(_ n: Int) -> Bool {
        descendants(of: n, limit: 200).contains { isToggle($0, classes: classes($0)) }
    }

    /// True when `n` holds a disclosure indicator: an element whose whole text is a chevron glyph, or whose class
    /// names one and which holds no words or figures.
    private func holdsChevron(_ n: Int) -> Bool {
        descendants(of: n, limit: 200).contains { i in
            let text = MarkupDocument.collapseWhitespace(doc.textContent(of: i))
            if Self.chevronGlyphs.contains(text) { return true }
            // A trend arrow carries a figure (`↑ 12%`); a disclosure indicator carries none.
            return !text.contains(where: { $0.isLetter || $0.isNumber })
                && classes(i).contains { c in !Self.chevronWords.isDisjoint(with: NameWords.split(c)) }
        }
    }
}

/// Rows that enumerate data: "✓ Set 1", "⚠ Set 2 · too fast", each with its result. The app draws one row per item
/// from its data (a `ForEach`), so the numbered titles are sample content, not labels it writes.
enum EnumeratedRows {
    /// The labels, with label/value rows that enumerate one item (two rows or more whose titles are the same words
    /// before different numbers, in one screen section) turned into texts.
    static func sampled(_ labels: [DataLabel]) -> [DataLabel] {
        var numbersOfKey: [String: Set<String>] = [:]
        let keys = labels.map { l -> String? in
            guard l.kind == .labelValue, let (stem, number) = enumeration(l.text) else { return nil }
            let key = (l.section ?? "") + "\u{1}" + stem
            numbersOfKey[key, default: []].insert(number)
            return key
        }
        var out = labels
        for (i, key) in keys.enumerated() {
            if let key, numbersOfKey[key, default: []].count >= 2 { out[i].kind = .text }
        }
        return out
    }

    /// The words before the first number of a title and that number (`✓ Set 1` → (`set`, `1`)), when the title has
    /// words before a number; nil otherwise (`Total`, `2 Rakaat`).
    static func enumeration(_ text: String) -> (stem: String, number: String)? {
        var words: [String] = []
        for token in text.split(whereSeparator: { !($0.isLetter || $0.isNumber) }) {
            if token.allSatisfy(\.isNumber) {
                return words.isEmpty ? nil : (words.joined(separator: " "), String(token))
            }
            words.append(token.lowercased())
        }
        return nil
    }
}

/// Rows of sample records: "Mamária · 12 templates", "Pelve · 14 templates", "MAMÁRIA · 25/05 · 14:32". A list draws
/// each record's name beside its count or date; the app draws one row per record from its data (a `ForEach`), so the
/// names are the data's values, neither labels the view writes nor model properties it names.
enum RecordRows {
    /// The labels, with label/value rows that list records (three rows or more in one screen section whose values have
    /// one shape once their figures are set aside, a count with its unit or a date, with different figures and
    /// different names) turned into texts.
    static func sampled(_ labels: [DataLabel]) -> [DataLabel] {
        var rowsOfKey: [String: [Int]] = [:]
        for (i, l) in labels.enumerated() where l.kind == .labelValue || l.kind == .stat {
            guard let value = l.sampleValue, let shape = shape(of: value) else { continue }
            rowsOfKey[(l.section ?? "") + "\u{1}" + shape, default: []].append(i)
        }
        var out = labels
        for rows in rowsOfKey.values where rows.count >= 3 {
            let names = Set(rows.map { labels[$0].text })
            let values = Set(rows.compactMap { labels[$0].sampleValue })
            guard names.count == rows.count, values.count >= 2 else { continue }
            for i in rows { out[i].kind = .text }
        }
        return out
    }

    /// The value with each run of digits written `#` (`12 templates` → `# templates`, `25/05 · 14:32` → `#/# · #:#`),
    /// when it is data-like: a count with a unit (a letter beside the figure) or two figures or more (a date, a time);
    /// nil for a bare number (a statistic's value) or a text without figures.
    static func shape(of value: String) -> String? {
        var out = ""
        var figures = 0
        var inFigure = false
        for c in value {
            if c.isNumber {
                if !inFigure { out.append("#"); figures += 1 }
                inFigure = true
            } else {
                // A thousands separator inside a figure (`1,234`) stays in it.
                if inFigure, c == "," || c == "." { continue }
                inFigure = false
                out.append(c)
            }
        }
        guard figures >= 1, figures >= 2 || out.contains(where: \.isLetter) else { return nil }
        return out
    }
}
