import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport

/// Two things a mockup draws that WCAG and the platform treat apart: the app's name in large type (a wordmark, which
/// WCAG 1.4.3 exempts from text contrast) and an iOS switch drawn at its native 51×31pt (the app's `Toggle`, whose row
/// is the hit area). Fixture: an Italian walking-tour app, "Girovago".
@Suite struct WordmarkAndSwitchTests {
    static let design = """
        <!DOCTYPE html><html lang="it"><head><title>Girovago</title><style>
        body { background: #FFFFFF; color: #1E1E1E; font-size: 16px; }
        .marchio { color: #A8DAF0; font-size: 34px; font-weight: 900; }
        .saluto { color: #A8DAF0; font-size: 34px; font-weight: 900; }
        .piede { color: #9CD2EA; font-size: 13px; }
        .pista { display: flex; width: 51px; height: 31px; border-radius: 999px; background: #D0D0D0; }
        .pomello { width: 27px; height: 27px; border-radius: 999px; background: #FFFFFF; }
        .piccolo { display: flex; width: 36px; height: 20px; border-radius: 999px; background: #D0D0D0; }
        .tasto { display: block; width: 51px; height: 31px; font-size: 12px; }
        </style></head><body>
        <div data-screen="avvio">
          <h1 class="marchio">Girovago</h1>
          <h2 class="saluto">Benvenuto</h2>
          <p class="piede">Girovago</p>
          <div class="riga"><span>Notifiche</span>
            <label class="pista"><input type="checkbox" checked><div class="pomello"></div></label></div>
          <div class="riga"><span>Suoni</span>
            <label class="piccolo"><input type="checkbox"><div class="pomello"></div></label></div>
          <button class="tasto">Salta</button>
        </div>
        </body></html>
        """

    static let app = """
        import SwiftUI

        @main
        struct GirovagoApp: App {
            var body: some Scene { WindowGroup { AvvioView() } }
        }

        struct AvvioView: View {
            @State private var notifiche = true
            var body: some View {
                VStack {
                    Text("Girovago")
                    Text("Benvenuto")
                    Toggle("Notifiche", isOn: $notifiche)
                    Button("Salta") {}
                }
            }
        }
        """

    static func analysis() throws -> Analysis {
        try DesignTrustTests.run(design: ["avvio.html": Self.design], app: ["GirovagoApp.swift": Self.app])
    }

    @Test func theAppsNameInLargeTypeIsAWordmark() throws {
        let contrast = try Self.analysis().findings.filter { $0.rule == "contrast.insufficient" }
        let wordmark = try #require(contrast.first { $0.message.contains("wordmark") }, "\(contrast.map(\.message))")
        #expect(wordmark.severity == .low, "\(wordmark.message)")
        #expect(wordmark.message.contains("\"Girovago\""), "\(wordmark.message)")
        // Another heading in the same colors and size is text, and so is the app's name in small type.
        let large = contrast.filter { $0.title.contains("large text") && $0.severity == .medium }
        #expect(!large.isEmpty, "\(contrast.map(\.title))")
        let small = try #require(contrast.first { $0.title.hasPrefix("#9CD2EA") }, "\(contrast.map(\.title))")
        #expect(small.severity == .medium && !small.message.contains("wordmark"), "\(small.message)")
    }

    @Test func aSwitchDrawnAtTheNativeSizeIsNoSmallTarget() throws {
        let titles = try Self.analysis().findings.filter { $0.rule == "touch-target.small" }.map(\.title)
        #expect(!titles.contains { $0.contains("label.pista") }, "\(titles)")
        // A switch drawn smaller than the native one, and a button of the switch's size, are small targets.
        #expect(titles.contains { $0.contains("label.piccolo") }, "\(titles)")
        #expect(titles.contains { $0.contains("button.tasto") }, "\(titles)")
    }
}
