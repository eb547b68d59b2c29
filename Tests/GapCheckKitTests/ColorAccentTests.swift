import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport

/// A design without color tokens still has an accent: the color most of its controls are painted with. The app's
/// accent is the `AccentColor` asset or its root view's `.tint`.
@Suite struct ColorAccentTests {
    /// A German recipe app drawn in two pages of raw hex, no custom property: orange filled buttons, an orange link,
    /// one red destructive button, gray chips.
    static let design: [String: String] = [
        "rezepte.html": """
        <!DOCTYPE html><html lang="de"><head><title>Rezepte</title><style>
        body { background: #F2F2F7; font-family: -apple-system; }
        .cook { background: #FF9500; color: #FFFFFF; padding: 12px 20px; border-radius: 12px; }
        .chip { background: #E5E5EA; color: #1C1C1E; padding: 6px 12px; }
        .more { color: #FF9500; }
        </style></head><body data-screen="rezepte">
        <h1>Rezepte</h1><button class="chip">Vegan</button><button class="chip">Schnell</button>
        <button class="cook">Jetzt kochen</button><a class="more" href="#">Alle anzeigen</a>
        </body></html>
        """,
        "einkauf.html": """
        <!DOCTYPE html><html lang="de"><head><title>Einkaufsliste</title><style>
        .add { background: #FF9500; color: #FFFFFF; padding: 12px 20px; }
        .clear { background: #FF3B30; color: #FFFFFF; padding: 12px 20px; }
        </style></head><body data-screen="einkauf">
        <h1>Einkaufsliste</h1><button class="add">Hinzufügen</button><button class="clear">Leeren</button>
        </body></html>
        """
    ]

    static func colorset(_ r: String, _ g: String, _ b: String, dark: (String, String, String)? = nil) -> String {
        func entry(_ c: (String, String, String), _ appearance: String?) -> String {
            let appearances = appearance.map { #", "appearances" : [ { "appearance" : "luminosity", "value" : "\#($0)" } ]"# } ?? ""
            return
                #"{ "idiom" : "universal"\#(appearances), "color" : { "color-space" : "srgb", "components" : { "red" : "\#(c.0)", "green" : "\#(c.1)", "blue" : "\#(c.2)", "alpha" : "1.000" } } }"#
        }
        let entries = [entry((r, g, b), nil)] + (dark.map { [entry($0, "dark")] } ?? [])
        return #"{ "colors" : [ \#(entries.joined(separator: ", ")) ], "info" : { "author" : "xcode", "version" : 1 } }"#
    }

    static func app(accent: String, rootTint: String? = nil) -> [String: String] {
        [
            "Assets.xcassets/AccentColor.colorset/Contents.json": accent,
            "Assets.xcassets/Contents.json": #"{ "info" : { "author" : "xcode", "version" : 1 } }"#,
            "KochApp.swift": """
            import SwiftUI

            @main struct KochApp: App {
                var body: some Scene {
                    WindowGroup {
                        RezepteView()\(rootTint.map { "\n                .tint(\($0))" } ?? "")
                    }
                }
            }
            """,
            "RezepteView.swift": """
            import SwiftUI

            struct RezepteView: View {
                var body: some View {
                    NavigationStack {
                        Button("Jetzt kochen") {}.buttonStyle(.borderedProminent)
                            .navigationTitle("Rezepte")
                    }
                }
            }
            """
        ]
    }

    static func accent(_ a: Analysis) -> [Finding] { a.findings.filter { $0.rule == "color.accent" } }

    @Test func aPurpleAccentUnderAnOrangeDesignIsCritical() throws {
        let a = try DesignTrustTests.run(design: Self.design, app: Self.app(accent: Self.colorset("0.545", "0.361", "0.965")))
        let f = Self.accent(a)
        #expect(f.count == 1, "\(a.findings.map(\.title))")
        #expect(f.first?.severity == .critical)
        #expect(f.first?.title.contains("#FF9500") == true, "\(f.map(\.title))")
        #expect(f.first?.title.contains("AccentColor") == true, "\(f.map(\.title))")
        // Three of the four colored controls are orange: the red destructive button does not make it ambiguous.
        #expect(f.first?.message.hasPrefix("3 of the design's 4 colored controls are #FF9500") == true, "\(f.map(\.message))")
    }

    @Test func theRootTintIsTheAccentUsersSeeOverTheAsset() throws {
        // The asset is left purple, but the root view tints everything orange: no accent gap.
        let a = try DesignTrustTests.run(
            design: Self.design,
            app: Self.app(accent: Self.colorset("0.545", "0.361", "0.965"), rootTint: "Color(red: 1.0, green: 0.584, blue: 0.0)"))
        #expect(Self.accent(a).isEmpty, "\(Self.accent(a).map(\.title))")
        // And a purple root tint over an orange asset is the gap, pointing at the tint.
        let b = try DesignTrustTests.run(
            design: Self.design,
            app: Self.app(accent: Self.colorset("1.000", "0.584", "0.000"), rootTint: "Color(red: 0.545, green: 0.361, blue: 0.965)"))
        #expect(Self.accent(b).first?.actual?.location?.file.hasSuffix("KochApp.swift") == true, "\(Self.accent(b).map(\.title))")
    }

    @Test func aRecalibratedOrangeIsMediumAndTheSameOrangeNothing() throws {
        let close = try DesignTrustTests.run(design: Self.design, app: Self.app(accent: Self.colorset("1.000", "0.520", "0.000")))
        #expect(Self.accent(close).map(\.severity) == [.medium], "\(Self.accent(close).map(\.title))")
        let same = try DesignTrustTests.run(design: Self.design, app: Self.app(accent: Self.colorset("1.000", "0.584", "0.000")))
        #expect(Self.accent(same).isEmpty)
    }

    @Test func anAppTokenWithTheDesignsAccentMakesItMedium() throws {
        // The views may paint their buttons with `Palette.orange`; only controls left to the accent show purple.
        var app = Self.app(accent: Self.colorset("0.545", "0.361", "0.965"))
        app["Palette.swift"] = """
            import SwiftUI

            enum Palette {
                static let orange = Color(red: 1.0, green: 0.584, blue: 0.0)
            }
            """
        let a = try DesignTrustTests.run(design: Self.design, app: app)
        #expect(Self.accent(a).map(\.severity) == [.medium], "\(Self.accent(a).map(\.title))")
        #expect(Self.accent(a).first?.message.contains("`Palette.orange` has the design's color") == true, "\(Self.accent(a).map(\.message))")
    }

    @Test func noMajorityColorAndNoAppAccentSayNothing() throws {
        // Two orange controls, two teal ones: the design has no single accent.
        var mixed = Self.design
        mixed["einkauf.html"] = mixed["einkauf.html"]!.replacingOccurrences(of: "#FF9500", with: "#30B0C7")
            .replacingOccurrences(of: "#FF3B30", with: "#30B0C7")
        let a = try DesignTrustTests.run(design: mixed, app: Self.app(accent: Self.colorset("0.545", "0.361", "0.965")))
        #expect(Self.accent(a).isEmpty, "\(Self.accent(a).map(\.title))")
        // An app that sets no accent at all: nothing to compare (the system default is not a decision of the app).
        var bare = Self.app(accent: "")
        bare.removeValue(forKey: "Assets.xcassets/AccentColor.colorset/Contents.json")
        let b = try DesignTrustTests.run(design: Self.design, app: bare)
        #expect(Self.accent(b).isEmpty)
    }

    @Test func aDarkOnlyDesignIsComparedWithTheAccentsDarkValue() throws {
        var dark = Self.design
        dark["rezepte.html"] = dark["rezepte.html"]!.replacingOccurrences(of: "background: #F2F2F7", with: "background: #000000")
            .replacingOccurrences(of: "#E5E5EA; color: #1C1C1E", with: "#2C2C2E; color: #FFFFFF")
        dark["einkauf.html"] = dark["einkauf.html"]!.replacingOccurrences(of: "<style>", with: "<style>body { background: #000000; }")
        // Light purple, dark orange: a dark design sees orange.
        let a = try DesignTrustTests.run(
            design: dark, app: Self.app(accent: Self.colorset("0.545", "0.361", "0.965", dark: ("1.000", "0.584", "0.000"))))
        #expect(a.design.appearance == .dark)
        #expect(Self.accent(a).isEmpty, "\(Self.accent(a).map(\.title))")
    }
}
