import Foundation
import GapCheckModel
import Testing

@testable import CodeReader
@testable import DesignTokenJSON
@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReporters

/// Token sets a design tool exports and a build turns into CSS and Swift (field round 26): a type group's letter spacing
/// is the text style's, a size variant of a style is assembled alike on both sides, and files one generator fault
/// breaks are one finding. Fixtures in German and French names, DTCG `$value` JSON and camel-case Swift.
@Suite struct TokenPipelineExportTests {
    // MARK: - A type group's letter spacing

    /// DTCG token JSON whose type groups carry a tracking and a letter spacing beside their size and leading, and a
    /// spacing scale of its own.
    static let typeTokens = """
        {
          "type": {
            "fliesstext": {
              "size": { "$type": "dimension", "$value": "15px" },
              "tracking": { "$type": "dimension", "$value": "0.3px" },
              "leading": { "$type": "dimension", "$value": "22px" }
            },
            "hinweis": {
              "size": { "$type": "dimension", "$value": "11px" },
              "letterSpacing": { "$type": "dimension", "$value": "4.4px" }
            },
            "stapel": { "gap": { "$type": "dimension", "$value": "12px" } }
          },
          "abstand": {
            "klein": { "$type": "dimension", "$value": "4px" },
            "gross": { "$type": "dimension", "$value": "16px" }
          }
        }
        """

    @Test func aTypeGroupsLetterSpacingIsNoStepOfTheSpacingScale() throws {
        let app = """
            import SwiftUI
            enum Abstand {
                static let klein: CGFloat = 4
                static let gross: CGFloat = 16
                static let stapelGap: CGFloat = 12
            }
            """
        let a = try DesignTrustTests.run(design: ["tokens.json": Self.typeTokens], app: ["Abstand.swift": app])
        let spacing = a.design.expectations.filter { $0.kind == .spacing }
        let values = Set(spacing.compactMap { $0.light.length })
        #expect(!values.contains(0.3) && !values.contains(4.4), "\(spacing.map(\.name))")
        // Negative: the layout's own steps stay, the gap inside a type group among them.
        #expect(values.isSuperset(of: [4, 16, 12]), "\(spacing.map(\.name))")
        let offScale = a.findings.filter { $0.rule == "spacing.off-scale" }
        #expect(!offScale.contains { "\($0.title) \($0.message)".contains("4.4") }, "\(offScale.map(\.title))")
    }

    /// Negative: a letter spacing outside any type group (a layout's `tracking` of a marquee) is not taken for a text style's.
    @Test func aTrackingOutsideATypeGroupIsReadAsBefore() {
        let words = ["marquee", "tracking"]
        #expect(TextMetricWords.namesLetterSpacing(words))
        #expect(DesignTokenFile.fontMemberType(["marquee", "tracking"]) == nil)
        #expect(DesignTokenFile.fontMemberType(["type", "copy", "tracking"]) == "letterspacing")
        #expect(TextMetricWords.namesNonSizeTextLength(["text", "indent", "lg"]))
        #expect(!TextMetricWords.namesNonSizeTextLength(["indent", "text"]))
        #expect(!TextMetricWords.namesLetterSpacing(["spacing", "letter"]))
    }

    // MARK: - A size variant of a text style

    static let variantDesign = """
        <!DOCTYPE html><html><head><title>Lecture</title><style>
        :root {
          --ui-corps-font-family: Inter; --ui-corps-font-size: 16px; --ui-corps-font-size-petit: 13px;
          --ui-corps-font-weight: 400; --ui-corps-line-height: 24px; --ui-corps-line-height-petit: 18px;
        }
        p { font-size: var(--ui-corps-font-size); font-family: var(--ui-corps-font-family); }
        small { font-size: var(--ui-corps-font-size-petit); line-height: var(--ui-corps-line-height-petit); }
        </style></head><body data-screen="lecture"><p>Chapitre un</p><small>Note de bas de page</small></body></html>
        """

    static func variantApp(small: Int) -> String {
        """
        import SwiftUI

        public enum UI {
            public static let CorpsFontFamily = "Inter"
            public static let CorpsFontSize: CGFloat = 16
            public static let CorpsFontSizePetit: CGFloat = \(small)
            public static let CorpsFontWeight = 400
            public static let CorpsLineHeight: CGFloat = 24
            public static let CorpsLineHeightPetit: CGFloat = 18
        }
        """
    }

    @Test func aSizeVariantIsAStyleOnBothSidesAndMatches() throws {
        let a = try DesignTrustTests.run(design: ["lecture.html": Self.variantDesign], app: ["UI.swift": Self.variantApp(small: 13)])
        let fonts = Dictionary(a.inventory.fonts.map { ($0.qualifiedName, $0) }, uniquingKeysWith: { x, _ in x })
        let petit = try #require(fonts["UI.CorpsFontSizePetit"], "\(fonts.keys.sorted())")
        // The variant's own line height; the style's family and weight.
        #expect(petit.spec.size == 13 && petit.spec.lineHeight == 18 && petit.spec.family == "Inter" && petit.spec.weight == 400)
        let corps = try #require(fonts["UI.Corps"], "\(fonts.keys.sorted())")
        #expect(corps.spec.size == 16 && corps.spec.lineHeight == 24)
        let typography = a.findings.filter { $0.rule.hasPrefix("typography.") }
        #expect(typography.isEmpty, "\(typography.map(\.title))")
    }

    /// Negative: a variant the code writes at another size is still a difference, not matched away.
    @Test func aVariantAtAnotherSizeIsStillReported() throws {
        let a = try DesignTrustTests.run(design: ["lecture.html": Self.variantDesign], app: ["UI.swift": Self.variantApp(small: 11)])
        let typography = a.findings.filter { $0.rule.hasPrefix("typography.") }
        #expect(typography.contains { "\($0.title) \($0.message)".contains("petit") }, "\(typography.map(\.title))")
    }

    /// Negative: a variant whose style has no family stays what it was (a size), and a variant of a weight alone makes no style.
    @Test func aVariantWithoutItsStylesFamilyIsNoStyle() throws {
        let inv = try GeneratedTokenFormsTests.read(
            """
            import SwiftUI
            enum Schrift {
                static let notizFontSize: CGFloat = 12
                static let notizFontSizeKlein: CGFloat = 10
                static let notizFontWeightStark = 700
                static let zitatFontFamily = "Lato"
                static let zitatFontSize: CGFloat = 18
                static let zitatFontSizeGross: CGFloat = 22
                static let zitatFontWeightStark = 700
            }
            """)
        let names = Set(inv.fonts.map(\.qualifiedName))
        #expect(!names.contains("Schrift.notiz") && !names.contains { $0.hasPrefix("Schrift.notizFontWeight") }, "\(names.sorted())")
        #expect(names.isSuperset(of: ["Schrift.zitat", "Schrift.zitatFontSizeGross"]), "\(names.sorted())")
        let gross = try #require(inv.fonts.first { $0.qualifiedName == "Schrift.zitatFontSizeGross" })
        // The style's family; no line height taken from another size; the weight variant is no style of its own.
        #expect(gross.spec.size == 22 && gross.spec.family == "Lato" && gross.spec.lineHeight == nil)
        #expect(!names.contains { $0.hasPrefix("Schrift.zitatFontWeight") }, "\(names.sorted())")
        #expect(TextStyleSiblings.property(of: "notizFontSizeKlein")?.variant == ["klein"])
        #expect(TextStyleSiblings.property(of: "notizFontSize")?.variant == [])
    }

    // MARK: - Files one generator fault breaks

    @Test func filesOneFaultBreaksAreOneFindingNamingWhatElseBreaksEach() throws {
        let palette = """
            import UIKit

            public class {
                public static let farbeTinte = UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
                public static let farbeGrund = UIColor(red: 0.98, green: 0.98, blue: 0.96, alpha: 1)
                public static let farbeAkzent = UIColor(red: 0.8, green: 0.2, blue: 0.1, alpha: 1)
                public static let farbeRand = UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
            }
            """
        let sizes = """
            import UIKit

            public class {
                public static let abstandKlein = 4.00f
                public static let abstandGross = 16.00f
                public static let abstandMittel = 8.00f
                public static let abstandRiesig = 32.00f
            }
            """
        let css = ":root { --farbe-tinte: #1A1A1A; --farbe-grund: #FAFAF5; --abstand-klein: 4px; --abstand-gross: 16px; }"
        let a = try DesignTrustTests.run(
            design: ["tokens.css": css], app: ["Farben/Palette.swift": palette, "Masse/Groessen.swift": sizes])
        let broken = a.findings.filter { $0.rule == "token.syntax-error" }
        #expect(broken.count == 1, "\(broken.map(\.title))")
        let one = try #require(broken.first)
        #expect(one.count == 2)
        #expect(one.message.contains("Groessen.swift") && one.message.contains("Palette.swift"), "\(one.message)")
        #expect(one.severity == .critical)
    }

    /// Negative: files broken by different faults stay apart.
    @Test func filesBrokenByDifferentFaultsAreTwoFindings() throws {
        let unnamed = """
            import UIKit

            public class {
                public static let farbeTinte = UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
                public static let farbeGrund = UIColor(red: 0.98, green: 0.98, blue: 0.96, alpha: 1)
                public static let farbeRand = UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
            }
            """
        let described = """
            import SwiftUI

            public enum Masse {
                /// Kleiner Abstand
                - Listen
                public static let abstandKlein: CGFloat = 4
                /// Grosser Abstand
                - Karten
                public static let abstandGross: CGFloat = 16
                public static let abstandMittel: CGFloat = 8
            }
            """
        let css = ":root { --farbe-tinte: #1A1A1A; --abstand-klein: 4px; }"
        let a = try DesignTrustTests.run(design: ["tokens.css": css], app: ["Palette.swift": unnamed, "Masse.swift": described])
        let broken = a.findings.filter { $0.rule == "token.syntax-error" }
        #expect(broken.count == 2, "\(broken.map(\.title))")
    }

    // MARK: - A design export of printed objects

    static func printedDesign(objects: Int) -> String {
        let lost = (0..<objects).map { "  --couleur-fond-\($0): [object Object];" }.joined(separator: "\n")
        return ":root {\n\(lost)\n  --espace-moyen: 16px;\n  --espace-grand: 24px;\n}\n"
    }

    static let espaces = """
        import SwiftUI
        enum Espace {
            static let moyen: CGFloat = 16
            static let grand: CGFloat = 24
        }
        """

    @Test func aDesignFileOfPrintedObjectsIsSaidOnceAndItsAreaIsNotVerified() throws {
        let a = try DesignTrustTests.run(design: ["jetons.css": Self.printedDesign(objects: 5)], app: ["Espace.swift": Self.espaces])
        let said = a.findings.filter { $0.rule == "design.unreadable" }
        #expect(said.count == 1, "\(said.map(\.title))")
        #expect(said.first?.severity == .low && said.first?.title.contains("5 of 7 values") == true, "\(said.map(\.title))")
        #expect(said.first?.message.contains("`couleur`") == true)
        let md = MarkdownReporter().render(a)
        #expect(md.contains("➖ **Spacing & Radius**: not verified"), "\(md.prefix(1500))")
    }

    /// Negative: a few printed objects in a file that is mostly read leave its areas as they were; a file without any says nothing.
    @Test func aFewPrintedObjectsLeaveTheAreaVerified() throws {
        let a = try DesignTrustTests.run(design: ["jetons.css": Self.printedDesign(objects: 1)], app: ["Espace.swift": Self.espaces])
        #expect(a.findings.filter { $0.rule == "design.unreadable" }.count == 1)
        let md = MarkdownReporter().render(a)
        #expect(!md.contains("Spacing & Radius**: not verified"), "\(md.prefix(1500))")
        let clean = try DesignTrustTests.run(design: ["jetons.css": Self.printedDesign(objects: 0)], app: ["Espace.swift": Self.espaces])
        #expect(!clean.findings.contains { $0.rule == "design.unreadable" })
        #expect(PrintedObjectValues.isPrintedObject("[object Object]") && PrintedObjectValues.isPrintedObject("\"[object Array]\""))
        #expect(!PrintedObjectValues.isPrintedObject("[object]") && !PrintedObjectValues.isPrintedObject("[data-object Object]"))
    }
}
