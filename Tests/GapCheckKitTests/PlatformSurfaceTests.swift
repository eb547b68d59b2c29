import Foundation
import GapCheckModel
import Testing

@testable import GapCheckKit
@testable import GapCheckReport

/// One page designing a product's surfaces on several platforms (a Mac menu-bar panel, a phone app, a browser
/// extension), checked against Swift code that runs on some of them (docs/field-tests.md, round 13). Fixture: a
/// Portuguese reading-list product, with other class names and layout than the field repository.
@Suite struct PlatformSurfaceTests {
    static let page = """
        <!DOCTYPE html><html lang="pt"><head><title>Marcador — superfícies</title><style>
        :root { --tinta: #1B1B1F; --papel: #FFFFFF; --fraco: #A8A8B0; --laranja: #E0701F; --verde-tag: #2E7D32; }
        body { background: #EEEEEE; color: var(--tinta); font-family: sans-serif; }
        .macos-shell { width: 480px; background: #DDDDDD; }
        .painel { width: 300px; background: var(--papel); border-radius: 10px; }
        .handset { width: 360px; height: 780px; border-radius: 40px; background: var(--papel); }
        .browser-mockup { width: 600px; background: var(--papel); }
        .titulo { font-size: 15px; font-weight: 600; color: var(--tinta); }
        .botao { background: var(--laranja); color: #FFFFFF; font-size: 13px; }
        .legenda-fraca { color: var(--fraco); font-size: 12px; }
        .etiqueta { color: var(--verde-tag); font-size: 11px; }
        .extensao { color: var(--fraco); font-size: 12px; }
        </style></head><body>
        <h1>Marcador</h1>
        <div class="macos-shell">
          <div class="painel">
            <div class="titulo">Leituras recentes</div>
            <button class="botao">Abrir aplicativo</button>
          </div>
        </div>
        <div class="handset">
          <h2 class="titulo">Biblioteca</h2>
          <p class="legenda-fraca">Salvo há 2 dias</p>
          <span class="etiqueta">Artigo</span>
          <button class="botao">Arquivar tudo</button>
          <div>Pesquisar</div>
        </div>
        <div class="browser-mockup">
          <p class="extensao">Guardar esta página</p>
        </div>
        </body></html>
        """

    /// A shared file as Xcode's templates write it, for both platforms: it says nothing about the one the app runs on.
    static let shared = """
        import Foundation
        #if os(iOS)
        import UIKit
        typealias PlataformaController = UIViewController
        #elseif os(macOS)
        import AppKit
        typealias PlataformaController = NSViewController
        #endif
        """

    static let macApp = """
        import SwiftUI
        import AppKit

        struct PainelView: View {
            var body: some View {
                VStack {
                    Text("Leituras recentes").font(.system(size: 15, weight: .semibold))
                    Button("Abrir aplicativo") { NSWorkspace.shared.open(URL(fileURLWithPath: "/")) }
                }
            }
        }
        """

    static let phoneApp = """
        import UIKit

        final class BibliotecaViewController: UIViewController {
            private let titulo = UILabel()
            override func viewDidLoad() {
                super.viewDidLoad()
                titulo.text = "Biblioteca"
                titulo.font = UIFont.systemFont(ofSize: 15, weight: .semibold)
            }
        }
        """

    /// The page line of the first line holding `text`.
    static func line(of text: String) -> Int {
        (page.components(separatedBy: "\n").firstIndex { $0.contains(text) } ?? -1) + 1
    }

    static func lines(_ a: Analysis) -> [String] { a.findings.map { "\($0.severity) \($0.rule) \($0.title) @\($0.primaryLocation?.line ?? 0)" } }

    @Test func aMacAppIsNotComparedWithThePhoneAppOrTheBrowserExtensionOnItsPage() throws {
        let a = try DesignTrustTests.run(design: ["superficies.html": Self.page], app: ["PainelView.swift": Self.macApp, "Plataforma.swift": Self.shared])
        #expect(a.inventory.platforms == [.desktop])
        let phone = Self.line(of: "class=\"handset\"")...Self.line(of: "<div>Pesquisar</div>")
        let browser = Self.line(of: "class=\"browser-mockup\"")...Self.line(of: "Guardar esta página")
        // No screen, no element and no contrast pair from the phone frame or the browser window.
        #expect(!a.findings.contains { $0.rule.hasPrefix("screen.") || $0.rule.hasPrefix("section.") }, "\(Self.lines(a))")
        #expect(!a.design.screens.contains { $0.name.contains("Biblioteca") }, "\(a.design.screens.map(\.name))")
        #expect(!a.design.elements.contains { ["Biblioteca", "Salvo há 2 dias", "Guardar esta página"].contains($0.text) })
        #expect(!a.findings.contains { f in f.primaryLocation.map { phone.contains($0.line) || browser.contains($0.line) } ?? false }, "\(Self.lines(a))")
        // A color only the phone app uses is no token the Mac app lacks; one the panel uses too stays.
        #expect(!a.design.expectations.contains { $0.name == "--verde-tag" }, "\(a.design.expectations.map(\.name))")
        #expect(a.design.expectations.contains { $0.name == "--laranja" })
        // The Mac panel is the app's surface, checked as a frame: its button's contrast, and the page heading is no app text.
        let panelButton = Self.line(of: "Abrir aplicativo")
        #expect(a.findings.contains { $0.rule == "contrast.insufficient" && $0.primaryLocation?.line == panelButton }, "\(Self.lines(a))")
        #expect(!a.design.elements.contains { $0.text == "Marcador" })
        #expect(a.design.diagnostics.contains { $0.message.contains("another platform's UI") }, "\(a.design.diagnostics.map(\.message))")
    }

    @Test func aPhoneAppKeepsItsPhoneFramesAndLeavesTheDesktopPanel() throws {
        let a = try DesignTrustTests.run(design: ["superficies.html": Self.page], app: ["Biblioteca.swift": Self.phoneApp, "Plataforma.swift": Self.shared])
        #expect(a.inventory.platforms == [.mobile])
        // The phone frame is the app's: its faint caption is still reported, the Mac panel's texts are not the app's.
        let caption = Self.line(of: "Salvo há 2 dias")
        #expect(a.findings.contains { $0.rule == "contrast.insufficient" && $0.primaryLocation?.line == caption }, "\(Self.lines(a))")
        #expect(a.design.elements.contains { $0.text == "Biblioteca" })
        #expect(!a.design.elements.contains { $0.text == "Leituras recentes" })
        #expect(a.design.expectations.contains { $0.name == "--verde-tag" })
    }

    @Test func anAppOfUnknownPlatformKeepsEveryDeviceFrame() throws {
        // SwiftUI alone runs on both: nothing says which surfaces are not the app's, so the phone frame stays checked.
        let swiftUIOnly = Self.macApp.replacingOccurrences(of: "import AppKit\n", with: "").replacingOccurrences(
            of: "NSWorkspace.shared.open(URL(fileURLWithPath: \"/\"))", with: "")
        let a = try DesignTrustTests.run(design: ["superficies.html": Self.page], app: ["PainelView.swift": swiftUIOnly])
        #expect(a.inventory.platforms.isEmpty)
        let caption = Self.line(of: "Salvo há 2 dias")
        #expect(a.findings.contains { $0.rule == "contrast.insufficient" && $0.primaryLocation?.line == caption }, "\(Self.lines(a))")
        #expect(a.design.elements.contains { $0.text == "Biblioteca" })
        let panelButton = Self.line(of: "Abrir aplicativo")
        #expect(a.findings.contains { $0.rule == "contrast.insufficient" && $0.primaryLocation?.line == panelButton }, "\(Self.lines(a))")
        #expect(!a.design.diagnostics.contains { $0.message.contains("a phone or tablet") })
        // A browser window is never a Swift app's own UI.
        #expect(!a.design.elements.contains { $0.text == "Guardar esta página" })
    }
}
