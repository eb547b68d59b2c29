import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit

/// A Finnish weather app's web token set with two type scales (`--font-size-*` sizes, `--otsikko-*` headings)
/// beside an iOS export that declares only its logo font. A scale none of whose steps the app has is one decision
/// (one `typography.missing` naming the scale and its steps), while a scale the app adopted in part keeps a finding
/// per missing step, and two lone styles are never a scale.
@Suite struct UnadoptedTypeScaleTests {
    static let css = """
        :root {
          --font-size-pieni: 14px;
          --font-size-iso: 18px;
          --font-size-suuri: 24px;
          --font-size-jattimainen: 44px;
          --otsikko-1-font-size: 38px;
          --otsikko-1-font-weight: 800;
          --otsikko-2-font-size: 30px;
          --otsikko-2-font-weight: 700;
          --otsikko-3-font-size: 23px;
          --otsikko-3-font-weight: 600;
          --lainaus-font-size: 19px;
          --lainaus-font-weight: 300;
          --kuvateksti-font-size: 9px;
          --kuvateksti-font-weight: 500;
        }
        """

    static func app(_ extra: String = "") -> String {
        """
        import SwiftUI

        enum Kirjasin {
            static let logo = Font.system(size: 31, weight: .black)
        \(extra)
        }
        """
    }

    private func missing(_ app: String) throws -> [Finding] {
        try DesignTrustTests.run(design: ["tyyli.css": Self.css], app: ["Kirjasin.swift": app]).findings
            .filter { $0.rule == "typography.missing" }
    }

    @Test func aScaleTheAppNeverAdoptedIsOneFinding() throws {
        let all = try missing(Self.app())
        let sizes = all.filter { $0.title.contains("--font-size-") }
        #expect(sizes.count == 1, "\(all.map(\.title))")
        let scale = try #require(sizes.first)
        #expect(scale.severity == .medium && scale.title.contains("scale --font-size-* (4 steps)"), "\(scale.title)")
        for step in ["--font-size-pieni (14pt", "--font-size-jattimainen (44pt"] {
            #expect(scale.message.contains(step), "\(scale.message)")
        }
        guard case .declaration(let code)? = scale.fix else { Issue.record("no declaration fix"); return }
        #expect(code.lines.count == 4, "\(code.lines)")
        let headings = all.filter { $0.title.contains("--otsikko-") }
        #expect(headings.count == 1 && headings[0].title.contains("(3 steps)"), "\(headings.map(\.title))")
    }

    /// Negative: one step adopted (`fontSizeIso`), so the scale is the app's, and each missing step is a gap.
    @Test func aScaleAdoptedInPartKeepsItsSteps() throws {
        let all = try missing(Self.app("    static let fontSizeIso = Font.system(size: 18)"))
        let sizes = all.filter { $0.title.contains("--font-size-") }
        #expect(sizes.count == 3 && sizes.allSatisfy { !$0.title.contains("scale") }, "\(sizes.map(\.title))")
        // The headings are still unadopted: one finding.
        #expect(all.filter { $0.title.contains("--otsikko-") }.count == 1, "\(all.map(\.title))")
    }

    /// Negative: two styles with no family in common are no scale: each keeps its own finding.
    @Test func loneStylesAreNoScale() throws {
        let all = try missing(Self.app())
        #expect(all.contains { $0.title.contains("--lainaus-font ") } && all.contains { $0.title.contains("--kuvateksti-font ") }, "\(all.map(\.title))")
        #expect(all.allSatisfy { !($0.title.contains("scale") && ($0.title.contains("lainaus") || $0.title.contains("kuvateksti"))) })
    }
}
