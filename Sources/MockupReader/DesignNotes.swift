import Foundation
import GapCheckModel

/// What the design folder's own notes (`README.md`, an inventory or changelog in Markdown) say of its pages: which
/// one is the chosen, production design ("### terminal-chat-hybrid.html ⭐ PRODUCTION-READY") and which are
/// retired ("**Status:** Superseded by …", a table row "| mobile-app-preview.html | … | Archive |"). Designers
/// write the status of their pages there rather than in the pages; a retired page is history, not a design the
/// app should follow.
///
/// A note speaks of one page in a unit: a heading that names the page, with the status lines of its section
/// (`Status: …`); a table row or a list item that names it first. A unit that marks its page both ways, or a page
/// marked both ways by two units, says nothing.
enum DesignNotes {
    /// The pages the notes mark, by the design's display path, with the note that marks each.
    struct Marks: Equatable {
        var chosen: [String: SourceLocation] = [:]
        var retired: [String: SourceLocation] = [:]
        /// Pages the notes never name while they judge the design's pages (`unjudged(pages:mentioned:)`).
        var unjudged: [String] = []
    }

    /// Words (split by `NameWords`) that retire a page.
    private static let retiringWords: Set<String> = [
        "superseded", "deprecated", "archive", "archived", "obsolete", "outdated", "legacy", "retired", "abandoned", "rejected",
        "discarded", "veraltet", "archiviert", "verworfen", "obsolète", "archivé", "abandonné", "obsoleto", "archivado", "descartado",
        "arquivado", "descontinuado"
    ]
    /// Runs of letters without word breaks (CJK) that retire a page: deprecated, archived, old version, discarded.
    private static let retiringRuns: [String] = ["废弃", "弃用", "归档", "旧版", "已过时", "廃止", "アーカイブ", "旧版", "폐기", "보관", "구버전"]
    /// Words that, beside `ChosenMarks`' own, mark the page the app ships.
    private static let shippingWords: Set<String> = ["production", "shipped", "shipping", "current"]

    /// The marks of `notes` (display path and text of each Markdown file) on the design's `pages` (display paths).
    static func marks(_ notes: [(file: String, text: String)], pages: [String]) -> Marks {
        let named = pageNames(pages)
        guard !named.isEmpty else { return Marks() }
        var chosen: [String: SourceLocation] = [:]
        var retired: [String: SourceLocation] = [:]
        for note in notes {
            for unit in units(note.text) {
                // A heading is about the page it names; a row or a list item about the page it starts with, so a
                // changelog line "- Removed the legacy header from v2.html" retires nothing.
                guard let page = unit.isHeading ? firstPage(in: unit.subject, named) : leadingPage(of: unit.subject, named) else { continue }
                // The marks are in the words around the page names, never in a name (`legacy-rewards.html`).
                var text = ([unit.subject] + unit.status).joined(separator: " ").lowercased()
                for name in named.keys { text = text.replacingOccurrences(of: name, with: " ") }
                let retires = Self.retires(text)
                let chooses = Self.chooses(text)
                guard retires != chooses else { continue }
                let at = SourceLocation(file: note.file, line: unit.line, column: 1)
                if retires { retired[page] = retired[page] ?? at } else { chosen[page] = chosen[page] ?? at }
            }
        }
        // A line that calls one page the source of truth chooses it, wherever the page stands in the line.
        for note in notes {
            for line in authorityLines(note.text, named) where chosen[line.page] == nil {
                chosen[line.page] = SourceLocation(file: note.file, line: line.line, column: 1)
            }
        }
        for page in Set(chosen.keys).intersection(retired.keys) {
            chosen[page] = nil
            retired[page] = nil
        }
        var marks = Marks(chosen: chosen, retired: retired)
        let mentioned = Set(notes.flatMap { pagesNamed(in: $0.text, named) })
        marks.unjudged = unjudged(marks, pages: pages, mentioned: mentioned)
        return marks
    }

    /// The names a note may give each page, lowercased: its file name when no other page has it (`wallet.html`), and
    /// the end of its path from its folder up (`mockups/v1.html`, `design/mockups/v1.html`) when no other page's path
    /// ends so, as notes at the repository's root write it. A name two pages share names neither.
    static func pageNames(_ pages: [String]) -> [String: String] {
        var byName: [String: Set<String>] = [:]
        for p in pages {
            let parts = p.lowercased().split(separator: "/")
            for k in 1...max(1, min(parts.count, 4)) where k <= parts.count {
                byName[parts.suffix(k).joined(separator: "/"), default: []].insert(p)
            }
        }
        return byName.compactMapValues { $0.count == 1 ? $0.first : nil }
    }

    /// Phrases that make a page the one the others answer to: "the locked source of truth", in a few languages.
    private static let authorityPhrases: [String] = [
        "source of truth", "source de vérité", "fuente de verdad", "fonte da verdade", "fonte di verità", "maßgebliche quelle"
    ]

    /// The lines (outside fenced code, headings included) that name exactly one page and call it the source of truth,
    /// with the page and the line's number: "**Sage palette** in `design/mockups/v1.html` is the locked source of
    /// truth". A line naming two pages says which of them is the source only in its grammar, so it says nothing here.
    static func authorityLines(_ text: String, _ named: [String: String]) -> [(page: String, line: Int)] {
        var out: [(page: String, line: Int)] = []
        for (i, line) in proseLines(text) {
            let lower = line.lowercased()
            guard authorityPhrases.contains(where: lower.contains) else { continue }
            let pages = Set(pagesNamed(in: line, named))
            if pages.count == 1, let page = pages.first, !retires(lower) { out.append((page, i + 1)) }
        }
        return out
    }

    /// The pages of a design whose notes judge its pages — they choose one, retire another, and give a status to more
    /// than half of them — that the notes never name: a direction of unknown standing (an unchosen exploration the
    /// notes forgot), so no finding resting on it alone is critical. Notes that speak of a few pages only (a changelog,
    /// a README naming one new screen) judge nothing: then every page keeps its standing.
    static func unjudged(_ marks: Marks, pages: [String], mentioned: Set<String>) -> [String] {
        let judged = Set(marks.chosen.keys).union(marks.retired.keys)
        guard !marks.chosen.isEmpty, !marks.retired.isEmpty, judged.count * 2 > pages.count else { return [] }
        return pages.filter { !judged.contains($0) && !mentioned.contains($0) }
    }

    /// Every design page `text` names by its whole file name, anywhere.
    static func pagesNamed(in text: String, _ named: [String: String]) -> [String] {
        let lower = text.lowercased()
        return named.compactMap { name, page in
            var from = lower.startIndex
            while let r = lower.range(of: name, range: from..<lower.endIndex) {
                let before = r.lowerBound == lower.startIndex ? nil : lower[lower.index(before: r.lowerBound)]
                if before.map({ !($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == ".") }) ?? true { return page }
                from = r.upperBound
            }
            return nil
        }
    }

    /// True when `text` retires a page.
    static func retires(_ text: String) -> Bool {
        if retiringRuns.contains(where: text.contains) { return true }
        let words = NameWords.split(text)
        if words.contains(where: retiringWords.contains) { return true }
        // "Reference only", "old version": a page kept to look back at.
        return zip(words, words.dropFirst()).contains { ($0 == "reference" && $1 == "only") || ($0 == "old" && $1 == "version") }
    }

    /// True when `text` marks the page the app is to follow.
    static func chooses(_ text: String) -> Bool {
        ChosenMarks.marks(text) || NameWords.split(text).contains(where: shippingWords.contains)
    }

    /// One unit of a note: the line that names its page (a heading, a table row, a list item), the status lines
    /// of a heading's section, and the subject line's number.
    struct Unit {
        var subject: String
        var status: [String]
        var line: Int
        var isHeading: Bool
    }

    /// The lines of a Markdown text outside fenced code blocks, trimmed, each with its index (0-based).
    static func proseLines(_ text: String) -> [(index: Int, line: String)] {
        var out: [(index: Int, line: String)] = []
        var fenced = false
        for (i, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("```") || line.hasPrefix("~~~") {
                fenced.toggle()
                continue
            }
            if !fenced { out.append((i, line)) }
        }
        return out
    }

    /// The units of a Markdown text, outside fenced code blocks.
    static func units(_ text: String) -> [Unit] {
        var out: [Unit] = []
        var heading: Int?  // index in `out` of the open heading's unit
        for (i, line) in proseLines(text) {
            if line.hasPrefix("#") {
                out.append(Unit(subject: line, status: [], line: i + 1, isHeading: true))
                heading = out.count - 1
            } else if line.hasPrefix("|") || line.hasPrefix("- ") || line.hasPrefix("* ") || line.first?.isNumber == true && line.contains(". ") {
                out.append(Unit(subject: line, status: [], line: i + 1, isHeading: false))
            } else if let h = heading, isStatusLine(line) {
                out[h].status.append(line)
            }
        }
        return out
    }

    /// True for a status line of a section: `Status: …`, `**Status:** …`, `> Status — …`, in a few languages.
    static func isStatusLine(_ line: String) -> Bool {
        let words = NameWords.split(String(line.prefix(24)))
        guard let first = words.first else { return false }
        return ["status", "state", "stand", "statut", "estado", "stato", "状态", "状態", "상태"].contains(first)
    }

    /// The page a table row's first cell or a list item starts with: `| **old.html** | … |`, `- `v1.html` — …`,
    /// `1. [Onboarding](onboarding-v1.html): …`.
    static func leadingPage(of line: String, _ named: [String: String]) -> String? {
        var rest = Substring(line.lowercased()).drop { " |-*+>".contains($0) }
        // An ordered item's number (`1. `, `2) `), not a file name's (`01-home.html`).
        let number = rest.prefix(while: \.isNumber)
        if !number.isEmpty, let mark = rest.dropFirst(number.count).first, mark == "." || mark == ")" {
            rest = rest.dropFirst(number.count + 1)
        }
        rest = rest.drop { "*`_[ ".contains($0) }
        if let page = named.first(where: { rest.hasPrefix($0.key) }) { return page.value }
        // A link whose text is not the file name: its target.
        if let close = rest.range(of: "]("), rest[..<close.lowerBound].count <= 60 {
            let target = rest[close.upperBound...].prefix { $0 != ")" && $0 != "#" && $0 != "?" }
            let name = (String(target) as NSString).lastPathComponent
            return named[name]
        }
        return nil
    }

    /// The first design page a line names by its file name (`**terminal-chat-hybrid.html**`, `[v2](v2.html)`).
    static func firstPage(in line: String, _ named: [String: String]) -> String? {
        let lower = line.lowercased()
        var best: (offset: Int, page: String)?
        for (name, page) in named {
            var from = lower.startIndex
            while let r = lower.range(of: name, range: from..<lower.endIndex) {
                // Whole file names only: `preview.html` is not named by `terminal-chat-preview.html`.
                let before = r.lowerBound == lower.startIndex ? nil : lower[lower.index(before: r.lowerBound)]
                if before.map({ !($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == ".") }) ?? true {
                    let offset = lower.distance(from: lower.startIndex, to: r.lowerBound)
                    if best.map({ offset < $0.offset }) ?? true { best = (offset, page) }
                    break
                }
                from = r.upperBound
            }
        }
        return best?.page
    }
}
