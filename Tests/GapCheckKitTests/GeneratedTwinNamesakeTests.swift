import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport
@testable import MockupReader

/// A flat token stylesheet and the Swift twin a generator wrote from the same token file: every name is declared on
/// both sides. A line height written as one word under a type group (`--cartao-font-cartao-lineheight`), a glyph size
/// under a `font` group, a numbered step (`--passo-10`) and a device width (`--devices-tablet`) are no text style and no
/// step of the spacing scale the code lacks (round 20, phila: 19 + 7 false mediums, 4 unclear). Style: Portuguese
/// names, a UIKit `public class` of `CGFloat(…)` constants.
@Suite struct GeneratedTwinNamesakeTests {
    static let css = """
        :root {
          --cartao-font-cartao-family: "Inter";
          --cartao-font-cartao-size: 20px;
          --cartao-font-cartao-lineheight: 30px;
          --cartao-font-cartao-letterspacing: 1px;
          --emblema-font-emblema-gigante: 96px;
          --rodape-font-rodape-size: 44px;
          --passo-10: 16px;
          --passo-25: 40px;
          --scale-75: 96px;
          --devices-tablet: 768px;
          --device-s: 375px;
          --devices-xs: 162px;
          --space-sm: 8px;
        }
        """

    static let swift = """
        import UIKit

        public class Estilo {
            public static let cartaoFontCartaoFamily = "Inter"
            public static let cartaoFontCartaoSize = CGFloat(20.00)
            public static let cartaoFontCartaoLineheight = CGFloat(30.00)
            public static let cartaoFontCartaoLetterspacing = CGFloat(1.00)
            public static let emblemaFontEmblemaGigante = CGFloat(96.00)
            public static let passo10 = CGFloat(16.00)
            public static let scale75 = CGFloat(96.00)
            public static let devicesTablet = CGFloat(768.00)
            public static let deviceS = CGFloat(375.00)
            public static let devicesXs = CGFloat(2592.00)
            public static let spaceSm = CGFloat(8.00)
        }
        """

    static func analyze(css: String = css, swift: String = swift) throws -> Analysis {
        try TrustMatchTests.analyze(["design/tokens.css": css, "app/Estilo.swift": swift])
    }

    static func mediums(_ a: Analysis, _ rule: String) -> [String] {
        a.findings.filter { $0.rule == rule && $0.severity != .low }.map(\.title)
    }

    @Test func aLineHeightOrGlyphSizeTheCodeNamesIsNoMissingTextStyle() throws {
        let missing = Self.mediums(try Self.analyze(), "typography.missing")
        #expect(!missing.contains { $0.contains("lineheight") || $0.contains("letterspacing") || $0.contains("emblema") }, "\(missing)")
        // Negative: a type size the code does not declare stays missing.
        #expect(missing.contains { $0.contains("rodape") }, "\(missing)")
    }

    /// Negative: the code's namesake with another value is no proof the token is there.
    @Test func aNamesakeWithAnotherValueStillMisses() throws {
        let other = Self.swift.replacingOccurrences(of: "emblemaFontEmblemaGigante = CGFloat(96.00)", with: "emblemaFontEmblemaGigante = CGFloat(1536.00)")
        let missing = Self.mediums(try Self.analyze(swift: other), "typography.missing")
        #expect(missing.contains { $0.contains("emblema") }, "\(missing)")
    }

    @Test func aStepTheCodeNamesIsOnTheScaleAndADeviceWidthIsNoStep() throws {
        let off = Self.mediums(try Self.analyze(), "spacing.off-scale")
        #expect(!off.contains { $0.contains("--passo-10 ") || $0.contains("--scale-75 ") }, "\(off)")
        #expect(!off.contains { $0.contains("devices") || $0.contains("device-s") }, "\(off)")
        // Negative: a step neither named nor valued in the code is off the scale.
        #expect(off.contains { $0.contains("--passo-25 ") }, "\(off)")
    }

    @Test func breakpointNames() {
        #expect(ExpectationBuilder.isBreakpoint(NameWords.split("--devices-2xl")))
        #expect(ExpectationBuilder.isBreakpoint(NameWords.split("--device-s")))
        #expect(ExpectationBuilder.isBreakpoint(NameWords.split("--screen-width")))
        #expect(!ExpectationBuilder.isBreakpoint(NameWords.split("--device-padding")))
        #expect(!ExpectationBuilder.isBreakpoint(NameWords.split("--screen-gap")))
    }
}
