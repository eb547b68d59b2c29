import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport

/// The panes of a desktop window's mockup (a sidebar beside panes a script shows one at a time) are the sections of the
/// app's window: a pane is named by its pane, so one titled "Library" is the app's library section, not a gallery page;
/// and the app's window that switches among its sections is no section itself, its sidebar's captions no evidence of
/// which section a pane is. Styles: an English podcast player whose `<article>` panes are `hidden` until chosen, a
/// Spanish disk utility whose sidebar caption repeats a pane's title; negatives: a tabbed style guide, a page named as
/// a gallery, and a window that draws one section inline in its own switch.
@Suite struct WindowSectionTests {
    static func analyze(_ files: [String: String]) throws -> Analysis { try TrustMatchTests.analyze(files) }

    static func window(_ title: String, nav: [String], panes: [(id: String, body: String)]) -> String {
        let items = nav.map { "<li><button onclick=\"show('\($0.lowercased())')\">\($0)</button></li>" }.joined()
        let blocks = panes.enumerated().map { i, p in
            "<article class=\"pane\" data-pane=\"\(p.id)\"\(i == 0 ? "" : " hidden")>\(p.body)</article>"
        }.joined(separator: "\n")
        return """
            <!doctype html><html><head><meta charset="utf-8"><title>\(title)</title><style>
            body { margin: 0; display: flex; font-family: -apple-system, sans-serif; }
            aside { width: 200px; } main { flex: 1; padding: 24px; }
            h1 { font-size: 22px; } button { font-size: 13px; }
            </style></head><body>
            <aside><ul>\(items)</ul></aside>
            <main>
            \(blocks)
            </main>
            <script>function show(id) { document.querySelectorAll('.pane').forEach(p => p.hidden = p.dataset.pane !== id); }</script>
            </body></html>
            """
    }

    // MARK: - A pane named like a gallery page

    /// A podcast player's window: "Library" beside "Discover" and "Downloads". The app builds the other two.
    static let podcasts: [String: String] = [
        "design/player.html": window(
            "Podcasts", nav: ["Library", "Discover", "Downloads"],
            panes: [
                ("library", "<h1>Library</h1><h2>Recently played</h2><p class=\"label\">Followed shows</p><button>Sort by date</button>"),
                ("discover", "<h1>Discover</h1><h2>Top charts</h2><button>Browse categories</button>"),
                ("downloads", "<h1>Downloads</h1><h2>Saved episodes</h2><button>Remove all</button>")
            ]),
        "app/DiscoverView.swift": """
        import SwiftUI
        struct DiscoverView: View {
            var body: some View { VStack { Text("Discover").font(.title); Text("Top charts"); Button("Browse categories") {} } }
        }
        """,
        "app/DownloadsView.swift": """
        import SwiftUI
        struct DownloadsView: View {
            var body: some View { VStack { Text("Downloads").font(.title); Text("Saved episodes"); Button("Remove all") {} } }
        }
        """
    ]

    @Test func aPaneNamedLikeAGalleryPageIsTheAppsSection() throws {
        let a = try Self.analyze(Self.podcasts)
        let names = a.matches.screens.map(\.screen.name).sorted()
        #expect(names == ["Discover", "Downloads", "Library"], "\(names)")
        let library = try #require(a.matches.screens.first { $0.screen.name == "Library" })
        #expect(library.screen.isPane)
        #expect(library.viewName == nil)
        #expect(TrustMatchTests.screenFindings(a).contains { $0.title.contains("Library") }, "\(TrustMatchTests.screenFindings(a).map(\.title))")
    }

    /// The same window on a page named as a gallery: its "Library" pane is no screen, as a `library.html` page is none.
    @Test func aPaneNamedLikeAGalleryOnAGalleryPageIsNoScreen() throws {
        var files = Self.podcasts
        files["design/components.html"] = files.removeValue(forKey: "design/player.html")
        let a = try Self.analyze(files)
        #expect(!a.matches.screens.contains { $0.screen.name == "Library" }, "\(a.matches.screens.map(\.screen.name))")
    }

    /// A style guide whose tabs are panes: "Overview" beside "Colors" and "Typography" documents the design.
    @Test func anOverviewPaneAmongStyleGuidePanesIsNoScreen() throws {
        let a = try Self.analyze([
            "design/brand.html": Self.window(
                "Brand", nav: ["Overview", "Colors", "Typography"],
                panes: [
                    ("overview", "<h1>Overview</h1><p>Principles of the brand</p>"),
                    ("colors", "<h1>Colors</h1><p>Primary and neutral ramps</p>"),
                    ("typography", "<h1>Typography</h1><p>Type scale and weights</p>")
                ]),
            "app/HomeView.swift": "import SwiftUI\nstruct HomeView: View { var body: some View { Text(\"Welcome\") } }"
        ])
        #expect(!a.matches.screens.contains { ["Overview", "Colors", "Typography"].contains($0.screen.name) }, "\(a.matches.screens.map(\.screen.name))")
        #expect(TrustMatchTests.screenFindings(a).isEmpty, "\(TrustMatchTests.screenFindings(a).map(\.title))")
    }

    /// A screen named only by a page named as a gallery stays no screen (the list's own purpose).
    @Test func isScreenKeepsGalleryFilesOut() {
        let matcher = ScreenMatcher(inventory: Inventory(views: []), configuration: Configuration())
        func spec(_ name: String, _ file: String, pane: Bool) -> ScreenSpec {
            var s = ScreenSpec(name: name, title: nil, sections: [], labels: [], location: SourceLocation(file: file, line: 1, column: 1))
            s.isPane = pane
            return s
        }
        let page = spec("overview", "design/overview.html", pane: false)
        #expect(!matcher.isScreen(page, among: [page]))
        let panes = ["Overview", "Memory", "Disk"].map { spec($0, "design/app.html", pane: true) }
        #expect(matcher.isScreen(panes[0], among: panes))
        // A frame (not a pane) named like a gallery stays out, as before.
        let frame = spec("Overview", "design/app.html", pane: false)
        #expect(!matcher.isScreen(frame, among: [frame] + panes.dropFirst()))
        // A lone pane has no sibling to say the page is an app's.
        #expect(!matcher.isScreen(panes[0], among: [panes[0]]))
    }

    // MARK: - The window that hosts the sections

    /// A Spanish disk utility: the window's sidebar shows an "ALMACENAMIENTO" gauge caption and the sections' names from
    /// an enum; its detail switches among `PanelResumen`, `DiscoView` and `LimpiezaView`. The design's "Almacenamiento"
    /// pane is the app's `DiscoView` (it shows "Liberar espacio" and "Archivos grandes"), not the window.
    static let disco: [String: String] = [
        "design/ventana.html": window(
            "Disco", nav: ["Resumen", "Almacenamiento", "Limpieza"],
            panes: [
                ("resumen", "<h1>Resumen</h1><h2>Estado del sistema</h2><button>Analizar ahora</button>"),
                (
                    "almacenamiento",
                    "<h1>Almacenamiento</h1><h2>Archivos grandes</h2><p class=\"label\">Ocupado por fotos</p><button>Liberar espacio</button>"
                ),
                ("limpieza", "<h1>Limpieza</h1><h2>Cachés del sistema</h2><button>Vaciar papelera</button>")
            ]),
        "app/VentanaPrincipal.swift": """
        import SwiftUI
        enum Seccion: String, CaseIterable { case resumen = "Resumen", disco = "Disco", limpieza = "Limpieza" }
        struct VentanaPrincipal: View {
            @State private var seccion: Seccion = .resumen
            var body: some View {
                HStack {
                    VStack {
                        Text("ALMACENAMIENTO").font(.system(size: 9))
                        ForEach(Seccion.allCases, id: \\.self) { s in Button(s.rawValue) { seccion = s } }
                    }
                    detalle
                }
            }
            @ViewBuilder private var detalle: some View {
                switch seccion {
                case .resumen: PanelResumen()
                case .disco: DiscoView().padding()
                case .limpieza: LimpiezaView()
                }
            }
        }
        """,
        "app/Paneles.swift": """
        import SwiftUI
        struct PanelResumen: View {
            var body: some View { VStack { Text("Resumen").font(.title); Text("Estado del sistema"); Button("Analizar ahora") {} } }
        }
        struct DiscoView: View {
            var body: some View { VStack { Text("Archivos grandes"); Button("Liberar espacio") {} } }
        }
        struct LimpiezaView: View {
            var body: some View { VStack { Text("Limpieza").font(.title); Text("Cachés del sistema"); Button("Vaciar papelera") {} } }
        }
        """
    ]

    @Test func theCodeReaderKnowsTheSectionsAWindowHosts() throws {
        let a = try Self.analyze(Self.disco)
        let host = try #require(a.inventory.views.first { $0.name == "VentanaPrincipal" })
        #expect(host.hostedViews == ["PanelResumen", "DiscoView", "LimpiezaView"], "\(host.hostedViews)")
        #expect(host.chromeTexts.map(\.text).contains("ALMACENAMIENTO"), "\(host.chromeTexts.map(\.text))")
        #expect(a.inventory.views.first { $0.name == "DiscoView" }?.hostedViews.isEmpty == true)
    }

    @Test func aPaneIsTheHostedSectionNotTheWindowAroundIt() throws {
        let a = try Self.analyze(Self.disco)
        let pane = try #require(a.matches.screens.first { $0.screen.name == "Almacenamiento" })
        #expect(pane.viewName == "DiscoView", "\(String(describing: pane.viewName))")
        #expect(!a.matches.screens.contains { $0.viewName == "VentanaPrincipal" }, "\(a.matches.screens.map { ($0.screen.name, $0.viewName) })")
        // Its title is not held against the sidebar's caption.
        #expect(!a.matches.elements.contains { $0.design.text == "Almacenamiento" && $0.code?.text == "ALMACENAMIENTO" })
    }

    /// A window whose switch draws one section inline (`case .semana: VStack { … }`): that pane's texts are the window's
    /// own, inside its switch, and the pane is the window's.
    @Test func aWindowDrawingASectionInlineKeepsIt() throws {
        var files = Self.disco
        files["design/ventana.html"] = Self.window(
            "Disco", nav: ["Semana", "Almacenamiento"],
            panes: [
                ("semana", "<h1>Semana</h1><h2>Horas de uso</h2><p class=\"label\">Media diaria</p><button>Ver informe</button>"),
                ("almacenamiento", "<h1>Almacenamiento</h1><h2>Archivos grandes</h2><button>Liberar espacio</button>")
            ])
        files["app/VentanaPrincipal.swift"] = """
            import SwiftUI
            enum Seccion { case uno, disco, limpieza }
            struct VentanaPrincipal: View {
                @State private var seccion: Seccion = .uno
                var body: some View {
                    HStack {
                        Text("ALMACENAMIENTO").font(.system(size: 9))
                        switch seccion {
                        case .uno:
                            VStack { Text("Horas de uso"); Text("Media diaria"); Button("Ver informe") {} }
                        case .disco: DiscoView()
                        case .limpieza: LimpiezaView()
                        }
                    }
                }
            }
            """
        let a = try Self.analyze(files)
        let week = try #require(a.matches.screens.first { $0.screen.name == "Semana" })
        #expect(week.viewName == "VentanaPrincipal", "\(String(describing: week.viewName))")
        #expect(a.matches.screens.first { $0.screen.name == "Almacenamiento" }?.viewName == "DiscoView")
    }
}
