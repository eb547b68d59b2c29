import Foundation
import GapCheckModel
import LibXML

/// How a design marks one of its pages as the chosen one: a gallery card linking it labelled with a star or a
/// word of choice ("★", "Final", "Approved", "최종안"), or the page's own `<title>` or `<h1>` saying so. Of pages
/// that draw one screen in several styles, the marked one is what the app is to follow (`DesignAlternatives`).
enum ChosenMarks {
    /// Symbols that mark a choice.
    private static let symbols: [Character] = ["★", "⭐", "🌟"]
    /// Words (split by `NameWords`) that mark a choice.
    private static let words: Set<String> = [
        "chosen", "final", "selected", "approved", "winner", "picked", "ausgewählt", "gewählt", "freigegeben", "choisi", "retenu"
    ]
    /// Runs of letters without word breaks (CJK) that mark a choice: final, adopted, confirmed.
    private static let runs: [String] = ["최종", "채택", "확정", "最终", "采用", "定稿", "最終", "採用", "決定版"]

    /// True when `text` marks a choice.
    static func marks(_ text: String) -> Bool {
        if text.contains(where: symbols.contains) { return true }
        if runs.contains(where: text.contains) { return true }
        return NameWords.split(text).contains(where: words.contains)
    }

    /// The local pages (`href`/`src` as written, without query or fragment) a page marks as chosen: for each link
    /// or iframe to a local `.html` page, the text of the largest block around it that links no other page (the
    /// card) marks a choice.
    static func targets(_ doc: MarkupDocument) -> [String] {
        let order = doc.elementsInOrder()
        // The distinct local pages linked under each element, up to two (enough to tell a card from a list).
        var under: [Int: Set<String>] = [:]
        for node in order.reversed() {
            if let page = localPage(doc, node), (under[node]?.count ?? 0) < 2 { under[node, default: []].insert(page) }
            guard let mine = under[node], let parent = doc.nodes[node].parent else { continue }
            for page in mine where (under[parent]?.count ?? 0) < 2 { under[parent, default: []].insert(page) }
        }
        var out: [String] = []
        for node in order {
            guard let target = localPage(doc, node), !out.contains(target) else { continue }
            var card = node
            var p = doc.nodes[node].parent
            while let a = p, a != doc.root, doc.nodes[a].name != "body", under[a] == [target] {
                card = a
                p = doc.nodes[a].parent
            }
            if marks(doc.textContent(of: card)) { out.append(target) }
        }
        return out
    }

    /// True when the page's `<title>` or `<h1>` marks it as the chosen design.
    static func marksItself(_ doc: MarkupDocument) -> Bool {
        doc.elementsInOrder().contains { node in
            let name = doc.nodes[node].name
            return (name == "title" || name == "h1") && marks(doc.textContent(of: node))
        }
    }

    /// The local `.html` page an `<a href>` or `<iframe src>` leads to, as written, without query or fragment.
    static func localPage(_ doc: MarkupDocument, _ node: Int) -> String? {
        let n = doc.nodes[node]
        let target = n.name == "a" ? n.attribute("href") : n.name == "iframe" ? n.attribute("src") : nil
        guard var href = target?.trimmingCharacters(in: .whitespaces) else { return nil }
        if let q = href.firstIndex(where: { $0 == "?" || $0 == "#" }) { href = String(href[..<q]) }
        let lower = href.lowercased()
        guard lower.hasSuffix(".html") || lower.hasSuffix(".htm"), !lower.contains(":"), !lower.hasPrefix("//") else { return nil }
        return href
    }
}
