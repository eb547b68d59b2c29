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
}
