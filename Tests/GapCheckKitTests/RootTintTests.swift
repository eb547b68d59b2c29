import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit

/// The `AccentColor` asset against an app that sets its accent on the root view (field round 5, R9).
@Suite struct RootTintTests {
    static let design = """
        <!DOCTYPE html><html><head><title>Wallet</title><style>
        :root { --color-accent: #2E7D6B; --color-surface: #FFFFFF; }
        .cta { background: var(--color-accent); color: var(--color-surface); }
        </style></head><body data-screen="wallet"><button class="cta">Send</button></body></html>
        """

    /// An Xcode-template accent colorset that nobody updated: a blue.
    static let accentAsset = """
        {"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","red":"0.000","green":"0.478","blue":"1.000"}},"idiom":"universal"}],
         "info":{"author":"xcode","version":1}}
        """

    static func app(root: String) -> [String: String] {
        [
            "Assets.xcassets/AccentColor.colorset/Contents.json": accentAsset,
            "WalletApp.swift": """
            import SwiftUI

            enum Ink {
                static let teal = Color(red: 0.180, green: 0.490, blue: 0.420)
            }

            @main
            struct WalletApp: App {
                var body: some Scene {
                    WindowGroup { RootView() }
                }
            }

            struct RootView: View {
                var body: some View {
                    \(root)
                }
            }

            struct WalletView: View {
                var body: some View {
                    Button("Send") {}.background(Color.accentColor)
                }
            }
            """
        ]
    }

    @Test func anAccentAssetTheRootTintOverridesIsLow() throws {
        let tinted = try DesignTrustTests.run(design: ["wallet.html": Self.design], app: Self.app(root: "TabView { WalletView() }.tint(Ink.teal)"))
        let accent = tinted.findings.filter { $0.rule == "color.mismatch" && $0.title.contains("AccentColor") }
        #expect(!accent.isEmpty, "\(tinted.findings.map(\.title))")
        #expect(accent.allSatisfy { $0.severity == .low }, "\(accent.map { "\($0.severity) \($0.title)" })")
        #expect(accent.allSatisfy { $0.message.contains("overridden by `.tint(Ink.teal)`") }, "\(accent.map(\.message))")
        // Without the tint, the stale asset is what users see: the mismatch keeps its severity.
        let plain = try DesignTrustTests.run(design: ["wallet.html": Self.design], app: Self.app(root: "TabView { WalletView() }"))
        let stale = plain.findings.filter { $0.rule == "color.mismatch" && $0.title.contains("AccentColor") }
        #expect(stale.contains { $0.severity == .critical }, "\(stale.map { "\($0.severity) \($0.title)" })")
    }
}
