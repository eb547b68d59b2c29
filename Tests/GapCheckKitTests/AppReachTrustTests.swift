import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport

/// Field round 13, code side: what the app really ships and where it keeps its values. A colorset named only by a
/// declaration nothing references draws nothing; settings live in the views that bind them; a view reached only from
/// previews is not the screen's implementation; `.tint` colors controls, not text; a screen named in the design's
/// language is the view titled with that word. Fixtures in styles other than the repositories that showed them.
@Suite struct AppReachTrustTests {
    static func analyze(_ files: [String: String]) throws -> Analysis { try TrustMatchTests.analyze(files) }

    // MARK: - A colorset named only by dead code

    /// A UIKit palette: `heroGlow` names a colorset that does not exist and nothing uses it; `cardEdge` names another
    /// missing colorset and a view controller draws with it.
    static let palette: [String: String] = [
        "design/style.css": ":root { --hero-glow: #3A7BD5; --card-edge: #D0D4DA; }\n.card { border: 1px solid var(--card-edge); }\n",
        "app/Palette.swift": """
        import UIKit

        extension UIColor {
            static let heroGlow = UIColor(named: "HeroGlow")
            static let cardEdge = UIColor(named: "CardEdge")
        }

        final class CardViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.layer.borderColor = UIColor.cardEdge?.cgColor
            }
        }
        """
    ]

    @Test func aMissingColorsetNamedOnlyByAnUnusedDeclarationIsLow() throws {
        let a = try Self.analyze(Self.palette)
        let missing = a.findings.filter { $0.rule == "color.asset-missing" }
        let glow = missing.first { $0.title.contains("HeroGlow") }
        #expect(glow?.severity == .low, "\(missing.map { "\($0.severity) \($0.title)" })")
        #expect(glow?.message.contains("no code references the declaration") == true)
    }

    @Test func aMissingColorsetTheCodeDrawsWithStaysCritical() throws {
        let a = try Self.analyze(Self.palette)
        let edge = a.findings.first { $0.rule == "color.asset-missing" && $0.title.contains("CardEdge") }
        #expect(edge?.severity == .critical)
        #expect(edge?.title.contains("nothing uses it") == false)
        // The declaration once, then the place that draws with it; the declaration's own `UIColor(named:)` is no use.
        #expect(edge?.occurrences.map(\.line) == [5, 11])
        #expect(edge?.message.hasSuffix("where the code draws with it (1 place).") == true)
    }

    @Test func aMissingColorsetWrittenInPlaceInAViewStaysCritical() throws {
        var files = Self.palette
        files["app/Banner.swift"] = """
            import SwiftUI

            struct BannerView: View {
                var body: some View { Text("Hola").foregroundStyle(Color("HeroGlow")) }
            }
            """
        let a = try Self.analyze(files)
        let glow = a.findings.first { $0.rule == "color.asset-missing" && $0.title.contains("HeroGlow") }
        #expect(glow?.severity == .critical)
    }

    // MARK: - A screen named in the design's language

    /// A German board of frames named by the comments before them; the app's views are named in English and titled in
    /// German.
    static let board = """
        <!DOCTYPE html><html lang="de"><head><style>
        .handset { width: 320px; height: 640px; } .line { display: flex; }
        </style></head><body>
        <!-- 1 – Verlauf -->
        <div class="screen"><div class="handset"><div class="top">Alle Einträge</div><div class="line"><span>Montag</span><span>3 Einträge</span></div></div></div>
        <!-- 2 – Übersicht -->
        <div class="screen"><div class="handset"><div class="top">Diese Woche</div><div class="line"><span>Schritte</span><span>12</span></div></div></div>
        </body></html>
        """

    static let logbook = """
        import SwiftUI

        @main
        struct DiaryApp: App {
            var body: some Scene { WindowGroup { RootTabs() } }
        }

        struct RootTabs: View {
            var body: some View {
                TabView {
                    NavigationStack { LogbookView() }.tabItem { Label("Verlauf", systemImage: "clock") }
                    NavigationStack { SummaryView() }.tabItem { Label("Übersicht", systemImage: "chart.bar") }
                }
            }
        }

        struct LogbookView: View {
            var body: some View { List { Text("Heute") }.navigationTitle("Verlauf") }
        }

        struct SummaryView: View {
            var body: some View { List { Text("Heute") }.navigationTitle("Übersicht") }
        }
        """

    @Test func aScreenNamedInTheDesignsLanguageIsTheViewTitledWithThatWord() throws {
        let a = try Self.analyze(["design/board.html": Self.board, "app/Diary.swift": Self.logbook])
        let verlauf = try #require(a.matches.screens.first { $0.screen.name.contains("Verlauf") })
        #expect(verlauf.viewName == "LogbookView", "\(verlauf)")
        #expect(!a.findings.contains { $0.rule == "screen.missing" && $0.title.contains("Verlauf") })
    }

    @Test func aScreenNamedLikeATabIsTheViewUnderThatTab() throws {
        let app = Self.logbook.replacingOccurrences(of: ".navigationTitle(\"Verlauf\")", with: ".navigationTitle(\"Tagebuch\")")
        let a = try Self.analyze(["design/board.html": Self.board, "app/Diary.swift": app])
        let verlauf = try #require(a.matches.screens.first { $0.screen.name.contains("Verlauf") })
        #expect(verlauf.viewName == "LogbookView", "\(verlauf)")
    }

    @Test func aScreenNoViewIsTitledWithStaysUnmatchedByTitle() throws {
        let app = Self.logbook.replacingOccurrences(of: "\"Verlauf\"", with: "\"Tagebuch\"")
        let a = try Self.analyze(["design/board.html": Self.board, "app/Diary.swift": app])
        let verlauf = try #require(a.matches.screens.first { $0.screen.name.contains("Verlauf") })
        #expect(verlauf.viewName != "LogbookView" || verlauf.evidence != .name, "\(verlauf)")
    }

    // MARK: - Views only previews construct

    /// A Spanish chat page named "conversation"; the shipped app shows `InboxScreen`, while `ConversationDetailView`
    /// (named in part like the page) is constructed only by `PanelGallery`, itself only in a `#Preview`.
    static let chatPage = """
        <!DOCTYPE html><html lang="es"><head><title>Mensajes</title><style>
        .status { color: #18C964; font-size: 12px; }
        </style></head><body><div class="phone" data-screen="conversation">
        <header><h1>Conversación</h1><span class="status">En línea</span></header>
        <h2>Mensajes recientes</h2><div class="bubble">Hola</div>
        <h2>Archivados</h2><div class="bubble">Adiós</div>
        </div></body></html>
        """

    static let chatApp = """
        import SwiftUI

        @main
        struct MensajesApp: App {
            var body: some Scene { WindowGroup { InboxScreen() } }
        }

        struct InboxScreen: View {
            var body: some View {
                List {
                    Section("Mensajes recientes") { Text("En línea").foregroundColor(Color(red: 0.09, green: 0.79, blue: 0.39)) }
                    Section("Archivados") { Text("Adiós") }
                }
            }
        }

        struct ConversationDetailView: View {
            var body: some View {
                List {
                    Section("Mensajes recientes") { Text("En línea").foregroundColor(.gray) }
                    Section("Archivados") { Text("Adiós") }
                }
            }
        }

        struct PanelGallery: View {
            var body: some View { ConversationDetailView() }
        }

        #Preview { PanelGallery() }
        """

    @Test func aViewOnlyPreviewsConstructIsNotTheScreensImplementation() throws {
        let a = try Self.analyze(["design/chat.html": Self.chatPage, "app/Mensajes.swift": Self.chatApp])
        let m = try #require(a.matches.screens.first)
        #expect(m.viewName == "InboxScreen", "\(a.matches.screens.map { "\($0.screen.name) ↔ \($0.viewName ?? "-")" })")
        #expect(!a.findings.contains { $0.rule.hasPrefix("element.") && $0.title.contains("ConversationDetailView") }, "\(a.findings.map(\.title))")
    }

    @Test func aViewTheAppConstructsStillImplementsItsScreen() throws {
        let app = Self.chatApp.replacingOccurrences(of: "WindowGroup { InboxScreen() }", with: "WindowGroup { ConversationDetailView() }")
        let a = try Self.analyze(["design/chat.html": Self.chatPage, "app/Mensajes.swift": app])
        let m = try #require(a.matches.screens.first)
        #expect(m.viewName == "ConversationDetailView", "\(a.matches.screens.map { "\($0.screen.name) ↔ \($0.viewName ?? "-")" })")
    }

    // MARK: - A screen's view built but never shown

    /// A Spanish three-screen board; the app routes two of its screens and draws a placeholder for the third, whose
    /// view (`RutaView`) exists and only a preview constructs.
    static let routeBoard = """
        <!DOCTYPE html><html lang="es"><head><title>Moto</title><style>
        .device { width: 390px; height: 844px; background: #101010; } .t { color: #F2F2F2; font-size: 15px; }
        </style></head><body>
        <div class="device" data-screen="perfil"><h1 class="t">Perfil</h1></div>
        <div class="device" data-screen="ajustes"><h1 class="t">Ajustes</h1></div>
        <div class="device" data-screen="ruta-guardada"><svg viewBox="0 0 10 10"><circle r="4"/></svg></div>
        </body></html>
        """

    static let routeApp = """
        import SwiftUI

        @main
        struct MotoApp: App {
            var body: some Scene { WindowGroup { Pantallas(actual: .perfil) } }
        }

        enum Pantalla { case perfil, ajustes, ruta }

        struct Pantallas: View {
            let actual: Pantalla
            var body: some View {
                switch actual {
                case .perfil: PerfilView()
                case .ajustes: AjustesView()
                default: Text("—")
                }
            }
        }

        struct PerfilView: View { var body: some View { Text("Perfil") } }
        struct AjustesView: View { var body: some View { Text("Ajustes") } }
        struct RutaView: View { var body: some View { Text("Ruta") } }

        #Preview { RutaView() }
        """

    @Test func aScreenWhoseViewOnlyPreviewsConstructIsBuiltButNotShown() throws {
        let a = try Self.analyze(["design/board.html": Self.routeBoard, "app/Moto.swift": Self.routeApp])
        let m = try #require(a.matches.screens.first { $0.screen.name.lowercased().contains("ruta") })
        #expect(m.viewName == nil && m.unshownNamesakes == ["RutaView"], "\(m)")
        let f = try #require(a.findings.first { $0.rule == "screen.missing" && $0.title.lowercased().contains("ruta") })
        #expect(f.severity == .medium)
        #expect(f.title.contains("is built as `RutaView`, but the app never shows it"), "\(f.title)")
        #expect(f.actual?.location?.file.hasSuffix("Moto.swift") == true)
        #expect(!a.findings.contains { $0.rule == "screen.missing" && $0.title.contains("has no view") }, "\(a.findings.map(\.title))")
    }

    @Test func aScreenWhoseViewTheAppShowsIsNoFinding() throws {
        let app = Self.routeApp.replacingOccurrences(of: "default: Text(\"—\")", with: "default: RutaView()")
        let a = try Self.analyze(["design/board.html": Self.routeBoard, "app/Moto.swift": app])
        let m = try #require(a.matches.screens.first { $0.screen.name.lowercased().contains("ruta") })
        #expect(m.viewName == "RutaView" && m.unshownNamesakes.isEmpty, "\(m)")
        #expect(!a.findings.contains { $0.rule == "screen.missing" }, "\(a.findings.map(\.title))")
    }

    @Test func aScreenPairedByNameWithAViewNothingShowsIsReported() throws {
        let app = Self.routeApp.replacingOccurrences(of: "case .ajustes: AjustesView()", with: "case .ajustes: Text(\"Próximamente\")")
            .replacingOccurrences(of: "#Preview { RutaView() }", with: "#Preview { RutaView() }\n#Preview { AjustesView() }")
        let a = try Self.analyze(["design/board.html": Self.routeBoard, "app/Moto.swift": app])
        let m = try #require(a.matches.screens.first { $0.screen.name.lowercased() == "ajustes" })
        #expect(m.viewName == "AjustesView", "\(m)")
        let f = try #require(a.findings.first { $0.rule == "screen.missing" && $0.title.lowercased().contains("ajustes") })
        #expect(f.severity == .medium && f.title.contains("is built as `AjustesView`, but the app never shows it"), "\(f.title)")
        // The shown screen's view is no finding.
        #expect(!a.findings.contains { $0.rule == "screen.missing" && $0.title.lowercased().contains("perfil") })
    }

    @Test func theStepsOfOneViewNothingShowsAreOneFinding() throws {
        let board = Self.routeBoard.replacingOccurrences(
            of: "<div class=\"device\" data-screen=\"ruta-guardada\">",
            with: "<div class=\"device\" data-screen=\"ruta-guardada-2\"><p>Paso 2</p></div><div class=\"device\" data-screen=\"ruta-guardada-1\">")
        let a = try Self.analyze(["design/board.html": board, "app/Moto.swift": Self.routeApp])
        let built = a.findings.filter { $0.rule == "screen.missing" && $0.title.contains("never shows it") }
        #expect(built.count == 1, "\(built.map(\.title))")
        #expect(built.first?.message.contains("It would also show 1 more screen: ruta-guardada-2") == true, "\(built.map(\.message))")
    }

    @Test func anUnshownViewWithAWordOfItsOwnIsNotTheScreensView() throws {
        // `RutaMapaView` has a word the screen "Ruta" lacks: a part or another thing, not the screen built.
        let board = Self.routeBoard.replacingOccurrences(of: "data-screen=\"ruta-guardada\"", with: "data-screen=\"ruta\"")
        let app = Self.routeApp.replacingOccurrences(of: "RutaView", with: "RutaMapaView")
            .replacingOccurrences(of: "case perfil, ajustes, ruta", with: "case perfil, ajustes, otra")
        let a = try Self.analyze(["design/board.html": board, "app/Moto.swift": app])
        let f = try #require(
            a.findings.first { $0.rule == "screen.missing" && $0.title.lowercased().contains("ruta") },
            "\(a.matches.screens.map { "\($0.screen.name) ↔ \($0.viewName ?? "-") \($0.unshownNamesakes)" }) \(a.findings.map(\.title))")
        #expect(f.title.contains("has no view in code"), "\(f.title)")
    }

    @Test func anUnshownViewOfAnotherNameLeavesTheScreenMissing() throws {
        let app = Self.routeApp.replacingOccurrences(of: "RutaView", with: "GaleriaView")
        let a = try Self.analyze(["design/board.html": Self.routeBoard, "app/Moto.swift": app])
        let f = try #require(a.findings.first { $0.rule == "screen.missing" && $0.title.lowercased().contains("ruta") })
        #expect(f.title.contains("has no view in code") && !f.message.contains("GaleriaView"), "\(f.title) \(f.message)")
    }

    // MARK: - `.tint` colors controls, not text

    static let formPage = """
        <!DOCTYPE html><html lang="fr"><head><title>Réglages</title><style>
        body { background: #FFFFFF; } .row-title { color: #1C1C1E; font-size: 17px; }
        .save { color: #D9480F; font-size: 17px; }
        </style></head><body data-screen="Reglages"><div class="list">
        <div class="row"><span class="row-title">Rappels quotidiens</span></div>
        <button class="save">Enregistrer</button>
        </div></body></html>
        """

    static let formApp = """
        import SwiftUI

        struct ReglagesView: View {
            @State private var on = true
            var body: some View {
                Form {
                    Text("Rappels quotidiens")
                    Toggle("Sons", isOn: $on)
                    Button("Enregistrer") {}
                }
                .tint(Color(red: 0.85, green: 0.28, blue: 0.06))
            }
        }
        """

    @Test func aTintOnAnEnclosingFormDoesNotColorItsPlainText() throws {
        let a = try Self.analyze(["design/reglages.html": Self.formPage, "app/ReglagesView.swift": Self.formApp])
        let text = a.findings.filter { $0.rule == "element.color" && $0.title.contains("Rappels quotidiens") }
        #expect(text.isEmpty, "\(text.map(\.message))")
    }

    @Test func aTintStillColorsAButtonLabel() throws {
        let app = Self.formApp.replacingOccurrences(of: "green: 0.28, blue: 0.06", with: "green: 0.48, blue: 0.96")
        let a = try Self.analyze(["design/reglages.html": Self.formPage, "app/ReglagesView.swift": app])
        #expect(a.findings.contains { $0.rule == "element.color" && $0.title.contains("Enregistrer") }, "\(a.findings.map(\.title))")
    }

    // MARK: - Values the app keeps outside its model types

    /// A Dutch settings screen: rows whose values the view keeps in `@AppStorage` and binds to its own controls, and a
    /// dashboard row summing a collection the app shows as a screen.
    static let settingsPage = """
        <!DOCTYPE html><html lang="nl"><head><style>.row { display: flex; }</style></head><body>
        <section data-screen="Instellingen"><h1>Instellingen</h1>
          <div class="row"><span class="label">Woonplaats (handmatig)</span><span class="value">Utrecht ›</span></div>
          <div class="row"><span class="label">Meldingen versturen</span><span class="value">Aan ›</span></div>
          <div class="row"><span class="label">Abonnement</span><span class="value">Jaarlijks</span></div>
        </section>
        <section data-screen="Start"><h1>Start</h1>
          <div class="row"><span class="label">Bibliotheek</span><span class="value">1,2 GB</span></div>
        </section>
        </body></html>
        """

    static let settingsApp = """
        import SwiftUI

        struct Account {
            var email: String
            var createdAt: Date
        }

        struct InstellingenView: View {
            @AppStorage("city") private var city = "Utrecht"
            @AppStorage("notify") private var notify = true
            var body: some View {
                Form {
                    Picker("Woonplaats", selection: $city) { Text("Utrecht") }
                    Toggle("Meldingen", isOn: $notify)
                }
                .navigationTitle("Instellingen")
            }
        }

        struct StartView: View {
            var body: some View { Text("Welkom").navigationTitle("Start") }
        }

        struct ShelfView: View {
            var body: some View { List { Text("Nummers") }.navigationTitle("Bibliotheek") }
        }
        """

    @Test func aSettingTheViewBindsToItsOwnControlIsNoMissingModelField() throws {
        let a = try Self.analyze(["design/app.html": Self.settingsPage, "app/App.swift": Self.settingsApp])
        let fields = a.findings.filter { $0.rule == "model.field-missing" }
        for label in ["Woonplaats", "Meldingen"] {
            let f = fields.first { $0.title.contains(label) }
            #expect(f == nil || f?.severity == .low, "\(label): \(fields.map { "\($0.severity) \($0.title)" })")
        }
        // A row no control and no screen stands for is still a missing field.
        #expect(fields.contains { $0.title.contains("Abonnement") && $0.severity == .medium }, "\(fields.map { "\($0.severity) \($0.title)" })")
    }

    @Test func aSummaryOfACollectionTheAppShowsAsAScreenIsNoMissingModelField() throws {
        let a = try Self.analyze(["design/app.html": Self.settingsPage, "app/App.swift": Self.settingsApp])
        let f = a.findings.first { $0.rule == "model.field-missing" && $0.title.contains("Bibliotheek") }
        #expect(f == nil || f?.severity == .low, "\(f.map(\.message) ?? "")")
    }
}
