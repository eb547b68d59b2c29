import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport

/// A page matched to a view by its texts alone, whose three or more sections the view shows none of, shares the
/// view's texts but not its structure (a direction or presentation page whose sections are chapters): its missing
/// sections are questions (low). Where the view shows one of the sections, the others stay medium.
@Suite struct SectionStructureTests {
    static func design(firstHeading: String) -> String {
        func rows(_ a: String, _ b: String) -> String {
            "<div class=\"stat-row\"><span class=\"stat-label\">\(a)</span><span class=\"stat-value\">42</span></div>"
                + "<div class=\"stat-row\"><span class=\"stat-label\">\(b)</span><span class=\"stat-value\">7</span></div>"
        }
        return """
            <!DOCTYPE html><html><head><title>Aurora Direction</title></head><body><h1>Aurora</h1>
            <section><h2>\(firstHeading)</h2><p>Cards rise softly when data refreshes.</p>\(rows("Signal Strength", "Upload Rate"))</section>
            <section><h2>Palette Study</h2><p>Deep teal surfaces with amber highlights.</p>\(rows("Download Rate", "Connected Devices"))</section>
            <section><h2>Type Ramp</h2><p>Rounded numerals for every metric.</p>\(rows("Packet Loss", "Last Checked"))</section>
            </body></html>
            """
    }

    static let app = """
        import SwiftUI

        struct StatusView: View {
            var body: some View {
                List {
                    Section("Link Quality") {
                        Text("Signal Strength")
                        Text("Upload Rate")
                    }
                    Text("Download Rate")
                    Text("Connected Devices")
                    Text("Packet Loss")
                    Text("Last Checked")
                }
            }
        }
        """

    static func sections(_ a: Analysis) -> [(String, Severity)] {
        a.findings.filter { $0.rule == "section.missing" }.map { ($0.title, $0.severity) }
    }

    @Test func aTextOnlyMatchSharingNoSectionMakesItsSectionsQuestions() throws {
        let a = try TrustMatchTests.analyze(["design/aurora-direction.html": Self.design(firstHeading: "Motion Principles"), "app/StatusView.swift": Self.app])
        let s = Self.sections(a)
        #expect(s.count == 3, "\(s)")
        #expect(s.allSatisfy { $0.1 == .low }, "\(s)")
        #expect(a.findings.first { $0.rule == "section.missing" }?.message.contains("matched to this page by its texts only") == true)
    }

    @Test func whenTheViewShowsOneSectionTheOthersStayGaps() throws {
        let a = try TrustMatchTests.analyze(["design/aurora-direction.html": Self.design(firstHeading: "Link Quality"), "app/StatusView.swift": Self.app])
        let s = Self.sections(a)
        #expect(s.count == 2 && s.allSatisfy { $0.1 == .medium }, "\(s)")
    }
}
