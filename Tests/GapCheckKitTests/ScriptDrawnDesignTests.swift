import CodeReader
import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport
@testable import MockupReader

/// Round 13 (a Figma Make export: an empty `#root` page, the screens in scripts, a stock UI-kit theme beside
/// them; a watchOS app): values nothing shows the screens paint are questions, a theme namespace's repeat of a
/// token is that token, a value pairing respects the paint role both names state, and a dark-only app has no
/// dark variant to miss. Fixtures in other styles: a Vue mount with a Spanish-named stylesheet, a Chakra-style
/// `--colors-` namespace, Material-style `on-` names.
@Suite struct ScriptDrawnDesignTests {
    static func analyze(_ files: [String: String]) throws -> Analysis { try TrustMatchTests.analyze(files) }

    // MARK: - Values no readable page paints

    /// A page whose body is only the mount point a bundle fills (`<div id="app">` + `main.js`).
    static let mountPage = """
        <!doctype html>
        <html lang="es"><head><meta charset="utf-8"><title>Mareas</title><link rel="stylesheet" href="estilos/base.css"></head>
        <body><div id="app"></div><script type="module" src="/src/main.js"></script></body></html>
        """

    /// The same stylesheet drawn by a static page: its screen is in the HTML.
    static let staticPage = """
        <!doctype html>
        <html lang="es"><head><meta charset="utf-8"><title>Mareas</title><link rel="stylesheet" href="estilos/base.css"></head>
        <body><main data-screen="mareas"><h1>Mareas de hoy</h1><button class="boton-principal">Guardar</button></main></body></html>
        """

    /// `--marca` is used by a rule; `--aviso` and `--fondo-tarjeta` only declared (a kit's defaults).
    static let css = """
        :root { --marca: #0B6E4F; --aviso: #D97706; --fondo-tarjeta: #F3F4F6; }
        .boton-principal { background: var(--marca); color: #FFFFFF; }
        """

    /// Both colors a different hue from the design's: each a critical mismatch at full severity.
    static let app = """
        import SwiftUI
        enum Paleta {
            static let marca = Color(red: 0.80, green: 0.10, blue: 0.10)
            static let aviso = Color(red: 0.15, green: 0.39, blue: 0.92)
        }
        """

    static func finding(_ a: Analysis, _ name: String) -> Finding? {
        a.findings.first { $0.expected?.name == name && $0.rule == "color.mismatch" }
    }

    @Test func unpaintedValuesOfAScriptDrawnDesignAreQuestions() throws {
        let a = try Self.analyze(["design/index.html": Self.mountPage, "design/estilos/base.css": Self.css, "app/Paleta.swift": Self.app])
        let aviso = try #require(Self.finding(a, "--aviso"), "\(a.findings.map(\.title))")
        #expect(aviso.severity == .low, "\(aviso)")
        #expect(aviso.message.contains("drawn by scripts"))
        let marca = try #require(Self.finding(a, "--marca"))
        #expect(marca.severity == .critical, "a value a rule paints stays: \(marca)")
        let expectations = Dictionary(a.design.expectations.map { ($0.name, $0) }) { x, _ in x }
        #expect(expectations["--aviso"]?.unpainted == true)
        #expect(expectations["--fondo-tarjeta"]?.unpainted == true)
        #expect(expectations["--marca"]?.unpainted == nil)
        let warning = a.design.diagnostics.filter { $0.message.contains("no style rule uses") }
        #expect(warning.count == 1, "\(a.design.diagnostics.map(\.message))")
        #expect(warning.first?.message.contains("2 custom properties (--aviso, --fondo-tarjeta)") == true, "\(warning)")
        #expect(warning.first?.message.contains("main.js") == true)
    }

    /// A page that shows its screen, and a stylesheet read on its own (a token set), are the design: nothing lowered.
    @Test func aStaticPageOrATokenSetKeepsEveryValue() throws {
        let page = try Self.analyze(["design/index.html": Self.staticPage, "design/estilos/base.css": Self.css, "app/Paleta.swift": Self.app])
        #expect(Self.finding(page, "--aviso")?.severity == .critical, "\(page.findings.map(\.title))")
        let tokens = try Self.analyze(["design/estilos/base.css": Self.css, "app/Paleta.swift": Self.app])
        #expect(Self.finding(tokens, "--aviso")?.severity == .critical, "\(tokens.findings.map(\.title))")
        #expect(!tokens.design.expectations.contains { $0.unpainted == true })
        #expect(!tokens.design.diagnostics.contains { $0.message.contains("no style rule uses") })
    }

    // MARK: - A theme namespace's repeat

    @Test func aNamespacedRepeatIsTheSameToken() throws {
        let css = """
            :root { --ocean: #0E7490; --sand: #F5E6C8; --ink-900: #111827; --text-primary: var(--ink-900); }
            :root { --colors-ocean: var(--ocean); --color-sand: var(--sand); --color-shore: var(--sand); }
            """
        let app = """
            import SwiftUI
            enum Brand {
                static let ocean = Color(red: 0.90, green: 0.20, blue: 0.20)
            }
            """
        let a = try Self.analyze(["design/theme.css": css, "app/Brand.swift": app])
        let names = Set(a.design.expectations.map(\.name))
        #expect(names.isSuperset(of: ["--ocean", "--sand", "--text-primary", "--color-shore"]), "\(names)")
        #expect(names.isDisjoint(with: ["--colors-ocean", "--color-sand"]), "\(names)")
        let ocean = a.findings.filter { $0.title.contains("ocean") && $0.rule.hasPrefix("color.") }
        #expect(ocean.count == 1, "\(ocean.map(\.title))")
        #expect(NamespaceAliases.repeatsUnderNamespace("--color-card-foreground", "--card-foreground"))
        #expect(!NamespaceAliases.repeatsUnderNamespace("--text-primary", "--primary"))
        #expect(!NamespaceAliases.repeatsUnderNamespace("--color-shore", "--sand"))
    }

    /// A repeat with a value of its own in one appearance is a token of its own.
    @Test func aRepeatWithItsOwnDarkValueStays() throws {
        let css = ":root { --sand: #F5E6C8; --color-sand: var(--sand); }\n.dark { --color-sand: #3A3226; }"
        let a = try Self.analyze(["design/theme.css": css, "app/Brand.swift": "import SwiftUI\nenum Brand { static let x = Color.red }\n"])
        #expect(a.design.expectations.contains { $0.name == "--color-sand" })
    }

    // MARK: - Paint roles in a value pairing

    @Test func aValuePairingNeverCrossesTheRolesBothNamesState() {
        typealias S = MatchingTestSupport
        let m = ColorMatcher(inventory: Inventory(colors: [S.token("canvas", owner: "Surfaces", "#FAFAFA")]), configuration: Configuration())
        let onAccent = m.match(S.color("--on-surface", "#FAFAFA"))
        #expect(onAccent.codeName == nil, "content on a surface is not the surface: \(onAccent)")
        #expect(onAccent.status == .missing)
        #expect(m.match(S.color("--label-strong", "#FBFBFB")).codeName == nil)
        // A name that states no role pairs by value as before.
        #expect(m.match(S.color("--snow", "#FAFAFA")).codeName == "Surfaces.canvas")
        let texts = ColorMatcher(inventory: Inventory(colors: [S.token("body", owner: "TextTone", "#FAFAFA")]), configuration: Configuration())
        #expect(texts.match(S.color("--on-surface", "#FAFAFA")).codeName == "TextTone.body")
    }

    // MARK: - A dark-only app

    static func plist(_ keys: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict><key>CFBundleName</key><string>Tide</string>\(keys)</dict></plist>
        """
    }
    static let watchPlist = plist("<key>WKApplication</key><true/>")
    static let phonePlist = plist("<key>UIApplicationSceneManifest</key><dict/>")
    static let themeCSS = ":root { --panel: #FFFFFF; --tide: #FF6B35; }\n.dark { --panel: #121212; --tide: #FF8A5C; }"
    /// `tile` pairs with `--panel` by value only; `tide` by name, with the design's light value.
    static let watchApp = """
        import SwiftUI
        enum Look {
            static let tile = Color(red: 1, green: 1, blue: 1)
            static let tide = Color(red: 1, green: 0.42, blue: 0.21)
        }
        """

    @Test func aWatchAppHasNoDarkVariantToMiss() throws {
        let a = try Self.analyze(["design/theme.css": Self.themeCSS, "app/Look.swift": Self.watchApp, "app/Info.plist": Self.watchPlist])
        let dark = a.findings.filter { $0.rule == "color.dark-variant-missing" }
        #expect(!dark.contains { $0.actual?.name == "Look.tile" }, "\(dark.map(\.title))")
        #expect(!a.findings.contains { $0.rule == "darkmode.disabled" }, "watchOS is dark by platform, not by choice")
        // Paired by name, its one value is judged against the design's dark value.
        let tide = try #require(dark.first { $0.actual?.name == "Look.tide" }, "\(dark.map(\.title))")
        #expect(tide.title.contains("dark-only app"), "\(tide.title)")
        #expect(tide.title.contains("#FF8A5C"))
    }

    /// An iPhone app beside its watch app shows both appearances: the variant is missing.
    @Test func aPhoneAppBesideTheWatchAppStillMissesItsDarkVariants() throws {
        let a = try Self.analyze([
            "design/theme.css": Self.themeCSS, "app/Look.swift": Self.watchApp, "app/Watch/Info.plist": Self.watchPlist,
            "app/Phone/Info.plist": Self.phonePlist
        ])
        let dark = a.findings.filter { $0.rule == "color.dark-variant-missing" }
        #expect(dark.contains { $0.actual?.name == "Look.tile" }, "\(dark.map(\.title))")
        #expect(dark.contains { $0.actual?.name == "Look.tide" && !$0.title.contains("dark-only") })
    }
}
