import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport

/// Element pairings made on weak evidence: an interpolated text with one word of its own, and a shared text on
/// a screen matched by texts only. Real once helper-built tokens resolve (design handoff pages full of prose).
@Suite struct WeakPairingTests {
    static func analyze(_ files: [String: String]) throws -> Analysis { try TrustMatchTests.analyze(files) }

    /// `"\(n) week\(s)"` has one word of its own: it fits any sentence holding "week" ("Cut volume this week after
    /// the knee flared…"), which is another text; its color is not compared with that sentence's.
    @Test func aPatternWithOneWordDoesNotPairWithASentence() throws {
        let a = try Self.analyze([
            "design/stats.html": """
            <html><head><title>Stats</title></head><body><div class="phone">
            <h1>Stats</h1>
            <p style="color:#15181E">Cut volume this week after the knee flared up again on Tuesday</p>
            <p style="color:#8A93A2">Sessions 12</p>
            </div></body></html>
            """,
            "app/StatsView.swift": """
            import SwiftUI
            struct StatsView: View {
                let n = 12
                var body: some View {
                    VStack {
                        Text("Stats")
                        Text("\\(n) week\\(n == 1 ? "" : "s")").foregroundStyle(Color(red: 0.54, green: 0.58, blue: 0.64))
                    }
                }
            }
            """
        ])
        #expect(a.matches.screens.first?.viewName == "StatsView")
        let colors = a.findings.filter { $0.rule == "element.color" }.map(\.title)
        #expect(!colors.contains { $0.contains("week") }, "\(colors)")
    }

    /// A screen no view is named after, matched by the texts it shares with `HomeView`, whose "Streak" the app
    /// draws in a badge other views show too: that pairing is a guess on a guess, so its color is a low question.
    @Test func aSharedTextOnATextMatchedScreenIsLow() throws {
        let a = try Self.analyze([
            "design/activity.html": """
            <html><head><title>Activity</title></head><body><div class="phone">
            <h2>Welcome back</h2><h3>Recent activity</h3><p>Weekly summary</p>
            <span style="color:#E5484D;font-size:15px">Streak</span>
            </div></body></html>
            """,
            "app/HomeView.swift": """
            import SwiftUI
            struct HomeView: View {
                var body: some View {
                    VStack { Text("Welcome back"); Text("Recent activity"); Text("Weekly summary"); StatBadge() }
                }
            }
            struct StatBadge: View {
                var body: some View { Text("Streak").font(.subheadline).foregroundStyle(Color(red: 0.1, green: 0.4, blue: 0.9)) }
            }
            struct ProfileView: View {
                var body: some View { VStack { Text("Streak"); Text("Badges") }.navigationTitle("Profile") }
            }
            """
        ])
        let screen = a.matches.screens.first { $0.screen.name == "activity" }
        #expect(screen?.viewName == "HomeView")
        #expect(screen?.evidence == .text)
        let streak = a.findings.filter { $0.rule == "element.color" && $0.title.contains("Streak") }
        #expect(!streak.isEmpty)
        #expect(streak.allSatisfy { $0.severity == .low }, "\(streak.map { ($0.title, $0.severity) })")
    }

    /// The home screen shows the app's name ("Mi Huerto") in its status card; the app's home view draws the name only
    /// through the confirmation view it embeds, the view of the design's "enviado" screen, and an about view shows it
    /// too. Those two words are all that pair them: the difference is low. A longer line a component shows twice is
    /// still compared as before, and so is a short text a component (not another screen's view) draws.
    @Test func aShortSharedTextInAnotherScreensViewIsLow() throws {
        let a = try Self.analyze([
            "design/inicio.html": """
            <html><head><title>Inicio</title></head><body><div class="phone" data-screen="inicio">
            <h1>Inicio</h1>
            <span style="color:#E5484D;font-size:15px">Mi Huerto</span>
            <span style="color:#E5484D;font-size:15px">Riego pendiente de esta semana</span>
            <span style="color:#E5484D;font-size:15px">Regar</span>
            </div></body></html>
            """,
            "design/enviado.html": """
            <html><head><title>Enviado</title></head><body><div class="phone" data-screen="enviado">
            <h1>Enviado</h1><p>Tus plantas ya saben que regaste</p>
            </div></body></html>
            """,
            "app/InicioView.swift": """
            import SwiftUI
            struct InicioView: View {
                var body: some View { ZStack { VStack { Text("Inicio"); Tarjeta() }; EnviadoView() } }
            }
            struct Tarjeta: View {
                var body: some View {
                    VStack {
                        Text("Riego pendiente de esta semana").font(.system(size: 15)).foregroundStyle(Color(red: 0.1, green: 0.4, blue: 0.9))
                        Text("Regar").font(.system(size: 15)).foregroundStyle(Color(red: 0.1, green: 0.4, blue: 0.9))
                    }
                }
            }
            struct EnviadoView: View {
                var body: some View {
                    VStack {
                        Text("Mi Huerto").font(.system(size: 22)).foregroundStyle(Color(red: 0.1, green: 0.4, blue: 0.9))
                        Text("Enviado"); Text("Tus plantas ya saben que regaste")
                    }
                }
            }
            struct AcercaView: View {
                var body: some View { VStack { Text("Mi Huerto"); Text("Riego pendiente de esta semana"); Text("Regar") }.navigationTitle("Acerca de") }
            }
            """
        ])
        #expect(a.matches.screens.first { $0.screen.name == "inicio" }?.viewName == "InicioView")
        #expect(a.matches.screens.first { $0.screen.name == "enviado" }?.viewName == "EnviadoView")
        let colors = a.findings.filter { $0.rule == "element.color" && $0.message.contains("inicio screen") }
        let name = try #require(colors.first { $0.message.contains("\"Mi Huerto\"") }, "\(colors.map(\.title))")
        #expect(name.severity == .low, "\(name.message)")
        #expect(name.message.contains("`EnviadoView`, the view of another screen"), "\(name.message)")
        let line = try #require(colors.first { $0.message.contains("Riego pendiente") }, "\(colors.map(\.title))")
        #expect(line.severity != .low, "\(line.message)")
        let word = try #require(colors.first { $0.message.contains("\"Regar\"") }, "\(colors.map(\.title))")
        #expect(word.severity != .low, "\(word.message)")
        #expect(ElementFindings.restsOnShortText("Gör upp", view: "SettleUpSheet"))
        #expect(!ElementFindings.restsOnShortText("Network Health", view: "App.RefinedNetworkHealthCard"))
        #expect(!ElementFindings.restsOnShortText("Riego pendiente de esta semana", view: "Tarjeta"))
    }
}
