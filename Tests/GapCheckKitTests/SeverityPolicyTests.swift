import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit

/// Severity follows what a difference means for the release: a wrong hue is critical, a wrong gray
/// medium; a value only an older version of the design declares is low; one presented view pinned to
/// an appearance is medium, the whole app pinned is critical.
@Suite struct SeverityPolicyTests {
    @Test func aWrongHueIsCriticalAndAWrongGrayIsMedium() throws {
        let page = { (vars: String) in
            """
            <!DOCTYPE html><html><head><title>Home</title><style>
            :root { \(vars) }
            .badge { color: var(--color-danger); background: var(--color-card); }
            </style></head><body data-screen="home"><span class="badge">Late</span></body></html>
            """
        }
        let a = try DesignTrustTests.run(
            design: ["home.html": page("--color-danger: #D92D20; --color-card: #F4F4F5;")],
            app: [
                "Palette.swift": """
                import SwiftUI

                extension Color {
                    static let colorDanger = Color(red: 0.2, green: 0.4, blue: 0.9)
                    static let colorCard = Color(red: 0.85, green: 0.85, blue: 0.86)
                }
                """
            ])
        let mismatches = a.findings.filter { $0.rule == "color.mismatch" }
        #expect(mismatches.count == 2, "\(a.findings.map(\.title))")
        #expect(mismatches.first { $0.title.contains("colorDanger") }?.severity == .critical)
        #expect(mismatches.first { $0.title.contains("colorCard") }?.severity == .medium)
    }

    /// Critical means a color a user reads as another one: another hue, or a clearly different color; the
    /// same hue made lighter or stronger (a recalibration) is medium and says so.
    @Test func aSameHueRecalibrationIsMediumAnotherHueOrAClearlyDifferentColorIsCritical() throws {
        let tokens = """
            { "signal": {
                "go": { "$type": "color", "$value": "#2E9D5B" },
                "halt": { "$type": "color", "$value": "#C0504D" },
                "wait": { "$type": "color", "$value": "#2E6FBF" }
            } }
            """
        let a = try DesignTrustTests.run(
            design: ["signal.tokens.json": tokens],
            app: [
                "Signal.swift": """
                import SwiftUI

                enum Signal {
                    static let go = Color(red: 0x3A / 255, green: 0xA8 / 255, blue: 0x66 / 255)
                    static let halt = Color(red: 0xC0 / 255, green: 0x4B / 255, blue: 0x63 / 255)
                    static let wait = Color(red: 0x1B / 255, green: 0x3F / 255, blue: 0x70 / 255)
                }
                """
            ])
        let mismatches = a.findings.filter { $0.rule == "color.mismatch" }
        #expect(mismatches.count == 3, "\(a.findings.map(\.title))")
        // #3AA866 is #2E9D5B lighter (ΔE2000 3.6, hue 0.6° away): medium, and the message says it is the same hue.
        let go = try #require(mismatches.first { $0.title.contains("Signal.go") })
        #expect(go.severity == .medium)
        #expect(go.message.contains("same hue"))
        // #C04B63 is raspberry against the design's brick red: only ΔE2000 8.4, but 16° of hue.
        #expect(mismatches.first { $0.title.contains("Signal.halt") }?.severity == .critical)
        // #1B3F70 is the same blue hue far darker: ΔE2000 above 10, a clearly different color.
        #expect(mismatches.first { $0.title.contains("Signal.wait") }?.severity == .critical)
    }

    /// Either appearance can make the color read differently, and so can an opacity that turns a color into a tint.
    @Test func aHueOrOpacityChangeInEitherAppearanceReadsDifferently() throws {
        typealias S = MatchingTestSupport
        let green = try #require(Color(hex: "#2E9D5B")), lighter = try #require(Color(hex: "#3AA866"))
        #expect(!ColorReading.readsDifferently(design: green, code: lighter, dark: false, alphaTolerance: 0.02))
        // A pale tint's hue angle is unstable: 18° apart at chroma 12 is ΔE2000 3.5, the same tint.
        let mint = try #require(Color(hex: "#D6EFE0")), pale = try #require(Color(hex: "#DCF0D8"))
        #expect(!ColorReading.readsDifferently(design: mint, code: pale, dark: false, alphaTolerance: 0.02))
        // The same green at 15% opacity is a tint, not the signal color, on either background; 95% is the same color.
        #expect(ColorReading.readsDifferently(design: green, code: green.withAlpha(0.15), dark: false, alphaTolerance: 0.02))
        #expect(ColorReading.readsDifferently(design: green, code: green.withAlpha(0.15), dark: true, alphaTolerance: 0.02))
        #expect(!ColorReading.readsDifferently(design: green, code: green.withAlpha(0.95), dark: false, alphaTolerance: 0.02))

        // Light values a shade apart, dark values another hue: critical; the same dark value: medium.
        let matcher = ColorMatcher(
            inventory: Inventory(colors: [
                S.token("haltTint", "#3AA866", dark: "#C04B63", origin: .asset), S.token("goTint", "#3AA866", dark: "#C0504D", origin: .asset)
            ]), configuration: Configuration())
        let halt = matcher.match(S.color("--halt-tint", "#2E9D5B", dark: "#C0504D"))
        #expect(halt.status == .mismatch)
        #expect(ColorMismatchCheck.severity(halt, superseded: false, alphaTolerance: 0.02) == .critical)
        let go = matcher.match(S.color("--go-tint", "#2E9D5B", dark: "#C0504D"))
        #expect(go.status == .mismatch)
        #expect(ColorMismatchCheck.severity(go, superseded: false, alphaTolerance: 0.02) == .medium)
    }

    @Test func aTokenOnlyTheOlderDesignVersionDeclaresIsLow() throws {
        // The code follows `redesign.html` wherever the two versions disagree; `--tint` is only in the old page.
        let page = { (vars: String) in
            """
            <!DOCTYPE html><html><head><title>Feed</title><style>
            :root { \(vars) }
            .cta { background: var(--brand); color: var(--ink); border-color: var(--tint); }
            </style></head><body data-screen="feed"><button class="cta">Post</button></body></html>
            """
        }
        let app = """
            import SwiftUI

            extension Color {
                static let brand = Color(red: 0.90, green: 0.20, blue: 0.45)
                static let ink = Color(red: 0.10, green: 0.35, blue: 0.30)
                static let tint = Color(red: 0.95, green: 0.75, blue: 0.10)
            }
            """
        let twoVersions = try DesignTrustTests.run(
            design: [
                "feed.html": page("--brand: #2F6FED; --ink: #7A3BD9; --tint: #1BA39C;"),
                "redesign.html": page("--brand: #E63373; --ink: #1A594D;")
            ],
            app: ["Palette.swift": app])
        let tint = try #require(twoVersions.findings.first { $0.rule == "color.mismatch" && $0.title.contains("tint") }, "\(twoVersions.findings.map(\.title))")
        #expect(tint.severity == .low)
        #expect(tint.message.contains("older version") && tint.message.contains("redesign.html"))
        #expect(twoVersions.findings.filter { $0.rule == "design.conflict" }.count == 2)

        // With one design file the same value is a critical mismatch.
        let oneVersion = try DesignTrustTests.run(design: ["feed.html": page("--tint: #1BA39C;")], app: ["Palette.swift": app])
        #expect(oneVersion.findings.first { $0.rule == "color.mismatch" && $0.title.contains("tint") }?.severity == .critical)

        // When the newer file declares the token too (same value as the old one), it is not superseded.
        let bothDeclare = try DesignTrustTests.run(
            design: [
                "feed.html": page("--brand: #2F6FED; --ink: #7A3BD9; --tint: #1BA39C;"),
                "redesign.html": page("--brand: #E63373; --ink: #1A594D; --tint: #1BA39C;")
            ],
            app: ["Palette.swift": app])
        #expect(bothDeclare.findings.first { $0.rule == "color.mismatch" && $0.title.contains("tint") }?.severity == .critical)
    }

    static let darkDesign = """
        <!DOCTYPE html><html><head><title>Player</title><style>
        :root { --surface: #FFFFFF; --text: #111111; }
        @media (prefers-color-scheme: dark) { :root { --surface: #000000; --text: #EEEEEE; } }
        body { background: var(--surface); color: var(--text); }
        </style></head><body data-screen="player"><p>Now playing</p></body></html>
        """

    @Test func onePresentedViewPinnedIsMediumTheRootIsCritical() throws {
        let presented = try DesignTrustTests.run(
            design: ["player.html": Self.darkDesign],
            app: [
                "Views.swift": """
                import SwiftUI

                struct RootView: View {
                    @State private var playing = false
                    var body: some View {
                        Text("Library").fullScreenCover(isPresented: $playing) { PlayerView() }
                    }
                }

                struct PlayerView: View {
                    var body: some View {
                        Text("Now playing").preferredColorScheme(.dark)
                    }
                }
                """
            ])
        let one = try #require(presented.findings.first { $0.rule == "darkmode.disabled" }, "\(presented.findings.map(\.title))")
        #expect(one.severity == .medium)
        #expect(one.title.contains("PlayerView"))

        let root = try DesignTrustTests.run(
            design: ["player.html": Self.darkDesign],
            app: [
                "Views.swift": """
                import SwiftUI

                struct RootView: View {
                    var body: some View {
                        Text("Library").preferredColorScheme(.light)
                    }
                }
                """
            ])
        #expect(root.findings.first { $0.rule == "darkmode.disabled" }?.severity == .critical)
    }

    /// A presented view pinned dark in an app that pins dark at its root too: one choice, reported once at its weight; the
    /// presented view's own pin is said, low. Negative: the presented view alone stays medium (above).
    @Test func aPresentedViewPinnedLikeTheWholeAppIsLow() throws {
        let both = try DesignTrustTests.run(
            design: [
                "player.html": Self.darkDesign.replacingOccurrences(
                    of: "@media (prefers-color-scheme: dark) { :root { --surface: #000000; --text: #EEEEEE; } }", with: "")
            ],
            app: [
                "Views.swift": """
                import SwiftUI

                struct RootView: View {
                    @State private var playing = false
                    var body: some View {
                        Text("Bibliothek").fullScreenCover(isPresented: $playing) { PlayerView() }.preferredColorScheme(.dark)
                    }
                }

                struct PlayerView: View {
                    var body: some View {
                        Text("Now playing").preferredColorScheme(.dark)
                    }
                }
                """
            ])
        let pins = both.findings.filter { $0.rule == "darkmode.disabled" }
        #expect(pins.contains { $0.severity == .critical && !$0.title.contains("PlayerView") }, "\(pins.map { ($0.severity, $0.title) })")
        let player = try #require(pins.first { $0.title.contains("PlayerView") }, "\(pins.map(\.title))")
        #expect(player.severity == .low)
        #expect(player.message.contains("everywhere too"))
    }

    @Test func aSectionWhoseContentIsShownUnderAnotherHeadingIsLow() throws {
        let design = """
            <!DOCTYPE html><html><head><title>Log a ride</title></head><body data-screen="log-ride">
            <h1>Log a ride</h1>
            <section><h2>Ride Details</h2>
              <label>Bike</label><select><option>Road</option></select>
              <label>Distance</label><input value="42 km">
              <label>Start Time</label><input value="07:30">
            </section>
            <section><h2>Share With Club</h2><label>Club</label><input value="Velo"><label>Message</label><input value="Nice"></section>
            </body></html>
            """
        let app = """
            import SwiftUI

            struct LogRideView: View {
                var body: some View {
                    Form {
                        Text("Log a ride")
                        Text("Bike model")
                        Text("Distance (km)")
                        Text("Start Time")
                    }
                }
            }
            """
        let a = try DesignTrustTests.run(design: ["log-ride.html": design], app: ["LogRideView.swift": app])
        let sections = a.findings.filter { $0.rule == "section.missing" }
        let details = try #require(sections.first { $0.title.contains("Ride Details") }, "\(sections.map(\.title))")
        #expect(details.severity == .low)
        #expect(details.message.contains("worded differently"))
        #expect(sections.first { $0.title.contains("Share With Club") }?.severity == .critical, "\(sections.map { "\($0.severity) \($0.title)" })")
    }
}
