import Foundation
import GapCheckModel
import LibXML

/// Where a section of a screen ends.
///
/// A heading titles what follows it, but not everything that follows it: a title inside a `<section>`, an `<article>`,
/// a `<fieldset>`, an element of role region or group, or a titled card, titles that element's content only. The
/// statistics row after the goal's `<section>`, the chart card after it and the tab bar at the bottom are under no
/// title of the goal's, though no heading of their own starts before them. A heading that no such element holds
/// (between the screen's own rows, the common case) still runs to the next heading or the screen's end, as before.
struct SectionScope {
    let doc: MarkupDocument
    /// The elements of each bounding element's subtree, read once per element.
    private var members: [Int: Set<Int>] = [:]

    init(doc: MarkupDocument) { self.doc = doc }

    /// The element that bounds the section titled at `n`: `n` itself when it is a sectioning element, the card it
    /// titles, else its nearest sectioning ancestor below the screen's `root`; nil when none.
    func bound(of n: Int, card: Int?, below root: Int) -> Int? {
        if isSectioning(n) { return n }
        if let card { return card }
        var p = doc.nodes[n].parent
        while let i = p, i != root {
            if isSectioning(i) { return i }
            p = doc.nodes[i].parent
        }
        return nil
    }

    /// True when `n` lies inside the element `scope` (or is it).
    mutating func contains(_ scope: Int, _ n: Int) -> Bool {
        if n == scope { return true }
        if let set = members[scope] { return set.contains(n) }
        let set = Set(doc.elementsInOrder(from: scope))
        members[scope] = set
        return set.contains(n)
    }

    /// True when `n` sits in a navigation element below the screen's `root` (a `<nav>`, a tab list, a navigation role):
    /// the screen's bar, whatever heading comes before it.
    func inNavigation(_ n: Int, below root: Int) -> Bool {
        var i: Int? = n
        while let k = i, k != root {
            let node = doc.nodes[k]
            if node.kind == .element, node.name == "nav" || ["navigation", "tablist"].contains(node.attribute("role") ?? "") { return true }
            i = node.parent
        }
        return false
    }

    private func isSectioning(_ n: Int) -> Bool {
        let node = doc.nodes[n]
        return ["section", "article", "fieldset"].contains(node.name) || ["region", "group"].contains(node.attribute("role") ?? "")
    }
}

/// Labels that hold a calendar date: "TODAY · 6月28日", "Mon, 28 June", "Due 2024-06-28", "Letzte Sitzung 3. März".
///
/// A day with its month in a label is the page's sample of a date the app prints from its clock or its data (today,
/// the last session, a due day), never a name the app declares: such a label is turned into a text of the screen, as
/// listed records are, and asks for no label or model field of its own. A month alone ("June budget"), a year alone
/// ("Since 2019") or a figure without a month ("Step 2 of 5") is no date.
enum DatedLabels {
    /// The labels, with each one holding a day and its month turned into a text.
    static func sampled(_ labels: [DataLabel]) -> [DataLabel] {
        var out = labels
        for i in out.indices where out[i].kind != .text && holdsDate(out[i].text) { out[i].kind = .text }
        return out
    }

    /// True when `text` holds a calendar day with its month: written with the CJK or Korean date signs (`6月28日`,
    /// `6월 28일`), as an ISO date (`2024-06-28`), with day, month and year in figures (`28.06.2024`,
    /// `6/28/24`), or as a month's name beside a day's number (`Jun 28`, `28 June`, `3. März`, `28 de junio`).
    static func holdsDate(_ text: String) -> Bool {
        // Every writing of a day has its figure: most labels have none, and skip the patterns (6% of the mockup reader
        // when every label went through them).
        guard text.unicodeScalars.contains(where: { $0.properties.numericType != nil }) else { return false }
        let t = text.lowercased()
        for pattern in figurePatterns where t.range(of: pattern, options: .regularExpression) != nil { return true }
        let words = t.split { !($0.isLetter || $0.isNumber) }.map(String.init)
        for (k, w) in words.enumerated() where monthNames.contains(w) {
            // The day just before the month (`28 June`, `3. März`, `28 de junio`) or just after it (`Jun 28`, `June 28th`).
            let before = k >= 1 ? (words[k - 1] == "de" && k >= 2 ? words[k - 2] : words[k - 1]) : nil
            let after = k + 1 < words.count ? words[k + 1] : nil
            if [before, after].contains(where: { $0.map(isDay) ?? false }) { return true }
        }
        return false
    }

    private static let figurePatterns = [
        #"\d{1,2}\s*月\s*\d{1,2}\s*日"#, #"\d{1,2}\s*월\s*\d{1,2}\s*일"#,
        #"\b\d{4}-\d{1,2}-\d{1,2}\b"#, #"\b\d{1,2}[./]\d{1,2}[./](\d{4}|\d{2})\b"#
    ]

    /// A day's number, with an English ordinal ending (`28`, `28th`, `1st`).
    private static func isDay(_ word: String) -> Bool {
        let digits = word.prefix { $0.isASCII && $0.isNumber }
        guard (1...2).contains(digits.count), let d = Int(digits), (1...31).contains(d) else { return false }
        return ["", "st", "nd", "rd", "th"].contains(String(word.dropFirst(digits.count)))
    }

    /// Month names and their usual abbreviations in English, German, French, Spanish, Portuguese, Italian and Dutch,
    /// lowercased; abbreviations that are also common words of a label (`set`, `out`, `ago`) are left out.
    private static let monthNames: Set<String> = [
        "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december",
        "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
        "januar", "februar", "märz", "juni", "juli", "oktober", "dezember", "mär", "okt", "dez",
        "janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre",
        "janv", "févr", "avr", "juil", "déc",
        "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre",
        "diciembre", "ene", "abr", "dic",
        "janeiro", "fevereiro", "março", "maio", "junho", "julho", "setembro", "outubro", "dezembro", "fev",
        "gennaio", "febbraio", "aprile", "maggio", "giugno", "luglio", "ottobre", "dicembre", "gen", "mag", "giu", "lug", "ott",
        "januari", "februari", "maart", "mei", "augustus", "mrt"
    ]
}
