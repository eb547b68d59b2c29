import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit

/// A German menu-bar popover whose footer row reads "Einstellungen…" while the popover's header reads "Einstellungen":
/// both are "einstellungen" once normalized, and the design's footer pairs with the code text written with its own
/// ellipsis (an escape in the source), not with the header the view holds first.
@Suite struct ExactlyWrittenTextTests {
    static let design = """
        <!DOCTYPE html><html lang="de"><head><title>Menü</title><style>
        body { background: #FFFFFF; color: #111111; font-family: -apple-system; }
        .zeile { font-size: 13px; color: #111111; } .fuss { font-size: 13px; color: #808080; }
        </style></head><body data-screen="menu">
        <div class="zeile">Aufnahme starten</div><div class="zeile">Verlauf anzeigen</div><div class="zeile">Mikrofon wählen</div>
        <div class="fuss">Einstellungen…</div>
        </body></html>
        """

    static let app = """
        import SwiftUI

        struct MenuView: View {
            var body: some View {
                VStack {
                    Text("Einstellungen").foregroundColor(Color(red: 0.8, green: 0.1, blue: 0.1))
                    Text("Aufnahme starten")
                    Text("Verlauf anzeigen")
                    Text("Mikrofon wählen")
                    MenuFuss()
                }
            }
        }

        struct MenuFuss: View {
            var body: some View {
                Text("Einstellungen\\u{2026}").foregroundColor(Color(red: 0.5, green: 0.5, blue: 0.5))
            }
        }
        """

    @Test func theDesignsTextPairsWithTheCodeTextWrittenLikeIt() throws {
        let a = try DesignTrustTests.run(design: ["menu.html": Self.design], app: ["MenuView.swift": Self.app])
        let pair = try #require(a.matches.elements.first { $0.design.text == "Einstellungen…" })
        #expect(pair.code?.view == "MenuFuss", "\(String(describing: pair.code))")
        #expect(!a.findings.contains { $0.rule == "element.color" && $0.title.contains("Einstellungen") }, "\(a.findings.map(\.title))")
    }
}
