import GapCheckModel
import Testing

@testable import CodeReader

/// The reader against `Fixtures/token-package/EXPECTED.md` (seeds 002/004: token enums, token structs, CGFloat scales).
@Suite("Token package (token-package/EXPECTED.md)")
struct TokenPackageTests {
    static let root = TestSupport.fixture("token-package/DesignSystem")
    static let inventory: Inventory? = try? TestSupport.read(root)

    private func inv() throws -> Inventory { try #require(Self.inventory) }
    private func at(_ loc: GapCheckModel.SourceLocation) -> String {
        let p = Self.root + "/"
        return (loc.file.hasPrefix(p) ? String(loc.file.dropFirst(p.count)) : loc.file) + ":\(loc.line)"
    }

    @Test func colors() throws {
        let got = try inv().colors.map { "\($0.name) \($0.light?.hex ?? "-") \($0.origin.rawValue) \(at($0.location))" }
        let file = "Sources/DesignSystem/Theme/AppTheme.swift"
        #expect(
            got == [
                "background #0D0D0F literal \(file):7", "surfacePrimary #151518 literal \(file):8", "surfaceTertiary #2A2A2E literal \(file):9",
                "textPrimary #FAFAFA literal \(file):12", "textSecondary #A1A1AA literal \(file):13", "textTertiary #5A5A62 literal \(file):14",
                "dominant #00D4E8 literal \(file):17", "accent1 #A78BFA literal \(file):18", "accent2 #F472B6 literal \(file):19",
                "accent3 #2DD4BF literal \(file):20", "programAccent #F59E0B literal \(file):21", "success #22C55E literal \(file):24",
                "warning #F59E0B alias \(file):25", "error #EF4444 literal \(file):26", "accentSubtle #00D4E81F alias \(file):27"
            ])
        #expect(try inv().color("AppColors.warning")?.reference == "AppColors.programAccent")
    }

    @Test func typographyStylesResolveThroughTheirEnums() throws {
        let got = try inv().fonts.filter { $0.owner == "TypographyStyle" }.map {
            "\($0.name) \(Length.format($0.spec.size ?? 0))/\($0.spec.weight ?? 0)\($0.spec.lineHeight.map { " lh\(Length.format($0))" } ?? "") \(at($0.location))"
        }
        let file = "Sources/DesignSystem/Typography/Typography.swift"
        #expect(
            got == [
                "largeTitle 34/700 \(file):46", "title1 28/700 \(file):47", "title2 22/600 \(file):48",
                "headline 18/600 \(file):49", "body 16/400 lh22 \(file):50", "caption 12/400 \(file):51"
            ])
    }

    @Test func fontExtensionStyles() throws {
        let got = try inv().fonts.filter { $0.owner == "Font" }.map {
            "\($0.name) \(Length.format($0.spec.size ?? 0))/\($0.spec.weight ?? 0) \($0.spec.design ?? "default") \($0.location.line)"
        }
        #expect(
            got == [
                "displayLarge 57/700 rounded 5", "displayMedium 45/700 rounded 6", "monoLarge 48/600 monospaced 9",
                "monoMedium 20/500 monospaced 10", "headlineSmall 17/600 default 13", "bodyMedium 15/400 default 14",
                "bodySmall 13/400 default 15", "labelLarge 15/600 default 16"
            ])
        #expect(try inv().fonts.count == 14)
    }

    @Test func lengths() throws {
        let lengths = try inv().lengths
        let scales = lengths.filter { $0.owner != "FontSize" }
        #expect(scales.count == 33)
        let got = Dictionary(uniqueKeysWithValues: scales.map { ($0.qualifiedName, "\(Length.format($0.value)) \($0.scale.rawValue)") })
        #expect(got["Spacing.huge"] == "48 spacing")
        #expect(got["Spacing.tiny"] == "4 spacing")
        #expect(got["CornerRadius.extraLarge"] == "20 radius")
        #expect(got["ComponentHeight.smallButton"] == "44 size")
        #expect(got["CGFloat.space64"] == "64 spacing")
        #expect(got["AppSpacing.minTouchTarget"] == "44 size")
        #expect(got["AppSpacing.cardPadding"] == "16 spacing")
        #expect(lengths.filter { $0.owner == "FontSize" }.allSatisfy { $0.scale == .other })
        #expect(at(try #require(lengths.first { $0.qualifiedName == "Spacing.huge" }).location) == "Sources/DesignSystem/Spacing/Spacing.swift:20")
    }

    @Test func nonTokensStayOut() throws {
        let i = try inv()
        let names = Set(i.colors.map(\.qualifiedName) + i.fonts.map(\.qualifiedName) + i.lengths.map(\.qualifiedName))
        for bad in [
            "DesignSystem.version", "TokenAudit.legacyPaddings", "TokenAudit.legacyRadii", "Animation.micro", "Animation.standard",
            "SpacingTests.expectedScale", "AppColors.palette", "lineSpacing"
        ] {
            #expect(!names.contains(bad), "\(bad) became a token")
        }
        let radius = try #require(i.literals.first { $0.modifier == "cornerRadius" })
        #expect(radius.enclosingType == "PrimaryButton")
        #expect(at(radius.location) == "Sources/DesignSystem/Theme/AppTheme.swift:84")
        let font = try #require(i.literals.first { $0.kind == .typography })
        #expect(at(font.location) == "Sources/DesignSystem/Typography/Font+Extensions.swift:40")
    }
}
