import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport
@testable import GapCheckReporters

/// Design-side trust through the real readers: two versions of a mockup, a dark-only design, a dark
/// stylesheet beside the light one, and verdicts for areas with nothing to compare.
@Suite struct DesignTrustTests {
    /// Runs the pipeline on `design` and `app` files (relative paths) in a temporary folder.
    static func run(design: [String: String], app: [String: String], configuration: Configuration = Configuration()) throws -> Analysis {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gapcheck-trust-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        for (side, files) in [("design", design), ("app", app)] {
            for (name, text) in files {
                let url = dir.appendingPathComponent(side).appendingPathComponent(name)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
            }
        }
        return try Pipeline.run(
            design: [dir.appendingPathComponent("design").path], implementation: [dir.appendingPathComponent("app").path],
            configuration: configuration, date: "", toolVersion: "")
    }

    static func page(_ title: String, _ vars: String) -> String {
        """
        <!DOCTYPE html><html><head><title>\(title)</title><style>
        :root { \(vars) }
        .cta { background: var(--accent); color: #FFFFFF; }
        </style></head><body data-screen="home"><button class="cta">Start</button></body></html>
        """
    }

    static let palette = """
        import SwiftUI

        extension Color {
            static let accent = Color(red: 88 / 255, green: 86 / 255, blue: 214 / 255)
            static let surface = Color(red: 1, green: 1, blue: 1)
        }
        """

    @Test func twoVersionsOfAMockupAreOneLowConflictNotACriticalMismatch() throws {
        // v1 (`index.html`) says #007AFF, v2 says #5856D6, and the code follows v2.
        let a = try Self.run(
            design: [
                "index.html": Self.page("v1", "--accent: #007AFF; --surface: #FFFFFF;"),
                "v2.html": Self.page("v2", "--accent: #5856D6; --surface: #FFFFFF;")
            ],
            app: ["Palette.swift": Self.palette])
        #expect(!a.findings.contains { $0.rule == "color.mismatch" }, "\(a.findings.map(\.title))")
        let conflicts = a.findings.filter { $0.rule == "design.conflict" }
        #expect(conflicts.count == 1)
        #expect(conflicts.first?.severity == .low)
        #expect(conflicts.first?.title.contains("index.html") == true && conflicts.first?.title.contains("v2.html") == true)
        #expect(conflicts.first?.fix?.text.contains("exclude:") == true)

        // `exclude:` in .gapcheck.yml applies to design files: without the old version, no gap at all.
        var config = Configuration()
        config.exclude = ["index.html"]
        let b = try Self.run(
            design: [
                "index.html": Self.page("v1", "--accent: #007AFF;"),
                "v2.html": Self.page("v2", "--accent: #5856D6;")
            ],
            app: ["Palette.swift": Self.palette], configuration: config)
        #expect(b.design.files.allSatisfy { !$0.hasSuffix("index.html") })
        #expect(!b.findings.contains { $0.rule == "design.conflict" || $0.rule == "color.mismatch" })
    }

    @Test func aTokenRetypedUnderALongerNameOnAnotherPageIsAConflictWhenTheCodeFollowsTheOther() throws {
        // The palette page declares `--accent-muted` with the app's value; a feature page re-types the token as
        // `--fern-accent-muted` with another value. Both names are the code's `Fern.accentMuted`: the code follows
        // one of the design's values, so the two pages disagree, and the app is not wrong.
        let palette = """
            <!DOCTYPE html><html><head><title>Palette</title><style>
            :root { --accent-muted: rgba(60, 120, 200, 0.3); --paper: #FFFFFF; }
            .chip { background: var(--accent-muted); color: #102030; }
            </style></head><body data-screen="home"><span class="chip">Draft</span></body></html>
            """
        let feature = """
            <!DOCTYPE html><html><head><title>Invoices</title><style>
            :root { --fern-accent-muted: #A8C4E8; }
            .badge { border: 1px solid var(--fern-accent-muted); color: #102030; }
            </style></head><body data-screen="invoices"><span class="badge">Overdue</span></body></html>
            """
        let app = """
            import SwiftUI

            enum Fern {
                static let accentMuted = Color(.sRGB, red: 60 / 255, green: 120 / 255, blue: 200 / 255, opacity: 0.3)
                static let paper = Color.white
            }
            """
        let a = try Self.run(design: ["palette.html": palette, "billing/invoices.html": feature], app: ["Fern.swift": app])
        #expect(!a.findings.contains { $0.rule == "color.mismatch" && [.critical, .medium].contains($0.severity) }, "\(a.findings.map(\.title))")
        let conflict = a.findings.first { $0.rule == "design.conflict" }
        #expect(conflict?.title.contains("--fern-accent-muted") == true, "\(a.findings.map(\.title))")
        #expect(conflict?.title.contains("--accent-muted") == true, "\(a.findings.map(\.title))")

        // Without the page that agrees with the code, the re-typed token is the design's only word: a mismatch.
        let b = try Self.run(design: ["billing/invoices.html": feature], app: ["Fern.swift": app])
        #expect(b.findings.contains { $0.rule == "color.mismatch" && $0.title.contains("Fern.accentMuted") }, "\(b.findings.map(\.title))")
    }

    @Test func aDarkStylesheetBesideTheLightOneDoesNotMakeLightMismatches() throws {
        let a = try Self.run(
            design: [
                "variables.css": ":root {\n  --accent: #5856D6;\n  --surface: #FFFFFF;\n}\n",
                "variables-dark.css": ":root {\n  --accent: #7D7AFF;\n  --surface: #1C1C1E;\n}\n"
            ],
            app: ["Palette.swift": Self.palette])
        #expect(!a.findings.contains { $0.rule == "color.mismatch" }, "\(a.findings.map(\.title))")
    }

    @Test func forcingTheOnlyAppearanceOfADarkDesignIsNotAFinding() throws {
        let design = [
            "player.html": """
            <!DOCTYPE html><html><head><style>
            body { background: #0B0B0F; color: #F2F2F7; }
            .row { background: #1C1C22; padding: 12px; }
            </style></head><body data-screen="player"><div class="row"><p>Now playing</p><p>Up next</p></div></body></html>
            """
        ]
        let forcesDark =
            "import SwiftUI\n\nstruct PlayerView: View {\n    var body: some View {\n        Text(\"Now playing\").preferredColorScheme(.dark)\n    }\n}\n"
        let a = try Self.run(design: design, app: ["PlayerView.swift": forcesDark])
        #expect(a.design.appearance == .dark)
        #expect(!a.findings.contains { $0.rule == "darkmode.disabled" })
        let forcesLight = forcesDark.replacingOccurrences(of: ".dark", with: ".light")
        let b = try Self.run(design: design, app: ["PlayerView.swift": forcesLight])
        let f = b.findings.filter { $0.rule == "darkmode.disabled" }
        #expect(f.count == 1)
        #expect(f.first?.title.contains("only a dark appearance") == true, "\(f.map(\.title))")
        #expect(!f.contains { $0.title.contains("light appearance") })
    }

    @Test func anAreaWithNothingMatchedIsNotVerifiedNotGreen() throws {
        // One-off rule colors no check flags, and an app whose only color token is another one.
        let design = [
            "card.html": """
            <!DOCTYPE html><html><head><style>
            .card { color: #0F172A; background: #F8FAFC; border-color: #0EA5E9; }
            </style></head><body data-screen="home"><div class="card">Home</div></body></html>
            """
        ]
        let app = [
            "Palette.swift": "import SwiftUI\n\nextension Color {\n    static let brandOrange = Color(red: 1, green: 0.5, blue: 0)\n}\n",
            "HomeView.swift": "import SwiftUI\n\nstruct HomeView: View {\n    var body: some View { Text(\"Welcome\").foregroundColor(.brandOrange) }\n}\n"
        ]
        let a = try Self.run(design: design, app: app)
        #expect(a.matches.colors.count == 3 && !a.matches.colors.contains { $0.status == .matched || $0.status == .matchedByValue })
        #expect(!a.findings.contains { $0.category == .color }, "\(a.findings.map(\.title))")
        let md = MarkdownReporter().render(a)
        #expect(!md.contains("Color System ✅ **MATCHES DESIGN**"))
        #expect(md.contains("Color System ➖ **NOT VERIFIED**"))
        #expect(md.contains("0 of 3 design colors matched a code token"))
        let html = HTMLReporter().render(a)
        #expect(html.contains("Not verified"))
    }

    @Test func aCodePaletteMirroringTheDesignsHueNamesIsNotALiteralName() throws {
        // The design publishes primitives by hue (`--acme-blue-50`) and the app mirrors them: no naming gap.
        let design = [
            "palette.css": ":root { --acme-blue-50: #0675C4; --acme-red-50: #D63638; }\n.a { color: var(--acme-blue-50); border-color: var(--acme-red-50); }"
        ]
        let app = [
            "Palette.swift":
                "import SwiftUI\n\nenum Palette {\n    static let blue50 = Color(red: 6 / 255, green: 117 / 255, blue: 196 / 255)\n    static let red50 = Color(red: 214 / 255, green: 54 / 255, blue: 56 / 255)\n}\n"
        ]
        let a = try Self.run(design: design, app: app)
        #expect(a.matches.colors.filter { $0.status == .matched || $0.status == .matchedByValue }.count == 2)
        #expect(!a.findings.contains { $0.rule == "naming.literal" }, "\(a.findings.map(\.title))")
    }

    @Test func aDesignColorWithADarkValuePrefersTheAdaptiveCodeColor() throws {
        // Two code colors share the light value; only the colorset has the design's dark value too.
        let colorset = """
            {"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0xF5","green":"0xF5","blue":"0xF5","alpha":"1.000"}}},
            {"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"red":"0x1F","green":"0x21","blue":"0x21","alpha":"1.000"}}}],
            "info":{"author":"xcode","version":1}}
            """
        let a = try Self.run(
            design: [
                "theme.css":
                    ":root { --canvas: #F5F5F5; }\n@media (prefers-color-scheme: dark) { :root { --canvas: #1F2121; } }\n.page { background: var(--canvas); }"
            ],
            app: [
                "Assets.xcassets/Backdrop.colorset/Contents.json": colorset,
                "Palette.swift": "import SwiftUI\n\nenum Palette {\n    static let paper = Color(red: 245 / 255, green: 245 / 255, blue: 245 / 255)\n}\n"
            ])
        let row = a.matches.colors.first { $0.expectation.name == "--canvas" }
        #expect(row?.codeDarkColor?.hex == "#1F2121", "\(String(describing: row?.codeName))")
        #expect(!a.findings.contains { $0.rule == "color.dark-variant-missing" }, "\(a.findings.map(\.title))")
    }
}
