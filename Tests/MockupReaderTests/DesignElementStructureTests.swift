import Foundation
import GapCheckModel
import Testing

@testable import MockupReader

/// Design elements where the cascade depends on structure: structural pseudo-classes style only the
/// sibling they name; the box behind a text knows its padding and whether it is a card; tab bars are marked.
@Suite struct DesignElementStructureTests {
    static func read(_ html: String) throws -> [String: DesignElement] {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gapcheck-des-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try html.write(to: dir.appendingPathComponent("library.html"), atomically: true, encoding: .utf8)
        let spec = try MockupReader.read(roots: [dir.path])
        return Dictionary(spec.elements.map { ($0.text.isEmpty ? ($0.accessibilityName ?? "") : $0.text, $0) }, uniquingKeysWith: { a, _ in a })
    }

    @Test func structuralPseudoClassesStyleOnlyTheSiblingTheyName() throws {
        let e = try Self.read(
            """
            <!DOCTYPE html><html><head><style>
            body { color: #222222; }
            .row span:first-child { color: #aa0000; font-weight: 700; }
            .row span:last-child { color: #0000aa; }
            li:nth-child(2n) { color: #00aa00; }
            li:nth-of-type(3) { font-size: 20px; }
            li:nth-child(-n+1) { font-size: 12px; }
            .solo p:only-child { color: #777777; }
            </style></head>
            <body><h1>Library</h1>
            <div class="row"><span>Books</span><span>Middle</span><span>See all</span></div>
            <ul><li>One</li><li>Two</li><li>Three</li><li>Four</li></ul>
            <div class="solo"><p>Alone</p></div>
            </body></html>
            """)
        #expect(e["Books"]?.light.color?.hex == "#AA0000" && e["Books"]?.light.fontWeight == 700)
        #expect(e["Middle"]?.light.color?.hex == "#222222")
        #expect(e["Middle"]?.light.fontWeight == nil)
        #expect(e["See all"]?.light.color?.hex == "#0000AA")
        #expect(e["One"]?.light.color?.hex == "#222222" && e["One"]?.light.fontSize == 12)
        #expect(e["Two"]?.light.color?.hex == "#00AA00" && e["Four"]?.light.color?.hex == "#00AA00")
        #expect(e["Three"]?.light.color?.hex == "#222222" && e["Three"]?.light.fontSize == 20)
        #expect(e["Alone"]?.light.color?.hex == "#777777")
    }

    @Test func anPlusBReadsTheForms() {
        #expect(SiblingPosition.anPlusB("odd")! == (2, 1))
        #expect(SiblingPosition.anPlusB(" even ")! == (2, 0))
        #expect(SiblingPosition.anPlusB("3")! == (0, 3))
        #expect(SiblingPosition.anPlusB("2n+1")! == (2, 1))
        #expect(SiblingPosition.anPlusB("-n + 3")! == (-1, 3))
        #expect(SiblingPosition.anPlusB("n")! == (1, 0))
        #expect(SiblingPosition.anPlusB("2 of .x") == nil)
    }

    @Test func theBoxBehindATextKnowsItsPaddingAndWhetherItIsACard() throws {
        let e = try Self.read(
            """
            <!DOCTYPE html><html><head><style>
            .card { background: #ffffff; padding: 16px 12px; border-radius: 10px; }
            .chip { background: #eeeeee; padding: 2px 8px; }
            .tabbar a { color: #8e8e93; }
            </style></head>
            <body><h1>Library</h1>
            <div class="card"><h2>Reading</h2><p>3 books</p><span class="chip">New</span></div>
            <nav class="tabbar"><a href="#">Library</a><a href="#">Settings</a></nav>
            <button aria-label="Search"><svg></svg></button>
            </body></html>
            """)
        let reading = try #require(e["Reading"])
        #expect(reading.light.paddingHorizontal == 12 && reading.light.paddingVertical == 16)
        #expect(reading.light.boxHoldsOthers == true)
        let chip = try #require(e["New"])
        #expect(chip.light.paddingHorizontal == 8 && chip.light.boxHoldsOthers == false)
        #expect(e["Settings"]?.inTabBar == true)
        #expect(reading.inTabBar == false)
        #expect(e["Search"]?.role == .icon && e["Search"]?.inTabBar == false)
    }
}
