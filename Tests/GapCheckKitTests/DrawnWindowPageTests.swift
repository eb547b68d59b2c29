import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport

/// A prototype of a desktop app drawn as one window in a desktop frame: a title bar led by the three window buttons and
/// the window's title, the app's surface under it, and the designer's notes beside the window (round 20, codexquota: the
/// title bar's title read as a text style, a note checked for contrast). A window on a page with no frame at all is
/// not taken as the app's frame: three empty elements leading a block are too common on other pages (a QA checklist,
/// a review panel) for that (field-tests, open cause 50).
/// Style: Japanese, `.mado > .bar > b × 3 + .headline`, a note card beside the window.
@Suite struct DrawnWindowPageTests {
    static func page(inside: String = "") -> String {
        """
        <!DOCTYPE html><html lang="ja"><head><style>
        body { background: linear-gradient(180deg, #F4F6FA, #E9EEF5); color: #1E2430; font-family: sans-serif; }
        .mado { width: 520px; background: #FFFFFF; border-radius: 10px; }
        .bar { height: 28px; display: flex; align-items: center; }
        .bar b { width: 12px; height: 12px; border-radius: 50%; background: #FF5F57; }
        .headline { font-size: 13px; font-weight: 600; color: #3B4252; }
        .naka { padding: 16px; background: #FFFFFF; }
        .kazu { font-size: 22px; font-weight: 700; color: #1E2430; }
        .usui { color: #B8BEC8; font-size: 12px; }
        .memo p { color: #6F7888; font-size: 14px; }
        </style></head><body>
        <div class="macos-shell"><section class="shisaku">
          <div class="mado">
            <div class="bar"><b></b><b></b><b></b><div class="headline">タイマー試作</div></div>
            <div class="naka"><div class="kazu">25:00</div><p>集中モード</p>\(inside)</div>
          </div>
          <div class="memo"><h2>設計メモ</h2><p>数字だけを大きく表示し、他は控えめにする。</p></div>
        </section></div>
        </body></html>
        """
    }

    static let swift = """
        import SwiftUI

        struct TimerView: View {
            var body: some View {
                VStack {
                    Text("25:00").font(.system(size: 22, weight: .bold))
                    Text("集中モード")
                }
            }
        }
        """

    static func analyze(inside: String = "") throws -> Analysis {
        try TrustMatchTests.analyze(["design/shisaku.html": page(inside: inside), "app/TimerView.swift": swift])
    }

    @Test func theTitleBarsTitleIsNoTextStyle() throws {
        let titles = try Self.analyze().findings.filter { $0.rule == "typography.missing" && $0.severity != .low }.map(\.title)
        #expect(!titles.contains { $0.contains("headline") }, "\(titles)")
    }

    /// Negative: a pager of watch pages, each led by its three page dots, is no window: its page stays the app's, and
    /// nothing on it is the page's chrome.
    @Test func pagesLedByThreeDotsAreNoWindow() throws {
        let pager = """
            <!DOCTYPE html><html lang="ja"><head><style>
            body { background: #050507; color: #EDEDED; }
            .pager { width: 198px; } .dots i { width: 4px; height: 4px; border-radius: 50%; background: #444; }
            .atai { font-size: 22px; color: #D4A853; } .tani { color: #3A3A44; font-size: 11px; }
            </style></head><body><div class="pager">
            <div class="peeji"><div class="dots"><i></i><i></i><i></i></div><div class="atai">2,074</div><span class="tani">歩</span>
            <p>今日の歩数</p><p>目標まで</p><p>あと少し</p><p>散歩</p><p>記録</p><p>週間</p><p>月間</p><p>年間</p></div>
            <div class="peeji"><div class="dots"><i></i><i></i><i></i></div><div class="atai">16</div><span class="tani">分</span></div>
            </div></body></html>
            """
        let a = try TrustMatchTests.analyze(["design/pager.html": pager, "app/TimerView.swift": Self.swift])
        #expect(!a.diagnostics.contains { $0.message.contains("style only the page around the app") }, "\(a.diagnostics.map(\.message))")
    }

    @Test func aNoteBesideTheWindowIsNoAppText() throws {
        let a = try Self.analyze(inside: "<p class=\"usui\">前回 24:10</p>")
        let contrast = a.findings.filter { $0.rule == "contrast.insufficient" }.map(\.message)
        #expect(!contrast.contains { $0.contains(".memo") }, "\(contrast)")
        // Negative: a faint text inside the window is the app's, and its contrast is reported.
        #expect(contrast.contains { $0.contains(".usui") }, "\(contrast)")
    }
}
