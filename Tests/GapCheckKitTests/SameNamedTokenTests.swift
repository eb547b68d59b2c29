import GapCheckModel
import Testing

@testable import GapCheckAnalysis

/// One font token declared in several files (a token build's brands or size classes: `BrandType.headlineSize` in
/// `brands/nord/` and `brands/sud/`): the design's value agreeing with one of them is that brand's token, not a
/// drift of the other; when none agrees, the mismatch stays.
@Suite struct SameNamedTokenTests {
    typealias S = MatchingTestSupport

    static func inventory() -> Inventory {
        Inventory(
            fonts: [
                FontToken(
                    name: "headlineSize", owner: "BrandType", spec: FontSpec(size: 30), expression: "static let headlineSize: CGFloat = 30",
                    location: S.loc("ios/brands/nord/BrandType.swift", 8), sizeOnly: true),
                FontToken(
                    name: "headlineSize", owner: "BrandTypeSud", spec: FontSpec(size: 28), expression: "static let headlineSize: CGFloat = 28",
                    location: S.loc("ios/brands/sud/BrandType.swift", 8), sizeOnly: true)
            ])
    }

    /// A second declaration in a file of another name is another token (a legacy scale), not the same one.
    @Test func aSameNamedTokenOfAnotherFileDoesNotHideTheDrift() {
        var app = Self.inventory()
        app.fonts[1].location = S.loc("ios/Legacy/OldType.swift", 4)
        app.fonts[0].owner = "AType"
        let findings = S.run(Self.design(28), app)
        #expect(findings.contains { $0.rule == "typography.mismatch" }, "\(findings.map(\.title))")
    }

    static func design(_ size: Double) -> DesignSpec {
        DesignSpec(expectations: [
            Expectation(
                kind: .typography, name: "--headline-size", source: .customProperty, role: .font, light: .font(FontSpec(size: size)),
                location: S.loc("css/brands/sud/type.css", 3))
        ])
    }

    @Test func theBrandThatAgreesIsTheDesignsToken() {
        let findings = S.run(Self.design(28), Self.inventory())
        #expect(!findings.contains { $0.rule == "typography.mismatch" }, "\(findings.map(\.title))")
    }

    @Test func noBrandAgreeingIsStillAMismatch() {
        let findings = S.run(Self.design(26), Self.inventory())
        #expect(findings.contains { $0.rule == "typography.mismatch" }, "\(findings.map(\.title))")
    }
}
