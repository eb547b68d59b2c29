import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit

/// Large inputs and folded causes.
@Suite struct ChecksScaleTests {
    typealias S = MatchingTestSupport

    static func hex(_ i: Int) -> String {
        let v = (i &* 2_654_435_761) & 0xFFFFFF
        let s = String(v, radix: 16, uppercase: true)
        return "#" + String(repeating: "0", count: 6 - s.count) + s
    }

    @Test func thousandsOfTokensAndExpectations() {
        let n = 3000
        let design = DesignSpec(expectations: (0..<n).map { S.color("--color-token-\($0)", Self.hex($0)) })
        let inventory = Inventory(colors: (0..<n).map { S.token("token\($0 + n / 2)", Self.hex($0 + n / 2)) })
        let rows = Matcher.match(design: design, inventory: inventory, configuration: Configuration()).colors
        #expect(rows.count == n)
        // Tokens n/2..<n appear in both by name; the first half has no same-named token.
        #expect(rows.filter { $0.status == .matched }.count >= n / 2)
    }

    @Test func noColorTokensIsOneFinding() {
        let design = DesignSpec(expectations: (0..<12).map { S.color("--color-c\($0)", Self.hex($0 * 7919)) })
        let f = S.run(design, Inventory()).filter { $0.rule == "color.missing" }
        #expect(f.count == 1)
        #expect(f.first?.count == 12)
    }

    @Test func noSpacingScaleIsOneFinding() {
        let design = DesignSpec(expectations: [4.0, 8, 12, 16].map { S.length(.spacing, "--space-\(Int($0))", $0) })
        let f = S.run(design, Inventory()).filter { $0.rule == "spacing.off-scale" }
        #expect(f.count == 1)
        #expect(f.first?.fix?.text.contains("static let space4") == false || f.first?.fix?.text.contains(": CGFloat = 4") == true)
    }

    /// One component's measures (`CardGeometry`: a width beside its inset and gap) are not the app's spacing
    /// scale: the design's scale is reported once as missing, not step by step against two geometry values; a
    /// real scale beside it stays the scale.
    @Test func oneComponentsGeometryIsNotTheSpacingScale() throws {
        let tokens = """
            { "space": {
                "tight": { "$type": "dimension", "$value": "4px" },
                "base": { "$type": "dimension", "$value": "16px" },
                "loose": { "$type": "dimension", "$value": "28px" }
            } }
            """
        let geometry = """
            import SwiftUI

            enum CardGeometry {
                static let width: CGFloat = 340
                static let inset: CGFloat = 14
                static let gap: CGFloat = 6
            }
            """
        let alone = try DesignTrustTests.run(design: ["space.tokens.json": tokens], app: ["CardGeometry.swift": geometry])
        let spacing = alone.findings.filter { $0.rule == "spacing.off-scale" }
        #expect(spacing.count == 1 && spacing[0].title.contains("declares no spacing tokens"), "\(spacing.map(\.title))")

        let withScale = try DesignTrustTests.run(
            design: ["space.tokens.json": tokens],
            app: [
                "CardGeometry.swift": geometry,
                "Space.swift": "import SwiftUI\n\nenum Space {\n    static let tight: CGFloat = 4\n    static let base: CGFloat = 16\n}\n"
            ])
        let steps = withScale.findings.filter { $0.rule == "spacing.off-scale" }
        #expect(steps.count == 1 && steps[0].title.contains("loose") && steps[0].message.contains("Space.base"), "\(steps.map { $0.title + " " + $0.message })")
        #expect(!steps[0].message.contains("CardGeometry"), "\(steps[0].message)")
    }

    @Test func manyInlinePaddingsAreOneFindingPerValue() {
        let lits = (0..<40).map { i in
            InlineLiteral(
                kind: .spacing, modifier: "padding", value: .length(13), expression: "13", enclosingType: "V\(i % 5)",
                location: S.loc("tokens/Views/V\(i % 5).swift", i + 1))
        }
        let f = S.run(DesignSpec(), Inventory(literals: lits)).filter { $0.rule == "hardcoded.spacing" }
        #expect(f.count == 1)
        #expect(f.first?.count == 40)
        #expect(f.first?.title.contains("40 times in 5 files") == true)
    }

    @Test func paletteUnderRoleTokensIsNotLiteralNaming() {
        let design = DesignSpec(expectations: [S.color("--color-status-success", "#34C759")])
        let inv = Inventory(colors: [S.token("green500", owner: "Palette", "#34C759"), S.token("success", owner: "Palette", "#34C759")])
        #expect(!S.run(design, inv).contains { $0.rule == "naming.literal" })
        let bare = Inventory(colors: [S.token("green", owner: "AppColors", "#34C759")])
        #expect(S.run(design, bare).contains { $0.rule == "naming.literal" && $0.title.contains("AppColors.green") })
    }

    @Test func inlineColorEqualToSeveralTokensNamesThemAll() {
        let inv = Inventory(
            colors: [S.token("cardBackground", "#FFFFFF"), S.token("textOnBrand", "#FFFFFF")],
            literals: [
                InlineLiteral(
                    kind: .color, modifier: "background", value: .color(Color(hex: "#FFFFFF")!), expression: "Color(hex: 0xFFFFFF)",
                    enclosingType: "V", location: S.loc("tokens/V.swift", 3))
            ])
        let f = S.run(DesignSpec(), inv).filter { $0.rule == "hardcoded.color" }
        #expect(f.count == 1)
        #expect(f.first?.fix?.text.contains("`Color.cardBackground`, `Color.textOnBrand`") == true)
    }

    @Test func aFullyTransparentInlineColorIsNoPaletteValue() {
        let clear = Color(hex: "#000000")!.withAlpha(0)
        let inv = Inventory(literals: [
            InlineLiteral(
                kind: .color, modifier: "background", value: .color(clear), expression: "isOn ? Color.teal : Color.clear",
                enclosingType: "Fila", location: S.loc("app/Fila.swift", 9)),
            InlineLiteral(
                kind: .color, modifier: "foregroundStyle", value: .color(Color(hex: "#3A6B5C")!), expression: "Color(hex: 0x3A6B5C)",
                enclosingType: "Fila", location: S.loc("app/Fila.swift", 12))
        ])
        let f = S.run(DesignSpec(), inv).filter { $0.rule == "hardcoded.color" }
        #expect(f.map(\.title) == ["Inline color #3A6B5C used 1 time in 1 file"], "\(f.map(\.title))")
    }

    @Test func aliasesFromConfiguration() {
        let design = DesignSpec(expectations: [S.color("--color-brand-primary", "#4F46E5")])
        let inv = Inventory(colors: [S.token("accent", owner: "AppColors", "#112233")])
        var cfg = Configuration()
        #expect(S.run(design, inv, configuration: cfg).contains { $0.rule == "color.missing" })
        cfg.aliases = ["--color-brand-primary": "AppColors.accent"]
        let f = S.run(design, inv, configuration: cfg)
        #expect(f.contains { $0.rule == "color.mismatch" && $0.title.contains("AppColors.accent") })
        #expect(!f.contains { $0.rule == "color.missing" })
    }

    @Test func galleriesLocalizedViewsAndDataHeadingsAreNotGaps() {
        let loc = S.loc("design/x.html")
        let design = DesignSpec(screens: [
            ScreenSpec(name: "index", title: "All screens", sections: [SectionSpec(title: "Screens", level: 2, location: loc)], labels: [], location: loc),
            ScreenSpec(
                name: "history", title: "History",
                sections: [
                    SectionSpec(title: "Monday, Jan 5", level: 2, location: loc), SectionSpec(title: "Filters", level: 2, location: loc)
                ], labels: [DataLabel(text: "Total Time", kind: .stat, sampleValue: "3h", location: loc)], location: loc)
        ])
        let localized = Inventory(views: [ViewType(name: "HistoryView", kind: .swiftUI, texts: [], usedViews: [], location: S.loc("tokens/HistoryView.swift"))])
        let quiet = S.run(design, localized)
        #expect(quiet.isEmpty, "\(quiet.map(\.title))")
        let literal = Inventory(views: [
            ViewType(
                name: "HistoryView", kind: .swiftUI,
                texts: [
                    ViewText(text: "History", element: "navigationTitle", location: S.loc("tokens/HistoryView.swift", 3))
                ], usedViews: [], location: S.loc("tokens/HistoryView.swift"))
        ])
        let f = S.run(design, literal)
        #expect(f.filter { $0.rule == "section.missing" }.map(\.expected?.name) == ["Filters"])
        #expect(f.contains { $0.rule == "content.label-missing" })
        #expect(!f.contains { $0.rule == "model.field-missing" }, "no model types: no guesses")
        #expect(!f.contains { $0.rule == "screen.missing" })
    }
}
