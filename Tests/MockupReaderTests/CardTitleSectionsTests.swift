import Foundation
import GapCheckModel
import Testing

@testable import MockupReader

/// A card's title heads a group of rows as a section heading does: a detail screen of cards (statistics, weather,
/// equipment) has one section per card. A title inside a card's body, a card with nothing under its title, and the
/// titles of a feed's cards built alike (sample records) are no such sections. Styles: a Portuguese trip screen with
/// `.panel`/`.panel-heading`, a Norwegian screen with `<header class="tile-header">`, an English notes feed.
@Suite struct CardTitleSectionsTests {
    static func screen(_ body: String) throws -> ScreenSpec {
        let html = "<!doctype html><html><head><title>Viagem</title></head><body data-screen=\"detalhe\">\(body)</body></html>"
        return try #require(try readDesign(["detalhe.html": html]).screens.first)
    }

    @Test func cardTitlesFollowedByRowsAreSections() throws {
        let s = try Self.screen(
            """
            <h1>Serra da Estrela</h1>
            <div class="panel"><div class="panel-heading">Clima do dia</div>
              <dl><dt>Vento</dt><dd>12 km/h</dd><dt>Umidade</dt><dd>40%</dd></dl></div>
            <div class="panel"><div class="panel-heading">Equipamento</div>
              <ul><li>Mochila 30L</li><li>Botas</li><li>Lanterna</li></ul></div>
            <section class="info-box"><header class="box-header"><span>🧭</span><span>Roteiro</span><a>Ver mapa</a></header>
              <p>Partida às 8h</p><p>Chegada às 15h</p></section>
            """)
        let titles = s.sections.map(\.title)
        #expect(titles.contains("Clima do dia"), "\(titles)")
        #expect(titles.contains("Equipamento"), "\(titles)")
        #expect(titles.contains { $0.contains("Roteiro") }, "\(titles)")
        #expect(s.sections.allSatisfy { $0.recordEvidence == nil })
        // The rows under a card's title are its section's.
        #expect(s.labels.filter { $0.section == "Clima do dia" }.map(\.text).contains("Vento"), "\(s.labels)")
    }

    @Test func aTitleInsideACardsBodyOrWithNothingUnderItIsNoSection() throws {
        let s = try Self.screen(
            """
            <h1>Turer</h1>
            <div class="tur-card"><div class="cover"><span class="merke">Fjell</span></div>
              <div class="tur-title">Galdhøpiggen</div><div class="tur-meta">12 km · 6 t</div><div>Lørdag</div></div>
            <div class="snarvei-tile"><div class="tile-title">Ny tur</div></div>
            """)
        #expect(!s.sections.map(\.title).contains("Galdhøpiggen"), "\(s.sections)")
        #expect(!s.sections.map(\.title).contains("Ny tur"), "\(s.sections)")
    }

    @Test func titlesOfAFeedsCardsBuiltAlikeAreSampleRecords() throws {
        // Recipe cards built alike, each a title over its ingredients: the titles are sample records, not sections.
        let recipe = { (title: String, items: [String]) in
            "<div class=\"recipe-card\"><div class=\"recipe-card-title\">\(title)</div><ul>"
                + items.map { "<li>\($0)</li>" }.joined() + "</ul></div>"
        }
        let s = try Self.screen(
            "<h1>Recipes</h1>" + recipe("Shakshuka", ["Eggs", "Tomatoes"]) + recipe("Dal", ["Lentils", "Cumin", "Ginger"])
                + recipe("Pancakes", ["Flour", "Milk"]))
        let records = s.sections.filter { ["Shakshuka", "Dal", "Pancakes"].contains($0.title) }
        #expect(records.count == 3, "\(s.sections)")
        #expect(records.allSatisfy { $0.recordEvidence != nil }, "\(records)")
        // A feed's notes, each a title over one record's body and date, have no rows: no sections at all.
        let note = { (title: String, body: String, when: String) in
            "<article class=\"note-card\"><div class=\"note-card-title\">\(title)</div><p class=\"note-card-body\">\(body)</p>"
                + "<span class=\"note-card-date\">\(when)</span></article>"
        }
        let feed = try Self.screen(
            "<h1>Notes</h1>" + note("Groceries", "Milk, eggs, bread", "2h ago") + note("Book club", "Chapter 4 by Friday", "Yesterday"))
        #expect(!feed.sections.contains { ["Groceries", "Book club"].contains($0.title) }, "\(feed.sections)")
    }

    @Test func cardsOfOneDetailScreenBuiltDifferentlyAreNoRecords() throws {
        // Six cards share their class and their header, but each holds another kind of content.
        let s = try Self.screen(
            """
            <div class="detail-card"><div class="detail-card-header"><span class="detail-card-title">Statistikk</span></div>
              <div class="stats"><div class="stat"><b>12,5</b><small>km</small></div><div class="stat"><b>680</b><small>høydemeter</small></div></div></div>
            <div class="detail-card"><div class="detail-card-header"><span class="detail-card-title">Vær</span></div>
              <div class="weather"><div class="temp">18°</div><div class="desc">Sol, svak vind</div></div>
              <div class="detaljer"><span class="detalj">Fuktighet 45%</span><span class="detalj">Sikt 15 km</span></div></div>
            <div class="detail-card"><div class="detail-card-header"><span class="detail-card-title">Utstyr</span><span class="detail-card-action">Rediger</span></div>
              <div class="item"><span class="name">Sekk</span><span class="status">Pakket</span></div>
              <div class="item"><span class="name">Hodelykt</span><span class="status">Mangler</span></div></div>
            """)
        let cards = s.sections.filter { ["Statistikk", "Vær", "Utstyr"].contains($0.title) }
        #expect(cards.count == 3, "\(s.sections)")
        #expect(cards.allSatisfy { $0.recordEvidence == nil }, "\(cards)")
    }
}
