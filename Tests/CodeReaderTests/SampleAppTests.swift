import GapCheckModel
import Testing

@testable import CodeReader

/// The reader's side of `Tests/GapCheckKitTests/Fixtures/sample-answer-key.md` over the bundled `tokens/` app.
@Suite("Bundled sample tokens/ (answer key)")
struct SampleAppTests {
    static let root = TestSupport.repoRoot + "/tokens"
    static let inventory: Inventory? = try? TestSupport.read(root)

    private func inv() throws -> Inventory { try #require(Self.inventory) }
    private func at(_ loc: GapCheckModel.SourceLocation) -> String {
        let p = Self.root + "/"
        return (loc.file.hasPrefix(p) ? String(loc.file.dropFirst(p.count)) : loc.file) + ":\(loc.line)"
    }

    @Test(
        arguments: [
            ("Color.brandPrimary", "#4F46E5", nil, ColorOrigin.asset, 13),
            ("Color.brandPrimaryPressed", "#4338CA", nil, .literal, 14),
            ("Color.brandAccent", "#FF6A3D", nil, .literal, 15),
            ("Color.statusSuccess", "#34C759", "#30D158", .system, 19),
            ("Color.darkGreen", "#1A7F37", nil, .literal, 20),
            ("Color.statusSuccessSubtle", "#E8F8EC", nil, .literal, 21),
            ("Color.statusWarning", "#FFCC00", nil, .literal, 22),
            ("Color.statusError", "#FF3B30", nil, .literal, 23),
            ("Color.statusInfo", "#0F88FF", nil, .literal, 24),
            ("Color.textPrimary", "#1C1C1E", "#FFFFFF", .asset, 28),
            ("Color.textSecondary", "#636366", "#98989D", .asset, 29),
            ("Color.textTertiary", "#AEAEB2", nil, .literal, 30),
            ("Color.textOnBrand", "#FFFFFF", nil, .literal, 31),
            ("Color.backgroundPrimary", "#F2F2F7", "#000000", .asset, 35),
            ("Color.surface", "#FFFFFF", nil, .asset, 36),
            ("Color.border", "#E5E5EA", "#38383A", .asset, 37),
            ("Color.overlay", "#00000066", nil, .literal, 38),
            ("Color.zoneEasy", "#64D2FF", nil, .literal, 42),
            ("Color.zoneMax", "#FF453A", nil, .literal, 46)
        ] as [(String, String, String?, ColorOrigin, Int)])
    func colors(_ name: String, _ light: String, _ dark: String?, _ origin: ColorOrigin, _ line: Int) throws {
        let t = try #require(try inv().color(name), "\(name) not found")
        #expect(t.light?.hex == light)
        #expect(t.dark?.hex == dark)
        #expect(t.origin == origin)
        #expect(at(t.location) == "DesignSystem/Colors.swift:\(line)")
    }

    @Test func plantedTokenGaps() throws {
        let i = try inv()
        let grid = try #require(i.color("Color.chartGrid"))
        #expect(grid.unresolved && grid.light == nil && at(grid.location) == "DesignSystem/Colors.swift:50")
        #expect(i.assetReferences.first { $0.name == "ChartGrid" }?.resolved == false)
        #expect(i.color("Theme.statusError")?.light?.hex == "#E63333")
        #expect(at(try #require(i.color("Theme.statusError")).location) == "DesignSystem/Theme.swift:14")
        #expect(i.color("Theme.brandPrimary")?.light?.hex == "#4F46E5")
        #expect(i.font("Theme.title")?.spec == i.font("Typography.title")?.spec)
        #expect(i.font("Typography.title")?.spec.weight == 600)
        #expect(i.font("Typography.metric")?.spec.family == "SFProRounded-Bold")
        #expect(i.font("Typography.metric")?.spec.weight == 700)
        #expect(i.length("Spacing.lg")?.value == 20)
        #expect(i.length("CornerRadius.lg")?.value == 14)
        #expect(at(try #require(i.length("CornerRadius.lg")).location) == "DesignSystem/Spacing.swift:23")
        #expect(i.assets.first { $0.name == "Surface" }?.dark == nil)
        #expect(i.colorSchemeOverrides.map { "\($0.scheme) \(at($0.location))" } == ["light App.swift:18"])
    }

    @Test func inlineLiteralsFromTheKey() throws {
        let got = Set(try inv().literals.map { "\($0.kind.rawValue) \(at($0.location))" })
        for expected in [
            "color Views/OnboardingView.swift:57", "color Views/WorkoutDetailView.swift:34", "typography Views/Components/StatTile.swift:15",
            "spacing Views/Components/StatTile.swift:22", "spacing Views/OnboardingView.swift:68", "radius Views/Components/WorkoutRow.swift:25",
            "size Views/WorkoutDetailView.swift:72", "size Views/WorkoutDetailView.swift:81", "size Views/WorkoutDetailView.swift:85"
        ] {
            #expect(got.contains(expected), "missing literal \(expected)")
        }
        // Token uses are not literals: `Typography.footnote.weight(.semibold)`, `.padding(Spacing.md)`.
        #expect(got.count == 9)
    }

    @Test func screensSectionsAndFields() throws {
        let i = try inv()
        let views = Dictionary(uniqueKeysWithValues: i.views.map { ($0.name, $0) })
        let dash = try #require(views["DashboardView"])
        #expect(
            Set(["Today", "This Week", "Weekly Goal", "Recent Workouts", "Distance", "Active Minutes", "Avg Pace"]).isSubset(of: Set(dash.texts.map(\.text))))
        #expect(!dash.texts.contains { $0.text == "Streak" || $0.text == "Training Load" })
        let detail = try #require(views["WorkoutDetailView"])
        #expect(Set(["Summary", "Cadence", "Km", "Pace", "Heart Rate", "Heart Rate Zones"]).isSubset(of: Set(detail.texts.map(\.text))))
        #expect(!detail.texts.contains { $0.text == "Calories" || $0.text == "Power" })
        let settings = try #require(views["SettingsView"])
        #expect(Set(["Profile", "Workouts", "Appearance", "About", "Sign Out", "Privacy Policy"]).isSubset(of: Set(settings.texts.map(\.text))))
        #expect(views["StatusBadge"]?.texts.map(\.text) == ["Completed", "Not Synced"])
        #expect(views["AchievementsView"] == nil)
        let models = Dictionary(uniqueKeysWithValues: i.models.map { ($0.name, $0) })
        #expect(models["Workout"]?.properties.contains { $0.name == "calories" } == true)
        #expect(models["Workout"]?.properties.contains { $0.name == "cadence" } == false)
        #expect(models["Split"]?.properties.filter { !$0.isComputed }.map(\.name) == ["km", "pace", "heartRate"])
        #expect(models["HeartRateZone"]?.cases == ["easy", "steady", "tempo", "threshold", "max"])
        // Model members are never color tokens.
        #expect(i.colors.allSatisfy { !$0.location.file.contains("/Models/") })
    }
}
