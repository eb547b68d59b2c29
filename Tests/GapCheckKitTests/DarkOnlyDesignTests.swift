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
}
