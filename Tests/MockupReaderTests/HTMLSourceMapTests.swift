import GapCheckModel
import Testing

@testable import MockupReader

@Suite struct HTMLSourceMapTests {
    @Test func multiLineStartTagsGetTheLineOfTheirOpeningBracket() throws {
        let html = "<html><body>\n<div\n  class=\"x\"\n  style=\"color: red\">hi\nthere</div>\n<p>é <b>bold</b></p></body></html>"
        let page = try HTMLPage(text: html, file: "p.html")
        let div = try #require(page.document.elementsInOrder().first { page.document.nodes[$0].name == "div" })
        // libxml2 reports line 4 (where the start tag ends); the source map finds the `<` on line 2.
        #expect(page.document.nodes[div].line == 4)
        #expect(page.location(of: div) == SourceLocation(file: "p.html", line: 2, column: 1))
        #expect(page.inlineStyles.first?.origin == SourceLocation(file: "p.html", line: 4, column: 10))
        let b = try #require(page.document.elementsInOrder().first { page.document.nodes[$0].name == "b" })
        // Columns count characters: `é` is one.
        #expect(page.location(of: b) == SourceLocation(file: "p.html", line: 6, column: 6))
    }

    @Test func styleTextStartsRightAfterTheStyleTag() throws {
        let html = "<head>\n  <style media=\"screen\">.a { color: red; }\n.b{}</style>\n</head>"
        let page = try HTMLPage(text: html, file: "s.html")
        #expect(page.styleBlocks.first?.origin == SourceLocation(file: "s.html", line: 2, column: 25))
        #expect(page.styleBlocks.first?.media == "screen")
    }

    @Test func commentsAndScriptsAreNotTags() {
        let map = HTMLSourceMap(Array("<!-- <div> --><script>if (a<b) { x = '<p>' }</script><p>".utf8))
        #expect(map.tags.map(\.name) == ["script", "p"])
    }
}
