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
