import Foundation
import GapCheckModel
import GapCheckReport
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit

/// Screens named in another language than the app's type names: the app's own localizations say what a name is in
/// the language of its types, the texts a view shows outweigh the smallest scope, a reusable part (a back button every
/// flow screen draws) is never a screen's view, and a screen's drawn navigation bar names it as the view's
/// `.navigationTitle` does. Styles: a German design for an app developed in English, a Spanish quiz app.
@Suite struct ForeignScreenNameTests {
    static let germanDesign = """
        <!DOCTYPE html><html lang="de"><head><style>body { color: #111111; }</style></head><body><main>
        <div class="phone" aria-label="Startseite Entwurf"><h2>Deine Einträge</h2><p>Drei Einträge warten</p><p>Neuer Eintrag</p></div>
        <div class="phone" aria-label="Verlauf Entwurf"><h2>Letzte Monate</h2><p>Keine Einträge im März</p><button>Exportieren</button></div>
        </main></body></html>
        """
    static let germanApp = """
        import SwiftUI

        @main struct DiaryApp: App { var body: some Scene { WindowGroup { RootView() } } }
        struct RootView: View { var body: some View { NavigationStack { SideMenu(); HomeView() } } }
        struct SideMenu: View { var body: some View { VStack { Button("menu.home") {}; Button("menu.about") {} } } }
        struct HomeView: View { var body: some View { VStack { Text("home.summary") } } }
        """
    static let germanCatalog = """
        { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
          "menu.home" : { "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Home" } },
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Startseite" } } } },
          "menu.about" : { "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "About" } },
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Über" } } } },
          "home.summary" : { "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Your entries" } },
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Deine Einträge" } } } }
        } }
        """

    private func missingScreens(_ a: Analysis) -> [Finding] { a.findings.filter { $0.rule == "screen.missing" } }

    @Test func theAppsLocalizationsNameAScreenInTheLanguageOfItsTypes() throws {
        let a = try DesignTrustTests.run(
            design: ["seiten.html": Self.germanDesign],
            app: ["Diary/Views.swift": Self.germanApp, "Diary/Localizable.xcstrings": Self.germanCatalog])
        let missing = missingScreens(a)
        // "Startseite" is `Home` in the app's own catalog: `HomeView`.
        #expect(!missing.contains { $0.title.contains("Startseite") }, "\(missing.map(\.title))")
        // "Verlauf" is in no table: still a screen with no view, at medium or above.
        #expect(missing.contains { $0.title.contains("Verlauf") && $0.severity != .low }, "\(missing.map(\.title))")
    }

    @Test func aTranslatedNameWhoseViewShowsNoneOfTheTextsIsAQuestion() throws {
        // The view named `Home` shows none of the frame's texts: not taken, and the screen is said at low severity only.
        let design = Self.germanDesign.replacingOccurrences(of: "<h2>Deine Einträge</h2>", with: "<h2>Deine Woche</h2>")
        let a = try DesignTrustTests.run(
            design: ["seiten.html": design], app: ["Diary/Views.swift": Self.germanApp, "Diary/Localizable.xcstrings": Self.germanCatalog])
        let startseite = missingScreens(a).filter { $0.title.contains("Startseite") }
        #expect(startseite.count == 1 && startseite.allSatisfy { $0.severity == .low && $0.message.contains("`HomeView`") }, "\(startseite.map(\.message))")
    }

    @Test func withoutTheCatalogTheForeignNameNamesNoView() throws {
        let a = try DesignTrustTests.run(design: ["seiten.html": Self.germanDesign], app: ["Diary/Views.swift": Self.germanApp])
        #expect(missingScreens(a).contains { $0.title.contains("Startseite") }, "\(missingScreens(a).map(\.title))")
    }

    static let spanishApp = """
        import SwiftUI

        @main struct QuizApp: App { var body: some Scene { WindowGroup { RootView() } } }
        struct RootView: View { var body: some View { NavigationStack { QuizView(); OverviewView(); UnitSummaryView() } } }
        enum CircleKind { case back, source }
        struct CircleIconButton: View {
            let kind: CircleKind
            var label: String {
                switch kind {
                case .back: "Volver"
                case .source: "Ver fuente"
                }
            }
            var body: some View { Button(action: {}) { Image(systemName: "chevron.left") }.accessibilityLabel(Text(label)) }
        }
        struct QuizView: View {
            var body: some View { VStack { CircleIconButton(kind: .back); CircleIconButton(kind: .source); Text("Comprobar") } }
        }
        struct OverviewView: View {
            var body: some View { VStack { CircleIconButton(kind: .back); CircleIconButton(kind: .source); Text("Continuar") } }
        }
        struct UnitSummaryView: View {
            var body: some View { VStack { CircleIconButton(kind: .back); CircleIconButton(kind: .source); UnitBoard(); Text("Continuar") } }
        }
        struct UnitBoard: View { var body: some View { Text("Repasar de nuevo") } }
        """

    @Test func aReusableButtonIsNoScreensView() throws {
        // Only the back and source buttons' labels are the app's: every flow screen draws them, so no view is told.
        let design = """
            <!DOCTYPE html><html><body><main>
            <div class="phone" aria-label="Pregunta borrador"><button>Volver</button><button>Ver fuente</button>
            <h2>¿Cuál es la capital de Francia?</h2><button>A París</button><button>B Roma</button></div>
            </main></body></html>
            """
        let a = try DesignTrustTests.run(design: ["diseno.html": design], app: ["Quiz/Views.swift": Self.spanishApp])
        #expect(!a.findings.contains { $0.message.contains("CircleIconButton") }, "\(a.findings.map(\.message))")
    }

    @Test func theViewShowingMoreTextsOutweighsASmallerScope() throws {
        let design = """
            <!DOCTYPE html><html><body><main>
            <div class="phone" aria-label="Fin de unidad"><button>Volver</button><button>Ver fuente</button>
            <button>Repasar de nuevo</button><button>Continuar</button></div>
            </main></body></html>
            """
        let a = try DesignTrustTests.run(design: ["diseno.html": design], app: ["Quiz/Views.swift": Self.spanishApp])
        // `OverviewView` (smaller) shows three of the four texts, `UnitSummaryView` all four: it is the screen.
        #expect(!a.findings.contains { $0.message.contains("`OverviewView`") }, "\(a.findings.map(\.message))")
        #expect(a.findings.contains { $0.rule == "screen.missing" && $0.message.contains("`UnitSummaryView`") }, "\(a.findings.map(\.message))")
    }

    @Test func aDrawnNavigationBarNamesTheScreenAsTheViewsTitleDoes() throws {
        let design = """
            <!DOCTYPE html><html lang="de"><body><main>
            <section class="frame" id="scr-profil">
              <div class="frame-head"><h2>Profil bearbeiten (Vollbild)</h2><p>v2: Blatt wird Vollbild.</p></div>
              <div class="lab-row"><div class="notes"><p>Titel 16 / 600</p></div>
              <div class="phone">
                <div class="statusbar"><span>9:41</span></div>
                <div style="display:flex; justify-content:space-between;"><span>‹</span><span style="font-weight:600">Profil bearbeiten</span><div style="width:32px"></div></div>
                <div><p>Anzeigename</p><p>Max Mustermann</p></div>
              </div></div>
            </section>
            </main></body></html>
            """
        let app = """
            import SwiftUI

            @main struct ClubApp: App { var body: some Scene { WindowGroup { RootView() } } }
            struct RootView: View { @State var editing = false; var body: some View { Text("Verein").sheet(isPresented: $editing) { AccountSheet() } } }
            struct AccountSheet: View {
                var body: some View { NavigationStack { Form { Text("Spitzname") }.navigationTitle("Profil bearbeiten") } }
            }
            """
        let a = try DesignTrustTests.run(design: ["spec.html": design], app: ["Club/Views.swift": app])
        #expect(!missingScreens(a).contains { $0.severity != .low }, "\(missingScreens(a).map(\.message))")
    }
}
