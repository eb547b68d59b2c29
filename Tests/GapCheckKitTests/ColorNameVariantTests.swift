import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport

/// A design color the app has under a variant of its name: the design's words plus a part word
/// (`selectionRing` for `--selection`) or one word inflected (`fade` for `--faded`).
@Suite struct ColorNameVariantTests {
    /// A reading-list app: selection outline, toggle, dimmed captions.
    static func design(_ extra: String = "", rules: String = "") -> String {
        """
        <!DOCTYPE html><html><head><title>Reader</title><style>
        :root { --selection: #3355CC; --toggle: #22AA66; --faded: #777788; --paper: #FAFAF5; \(extra) }
        .item:focus { outline: 2px solid var(--selection); }
        .toggle { background: var(--toggle); }
        .caption { color: var(--faded); }
        .sheet { background: var(--paper); }
        \(rules)
        </style></head><body data-screen="shelf"><div class="sheet"><p class="caption">Saved</p></div></body></html>
        """
    }

    static func app(_ palette: String) -> [String: String] {
        [
            "Palette.swift": """
            import SwiftUI

            struct Palette {
            \(palette)
                static let paper = Color(red: 0.980, green: 0.980, blue: 0.961)
            }
            """,
            "ShelfView.swift": """
            import SwiftUI

            struct ShelfView: View {
                var body: some View {
                    Text("Saved").foregroundStyle(Palette.paper)
                }
            }
            """
        ]
    }

    static func findings(_ a: Analysis, _ rule: String) -> [Finding] { a.findings.filter { $0.rule == rule } }

    @Test func aPartWordOrInflectedNameIsTheTokenAndItsOtherValueAMismatch() throws {
        let a = try DesignTrustTests.run(
            design: ["shelf.html": Self.design()],
            app: Self.app(
                """
                    static let selectionRing = Color(red: 0.100, green: 0.450, blue: 0.900)
                    static let toggleTrack = Color(red: 0.050, green: 0.500, blue: 0.250)
                    static let fade = Color(red: 0.400, green: 0.400, blue: 0.420)
                """))
        let missing = Self.findings(a, "color.missing").map(\.title)
        #expect(!missing.contains { $0.contains("--selection") || $0.contains("--toggle") || $0.contains("--faded") }, "\(missing)")
        let mismatch = Self.findings(a, "color.mismatch")
        for code in ["Palette.selectionRing", "Palette.toggleTrack", "Palette.fade"] {
            let f = mismatch.first { $0.title.contains("`\(code)`") }
            #expect(f != nil, "\(code): \(a.findings.map(\.title))")
            #expect(f?.message.contains("partial-name match") == true, "\(f?.message ?? "")")
            #expect(f.map { $0.severity != .critical } ?? false, "\(f.map { "\($0.severity)" } ?? "")")
        }
    }

    @Test func aVariantWithTheDesignsValueIsNoFinding() throws {
        let a = try DesignTrustTests.run(
            design: ["shelf.html": Self.design()],
            app: Self.app(
                """
                    static let selectionRing = Color(red: 0.200, green: 0.333, blue: 0.800)
                    static let toggleTrack = Color(red: 0.133, green: 0.667, blue: 0.400)
                    static let fade = Color(red: 0.467, green: 0.467, blue: 0.533)
                """))
        let color = a.findings.filter { ["color.missing", "color.mismatch", "color.drift"].contains($0.rule) }
        #expect(color.isEmpty, "\(color.map(\.title))")
    }

    @Test func aTextTokenNeverStandsForAFillNorTwoVariantsForOneColor() throws {
        // `--toggle` paints a background: `toggleText` is no variant of it. `--selection` has two
        // variants: which one it is, is not known.
        let a = try DesignTrustTests.run(
            design: ["shelf.html": Self.design()],
            app: Self.app(
                """
                    static let toggleText = Color(red: 0.050, green: 0.500, blue: 0.250)
                    static let selectionRing = Color(red: 0.100, green: 0.450, blue: 0.900)
                    static let selectionStroke = Color(red: 0.900, green: 0.450, blue: 0.100)
                """))
        let missing = Self.findings(a, "color.missing").map(\.title)
        #expect(missing.contains { $0.contains("--toggle") }, "\(a.findings.map(\.title))")
        #expect(missing.contains { $0.contains("--selection") }, "\(a.findings.map(\.title))")
        #expect(!a.findings.contains { $0.title.contains("toggleText") && $0.rule.hasPrefix("color.m") }, "\(a.findings.map(\.title))")
    }

    @Test func aTokenAnotherDesignColorHasByNameIsNoVariant() throws {
        // `--selection-ring` is `selectionRing` by name; `--selection` stays missing.
        let a = try DesignTrustTests.run(
            design: ["shelf.html": Self.design("--selection-ring: #1A73E6;")],
            app: Self.app(
                """
                    static let selectionRing = Color(red: 0.102, green: 0.451, blue: 0.902)
                """))
        let missing = Self.findings(a, "color.missing").map(\.title)
        #expect(missing.contains { $0.contains("--selection") && !$0.contains("--selection-ring") }, "\(a.findings.map(\.title))")
    }

    @Test func oneNameCompoundedOtherwiseIsTheToken() throws {
        // `--inkdeep` is `inkDeep` written as one word; `--rule` is the `ruleLine` that draws it.
        let a = try DesignTrustTests.run(
            design: [
                "shelf.html": Self.design(
                    "--inkdeep: #102030; --rule: #DDDDCC;", rules: ".title { color: var(--inkdeep); } .sep { height: 1px; background: var(--rule); }")
            ],
            app: Self.app(
                """
                    static let inkDeep = Color(red: 0.100, green: 0.150, blue: 0.250)
                    static let ruleLine = Color(red: 0.800, green: 0.800, blue: 0.780)
                """))
        let missing = Self.findings(a, "color.missing").map(\.title)
        #expect(!missing.contains { $0.contains("--inkdeep") || $0.contains("--rule") }, "\(missing)")
    }

    @Test func aPagesCustomPropertyNoRuleUsesIsLow() throws {
        // `--violet` is declared beside the used palette and used nowhere: nothing shows it.
        let a = try DesignTrustTests.run(design: ["shelf.html": Self.design("--violet: #8844CC;")], app: Self.app(""))
        let violet = Self.findings(a, "color.missing").first { $0.title.contains("--violet") }
        #expect(violet?.severity == .low, "\(a.findings.map(\.title))")
        #expect(violet?.message.contains("No rule of the design uses it") == true)
        // A used one keeps its severity.
        let toggle = Self.findings(a, "color.missing").first { $0.title.contains("--toggle") }
        #expect(toggle?.severity == .medium, "\(a.findings.map(\.title))")
    }

    /// Field round 19 (ruyu): a custom property no rule uses, paired by name with a token of another value, is a
    /// palette entry no screen shows, so the mismatch is low and says so; the same pairing with the property used
    /// stays critical.
    @Test func aMismatchWithACustomPropertyNoRuleUsesIsLow() throws {
        let app = Self.signalApp(red: 0.100, green: 0.500, blue: 0.300)
        let unused = try DesignTrustTests.run(design: ["shelf.html": Self.design("--signal: #E0457B;")], app: app)
        let quiet = try #require(Self.findings(unused, "color.mismatch").first { $0.title.contains("--signal") }, "\(unused.findings.map(\.title))")
        #expect(quiet.severity == .low)
        #expect(quiet.message.contains("No rule of the design uses --signal"), "\(quiet.message)")
        let used = try DesignTrustTests.run(
            design: ["shelf.html": Self.design("--signal: #E0457B;", rules: ".badge { color: var(--signal); }")], app: app)
        let loud = try #require(Self.findings(used, "color.mismatch").first { $0.title.contains("--signal") }, "\(used.findings.map(\.title))")
        #expect(loud.severity == .critical)
        #expect(!loud.message.contains("No rule of the design uses"))
    }

    /// Field round 19 (ruyu, Xcode's `AccentColor` holding the design's `--primary`): the asset is the app's tint; when
    /// it holds exactly another color the design paints with, its pairing with the page's `--accent` by name is a
    /// naming question, medium, and says so. An asset of another value, and a token of another name holding a used
    /// design color, stay critical.
    @Test func anAccentAssetHoldingTheDesignsPrimaryIsANamingQuestion() throws {
        let design = """
            <!DOCTYPE html><html lang="de"><head><title>Garten</title><style>
            :root { --primary: #2E7D32; --accent: #F9A825; --page: #FAFAF5; }
            body { background: var(--page); }
            .go { background: var(--primary); color: #FFFFFF; }
            .go.paused { background: var(--accent); }
            </style></head><body data-screen="beete"><h1>Beete</h1><button class="go">Gießen</button></body></html>
            """
        func app(_ r: String, _ g: String, _ b: String) -> [String: String] {
            [
                "Assets.xcassets/AccentColor.colorset/Contents.json": ColorAccentTests.colorset(r, g, b),
                "Assets.xcassets/Contents.json": #"{ "info" : { "author" : "xcode", "version" : 1 } }"#,
                "BeeteView.swift": """
                import SwiftUI

                struct BeeteView: View {
                    var body: some View { Button("Gießen") {}.tint(Color("AccentColor")).navigationTitle("Beete") }
                }
                """
            ]
        }
        let held = try DesignTrustTests.run(design: ["beete.html": design], app: app("0.180", "0.490", "0.196"))
        let f = try #require(Self.findings(held, "color.mismatch").first { $0.title.contains("--accent") }, "\(held.findings.map(\.title))")
        #expect(f.severity == .medium, "\(f.severity) \(f.message)")
        #expect(f.message.contains("the design's --primary (#2E7D32)"), "\(f.message)")
        let other = try DesignTrustTests.run(design: ["beete.html": design], app: app("0.100", "0.300", "0.800"))
        let g = try #require(Self.findings(other, "color.mismatch").first { $0.title.contains("--accent") }, "\(other.findings.map(\.title))")
        #expect(g.severity == .critical, "\(g.severity) \(g.message)")
        #expect(!g.message.contains("naming question"))
    }

    /// A theme whose `signal` token a view reads, beside the page's paper.
    static func signalApp(red: Double, green: Double, blue: Double) -> [String: String] {
        [
            "Theme.swift": """
            import SwiftUI

            enum Theme {
                static let signal = Color(red: \(red), green: \(green), blue: \(blue))
                static let paper = Color(red: 0.980, green: 0.980, blue: 0.961)
            }

            struct ShelfView: View {
                var body: some View {
                    Text("Saved").foregroundStyle(Theme.signal).background(Theme.paper)
                }
            }
            """
        ]
    }

    @Test func aTokenSheetKeepsItsUnusedValues() throws {
        // A stylesheet of tokens alone is the design's palette: each value is asked for, used on a page or not.
        let a = try DesignTrustTests.run(
            design: ["shelf.html": Self.design(), "tokens.css": ":root { --violet: #8844CC; }"], app: Self.app(""))
        let violet = Self.findings(a, "color.missing").first { $0.title.contains("--violet") }
        #expect(violet?.severity == .medium, "\(a.findings.map(\.title))")
    }

    @Test func variantWords() {
        #expect(ColorNameVariant.isVariant(design: ["claybright"], code: ["clay", "bright"], designRole: nil))
        #expect(ColorNameVariant.isVariant(design: ["clay", "bright"], code: ["claybright"], designRole: nil))
        #expect(ColorNameVariant.isVariant(design: ["hair"], code: ["hairline"], designRole: nil))
        #expect(!ColorNameVariant.isVariant(design: ["red"], code: ["redirect"], designRole: nil))
        #expect(!ColorNameVariant.isVariant(design: ["ink"], code: ["inky"], designRole: nil))
        #expect(!ColorNameVariant.isVariant(design: ["hair"], code: ["hair", "dark", "line"], designRole: nil))
        #expect(ColorNameVariant.isVariant(design: ["focus"], code: ["focus", "ring"], designRole: nil))
        #expect(ColorNameVariant.isVariant(design: ["muted"], code: ["mute"], designRole: .text))
        #expect(ColorNameVariant.isVariant(design: ["accent"], code: ["accent", "bg"], designRole: .fill))
        #expect(!ColorNameVariant.isVariant(design: ["accent"], code: ["accent", "bg"], designRole: nil))
        #expect(!ColorNameVariant.isVariant(design: ["accent"], code: ["accent", "text"], designRole: .fill))
        #expect(!ColorNameVariant.isVariant(design: ["accent"], code: ["accent", "border"], designRole: .text))
        #expect(!ColorNameVariant.isVariant(design: ["gray"], code: ["gray", "dark"], designRole: nil))
        #expect(!ColorNameVariant.isVariant(design: ["red"], code: ["reds", "soft"], designRole: nil))
        #expect(!ColorNameVariant.isVariant(design: ["gray", "100"], code: ["gray", "1000"], designRole: nil))
        #expect(!ColorNameVariant.isVariant(design: ["bg"], code: ["bgs"], designRole: nil))
    }
}
