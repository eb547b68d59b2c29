import Foundation
import GapCheckModel
import Testing

@testable import GapCheckKit
@testable import GapCheckReport

/// A dark-only design against an app that follows the system appearance is named once (docs/field-tests.md, open
/// cause 22). Fixture: a Dutch recipe app, dark boards, with other class names than the field repository's.
@Suite struct DarkOnlyDesignTests {
    static func page(background: String, text: String) -> String {
        """
        <!DOCTYPE html><html lang="nl"><head><title>Kookboek</title><style>
        :root { --achtergrond: \(background); --tekst: \(text); --kruid: #7BC47F; }
        body { background: var(--achtergrond); color: var(--tekst); font-family: sans-serif; }
        .kop { font-size: 22px; font-weight: 700; color: var(--tekst); }
        .label { color: var(--kruid); font-size: 14px; }
        </style></head><body data-screen="Recepten">
        <h1 class="kop">Recepten</h1><p class="label">Vandaag koken</p>
        </body></html>
        """
    }

    static func app(pinned: Bool) -> String {
        """
        import SwiftUI

        @main
        struct KookboekApp: App {
            var body: some Scene { WindowGroup { ReceptenView()\(pinned ? ".preferredColorScheme(.dark)" : "") } }
        }

        struct ReceptenView: View {
            var body: some View {
                VStack {
                    Text("Recepten").font(.system(size: 22, weight: .bold))
                    Text("Vandaag koken").foregroundStyle(Color(red: 123 / 255, green: 196 / 255, blue: 127 / 255))
                }
            }
        }
        """
    }

    static func named(_ a: Analysis) -> Bool { a.design.diagnostics.contains { $0.message.hasPrefix("The design draws only a dark appearance") } }

    @Test func aDarkOnlyDesignAgainstAnAppFollowingTheSystemIsNamed() throws {
        let a = try DesignTrustTests.run(
            design: ["recepten.html": Self.page(background: "#121212", text: "#F5F5F5")], app: ["App.swift": Self.app(pinned: false)])
        #expect(a.design.appearance == .dark)
        #expect(Self.named(a), "\(a.design.diagnostics.map(\.message))")
    }

    @Test func anAppPinnedDarkOrALightDesignIsNotNamed() throws {
        let pinned = try DesignTrustTests.run(
            design: ["recepten.html": Self.page(background: "#121212", text: "#F5F5F5")], app: ["App.swift": Self.app(pinned: true)])
        #expect(!Self.named(pinned))
        let light = try DesignTrustTests.run(
            design: ["recepten.html": Self.page(background: "#FFFFFF", text: "#1A1A1A")], app: ["App.swift": Self.app(pinned: false)])
        #expect(!Self.named(light))
    }

    /// Token files alone whose colors have one value each (tonal steps named `Light`/`Dark` are no appearances) show
    /// the same colors in either appearance: the app follows no system appearance, so nothing is said. With a dark
    /// twin the tokens do follow it.
    @Test func tokenFilesWithFixedColorsAreNotNamed() throws {
        let steps = """
            import UIKit

            public enum Kleur {
                public static let kruidDarkest = UIColor(red: 0.102, green: 0.200, blue: 0.106, alpha: 1)
                public static let kruidDark = UIColor(red: 0.200, green: 0.400, blue: 0.212, alpha: 1)
                public static let kruidMedium = UIColor(red: 0.482, green: 0.769, blue: 0.498, alpha: 1)
                public static let kruidLight = UIColor(red: 0.702, green: 0.878, blue: 0.710, alpha: 1)
                public static let kruidLightest = UIColor(red: 0.902, green: 0.961, blue: 0.906, alpha: 1)
                public static let achtergrond = UIColor(red: 0.071, green: 0.071, blue: 0.071, alpha: 1)
            }
            """
        let page = Self.page(background: "#121212", text: "#F5F5F5")
        let fixed = try DesignTrustTests.run(design: ["recepten.html": page], app: ["Kleur.swift": steps])
        #expect(!Self.named(fixed), "\(fixed.design.diagnostics.map(\.message))")
        let twins = steps.replacingOccurrences(of: "kruidDarkest", with: "kruidDiepst").replacingOccurrences(of: "kruidMedium", with: "kruidMidden")
            .replacingOccurrences(of: "kruidLightest", with: "kruidBleekst")
        let adaptive = try DesignTrustTests.run(design: ["recepten.html": page], app: ["Kleur.swift": twins])
        #expect(Self.named(adaptive), "\(adaptive.design.diagnostics.map(\.message))")
    }
}
