import Foundation
import GapCheckModel
import Testing

@testable import GapCheckKit
@testable import GapCheckReport
@testable import GapCheckReporters

/// A watch as a platform of the design and of the app (docs/field-tests.md, open cause 22; round 16): a design of
/// phone frames against a watch app is another app's; a design of phone and watch frames against an app with both
/// targets pairs each frame with its own platform's views; a watch frame's controls are not held to the phone's 44pt.
/// Fixture: a German running app ("Laufband") with other class names, layout and folders than the field repositories.
@Suite struct WatchSurfaceTests {
    static let phonePage = """
        <!DOCTYPE html><html lang="de"><head><title>Laufband — Telefon</title><style>
        :root { --akzent: #E4572E; --flaeche: #FFFFFF; --tinte: #1C1C1E; --grau: #8E8E93; --gold-hell: #F6D365; --rang-blau: #3366CC; }
        :root { --titel: 26px; --eckig: 14px; --eckig-gross: 22px; }
        body { background: #F2F2F7; font-family: sans-serif; }
        .geraet { width: 390px; height: 844px; border-radius: 44px; background: var(--flaeche); }
        .kopf { font-size: var(--titel); font-weight: 700; color: var(--tinte); }
        .zeile { color: var(--grau); font-size: 15px; }
        .rang { color: var(--rang-blau); background: var(--gold-hell); border-radius: var(--eckig-gross); }
        .knopf { background: var(--akzent); color: #FFFFFF; width: 30px; height: 30px; border-radius: var(--eckig); }
        </style></head><body>
        <h1>Laufband</h1>
        <section class="geraet" data-screen="Training">
          <h2 class="kopf">Bestenliste</h2>
          <p class="zeile">Wochenziel erreicht</p>
          <span class="rang">Platz 3</span>
          <button class="knopf">+</button>
        </section>
        <section class="geraet" data-screen="Einstellungen">
          <h2 class="kopf">Einstellungen</h2>
          <p class="zeile">Einheiten</p>
          <p class="zeile">Erinnerungen</p>
        </section>
        </body></html>
        """

    /// The brand's tokens, used on no page: no frame says whose they are.
    static let tokens = """
        :root { --marke: #E4572E; --signal-gruen: #2FB865; --warn-rot: #D93A2B; --ueberschrift: 34px; }
        """

    static let watchPage = """
        <!DOCTYPE html><html lang="de"><head><title>Laufband — Uhr</title><style>
        :root { --akzent: #E4572E; --tinte-uhr: #FFFFFF; }
        body { background: #222222; font-family: sans-serif; }
        .apple-watch-bezel { width: 198px; height: 242px; border-radius: 48px; background: #000000; }
        .zahl { font-size: 28px; font-weight: 700; color: var(--tinte-uhr); }
        .knopf { background: var(--akzent); color: #FFFFFF; width: 34px; height: 34px; }
        </style></head><body>
        <p>Apple Watch 45 mm</p>
        <div class="apple-watch-bezel" data-screen="Training">
          <h2 class="zahl">Training</h2>
          <p class="zahl">5,2 km</p>
          <button class="knopf">II</button>
        </div>
        </body></html>
        """

    static let watchApp = """
        import SwiftUI

        @main
        struct LaufbandUhrApp: App {
            var body: some Scene { WindowGroup { TrainingView() } }
        }

        extension Color {
            static let akzent = Color(red: 228 / 255, green: 87 / 255, blue: 46 / 255)
        }

        struct TrainingView: View {
            @State private var tempo = 0.0
            var body: some View {
                VStack {
                    Text("Training").font(.system(size: 28, weight: .bold))
                    Text("5,2 km").font(.system(size: 28, weight: .bold))
                    Button("II") {}.background(Color.akzent)
                }
                .focusable()
                .digitalCrownRotation($tempo)
            }
        }
        """

    static let phoneApp = """
        import SwiftUI
        import UIKit

        @main
        struct LaufbandApp: App {
            var body: some Scene { WindowGroup { TrainingScreen() } }
        }

        struct TrainingScreen: View {
            var body: some View {
                VStack {
                    Text("Bestenliste").font(.system(size: 26, weight: .bold))
                    Text("Wochenziel erreicht")
                    Text("Training läuft").onAppear { UIImpactFeedbackGenerator().impactOccurred() }
                }
            }
        }
        """

    static func lines(_ a: Analysis) -> [String] { a.findings.map { "\($0.severity) \($0.rule) \($0.title)" } }

    @Test func aPhoneDesignAgainstAWatchAppIsAnotherAppsNotMissingScreensOrTokens() throws {
        let a = try DesignTrustTests.run(
            design: ["telefon.html": Self.phonePage, "marke.css": Self.tokens], app: ["Laufband Uhr/LaufbandUhrApp.swift": Self.watchApp])
        #expect(a.inventory.platforms == [.watch])
        #expect(a.design.otherPlatformsOnly == [.phone])
        // The phone screens are not the watch app's: not missing; the phone palette is not tokens the watch lacks.
        #expect(!a.findings.contains { $0.rule.hasPrefix("screen.") || $0.rule.hasPrefix("section.") }, "\(Self.lines(a))")
        #expect(!a.findings.contains { ["color.missing", "typography.missing", "radius.mismatch"].contains($0.rule) }, "\(Self.lines(a))")
        // What both share is still compared: the watch's accent is the brand's.
        #expect(a.matches.colors.contains { $0.expectation.name == "--marke" && ($0.status == .matched || $0.status == .matchedByValue) })
        #expect(a.matches.colors.contains { $0.expectation.name == "--signal-gruen" && $0.status == .missing })
        // Said once, and never green.
        #expect(a.design.diagnostics.filter { $0.message.hasPrefix("Every frame of the design draws another platform's UI") }.count == 1)
        let md = MarkdownReporter().render(a)
        #expect(!md.contains("🟢"), "\(md.prefix(1500))")
        #expect(md.contains("Not verified: the design draws only another platform's UI (a phone or tablet)"), "\(md.prefix(1500))")
    }

    @Test func aPhoneDesignAgainstAPhoneAppStillReportsItsMissingTokens() throws {
        // The negative: the same design against a phone app is its own, and its missing screen and tokens are gaps.
        let a = try DesignTrustTests.run(
            design: ["telefon.html": Self.phonePage, "marke.css": Self.tokens], app: ["Laufband/LaufbandApp.swift": Self.phoneApp])
        #expect(a.inventory.platforms == [.mobile])
        #expect(a.design.otherPlatformsOnly == nil)
        #expect(a.findings.contains { $0.rule == "screen.missing" && $0.title.contains("Einstellungen") }, "\(Self.lines(a))")
        #expect(a.findings.contains { $0.rule == "color.missing" }, "\(Self.lines(a))")
        #expect(a.findings.contains { $0.rule == "radius.mismatch" }, "\(Self.lines(a))")
        #expect(!a.design.diagnostics.contains { $0.message.hasPrefix("Every frame of the design") })
    }

    @Test func phoneAndWatchFramesPairWithTheirOwnPlatformsViews() throws {
        let a = try DesignTrustTests.run(
            design: ["telefon.html": Self.phonePage, "uhr.html": Self.watchPage],
            app: ["Laufband/LaufbandApp.swift": Self.phoneApp, "LaufbandWatch/LaufbandUhrApp.swift": Self.watchApp])
        #expect(a.inventory.platforms == [.mobile, .watch])
        #expect(a.design.otherPlatformsOnly == nil)
        #expect(a.design.screens.contains { $0.surface == .watch }, "\(a.design.screens.map { "\($0.name) \(String(describing: $0.surface))" })")
        for m in a.matches.screens {
            guard let view = m.viewName, let surface = m.screen.surface else { continue }
            let watchView = a.inventory.views.contains { $0.name == view && a.inventory.isWatchCode($0.location.file) }
            #expect(watchView == (surface == .watch), "\(m.screen.name) (\(surface)) paired with \(view)")
        }
        // The watch frame's "Training" is the watch's TrainingView, the phone frame's the phone's TrainingScreen (by name
        // alone, TrainingView would be the first for both).
        let pairs = a.matches.screens.map { "\($0.screen.name) → \($0.viewName ?? "-")" }
        #expect(a.matches.screens.contains { $0.screen.surface == .watch && $0.viewName == "TrainingView" }, "\(pairs)")
        #expect(a.matches.screens.contains { $0.screen.surface == .phone && $0.viewName == "TrainingScreen" }, "\(pairs)")
    }

    @Test func aWatchFramesControlsAreNotHeldToThePhonesMinimum() throws {
        let a = try DesignTrustTests.run(
            design: ["telefon.html": Self.phonePage, "uhr.html": Self.watchPage],
            app: ["Laufband/LaufbandApp.swift": Self.phoneApp, "LaufbandWatch/LaufbandUhrApp.swift": Self.watchApp])
        let small = a.findings.filter { $0.rule == "touch-target.small" }
        // The phone frame's 30pt button is still too small; the watch frame's 34pt one is the watch's own size.
        #expect(small.contains { $0.actual?.location?.file.hasSuffix("telefon.html") == true }, "\(Self.lines(a))")
        #expect(!small.contains { $0.actual?.location?.file.hasSuffix("uhr.html") == true }, "\(Self.lines(a))")
    }
}
