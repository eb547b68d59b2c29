import Foundation
import GapCheckModel
import Testing

@testable import GapCheckKit
@testable import GapCheckReport

/// A token set giving each color as one leaf per appearance, and an app whose root pins one appearance: the leaves of
/// the other appearance are values no screen shows, owed nothing once the app has their pinned sibling (field tests
/// round 24, rummy cause 1). Fixture: an Italian fitness app pinned light, with a DTCG file of `.light`/`.dark` leaves.
@Suite struct UnshownAppearanceTests {
    static func leaf(_ light: String, _ dark: String) -> String {
        #"{ "light": { "$value": "\#(light)", "$type": "color" }, "dark": { "$value": "\#(dark)", "$type": "color" } }"#
    }

    static let tokens = """
        { "colore": {
            "testo": { "primario": \(leaf("#111827", "#E5E7EB")) },
            "accento": \(leaf("#E4572E", "#FF7A50")),
            "superficie": { "scheda": \(leaf("#FFFFFF", "#1F2937")) },
            "successo": \(leaf("#2E7D32", "#66BB6A"))
        } }
        """

    /// The app; `pin` is the modifier on the scene's content (empty for an app that follows the system).
    static func app(pin: String) -> String {
        """
        import SwiftUI

        @main
        struct AllenamentoApp: App {
            var body: some Scene { WindowGroup { SchedaView()\(pin) } }
        }

        struct SchedaView: View {
            var body: some View {
                Text("Serie di oggi").foregroundColor(Colori.testoPrimario).background(Colori.superficie)
            }
        }

        enum Colori {
            static let testoPrimario = Color(red: 17 / 255, green: 24 / 255, blue: 39 / 255)
            static let accento = Color(red: 228 / 255, green: 87 / 255, blue: 46 / 255)
            static let superficie = Color(red: 1, green: 1, blue: 1)
        }
        """
    }

    static func missing(_ a: Analysis, _ name: String) -> Finding? {
        a.findings.first { $0.rule == "color.missing" && $0.title.contains(name + " ") }
    }

    @Test func leavesOfTheAppearanceAPinnedAppNeverShowsAreLow() throws {
        let a = try DesignTrustTests.run(design: ["tokens.json": Self.tokens], app: ["App.swift": Self.app(pin: ".preferredColorScheme(.light)")])
        for name in ["colore.testo.primario.dark", "colore.accento.dark", "colore.superficie.scheda.dark"] {
            let f = try #require(Self.missing(a, name), "\(name): \(a.findings.map(\.title))")
            #expect(f.severity == .low, "\(name)")
            #expect(f.message.contains("The app shows only light"), "\(f.message)")
            #expect(f.message.contains("whose light value, \(name.replacingOccurrences(of: ".dark", with: ".light")), the app has"), "\(f.message)")
            #expect(f.fix == nil)
        }
    }

    /// A dark leaf whose light sibling the app lacks too is a color the app lacks, whatever it pins.
    @Test func aLeafWhosePinnedSiblingIsMissingKeepsItsSeverity() throws {
        let a = try DesignTrustTests.run(design: ["tokens.json": Self.tokens], app: ["App.swift": Self.app(pin: ".preferredColorScheme(.light)")])
        let f = try #require(Self.missing(a, "colore.successo.dark"))
        #expect(f.severity == .medium)
        #expect(!f.message.contains("shows only"))
        #expect(Self.missing(a, "colore.successo.light")?.severity == .medium)
    }

    /// An app that follows the system shows both appearances: its missing dark leaves stay what they were.
    @Test func anAppThatFollowsTheSystemOwesEveryLeaf() throws {
        let a = try DesignTrustTests.run(design: ["tokens.json": Self.tokens], app: ["App.swift": Self.app(pin: "")])
        let f = try #require(Self.missing(a, "colore.accento.dark"))
        #expect(f.severity == .medium)
        #expect(!f.message.contains("shows only"))
    }

    /// Two names that differ in `light`/`dark` beside hues only are as likely two shades of each hue.
    @Test func shadesOfHuesAloneAreNoAppearances() throws {
        let shades = """
            { "palette": { "blue": \(Self.leaf("#93C5FD", "#1E3A8A")), "green": \(Self.leaf("#86EFAC", "#14532D")) } }
            """
        let app = """
            import SwiftUI

            @main
            struct AllenamentoApp: App {
                var body: some Scene { WindowGroup { Text("Serie").preferredColorScheme(.light) } }
            }

            enum Colori {
                static let bluChiaro = Color(red: 147 / 255, green: 197 / 255, blue: 253 / 255)
                static let verdeChiaro = Color(red: 134 / 255, green: 239 / 255, blue: 172 / 255)
            }
            """
        let a = try DesignTrustTests.run(design: ["tokens.json": shades], app: ["App.swift": app])
        let f = try #require(Self.missing(a, "palette.blue.dark"), "\(a.findings.map(\.title))")
        #expect(!f.message.contains("shows only"))
    }
}
