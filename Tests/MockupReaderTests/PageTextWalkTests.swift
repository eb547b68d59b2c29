import LibXML
import Testing

@testable import MockupReader

/// The rendering pass reads each element's own texts once for the page's backdrop and its color pairs
/// (`RenderingExtractor.ownText`), and tells a text drawn in the text color scalar by scalar without an array of them
/// (`hasTextColoredGlyph`): each reader must get what it got from its own walk, on pages with and without frames,
/// nested tables, hidden elements, emoji and texts split over several nodes.
@Suite struct PageTextWalkTests {
    /// `hasTextColoredGlyph` as it was written before the single walk: an array of the text's scalars.
    static func referenceGlyph(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        for (i, u) in scalars.enumerated() {
            if u.properties.isWhitespace || u.value == 0xFE0F || u.value == 0x200D || u.value == 0xFE0E { continue }
            if u.properties.isEmojiPresentation || u.properties.isEmojiModifier { continue }
            let next = i + 1 < scalars.count ? scalars[i + 1].value : nil
            if u.properties.isEmoji, next == 0xFE0F, u.value > 0x7F { continue }
            if u.properties.isEmoji, u.value > 0xFFFF, next != 0xFE0E { continue }
            return true
        }
        return false
    }

    static let texts = [
        "", " ", "\t\n\r\u{0B}\u{0C}", "\u{00A0}", "\u{0085}", "\u{2028}\u{3000}", "\u{1C}", "\u{0}", "a", "  Guardar  ",
        "1️⃣", "#️⃣", "*", "©️", "©", "™️", "❤️", "❤", "❤\u{FE0E}", "📦", "✉️", "✉", "🛠", "🛠\u{FE0E}", " 🖨 ", "⚙", "✳", "👍🏽",
        "👩‍💻", "\u{200D}", "\u{FE0F}", "\u{FE0E}", "🇪🇸", "→", "★", "\u{E5CC}", "日本語", "🛠 Herramientas", "📦📦 x", "\u{301}",
        " \u{301}", "\u{1F3FB}", "ℹ️", "ℹ", "‼️", "😀\u{FE0E}", "\u{200D}a"
    ]

    @Test func aTextIsDrawnInTheTextColorAsBefore() {
        for text in Self.texts {
            #expect(RenderingExtractor.hasTextColoredGlyph(text) == Self.referenceGlyph(text), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    /// A page with a frame and a frameless part, nested tables, a hidden block, emoji-only texts, texts split by
    /// comments and entities, and white space of several kinds.
    static let page = """
        <!DOCTYPE html><html lang="fi"><head><title>Kirjasto</title><style>.laite { width: 390px; height: 844px; }</style></head>
        <body><h1>Kirjasto — luonnos</h1>
        <div class="laite" data-screen="haku"><header>Haku <!-- otsikko --> ja suodattimet</header>
        <table><tr><td>Nimi<table><tr><td>  Sisä&nbsp;taulu  </td><td>📦</td></tr></table></td><td>✉️ Posti</td></tr></table>
        <div hidden><p>Piilotettu teksti, pitkä ja tumma</p></div>
        <button>🛠</button><button>⚙</button><span>\u{3000}</span><p>Rivi 1<br>Rivi 2</p></div>
        <section><p>Kehyksen ulkopuolella 👍🏽 kolme sanaa</p><ul><li>a</li><li> </li></ul></section>
        </body></html>
        """

    @Test func eachElementsOwnTextIsReadOnceForBothReaders() throws {
        let doc = try MarkupDocument.html(Array(Self.page.utf8), path: "kirjasto.html")
        var checked = 0
        doc.nodes.withUnsafeBufferPointer { nodes in
            for node in doc.elementsInOrder() where node != doc.root {
                let n = doc.nodes[node]
                // The backdrop's count and the pairs' test, each as its own walk read them.
                let characters = n.children.reduce(0) { sum, c in
                    let cn = doc.nodes[c]
                    return cn.kind == .text && Self.referenceGlyph(cn.text) ? sum + cn.text.filter { !$0.isWhitespace }.count : sum
                }
                let colored = n.children.contains { c in doc.nodes[c].kind == .text && Self.referenceGlyph(doc.nodes[c].text) }
                let counted = RenderingExtractor.ownText(of: nodes[node], in: nodes, counting: true)
                #expect(counted.colored == colored && counted.characters == characters, "\(n.name): \(counted)")
                // Not counting (a framed page, whose backdrop is not weighed): the same answer for the pairs.
                let read = RenderingExtractor.ownText(of: nodes[node], in: nodes, counting: false)
                #expect(read.colored == colored && read.characters == 0, "\(n.name)")
                if characters > 0 { checked += 1 }
            }
        }
        #expect(checked >= 8)
    }

    /// A light Dutch page without frames whose drawer, painted dark, holds most of the page's text: `hidden`, or shown.
    static func drawerPage(hidden: Bool) -> String {
        """
        <!DOCTYPE html><html lang="nl"><head><title>Instellingen</title><style>
        body { background: #FFFFFF; color: #1A1A1A; }
        .la { background: #111111; color: #EEEEEE; }
        </style></head><body>
        <h1>Instellingen</h1><p>Meldingen aan</p>
        <div class="la"\(hidden ? " hidden" : "")><p>Een lange uitleg over accounts, abonnementen, facturen en privacy die
        niemand ziet totdat de lade opengaat, veel langer dan de rest van de pagina bij elkaar.</p></div>
        </body></html>
        """
    }

    @Test func aHiddenBlockCountsForNoBackdrop() throws {
        #expect(try readDesign(["instellingen.html": Self.drawerPage(hidden: true)]).appearance == .light)
        // Shown, the drawer holds most of the page's text: the page is dark.
        #expect(try readDesign(["instellingen.html": Self.drawerPage(hidden: false)]).appearance == .dark)
    }

    @Test func aMonogramIsLookedForOnlyInTextsShortEnoughToBeOne() throws {
        let doc = try MarkupDocument.html(Array("<div><span> R A </span><span>RA</span><span>Roger Ackroyd</span><span>é</span></div>".utf8), path: "m.html")
        let spans = doc.elementsInOrder().filter { doc.nodes[$0].name == "span" }
        #expect(StructureExtractor.printableASCII(in: doc.nodes[spans[0]].children, of: doc, atMost: 2))
        #expect(StructureExtractor.printableASCII(in: doc.nodes[spans[1]].children, of: doc, atMost: 2))
        #expect(!StructureExtractor.printableASCII(in: doc.nodes[spans[2]].children, of: doc, atMost: 2))
        // Bytes beyond ASCII are not counted: collapsing white space may keep or merge them, so they decide nothing.
        #expect(StructureExtractor.printableASCII(in: doc.nodes[spans[3]].children, of: doc, atMost: 0))
    }
}
