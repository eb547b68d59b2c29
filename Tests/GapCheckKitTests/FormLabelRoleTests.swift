import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit

/// A Japanese note-taking app's settings: the design's form label "文字起こし履歴" over a retention picker shares its
/// words with the title of the app's history view. Two roles, one text: the pair's differences are low, said so. The
/// design's own title paired with the app's title, and the label paired with the app's picker label, stay medium.
@Suite struct FormLabelRoleTests {
    static func design(_ history: String) -> String {
        """
        <!DOCTYPE html><html lang="ja"><head><title>設定</title><style>
        body { background: #FFFFFF; color: #1B1B1F; font-family: -apple-system; }
        h1 { font-size: 22px; font-weight: 700; color: #1B1B1F; }
        .fl { font-size: 11px; font-weight: 600; text-transform: uppercase; color: #8A8A93; }
        .hint { font-size: 13px; color: #55555E; }
        </style></head><body>
        <div class="device" data-screen="rireki">
          \(history)
          <p class="hint">保存期間を選んでください。</p>
          <p class="hint">古いメモは自動で削除されます。</p>
          <button class="hint">すべて削除</button>
        </div>
        </body></html>
        """
    }

    static let label = "<h1>設定</h1><label class=\"fl\" for=\"keep\">文字起こし履歴</label><select id=\"keep\"><option>50件</option></select>"
    static let heading = "<h1>文字起こし履歴</h1>"

    static let titledView = """
        import SwiftUI

        struct RirekiView: View {
            var body: some View {
                VStack(alignment: .leading) {
                    Text("文字起こし履歴").font(.system(size: 17, weight: .bold)).foregroundStyle(Color(red: 0.2, green: 0.4, blue: 0.9))
                    Text("保存期間を選んでください。").font(.system(size: 13))
                    Text("古いメモは自動で削除されます。").font(.system(size: 13))
                    Button("すべて削除") {}
                }
            }
        }
        """

    static let pickerView = """
        import SwiftUI

        struct RirekiView: View {
            @State private var keep = 50
            var body: some View {
                Form {
                    Text("保存期間を選んでください。").font(.system(size: 13))
                    Text("古いメモは自動で削除されます。").font(.system(size: 13))
                    Picker(selection: $keep) { Text("50件").tag(50) } label: {
                        Text("文字起こし履歴").font(.system(size: 17, weight: .bold)).foregroundStyle(Color(red: 0.2, green: 0.4, blue: 0.9))
                    }
                    Button("すべて削除") {}
                }
            }
        }
        """

    private func findings(_ design: String, _ app: String) throws -> [Finding] {
        let a = try DesignTrustTests.run(design: ["rireki.html": design], app: ["RirekiView.swift": app])
        #expect(a.matches.screens.contains { $0.viewName == "RirekiView" }, "\(a.matches.screens.map { ($0.screen.name, $0.viewName ?? "-") })")
        return a.findings.filter { $0.rule.hasPrefix("element.") && $0.title.contains("文字起こし履歴") }
    }

    @Test func aFormLabelPairedWithTheViewsTitleIsLow() throws {
        let found = try findings(Self.design(Self.label), Self.titledView)
        #expect(!found.isEmpty)
        #expect(found.allSatisfy { $0.severity == .low }, "\(found.map { ($0.rule, $0.severity, $0.message) })")
        #expect(found.contains { $0.message.contains("form label") }, "\(found.map(\.message))")
    }

    @Test func aTitlePairedWithTheViewsTitleStaysMedium() throws {
        let found = try findings(Self.design(Self.heading), Self.titledView)
        #expect(found.contains { $0.severity == .medium }, "\(found.map { ($0.rule, $0.severity) })")
    }

    @Test func aFormLabelPairedWithAPickersLabelStaysMedium() throws {
        let found = try findings(Self.design(Self.label), Self.pickerView)
        #expect(found.contains { $0.severity == .medium }, "\(found.map { ($0.rule, $0.severity) })")
    }
}
