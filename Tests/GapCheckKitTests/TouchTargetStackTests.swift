import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport

/// Field round 8 (R44): a tappable element's height is estimated from its padding and one line only when it holds
/// one line. Children that may stack (an icon above a label) give no estimate rather than a too small one; a
/// single icon child of known height counts with its height.
@Suite struct TouchTargetStackTests {
    static let design = """
        <!DOCTYPE html><html><head><title>Library</title><style>
        .nav-tab { padding: 4px 10px; display: flex; flex-direction: column; align-items: center; }
        .glyph { font-size: 22px; }
        .caption { font-size: 11px; }
        .icon-btn { padding: 6px; }
        .chip { padding: 5px 12px; font-size: 13px; }
        </style></head><body>
        <h1>Library</h1>
        <button class="icon-btn" aria-label="Sort"><svg width="18" height="18" viewBox="0 0 18 18"><path d="M0 0h18"/></svg></button>
        <a class="chip" href="#recent">Recent</a>
        <nav><a class="nav-tab" href="#home"><span class="glyph">⌂</span><span class="caption">Home</span></a></nav>
        </body></html>
        """

    static let app = """
        import SwiftUI

        struct LibraryView: View {
            var body: some View {
                VStack {
                    Text("Library").font(.largeTitle)
                    Button("Recent") {}
                    Text("Home")
                }
            }
        }
        """

    @Test func stackedChildrenGiveNoEstimateAndAnIconChildCountsWithItsHeight() throws {
        let a = try TrustMatchTests.analyze(["design/library.html": Self.design, "app/LibraryView.swift": Self.app])
        let titles = a.findings.filter { $0.rule == "touch-target.small" }.map(\.title)
        // 6 + the line the 18pt icon sits in (19pt at the 16px default font) + 6.
        #expect(titles.contains { $0.contains("button.icon-btn") && $0.contains("31pt") }, "\(titles)")
        // 5 + one 16pt line + 5: the chip is 26pt tall.
        #expect(titles.contains { $0.contains("a.chip") && $0.contains("26pt") }, "\(titles)")
        // The tab holds a glyph above a caption: its height is not one line, so it is not estimated.
        #expect(!titles.contains { $0.contains("nav-tab") }, "\(titles)")
    }
}
