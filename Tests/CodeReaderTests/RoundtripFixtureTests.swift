import GapCheckModel
import Testing

@testable import CodeReader

/// The reader's side of `Tests/GapCheckKitTests/Fixtures/roundtrip/EXPECTED.md`: every token in every idiom.
@Suite("Roundtrip fixture (EXPECTED.md)")
struct RoundtripFixtureTests {
    static let root = TestSupport.repoRoot + "/Tests/GapCheckKitTests/Fixtures/roundtrip/tokens"
    static let inventory: Inventory? = try? TestSupport.read(root)

    private func inv() throws -> Inventory { try #require(Self.inventory) }
    private func at(_ loc: GapCheckModel.SourceLocation) -> String {
        let p = Self.root + "/"
        return (loc.file.hasPrefix(p) ? String(loc.file.dropFirst(p.count)) : loc.file) + ":\(loc.line)"
    }

    @Test(
        arguments: [
            ("Color.brand", "#0969DA", "#2F81F7", "DesignSystem/Color+Tokens.swift:5"),
            ("UIColor.brandPrimary", "#1F6FEB", nil, "UIKit/UIColor+Tokens.swift:4"),
            ("Color.brandSecondary", "#8250DF", nil, "DesignSystem/Color+Tokens.swift:6"),
            ("Color.brandSecondaryMuted", "#8250DF80", nil, "DesignSystem/Color+Tokens.swift:7"),
            ("UIColor.brandTertiary", "#5856D6", nil, "UIKit/UIColor+Tokens.swift:6"),
            ("UIColor.accent", "#1F6FEB", nil, "UIKit/UIColor+Tokens.swift:5"),
            ("UIColor.focusRing", "#096CDC", nil, "UIKit/UIColor+Tokens.swift:7"),
            ("Color.linkText", "#0969DA", "#4493F8", "DesignSystem/Color+Tokens.swift:8"),
            ("Color.statusSuccess", "#34C759", nil, "DesignSystem/Color+Tokens.swift:11"),
            ("Color.statusWarning", "#FF9900", nil, "DesignSystem/Color+Tokens.swift:12"),
            ("UIColor.statusError", "#FF5F50", nil, "UIKit/UIColor+Tokens.swift:9"),
            ("UIColor.statusInfo", "#12A4F0", nil, "UIKit/UIColor+Tokens.swift:10"),
            ("Color.chartPositive", "#2DA44E", nil, "DesignSystem/Color+Tokens.swift:15"),
            ("Color.highlight", "#FFD33D", nil, "DesignSystem/Color+Tokens.swift:16"),
            ("UIColor.textPrimary", "#1F2328", "#E6EDF3", "UIKit/UIColor+Tokens.swift:12"),
            ("Color.textSecondary", "#59636E", "#9198A1", "DesignSystem/Color+Tokens.swift:19"),
            ("UIColor.textOnBrand", "#FFFFFF", nil, "UIKit/UIColor+Tokens.swift:13"),
            ("UIColor.backgroundPrimary", "#FFFFFF", "#0D1117", "UIKit/UIColor+Tokens.swift:15"),
            ("UIColor.backgroundSecondary", "#F6F8FA", "#161B22", "UIKit/UIColor+Tokens.swift:21"),
            ("AppColors.surface", "#FFFFFF", "#1C2128", "Theme/AppColors.swift:5"),
            ("UIColor.surfaceSubtle", "#FAFAFA", nil, "UIKit/UIColor+Tokens.swift:30"),
            ("AppColors.border", "#D0D7DE", "#30363D", "Theme/AppColors.swift:6"),
            ("Color.overlay", "#00000080", nil, "DesignSystem/Color+Tokens.swift:22"),
            ("UIColor.Palette.blue50", "#DDF4FF", nil, "UIKit/Palette.swift:6"),
            ("UIColor.Palette.blue500", "#218BFF", nil, "UIKit/Palette.swift:7"),
            ("UIColor.Palette.gray100", "#EAEDF0", nil, "UIKit/Palette.swift:8")
        ] as [(String, String, String?, String)])
    func colorToken(_ name: String, _ light: String, _ dark: String?, _ location: String) throws {
        let t = try #require(try inv().color(name), "\(name) not found")
        #expect(t.light?.hex == light)
        #expect(t.dark?.hex == dark)
        #expect(at(t.location) == location)
        #expect(!t.unresolved)
    }

    @Test func exactlyTheTwentySixColorTokens() throws {
        #expect(try inv().colors.count == 26)
    }

    @Test(
        arguments: [
            ("AppFont.largeTitle", 34.0, 700, nil, "Theme/Typography.swift:4"),
            ("UIFont.display", 28, 700, "Inter-Bold", "UIKit/UIFont+Tokens.swift:5"),
            ("UIFont.title", 22, 600, nil, "UIKit/UIFont+Tokens.swift:4"),
            ("AppFont.headline", 17, 600, "Inter-SemiBold", "Theme/Typography.swift:5"),
            ("AppFont.body", 17, 400, nil, "Theme/Typography.swift:6"),
            ("AppFont.caption", 12, 400, nil, "Theme/Typography.swift:7")
        ] as [(String, Double, Int, String?, String)])
    func fontToken(_ name: String, _ size: Double, _ weight: Int, _ family: String?, _ location: String) throws {
        let f = try #require(try inv().font(name), "\(name) not found")
        #expect(f.spec.size == size)
        #expect(f.spec.weight == weight)
        #expect(f.spec.family == family)
        #expect(at(f.location) == location)
    }

    @Test func lengthTokens() throws {
        let got = try inv().lengths.map { "\($0.qualifiedName)=\(Length.format($0.value)) \($0.scale.rawValue) \(at($0.location))" }
        #expect(
            got == [
                "Spacing.xs=4 spacing Theme/Spacing.swift:4", "Spacing.sm=8 spacing Theme/Spacing.swift:5",
                "Spacing.md=16 spacing Theme/Spacing.swift:6", "Spacing.lg=24 spacing Theme/Spacing.swift:7",
                "Spacing.xl=32 spacing Theme/Spacing.swift:8", "CGFloat.space12=12 spacing Theme/Spacing.swift:12",
                "CGFloat.space48=48 spacing Theme/Spacing.swift:13", "Radius.sm=4 radius Theme/Spacing.swift:17",
                "Radius.md=8 radius Theme/Spacing.swift:18", "Radius.lg=12 radius Theme/Spacing.swift:19",
                "Radius.full=9999 radius Theme/Spacing.swift:20"
            ])
    }

    @Test func helpersDeclareNoTokens() throws {
        let i = try inv()
        #expect(i.colors.allSatisfy { !$0.location.file.hasSuffix("HexColor.swift") })
        #expect(i.lengths.allSatisfy { !$0.location.file.hasSuffix("HexColor.swift") })
        #expect(i.diagnostics.isEmpty)
    }
}
