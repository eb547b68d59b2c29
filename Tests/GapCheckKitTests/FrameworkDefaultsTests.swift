import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport

/// What a web framework or component kit declares by itself is not the product's design: a compiled Tailwind build's
/// internals and default-theme steps, and a component kit's stock theme. Fixtures in styles other than the prototype
/// that showed the cause (a Figma-exported Vite app whose committed `index.css` is Tailwind v4's build).
@Suite struct FrameworkDefaultsTests {
    static func analyze(_ files: [String: String]) throws -> Analysis { try TrustMatchTests.analyze(files) }

    /// A compiled Tailwind v4 stylesheet: internals on `*`, the theme steps the utilities use, one customised step
    /// (`--color-sky-700`, not Tailwind's value) and a design color of the team's own (`--color-harbor`).
    static func build(sky700: String) -> String {
        """
        /*! tailwindcss v4.1.3 | MIT License | https://tailwindcss.com */
        @layer properties {
          *, ::before, ::after { --tw-space-y-reverse: 0; --tw-border-style: solid; --tw-font-weight: initial;
            --tw-shadow: 0 0 #0000; --tw-ring-color: initial; --tw-translate-x: 0; }
        }
        @layer theme {
          :root, :host {
            --color-red-100: oklch(.936 .032 17.717);
            --color-emerald-500: oklch(.696 .17 162.48);
            --color-sky-700: \(sky700);
            --color-harbor: #1F4E79;
            --text-sm: .875rem;
            --text-sm--line-height: calc(1.25 / .875);
            --spacing: .25rem;
            --radius-lg: .5rem;
            --font-weight-medium: 500;
            --leading-tight: 1.25;
          }
        }
        @layer utilities {
          .bg-red-100 { background-color: var(--color-red-100); }
          .text-emerald-500 { color: var(--color-emerald-500); }
          .text-sky-700 { color: var(--color-sky-700); }
          .bg-harbor { background-color: var(--color-harbor); }
          .text-sm { font-size: var(--text-sm); line-height: var(--tw-leading, var(--text-sm--line-height)); }
          .p-4 { padding: calc(var(--spacing) * 4); }
          .rounded-lg { border-radius: var(--radius-lg); }
          .space-y-2 > :not(:last-child) { --tw-space-y-reverse: 0; margin-block-start: calc(calc(var(--spacing) * 2) * var(--tw-space-y-reverse)); }
        }
        """
    }

    static let page = """
        <!DOCTYPE html><html><head><title>Moorings</title><link rel="stylesheet" href="index.css"></head>
        <body data-screen="moorings"><div class="space-y-2 p-4 rounded-lg bg-harbor">
        <p class="text-sm text-emerald-500">Berth free</p><p class="text-sm text-sky-700">Tide table</p>
        <span class="bg-red-100 text-sm">Closed</span></div></body></html>
        """

    static let app = """
        import SwiftUI

        extension Color {
            static let harbor = Color(red: 0x1F / 255, green: 0x4E / 255, blue: 0x79 / 255)
        }
        """

    @Test func aTailwindBuildsInternalsAndDefaultStepsAreNoDesignTokens() throws {
        let a = try Self.analyze([
            "design/index.css": Self.build(sky700: "oklch(.5 .134 242.749)"), "design/moorings.html": Self.page, "app/Palette.swift": Self.app
        ])
        // Token findings only: the page's own contrast is measured whatever the values are called.
        let tokenRules = ["color.", "typography.", "spacing.", "radius.", "token."]
        let named = a.findings.filter { f in tokenRules.contains(where: f.rule.hasPrefix) }.filter { f in
            ["--tw-", "--color-red-100", "--color-emerald-500", "--color-sky-700", "--text-sm", "--spacing", "--radius-lg"].contains { f.title.contains($0) }
        }
        #expect(named.isEmpty, "\(named.map { "\($0.rule) \($0.title)" })")
        // Nor is the utility class that sets a default step a type style of the design's (`.text-sm`).
        #expect(!a.design.expectations.contains { $0.kind == .typography && $0.name.contains("text-sm") })
        #expect(a.design.diagnostics.contains { $0.message.contains("Tailwind's internal variables") && $0.message.contains("default theme") })
        // The team's own color is still a token, matched.
        #expect(a.matches.colors.contains { $0.expectation.name == "--color-harbor" && $0.status == .matched })

        // A step the design customised (`--color-sky-700` at another value than Tailwind's) stays the design's token.
        let b = try Self.analyze(["design/index.css": Self.build(sky700: "#0B5A8C"), "design/moorings.html": Self.page, "app/Palette.swift": Self.app])
        #expect(b.matches.colors.contains { $0.expectation.name == "--color-sky-700" })
        #expect(!b.matches.colors.contains { $0.expectation.name == "--color-red-100" })
    }

    /// A component kit's stock theme (shadcn/ui's zinc as `init` writes it, in v3's HSL channels) with a product
    /// layer of a few tokens: its slots are the kit's defaults, used by the kit's components or not.
    @Test func aComponentKitsStockThemeIsNotTheProductsDesign() throws {
        let zinc = """
            :root {
              --background: 0 0% 100%; --foreground: 240 10% 3.9%; --card: 0 0% 100%; --card-foreground: 240 10% 3.9%;
              --popover: 0 0% 100%; --popover-foreground: 240 10% 3.9%; --primary: 240 5.9% 10%; --primary-foreground: 0 0% 98%;
              --secondary: 240 4.8% 95.9%; --secondary-foreground: 240 5.9% 10%; --muted: 240 4.8% 95.9%;
              --muted-foreground: 240 3.8% 46.1%; --accent: 240 4.8% 95.9%; --accent-foreground: 240 5.9% 10%;
              --destructive: 0 84.2% 60.2%; --border: 240 5.9% 90%; --input: 240 5.9% 90%; --ring: 240 10% 3.9%; --radius: 0.5rem;
              --kelp: #2E7D32;
            }
            .btn { background: hsl(var(--primary)); color: hsl(var(--primary-foreground)); }
            .chip { background: hsl(var(--secondary)); color: var(--kelp); }
            """
        let swift = """
            import SwiftUI

            extension Color {
                static let primary = Color(red: 0.9, green: 0.3, blue: 0.1)
                static let secondary = Color(red: 0.2, green: 0.6, blue: 0.9)
                static let kelp = Color(red: 0x2E / 255, green: 0x7D / 255, blue: 0x32 / 255)
            }
            """
        let html =
            "<!DOCTYPE html><html><head><link rel=\"stylesheet\" href=\"globals.css\"></head><body data-screen=\"dock\"><button class=\"btn\">Cast off</button><span class=\"chip\">Kelp</span></body></html>"
        let a = try Self.analyze(["design/globals.css": zinc, "design/dock.html": html, "app/Palette.swift": swift])
        let slotFindings = a.findings.filter { f in f.category == .color && ["--primary", "--secondary", "--border"].contains { f.title.contains($0) } }
        #expect(slotFindings.isEmpty, "\(slotFindings.map { "\($0.rule) \($0.title)" })")
        #expect(a.design.diagnostics.contains { $0.message.contains("shadcn/ui (zinc)'s stock values") })
        #expect(a.matches.colors.contains { $0.expectation.name == "--kelp" && $0.status == .matched })

        // The same slots customised (another primary) are the product's: compared, and the app's primary is wrong.
        let custom = zinc.replacingOccurrences(of: "--primary: 240 5.9% 10%;", with: "--primary: 262 83% 58%;")
        let b = try Self.analyze(["design/globals.css": custom, "design/dock.html": html, "app/Palette.swift": swift])
        #expect(b.findings.contains { $0.rule == "color.mismatch" && $0.title.contains("--primary") }, "\(b.findings.map(\.title))")
    }

    /// A component kit's `--muted`/`--accent` under their `-foreground` partners are surfaces (a hover fill behind
    /// text), not the app's tint: the `AccentColor` asset is not compared with them by name. A design accent without a
    /// foreground partner is the brand accent, and is.
    @Test func theAppsTintIsNotAKitsSurfaceOfTheSameWord() throws {
        let surfaces = """
            :root { --accent: #2A2B2E; --accent-foreground: #FAFAFA; --canvas: #101113; }
            .row:hover { background: var(--accent); color: var(--accent-foreground); }
            body { background: var(--canvas); }
            """
        let html =
            "<!DOCTYPE html><html><head><link rel=\"stylesheet\" href=\"app.css\"></head><body data-screen=\"log\"><div class=\"row\">Squat 5×5</div></body></html>"
        let asset = "app/Assets.xcassets/AccentColor.colorset/Contents.json"
        let a = try Self.analyze(["design/app.css": surfaces, "design/log.html": html, asset: TrustMatchTests.colorset("#6C5CE7")])
        #expect(!a.findings.contains { $0.rule == "color.mismatch" && $0.title.contains("--accent") }, "\(a.findings.map(\.title))")

        let brand = ":root { --accent: #E17055; --canvas: #101113; }\n.cta { background: var(--accent); color: #FFFFFF; }\nbody { background: var(--canvas); }"
        let html2 =
            "<!DOCTYPE html><html><head><link rel=\"stylesheet\" href=\"app.css\"></head><body data-screen=\"log\"><button class=\"cta\">Log set</button></body></html>"
        let b = try Self.analyze(["design/app.css": brand, "design/log.html": html2, asset: TrustMatchTests.colorset("#6C5CE7")])
        #expect(b.findings.contains { $0.rule == "color.mismatch" && $0.title.contains("--accent") }, "\(b.findings.map(\.title))")
    }
}
