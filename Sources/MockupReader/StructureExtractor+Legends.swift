import GapCheckModel
import LibXML

/// Headings over a legend of the design's colors, not a section of the app.
///
/// A component or documentation page often closes with the palette its samples use: a heading ("Grade colors",
/// "品级色系") over a row of swatches, each an empty shape painted by an inline style (`style="background:
/// var(--grade-1)"`) beside its name. The heading titles the design's key to its colors, which the app has no reason
/// to write; the colors themselves are compared as colors. A row of painted shapes with names among other content (a
/// chart's legend under its chart, a picker of themes among settings rows) is the screen's own and stays.
extension StructureExtractor {
    /// Fewest named swatches that make a legend.
    static let minimumLegendSwatches = 3

    /// True when the content the heading `h` titles, up to the next element of the heading's shape or the end of its
    /// parent, is only swatches beside their names (three or more): every element of it with text of its own names a
    /// sibling that is an empty shape painted by its inline style.
    func titlesSwatchLegend(_ h: Int) -> Bool {
        guard let parent = doc.nodes[h].parent else { return false }
        let siblings = doc.elementChildren(of: parent)
        guard let at = siblings.firstIndex(of: h) else { return false }
        let shape = doc.nodes[h].name + "." + (doc.nodes[h].attribute("class") ?? "")
        var content: [Int] = []
        for s in siblings[(at + 1)...] {
            if doc.nodes[s].name + "." + (doc.nodes[s].attribute("class") ?? "") == shape { break }
            content.append(s)
        }
        guard !content.isEmpty else { return false }
        var named = 0
        for root in content {
            for n in doc.elementsInOrder(from: root) where ownsText(n) {
                guard isSwatchName(n) else { return false }
                named += 1
            }
        }
        return named >= Self.minimumLegendSwatches
    }

    /// True when `n` has text of its own.
    private func ownsText(_ n: Int) -> Bool {
        doc.nodes[n].children.contains { c in
            let k = doc.nodes[c].kind
            return (k == .text || k == .cdata) && doc.nodes[c].text.contains { !$0.isWhitespace }
        }
    }

    /// True when a sibling of `n`, or of the element holding it, is a swatch: no text at all, and an inline style
    /// that paints its background.
    private func isSwatchName(_ n: Int) -> Bool {
        var level = n
        for _ in 0..<2 {
            guard let p = doc.nodes[level].parent else { return false }
            if doc.elementChildren(of: p).contains(where: { $0 != level && isSwatch($0) }) { return true }
            level = p
        }
        return false
    }

    /// True when `n` draws no text and its own `style` attribute sets its background.
    private func isSwatch(_ n: Int) -> Bool {
        guard let style = doc.nodes[n].attribute("style")?.lowercased(), style.contains("background") else { return false }
        return doc.textContent(of: n).allSatisfy(\.isWhitespace)
    }
}
