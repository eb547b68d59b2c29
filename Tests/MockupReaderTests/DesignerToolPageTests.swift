import LibXML
import Testing

@testable import MockupReader

/// What shows a frameless page to be a designer's tool (`DesignerToolPage`), in any language.
@Suite struct DesignerToolPageTests {
    static func page(_ html: String) throws -> DesignerToolPage {
        DesignerToolPage(try MarkupDocument.html(Array(html.utf8), path: "page.html"))
    }

    @Test func squareSizesAloneAreSpecimenSizes() {
        #expect(DesignerToolPage.squareSize("1024×1024") == 1024)
        #expect(DesignerToolPage.squareSize(" 64 x 64 px ") == 64)
        #expect(DesignerToolPage.squareSize("48X48dp") == 48)
        // A resolution, a size in a sentence, a price: no specimen.
        #expect(DesignerToolPage.squareSize("1920×1080") == nil)
        #expect(DesignerToolPage.squareSize("Export at 64×64") == nil)
        #expect(DesignerToolPage.squareSize("3 × 4,99 €") == nil)
    }

    @Test func anExportScriptMakesATool() throws {
        let tool = try Self.page(
            """
            <html><body><h1>Ikony</h1><canvas id="c"></canvas><button onclick="uloz()">Uložit PNG</button>
            <script>function uloz() { const url = document.getElementById('c').toDataURL('image/png'); const a = document.createElement('a'); a.href = url; a.download = 'ikona.png'; a.click(); }</script>
            </body></html>
            """)
        #expect(tool.exportsImages && tool.isTool)
        // A canvas drawn for a chart, saved nowhere: an app screen's chart.
        let chart = try Self.page(
            """
            <html><body><h1>Statistiky</h1><canvas id="graf"></canvas>
            <script>const ctx = document.getElementById('graf').getContext('2d'); ctx.fillRect(0, 0, 40, 80);</script></body></html>
            """)
        #expect(!chart.isTool)
    }

    @Test func sheetsOfSizesOrCodeSamplesAreSpecimens() throws {
        let sizes = try Self.page(
            "<html><body><div>180×180</div><div>120×120</div><div>60×60</div><div>1920×1080</div></body></html>")
        #expect(sizes.showsSpecimens)
        let two = try Self.page("<html><body><div>180×180</div><div>120×120</div><div>1920×1080</div><div>1280×720</div></body></html>")
        #expect(!two.showsSpecimens)
        let code = try Self.page(
            """
            <html><body><pre>Znak.velky(tmavy: false)</pre><div class="code-block">Znak.maly(tmavy: true)</div>
            <pre><code>Znak.ikona()</code></pre><span class="promo-code">JARO20</span></body></html>
            """)
        #expect(code.showsSpecimens)
        // Promo codes and country codes are no code samples.
        let codes = try Self.page(
            "<html><body><span class=\"promo-code\">JARO(20)</span><span class=\"country-code\">+420</span><span class=\"qr-code\">x()</span></body></html>")
        #expect(!codes.showsSpecimens)
    }

    @Test func pagesOpenedByLinksAndButtons() throws {
        let hub = try Self.page(
            """
            <html><body><a href="ikony.html#top">Ikony</a><button onclick="window.open('loga.html', '_blank')">Loga</button>
            <button onclick="location.href = &quot;prvky.htm?x=1&quot;">Prvky</button><a href="https://example.com/a.html">Web</a></body></html>
            """)
        #expect(hub.opens == ["ikony.html", "loga.html", "prvky.htm"])
        #expect(!hub.isTool)
    }
}
