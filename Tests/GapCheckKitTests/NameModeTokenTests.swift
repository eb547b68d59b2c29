import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport

/// Appearances and themes written into custom-property names (R52), a dark-only design's values against the
/// app's dark ones (R48), and a design value the app has under another token's name (R51). Every fixture is
/// written here, in name layouts other than the field repository's.
@Suite struct NameModeTokenTests {
    static func run(design: [String: String], app: [String: String]) throws -> Analysis {
        try TokenTrustTests.run(design: design, app: app)
    }

    static func titles(_ a: Analysis) -> [String] { a.findings.map { "\($0.rule) \($0.severity): \($0.title)" } }

    /// An adaptive SwiftUI token built on a `UIColor` trait closure.
    static func adaptive(_ name: String, light: String, dark: String) -> String {
        func rgb(_ hex: String) -> String {
            let v = Int(hex.dropFirst(), radix: 16) ?? 0
            return "red: \((v >> 16) & 255)/255, green: \((v >> 8) & 255)/255, blue: \(v & 255)/255, alpha: 1"
        }
        return
            "    static let \(name) = Color(UIColor { t in t.userInterfaceStyle == .dark ? UIColor(\(rgb(dark))) : UIColor(\(rgb(light))) })"
    }

    static func swift(_ lines: [String]) -> String {
        "import SwiftUI\nimport UIKit\n\nextension Color {\n" + lines.joined(separator: "\n") + "\n}\n"
    }

    // MARK: - R52 mode in the name

    /// `--color-light-bg` beside `--color-dark-bg`: one token with two appearances (`--color-bg`), compared light
    /// with light and dark with dark; the dark-named property is no light token of its own.
    @Test func modeSegmentAfterThePrefixIsOneTokenWithTwoAppearances() throws {
        let css = """
            :root {
              --color-light-bg: #FAFAF7; --color-dark-bg: #161614;
              --color-light-ink: #202020; --color-dark-ink: #E8E8E2;
              --color-light-line: #D0D0C8; --color-dark-line: #3A3A36;
            }
            """
        let app = Self.swift([
            Self.adaptive("bg", light: "#FAFAF7", dark: "#161614"), Self.adaptive("ink", light: "#202020", dark: "#E8E8E2"),
            Self.adaptive("line", light: "#D0D0C8", dark: "#3A3A36")
        ])
        let a = try Self.run(design: ["tokens.css": css], app: ["Colors.swift": app])
        let colors = a.design.expectations.filter { $0.kind == .color }
        #expect(colors.map(\.name).sorted() == ["--color-bg", "--color-ink", "--color-line"])
        #expect(colors.first { $0.name == "--color-bg" }?.dark?.color?.hex == "#161614")
        #expect(a.design.hasDarkVariant)
        #expect(!a.findings.contains { $0.category == .color && $0.severity >= .medium }, "\(Self.titles(a))")
    }

    /// `--card-bg-light`/`--card-bg-dark` (mode last, no `--card-bg`): the dark value is compared, so a wrong dark
    /// value in the app is found where the light one agrees.
    @Test func modeSegmentLastFindsAWrongDarkValue() throws {
        let css = """
            :root {
              --card-bg-light: #FFFFFF; --card-bg-dark: #1E1E24;
              --card-fg-light: #101014; --card-fg-dark: #F0F0F4;
            }
            """
        let app = Self.swift([
            Self.adaptive("cardBg", light: "#FFFFFF", dark: "#3C1E5A"), Self.adaptive("cardFg", light: "#101014", dark: "#F0F0F4")
        ])
        let a = try Self.run(design: ["tokens.css": css], app: ["Colors.swift": app])
        #expect(!a.design.expectations.contains { $0.name.hasSuffix("-dark") }, "\(a.design.expectations.map(\.name))")
        let mismatch = a.matches.colors.first { $0.expectation.name == "--card-bg" }
        #expect(mismatch?.status == .mismatch)
        #expect(mismatch?.note == "dark")
        #expect(!a.findings.contains { $0.rule == "color.missing" }, "\(Self.titles(a))")
    }

    /// High-contrast variants named `-hc-`/`high-contrast` are an appearance of their own, never tokens. (`NameModeTokensTests` in MockupReaderTests has the name rules alone.)
    @Test func highContrastNamesAreNoTokens() throws {
        let css = """
            :root {
              --ui-light-fill: #F3F1EE; --ui-dark-fill: #1B1A19; --ui-light-hc-fill: #FFFFFF; --ui-dark-hc-fill: #000000;
              --ui-light-label: #2B2926; --ui-dark-label: #EEEAE4; --ui-high-contrast-light-label: #000000;
            }
            """
        let app = Self.swift([Self.adaptive("fill", light: "#F3F1EE", dark: "#1B1A19"), Self.adaptive("label", light: "#2B2926", dark: "#EEEAE4")])
        let a = try Self.run(design: ["tokens.css": css], app: ["Colors.swift": app])
        let names = a.design.expectations.filter { $0.kind == .color }.map(\.name).sorted()
        #expect(names == ["--ui-fill", "--ui-label"])
        #expect(!a.findings.contains { $0.rule == "color.missing" }, "\(Self.titles(a))")
    }

    // MARK: - R52 themes in the name

    /// `--theme-ocean-…`, `--theme-forest-…`, `--theme-dusk-…` (no mode): the first theme is compared, the
    /// others are said once, and a wrong value in the compared theme is still found.
    @Test func themesInNamesCompareTheFirstAndSayTheOthers() throws {
        let leaves = ["canvas", "ink", "stroke", "highlight"]
        let themes: [(String, [String])] = [
            ("ocean", ["#F2F8FC", "#0B2233", "#BFD7E6", "#1479B8"]), ("forest", ["#F3F8F1", "#142A12", "#C5DCC0", "#2E8B3A"]),
            ("dusk", ["#F7F2FA", "#2A1433", "#DCC7E6", "#8A3FB8"])
        ]
        let css = ":root {\n" + themes.flatMap { t in zip(leaves, t.1).map { "  --theme-\(t.0)-\($0.0): \($0.1);" } }.joined(separator: "\n") + "\n}\n"
        let app = Self.swift([
            "    static let canvas = Color(red: 0xF2/255, green: 0xF8/255, blue: 0xFC/255)",
            "    static let ink = Color(red: 0x0B/255, green: 0x22/255, blue: 0x33/255)",
            "    static let stroke = Color(red: 0xBF/255, green: 0xD7/255, blue: 0xE6/255)",
            "    static let highlight = Color(red: 0xE0/255, green: 0x30/255, blue: 0x30/255)"
        ])
        let a = try Self.run(design: ["tokens.css": css], app: ["Colors.swift": app])
        let names = a.design.expectations.filter { $0.kind == .color }.map(\.name).sorted()
        #expect(names == leaves.map { "--theme-" + $0 }.sorted())
        #expect(a.diagnostics.contains { $0.message.contains("3 themes") && $0.message.contains("forest") && $0.message.contains("dusk") })
        #expect(!a.findings.contains { $0.rule == "color.missing" }, "\(Self.titles(a))")
        #expect(a.findings.contains { $0.rule == "color.mismatch" && $0.title.contains("highlight") }, "\(Self.titles(a))")
    }

    /// Themes and modes together (`--kit-theme-<name>-dark-<leaf>`), the default theme named `base` though it
    /// comes second; a multi-word theme name (`sea-glass`) is one theme.
    @Test func themedModesKeepTheBaseTheme() throws {
        let leaves = ["surface-main", "surface-raised", "label-main", "label-muted"]
        let light = ["#F4F4F4", "#FFFFFF", "#141414", "#6A6A6A"], dark = ["#121212", "#1E1E1E", "#F0F0F0", "#9A9A9A"]
        var lines: [String] = []
        for (theme, shift) in [("sea-glass", 1), ("base", 0), ("ember", 2)] {
            for (i, leaf) in leaves.enumerated() {
                let l = shift == 0 ? light[i] : String(format: "#%06X", (Int(light[i].dropFirst(), radix: 16) ?? 0) ^ (0x300000 * shift))
                let d = shift == 0 ? dark[i] : String(format: "#%06X", (Int(dark[i].dropFirst(), radix: 16) ?? 0) ^ (0x300000 * shift))
                lines.append("  --kit-theme-\(theme)-light-\(leaf): \(l); --kit-theme-\(theme)-dark-\(leaf): \(d);")
            }
        }
        let css = ":root {\n" + lines.joined(separator: "\n") + "\n}\n"
        let app = Self.swift(
            zip(leaves, zip(light, dark)).map { leaf, v in
                Self.adaptive(NameKey(leaf).words.enumerated().map { $0.offset == 0 ? $0.element : $0.element.capitalized }.joined(), light: v.0, dark: v.1)
            })
        let a = try Self.run(design: ["tokens.css": css], app: ["Colors.swift": app])
        let names = a.design.expectations.filter { $0.kind == .color }.map(\.name).sorted()
        #expect(names == leaves.map { "--kit-theme-" + $0 }.sorted(), "\(names)")
        #expect(a.diagnostics.contains { $0.message.contains("compared the base theme") && $0.message.contains("sea-glass") })
        #expect(!a.findings.contains { $0.category == .color && $0.severity >= .medium }, "\(Self.titles(a))")
    }

    // MARK: - R48 dark-only design

    /// A dark-only design (its one `:root` is dark, its page dark) is compared with the app's dark values: the
    /// adaptive tokens whose dark values equal the design are no mismatch; one whose dark value differs is, and
    /// the finding says it compared the dark appearance.
    @Test func darkOnlyDesignIsComparedWithTheDarkAppearance() throws {
        let html = """
            <!DOCTYPE html><html><head><title>Night kit</title><style>
            :root { --canvas: #101418; --panel: #1A2026; --ink: #E6EDF3; --ink-soft: #8B96A0; --signal: #3FB950; }
            body { background: var(--canvas); color: var(--ink); }
            .panel { background: var(--panel); color: var(--ink-soft); }
            .ok { color: var(--signal); }
            </style></head><body><h1>Night kit</h1><div class="panel">Panel <span class="ok">OK</span></div></body></html>
            """
        let app = Self.swift([
            Self.adaptive("canvas", light: "#FFFFFF", dark: "#101418"), Self.adaptive("panel", light: "#F3F4F6", dark: "#1A2026"),
            Self.adaptive("ink", light: "#111111", dark: "#E6EDF3"), Self.adaptive("inkSoft", light: "#555555", dark: "#8B96A0"),
            Self.adaptive("signal", light: "#1A7F37", dark: "#D02020")
        ])
        let a = try Self.run(design: ["kit.html": html], app: ["Colors.swift": app])
        #expect(a.design.appearance == .dark)
        let mismatches = a.findings.filter { $0.rule == "color.mismatch" }
        #expect(mismatches.count == 1, "\(Self.titles(a))")
        #expect(mismatches.first?.title.contains("signal") == true)
        #expect(mismatches.first?.title.contains("#D02020 dark") == true, "\(mismatches.map(\.title))")
        #expect(mismatches.first?.message.contains("compared with the app's dark ones") == true)
        #expect(!a.findings.contains { $0.rule == "color.missing" }, "\(Self.titles(a))")
    }

    /// A light design keeps comparing light values: the same app against the light twin of the design has no
    /// mismatch of its light values, and a hard-coded literal still meets the token by its light value.
    @Test func lightDesignStillComparesLightValues() throws {
        let html = """
            <!DOCTYPE html><html><head><title>Day kit</title><style>
            :root { --canvas: #FFFFFF; --ink: #111111; }
            body { background: var(--canvas); color: var(--ink); }
            </style></head><body><h1>Day kit</h1><p>Text</p></body></html>
            """
        let app = Self.swift([Self.adaptive("canvas", light: "#FFFFFF", dark: "#101418"), Self.adaptive("ink", light: "#111111", dark: "#E6EDF3")])
        let a = try Self.run(design: ["kit.html": html], app: ["Colors.swift": app])
        #expect(a.design.appearance != .dark)
        #expect(a.matches.colors.allSatisfy { $0.status == .matched }, "\(a.matches.colors.map { "\($0.expectation.name) \($0.status)" })")
    }

    // MARK: - R51 value under another name

    /// `--brand: #C4A450` against the app's `brand = #D4A017` and `brandMuted = #C4A450`: a medium naming the
    /// token that has the design's value, not a critical wrong color. Without such a token it stays critical.
    @Test func designValueUnderAnotherNameIsANamingQuestion() throws {
        let css = ":root { --brand: #C4A450; --alert: #1F6FEB; }\n.a { color: var(--brand); } .b { color: var(--alert); }\n"
        let app = Self.swift([
            "    static let brand = Color(red: 0xD4/255, green: 0xA0/255, blue: 0x17/255)",
            "    static let brandMuted = Color(red: 0xC4/255, green: 0xA4/255, blue: 0x50/255)",
            "    static let alert = Color(red: 0xE0/255, green: 0x20/255, blue: 0x20/255)"
        ])
        let a = try Self.run(design: ["tokens.css": css], app: ["Colors.swift": app])
        let brand = a.findings.first { $0.rule == "color.mismatch" && $0.title.contains("--brand") }
        #expect(brand?.severity == .medium, "\(Self.titles(a))")
        #expect(brand?.title.contains("Color.brandMuted") == true, "\(brand?.title ?? "")")
        #expect(brand?.message.contains("naming or usage question") == true)
        let alert = a.findings.first { $0.rule == "color.mismatch" && $0.title.contains("--alert") }
        #expect(alert?.severity == .critical, "\(Self.titles(a))")
    }
}
