import CSSEngine
import GapCheckModel
import LibXML

/// Finds the sibling panes of a page that draw competing directions of one design (`AlternativePanes`).
///
/// A page that proposes two or three looks for one app often draws each as a pane a tab shows (`.direction.is-on`
/// beside `.direction { display: none }`), gives each pane a class of its own that redefines the page's custom
/// properties (`.a { --ink: #1d1c1a; --paper: #faf8f3 }`, `.b { --ink: #eef1f5; --bg: #0c0f14 }`), and draws the same
/// frames with the same sample texts in each. Such panes are alternatives, not screens or states of one app: the app
/// follows one. Panes are read so when, among siblings a class hides until a state class shows them (`PaneSwitching`),
/// two or more carry a class of their own that a rule of the page declares custom properties on, those classes
/// redefine names in common (`leastSharedNames`), and each pane repeats texts of another (`leastSharedTexts`, and a
/// fifth of its own). Tab panes of one screen (an inbox beside an archive) show other texts and redefine nothing; a
/// pane class naming an appearance (`.dark`) is an appearance, read as one elsewhere.
enum AlternativePaneReader {
    /// Fewest custom property names a pane's class must redefine of another pane's.
    static let leastSharedNames = 2
    /// Fewest texts a pane must repeat of another pane's.
    static let leastSharedTexts = 5

    /// The groups of alternative panes of the page `doc` (displayed as `file`), styled by `sheets`, in document order.
    static func groups(_ doc: MarkupDocument, sheets: [CSSStylesheet], switching: PaneSwitching, file: String) -> [AlternativePanes] {
        guard !switching.hiddenUntilState.isEmpty else { return [] }
        func classes(_ n: Int) -> [String] {
            (doc.nodes[n].attribute("class") ?? "").split(whereSeparator: \.isWhitespace).map { $0.lowercased() }
        }
        // The pane's texts: each element's own text, collapsed.
        func paneTexts(_ n: Int) -> Set<String> {
            var out: Set<String> = []
            for e in doc.elementsInOrder(from: n) {
                let own = doc.nodes[e].children.filter { doc.nodes[$0].kind == .text }.map { doc.nodes[$0].text }.joined(separator: " ")
                let text = MarkupDocument.collapseWhitespace(own)
                if !text.isEmpty { out.insert(text.lowercased()) }
            }
            return out
        }
        // The pane's first heading.
        func label(_ n: Int) -> String? {
            doc.elementsInOrder(from: n).first { ["h1", "h2", "h3", "h4"].contains(doc.nodes[$0].name) }.map { doc.textContent(of: $0) }
                .flatMap { $0.isEmpty ? nil : $0 }
        }
        // Class → the custom properties a rule on that class alone declares.
        var declared: [String: Set<String>] = [:]
        for sheet in sheets {
            for rule in sheet.allQualifiedRules {
                let names = rule.declarations.map(\.name).filter { $0.hasPrefix("--") }
                guard !names.isEmpty else { continue }
                for part in rule.selectorText.split(separator: ",") {
                    guard let compound = PaneSwitching.compound(String(part)), compound.classes.count == 1, compound.negated.isEmpty
                    else { continue }
                    declared[compound.classes[0], default: []].formUnion(names)
                }
            }
        }
        guard declared.count >= 2 else { return [] }
        var out: [AlternativePanes] = []
        var seen: Set<Int> = []
        for parent in doc.elementsInOrder() {
            let kids = doc.elementChildren(of: parent)
            guard kids.count >= 2 else { continue }
            for paneClass in Set(kids.flatMap(classes)).filter(switching.hidesUntilState).sorted() {
                let members = kids.filter { classes($0).contains(paneClass) && !seen.contains($0) }
                guard members.count >= 2 else { continue }
                let scoped = members.compactMap { m -> (node: Int, scope: String)? in
                    classes(m).first { c in
                        c != paneClass && !(declared[c]?.isEmpty ?? true)
                            && NameWords.split(c).allSatisfy { AppearanceWords.appearance(of: $0) == nil }
                    }.map { (m, $0) }
                }
                guard scoped.count >= 2, Set(scoped.map(\.scope)).count == scoped.count else { continue }
                let texts = scoped.map { paneTexts($0.node) }
                let linked = scoped.indices.allSatisfy { i in
                    scoped.indices.contains { j in
                        guard j != i else { return false }
                        let names = declared[scoped[i].scope, default: []].intersection(declared[scoped[j].scope, default: []])
                        let shared = texts[i].intersection(texts[j]).count
                        return names.count >= leastSharedNames && shared >= leastSharedTexts && shared * 5 >= texts[i].count
                    }
                }
                guard linked else { continue }
                seen.formUnion(scoped.map(\.node))
                out.append(
                    AlternativePanes(
                        file: file,
                        panes: scoped.map { m in
                            AlternativePane(
                                label: label(m.node) ?? "." + m.scope, scope: m.scope, firstLine: doc.nodes[m.node].line,
                                lastLine: doc.elementsInOrder(from: m.node).map { doc.nodes[$0].line }.max() ?? doc.nodes[m.node].line)
                        }))
            }
        }
        return out
    }
}
