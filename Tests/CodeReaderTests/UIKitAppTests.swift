import GapCheckModel
import Testing

@testable import CodeReader

/// The reader against `Fixtures/uikit-app/EXPECTED.md` (Tandem: seed 003's UIKit idioms, storyboard, xib).
@Suite("UIKit app (uikit-app/EXPECTED.md)")
struct UIKitAppTests {
    static let root = TestSupport.fixture("uikit-app")
    static let inventory: Inventory? = try? TestSupport.read(root)

    private func inv() throws -> Inventory { try #require(Self.inventory) }
    private func at(_ loc: GapCheckModel.SourceLocation) -> String {
        let p = Self.root + "/"
        return (loc.file.hasPrefix(p) ? String(loc.file.dropFirst(p.count)) : loc.file) + ":\(loc.line)"
    }

    @Test(
        arguments: [
            ("appBlue", 13, "#5957DE", nil, ColorOrigin.literal),
            ("appOrange", 14, "#FF5F50", nil, .literal),
            ("textMediumBlue", 15, "#2E2BA8", nil, .literal),
            ("borderGray", 16, "#2B2B5726", nil, .literal),
            ("offwhiteLight", 17, "#F9F9F9", nil, .literal),
            ("appLightGray", 18, "#BABAC980", nil, .literal),
            ("shadowColor", 22, "#1A1F911A", nil, .literal),
            ("playerShadowColor", 23, "#17174754", nil, .literal),
            ("pressedBlue", 27, "#2E2BA8", nil, .literal),
            ("errorRed", 28, "#E74C3C", nil, .literal),
            ("successGreen", 32, "#34C759", nil, .asset),
            ("cardBackground", 33, "#FFFFFF", "#1C1C1E", .asset),
            ("textPrimary", 34, "#1C1C1E", "#FFFFFF", .asset),
            ("link", 38, "#007AFF", "#0A84FF", .system),
            ("separator", 39, "#3C3C434A", "#54545899", .system),
            ("overlay", 41, "#00000052", nil, .literal)
        ] as [(String, Int, String, String?, ColorOrigin)])
    func colorToken(_ name: String, _ line: Int, _ light: String, _ dark: String?, _ origin: ColorOrigin) throws {
        let t = try #require(try inv().color("Colors." + name), "\(name) not found")
        #expect(t.light?.hex == light)
        #expect(t.dark?.hex == dark)
        #expect(t.origin == origin)
        #expect(at(t.location) == "Tandem/Utilities/Colors.swift:\(line)")
    }

    @Test func exactlySixteenColorTokensAndNoBackupOrTestValues() throws {
        let i = try inv()
        #expect(i.colors.count == 16)
        #expect(i.colors.allSatisfy { $0.owner == "Colors" })
        #expect(i.color("Colors.fadeDuration") == nil && i.length("Colors.fadeDuration") == nil)
        #expect(i.length("Colors.maxBadgeCount") == nil)
        #expect(i.models.allSatisfy { $0.location.file.contains("Generated") == false })
    }

    @Test(
        arguments: [
            ("screenTitle", 38, "SFProDisplay-Bold", 30.0, 700),
            ("modalTitle", 39, "HelveticaNeue-Bold", 28, 700),
            ("subtitle", 40, "SFProDisplay-Medium", 24, 500),
            ("field", 41, "SFProText-Medium", 18, 500),
            ("badge", 42, "SFProDisplay-Heavy", 15, 800),
            ("body", 43, nil, 17, 400),
            ("caption", 44, nil, 13, 400),
            ("sectionTitle", 45, nil, 20, 700),
            ("headline", 46, nil, 17, 600),
            ("timer", 47, nil, 15, 500)
        ] as [(String, Int, String?, Double, Int)])
    func fontToken(_ name: String, _ line: Int, _ family: String?, _ size: Double, _ weight: Int) throws {
        let f = try #require(try inv().font("Fonts." + name), "\(name) not found")
        #expect(f.spec.family == family)
        #expect(f.spec.size == size)
        #expect(f.spec.weight == weight)
        #expect(at(f.location) == "Tandem/Utilities/Fonts.swift:\(line)")
    }

    @Test func fontHelpersRecordTheirFaceWithoutASize() throws {
        let helpers = try inv().fonts.filter { $0.spec.size == nil }
        #expect(helpers.map(\.name) == ["regularFont", "mediumDisplayFont", "mediumTextFont", "boldFont", "heavyFont", "semiBold"])
        #expect(helpers.first { $0.name == "boldFont" }?.spec.weight == 700)
        #expect(helpers.first { $0.name == "semiBold" }?.spec.family == "SFProDisplay-Semibold")
    }

    @Test func lengthTokens() throws {
        let got = try inv().lengths.map { "\($0.name)=\(Length.format($0.value)) \($0.scale.rawValue) \(at($0.location))" }
        #expect(
            got == [
                "fieldHeight=50 size Tandem/Utilities/Layout.swift:9", "horizontalMargin=48 spacing Tandem/Utilities/Layout.swift:10",
                "modalMargin=17 spacing Tandem/Utilities/Layout.swift:11", "buttonSpacing=16 spacing Tandem/Utilities/Layout.swift:12",
                "cardCornerRadius=15 radius Tandem/Utilities/Layout.swift:13", "modalCornerRadius=31 radius Tandem/Utilities/Layout.swift:14",
                "actionButtonCornerRadius=18 radius Tandem/Utilities/Layout.swift:15"
            ])
    }

    @Test func assetCatalog() throws {
        let assets = Dictionary(uniqueKeysWithValues: try inv().assets.map { ($0.name, $0) })
        #expect(assets["AppBlue"]?.light?.hex == "#5957DE")
        #expect(assets["AppBlue"]?.dark?.hex == "#7D7AFF")
        #expect(assets["SuccessGreen"]?.light?.hex == "#34C759")
        #expect(assets["SuccessGreen"]?.dark == nil)
        #expect(assets["CardBackground"]?.dark?.hex == "#1C1C1E")
        #expect(assets["TextPrimary"]?.light?.hex == "#1C1C1E")
        #expect(assets["AccentColor"]?.light == nil)  // Xcode's empty default: no invented value
        #expect(assets["Colors/AppBlue"] == nil)  // provides-namespace is false
    }

    @Test func storyboardEntries() throws {
        let lits = try inv().literals.filter { $0.location.file.hasSuffix("Main.storyboard") }
        let got = lits.map { "\($0.location.line) \($0.modifier) \($0.value?.color?.hex ?? $0.value?.font?.summary ?? "-")" }
        #expect(
            got == [
                "23 fontDescription 30pt Bold SFProDisplay-Bold", "24 textColor #000000", "32 backgroundColor #FFFFFF",
                "33 fontDescription 18pt Medium SFProText-Medium", "37 backgroundColor #F2F2F7", "50 backgroundColor #FFFFFF",
                "51 fontDescription 18pt Medium SFProText-Medium", "55 backgroundColor #F2F2F7", "62 backgroundColor #FF5F50",
                "63 fontDescription 18pt Medium SFProText-Medium", "65 titleColor #F9F9FB", "73 fontDescription 17pt Semibold",
                "75 titleColor #5957DE", "80 fontDescription 18pt Medium SFProText-Medium", "82 titleColor #2E2BA8", "87 backgroundColor #F9F9F9"
            ])
        #expect(lits.allSatisfy { $0.enclosingType == "SignInViewController" })
        #expect(lits.first { $0.location.line == 24 }?.systemName == "label")
        #expect(lits.first { $0.location.line == 24 }?.expression.contains("Wq1-aB-3kd") == true)
        let scene = try #require(try inv().views.first { $0.kind == .storyboard && $0.name == "SignInViewController" })
        #expect(scene.texts.map(\.text) == ["Welcome back", "Email or phone number", "Password", "Sign In", "Create an account", "Forgot password?"])
    }

    @Test func xibEntries() throws {
        let lits = try inv().literals.filter { $0.location.file.hasSuffix("CourseCell.xib") }
        let got = lits.map { "\($0.location.line) \($0.modifier) \($0.value?.color?.hex ?? $0.value?.font?.summary ?? "-")" }
        #expect(
            got == [
                "26 fontDescription 17pt Semibold", "27 textColor #1C1C1E", "32 fontDescription 13pt Regular (.footnote)",
                "33 textColor #3C3C4399", "38 progressTintColor #34C759", "39 trackTintColor #E5E5EA", "43 backgroundColor #5957DE",
                "44 fontDescription 15pt Heavy SFProDisplay-Heavy", "45 textColor #FFFFFF", "49 backgroundColor #FFFFFF"
            ])
        let refs = try inv().assetReferences.filter { $0.location.file.hasSuffix(".xib") }
        #expect(refs.map(\.name) == ["TextPrimary", "AppBlue", "CardBackground"])
        #expect(refs.allSatisfy { $0.resolved })
    }

    @Test func inlineLiteralsInViewControllers() throws {
        let lits = try inv().literals.filter { $0.location.file.hasSuffix(".swift") }
        let got = lits.map {
            "\(at($0.location)) \($0.modifier) \($0.value?.color?.hex ?? $0.value?.font?.summary ?? $0.value?.length.map { Length.format($0) } ?? "-")"
        }
        #expect(
            got == [
                "Tandem/Controllers/ForgotPasswordViewController.swift:17 backgroundColor #26285952",
                "Tandem/Controllers/ForgotPasswordViewController.swift:19 backgroundColor #FFFFFF",
                "Tandem/Controllers/ForgotPasswordViewController.swift:21 shadowColor #292B6380",
                "Tandem/Controllers/ForgotPasswordViewController.swift:22 shadowRadius 31",
                "Tandem/Controllers/ForgotPasswordViewController.swift:30 textColor #2C2B56E0",
                "Tandem/Controllers/ForgotPasswordViewController.swift:33 font 18pt Bold HelveticaNeue-Bold",
                "Tandem/Controllers/ForgotPasswordViewController.swift:34 backgroundColor #2D2BA9",
                "Tandem/Controllers/SignInViewController.swift:29 setTitleColor #F9F9FB",
                "Tandem/Controllers/SignInViewController.swift:40 let highlight #FB5E51",
                "Tandem/Controllers/SignInViewController.swift:44 font 18pt Medium SFProText-Medium"
            ])
    }

    @Test func viewControllerTextsAndForcedLightStyle() throws {
        let i = try inv()
        let views = i.views.filter { $0.kind == .uiKit }
        #expect(views.first { $0.name == "SignInViewController" }?.texts.map(\.text) == ["Sign In", "Can't Sign In", "OK"])
        #expect(
            views.first { $0.name == "ForgotPasswordViewController" }?.texts.map(\.text) == [
                "Forgot Password?", "Enter your email and we'll send you a link.", "SEND NOW"
            ])
        #expect(i.colorSchemeOverrides.map { "\($0.scheme) \(at($0.location))" } == ["light Tandem/Resources/Info.plist:46"])
    }
}
