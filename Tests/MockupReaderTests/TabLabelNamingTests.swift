import Foundation
import GapCheckModel
import Testing

@testable import MockupReader

/// A one-page prototype whose screens are sections with opaque ids (`p1`, `p2`) shown by tab buttons: each screen is
/// named by the label of the button that shows it, whatever attribute the page's script reads. Style: a Dutch banking
/// prototype, `data-view` buttons with a numbered badge.
@Suite struct TabLabelNamingTests {
    static func names(_ nav: String) throws -> [String] {
        let page = try HTMLPage(
            text: """
                <html><body><nav>\(nav)</nav>
                <section class="screen" id="p1"><p>Saldo</p><p>€ 1.204,50</p></section>
                <section class="screen" id="p2"><p>Melding bij elke betaling</p></section>
                <section class="screen" id="p3"><p>Nieuwe overboeking</p></section>
                </body></html>
                """, file: "bank.html")
        return StructureExtractor(page: page, fileStem: "bank").extract().screens.map(\.name)
    }

    @Test func aButtonsOwnDataAttributeNamingTheIdGivesItsLabel() throws {
        let names = try Self.names(
            """
            <button data-view="p1"><b>1</b>overzicht</button><button data-view="p2"><b>2</b>instellingen</button>
            <button data-view="p3"><b>3</b>standaard</button>
            """)
        // "standaard" is a plain word here (not an English state word): every tab names its screen.
        #expect(names == ["overzicht", "instellingen", "standaard"], "\(names)")
    }

    @Test func aTabOfStateWordsOnlyStillNamesItsScreen() throws {
        let names = try Self.names(
            """
            <button onclick="toon('p1')"><b>1</b>Default</button><button onclick="toon('p2')">Alerts</button>
            <button onclick="toon('p3')">Transfer</button>
            """)
        #expect(names == ["Default", "Alerts", "Transfer"], "\(names)")
    }

    @Test func aDataAttributeOfNoControlNamesNothing() throws {
        let names = try Self.names(
            """
            <div data-view="p1">overzicht</div><div data-view="p2">instellingen</div><div data-view="p3">overboeken</div>
            """)
        #expect(!names.contains("overzicht"), "\(names)")
    }
}
