import Foundation
import GapCheckModel
import Testing

@testable import DesignTokenJSON
@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport
@testable import GapCheckReporters

/// Token sets as teams publish them: a Tailwind build of channel triplets, a dark file beside its light twin, a line-height
/// scale among the type tokens, ramps scoped by platform, and a design whose files give nothing to compare. Fixtures in
/// styles other than the field sets that showed the causes (a fintech's Style Dictionary source and its builds, an agency's
/// Tokens Studio file).
@Suite struct PublishedTokenSetTests {
    static func analyze(_ files: [String: String]) throws -> Analysis { try TrustMatchTests.analyze(files) }

    static let app = """
        import SwiftUI

        enum Palette {
            static let surfaceRaised = Color(red: 0.1, green: 0.2, blue: 0.3)
        }
        """

    static func color(_ a: Analysis, _ name: String) -> GapCheckModel.Expectation? {
        a.design.expectations.first { $0.kind == .color && $0.name == name }
    }

    // MARK: - Tailwind channel triplets

    /// A Tailwind build's tokens are bare `R G B` channels; the `rgb(var(--x) / <alpha-value>)` wrapper is in the JavaScript
    /// config, which is not read. Three whole numbers from 0 to 255 under a color-role name are that color.
    @Test func channelTripletsUnderAColorRoleAreRGBColors() throws {
        let css = """
            :root {
              --palette-teal-500: 20 184 166;
              --surface-raised: var(--palette-teal-500);
              --ink-accent: 255 99 71 / 0.5;
              --stack-offsets: 4 8 12;
              --surface-tilt: 300 20 10;
            }
            .dark { --surface-raised: 15 23 42; }
            """
        let a = try Self.analyze(["design/tokens.css": css, "app/Palette.swift": Self.app])
        let raised = try #require(Self.color(a, "--surface-raised"))
        #expect(raised.light == .color(Color(hex: "#14B8A6")!))
        #expect(raised.dark == .color(Color(hex: "#0F172A")!))
        #expect(Self.color(a, "--ink-accent") != nil)
        // Not channels: no color-role word (`--stack-offsets`), or a number beyond a byte (`300`).
        #expect(Self.color(a, "--stack-offsets") == nil)
        #expect(Self.color(a, "--surface-tilt") == nil)
    }

    // MARK: - Line heights

    /// `--…-line-heights-…` names a scale of line heights: a metric of a text style, never a text style of its own.
    @Test func aLineHeightScaleIsNoTextStyle() throws {
        let css = """
            :root {
              --typography-line-heights-title: 1.1rem;
              --typography-letter-spacings-title: 0.02rem;
              --type-font-size-title: 1.25rem;
            }
            """
        let a = try Self.analyze(["design/tokens.css": css, "app/Palette.swift": Self.app])
        let sizes = a.design.expectations.compactMap { e -> Double? in
            guard e.kind == .typography, case .font(let f) = e.light else { return nil }
            return f.size
        }
        // Neither the line height (1.1rem) nor the letter spacing (0.02rem) is read as a type size.
        #expect(!sizes.contains { abs($0 - 17.6) < 0.01 || abs($0 - 0.32) < 0.01 }, "\(sizes)")
        #expect(!a.findings.contains { $0.rule == "typography.missing" && $0.title.contains("heights") || $0.title.contains("spacings") })
    }

    // MARK: - Platform groups

    static let rampSet = """
        {
          "text": {
            "$type": "typography",
            "apple": { "headline": { "$value": { "fontFamily": "Inter", "fontSize": "22px", "fontWeight": 700 } } },
            "web": { "headline": { "$value": { "fontFamily": "Inter", "fontSize": "32px", "fontWeight": 700 } } },
            "android": { "headline": { "$value": { "fontFamily": "Inter", "fontSize": "24px", "fontWeight": 700 } } }
          },
          "webview": { "inset": { "$type": "dimension", "$value": "12px" } }
        }
        """

    /// Ramps scoped by platform beside an Apple one: only the Apple ramp is the Swift app's; one warning names the rest.
    @Test func anotherPlatformsRampBesideAnAppleOneIsLeftOut() throws {
        let a = try Self.analyze(["design/tokens.json": Self.rampSet, "app/Palette.swift": Self.app])
        let names = a.design.expectations.map(\.name)
        #expect(names.contains("text.apple.headline"), "\(names)")
        #expect(!names.contains { $0.hasPrefix("text.web.") || $0.hasPrefix("text.android.") }, "\(names)")
        #expect(names.contains("webview.inset"))
        #expect(a.design.diagnostics.contains { $0.message.contains("`text.web`") && $0.message.contains("`text.android`") })
        #expect(!a.findings.contains { $0.title.contains("text.web") || $0.title.contains("text.android") })
    }

    /// Without an Apple (or mobile) sibling, a platform's group may be all the design has: kept.
    @Test func aPlatformGroupWithoutAnAppleSiblingIsKept() {
        let loc = SourceLocation(file: "t.json", line: 1)
        let tokens = [
            DesignToken(path: ["font", "web", "body"], type: "typography", value: .font(FontSpec(size: 16)), location: loc),
            DesignToken(path: ["font", "android", "body"], type: "typography", value: .font(FontSpec(size: 15)), location: loc),
            DesignToken(path: ["space", "mobile", "md"], type: "dimension", value: .length(12), location: loc),
            DesignToken(path: ["space", "desktop", "md"], type: "dimension", value: .length(16), location: loc)
        ]
        let (kept, groups) = PlatformScopedGroups.leaveOut(tokens)
        #expect(kept.map(\.name) == ["font.web.body", "font.android.body", "space.mobile.md"])
        #expect(groups == ["space.desktop"])
    }

    // MARK: - Dark files

    /// `roles.json` aliases `{gray.700}`, defined in `base.json` and again, darker, in `base.dark.json`: the light role
    /// resolves among the light files, the dark role in the dark file first.
    @Test func aDarkFilesAliasesAndItsLightTwinsResolveInTheirOwnAppearance() throws {
        let files = [
            "design/tokens/base.json": ##"{ "gray": { "$type": "color", "700": { "$value": "#555555" }, "100": { "$value": "#F4F4F4" } } }"##,
            "design/tokens/base.dark.json": ##"{ "gray": { "$type": "color", "700": { "$value": "#AAAAAA" }, "100": { "$value": "#111111" } } }"##,
            "design/tokens/roles.json": ##"{ "ink": { "$type": "color", "muted": { "$value": "{gray.700}" } } }"##,
            "design/tokens/roles.dark.json": ##"{ "ink": { "$type": "color", "muted": { "$value": "{gray.700}" } } }"##,
            "app/Palette.swift": Self.app
        ]
        let a = try Self.analyze(files)
        let muted = try #require(Self.color(a, "ink.muted"))
        #expect(muted.light == .color(Color(hex: "#555555")!))
        #expect(muted.dark == .color(Color(hex: "#AAAAAA")!))
    }

    @Test func aDarkFolderHoldsTheDarkFilesOfItsParentsTheme() {
        #expect(DesignTokenFile.isDarkFile(path: "tokens/dark/colors.json"))
        #expect(DesignTokenFile.isDarkFile(path: "tokens/colors.dark.json"))
        #expect(!DesignTokenFile.isDarkFile(path: "tokens/dark-grays/colors.json"))
        #expect(!DesignTokenFile.isDarkFile(path: "tokens/light/colors.json"))
        #expect(DesignTokenFile.themeFolder(path: "tokens/dark/colors.json") == DesignTokenFile.themeFolder(path: "tokens/light/colors.json"))
        #expect(DesignTokenFile.themeFolder(path: "tokens/dark/colors.json") == DesignTokenFile.themeFolder(path: "tokens/colors.json"))
    }

    // MARK: - Nothing compared

    /// Design files read, nothing in them comparable: no score, no "matches", said plainly.
    @Test func aRunThatComparedNothingSaysSo() throws {
        let css = ":root { --motion-fast: 120ms; --layer-modal: 40; }\n"
        let dark = ".dark { --motion-fast: 100ms; }\n"
        let a = try Self.analyze(["design/motion.css": css, "design/motion-dark.css": dark, "app/Palette.swift": Self.app])
        #expect(a.summary.comparedNothing)
        #expect(!a.summary.scores.contains { $0.category == .darkMode })
        let md = MarkdownReporter().render(a)
        #expect(md.contains("Nothing compared"))
        #expect(md.contains("Overall Score: —") || md.contains("No scores"))
        #expect(!md.contains("MATCHES DESIGN"))
        #expect(!md.contains("Overall Score: 10/10"))
        #expect(!md.contains("Matches the design"))
    }

    /// A run that compared something keeps its score.
    @Test func aRunThatComparedSomethingKeepsItsScore() throws {
        let css = ":root { --surface-raised: #1A334D; }\n"
        let a = try Self.analyze(["design/tokens.css": css, "app/Palette.swift": Self.app])
        #expect(!a.summary.comparedNothing)
        #expect(!MarkdownReporter().render(a).contains("Nothing compared"))
    }
}
