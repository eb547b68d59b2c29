import Foundation
import Testing

@testable import LibXML

@Suite("libxml2 wrapper")
struct MarkupDocumentTests {
    @Test func htmlTreeWithLines() throws {
        let html = """
            <!doctype html>
            <html><head><title>Settings</title></head>
            <body>
            <section aria-label="Connection">
              <h2>Connection</h2>
              <div class="row"><span class="label">Tunnel IP</span><span>100.66.202.6</span></div>
            </section>
            </body></html>
            """
        let doc = try MarkupDocument.html(Array(html.utf8), path: "settings.html")
        let elements = doc.elementsInOrder()
        let h2 = try #require(elements.first { doc.nodes[$0].name == "h2" })
        #expect(doc.nodes[h2].line == 5)
        #expect(doc.textContent(of: h2) == "Connection")
        let section = try #require(elements.first { doc.nodes[$0].name == "section" })
        #expect(doc.nodes[section].attribute("aria-label") == "Connection")
        #expect(doc.textContent(of: section) == "Connection Tunnel IP100.66.202.6")
        let span = try #require(elements.first { doc.nodes[$0].attribute("class") == "label" })
        #expect(doc.ancestors(of: span).contains(section))
    }

    @Test("50,000-deep nesting neither overflows the stack nor hangs")
    func deepNesting() throws {
        let depth = 50_000
        let html = String(repeating: "<div>", count: depth) + "x" + String(repeating: "</div>", count: depth)
        let doc = try MarkupDocument.html(Array(html.utf8), path: "deep.html")
        #expect(doc.nodes.count > 1)
        _ = doc.textContent(of: doc.root)
        _ = doc.elementsInOrder()
    }

    @Test func documentOrderIsKeptWithTheDocumentAndMatchesAWalk() throws {
        // A recipe card with text, comments and nested lists between the elements: the list kept with the document
        // is every element in pre-order, as a walk of the tree gives, and stays so when a node's text is replaced.
        let html = """
            <html><body><article class="rezept"><!-- Kopf --><h1>Linsensuppe</h1>
            <ul><li>Linsen <b>200 g</b></li><li>Karotten</li></ul>Text<ol><li><i>Kochen</i></li></ol></article>
            <footer><small>Seite 2</small></footer></body></html>
            """
        var doc = try MarkupDocument.html(Array(html.utf8), path: "rezept.html")
        var walked: [Int] = []
        var stack = [doc.root]
        while let i = stack.popLast() {
            if doc.nodes[i].kind == .element { walked.append(i) }
            stack.append(contentsOf: doc.nodes[i].children.reversed())
        }
        #expect(doc.elementOrder == walked)
        #expect(doc.elementsInOrder() == walked)
        #expect(doc.elementOrder.map { doc.nodes[$0].name }.prefix(9) == ["#document", "html", "body", "article", "h1", "ul", "li", "b", "li"])
        // A subtree is walked from its own root, in the same order.
        let list = try #require(walked.first { doc.nodes[$0].name == "ul" })
        #expect(doc.elementsInOrder(from: list).map { doc.nodes[$0].name } == ["ul", "li", "b", "li"])
        let text = try #require(doc.nodes.indices.first { doc.nodes[$0].kind == .text && doc.nodes[$0].text == "Karotten" })
        doc.replaceText(of: text, with: "Möhren")
        #expect(doc.nodes[text].text == "Möhren")
        #expect(doc.elementsInOrder() == walked)
    }

    @Test("An XXE payload in a storyboard reads nothing from disk or network")
    func externalEntitiesAreNotLoaded() throws {
        let secret = FileManager.default.temporaryDirectory.appendingPathComponent("gapcheck-secret-\(UUID().uuidString).txt")
        try "TOP-SECRET".write(to: secret, atomically: true, encoding: .utf8)
        let xml = """
            <?xml version="1.0"?>
            <!DOCTYPE doc [ <!ENTITY xxe SYSTEM "file://\(secret.path)"> <!ENTITY net SYSTEM "http://127.0.0.1:9/x"> ]>
            <document><label text="&xxe;">&xxe;&net;</label></document>
            """
        // A document that declares entities is refused outright (issue 15), before any is expanded.
        #expect(throws: MarkupError.declaresEntities(path: "Main.storyboard")) {
            try MarkupDocument.xml(Array(xml.utf8), path: "Main.storyboard")
        }
        let plain = try MarkupDocument.xml(Array("<document><label text=\"a &amp; b\"/></document>".utf8), path: "Plain.storyboard")
        #expect(plain.nodes.contains { $0.attribute("text") == "a & b" }, "predefined entities still decode")
    }

    @Test func garbageAndEmptyInput() {
        for bytes: [UInt8] in [[], [0, 0, 0], Array("<<<>>>&&&;".utf8), [0xFF, 0xFE, 0x00]] {
            // Either a document or a typed error; never a crash.
            _ = try? MarkupDocument.html(bytes, path: "x.html")
            _ = try? MarkupDocument.xml(bytes, path: "x.xib")
        }
    }
}
