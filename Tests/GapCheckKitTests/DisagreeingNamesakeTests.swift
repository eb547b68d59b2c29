import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit

/// A Dutch reading app that declares its text styles in `Lettertypen.swift` and again, under the same names, in a
/// screen metrics file. The design's `--broodtekst-font` agrees with one declaration; the other, in a file of another family,
/// sets it Light: an agreeing namesake must not hide the one that disagrees. Namesakes in files of one family (one file
/// per size class, or per brand) are modes of one token, and one of them agreeing is enough.
@Suite struct DisagreeingNamesakeTests {
    static let css = """
        :root {
          --broodtekst-font-family: Georgia;
          --broodtekst-font-size: 16px;
          --broodtekst-font-weight: 400;
          --kop-font-family: Georgia;
          --kop-font-size: 28px;
          --kop-font-weight: 700;
        }
        """

    static let fonts = """
        import SwiftUI

        enum Lettertype {
            static let broodtekst = Font.custom("Georgia", size: 16)
            static let kop = Font.custom("Georgia", size: 28).weight(.bold)
        }
        """

    private func rows(_ app: [String: String]) throws -> [MatchRow] {
        try DesignTrustTests.run(design: ["stijl.css": Self.css], app: app).matches.typography
    }

    private func row(_ rows: [MatchRow], _ name: String) -> MatchRow? { rows.first { $0.expectation.name == name } }

    @Test func aDisagreeingNamesakeInAnotherFileIsCompared() throws {
        let metrics = """
            import SwiftUI

            enum Maten {
                static let broodtekst = Font.custom("Georgia", size: 16).weight(.light)
            }
            """
        let all = try rows(["Lettertypen.swift": Self.fonts, "Schermen/Maten.swift": metrics])
        let body = try #require(row(all, "--broodtekst-font"), "\(all.map(\.expectation.name))")
        #expect(body.status == .mismatch && body.codeName == "Maten.broodtekst", "\(body.status) \(body.codeName ?? "-")")
        #expect(body.agreeingNamesake?.contains("Lettertype.broodtekst") == true, "\(body.agreeingNamesake ?? "-")")
        // The heading has one declaration, which agrees.
        #expect(row(all, "--kop-font")?.status == .matched)
    }

    /// Negative: the namesakes are one per size class (`MatenCompact.swift`, `MatenRegular.swift`), and the compact one
    /// has the design's value: the regular one is another mode, not a second declaration.
    @Test func namesakesInOneFamilyOfModeFilesAreModes() throws {
        let compact = "import SwiftUI\n\nenum MatenCompact {\n    static let kop = Font.custom(\"Georgia\", size: 28).weight(.bold)\n}\n"
        let regular = "import SwiftUI\n\nenum MatenRegular {\n    static let kop = Font.custom(\"Georgia\", size: 34).weight(.bold)\n}\n"
        let all = try rows(["Lettertypen.swift": Self.fonts, "Maten/MatenCompact.swift": compact, "Maten/MatenRegular.swift": regular])
        let kop = try #require(row(all, "--kop-font"))
        #expect(kop.status == .matched && kop.agreeingNamesake == nil, "\(kop.status) \(kop.codeName ?? "-")")
    }

    /// Negative: one file name in two brand folders is one token per brand; the brand that agrees is the design's.
    @Test func parallelBrandFilesAreBrands() throws {
        let a = "import SwiftUI\n\nenum MerkA {\n    static let broodtekst = Font.custom(\"Georgia\", size: 16)\n}\n"
        let b = "import SwiftUI\n\nenum MerkB {\n    static let broodtekst = Font.custom(\"Georgia\", size: 18).weight(.light)\n}\n"
        let all = try rows(["Lettertypen.swift": Self.fonts, "merk-a/Stijl.swift": a, "merk-b/Stijl.swift": b])
        let body = try #require(row(all, "--broodtekst-font"))
        #expect(body.status == .matched && body.agreeingNamesake == nil, "\(body.status) \(body.codeName ?? "-")")
    }

    @Test func filesOfOneFamilyShareTheirFirstOrLastWord() {
        #expect(TypographyMatcher.sameFamily("a/BreakpointSm390pxCompact.swift", "b/BreakpointLg1024pxRegular.swift"))
        #expect(TypographyMatcher.sameFamily("LightTheme.swift", "DarkTheme.swift"))
        #expect(!TypographyMatcher.sameFamily("Typography.swift", "BreakpointSm390pxCompact.swift"))
    }
}
