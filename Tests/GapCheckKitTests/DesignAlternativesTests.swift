import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit

/// Which pages are the app's design: a design document is no screen, and of competing alternatives of one
/// screen the app is compared with the one it follows (field-tests round 7, R21/R30). Fixtures of our own: a
/// Spanish booking-flow specification, and three variants of a music player.
@Suite struct DesignAlternativesTests {
    // MARK: - Design documents are not screens

    /// A Spanish specification of a booking flow: an index of in-page anchors in a plain list (no `<nav>`),
    /// four chapters, two tables, grey captions on white. No device frame, no control.
    static let spec = """
        <!DOCTYPE html><html lang="es"><head><title>Reservas · Especificación del flujo v2</title><style>
        body { background: #FFFFFF; color: #222222; }
        .indice-titulo, caption { color: #B0B0B0; font-size: 12px; }
        </style></head><body>
        <h1>Reservas · Especificación</h1>
        <div class="indice"><p class="indice-titulo">Índice</p><ul>
        <li><a href="#flujo">Flujo</a></li><li><a href="#estados">Estados</a></li>
        <li><a href="#errores">Errores</a></li><li><a href="#textos">Textos</a></li></ul></div>
        <h2 id="flujo">1. Flujo principal</h2><p>El usuario elige una fecha y confirma la reserva en dos pasos.</p>
        <h2 id="estados">2. Estados</h2><table><caption>Estados de la reserva</caption><tr><th>Estado</th><th>Significado</th></tr>
        <tr><td>Pendiente</td><td>Sin confirmar</td></tr></table>
        <h2 id="errores">3. Errores</h2><table><caption>Códigos</caption><tr><th>Código</th><th>Mensaje</th></tr>
        <tr><td>E01</td><td>Fecha no disponible</td></tr></table>
        <h2 id="textos">4. Textos</h2><p>Los botones usan verbos en infinitivo.</p>
        </body></html>
        """
    /// The booking screen itself, in a phone frame.
    static let bookingScreen = """
        <!DOCTYPE html><html><head><title>Reservar</title><style>
        .phone { width: 390px; height: 844px; background: #FFFFFF; }
        .cta { background: #0A5C36; color: #FFFFFF; }
        </style></head><body><div class="phone"><h1>Reservar</h1><p>Elige una fecha</p>
        <button class="cta">Confirmar reserva</button></div></body></html>
        """
    static let bookingApp = """
        import SwiftUI

        struct ReservarView: View {
            var body: some View {
                VStack { Text("Reservar"); Text("Elige una fecha"); Button("Confirmar reserva") {} }
            }
        }
        """

    @Test func aSpecDocumentInAnyLanguageIsNoScreen() throws {
        let a = try DesignTrustTests.run(
            design: ["especificacion.html": Self.spec, "reservar.html": Self.bookingScreen], app: ["ReservarView.swift": Self.bookingApp])
        #expect(!a.design.screens.contains { $0.location.file.hasSuffix("especificacion.html") }, "\(a.design.screens.map(\.name))")
        #expect(a.design.screens.contains { $0.location.file.hasSuffix("reservar.html") })
        #expect(!a.findings.contains { $0.rule == "screen.missing" }, "\(a.findings.map(\.title))")
        // The document's grey captions are its own chrome, not app text.
        let fromSpec = a.findings.filter { f in
            f.severity != .low
                && ([f.expected?.location, f.actual?.location].compactMap { $0 } + f.occurrences).contains { $0.file.hasSuffix("especificacion.html") }
        }
        #expect(fromSpec.isEmpty, "\(fromSpec.map(\.title))")
        let said = a.design.diagnostics.filter { $0.message.contains("design document") }
        #expect(said.count == 1 && said.first?.location.file.hasSuffix("especificacion.html") == true, "\(a.design.diagnostics.map(\.message))")
    }

    /// A frameless settings mockup with three grouped chapters is still a screen: it has controls.
    @Test func aFramelessScreenWithChaptersAndControlsStaysAScreen() throws {
        let settings = """
            <!DOCTYPE html><html><head><title>Ajustes</title></head><body><h1>Ajustes</h1>
            <h2>Cuenta</h2><label>Nombre <input value="Ana"></label>
            <h2>Avisos</h2><label><input type="checkbox" checked> Recordatorios</label>
            <h2>Privacidad</h2><table><tr><td>Datos</td><td>Locales</td></tr></table><table><tr><td>Copia</td><td>Sí</td></tr></table>
            </body></html>
            """
        let a = try DesignTrustTests.run(design: ["ajustes.html": settings], app: ["ReservarView.swift": Self.bookingApp])
        #expect(a.design.screens.contains { $0.location.file.hasSuffix("ajustes.html") }, "\(a.design.diagnostics.map(\.message))")
        #expect(!a.design.diagnostics.contains { $0.message.contains("design document") })
    }

    /// Chapters alone (no index, fewer than two tables) do not make a document: an onboarding page may have headings.
    @Test func chaptersWithoutContentsOrTablesStayAScreen() throws {
        let page = """
            <!DOCTYPE html><html><head><title>Bienvenida</title></head><body>
            <h2>Descubre</h2><p>Rutas cerca de ti</p><h2>Guarda</h2><p>Tus favoritas</p><h2>Comparte</h2><p>Con amigos</p>
            </body></html>
            """
        let a = try DesignTrustTests.run(design: ["bienvenida.html": page], app: ["ReservarView.swift": Self.bookingApp])
        #expect(a.design.screens.count == 1, "\(a.design.diagnostics.map(\.message))")
    }

    // MARK: - Alternatives of one screen

    /// Three variants of a music player, each with its own palette and wording; the app follows variant B.
    static func player(_ letter: String, accent: String, surface: String, texts: [String]) -> String {
        """
        <!DOCTYPE html><html><head><title>Tempo — Variant \(letter)</title><style>
        :root { --accent: \(accent); --surface: \(surface); --ink: #F5F5F7; }
        .device { width: 390px; height: 844px; background: var(--surface); }
        h1, p { color: var(--ink); }
        .play { background: var(--accent); color: #FFFFFF; }
        </style></head><body><div class="device"><h1>\(texts[0])</h1><p>\(texts[1])</p><p>\(texts[2])</p>
        <button class="play">\(texts[3])</button></div></body></html>
        """
    }
    static let variants = [
        "player-variant-a.html": player("A", accent: "#FF2D55", surface: "#2B0A12", texts: ["Listening", "Coming up", "Words", "Go"]),
        "player-variant-b.html": player("B", accent: "#30D158", surface: "#101014", texts: ["Now Playing", "Up Next", "Lyrics", "Play"]),
        "player-variant-c.html": player("C", accent: "#FFD60A", surface: "#3A2E00", texts: ["On Air", "Queue", "Credits", "Start"])
    ]
    static let playerApp = """
        import SwiftUI

        extension Color {
            static let accent = Color(red: 48 / 255, green: 209 / 255, blue: 88 / 255)
            static let surface = Color(red: 16 / 255, green: 16 / 255, blue: 20 / 255)
        }

        struct PlayerView: View {
            var body: some View {
                VStack { Text("Now Playing"); Text("Up Next"); Text("Lyrics"); Button("Play") {} }
                    .background(Color.surface)
            }
        }
        """

    @Test func theAppIsComparedWithTheVariantItFollows() throws {
        let a = try DesignTrustTests.run(design: Self.variants, app: ["PlayerView.swift": Self.playerApp])
        // Only variant B's screen is left to compare.
        #expect(
            a.design.screens.map { ($0.location.file as NSString).lastPathComponent } == ["player-variant-b.html"], "\(a.design.screens.map(\.location.file))")
        // No finding rests on a rejected variant: not its palette (color.missing), texts or contrast.
        let rejected = a.findings.filter { f in
            ([f.expected?.location, f.actual?.location].compactMap { $0 } + f.occurrences).contains {
                $0.file.hasSuffix("variant-a.html") || $0.file.hasSuffix("variant-c.html")
            }
        }
        #expect(rejected.isEmpty, "\(rejected.map(\.title))")
        #expect(!a.findings.contains { $0.rule == "color.missing" && ($0.message.contains("#FF2D55") || $0.message.contains("#FFD60A")) })
        // One diagnostic names the others, at the chosen page.
        let said = try #require(a.design.diagnostics.first { $0.message.contains("alternatives of one design") }, "\(a.design.diagnostics.map(\.message))")
        #expect(said.location.file.hasSuffix("player-variant-b.html"))
        #expect(said.message.contains("player-variant-a.html") && said.message.contains("player-variant-c.html"), "\(said.message)")
    }

    /// Two explored directions of a network monitor in `explorations/`, and the direction chosen after them,
    /// `chosen.html`, beside the folder: they share the app's vocabulary (Dashboard, Latency, …), not their copy.
    static func direction(_ title: String, words: [String]) -> String {
        """
        <!DOCTYPE html><html><head><title>\(title)</title><style>
        .device { width: 393px; height: 852px; background: #0B1120; color: #FFFFFF; }
        </style></head><body><div class="device"><h1>Dashboard</h1>
        \(words.map { "<div><span>\($0)</span></div>" }.joined())
        </div></body></html>
        """
    }
    static let shared = ["Latency", "Download", "Upload", "Speed Test", "Traceroute", "Port Scan"]
    static let explored = [
        "explorations/option-1-noir.html": direction("Option 1 — Noir", words: shared + ["Signal Matrix", "Packet Storm", "Node Graph", "Uplink Core"]),
        "explorations/option-2-gold.html": direction("Option 2 — Gold", words: shared + ["Gold Standard", "Vault Status", "Premium Lane", "Carat Meter"])
    ]
    static let monitorApp = """
        import SwiftUI

        struct DashboardView: View {
            var body: some View {
                VStack {
                    Text("Dashboard"); Text("Latency"); Text("Download"); Text("Upload"); Text("Speed Test"); Text("Traceroute")
                    Text("Active Devices"); Text("Network Health"); Text("Last Scan")
                }
            }
        }
        """

    @Test func aDirectionChosenAfterTheOptionsReplacesThemAll() throws {
        var design = Self.explored
        design["chosen.html"] = Self.direction("Refined Glass", words: Array(Self.shared.prefix(5)) + ["Active Devices", "Network Health", "Last Scan"])
        let a = try DesignTrustTests.run(design: design, app: ["DashboardView.swift": Self.monitorApp])
        #expect(a.design.screens.map { ($0.location.file as NSString).lastPathComponent } == ["chosen.html"], "\(a.design.screens.map(\.location.file))")
        let said = try #require(a.diagnostics.first { $0.message.contains("alternatives of one design") })
        #expect(said.message.contains("designs the same screens outside them") && said.location.file.hasSuffix("chosen.html"), "\(said.message)")
        #expect(!a.findings.contains { ($0.expected?.location?.file ?? "").contains("explorations/") }, "\(a.findings.map(\.title))")
    }

    @Test func anOutsidePageOfAnotherSubjectLeavesTheOptionsAlone() throws {
        var design = Self.explored
        // A settings page the app follows closely, but sharing none of the options' vocabulary.
        design["settings.html"] = Self.direction("Settings", words: ["Active Devices", "Network Health", "Last Scan"])
        let a = try DesignTrustTests.run(design: design, app: ["DashboardView.swift": Self.monitorApp])
        let files = Set(a.design.screens.map { ($0.location.file as NSString).lastPathComponent })
        #expect(files.contains("settings.html") && files.contains { $0.hasPrefix("option-") }, "\(files)")
        #expect(!a.diagnostics.contains { $0.message.contains("designs the same screens outside them") })
    }

    /// The chosen variant's own gaps stay: a token of B's the app lacks is still reported.
    @Test func theChosenVariantsGapsStay() throws {
        var variants = Self.variants
        variants["player-variant-b.html"] = Self.player("B", accent: "#30D158", surface: "#101014", texts: ["Now Playing", "Up Next", "Lyrics", "Play"])
            .replacingOccurrences(of: "--ink: #F5F5F7;", with: "--ink: #F5F5F7; --danger: #FF453A;")
            .replacingOccurrences(of: ".play {", with: ".stop { color: var(--danger); } .play {")
        let without = try DesignTrustTests.run(design: variants, app: ["PlayerView.swift": Self.playerApp])
        #expect(without.design.expectations.contains { $0.name == "--danger" })
        #expect(without.findings.contains { $0.message.contains("--danger") || $0.title.contains("--danger") }, "\(without.findings.map(\.title))")
    }

    static func key(_ name: String) -> String? { DesignAlternatives.alternativeKey(name).map { $0.prefix + "|" + $0.label } }

    @Test func pagesAreAlternativesOnlyByAMarkerAndALabel() {
        #expect(Self.key("option-2-obsidian-gold") == "|2")
        #expect(Self.key("player-variant-b") == "player|b")
        #expect(Self.key("Tempo — Concept 3: Warm") == "tempo|3")
        #expect(DesignAlternatives.alternativeKey("options") == nil)
        #expect(DesignAlternatives.alternativeKey("alt-text-guide") == nil)
        #expect(DesignAlternatives.alternativeKey("settings") == nil)
        // Two screens of one app are no alternatives, and one variant alone is no group.
        func spec(_ files: [String]) -> DesignSpec {
            DesignSpec(screens: files.map { ScreenSpec(name: $0, title: nil, sections: [], labels: [], location: SourceLocation(file: "d/" + $0)) })
        }
        #expect(DesignAlternatives.groups(spec(["home.html", "settings.html"])).isEmpty)
        #expect(DesignAlternatives.groups(spec(["home-variant-a.html", "settings.html"])).isEmpty)
        #expect(
            DesignAlternatives.groups(spec(["home-variant-a.html", "home-variant-b.html", "settings-variant-a.html"])) == [
                ["d/home-variant-a.html", "d/home-variant-b.html"]
            ])
    }
}
