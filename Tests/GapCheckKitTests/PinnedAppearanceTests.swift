import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import MockupReader

/// A class-based dark mode (Tailwind `darkMode: "class"`): a page whose `<html>` carries `light` or `dark` paints only
/// that appearance, and `dark:` gradient stops replace the light ones in dark mode. Style met in a screen generator's
/// export (one page per screen and appearance); written here as a Portuguese travel app.
@Suite struct PinnedAppearanceTests {
    static func page(_ html: String, _ body: String) -> String {
        """
        <!DOCTYPE html><html class="\(html)"><head><title>Viagens</title>
        <script src="https://cdn.tailwindcss.com"></script>
        <script>tailwind.config = { darkMode: "class", theme: { extend: { colors: { "fundo-escuro": "#0B1220" } } } }</script>
        </head><body class="bg-white dark:bg-fundo-escuro" data-screen="viagens">\(body)</body></html>
        """
    }

    static let view = """
        import SwiftUI
        struct ViagensView: View { var body: some View { Text("Próxima viagem") } }
        """

    @Test func aPagePinnedLightIsNotMeasuredInDark() throws {
        // `dark:text-slate-700` on the dark background is 1.9:1 — but this page is painted light only.
        let body = "<p class=\"text-slate-900 dark:text-slate-700\">Próxima viagem</p>"
        let pinned = try DesignTrustTests.run(design: ["viagens.html": Self.page("light", body)], app: ["ViagensView.swift": Self.view])
        #expect(!pinned.findings.contains { $0.rule == "contrast.insufficient" && $0.title.contains("dark mode") }, "\(pinned.findings.map(\.title))")
        // Without the pin, the page shows both appearances and its dark one fails.
        let both = try DesignTrustTests.run(design: ["viagens.html": Self.page("", body)], app: ["ViagensView.swift": Self.view])
        #expect(both.findings.contains { $0.rule == "contrast.insufficient" && $0.title.contains("dark mode") }, "\(both.findings.map(\.title))")
    }

    @Test func aPagePinnedDarkBesideOnePinnedLightIsReadInDark() throws {
        // Painted dark: slate-300 on #0B1220 passes; its light look (slate-300 on white, 1.5:1) is never shown. The design
        // pins its pages (a light one beside it), so `dark` on the root is this page's appearance, not a toggle.
        let body = "<p class=\"text-slate-300\">Próxima viagem</p>"
        let claro = Self.page("light", "<p class=\"text-slate-900\">Próxima viagem</p>")
        let a = try DesignTrustTests.run(
            design: ["viagens_escuro/code.html": Self.page("dark", body), "viagens_claro/code.html": claro], app: ["ViagensView.swift": Self.view])
        #expect(!a.findings.contains { $0.rule == "contrast.insufficient" }, "\(a.findings.map(\.title))")
        // Alone, a `dark` root is the state an app toggles: both appearances are read, and the light one fails.
        let alone = try DesignTrustTests.run(design: ["viagens.html": Self.page("dark", body)], app: ["ViagensView.swift": Self.view])
        #expect(alone.findings.contains { $0.rule == "contrast.insufficient" && $0.title.contains("light mode") }, "\(alone.findings.map(\.title))")
    }

    @Test func darkGradientStopsReplaceTheLightOnesInDark() throws {
        // A sticky footer fading from white, and from the dark background in dark mode: white text over it is legible.
        let body = """
            <div class="bg-gradient-to-t from-white via-white to-transparent dark:from-fundo-escuro dark:via-fundo-escuro">
            <span class="text-slate-900 dark:text-white">Reservar</span></div>
            """
        let a = try DesignTrustTests.run(design: ["viagens.html": Self.page("", body)], app: ["ViagensView.swift": Self.view])
        #expect(!a.findings.contains { $0.rule == "contrast.insufficient" && $0.title.contains("gradient stop #FFFFFF") }, "\(a.findings.map(\.title))")
        let css = TailwindStylesheet.gradients(
            ["bg-gradient-to-t", "from-white", "dark:from-slate-900"], theme: TailwindTheme(version: .v3))
        #expect(css.count == 2, "\(css)")
        #expect(css.last?.contains("#0f172a") == true, "\(css)")
    }
}
