import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit

/// Field round 19 (ruyu, a Chinese prototype), with fixtures in Japanese and Thai: in a script written without spaces,
/// a label is one run of characters, so the app's text that holds the design's label with a qualifier more, or is the
/// label's head without its qualifier ("開始時刻" as "時刻"), is the same label reworded (low), as word sets find it in
/// spaced scripts; a modifier alone, a one-character text and an unrelated row stay medium.
@Suite struct UnspacedLabelTests {
    static let design = """
        <!DOCTYPE html><html lang="ja"><head><title>新しい予定</title></head><body data-screen="new-event"><h1>新しい予定</h1>
        <div class="row"><span>開始時刻</span><span>未設定 ›</span></div>
        <div class="row"><span>通知音</span><span>ベル ›</span></div>
        <div class="row"><span>場所メモ</span><span>なし ›</span></div>
        <div class="row"><span>表示色</span><span>青 ›</span></div>
        <div class="row"><span>同期方法</span><span>自動 ›</span></div>
        <div class="row"><span>バックアップ</span><span>オン ›</span></div>
        <div class="row"><span>繰り返し</span><span>しない ›</span></div>
        </body></html>
        """

    static let app = """
        import SwiftUI

        struct NewEventView: View {
            @State private var place = ""
            var body: some View {
                Form {
                    Text("時刻")
                    Text("アラーム通知音")
                    TextField("場所", text: $place)
                    Text("色")
                    Text("繰り返し")
                    Text("バックアップ設定")
                }
                .navigationTitle("新しい予定")
            }
        }
        """

    @Test func aLabelHeldOrHeadedByTheAppsTextIsReworded() throws {
        let a = try DesignTrustTests.run(design: ["event.html": Self.design], app: ["NewEventView.swift": Self.app])
        let labels = a.findings.filter { $0.rule == "content.label-missing" }
        let list = labels.map { "\($0.severity) \($0.title)" }
        func finding(_ text: String) -> Finding? { labels.first { $0.title.contains("\"\(text)\"") } }
        // The head 時刻 without its qualifier 開始, and 通知音 with アラーム before it: there, worded otherwise.
        #expect(finding("開始時刻")?.severity == .low, "\(list)")
        #expect(finding("開始時刻")?.message.contains("\"時刻\"") == true, "\(finding("開始時刻")?.message ?? "")")
        #expect(finding("通知音")?.severity == .low, "\(list)")
        // 場所 is the modifier of 場所メモ, not its head, as バックアップ is of the app's バックアップ設定; 色 is one character;
        // nothing says 同期方法.
        #expect(finding("場所メモ")?.severity == .medium, "\(list)")
        #expect(finding("バックアップ")?.severity == .medium, "\(list)")
        #expect(finding("表示色")?.severity == .medium, "\(list)")
        #expect(finding("同期方法")?.severity == .medium, "\(list)")
        #expect(finding("繰り返し") == nil, "\(list)")
    }

    @Test func headFirstScriptsAndSpacedScriptsAreReadByTheirOwnRules() {
        let loc = { (line: Int) in SourceLocation(file: "a.swift", line: line, column: 1) }
        func scope(_ texts: [String]) -> LabelRewording.Scope {
            let v = ViewType(
                name: "V", kind: .swiftUI, texts: texts.enumerated().map { ViewText(text: $1, element: "Text", location: loc($0 + 1)) },
                usedViews: [], location: loc(1))
            return LabelRewording.Scope([v])
        }
        // Thai puts the head first: วันที่ ("date") heads วันที่เริ่ม ("start date"); เริ่ม ("start") does not.
        #expect(LabelRewording.unspacedContainment("วันที่เริ่ม", in: scope(["วันที่"]))?.contains == false)
        #expect(LabelRewording.unspacedContainment("วันที่เริ่ม", in: scope(["เริ่ม"])) == nil)
        // Korean is written with spaces; mixed and Latin texts are left to the word rules.
        #expect(UnspacedScript.run("시작 날짜") == nil)
        #expect(UnspacedScript.run("Wi-Fi 设置") == nil)
        #expect(UnspacedScript.run("开始日期：")?.text == "开始日期")
        // Far longer texts are sentences, not the label reworded.
        #expect(LabelRewording.unspacedContainment("联系人", in: scope(["请输入紧急联系人的电话号码"])) == nil)
        #expect(LabelRewording.unspacedContainment("联系人", in: scope(["紧急联系人"]))?.contains == true)
        // A design label of two characters ends too many phrases to be looked for in longer texts (活动 in 创建活动).
        #expect(LabelRewording.unspacedContainment("活动", in: scope(["创建活动"])) == nil)
    }
}
