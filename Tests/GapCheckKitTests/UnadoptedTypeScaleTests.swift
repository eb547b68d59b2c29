import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit

/// A Finnish weather app's web token set with two type scales (`--kirjasin-koko-*` sizes, `--otsikko-*` headings)
/// beside an iOS export that declares only its logo font. A scale none of whose steps the app has is one decision
/// (one `typography.missing` naming the scale and its steps), while a scale the app adopted in part keeps a finding
/// per missing step, and two lone styles are never a scale.
@Suite struct UnadoptedTypeScaleTests {
    static let css = """
        :root {
          --kirjasin-koko-pieni: 14px;
          --kirjasin-koko-iso: 18px;
          --kirjasin-koko-suuri: 24px;
          --kirjasin-koko-jattimainen: 44px;
          --otsikko-1-size: 38px;
          --otsikko-1-weight: 800;
          --otsikko-2-size: 30px;
          --otsikko-2-weight: 700;
          --otsikko-3-size: 23px;
          --otsikko-3-weight: 600;
          --lainaus-size: 19px;
          --lainaus-weight: 300;
          --kuvateksti-size: 9px;
          --kuvateksti-weight: 500;
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
        let sizes = all.filter { $0.title.contains("--kirjasin-koko-") }
        #expect(sizes.count == 1, "\(all.map(\.title))")
        let scale = try #require(sizes.first)
        #expect(scale.severity == .medium && scale.title.contains("scale --kirjasin-koko-* (4 steps)"), "\(scale.title)")
        for step in ["--kirjasin-koko-pieni (14pt", "--kirjasin-koko-jattimainen (44pt"] {
            #expect(scale.message.contains(step), "\(scale.message)")
        }
        guard case .declaration(let code)? = scale.fix else { Issue.record("no declaration fix"); return }
        #expect(code.lines.count == 4, "\(code.lines)")
        let headings = all.filter { $0.title.contains("--otsikko-") }
        #expect(headings.count == 1 && headings[0].title.contains("(3 steps)"), "\(headings.map(\.title))")
    }

    /// Negative: one step adopted (`kirjasinKokoIso`), so the scale is the app's, and each missing step is a gap.
    @Test func aScaleAdoptedInPartKeepsItsSteps() throws {
        let all = try missing(Self.app("    static let kirjasinKokoIso = Font.system(size: 18)"))
        let sizes = all.filter { $0.title.contains("--kirjasin-koko-") }
        #expect(sizes.count == 3 && sizes.allSatisfy { !$0.title.contains("scale") }, "\(sizes.map(\.title))")
        // The headings are still unadopted: one finding.
        #expect(all.filter { $0.title.contains("--otsikko-") }.count == 1, "\(all.map(\.title))")
    }

    /// Negative: two styles with no family in common are no scale: each keeps its own finding.
    @Test func loneStylesAreNoScale() throws {
        let all = try missing(Self.app())
        #expect(all.contains { $0.title.contains("--lainaus ") } && all.contains { $0.title.contains("--kuvateksti ") }, "\(all.map(\.title))")
        #expect(all.allSatisfy { !($0.title.contains("scale") && ($0.title.contains("lainaus") || $0.title.contains("kuvateksti"))) })
    }
}
