import GapCheckAnalysis
import GapCheckModel
import Testing

/// How a font's family is named in a finding (field round 11: `IBMPlexMono-SemiBold` was written "SF Mono"): a
/// face the app or the design names keeps its name, though it is compared as a monospaced face; only the system's
/// designs and their CSS stand-ins are SF Mono, SF Pro Rounded or New York.
@Suite struct FontFamilyNameTests {
    @Test func aNamedMonospacedFaceKeepsItsName() {
        #expect(FontComparison.describe(FontSpec(family: "JetBrainsMono-Bold", size: 12, weight: 700)) == "12pt Bold JetBrainsMono")
        #expect(FontComparison.describe(FontSpec(family: "\"Space Mono\", monospace", size: 12, weight: 400)) == "12pt Regular Space Mono")
        #expect(FontComparison.describe(FontSpec(family: "Nunito-Rounded", size: 15, weight: 600)) == "15pt Semibold Nunito")
    }

    @Test func theSystemDesignsKeepTheirNames() {
        #expect(FontComparison.describe(FontSpec(size: 12, weight: 400, design: "monospaced")) == "12pt Regular SF Mono")
        #expect(FontComparison.describe(FontSpec(family: "SFMono-Regular, Menlo, monospace", size: 12, weight: 400)) == "12pt Regular SF Mono")
        #expect(FontComparison.describe(FontSpec(family: "ui-rounded", size: 20, weight: 700)) == "20pt Bold SF Pro Rounded")
    }

    /// The faces the system font draws Chinese, Japanese and Korean in are the system font for a design set in them
    /// (field round 17: 29 text styles in `PingFang TC` against `Font.system`, each size and weight equal).
    @Test func theSystemFontsFacesForOtherScriptsAreTheSystemFont() {
        for family in ["PingFang TC", "\"PingFang SC\", sans-serif", "Hiragino Sans", "'Apple SD Gothic Neo'", "Microsoft YaHei"] {
            #expect(FontComparison.family(of: FontSpec(family: family, size: 14, weight: 500)) == "system", "\(family)")
            #expect(FontComparison.differences(design: FontSpec(family: family, size: 14, weight: 500), code: FontSpec(size: 14, weight: 500)).isEmpty)
        }
        // A face of its own, whatever script it is for, stays one.
        #expect(FontComparison.family(of: FontSpec(family: "Noto Sans TC", size: 14)) == "notosanstc")
        #expect(FontComparison.family(of: FontSpec(family: "Source Han Sans", size: 14)) == "sourcehansans")
    }
}
