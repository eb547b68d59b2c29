import Foundation
import GapCheckModel
import Testing

@testable import MockupReader

/// A section's title reaches as far as the element that holds it: a title inside a `<section>` (or an article, a
/// fieldset, a region, a titled card) titles that element's rows only, and a screen's tab or navigation bar is under no
/// section. Titles between the screen's own rows still run to the next title. And a label that holds a calendar date
/// is the page's sample of a day, not a label. Styles: a German running dashboard, a Spanish account screen, a Dutch
/// settings page; dates in several languages.
@Suite struct SectionScopeTests {
    static func screen(_ body: String) throws -> ScreenSpec {
        let html = "<!doctype html><html><head><title>Lauf</title></head><body data-screen=\"start\">\(body)</body></html>"
        return try #require(try readDesign(["start.html": html]).screens.first)
    }

    static func section(of text: String, in s: ScreenSpec) throws -> String? {
        try #require(s.labels.first { $0.text == text }, "no label \(text) in \(s.labels)").section
    }

    @Test func aTitleInsideASectionElementEndsWithIt() throws {
        let s = try Self.screen(
            """
            <h1>Heute</h1>
            <section class="ziel"><div class="section-label">Dein Ziel</div>
              <dl><dt>Strecke</dt><dd>10 km</dd></dl></section>
            <div class="werte"><dl><dt>Einheiten</dt><dd>14</dd><dt>Pausen</dt><dd>3</dd></dl></div>
            <section class="karte"><div class="section-title">Diese Woche</div><dl><dt>Tempo</dt><dd>5:40</dd></dl></section>
            <dl><dt>Schuhe</dt><dd>Trail 2</dd></dl>
            """)
        #expect(try Self.section(of: "Strecke", in: s) == "Dein Ziel")
        // After the goal's section closes, its title no longer applies.
        #expect(try Self.section(of: "Einheiten", in: s) == nil)
        #expect(try Self.section(of: "Pausen", in: s) == nil)
        #expect(try Self.section(of: "Tempo", in: s) == "Diese Woche")
        #expect(try Self.section(of: "Schuhe", in: s) == nil)
    }

    @Test func titlesBetweenTheScreensOwnRowsRunToTheNextTitle() throws {
        // No element bounds these titles: each titles everything up to the next, as before.
        let s = try Self.screen(
            """
            <h1>Cuenta</h1>
            <h2>Perfil</h2><dl><dt>Nombre</dt><dd>Lucía</dd></dl><dl><dt>Correo</dt><dd>lucia@example.com</dd></dl>
            <h2>Seguridad</h2><dl><dt>Contraseña</dt><dd>••••</dd></dl>
            """)
        #expect(try Self.section(of: "Nombre", in: s) == "Perfil")
        #expect(try Self.section(of: "Correo", in: s) == "Perfil")
        #expect(try Self.section(of: "Contraseña", in: s) == "Seguridad")
    }

    @Test func nestedSectionsReturnToTheOuterTitle() throws {
        let s = try Self.screen(
            """
            <h1>Instellingen</h1>
            <section><h2>Meldingen</h2><dl><dt>Geluid</dt><dd>Aan</dd></dl>
              <section><h3>Stille uren</h3><dl><dt>Vanaf</dt><dd>22:00</dd></dl></section>
              <dl><dt>Trillen</dt><dd>Uit</dd></dl></section>
            """)
        #expect(try Self.section(of: "Geluid", in: s) == "Meldingen")
        #expect(try Self.section(of: "Vanaf", in: s) == "Stille uren")
        #expect(try Self.section(of: "Trillen", in: s) == "Meldingen")
    }

    @Test func aTabBarIsUnderNoSection() throws {
        let s = try Self.screen(
            """
            <h1>Inicio</h1><h2>Resumen</h2><dl><dt>Saldo</dt><dd>120 €</dd></dl>
            <nav class="tabbar"><button>Inicio</button><button>Cuentas</button><button>Ajustes</button></nav>
            """)
        #expect(try Self.section(of: "Saldo", in: s) == "Resumen")
        let tabs = s.labels.filter { ["Cuentas", "Ajustes"].contains($0.text) }
        #expect(tabs.count == 2, "\(s.labels)")
        #expect(tabs.allSatisfy { $0.section == nil }, "\(tabs)")
    }

    @Test func aLabelHoldingADateIsSampleText() throws {
        let s = try Self.screen(
            """
            <h1>Hoy</h1>
            <dl><dt>HOY · 28 de junio</dt><dd>12 días seguidos</dd><dt>Racha más larga</dt><dd>30 días</dd></dl>
            """)
        let dated = try #require(s.labels.first { $0.text == "HOY · 28 de junio" })
        #expect(dated.kind == .text)
        let plain = try #require(s.labels.first { $0.text == "Racha más larga" })
        #expect(plain.kind == .labelValue)
    }

    @Test(arguments: [
        "HEUTE · 28. Juni", "Mon, Jun 28", "Vence el 28 de junio", "Due 2024-06-28", "Letzte Sitzung 3. März", "Paid 28.06.2024",
        "Renews 6/28/25", "June 28th", "오늘 · 6월 28일", "今日 6月28日"
    ])
    func datesInManyWritingsAreRead(_ text: String) {
        #expect(DatedLabels.holdsDate(text), "\(text)")
    }

    @Test(arguments: [
        "June budget", "Since 2019", "Step 2 of 5", "Set 3", "Top 10 in May", "March 2024", "Version 1.2", "Mayo de 2024",
        "Ziele", "Auto-lock 30 s", "2024年6月 报告"
    ])
    func figuresWithoutADayAndAMonthAreNoDate(_ text: String) {
        #expect(!DatedLabels.holdsDate(text), "\(text)")
    }
}
