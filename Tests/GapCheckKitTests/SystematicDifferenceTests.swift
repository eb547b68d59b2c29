import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport

/// One generator fault repeated over a token file is one `token.systematic` finding naming it, every token listed
/// with both values, instead of one finding per token; tokens that differ otherwise keep their own findings.
@Suite struct SystematicDifferenceTests {
    static func systematic(_ a: Analysis) -> [Finding] { a.findings.filter { $0.rule == "token.systematic" } }
    static func perToken(_ a: Analysis, _ rules: Set<String>) -> [Finding] { a.findings.filter { rules.contains($0.rule) } }
    static let lengthRules: Set<String> = ["spacing.off-scale", "radius.mismatch", "typography.mismatch"]

    /// A DTCG token file in px; the Swift a build wrote converted px to pt at 72/96 (every value × 0.75), but one
    /// step differs on its own.
    static let dtcg = """
        {
          "abstand": {
            "spacing-1": { "$type": "dimension", "$value": "8px" },
            "spacing-2": { "$type": "dimension", "$value": "12px" },
            "spacing-3": { "$type": "dimension", "$value": "16px" },
            "spacing-4": { "$type": "dimension", "$value": "20px" },
            "spacing-5": { "$type": "dimension", "$value": "24px" },
            "spacing-6": { "$type": "dimension", "$value": "32px" },
            "spacing-7": { "$type": "dimension", "$value": "40px" }
          }
        }
        """

    static func swift(_ values: [Double]) -> String {
        let lines = values.enumerated().map { i, v in "    static let abstandSpacing\(i + 1): CGFloat = \(Length.format(v))" }
        return "// Erzeugt vom Token-Build. Nicht von Hand ändern.\nimport SwiftUI\n\nstruct Abstand {\n" + lines.joined(separator: "\n") + "\n}\n"
    }

    @Test func oneFactorOverTheFilesLengthsIsOneFinding() throws {
        let a = try TrustMatchTests.analyze([
            "design/tokens.json": Self.dtcg, "app/Abstand.swift": Self.swift([6, 9, 12, 15, 18, 24, 44])
        ])
        let found = Self.systematic(a)
        #expect(found.count == 1, "\(a.findings.map { "\($0.rule): \($0.title)" })")
        let f = try #require(found.first)
        #expect(f.title.contains("Abstand.swift") && f.title.contains("6 of 7 spacing steps are 0.75× the design's (6 tokens)"), "\(f.title)")
        #expect(f.title.contains("px converted to pt"), "\(f.title)")
        #expect(f.severity == .medium && f.count == 6 && f.category == .tokens)
        // Every token with both values, for a reader and for a tool.
        #expect(f.message.contains("abstand.spacing-1 8pt → `Abstand.abstandSpacing1` 6pt"), "\(f.message)")
        #expect(f.occurrences.count == 6 && f.occurrences.allSatisfy { $0.file.hasSuffix("Abstand.swift") && $0.line > 0 })
        #expect(f.primaryLocation?.file.hasSuffix("Abstand.swift") == true && f.primaryLocation?.line == 0)
        // The step that differs otherwise keeps its own finding; the six the factor explains have none.
        let own = Self.perToken(a, Self.lengthRules)
        #expect(own.count == 1 && own.first?.title.contains("abstandSpacing7") == true, "\(own.map(\.title))")
    }

    /// Values each off in its own way: no transform explains them, every token keeps its finding.
    @Test func differencesWithoutACommonFactorStayPerToken() throws {
        let a = try TrustMatchTests.analyze([
            "design/tokens.json": Self.dtcg, "app/Abstand.swift": Self.swift([7, 13, 15, 22, 23, 36, 38])
        ])
        #expect(Self.systematic(a).isEmpty, "\(Self.systematic(a).map(\.title))")
        #expect(Self.perToken(a, Self.lengthRules).count == 7)
    }

    /// The same factor on four tokens only, or on fewer than 60% of the file's lengths: no rule, each its own finding.
    @Test func aFactorOnFewTokensOrAMinorityStaysPerToken() throws {
        let few = try TrustMatchTests.analyze([
            "design/tokens.json": Self.dtcg, "app/Abstand.swift": Self.swift([6, 9, 12, 15, 24, 32, 40])
        ])
        #expect(Self.systematic(few).isEmpty)
        #expect(Self.perToken(few, Self.lengthRules).count == 4)
        let twelve = (1...12).map { "\"spacing-\($0)\": { \"$type\": \"dimension\", \"$value\": \"\($0 * 4)px\" }" }
        let design = "{ \"abstand\": { " + twelve.joined(separator: ", ") + " } }"
        // Five doubled, seven equal: 5 of 12 is no systematic difference.
        let minority = try TrustMatchTests.analyze([
            "design/tokens.json": design, "app/Abstand.swift": Self.swift((1...12).map { Double($0 * 4) * ($0 <= 5 ? 2 : 1) })
        ])
        #expect(Self.systematic(minority).isEmpty, "\(Self.systematic(minority).map(\.title))")
        #expect(Self.perToken(minority, Self.lengthRules).count == 5)
    }

    /// Font sizes and radii of one generated file, scaled by 16 (a rem transform over px values): one finding for all
    /// of them, located at the file. Written as a Swift enum of `CGFloat(…)` against a CSS sheet in another vocabulary.
    @Test func fontSizesAndRadiiOfOneFileTogether() throws {
        let css = """
            :root {
              --corner-small: 4px; --corner-medium: 10px; --corner-large: 14px;
              --font-size-petit: 11px; --font-size-normal: 15px; --font-size-grand: 22px; --font-size-titre: 34px;
            }
            """
        let swift = """
            import UIKit

            public enum Jetons {
                public static let cornerSmall = CGFloat(64.00)
                public static let cornerMedium = CGFloat(160.00)
                public static let cornerLarge = CGFloat(224.00)
                public static let fontSizePetit = CGFloat(176.00)
                public static let fontSizeNormal = CGFloat(240.00)
                public static let fontSizeGrand = CGFloat(352.00)
                public static let fontSizeTitre = CGFloat(544.00)
            }

            """
        let a = try TrustMatchTests.analyze(["design/jetons.css": css, "app/Jetons.swift": swift])
        let found = Self.systematic(a)
        #expect(found.count == 1, "\(a.findings.map { "\($0.rule): \($0.title)" })")
        #expect(
            found.first?.title.contains("every length is 16× the design's (7 tokens): a rem→pt transform applied to px values") == true, "\(found.map(\.title))"
        )
        #expect(Self.perToken(a, Self.lengthRules).isEmpty, "\(Self.perToken(a, Self.lengthRules).map(\.title))")
    }

    // MARK: A generated file behind its design

    static func palette(_ count: Int) -> [(name: String, hex: String)] {
        let words = [
            "mar", "arena", "bosque", "ceniza", "coral", "duna", "helecho", "lava", "niebla", "olivo", "pizarra", "trigo", "uva", "vino",
            "yeso"
        ]
        return (0..<count).map { i -> (name: String, hex: String) in
            let r: Int = 40 + i * 13
            let g: Int = 200 - i * 13
            let b: Int = 90 + i * 11
            return (words[i], String(format: "#%02X%02X%02X", r, g, b))
        }
    }

    static func colorSwift(_ colors: [(name: String, hex: String)], header: String) -> String {
        let lines = colors.map { c -> String in
            let v = [1, 3, 5].map { Double(Int(c.hex.dropFirst($0).prefix(2), radix: 16) ?? 0) / 255 }
            return "    public static let color\(c.name.capitalized) = UIColor(red: \(v[0]), green: \(v[1]), blue: \(v[2]), alpha: 1)"
        }
        return header + "import UIKit\n\npublic enum Paleta {\n" + lines.joined(separator: "\n") + "\n}\n"
    }

    @Test func aGeneratedFileMissingNewerTokensIsOneFinding() throws {
        let all = Self.palette(12)
        let css = ":root {\n" + all.map { "  --color-\($0.name): \($0.hex);" }.joined(separator: "\n") + "\n}\n"
        let a = try TrustMatchTests.analyze([
            "design/paleta.css": css,
            "app/Paleta.swift": Self.colorSwift(Array(all.prefix(6)), header: "//\n// Paleta.swift\n// Do not edit directly, this file was auto-generated.\n\n")
        ])
        let found = Self.systematic(a)
        #expect(found.count == 1, "\(a.findings.map { "\($0.rule): \($0.title)" })")
        let f = try #require(found.first)
        #expect(f.title.contains("Paleta.swift` lacks 6 of the design's 12 colors; the 6 it names all equal the design"), "\(f.title)")
        for c in all.suffix(6) { #expect(f.message.contains("--color-\(c.name) (\(c.hex))"), "\(c.name): \(f.message)") }
        #expect(a.findings.filter { $0.rule == "color.missing" }.isEmpty)
    }

    /// A hand-written palette missing the same colors is six choices, each its own finding.
    @Test func aHandWrittenFileKeepsAFindingPerMissingToken() throws {
        let all = Self.palette(12)
        let css = ":root {\n" + all.map { "  --color-\($0.name): \($0.hex);" }.joined(separator: "\n") + "\n}\n"
        let a = try TrustMatchTests.analyze(["design/paleta.css": css, "app/Paleta.swift": Self.colorSwift(Array(all.prefix(6)), header: "")])
        #expect(Self.systematic(a).isEmpty)
        #expect(a.findings.filter { $0.rule == "color.missing" }.count == 6)
    }

    /// A generated file whose named tokens mostly differ from the design is no older build of it: its missing tokens
    /// stay their own findings.
    @Test func aGeneratedFileThatDiffersIsNoLaggingBuild() throws {
        let all = Self.palette(12)
        let css = ":root {\n" + all.map { "  --color-\($0.name): \($0.hex);" }.joined(separator: "\n") + "\n}\n"
        let other = all.prefix(6).map { ($0.name, "#FF00FF") }
        let a = try TrustMatchTests.analyze([
            "design/paleta.css": css, "app/Paleta.swift": Self.colorSwift(other, header: "// Code generated by tokens-build. DO NOT EDIT.\n\n")
        ])
        #expect(Self.systematic(a).isEmpty, "\(Self.systematic(a).map(\.title))")
        #expect(a.findings.filter { $0.rule == "color.missing" }.count == 6)
    }

    // MARK: Colors

    /// Six translucent colors of a Kotlin-style naming, each written opaque by the build; two opaque ones equal.
    static let hues: [(name: String, rgb: (Int, Int, Int), alpha: Double)] = [
        ("overlayScrim", (12, 20, 31), 0.48), ("focusHalo", (64, 120, 255), 0.32), ("successWash", (22, 163, 74), 0.12),
        ("dangerWash", (220, 38, 38), 0.12), ("warningWash", (234, 179, 8), 0.16), ("selectionTint", (147, 51, 234), 0.2)
    ]

    static func uiColor(_ rgb: (Int, Int, Int), alpha: Double) -> String {
        "UIColor(red: \(Double(rgb.0) / 255), green: \(Double(rgb.1) / 255), blue: \(Double(rgb.2) / 255), alpha: \(alpha))"
    }

    @Test func everyTranslucentColorMadeOpaqueIsOneFinding() throws {
        let css =
            ":root {\n" + Self.hues.map { "  --\($0.name): rgba(\($0.rgb.0), \($0.rgb.1), \($0.rgb.2), \($0.alpha));" }.joined(separator: "\n")
            + "\n  --ink: #111827;\n  --paper: #F9FAFB;\n}\n"
        let lines =
            Self.hues.map { "    static let \($0.name) = \(Self.uiColor($0.rgb, alpha: 1))" }
            + ["    static let ink = \(Self.uiColor((17, 24, 39), alpha: 1))", "    static let paper = \(Self.uiColor((249, 250, 251), alpha: 1))"]
        let swift = "import UIKit\n\nextension UIColor {\n" + lines.joined(separator: "\n") + "\n}\n"
        let a = try TrustMatchTests.analyze(["design/farben.css": css, "app/Farben.swift": swift])
        let found = Self.systematic(a)
        #expect(found.count == 1, "\(a.findings.map { "\($0.rule) \($0.severity): \($0.title)" })")
        #expect(found.first?.title.contains("every color is opaque where the design's is translucent (6 tokens)") == true, "\(found.map(\.title))")
        let names = Set(Self.hues.map { "--" + $0.name })
        let own = a.findings.filter { f in f.rule.hasPrefix("color.") && names.contains(f.expected?.name ?? "") }
        #expect(own.isEmpty, "\(own.map(\.title))")
    }

    /// Light and dark written the wrong way round on every two-valued color of a file.
    @Test func appearancesSwappedOverTheFileAreOneFinding() throws {
        let pairs: [(name: String, light: String, dark: String)] = [
            ("fondo", "FFFFFF", "0B0D10"), ("texto", "111111", "F2F2F2"), ("borde", "D0D4DA", "2A2F36"), ("tarjeta", "F5F6F8", "16191D"),
            ("atenuado", "6B7280", "9CA3AF"), ("marca", "0057B8", "5AA9FF")
        ]
        let css =
            ":root {\n" + pairs.map { "  --color-\($0.name): #\($0.light);" }.joined(separator: "\n") + "\n}\n"
            + "@media (prefers-color-scheme: dark) {\n  :root {\n" + pairs.map { "    --color-\($0.name): #\($0.dark);" }.joined(separator: "\n")
            + "\n  }\n}\n"
        let lines = pairs.map {
            "    static let color\($0.name.capitalized) = Color(UIColor { $0.userInterfaceStyle == .dark ? UIColor(hex: 0x\($0.light)) : UIColor(hex: 0x\($0.dark)) })"
        }
        let swift = "import SwiftUI\nimport UIKit\n\nextension Color {\n" + lines.joined(separator: "\n") + "\n}\n"
        let a = try TrustMatchTests.analyze(["design/temas.css": css, "app/Temas.swift": swift])
        let found = Self.systematic(a)
        #expect(found.count == 1, "\(a.findings.map { "\($0.rule) \($0.severity): \($0.title)" })")
        #expect(found.first?.title.contains("the design's dark value in light mode") == true, "\(found.map(\.title))")
        #expect(found.first?.severity == .critical, "the members' own severity: \(found.map(\.severity))")
    }

    /// A generated file that lacks most of the design's colors (a palette added since) and has older values for the
    /// ones it names: the missing ones are one finding, each differing one keeps its own.
    @Test func aGeneratedFileLackingMostTokensIsOneFindingBesideItsMismatches() throws {
        let all = Self.palette(15)
        let css = ":root {\n" + all.map { "  --color-\($0.name): \($0.hex);" }.joined(separator: "\n") + "\n}\n"
        let older = all.prefix(5).map { ($0.name, "#FF00FF") }
        let a = try TrustMatchTests.analyze([
            "design/paleta.css": css, "app/Paleta.swift": Self.colorSwift(older, header: "// Code generated by tokens-build. DO NOT EDIT.\n\n")
        ])
        let found = Self.systematic(a)
        #expect(found.count == 1, "\(a.findings.map { "\($0.rule): \($0.title)" })")
        #expect(found.first?.title.contains("lacks 10 of the design's 15 colors; only 0 of the 5 it names equal the design") == true, "\(found.map(\.title))")
        #expect(a.findings.filter { $0.rule == "color.missing" }.isEmpty)
        #expect(a.findings.filter { $0.rule == "color.mismatch" }.count == 5)
    }

    /// Switched off, the per-token findings come back.
    @Test func theRuleOffLeavesThePerTokenFindings() throws {
        var cfg = Configuration()
        cfg.rules["token.systematic"] = .init(enabled: false)
        let a = try TrustMatchTests.analyze(
            ["design/tokens.json": Self.dtcg, "app/Abstand.swift": Self.swift([6, 9, 12, 15, 18, 24, 44])], configuration: cfg)
        #expect(Self.systematic(a).isEmpty)
        #expect(Self.perToken(a, Self.lengthRules).count == 7)
    }

    /// Reporting a cause once changes how the report reads, not the score: the lengths' area fails as it did per token.
    @Test func theScoreWeighsTheTokensTheFindingStandsFor() throws {
        let files = ["design/tokens.json": Self.dtcg, "app/Abstand.swift": Self.swift([6, 9, 12, 15, 18, 24, 44])]
        var off = Configuration()
        off.rules["token.systematic"] = .init(enabled: false)
        let folded = try TrustMatchTests.analyze(files)
        let each = try TrustMatchTests.analyze(files, configuration: off)
        #expect(Self.systematic(folded).count == 1 && folded.summary.findings["medium"] == 2)
        #expect(folded.summary.overallScore == each.summary.overallScore && folded.summary.scores == each.summary.scores)
        #expect(folded.summary.scores.first { $0.category == .spacing }.map { $0.score < 5 } == true, "\(folded.summary.scores)")
    }
}
