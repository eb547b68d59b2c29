import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit

/// A tab bar drawn with inline styles only (no class, no `nav`): its labels are tab items, never the large title of
/// the same word on the screen. Style met in a handoff whose phones are built from unclassed flex boxes.
@Suite struct UnnamedTabBarTests {
    static func page(tabBar: Bool) -> String {
        let item = { (label: String, color: String) in
            "<div style=\"display:flex;flex-direction:column;align-items:center;flex:1;color:\(color)\"><svg width=\"22\" height=\"22\"></svg><span style=\"font-size:10px;font-weight:600\">\(label)</span></div>"
        }
        let bar =
            "<div style=\"display:flex;padding:8px 4px\">" + item("Today", "#0C6B75") + item("Clients", "#8A93A2") + item("Inbox", "#8A93A2")
            + item("Me", "#8A93A2") + "</div>"
        return """
            <!DOCTYPE html><html><head><title>Coach</title></head><body>
            <div style="width:390px;height:844px;border-radius:44px;overflow:hidden;display:flex;flex-direction:column" data-screen="Today">
            <div style="flex:1"><div style="font-size:34px;font-weight:700;color:#15181E">Morning, Sam</div>
            <div style="font-size:13px;color:#5A6472">Next session</div></div>
            \(tabBar ? bar : "")
            </div></body></html>
            """
    }

    static let app: [String: String] = [
        "TodayView.swift": """
        import SwiftUI
        struct TodayView: View {
            var body: some View {
                VStack { Text("Today").font(.largeTitle).foregroundStyle(Color(red: 0x15 / 255, green: 0x18 / 255, blue: 0x1E / 255)); Text("Next session") }
            }
        }
        """,
        "RootView.swift": """
        import SwiftUI
        struct RootView: View {
            var body: some View {
                TabView { TodayView().tabItem { Label("Today", systemImage: "sun.max") } }
            }
        }
        """
    ]

    @Test func anUnclassedIconRowAtTheBottomIsATabBar() throws {
        let a = try ElementCheckTests.run(html: Self.page(tabBar: true), swift: Self.app, screen: "today")
        let today = a.matches.elements.filter { $0.design.text == "Today" }
        #expect(today.count == 1 && today.allSatisfy { $0.design.inTabBar })
        // The tab label pairs with no large title: no color or font finding on `Text("Today")`.
        #expect(!a.findings.contains { $0.rule.hasPrefix("element.") && $0.title.contains("Text(\"Today\")") }, "\(a.findings.map(\.title))")
    }

    @Test func aRowOfTextsWithoutIconsIsNoTabBar() throws {
        let html = Self.page(tabBar: true).replacingOccurrences(of: "<svg width=\"22\" height=\"22\"></svg>", with: "")
        let a = try ElementCheckTests.run(html: html, swift: Self.app, screen: "today")
        #expect(a.matches.elements.filter { $0.design.text == "Today" }.allSatisfy { !$0.design.inTabBar })
    }
}
