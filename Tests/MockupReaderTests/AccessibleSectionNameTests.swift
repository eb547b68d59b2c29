import Foundation
import GapCheckModel
import Testing

@testable import MockupReader

/// A section's title is the text the page paints: `<article aria-label="…">` names a card for a screen reader, and
/// the page shows it nowhere. The label titles the section only where the section paints no title, and is marked
/// so (`SectionSpec.unpaintedTitle`); a section that paints its title (`.karte-titel`, a title word of its class) is titled by it, a heading
/// inside still names it, and a frame named by `aria-label` still names its screen. Fixture: a German banking app's
/// overview in phone frames.
@Suite struct AccessibleSectionNameTests {
    static let page = """
        <!DOCTYPE html><html lang="de"><head><style>
        .phone { width: 390px; height: 844px; background: #F4F6F8; }
        .karte { background: #FFFFFF; border-radius: 16px; padding: 16px; }
        .karte-titel { font-weight: 700; }
        </style></head><body>
        <section class="phone" aria-label="Kontoübersicht">
          <h1>Mein Konto</h1>
          <section class="karte" aria-label="Kontostand-Zusammenfassung">
            <p class="saldo">Verfügbar: 1.240,50 €</p>
          </section>
          <article class="karte" aria-label="Abschluss des Monats">
            <p class="karte-titel">Monatsabschluss</p>
            <p class="zeile">Einnahmen 3.100 €</p>
            <p class="hinweis">Ausgaben 2.480 €</p>
          </article>
          <section class="karte" aria-label="Umsätze">
            <h2>Letzte Umsätze</h2>
            <div class="zeile">Bäckerei Müller</div>
          </section>
          <section class="karte" aria-label="Sparziele">
            <div class="zeile">Sparziele</div>
            <div class="zeile">Urlaub 60 %</div>
          </section>
        </section>
        </body></html>
        """

    private func sections() throws -> [SectionSpec] {
        let spec = try readDesign(["konto.html": Self.page])
        return spec.screens.flatMap(\.sections)
    }

    @Test func aLabelNothingPaintsTitlesTheSectionAsUnpainted() throws {
        let s = try sections()
        let summary = s.first { $0.title == "Kontostand-Zusammenfassung" }
        #expect(summary?.unpaintedTitle == true, "\(s.map(\.title))")
    }

    @Test func aPaintedTitleTitlesTheSection() throws {
        let s = try sections()
        #expect(s.contains { $0.title == "Monatsabschluss" && !$0.unpaintedTitle }, "\(s.map(\.title))")
        #expect(!s.contains { $0.title == "Abschluss des Monats" })
    }

    @Test func aHeadingInsideStillNamesTheSection() throws {
        let s = try sections()
        #expect(s.contains { $0.title == "Letzte Umsätze" && !$0.unpaintedTitle })
        #expect(!s.contains { $0.title == "Umsätze" })
    }

    /// A label the section paints as one of its texts is seen: the section is titled by it as before.
    @Test func aLabelThePagePaintsIsNoUnpaintedTitle() throws {
        let s = try sections()
        #expect(s.contains { $0.title == "Sparziele" && !$0.unpaintedTitle }, "\(s.map { ($0.title, $0.unpaintedTitle) })")
    }

    @Test func aFrameNamedByItsLabelStillNamesItsScreen() throws {
        let spec = try readDesign(["konto.html": Self.page])
        let names = spec.screens.flatMap { [$0.name, $0.title ?? ""] + $0.aliases }
        #expect(names.contains { $0.contains("Kontoübersicht") || $0.lowercased().contains("kontoubersicht") }, "\(names)")
    }
}
