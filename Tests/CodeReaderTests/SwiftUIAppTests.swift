import GapCheckModel
import Testing

@testable import CodeReader

/// The SwiftUI fixture app, read once for all tests.
let swiftUIApp: Inventory? = try? TestSupport.read(TestSupport.fixture("swiftui-app"))

private func inv() throws -> Inventory { try #require(swiftUIApp) }
private let prefix = TestSupport.fixture("swiftui-app") + "/"

/// `file:line:column` relative to the fixture root.
private func at(_ loc: GapCheckModel.SourceLocation) -> String {
    (loc.file.hasPrefix(prefix) ? String(loc.file.dropFirst(prefix.count)) : loc.file) + ":\(loc.line):\(loc.column)"
}

@Suite("SwiftUI app: colors")
struct SwiftUIColorTests {
    @Test(
        arguments: [
            // name, light, dark, origin, location
            ("Color.brandPrimary", "#4F46E5", "#818CF8", ColorOrigin.asset, "DesignSystem/Colors.swift:5:16"),
            ("Color.brandSecondary", "#0969DA", nil, .asset, "DesignSystem/Colors.swift:6:16"),
            ("Color.brandAccent", "#FF6A3D", "#FF9966CC", .asset, "DesignSystem/Colors.swift:7:16"),
            ("Color.accent", "#4F46E5", "#818CF8", .alias, "DesignSystem/Colors.swift:8:16"),
            ("Color.accentPressed", "#0969DA", nil, .alias, "DesignSystem/Colors.swift:9:16"),
            ("Color.statusSuccess", "#34C759", "#30D158", .system, "DesignSystem/Colors.swift:12:16"),
            ("Color.statusWarning", "#FF9500", nil, .literal, "DesignSystem/Colors.swift:13:16"),
            ("Color.statusError", "#FF3B30", nil, .literal, "DesignSystem/Colors.swift:14:16"),
            ("Color.statusInfo", "#007AFF", nil, .literal, "DesignSystem/Colors.swift:15:16"),
            ("Color.statusInfoMuted", "#007AFF40", nil, .alias, "DesignSystem/Colors.swift:16:16"),
            ("Color.textPrimary", "#000000", "#FFFFFF", .system, "DesignSystem/Colors.swift:19:16"),
            ("Color.textSecondary", "#3C3C4399", "#EBEBF599", .system, "DesignSystem/Colors.swift:20:16"),
            ("Color.textInverse", "#FFFFFF", "#000000", .system, "DesignSystem/Colors.swift:21:16"),
            ("Color.textOnBrand", "#FFFFFF", nil, .literal, "DesignSystem/Colors.swift:22:16"),
            ("Color.surfaceRaised", "#F2F2F7", nil, .literal, "DesignSystem/Colors.swift:25:16"),
            ("Color.surfaceGray", "#808080", nil, .literal, "DesignSystem/Colors.swift:27:16"),
            ("Color.surfaceAdaptive", "#FFFFFF", "#1C1C1E", .literal, "DesignSystem/Colors.swift:28:16"),
            ("Color.computedBrand", "#4F46E5", nil, .literal, "DesignSystem/Colors.swift:30:16"),
            ("Color.highlight", "#D60ACC", nil, .literal, "DesignSystem/Colors.swift:31:16"),
            ("AppColors.green", "#B3CBC0", nil, .literal, "DesignSystem/Colors.swift:35:16"),
            ("AppColors.darkGreen", "#7FA395", nil, .literal, "DesignSystem/Colors.swift:36:16"),
            ("AppColors.textPrimary", "#000000", nil, .literal, "DesignSystem/Colors.swift:37:16"),
            ("AppColors.divider", "#3C3C434A", "#54545899", .system, "DesignSystem/Colors.swift:38:16"),
            ("AppColors.secondaryFill", "#F2F2F7", "#1C1C1E", .system, "DesignSystem/Colors.swift:39:16"),
            ("AppColors.tintFromUIKit", "#007AFF", "#0A84FF", .system, "DesignSystem/Colors.swift:40:16"),
            ("AppColors.link", "#B3CBC0", nil, .alias, "DesignSystem/Colors.swift:41:16"),
            ("BrokenTokens.ok", "#0A0B0C", nil, .literal, "Views/Broken.swift:4:16")
        ] as [(String, String, String?, ColorOrigin, String)])
    func resolvesColor(_ name: String, _ light: String, _ dark: String?, _ origin: ColorOrigin, _ location: String) throws {
        let token = try #require(try inv().color(name), "\(name) not found")
        #expect(token.light?.hex == light)
        #expect(token.dark?.hex == dark)
        #expect(token.origin == origin)
        #expect(at(token.location) == location)
        #expect(token.unresolved == false)
    }

    @Test func systemColorsCarryTheirNames() throws {
        let i = try inv()
        #expect(i.color("Color.statusSuccess")?.systemName == "systemGreen")
        #expect(i.color("Color.textPrimary")?.systemName == "label")
        // `Color.black`/`.white` are exact fixed values: literals, not generic system colors.
        #expect(i.color("AppColors.textPrimary")?.notes.contains("fixed color black, not adaptive") == true)
        #expect(i.color("AppColors.textPrimary")?.systemName == nil)
    }

    @Test func displayP3IsConvertedToSRGB() throws {
        let c = try #require(try inv().color("Color.surfaceWide")?.light)
        // P3 pure red lies outside sRGB: (1.093, -0.227, -0.150) unclamped.
        #expect(abs(c.red - 1.0931) < 0.002)
        #expect(abs(c.green - -0.2267) < 0.002)
        #expect(c.isOutOfGamut)
    }

    @Test func eightDigitHexFollowsTheHelperDeclaration() throws {
        let token = try #require(try inv().color("Color.highlight"))
        // `Color(hex: "#FFD60ACC")` and the tree's helper assigns `int >> 24` to `a`: AARRGGBB.
        #expect(token.light?.hex == "#D60ACC")
        #expect(token.notes.contains { $0.contains("AARRGGBB") })
    }

    @Test func unresolvedAssetIsRecorded() throws {
        let i = try inv()
        let token = try #require(i.color("Color.missingAsset"))
        #expect(token.unresolved)
        #expect(token.light == nil)
        #expect(token.reference == "DoesNotExist")
        let ref = try #require(i.assetReferences.first { $0.name == "DoesNotExist" })
        #expect(ref.resolved == false)
        #expect(at(ref.location) == "DesignSystem/Colors.swift:29:31")
        #expect(i.assetReferences.filter { $0.name != "DoesNotExist" }.allSatisfy { $0.resolved })
    }

    @Test func aliasCyclesDoNotHangOrInvent() throws {
        let i = try inv()
        #expect(i.color("AppColors.cycleA") == nil)
        #expect(i.color("AppColors.cycleB") == nil)
    }

    @Test func assetsReadEveryComponentFormat() throws {
        let assets = Dictionary(uniqueKeysWithValues: try inv().assets.map { ($0.name, $0) })
        #expect(assets["BrandPrimary"]?.light?.hex == "#4F46E5")  // 0–255 integers, universal before ipad
        #expect(assets["BrandPrimary"]?.dark?.hex == "#818CF8")
        #expect(assets["BrandPrimary"]?.highContrast?.hex == "#3830C0")  // hex bytes
        #expect(assets["BrandSecondary"]?.light?.hex == "#0969DA")  // display-p3 floats
        #expect(assets["BrandAccent"]?.light?.hex == "#FF6A3D")  // luminosity light only
        #expect(assets["BrandAccent"]?.dark?.hex == "#FF9966CC")
        #expect(assets["Status/Neutral"]?.light?.hex == "#808080")  // gray gamma 2.2, namespaced folder
    }
}

@Suite("SwiftUI app: fonts and lengths")
struct SwiftUIFontLengthTests {
    @Test(
        arguments: [
            ("Typography.title", 28.0, 700, "title1", nil, "DesignSystem/Typography.swift:4:16"),
            ("Typography.heading", 22, 600, "title2", "rounded", "DesignSystem/Typography.swift:5:16"),
            ("Typography.body", 17, 400, "body", nil, "DesignSystem/Typography.swift:6:16"),
            ("Typography.caption", 11, 400, "caption2", nil, "DesignSystem/Typography.swift:7:16"),
            ("Typography.display", 57, 700, nil, "rounded", "DesignSystem/Typography.swift:8:16"),
            ("Typography.metric", 28, 600, "title1", nil, "DesignSystem/Typography.swift:9:16"),
            ("Typography.fixed", 14, 400, nil, nil, "DesignSystem/Typography.swift:10:16"),
            ("Typography.emphasis", 17, 500, "body", nil, "DesignSystem/Typography.swift:11:16"),
            ("Typography.boldBody", 17, 700, "body", nil, "DesignSystem/Typography.swift:13:16"),
            ("Font.headlineSmall", 15, 600, nil, nil, "DesignSystem/Typography.swift:17:16")
        ] as [(String, Double, Int, String?, String?, String)])
    func resolvesFont(_ name: String, _ size: Double, _ weight: Int, _ style: String?, _ design: String?, _ location: String) throws {
        let f = try #require(try inv().font(name), "\(name) not found")
        #expect(f.spec.size == size)
        #expect(f.spec.weight == weight)
        #expect(f.spec.textStyle == style)
        #expect(f.spec.design == design)
        #expect(at(f.location) == location)
    }

    @Test func customFontsKeepTheirPostScriptName() throws {
        let i = try inv()
        #expect(i.font("Typography.metric")?.spec.family == "SFProRounded-Semibold")
        #expect(i.font("Typography.italicCaption")?.spec.italic == true)
    }

    @Test(
        arguments: [
            ("Spacing.xs", 4.0, LengthScale.spacing, "DesignSystem/Spacing.swift:4:16"),
            ("Spacing.sm", 8, .spacing, "DesignSystem/Spacing.swift:5:16"),
            ("Spacing.md", 16, .spacing, "DesignSystem/Spacing.swift:6:16"),
            ("Spacing.lg", 24, .spacing, "DesignSystem/Spacing.swift:7:16"),
            ("Spacing.cardPadding", 16, .spacing, "DesignSystem/Spacing.swift:8:16"),
            ("CornerRadius.small", 8, .radius, "DesignSystem/Spacing.swift:12:10"),
            ("CornerRadius.medium", 12, .radius, "DesignSystem/Spacing.swift:13:10"),
            ("CGFloat.space20", 20, .spacing, "DesignSystem/Spacing.swift:17:16"),
            ("Layout.buttonHeight", 56, .size, "DesignSystem/Spacing.swift:21:16"),
            ("Layout.iconSize", 24, .size, "DesignSystem/Spacing.swift:22:16")
        ] as [(String, Double, LengthScale, String)])
    func resolvesLength(_ name: String, _ value: Double, _ scale: LengthScale, _ location: String) throws {
        let l = try #require(try inv().length(name), "\(name) not found")
        #expect(l.value == value)
        #expect(l.scale == scale)
        #expect(at(l.location) == location)
    }

    @Test func numbersThatAreNotLengthsAreNotTokens() throws {
        let i = try inv()
        #expect(i.length("Layout.animationDuration") == nil)
        #expect(i.length("Layout.maxRetries") == nil)
        #expect(i.length("APIClient.timeout") == nil)
        #expect(i.length("APIClient.retryCount") == nil)
    }
}

@Suite("SwiftUI app: views, models, literals")
struct SwiftUIViewTests {
    @Test func viewTextsIncludeEveryElementKind() throws {
        let views = Dictionary(uniqueKeysWithValues: try inv().views.map { ($0.name, $0) })
        let dash = try #require(views["DashboardView"])
        #expect(dash.kind == .swiftUI)
        #expect(
            dash.texts.map(\.text) == [
                "Dashboard", "Updated \\(model.minutes) min ago", "Total Capsules", "Tunnel", "Refresh", "v1.0", "BuilderOS",
                "Pull to refresh", "Refresh hint"
            ])
        #expect(dash.usedViews == ["StatRow"])
        let title = try #require(dash.texts.first { $0.text == "BuilderOS" })
        #expect(title.element == "navigationTitle")
        #expect(at(title.location) == "Views/DashboardView.swift:30:30")
        let settings = try #require(views["SettingsView"])
        #expect(
            Set(settings.texts.map(\.text)).isSuperset(of: [
                "Connection", "Device", "Your name", "Notifications", "Appearance", "Theme", "App Settings"
            ]))
        #expect(settings.texts.first { $0.text == "App Settings" }?.element == "Section")
        #expect(settings.texts.first { $0.text == "Connection" }?.element == "Section")
        #expect(views["SettingsView_Previews"] == nil)
        #expect(views["BrokenView"]?.texts.map(\.text) == ["Still here"])
    }

    @Test func modelsListStoredAndComputedProperties() throws {
        let models = Dictionary(uniqueKeysWithValues: try inv().models.map { ($0.name, $0) })
        let capsule = try #require(models["Capsule"])
        #expect(capsule.properties.map(\.name) == ["id", "name", "tags", "description", "status", "displayName"])
        #expect(capsule.properties.first { $0.name == "description" }?.isOptional == true)
        #expect(capsule.properties.first { $0.name == "displayName" }?.isComputed == true)
        #expect(models["Capsule.Status"]?.cases == ["active", "development", "testing"])
        #expect(models["SystemStatus"]?.properties.map(\.name) == ["capsulesCount", "lastLatencyMs", "uptime"])
        // Views, apps, previews and token namespaces are not models.
        for name in ["DashboardView", "SettingsView", "BuilderApp", "SettingsView_Previews", "AppColors", "Spacing", "CornerRadius", "Typography", "Layout"] {
            #expect(models[name] == nil, "\(name) listed as a model")
        }
    }

    @Test func inlineLiteralsInViewCode() throws {
        let lits = try inv().literals.filter { $0.location.file.hasSuffix("DashboardView.swift") }
        let summary = lits.map { "\($0.kind.rawValue) \($0.modifier) \(at($0.location))" }
        #expect(
            summary == [
                "color let accentOverride Views/DashboardView.swift:5:26",
                "spacing VStack(spacing:) Views/DashboardView.swift:9:50",
                "typography font Views/DashboardView.swift:11:27",
                "typography font Views/DashboardView.swift:13:27",
                "color foregroundColor Views/DashboardView.swift:14:38",
                "spacing padding(.horizontal) Views/DashboardView.swift:18:43",
                "color background Views/DashboardView.swift:20:33",
                "radius cornerRadius Views/DashboardView.swift:21:35",
                "size frame(width:) Views/DashboardView.swift:22:35",
                "size frame(height:) Views/DashboardView.swift:22:47",
                "color fill Views/DashboardView.swift:23:31",
                "radius RoundedRectangle(cornerRadius:) Views/DashboardView.swift:24:48",
                "radius rect(cornerRadius:) Views/DashboardView.swift:27:52",
                "spacing padding Views/DashboardView.swift:28:30"
            ])
        #expect(lits.allSatisfy { $0.enclosingType == "DashboardView" })
        #expect(lits.first { $0.modifier == "foregroundColor" }?.value?.color?.hex == "#E74C3C")
        #expect(lits.first { $0.modifier == "fill" }?.systemName == "systemRed")
        #expect(lits.first { $0.modifier == "let accentOverride" }?.systemName == "systemRed")
        #expect(lits.first { $0.modifier == "background" }?.value?.color?.hex == "#E63333")
        // Previews are not shipped UI.
        let all = try inv().literals
        #expect(all.allSatisfy { $0.value?.length != 99 && $0.value?.length != 98 })
    }

    @Test func colorSchemeOverrides() throws {
        let o = try inv().colorSchemeOverrides.map { "\($0.scheme) \(at($0.location))" }
        #expect(o == ["light Info.plist:7:0", "light Views/SettingsView.swift:21:10"])
    }

    @Test func backupsAndGeneratedCodeAreNotCounted() throws {
        let i = try inv()
        #expect(i.colors.filter { $0.name == "brandPrimary" }.count == 1)
        #expect(i.color("Theme.old") == nil)
        #expect(i.color("Asset.brandPrimary") == nil)
        #expect(i.diagnostics.contains { $0.location.file.hasSuffix("Colors 2.swift") })
        #expect(i.diagnostics.contains { $0.location.file.hasSuffix("Theme.swift.orig") })
        #expect(i.diagnostics.contains { $0.location.file.hasSuffix("Assets+Generated.swift") })
        #expect(i.diagnostics.contains { $0.location.file.hasSuffix("Broken.swift") && $0.message.contains("syntax errors") })
    }

    @Test func localsParametersAndViewModelsAreNotTokens() throws {
        let i = try inv()
        let names = Set(i.colors.map(\.qualifiedName) + i.lengths.map(\.qualifiedName) + i.fonts.map(\.qualifiedName))
        for bad in ["highlight", "padding", "fallback", "DashboardViewModel.total", "DashboardView.accentOverride", "APIClient.baseURL", "tint", "spacing"] {
            #expect(!names.contains(bad), "\(bad) invented as a token")
        }
        #expect(i.colors.allSatisfy { !$0.location.file.hasSuffix("DashboardViewModel.swift") })
    }
}
