import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit

/// A frame that draws the app's tab bar with one tab selected is the screen of the app's tab at that position, when the
/// two tab bars otherwise agree; a tab labelled otherwise there is a renamed tab. Style: a Spanish one-frame page whose
/// tab bar is `role="tablist"` buttons with `aria-selected` (no class says tab), against a SwiftUI `TabView`.
@Suite struct DrawnTabBarTrustTests {
    /// A phone page with a tab bar of `tabs`, the one at `selected` drawn selected; its content is sample messages the
    /// app renders from data.
    static func page(tabs: [String], selected: Int) -> String {
        let items = tabs.enumerated().map { i, label in
            "<button role=\"tab\" aria-selected=\"\(i == selected)\"><svg width=\"20\" height=\"20\"></svg><span>\(label)</span></button>"
        }.joined()
        return """
            <!DOCTYPE html><html lang="es"><head><title>Mockup</title><style>
            .telefono { width: 390px; height: 844px; } .burbuja { padding: 10px; }
            </style></head><body><div class="telefono">
            <div class="burbuja">Hola Marta, ¿quedamos mañana a las diez?</div>
            <div class="burbuja">Perfecto, nos vemos en la estación central</div>
            <div role="tablist" class="barra">\(items)</div>
            </div></body></html>
            """
    }

    static func app(tabs: [String]) -> [String: String] {
        let views = ["HomeView", "InboxView", "ProfileView", "SettingsView", "MapView"]
        let items = zip(views, tabs).map { view, label in "            \(view)().tabItem { Label(\"\(label)\", systemImage: \"circle\") }" }
        var files: [String: String] = [
            "RootView.swift": """
            import SwiftUI

            struct RootView: View {
                var body: some View {
                    TabView {
            \(items.joined(separator: "\n"))
                    }
                }
            }
            """
        ]
        for view in views {
            files["\(view).swift"] = """
                import SwiftUI

                struct \(view): View {
                    let items: [String] = []
                    var body: some View { List(items, id: \\.self) { Text($0) } }
                }
                """
        }
        return files
    }

    @Test func theSelectedTabsScreenIsTheAppsTabAtThatPosition() throws {
        let design = ["pantalla-conversacion.html": Self.page(tabs: ["Inicio", "Mensajes", "Perfil", "Ajustes"], selected: 1)]
        let a = try DesignTrustTests.run(design: design, app: Self.app(tabs: ["Inicio", "Bandeja", "Perfil", "Ajustes"]))
        let m = a.matches.screens.first { $0.screen.name.contains("conversacion") }
        #expect(m?.viewName == "InboxView", "\(a.matches.screens.map { ($0.screen.name, $0.viewName, $0.evidence) })")
        #expect(m?.evidence == .tabPosition)
        #expect(!a.findings.contains { $0.rule == "screen.missing" && $0.severity != .low }, "\(a.findings.map(\.title))")
        let renamed = a.findings.first { $0.rule == "content.label-missing" && $0.title.contains("Tab 2") }
        #expect(renamed?.severity == .low, "\(a.findings.map(\.title))")
        #expect(renamed?.title.contains("\"Bandeja\"") == true && renamed?.title.contains("\"Mensajes\"") == true)
        #expect(renamed?.actual?.location?.file.hasSuffix("RootView.swift") == true)
    }

    @Test func aTabAddedElsewhereKeepsThePairing() {
        // The app added a tab between two the design draws: the selected tab pairs by its neighbours.
        let t = TabBarAlignment(drawn: ["Home", "Search", "Library", "Me"], app: ["Home", "Search", "Radio", "Library", "Me"])
        #expect(t?.pairs[2] == 3)
        let renamed = TabBarAlignment(drawn: ["Home", "Search", "Library", "Me"], app: ["Home", "Discover", "Library", "Me"])
        #expect(renamed?.pairs[1] == 1)
        // A run of another length between the same neighbours pairs nothing there.
        let uneven = TabBarAlignment(drawn: ["Home", "Search", "Library", "Me"], app: ["Home", "Discover", "Radio", "Library", "Me"])
        #expect(uneven != nil && uneven?.pairs[1] == nil)
    }

    @Test func tabBarsThatDoNotAgreePairNothing() throws {
        // Two labels of four differ: another bar, not this app's. Nor one of two tabs more, nor one of three.
        #expect(TabBarAlignment(drawn: ["Inicio", "Mensajes", "Mapa", "Ajustes"], app: ["Inicio", "Bandeja", "Perfil", "Ajustes"]) == nil)
        #expect(TabBarAlignment(drawn: ["Inicio", "Mensajes", "Ajustes"], app: ["Inicio", "Bandeja", "Perfil", "Ajustes", "Mapa"]) == nil)
        #expect(TabBarAlignment(drawn: ["Todos", "Leídos"], app: ["Todos", "Leídos"]) == nil)
        let design = ["pantalla-conversacion.html": Self.page(tabs: ["Inicio", "Mensajes", "Mapa", "Ajustes"], selected: 1)]
        let a = try DesignTrustTests.run(design: design, app: Self.app(tabs: ["Inicio", "Bandeja", "Perfil", "Ajustes"]))
        let m = a.matches.screens.first { $0.screen.name.contains("conversacion") }
        #expect(m != nil && m?.evidence != .tabPosition && m?.tab == nil, "\(a.matches.screens.map { ($0.screen.name, $0.viewName, $0.evidence) })")
        #expect(!a.findings.contains { $0.title.hasPrefix("Tab ") }, "\(a.findings.map(\.title))")
    }

    @Test func aTabWhoseViewShowsNoneOfTheScreensTextsIsAnotherFeature() throws {
        // The app shows the conversation's texts in another view, and the tab at that position shows none of them.
        var app = Self.app(tabs: ["Inicio", "Bandeja", "Perfil", "Ajustes"])
        app["HomeView.swift"] = """
            import SwiftUI

            struct HomeView: View {
                var body: some View {
                    VStack { Text("Hola Marta, ¿quedamos mañana a las diez?"); Text("Perfecto, nos vemos en la estación central") }
                }
            }
            """
        let design = ["pantalla-conversacion.html": Self.page(tabs: ["Inicio", "Mensajes", "Perfil", "Ajustes"], selected: 1)]
        let a = try DesignTrustTests.run(design: design, app: app)
        let m = a.matches.screens.first { $0.screen.name.contains("conversacion") }
        #expect(m?.viewName != "InboxView" && m?.evidence != .tabPosition, "\(a.matches.screens.map { ($0.screen.name, $0.viewName, $0.evidence) })")
        let renamed = a.findings.first { $0.title.hasPrefix("Tab 2") }
        #expect(renamed?.severity == .low && renamed?.message.contains("another feature") == true, "\(a.findings.map(\.title))")
    }

    @Test func aScreensOwnSegmentedTabsAreNotTheAppsTabBar() throws {
        // Filter tabs inside the screen ("Todos / No leídos / Archivados"), against an app whose tab bar is other.
        let design = ["bandeja.html": Self.page(tabs: ["Todos", "No leídos", "Archivados"], selected: 1)]
        let a = try DesignTrustTests.run(design: design, app: Self.app(tabs: ["Inicio", "Bandeja", "Perfil"]))
        #expect(!a.matches.screens.contains { $0.tab != nil || $0.evidence == .tabPosition })
    }
}
