import Foundation
import GapCheckModel
import Testing

@testable import MockupReader

/// Appearances as design systems ship them, custom properties by use, and what a page paints:
/// fixtures in the styles real token sets and mockup folders use (not the bundled sample's).
@Suite struct AppearanceTrustTests {
    /// A fresh temporary folder with `files` (relative paths), and its removal.
    private func folder(_ files: [String: String]) throws -> (root: String, cleanup: () -> Void) {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("appearance-\(UUID().uuidString)")
        for (name, text) in files {
            let url = base.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return (base.path, { try? FileManager.default.removeItem(at: base) })
    }

    private func color(_ spec: DesignSpec, _ name: String) -> Expectation? {
        spec.expectations.first { $0.kind == .color && $0.name == name }
    }

    // MARK: - Appearances

    @Test func aDarkStylesheetBesideTheLightOneGivesDarkValuesAndNeverOverridesLight() throws {
        // `variables-dark.css` sorts before `variables.css`: read first, it used to become the light values.
        let (root, cleanup) = try folder([
            "variables.css": ":root {\n  --color-bg: #FFFFFF;\n  --color-text: #111827;\n}\n",
            "variables-dark.css": ":root {\n  --color-bg: #0B0F19;\n  --color-text: #F9FAFB;\n}\n"
        ])
        defer { cleanup() }
        let spec = try MockupReader.read(roots: [root])
        let bg = try #require(color(spec, "--color-bg"))
        #expect(bg.light.color?.hex == "#FFFFFF")
        #expect(bg.dark?.color?.hex == "#0B0F19")
        #expect(bg.location.file.hasSuffix("variables.css") && !bg.location.file.hasSuffix("-dark.css"))
        #expect(color(spec, "--color-text")?.dark?.color?.hex == "#F9FAFB")
        #expect(spec.appearance == .lightAndDark)
    }

    @Test func aDarkFolderAndAThemeClassWithAPrefixAreDark() throws {
        let (root, cleanup) = try folder([
            "base/vars.css": ":root { --surface: #FAFAFA; --accent: #2563EB; }",
            "dark/vars.css": ":root { --surface: #18181B; }",
            "themes.css": ".acme-theme-dark { --accent: #60A5FA; }\n[data-color-scheme=\"dark\"] .badge { color: #FDE68A; }\n.badge { color: #92400E; }"
        ])
        defer { cleanup() }
        let spec = try MockupReader.read(roots: [root])
        #expect(color(spec, "--surface")?.light.color?.hex == "#FAFAFA")
        #expect(color(spec, "--surface")?.dark?.color?.hex == "#18181B")
        #expect(color(spec, "--accent")?.light.color?.hex == "#2563EB")
        #expect(color(spec, "--accent")?.dark?.color?.hex == "#60A5FA")
    }

    @Test func aLightThemeScopeMakesTheUnthemedRootTheDarkAppearance() throws {
        // Astro-style: `:root` holds the dark theme, `.light-theme` the light one; or light media over a dark root.
        let (root, cleanup) = try folder([
            "base.system.css": ":root { --color-status-critical: #FF3838; --surface: #101923; --focus: #4DACFF; }",
            "theme.light.css": ".light-theme { --color-status-critical: #FF2A04; --surface: #EAEEF4; }",
            "web.css": ":root { --ink: #F8FAFC; }\n@media (prefers-color-scheme: light) { :root:not(.dark) { --ink: #0F172A; } }"
        ])
        defer { cleanup() }
        let spec = try MockupReader.read(roots: [root])
        let critical = try #require(color(spec, "--color-status-critical"))
        #expect(critical.light.color?.hex == "#FF2A04")
        #expect(critical.dark?.color?.hex == "#FF3838")
        #expect(color(spec, "--surface")?.light.color?.hex == "#EAEEF4")
        #expect(color(spec, "--surface")?.dark?.color?.hex == "#101923")
        #expect(color(spec, "--focus")?.light.color?.hex == "#4DACFF")
        #expect(color(spec, "--ink")?.light.color?.hex == "#0F172A")
        #expect(color(spec, "--ink")?.dark?.color?.hex == "#F8FAFC")
        #expect(spec.hasDarkVariant)
        #expect(!(critical.alternatives ?? []).contains { $0.value.color?.hex == "#FF3838" })
    }

    @Test func whenEveryStylesheetIsNamedDarkTheDesignIsDarkOnly() throws {
        let (root, cleanup) = try folder([
            "theme-dark.css": ":root { --surface-bg: #0B0B0F; --text: #F2F2F7; }\n.card { background: var(--surface-bg); color: var(--text); }"
        ])
        defer { cleanup() }
        let spec = try MockupReader.read(roots: [root])
        let bg = try #require(color(spec, "--surface-bg"))
        #expect(bg.light.color?.hex == "#0B0B0F")
        #expect(!bg.notes.contains { $0.contains("dark scheme") })
        #expect(!spec.hasDarkVariant)
        #expect(spec.appearance == .dark)
    }

    @Test func highContrastValuesAreTheirOwnAppearance() throws {
        // `colors-hc.css` sorts before `colors.css`; `prefers-contrast: more` is a later `:root`.
        let (root, cleanup) = try folder([
            "colors.css": ":root { --text-secondary: #6B7280; --border: #E5E7EB; }\n@media (prefers-contrast: more) { :root { --border: #111111; } }",
            "colors-hc.css": ":root { --text-secondary: #1F2937; }"
        ])
        defer { cleanup() }
        let spec = try MockupReader.read(roots: [root])
        let secondary = try #require(color(spec, "--text-secondary"))
        #expect(secondary.light.color?.hex == "#6B7280")
        #expect(secondary.dark == nil)
        #expect(!secondary.notes.contains { $0.contains("redeclared") })
        #expect(color(spec, "--border")?.notes.contains { $0.contains("redeclared") } == false)
        #expect(spec.hasHighContrastVariant)
        #expect(spec.appearance == .light)
    }

    @Test func aStylesheetImportedUnderADarkMediaQueryIsDark() throws {
        let (root, cleanup) = try folder([
            "all.css": "@import url(\"base.css\");\n@import url(\"palette.css\") screen and (prefers-color-scheme: dark);\n",
            "base.css": ":root { --canvas: #F8FAFC; }",
            "palette.css": ":root { --canvas: #020617; }"
        ])
        defer { cleanup() }
        let spec = try MockupReader.read(roots: [root])
        let canvas = try #require(color(spec, "--canvas"))
        #expect(canvas.light.color?.hex == "#F8FAFC")
        #expect(canvas.dark?.color?.hex == "#020617")
    }

    @Test func tokensStudioThemeSetsGiveDarkValuesAndHighContrastSetsStayApart() throws {
        let (root, cleanup) = try folder([
            "tokens.json": """
            {
              "theme/light": {
                "bg": { "value": "#FFFFFF", "type": "color" },
                "accent": { "value": "#2563EB", "type": "color" }
              },
              "theme/dark": {
                "bg": { "value": "#0F172A", "type": "color" },
                "accent": { "value": "#60A5FA", "type": "color" }
              },
              "theme/light-hc": {
                "bg": { "value": "#FFFFFF", "type": "color" },
                "accent": { "value": "#1E3A8A", "type": "color" }
              },
              "$themes": [],
              "$metadata": { "tokenSetOrder": ["theme/light", "theme/dark", "theme/light-hc"] }
            }
            """,
            "tokens.dark-hc.json": "{ \"accent\": { \"value\": \"#BFDBFE\", \"type\": \"color\" } }"
        ])
        defer { cleanup() }
        let spec = try MockupReader.read(roots: [root])
        let colors = spec.expectations.filter { $0.kind == .color }
        #expect(colors.count == 2, "\(colors.map { "\($0.name) \($0.light) \($0.dark.map(\.description) ?? "-")" })")
        let accent = colors.first { $0.light.color?.hex == "#2563EB" }
        #expect(accent?.dark?.color?.hex == "#60A5FA")
        #expect(colors.first { $0.light.color?.hex == "#FFFFFF" }?.dark?.color?.hex == "#0F172A")
        #expect(
            !colors.contains {
                [$0.light.color?.hex, $0.dark?.color?.hex].contains("#1E3A8A") || [$0.light.color?.hex, $0.dark?.color?.hex].contains("#BFDBFE")
            })
    }

    @Test func aDarkOnlyDesignIsKnownByItsPageBackground() throws {
        let (root, cleanup) = try folder([
            "player.html": """
            <!DOCTYPE html><html><head><style>
            body { background: #0B0B0F; color: #F2F2F7; font-family: -apple-system; }
            .card { background: #1C1C22; padding: 16px; }
            .muted { color: #A1A1AA; }
            </style></head><body><div class="card"><h2>Now Playing</h2><p class="muted">Up next</p></div></body></html>
            """
        ])
        defer { cleanup() }
        let spec = try MockupReader.read(roots: [root])
        #expect(!spec.hasDarkVariant)
        #expect(spec.appearance == .dark)
    }

    // MARK: - Custom properties by use

    @Test func aCustomPropertyUsedAsAFontSizeIsTypographyWhateverItsName() throws {
        let (root, cleanup) = try folder([
            "type.css": """
            :root { --body-medium: 14px; --gutter: 20px; --soft: 12px; }
            .row { font-size: var(--body-medium); padding: var(--gutter); border-radius: var(--soft); }
            .hint { font-size: var(--body-medium); }
            """
        ])
        defer { cleanup() }
        let spec = try MockupReader.read(roots: [root])
        let body = spec.expectations.filter { $0.name == "--body-medium" }
        #expect(body.map(\.kind) == [.typography])
        #expect(body.first?.light.font?.size == 14)
        #expect(spec.expectations.first { $0.name == "--soft" }?.kind == .radius)
        #expect(spec.expectations.first { $0.name == "--gutter" }?.kind == .spacing)
    }

    /// A property nobody uses that only names another (`--lede-jumbo: var(--font-size-700)`) is what it names.
    @Test func aBareReferenceToAFontSizeIsTypographyWhateverItsName() throws {
        let (root, cleanup) = try folder([
            "tokens.css": """
            :root { --font-size-700: 1.75rem; --lede-jumbo: var(--font-size-700); --gap-jumbo: var(--space-700); --space-700: 28px; }
            """
        ])
        defer { cleanup() }
        let spec = try MockupReader.read(roots: [root])
        #expect(spec.expectations.first { $0.name == "--lede-jumbo" }?.kind == .typography)
        #expect(spec.expectations.first { $0.name == "--lede-jumbo" }?.light.font?.size == 28)
        #expect(spec.expectations.first { $0.name == "--gap-jumbo" }?.kind == .spacing)
    }

    @Test func compositeTypographyAttributesThatAreNotSizesAreNeitherTypeNorSpacing() throws {
        // Style Dictionary output of a Tokens Studio composite type token.
        let (root, cleanup) = try folder([
            "typography.css": """
            :root {
              --acme-typography-body-font-size: 16px;
              --acme-typography-body-line-height: 24px;
              --acme-typography-body-paragraph-indent: 0px;
              --acme-typography-body-paragraph-spacing: 12px;
            }
            """
        ])
        defer { cleanup() }
        let spec = try MockupReader.read(roots: [root])
        #expect(!spec.expectations.contains { $0.name.contains("paragraph") })
        #expect(spec.expectations.contains { $0.kind == .typography && $0.light.font?.size == 16 })
    }

    // MARK: - What is painted

    @Test func whiteTextOnAGradientIsCheckedAgainstItsStopsAndOnAnImageNotAtAll() throws {
        let (root, cleanup) = try folder([
            "promo.html": """
            <!DOCTYPE html><html><head><style>
            .hero { background: linear-gradient(135deg, #7C3AED 0%, #DB2777 100%); color: #FFFFFF; padding: 24px; }
            .photo { background: url(cover.jpg) center / cover; color: #FFFFFF; }
            </style></head><body data-screen="promo">
            <div class="hero"><h2>Go premium</h2></div>
            <div class="photo"><p>Summer mix</p></div>
            </body></html>
            """
        ])
        defer { cleanup() }
        let spec = try MockupReader.read(roots: [root])
        #expect(!spec.colorPairs.contains { $0.foreground.hex == "#FFFFFF" && $0.background.hex == "#FFFFFF" })
        let hero = spec.colorPairs.filter { $0.foreground.hex == "#FFFFFF" }
        #expect(hero.count == 1)
        #expect(["#7C3AED", "#DB2777"].contains(hero.first?.background.hex ?? ""))
    }

    @Test func hoverStatesPseudoElementsAndUnresolvedColorsAreNotWhatIsPainted() throws {
        let (root, cleanup) = try folder([
            "toast.html": """
            <!DOCTYPE html><html><head>
            <link rel="stylesheet" href="../common/system.css">
            <style>
            .toast { background: #1C1C1E; }
            .toast .undo { color: #5EEAD4; padding: 12px 16px; line-height: 20px; }
            .toast .undo:hover { color: #0F766E; }
            .tab { padding: 10px 12px; line-height: 24px; }
            .tab::after { height: 2px; }
            .note { color: var(--text-muted); background: var(--surface-2); }
            </style></head><body data-screen="toast">
            <div class="toast"><button class="undo">Undo</button></div>
            <button class="tab">Today</button>
            <p class="note">Synced</p>
            <div class="toast"><span class="emoji">📦</span> <span class="emoji">✉️</span> <span class="plus">+</span></div>
            </body></html>
            """
        ])
        defer { cleanup() }
        let spec = try MockupReader.read(roots: [root])
        #expect(spec.colorPairs.contains { $0.foreground.hex == "#5EEAD4" })
        #expect(!spec.colorPairs.contains { $0.foreground.hex == "#0F766E" })
        #expect(spec.tapTargets.first { $0.selector.contains("tab") }?.height == 44)
        #expect(!spec.colorPairs.contains { $0.selector.contains("note") })
        // Emoji paint in their own colors; a `+` is drawn in the text color and is checked.
        #expect(!spec.colorPairs.contains { $0.selector.contains("emoji") })
        #expect(spec.colorPairs.contains { $0.selector.contains("plus") })
    }

    @Test func captionsOutsideTheDeviceFramesAndGalleryPagesAreNotAppUI() throws {
        let (root, cleanup) = try folder([
            "flows.html": """
            <!DOCTYPE html><html><head><style>
            body { background: #FFFFFF; }
            .page-caption { color: #C4C4C4; font-size: 12px; }
            .phone-frame { background: #FFFFFF; width: 390px; }
            .title { color: #111111; }
            .legend a { color: #D1D5DB; }
            </style></head><body>
            <h1 class="page-caption">Checkout flow, v3 (draft)</h1>
            <div class="legend"><a href="#cart">Cart</a></div>
            <div class="phone-mockup"><div class="phone-frame"><div class="screen"><p class="title">Your cart</p></div></div>
            <h3 class="page-caption">Cart, empty state</h3></div>
            </body></html>
            """,
            "index.html": """
            <!DOCTYPE html><html><head><style>.card p { color: #CCCCCC; }</style></head><body>
            <div class="card"><a href="flows.html">Checkout</a><p>Three screens</p></div>
            <div class="card"><a href="profile.html">Profile</a><p>Two screens</p></div>
            </body></html>
            """
        ])
        defer { cleanup() }
        let spec = try MockupReader.read(roots: [root])
        #expect(spec.colorPairs.contains { $0.foreground.hex == "#111111" })
        #expect(!spec.colorPairs.contains { $0.foreground.hex == "#C4C4C4" })
        #expect(!spec.colorPairs.contains { $0.location.file.hasSuffix("index.html") })
        #expect(!spec.tapTargets.contains { $0.location.file.hasSuffix("index.html") })
    }

    @Test func touchTargetsOnlyWhereTheBoxIsKnown() throws {
        let (root, cleanup) = try folder([
            "actions.html": """
            <!DOCTYPE html><html><head><style>
            .link-button { padding: 0; font-size: 16px; background: none; }
            .pill-button { padding: 6px 12px; line-height: 20px; }
            </style></head><body data-screen="actions">
            <button class="link-button">Edit</button>
            <button class="pill-button">Save</button>
            </body></html>
            """
        ])
        defer { cleanup() }
        let spec = try MockupReader.read(roots: [root])
        // `padding: 0` in the button's own rule: a bare text button, whose hit area is its line box (16px × 1.2).
        #expect(spec.tapTargets.first { $0.selector.contains("link-button") }?.height == 19)
        #expect(spec.tapTargets.first { $0.selector.contains("pill-button") }?.height == 32)
    }

    // MARK: - Inputs

    @Test func aBuildFolderInsideTheDesignRootIsRead() throws {
        // Style Dictionary writes its output to `build/`.
        let (root, cleanup) = try folder([
            "tokens/build/css/variables.css": ":root { --color-brand: #0EA5E9; }",
            "app/build/XCBuildData/build.db.css": ":root { --not-design: #000000; }"
        ])
        defer { cleanup() }
        let spec = try MockupReader.read(roots: [root + "/tokens"])
        #expect(color(spec, "--color-brand")?.light.color?.hex == "#0EA5E9")
        let whole = try MockupReader.read(roots: [root])
        #expect(color(whole, "--not-design") == nil)
        #expect(whole.diagnostics.contains { $0.message.contains("skipped") && $0.message.contains("app/build") })
    }
}
