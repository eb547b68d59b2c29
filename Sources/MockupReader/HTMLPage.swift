import CSSEngine
import Foundation
import GapCheckModel
import LibXML

/// A parsed mockup page: the libxml2 tree, each element's exact source position, and its CSS sources.
struct HTMLPage {
    /// A `<style>` element's text and where that text starts in the file.
    struct StyleBlock {
        var text: String
        var origin: SourceLocation
        var media: String?
        /// For a generated block (`TailwindStylesheet`), the design location each line of `text` stands for.
        var lineLocations: [SourceLocation]? = nil
    }

    /// A `<link rel=stylesheet href>` as written.
    struct StylesheetLink {
        var href: String
        var location: SourceLocation
        var media: String?
    }

    /// A `style=""` attribute: its element, its text and where the text starts.
    struct InlineStyle {
        var node: Int
        var text: String
        var origin: SourceLocation
    }

    /// Path shown to the user.
    let file: String
    private(set) var document: MarkupDocument
    let map: HTMLSourceMap
    /// Text nodes an icon font draws as one symbol (`IconFontLigatures`), with the ligature name each held; their
    /// text in `document` is `IconFontLigatures.glyph`.
    private(set) var iconLigatures: [Int: String] = [:]
    /// Element node index → index into `map.tags`.
    private(set) var tagOfNode: [Int: Int] = [:]
    private(set) var styleBlocks: [StyleBlock] = []
    private(set) var links: [StylesheetLink] = []
    private(set) var inlineStyles: [InlineStyle] = []

    init(text: String, file: String) throws(MarkupError) {
        let bytes = Array(text.utf8)
        self.file = file
        self.document = try MarkupDocument.html(bytes, path: file)
        self.map = HTMLSourceMap(bytes)
        matchTags()
        collectStyles()
    }

    /// Where the element's start tag begins (`<`), or libxml2's line when the tag is not in the source.
    func location(of node: Int) -> SourceLocation {
        if let t = tagOfNode[node] {
            let p = map.position(of: map.tags[t].offset)
            return SourceLocation(file: file, line: p.line, column: p.column)
        }
        return SourceLocation(file: file, line: max(document.nodes[node].line, 0), column: 0)
    }

    /// Where the value of attribute `name` begins in the element's start tag.
    func attributeValueLocation(of node: Int, _ name: String) -> SourceLocation? {
        guard let t = tagOfNode[node], let a = map.tags[t].attributes.first(where: { $0.name == name }) else { return nil }
        let p = map.position(of: a.valueOffset)
        return SourceLocation(file: file, line: p.line, column: p.column)
    }

    /// Where a raw-text element's content (`<style>`, `<script>`) begins, or the element's location.
    func contentLocation(of node: Int) -> SourceLocation {
        if let t = tagOfNode[node], let c = map.tags[t].contentOffset {
            let p = map.position(of: c)
            return SourceLocation(file: file, line: p.line, column: p.column)
        }
        return location(of: node)
    }

    /// Draws the page's icon-font ligatures as the font does, one symbol each (`IconFontLigatures`), given the page's own
    /// parsed style blocks.
    mutating func drawIconLigatures(sheets: [CSSStylesheet]) {
        let fonts = IconFontLigatures(links: links.map(\.href), sheets: sheets, inlineStyles: inlineStyles.map { ($0.node, $0.text) })
        drawIconLigatures(fonts.ligatures(in: document))
    }

    /// Draws ligatures found before (`drawIconLigatures(sheets:)`) in this page parsed again.
    mutating func drawIconLigatures(_ ligatures: [Int: String]) {
        iconLigatures = ligatures.filter { $0.key < document.nodes.count && document.nodes[$0.key].kind == .text }
        for node in iconLigatures.keys { document.replaceText(of: node, with: IconFontLigatures.glyph) }
    }

    /// Adds a style block the page does not contain but a script in it would inject (`TailwindStylesheet`).
    mutating func addGenerated(_ block: StyleBlock) {
        styleBlocks.append(block)
    }

    /// Pairs libxml2 elements with scanned start tags: same name, and the tag ends on the line libxml2 reports.
    /// Elements libxml2 implied (`tbody`, `html`, `body` when not written) find no tag and keep libxml2's line.
    private mutating func matchTags() {
        let tags = map.tags
        var tagEndLines: [Int] = []
        tagEndLines.reserveCapacity(tags.count)
        for t in tags { tagEndLines.append(map.line(of: max(t.endOffset - 1, t.offset))) }
        var cursor = 0
        for node in document.elementsInOrder() where node != document.root {
            let n = document.nodes[node]
            var k = cursor
            var found: Int?
            // Look ahead a bounded number of tags: libxml2 may drop or reorder a few in recovery.
            let limit = min(tags.count, cursor + 64)
            while k < limit {
                if tags[k].name == n.name, n.line <= 0 || tagEndLines[k] == n.line || n.line == 65535 { found = k; break }
                k += 1
            }
            if let f = found {
                tagOfNode[node] = f
                cursor = f + 1
            }
        }
    }

    private mutating func collectStyles() {
        for node in document.elementsInOrder() {
            let n = document.nodes[node]
            switch n.name {
            case "style":
                let text = n.children.map { document.nodes[$0].text }.joined()
                let origin = contentLocation(of: node)
                styleBlocks.append(StyleBlock(text: text, origin: origin, media: n.attribute("media")))
            case "link":
                let rel = (n.attribute("rel") ?? "").lowercased().split(separator: " ")
                guard rel.contains("stylesheet"), let href = n.attribute("href") else { continue }
                links.append(StylesheetLink(href: href, location: location(of: node), media: n.attribute("media")))
            default:
                break
            }
            if let style = n.attribute("style"), !style.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                let origin = attributeValueLocation(of: node, "style") ?? location(of: node)
                inlineStyles.append(InlineStyle(node: node, text: style, origin: origin))
            }
        }
    }
}
