import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit

@Suite struct MatchingNameTests {
    @Test(arguments: ["--color-status-success", "statusSuccess", "status_success", "StatusSuccess", "color.status.success", "AppColors.statusSuccess"])
    func oneNameManySpellings(_ spelling: String) {
        #expect(NameKey(spelling).core == ["status", "success"])
    }

    @Test func ownerCountsAndGenericWordsWeighLess() {
        let idx = NameIndex(
            [
                (name: "md", owner: "Spacing", index: 0), (name: "lg", owner: "CornerRadius", index: 1),
                (name: "statusSuccess", owner: "Color", index: 2), (name: "statusSuccess", owner: "Theme", index: 3),
                (name: "primary", owner: "Color", index: 4), (name: "brandPrimary", owner: "Color", index: 5)
            ], aliases: [:])
        #expect(idx.best(for: "--spacing-md")?.entry.index == 0)
        #expect(idx.best(for: "--radius-lg")?.entry.index == 1)
        #expect(idx.best(for: "--color-status-success")?.entry.index == 2)
        #expect(idx.best(for: "--color-brand-primary")?.entry.index == 5)
        #expect(idx.best(for: "--color-status-error") == nil)
        #expect(idx.best(for: "--text-primary") == nil)
    }

    /// Two words written as one (`Oncard`, a generator that capitalizes only the first letter of a path segment) are the
    /// same name as `on-card`; the same words broken alike still win, and numbers never run together.
    @Test func aNameWrittenWithOtherWordBreaksIsTheSameName() {
        #expect(NameKey.spellAlike("labelOnaccent", "labelOnAccent"))
        #expect(NameKey.spellAlike("label_on_accent", "LabelOnaccent"))
        #expect(!NameKey.spellAlike("space15", "space1_5"))
        #expect(!NameKey.spellAlike("labelOnaccent", "labelOnAccents"))
        let idx = NameIndex(
            [
                (name: "Oncard", owner: "Skin.lightSkin", index: 0), (name: "space15", owner: "Metrics", index: 1),
                (name: "fillinverse", owner: "Skin.lightSkin", index: 2), (name: "fillInverse", owner: "Tokens", index: 3),
                (name: "backgroundColor", owner: "Tokens", index: 4), (name: "gap2", owner: "Metrics", index: 5)
            ], aliases: [:])
        #expect(idx.best(for: "--on-card")?.entry.index == 0)
        #expect(idx.best(for: "surface.onCard") == nil)
        // The same words broken alike beat the same letters broken otherwise.
        #expect(idx.best(for: "fill.inverse")?.entry.index == 3)
        #expect(Set(idx.all(for: "fill.inverse").map(\.index)) == [2, 3])
        // Numbers keep their breaks: 1.5 is not 15, 2 and 0 is not 20.
        #expect(idx.best(for: "--space-1-5") == nil)
        #expect(idx.best(for: "--gap-2-0") == nil)
        // The generic word counts as before: `background.color` is `backgroundColor`, `background.colorful` nothing of it.
        #expect(idx.best(for: "background.color")?.entry.index == 4)
        #expect(idx.best(for: "background.colorful") == nil)
        // An ordered index (type styles) takes the same letters: they are in the same order.
        let styles = NameIndex([(name: "titleLarge", owner: "Type", index: 0), (name: "Largetitle", owner: "Type", index: 1)], aliases: [:], ordered: true)
        #expect(styles.best(for: "--large-title")?.entry.index == 1)
    }

    @Test func abbreviationsAreOneWord() {
        #expect(NameKey("--space-large").core == NameKey("Spacing.lg").core)
        #expect(NameKey("extraLarge").core == ["xl"])
        #expect(NameKey("--bg-primary").core == NameKey("backgroundPrimary").core)
    }

    @Test func aliasesWin() {
        let idx = NameIndex(
            [(name: "accent", owner: "AppColors", index: 0), (name: "brandPrimary", owner: "Color", index: 1)],
            aliases: ["--color-brand-primary": "AppColors.accent"])
        let hit = idx.best(for: "--color-brand-primary")
        #expect(hit?.entry.index == 0)
        #expect(hit?.viaAlias == true)
    }

    @Test func typographyTreatsTextAsGeneric() {
        let idx = NameIndex(
            [(name: "title", owner: "Typography", index: 0), (name: "largeTitle", owner: "Typography", index: 1)],
            aliases: [:], extraGeneric: NameKey.typographyGenericWords, ordered: true)
        #expect(idx.best(for: ".text-title")?.entry.index == 0)
        #expect(idx.best(for: ".text-large-title")?.entry.index == 1)
        #expect(idx.best(for: "--font-size-title-lg") == nil, "Material's title-large is not Apple's largeTitle")
    }

    @Test func screensMatchViews() {
        let inv = Inventory(views: [
            ViewType(name: "SettingsViewController", kind: .uiKit, texts: [], usedViews: [], location: MatchingTestSupport.loc("a.swift")),
            ViewType(name: "DashboardScreen", kind: .swiftUI, texts: [], usedViews: [], location: MatchingTestSupport.loc("b.swift")),
            ViewType(name: "SettingsView", kind: .swiftUI, texts: [], usedViews: [], location: MatchingTestSupport.loc("c.swift")),
            ViewType(name: "SettingsRowView", kind: .swiftUI, texts: [], usedViews: [], location: MatchingTestSupport.loc("d.swift"))
        ])
        var cfg = Configuration()
        let m = ScreenMatcher(inventory: inv, configuration: cfg)
        #expect(m.view(for: "settings")?.name == "SettingsView")
        #expect(m.view(for: "dashboard")?.name == "DashboardScreen")
        #expect(m.view(for: "workout-detail") == nil)
        // The content a screen shell draws (`CompassScreenContent`, `WeatherContent`) is that screen's view.
        let shells = Inventory(views: [
            ViewType(name: "CompassScreenContent", kind: .swiftUI, texts: [], usedViews: [], location: MatchingTestSupport.loc("e.swift")),
            ViewType(name: "WeatherContent", kind: .swiftUI, texts: [], usedViews: [], location: MatchingTestSupport.loc("f.swift")),
            ViewType(name: "CompassHeading", kind: .swiftUI, texts: [], usedViews: [], location: MatchingTestSupport.loc("g.swift"))
        ])
        #expect(ScreenMatcher(inventory: shells, configuration: cfg).view(for: "compass")?.name == "CompassScreenContent")
        #expect(ScreenMatcher(inventory: shells, configuration: cfg).view(for: "weather")?.name == "WeatherContent")
        cfg.screens = ["workout-detail": "SettingsRowView"]
        #expect(ScreenMatcher(inventory: inv, configuration: cfg).view(for: "workout-detail")?.name == "SettingsRowView")
    }

    @Test func textNormalization() {
        #expect(TextNormalizer.normalize("App & Settings:") == TextNormalizer.normalize("app and settings"))
        #expect(TextNormalizer.variants("Tunnel IP: \\(ip)").contains("tunnel ip"))
        #expect(TextNormalizer.normalize("Auto-Pause") == "auto pause")
    }

    @Test(arguments: [
        ("Tunnel IP", "tunnelIP"), ("Total Capsules", "capsulesCount"), ("Total Capsules", "totalCapsules"),
        ("Uptime", "uptimeFormatted"), ("Testing", "testingCapsulesCount"), ("Avg Pace", "averagePace"),
        ("Weekly Distance Goal", "weeklyGoal")
    ])
    func labelsMatchProperties(_ label: String, _ property: String) {
        let inv = Inventory(models: [
            ModelType(
                name: "Status", kind: .struct,
                properties: [
                    ModelProperty(name: property, type: "String", isOptional: false, location: MatchingTestSupport.loc("m.swift"))
                ], cases: [], location: MatchingTestSupport.loc("m.swift"))
        ])
        #expect(FieldMatcher(inventory: inv).property(for: label)?.property.name == property)
    }

    @Test func unrelatedLabelsDoNotMatch() {
        let inv = Inventory(models: [
            ModelType(
                name: "Workout", kind: .struct,
                properties: [
                    ModelProperty(name: "distance", type: "Double", isOptional: false, location: MatchingTestSupport.loc("m.swift")),
                    ModelProperty(name: "heartRate", type: "Int", isOptional: false, location: MatchingTestSupport.loc("m.swift"))
                ], cases: [], location: MatchingTestSupport.loc("m.swift"))
        ])
        let f = FieldMatcher(inventory: inv)
        #expect(f.property(for: "Cadence") == nil)
        #expect(f.property(for: "Power") == nil)
        #expect(f.property(for: "Resting Heart Rate")?.property.name == "heartRate")
    }

    @Test func typographyPropertyGroupsMerge() {
        func prop(_ name: String, _ spec: FontSpec) -> GapCheckModel.Expectation {
            GapCheckModel.Expectation(
                kind: .typography, name: name, source: .customProperty, role: .font, light: .font(spec), location: MatchingTestSupport.loc("t.css"))
        }
        let design = DesignSpec(expectations: [
            prop("--font-size-title-lg", FontSpec(size: 22)), prop("--font-weight-title-lg", FontSpec(weight: 700)),
            prop("--font-family-base", FontSpec(family: "-apple-system"))
        ])
        let inv = Inventory(fonts: [
            FontToken(name: "largeTitle", owner: "Font", spec: FontSpec(size: 34, weight: 700), expression: "", location: MatchingTestSupport.loc("a.swift")),
            FontToken(name: "titleLarge", owner: "Font", spec: FontSpec(size: 22, weight: 600), expression: "", location: MatchingTestSupport.loc("a.swift", 2))
        ])
        let rows = Matcher.match(design: design, inventory: inv, configuration: Configuration()).typography
        #expect(rows.count == 1)
        #expect(rows.first?.status == .mismatch)
        #expect(rows.first?.codeName == "Font.titleLarge")
        #expect(rows.first?.note == "weight Semibold vs Bold")
    }
}

/// A field row's locations are kept out of line and shared: a row reads, compares and encodes as with them inline.
@Suite struct FieldRowStorageTests {
    struct InlineRow: Codable {
        var screen: String
        var label: DataLabel
        var property: String?
        var propertyLocation: GapCheckModel.SourceLocation?
        var suggestedModel: String?
        var suggestedModelLocation: GapCheckModel.SourceLocation?
        var suggestedProperty: String
    }

    @Test func rowsOfOneModelShareItsLocationAndEncodeAsInline() throws {
        let inv = Inventory(models: [
            ModelType(
                name: "Kvitto", kind: .struct,
                properties: [
                    ModelProperty(name: "belopp", type: "Double", isOptional: false, location: MatchingTestSupport.loc("k.swift", 3)),
                    ModelProperty(name: "moms", type: "Double", isOptional: false, location: MatchingTestSupport.loc("k.swift", 4))
                ], cases: [], location: MatchingTestSupport.loc("k.swift", 1))
        ])
        let screen = ScreenSpec(
            name: "kvitto", title: nil, sections: [],
            labels: [
                DataLabel(text: "Belopp", kind: .labelValue, location: MatchingTestSupport.loc("k.html", 5)),
                DataLabel(text: "Moms", kind: .labelValue, location: MatchingTestSupport.loc("k.html", 6)),
                DataLabel(text: "Datum", kind: .labelValue, location: MatchingTestSupport.loc("k.html", 7))
            ], location: MatchingTestSupport.loc("k.html"))
        let rows = FieldMatcher(inventory: inv).match([screen])
        #expect(rows.map(\.property) == ["Kvitto.belopp", "Kvitto.moms", nil])
        #expect(rows.map(\.propertyLocation) == [MatchingTestSupport.loc("k.swift", 3), MatchingTestSupport.loc("k.swift", 4), nil])
        #expect(rows.allSatisfy { $0.suggestedModelLocation == MatchingTestSupport.loc("k.swift", 1) })
        // The same row made with its locations inline is equal and hashes alike.
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        for r in rows {
            let inline = FieldMatch(
                screen: r.screen, label: r.label, property: r.property, propertyLocation: r.propertyLocation, suggestedModel: r.suggestedModel,
                suggestedModelLocation: r.suggestedModelLocation, suggestedProperty: r.suggestedProperty)
            #expect(inline == r && inline.hashValue == r.hashValue)
            let copy = InlineRow(
                screen: r.screen, label: r.label, property: r.property, propertyLocation: r.propertyLocation, suggestedModel: r.suggestedModel,
                suggestedModelLocation: r.suggestedModelLocation, suggestedProperty: r.suggestedProperty)
            #expect(try encoder.encode(r) == encoder.encode(copy))
            #expect(try JSONDecoder().decode(FieldMatch.self, from: encoder.encode(r)) == r)
        }
        // A write to one row's shared location leaves the others as they were.
        var first = rows[0]
        first.suggestedModelLocation = MatchingTestSupport.loc("other.swift", 9)
        #expect(rows[1].suggestedModelLocation == MatchingTestSupport.loc("k.swift", 1))
        #expect(first.suggestedModelLocation == MatchingTestSupport.loc("other.swift", 9))
    }
}
