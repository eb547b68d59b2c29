import LibXML
import Testing

@testable import MockupReader

/// Specimens of a design system by their content (`DesignSpecimens`, `ValueSpec`): swatches, type ramps and token
/// tables captioned with design values, in any language and with any class names; a screen's prices, times and counts
/// are no design values.
@Suite struct DesignSpecimensTests {
    static func specimens(_ html: String) throws -> (DesignSpecimens, MarkupDocument) {
        let doc = try MarkupDocument.html(Array(html.utf8), path: "page.html")
        return (DesignSpecimens(doc), doc)
    }

    @Test func valuesACaptionStates() {
        for value in [
            "#3F9D52", "#fff", "Primär · #1E6FD9", "rgb(30 111 217)", "hsl(210, 80%, 48%)", "16px", "16 px", "1.5rem",
            "24 / 800", "13/semibold", "Título · 32px / bold", "--color-acento", "var(--espacio-4)", "color.texto.principal",
            "1E6FD9 → 0B3C7A"
        ] {
            #expect(ValueSpec.states(value), "\(value)")
        }
        for text in [
            "$12.00", "16:30", "24 items", "12ms", "■ 5–20ms", "Order #123", "87 / 100", "3 / 10", "94%", "Accent color", "Blue", "index.html",
            "www.example.com", "Pedido confirmado", "v2.4.1", "2024-05-12",
            "Die Primärfarbe #1E6FD9 ist auf weißem Grund nur für große Überschriften zugelassen, nie für Fließtext."
        ] {
            #expect(!ValueSpec.states(text), "\(text)")
        }
    }

    /// A German style guide: swatches captioned with their hex codes, a type ramp in paragraphs, a spacing list.
    static let styleguide = """
        <html lang="de"><head><title>Farben und Schrift</title></head><body>
        <div class="kapitel"><h3 class="kapitel-titel">Farben</h3>
          <ul class="farbfelder">
            <li class="farbfeld" style="background:#1E6FD9"><b>Primär</b><code>#1E6FD9</code></li>
            <li class="farbfeld" style="background:#F2B705"><b>Warnung</b><code>#F2B705</code></li>
            <li class="farbfeld" style="background:#2FA84F"><b>Erfolg</b><code>#2FA84F</code></li>
          </ul></div>
        <div class="kapitel"><h3 class="kapitel-titel">Typografie</h3>
          <p style="font-size:32px">Überschrift 1 — 32 px / 700</p>
          <p style="font-size:24px">Überschrift 2 — 24 px / 600</p>
          <p style="font-size:16px">Fließtext — 16 px / 400</p></div>
        <div class="kapitel"><h3 class="kapitel-titel">Beispiel</h3>
          <div class="karte"><div class="karte-titel">Ihre Bestellung</div><div>Drei Artikel im Warenkorb</div>
          <div>Lieferung morgen</div><div>Zur Kasse</div></div></div>
        </body></html>
        """

    @Test func swatchesRampsAndTheirHeadingsAreSpecimens() throws {
        let (s, doc) = try Self.specimens(Self.styleguide)
        let text = { (t: String) in doc.elementsInOrder().first { doc.textContent(of: $0) == t && doc.elementChildren(of: $0).isEmpty }! }
        #expect(s.isSpecimen[text("#F2B705")])
        #expect(s.isSpecimen[text("Warnung")])
        #expect(s.isSpecimen[text("Überschrift 2 — 24 px / 600")])
        // The chapters' headings, also the usage example's, are the document's.
        #expect(s.isSpecimen[text("Farben")])
        #expect(s.isSpecimen[text("Beispiel")])
        // The usage example stays as drawn.
        #expect(!s.isSpecimen[text("Ihre Bestellung")])
        #expect(!s.isSpecimen[text("Zur Kasse")])
        #expect(s.isSpecimenPage)
    }

    /// A Storybook-like page: a table of tokens and their values under a header row.
    @Test func tokenTableIsASpecimen() throws {
        let rows = [("--color-primary", "#6D28D9"), ("--color-surface", "#FFFFFF"), ("--color-danger", "#DC2626"), ("--radius-card", "12px")]
        let html = """
            <html><body><h1>Colors</h1><table><tr><th>Token</th><th>Value</th></tr>
            \(rows.map { "<tr><td>\($0.0)</td><td>\($0.1)</td></tr>" }.joined())</table></body></html>
            """
        let (s, _) = try Self.specimens(html)
        #expect(s.isSpecimenPage)
    }

    /// A screen's rows of prices, times and counts are built alike, but state no design value.
    @Test func screenRowsWithNumbersAreNoSpecimen() throws {
        let rows = [("Cappuccino", "$4.50", "16:30"), ("Bagel", "$3.00", "16:35"), ("Salad", "$12.00", "16:40"), ("Juice", "$5.25", "16:45")]
        let html = """
            <html><body><h1>Orders</h1><div class="summary">24 items · Total $24.75</div>
            <ul class="orders">\(rows.map { "<li class=\"order\"><span>\($0.0)</span><span>\($0.1)</span><time>\($0.2)</time></li>" }.joined())</ul>
            <button>Checkout</button></body></html>
            """
        let (s, _) = try Self.specimens(html)
        #expect(!s.isSpecimenPage)
        #expect(s.specimenTexts == 0)
    }

    /// A settings screen offering accent colors: swatches of distinct colors named in words, with radio buttons.
    @Test func accentColorPickerIsNoSpecimen() throws {
        let colors = [("Blue", "#2563EB"), ("Green", "#16A34A"), ("Orange", "#EA580C"), ("Pink", "#DB2777")]
        let html = """
            <html><body><h1>Appearance</h1><div class="row"><span>Accent color</span></div>
            <div class="choices">\(colors.map { "<label class=\"choice\"><input type=\"radio\" name=\"accent\"><span class=\"dot\" style=\"background:\($0.1)\"></span><span>\($0.0)</span></label>" }.joined())</div>
            <div class="row"><span>Text size</span><span>Large</span></div><div class="row"><span>Reduce motion</span><input type="checkbox"></div>
            </body></html>
            """
        let (s, _) = try Self.specimens(html)
        #expect(!s.isSpecimenPage)
        #expect(s.specimenTexts == 0)
    }

    /// A Portuguese type ramp whose monospaced rows give a size without a unit or a role alone (`Mono · 12.5`,
    /// `Mono · selo`): most of its captions state a value, so every row is a specimen.
    @Test func aRampMostOfWhoseRowsStateAValueIsASpecimen() throws {
        let rows = ["Manchete · 28/700", "Título · 17/600", "Corpo · 15/400", "Mono · 12.5", "Mono · selo"]
        let html = """
            <html><body><h2>Tipografia</h2>\(rows.map { "<p class=\"linha\"><span class=\"amostra\">Aa</span><small>\($0)</small></p>" }.joined())
            <p>Outro parágrafo, que explica a escala com palavras e sem valores.</p></body></html>
            """
        let (s, doc) = try Self.specimens(html)
        let label = { (t: String) in doc.elementsInOrder().first { doc.textContent(of: $0) == t && doc.elementChildren(of: $0).isEmpty }! }
        #expect(s.isSpecimen[label("Mono · selo")])
        #expect(s.isSpecimen[label("Mono · 12.5")])
    }

    /// A dashboard's tiles built alike, three of six captioned with a size or a code: half is not most.
    @Test func tilesOnlyHalfOfWhichStateAValueAreNoSpecimen() throws {
        let tiles = [
            ("Regen", "12 px"), ("Wind", "#3F9D52"), ("Schnee", "4 pt"), ("Sonne", "6 Stunden"), ("Wolken", "bedeckt"), ("Nebel", "keiner")
        ]
        let html = """
            <html><body><h1>Wetter</h1><div class="kacheln">\(tiles.map { "<div class=\"kachel\"><b>\($0.0)</b><span>\($0.1)</span></div>" }.joined())</div>
            </body></html>
            """
        let (s, _) = try Self.specimens(html)
        #expect(s.specimenTexts == 0)
    }
}
