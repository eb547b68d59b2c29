import Foundation
import GapCheckModel
import Testing

@testable import MockupReader

/// What surrounds the app on a mockup page (a documentation page's header, captions and gallery around a
/// tablet frame, a landing page's own palette, a style guide's showcase layout) is not the app's design:
/// its rules and custom properties give no expectations. Fixtures in styles other than the bundled sample.
@Suite struct PageChromeTests {
    private func read(_ files: [String: String]) throws -> DesignSpec { try readDesign(files) }

    private func named(_ spec: DesignSpec, _ name: String) -> Expectation? { spec.expectations.first { $0.name == name } }
    private func hasColor(_ spec: DesignSpec, _ hex: String) -> Bool {
        spec.expectations.contains { $0.kind == .color && $0.light.color?.hex == hex }
    }
    private func fontSizes(_ spec: DesignSpec) -> Set<Double> {
        Set(spec.expectations.compactMap { $0.kind == .typography ? $0.light.font?.size : nil })
    }
    private var chromeWarning: (DesignSpec) -> Diagnostic? {
        { spec in spec.diagnostics.first { $0.message.contains("style only the page around the app") } }
    }

    /// A release-notes page: a header, a figure caption and a gallery strip around one tablet frame, a
    /// color legend beside it, all styled by one linked stylesheet.
    static let releaseNotes: [String: String] = [
        "notes/checkout.html": """
        <!doctype html><html><head><title>Release 4.2 — Checkout on iPad</title>
        <link rel="stylesheet" href="notes.css"></head>
        <body>
          <header class="notes-header"><h1>Checkout, redesigned</h1><p class="lede">What changes in 4.2</p></header>
          <figure class="hero-figure">
            <div class="tablet-bezel">
              <div class="order-panel">
                <h2 class="order-title">Your order</h2>
                <p class="order-total">Total $42.00</p>
                <button class="pay-button">Pay now</button>
              </div>
            </div>
            <figcaption class="figure-caption">Figure 1. The order panel in landscape.</figcaption>
          </figure>
          <aside class="color-legend"><span class="legend-chip"></span> Brand green</aside>
          <section class="gallery-strip"><a class="gallery-link" href="#a">Earlier drafts</a></section>
        </body></html>
        """,
        "notes/notes.css": """
        :root {
          --brand: #0E7C66;
          --ink: #1B1B1F;
          --paper: #FAF7F2;
          --notes-accent: #C2410C;
          --notes-muted: #8A8F98;
          --legend-green: #2F9E44;
          --gallery-border: #D6D3CE;
          --pay-strong: var(--brand);
        }
        body { background: var(--paper); font-family: Georgia, serif; color: var(--ink); }
        .notes-header h1 { font-size: 44px; color: var(--notes-accent); }
        .lede { font-size: 21px; color: #5C6270; }
        .figure-caption { font-size: 13px; color: var(--notes-muted); padding-top: 18px; }
        .gallery-strip { border-top: 1px solid var(--gallery-border); padding: 28px; }
        .gallery-link { color: #7A2E0E; }
        .legend-chip { background: var(--legend-green); }
        .order-title { font-size: 22px; color: var(--ink); }
        .order-total { font-size: 17px; color: #30343B; }
        .pay-button { background: var(--pay-strong); padding: 14px; border-radius: 12px; }
        """
    ]

    @Test func rulesAndTokensUsedOnlyAroundTheTabletFrameGiveNoExpectations() throws {
        let spec = try read(Self.releaseNotes)
        // The page's own header, caption and gallery: their sizes, literal colors and tokens are left out.
        #expect(!fontSizes(spec).contains(44))
        #expect(!fontSizes(spec).contains(21))
        #expect(!fontSizes(spec).contains(13))
        #expect(!hasColor(spec, "#5C6270"))
        #expect(!hasColor(spec, "#7A2E0E"))
        #expect(named(spec, "--notes-accent") == nil)
        #expect(named(spec, "--notes-muted") == nil)
        #expect(named(spec, "--gallery-border") == nil)
        #expect(!spec.expectations.contains { $0.kind == .spacing && $0.light.length == 28 })
        #expect(!spec.expectations.contains { $0.kind == .spacing && $0.light.length == 18 })
        // The app inside the frame keeps everything, tokens through aliases included.
        #expect(fontSizes(spec).isSuperset(of: [22, 17]))
        #expect(hasColor(spec, "#30343B"))
        #expect(named(spec, "--ink") != nil)
        #expect(named(spec, "--brand") != nil)
        #expect(named(spec, "--pay-strong") != nil)
        // A wrapper of the frame passes its background, font and color down: the body's tokens stay.
        #expect(named(spec, "--paper") != nil)
        // The legend is the designer's key to the palette.
        #expect(named(spec, "--legend-green") != nil)
        let warning = try #require(chromeWarning(spec))
        #expect(warning.message.contains("checkout.html"))
        #expect(warning.message.contains("--notes-accent"))
    }

    @Test func aPagesOwnPaletteItsFramesNeverUseIsThePages() throws {
        let spec = try read([
            "landing.html": """
            <html><head><style>
              :root { --night: #0A0F1A; --card-glass: rgba(30, 41, 59, 0.5); --accent-coral: #F43F5E; --accent-lime: #84CC16; }
              body { background: var(--night); }
              .device-screen { background: var(--night); }
              .streak { color: #84CC16; }
            </style></head><body>
              <h1>Track your days</h1>
              <div class="device-screen"><p class="streak">12 day streak</p><p>Today</p></div>
            </body></html>
            """
        ])
        // Declared in the page's own style, used nowhere: the landing page's palette, not the app's.
        #expect(named(spec, "--card-glass") == nil)
        #expect(named(spec, "--accent-coral") == nil)
        // Used inside the frame, or its exact value painted there: the app's.
        #expect(named(spec, "--night") != nil)
        #expect(named(spec, "--accent-lime") != nil)
        #expect(chromeWarning(spec)?.message.contains("--accent-coral") == true)
    }

    @Test func aMockupPageThatHoldsTheDesignSystemKeepsItsUnusedTokens() throws {
        // The page's own `:root` is the design system: its frames use most of it, so the radius step no
        // artboard happens to use is still the app's (the code may well have it, with another value).
        let spec = try read([
            "mockups.html": """
            <html><head><style>
              :root { --canvas: #101014; --panel: #1B1B21; --ink: #F2F2F5; --ink-muted: #8D8D96; --radius-sm: 6px; --radius-xl: 18px; }
              body { background: #08080A; }
              .artboard-inbox { background: var(--canvas); color: var(--ink); }
              .row { background: var(--panel); border-radius: var(--radius-sm); }
              .row small { color: var(--ink-muted); }
            </style></head><body>
              <p class="artboard-label">1 Inbox</p>
              <div class="artboard-inbox"><div class="row">Message <small>2m</small></div></div>
            </body></html>
            """
        ])
        #expect(named(spec, "--radius-xl")?.light.length == 18)
        #expect(named(spec, "--panel") != nil)
    }

    @Test func aTailwindThemeBlockOnAFramedPageIsTheDesignsTokens() throws {
        // `@theme` is flattened like an author `:root`, but it declares the design's tokens, as a config does:
        // the ones the frame happens not to use stay.
        let spec = try read([
            "wallet.html": """
            <html><head><script src="https://cdn.jsdelivr.net/npm/@tailwindcss/browser@4"></script>
            <style type="text/tailwindcss">
              @theme {
                --color-brand: #0F766E;
                --color-danger: #B91C1C;
                --color-caution: #B45309;
                --color-calm: #1D4ED8;
              }
            </style></head><body>
              <h1 class="text-4xl">Wallet</h1>
              <div class="phone-frame"><button class="bg-brand text-white">Send</button></div>
            </body></html>
            """
        ])
        #expect(named(spec, "--color-brand") != nil)
        #expect(named(spec, "--color-danger")?.light.color?.hex == "#B91C1C")
        #expect(named(spec, "--color-calm") != nil)
    }

    @Test func aStylesheetsUnusedTokensStayAsToday() throws {
        // The same unused palette in a stylesheet file is a token set (the design system), not page chrome.
        let spec = try read([
            "tokens.css": ":root { --card-glass: rgba(30, 41, 59, 0.5); --accent-coral: #F43F5E; }",
            "home.html": """
            <html><head><link rel="stylesheet" href="tokens.css"></head><body>
              <h1 class="page-title">Mockups</h1>
              <div class="phone-frame"><p class="greeting">Hello</p></div>
            </body></html>
            """
        ])
        #expect(named(spec, "--card-glass") != nil)
        #expect(named(spec, "--accent-coral") != nil)
        #expect(chromeWarning(spec) == nil)
    }

    @Test func aPageWithoutFramesIsAllAppDesign() throws {
        let spec = try read([
            "profile.html": """
            <html><head><style>
              :root { --unused-accent: #F43F5E; }
              header h1 { font-size: 34px; color: #101828; }
              .bio { font-size: 15px; }
            </style></head><body><header><h1>Profile</h1></header><p class="bio">Hi</p></body></html>
            """
        ])
        #expect(fontSizes(spec).isSuperset(of: [34, 15]))
        #expect(hasColor(spec, "#101828"))
        #expect(named(spec, "--unused-accent") != nil)
        #expect(chromeWarning(spec) == nil)
    }

    @Test func aFrameAScriptDrawsLeavesThePageAsToday() throws {
        // The frame is empty in the HTML; the rules for what the script draws match nothing, and the page's
        // own tokens may be what it paints.
        let spec = try read([
            "prototype.html": """
            <html><head><style>
              :root { --sheet: #FFFFFF; --tint: #7C3AED; }
              .scenario-picker { font-size: 12px; color: #475467; }
              .row-title { font-size: 17px; color: var(--tint); }
            </style></head><body>
              <div class="scenario-picker">Light · Dark</div>
              <div class="phone" id="phone"></div>
              <script src="app.js"></script>
            </body></html>
            """
        ])
        #expect(named(spec, "--sheet") != nil)
        #expect(named(spec, "--tint") != nil)
        #expect(fontSizes(spec).isSuperset(of: [12, 17]))
        #expect(chromeWarning(spec) == nil)
    }

    @Test func aStyleGuidesOwnLayoutIsNotTheAppButTheTokensItShowsAre() throws {
        let page = """
            <html><head><title>Acme Style Guide</title>LINK<style>
              .spec-label { font-size: 11px; font-weight: 600; color: #667085; }
              .swatch-primary { background: var(--primary); }
              .btn-primary { background: #1D4ED8; padding: 10px; }
            </style></head><body>
              <div class="spec-label">Primary</div><div class="swatch-primary"></div>
              <button class="btn-primary">Save</button>
            </body></html>
            """
        // A style guide that takes the design from a linked stylesheet: its own <style> lays out the showcase.
        let linked = try read([
            "tokens.css": ":root { --primary: #1D4ED8; }",
            "guide.html": page.replacingOccurrences(of: "LINK", with: "<link rel=\"stylesheet\" href=\"tokens.css\">")
        ])
        #expect(!fontSizes(linked).contains(11))
        #expect(!hasColor(linked, "#667085"))
        #expect(named(linked, "--primary") != nil)
        #expect(chromeWarning(linked)?.message.contains("guide.html") == true)
        // A one-file style guide holds the design itself: its styles stay.
        let single = try read(["guide.html": page.replacingOccurrences(of: "LINK", with: "<style>:root { --primary: #1D4ED8; }</style>")])
        #expect(fontSizes(single).contains(11))
        #expect(hasColor(single, "#667085"))
        #expect(named(single, "--primary") != nil)
    }

    @Test func aTokenAStyleGuidesOwnLayoutShowsStillCountsAsUsedThere() throws {
        // The guide's own rules give no values, but their var() uses are uses: without them the token would
        // look used by the wireframe kit only, and tooling values are left out.
        let spec = try read([
            "tokens/radius.css": ":root { --radius-lg: 12px; }",
            "design-tools/wireframe.html": """
            <html><head><link rel="stylesheet" href="../tokens/radius.css"><style>.wf-box { border-radius: var(--radius-lg); }</style>
            </head><body><div class="wf-box">Box</div></body></html>
            """,
            "guide.html": """
            <html><head><title>Radius — Style Guide</title><link rel="stylesheet" href="tokens/radius.css">
            <style>.radius-sample { border-radius: var(--radius-lg); padding: 30px; }</style>
            </head><body><div class="radius-sample">lg</div></body></html>
            """
        ])
        #expect(named(spec, "--radius-lg")?.light.length == 12)
        #expect(!spec.expectations.contains { $0.kind == .spacing && $0.light.length == 30 })
    }

    @Test func anUnusedTokenOfADesignToolsStylesheetIsTooling() throws {
        let spec = try read([
            "tokens/design-tools.css": ":root { --wireframe-ink: #334155; --annotation-red: #EF4444; }",
            "tokens/colors.css": ":root { --surface: #FFFFFF; --danger: #DC2626; }",
            "screens/home.html": """
            <html><head><link rel="stylesheet" href="../tokens/colors.css"><link rel="stylesheet" href="../tokens/design-tools.css">
            </head><body><p style="color: var(--danger)">Error</p></body></html>
            """
        ])
        #expect(named(spec, "--wireframe-ink") == nil)
        #expect(named(spec, "--annotation-red") == nil)
        #expect(named(spec, "--surface") != nil)
        #expect(named(spec, "--danger") != nil)
        #expect(spec.diagnostics.contains { $0.message.contains("designer-tooling") && $0.message.contains("design-tools.css") })
    }

    @Test func aHiddenSheetOrDialogBesideTheScreenIsAnAppStateNotChrome() throws {
        let spec = try read([
            "css/tokens.css": ":root { --scrim: rgba(0, 0, 0, 0.45); --lift-shadow: 0 8px 24px #00000029; --dialog-ink: #3B2F63; --page-ink: #5D6B82; }",
            "css/parts.css": """
            .page-intro { color: var(--page-ink); font-size: 26px; }
            .scrim { background: var(--scrim); }
            .permission { box-shadow: var(--lift-shadow); padding: 22px; }
            .confirm { color: var(--dialog-ink); }
            """,
            "permissions.html": """
            <html><head><link rel="stylesheet" href="css/tokens.css"><link rel="stylesheet" href="css/parts.css"></head><body>
              <p class="page-intro">Permissions flow, step 2</p>
              <main data-screen="permissions"><h1>Stay in the loop</h1></main>
              <div class="scrim" hidden><section class="permission"><h2>Allow notifications?</h2></section></div>
              <div role="dialog"><p class="confirm">Are you sure?</p></div>
            </body></html>
            """
        ])
        #expect(named(spec, "--scrim") != nil)
        #expect(named(spec, "--lift-shadow") != nil)
        #expect(named(spec, "--dialog-ink") != nil)
        #expect(spec.expectations.contains { $0.kind == .spacing && $0.light.length == 22 })
        // The page's own intro line is still chrome.
        #expect(named(spec, "--page-ink") == nil)
        #expect(!spec.expectations.contains { $0.kind == .typography && $0.light.font?.size == 26 })
    }

    @Test func aTokenUsedBothAroundAndInsideTheFrameIsTheApps() throws {
        let spec = try read([
            "flow.html": """
            <html><head><style>
              :root { --plum: #6B21A8; --caption-gray: #98A2B3; }
              .flow-title, .step-title { color: var(--plum); }
              .flow-title { font-size: 30px; }
              .flow-note { color: var(--caption-gray); }
            </style></head><body>
              <h1 class="flow-title">Onboarding</h1><p class="flow-note">Step 1 of 3</p>
              <div class="artboard-welcome"><h2 class="step-title">Welcome</h2></div>
            </body></html>
            """
        ])
        #expect(named(spec, "--plum") != nil)
        #expect(named(spec, "--caption-gray") == nil)
        #expect(!fontSizes(spec).contains(30))
    }

    /// A recipe prototype (Dutch): the page follows the reader's theme around a handset whose screen is dark in
    /// both; the page's script adds its scenario buttons beside the handset, in the page's palette.
    static func recipePage(handsetInk: Bool) -> String {
        """
        <title>Recepten, voorstel</title>
        <style>
          :root { --pagina: #F4F1EA; --pagina-2: #E8E4DA; --inkt: #1A1C20; --inkt-zacht: #5E626A; --lijn: rgba(20, 22, 28, 0.12);
                  --scherm: #0B0D12; --kaart: #151A22; --tekst: #F3F5F7; --groen: #34D399; }
          @media (prefers-color-scheme: dark) {
            :root { --pagina: #0C0D10; --pagina-2: #15171B; --inkt: #ECEEF1; --inkt-zacht: #9AA0A8; --lijn: rgba(255, 255, 255, 0.14); }
          }
          body { background: var(--pagina); color: var(--inkt); font-family: system-ui; margin: 0; }
          .kolommen { display: grid; grid-template-columns: 1fr 380px; gap: 40px; border-left: 1px solid var(--lijn); }
          .inleiding { color: var(--inkt-zacht); font-size: 17px; }
          .inleiding code { background: var(--pagina-2); }
          .legend b { color: var(--inkt-zacht); font-size: 11px; }
          .keuze { background: var(--pagina-2); color: var(--inkt); border: 1px solid var(--lijn); padding: 8px 12px; }
          .keuze[aria-pressed="true"] { background: var(--inkt); color: var(--pagina); }
          .handset { background: var(--scherm);\(handsetInk ? " color: var(--tekst);" : "") border-radius: 40px; padding: 12px; }
          .gerecht { background: var(--kaart); padding: 14px; border-radius: 14px; }
          .klaar { color: var(--groen); font-size: 13px; }
        </style>
        <div class="kolommen">
          <main><h1>Vanavond koken</h1><p class="inleiding">Kies een <code>scenario</code>.</p><div id="scenarios"></div>
            <div class="legend"><div><b>Eén pan</b><span>Minder afwas, dezelfde smaak.</span></div></div></main>
          <div class="handset"><div class="gerecht"><p>Stamppot boerenkool</p><p class="klaar">Klaar in 25 min</p></div></div>
        </div>
        <script>
          ['Normaal', 'Geen tijd'].forEach(function (n) {
            var b = document.createElement('button'); b.className = 'keuze'; b.textContent = n;
            document.getElementById('scenarios').appendChild(b);
          });
        </script>
        """
    }

    @Test func thePagesPaletteAroundADarkHandsetIsNoDesignTokenNorADarkVariant() throws {
        let spec = try read(["recepten.html": Self.recipePage(handsetInk: true)])
        // The body's background and text color never reach the handset (it paints and colors its own screen);
        // the scenario buttons the script adds use only the page's palette.
        for name in ["--pagina", "--pagina-2", "--inkt", "--inkt-zacht", "--lijn"] {
            #expect(named(spec, name) == nil, "\(name)")
        }
        for name in ["--scherm", "--kaart", "--tekst", "--groen"] {
            #expect(named(spec, name) != nil, "\(name)")
        }
        // A "legend" of words only (what changed and why) is the page's text, not a key to the palette.
        #expect(!fontSizes(spec).contains(11))
        // The dark block restyles only the page: the app's design is dark only, not light and dark.
        #expect(!spec.hasDarkVariant)
        #expect(spec.appearance == .dark)
    }

    @Test func aWrapperColorTheHandsetInheritsStaysTheApps() throws {
        // The handset sets no text color of its own: the body's ink is what its texts are drawn in, so the ink
        // and its dark value are the app's.
        let spec = try read(["recepten.html": Self.recipePage(handsetInk: false)])
        #expect(named(spec, "--inkt") != nil)
        #expect(spec.hasDarkVariant)
    }

    @Test func aScriptRuleMixingThePagesPaletteWithTheAppsIsTheApps() throws {
        // A rule for what a script draws that uses one of the app's colors may style the app: its uses all count.
        let page = Self.recipePage(handsetInk: true).replacingOccurrences(
            of: ".keuze { background: var(--pagina-2);", with: ".keuze { background: var(--kaart);")
        let spec = try read(["recepten.html": page])
        #expect(named(spec, "--inkt") != nil)
        #expect(named(spec, "--lijn") != nil)
    }
}
