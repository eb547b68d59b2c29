import GapCheckModel
import Testing

@testable import CodeReader

/// Networking, view models, persistence, model enums with raw values, locals and parameters: no tokens at all.
@Suite("Does not invent tokens")
struct NoInventedTokensTests {
    @Test func nonTokenCodeYieldsNoTokens() throws {
        let inv = try TestSupport.read(TestSupport.fixture("no-tokens"))
        #expect(inv.colors.map(\.qualifiedName) == [])
        #expect(inv.fonts.map(\.qualifiedName) == [])
        #expect(inv.lengths.map(\.qualifiedName) == [])
        #expect(inv.assetReferences.isEmpty)
        #expect(inv.views.isEmpty)
        // The models are still listed, so data labels can be matched to fields.
        let models = Set(inv.models.map(\.name))
        #expect(models.isSuperset(of: ["Environment", "APIClient", "FeedViewModel", "FeedViewModel.Filter", "FeedItem", "Store", "Suit"]))
        #expect(inv.diagnostics.isEmpty)
    }

    @Test func everyFixtureTogetherStillResolvesWithoutCrossTalk() throws {
        // All fixture apps read as one tree: same-named tokens in different owners stay separate and located.
        let inv = try CodeReader.read(roots: [TestSupport.fixture("swiftui-app"), TestSupport.fixture("uikit-app"), TestSupport.fixture("token-package")])
        let textPrimary = inv.colors.filter { $0.name == "textPrimary" }.map(\.qualifiedName).sorted()
        #expect(textPrimary == ["AppColors.textPrimary", "AppColors.textPrimary", "Color.textPrimary", "Colors.textPrimary"])
        #expect(Set(inv.colors.filter { $0.name == "textPrimary" }.map(\.location.file)).count == 3)
    }

    @Test func anImplicitInitNamesAColorsetOnlyWhereAColorGoes() throws {
        // `.init("…")` takes its type from where it stands: pasteboard, notification and defaults names are no colorsets.
        let inv = try TestSupport.readSnippet(
            """
            import SwiftUI
            import AppKit

            extension NSPasteboard { static let clips = NSPasteboard(name: .init("org.example.clips")) }
            extension Notification.Name { static let synced = Notification.Name.init("Synced") }
            let flag = UserDefaults.standard.bool(forKey: .init("Onboarded"))

            enum Palette {
                static let ink: Color = .init("Ink")
                static var paper: NSColor { .init(named: "Paper")! }
                static func rule() -> Color { return .init("Rule") }
            }

            struct Badge: View {
                var body: some View {
                    Text("Nuevo").foregroundStyle(.init("Badge")).shadow(color: (.init("Glow")), radius: 2)
                }
            }

            final class Cell: NSView { func tint(_ field: NSTextField) { field.textColor = .init(named: "Caption") } }
            """)
        #expect(inv.assetReferences.map(\.name).sorted() == ["Badge", "Caption", "Glow", "Ink", "Paper", "Rule"])
    }
}
