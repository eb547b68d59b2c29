import Foundation
import LibXML

/// Sample content a mocked terminal or editor pane prints (shell output, a file in vim with syntax colours, its `~`
/// lines): text the user's programs and theme paint, not the app's UI, so no contrast of the app is measured on it. The
/// pane's own chrome around the block stays the app's.
///
/// Read from evidence, with any class names: a preformatted block (`<pre>`, or an element a rule gives `white-space:
/// pre`, `pre-wrap` or `pre-line`) whose text runs over several lines and is coloured by many inline spans, and the
/// status line the printing program draws beside it in the same pane (`isStatusLine`). A colour only they use is the
/// sample's, not one the app declares (`Expectation.printedSample`).
enum PrintedSamples {
    /// Least number of lines of a printed block.
    static let minimumLines = 3
    /// Least number of inline elements colouring it.
    static let minimumSpans = 6
    /// The `white-space` values that keep a text's line breaks.
    private static let preformatting: Set<String> = ["pre", "pre-wrap", "pre-line", "break-spaces"]

    /// The elements of printed blocks and everything inside them. `nodesOfRule`: the elements each rule matches.
    /// Blocks built alike (preformatted by one rule, or all `<pre>`s) are printed alike: when most of them print, so
    /// does a short one among them (a pane showing one prompt line).
    static func nodes(_ doc: MarkupDocument, rules: [StyleRule], nodesOfRule: [Int: [Int]]) -> Set<Int> {
        var groups: [[Int]] = []
        for (rule, nodes) in nodesOfRule.sorted(by: { $0.key < $1.key }) where rule < rules.count {
            let keeps = rules[rule].declarations.contains { d in
                d.name.lowercased() == "white-space" && preformatting.contains(d.valueText.lowercased().trimmingCharacters(in: .whitespaces))
            }
            if keeps { groups.append(nodes) }
        }
        groups.append(doc.elementsInOrder().filter { doc.nodes[$0].name == "pre" })
        var blocks: Set<Int> = []
        for group in groups where !group.isEmpty {
            let printed = group.filter { isPrinted(doc, $0) }
            blocks.formUnion(printed.count * 2 > group.count ? group : printed)
        }
        // The printing program's status line beside its output (vim's mode, file and position) prints too.
        var fontNodes: Set<Int> = []
        for (rule, nodes) in nodesOfRule where rule < rules.count {
            if rules[rule].declarations.contains(where: { ["font", "font-family"].contains($0.name.lowercased()) }) { fontNodes.formUnion(nodes) }
        }
        // Each pane once: a page of many printed blocks side by side stays linear.
        var panes: Set<Int> = []
        for block in blocks.sorted() {
            guard let pane = doc.nodes[block].parent, panes.insert(pane).inserted else { continue }
            for line in doc.elementChildren(of: pane) where !blocks.contains(line) && isStatusLine(doc, line, fontNodes: fontNodes) {
                blocks.insert(line)
            }
        }
        var out: Set<Int> = []
        for block in blocks.sorted() where !out.contains(block) { out.formUnion(doc.elementsInOrder(from: block)) }
        return out
    }

    /// Inline tags a status line is built of.
    private static let inlineTags: Set<String> = ["span", "b", "i", "em", "strong", "code"]

    /// True when `line`, beside a printed block in its pane, is the printing program's status line: coloured segments
    /// only (two inline elements or more, each a text of its own, no text between them) in the pane's own font (no rule
    /// gives the line or a segment a font). An overlay the app draws over the pane (a tag `nvim · ~/mux`) writes text
    /// between its parts or sets its own font.
    static func isStatusLine(_ doc: MarkupDocument, _ line: Int, fontNodes: Set<Int>) -> Bool {
        let ownText = doc.nodes[line].children.contains { c in
            (doc.nodes[c].kind == .text || doc.nodes[c].kind == .cdata) && doc.nodes[c].text.utf8.contains(where: { $0 > 32 })
        }
        let segments = doc.elementChildren(of: line)
        guard !ownText, segments.count >= 2, !fontNodes.contains(line) else { return false }
        return segments.allSatisfy { seg in
            inlineTags.contains(doc.nodes[seg].name) && doc.elementChildren(of: seg).isEmpty && !fontNodes.contains(seg)
                && doc.textContent(of: seg).utf8.contains(where: { $0 > 32 })
        }
    }

    /// True when the block's own text runs over `minimumLines` lines or more, coloured by `minimumSpans` inline elements.
    static func isPrinted(_ doc: MarkupDocument, _ block: Int) -> Bool {
        var lines = 1
        var spans = 0
        for n in doc.elementsInOrder(from: block) {
            if n != block, ["span", "b", "i", "em", "strong", "code"].contains(doc.nodes[n].name) { spans += 1 }
            for c in doc.nodes[n].children where doc.nodes[c].kind == .text {
                lines += doc.nodes[c].text.utf8.filter { $0 == 10 }.count
            }
        }
        return lines >= minimumLines && spans >= minimumSpans
    }
}
