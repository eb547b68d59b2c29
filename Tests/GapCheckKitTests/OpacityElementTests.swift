import CSSEngine
import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport
@testable import MockupReader

/// `opacity` on a text or a box around it fades the text: "Today's workout" at `opacity:.85` in white is white at
/// 85 %, which `.white.opacity(0.85)` draws exactly and `.white.opacity(0.7)` nearly.
@Suite struct OpacityElementTests {
    static let page = """
        <!DOCTYPE html><html><head><title>Home</title><style>
        .hero { background: #0C6B75; border-radius: 20px; padding: 16px; color: #FFFFFF; }
        .eyebrow { font-size: 12px; font-weight: 600; opacity: .85; }
        .faded { opacity: 50%; }
        .enter { opacity: 0; animation: up .4s forwards; }
        </style></head><body data-screen="home">
        <div class="hero"><div class="eyebrow">Today's workout</div><div class="faded"><span>Rest day tomorrow</span></div><div class="enter"><span>Streak</span></div></div>
        </body></html>
        """

    static func app(_ eyebrow: Double) -> [String: String] {
        [
            "HomeView.swift": """
            import SwiftUI
            struct HomeView: View {
                var body: some View {
                    VStack {
                        Text("Today's workout").font(.system(size: 12, weight: .semibold)).foregroundStyle(Color.white.opacity(\(eyebrow)))
                        Text("Rest day tomorrow").foregroundStyle(Color.white)
                    }
                    .background(Color(red: 12 / 255, green: 107 / 255, blue: 117 / 255))
                }
            }
            """
        ]
    }

    @Test func opacityFadesTheTextColor() throws {
        let a = try ElementCheckTests.run(html: Self.page, swift: Self.app(0.85), screen: "home")
        let eyebrow = try #require(a.matches.elements.first { $0.design.text == "Today's workout" })
        #expect(abs((eyebrow.design.light.color?.alpha ?? 1) - 0.85) < 0.01)
        let faded = try #require(a.matches.elements.first { $0.design.text == "Rest day tomorrow" })
        #expect(abs((faded.design.light.color?.alpha ?? 1) - 0.5) < 0.01, "an ancestor's opacity fades its texts too")
        let entering = try #require(a.matches.elements.first { $0.design.text == "Streak" })
        #expect(entering.design.light.color?.alpha == 1, "opacity 0 is an animation's start, not the text's look")
        let colors = a.findings.filter { $0.rule == "element.color" }
        #expect(!colors.contains { $0.title.contains("Today's workout") }, "\(colors.map(\.title))")
        #expect(colors.contains { $0.title.contains("Rest day tomorrow") }, "white where the design shows it at half strength")
    }

    @Test func theCodesOpacityModifierFadesItsTextToo() throws {
        var app = Self.app(0.85)
        app["HomeView.swift"] = app["HomeView.swift"]!.replacingOccurrences(
            of: ".foregroundStyle(Color.white.opacity(0.85))", with: ".foregroundStyle(Color.white).opacity(0.85)")
        #expect(app["HomeView.swift"]!.contains(".opacity(0.85)") && !app["HomeView.swift"]!.contains("white.opacity"))
        let a = try ElementCheckTests.run(html: Self.page, swift: app, screen: "home")
        let colors = a.findings.filter { $0.rule == "element.color" }
        #expect(!colors.contains { $0.title.contains("Today's workout") }, "\(colors.map(\.title))")
    }

    @Test func aNearbyOpacityIsASmallDifference() throws {
        let a = try ElementCheckTests.run(html: Self.page, swift: Self.app(0.7), screen: "home")
        let f = a.findings.first { $0.rule == "element.color" && $0.title.contains("Today's workout") }
        #expect(f.map { $0.severity != .critical } ?? true, "\(String(describing: f?.title))")
        #expect(f?.title.contains("design #FFFFFF)") != true, "the design's value is the faded one")
    }

    /// A Japanese list whose resting row is dimmed on both sides: the design's row at `opacity:.5`, the app's row
    /// `.opacity(isResting ? 0.5 : 1)` around the same gray.
    static let zones = """
        <!DOCTYPE html><html lang="ja"><head><title>ゾーン</title><style>
        body { background: #FFFFFF; }
        li { color: #6B7280; font-size: 15px; list-style: none; }
        .resting { opacity: .5; }
        </style></head><body data-screen="zones">
        <h1>ゾーン</h1>
        <ul><li class="resting"><span>休息ゾーン</span> <span>5分</span></li><li><span>有酸素ゾーン</span> <span>20分</span></li></ul>
        </body></html>
        """

    static func zonesView(_ fade: String, restingColor: String = "Color(red: 107 / 255, green: 114 / 255, blue: 128 / 255)") -> [String: String] {
        [
            "ZonesView.swift": """
            import SwiftUI
            struct ZonesView: View {
                let isResting = true
                let level = 0.5
                var body: some View {
                    VStack {
                        Text("ゾーン").font(.largeTitle)
                        HStack {
                            Text("休息ゾーン")
                            Text("5分")
                        }
                        .foregroundStyle(\(restingColor))
                        \(fade)
                        HStack {
                            Text("有酸素ゾーン")
                            Text("20分")
                        }
                        .foregroundStyle(Color(red: 107 / 255, green: 114 / 255, blue: 128 / 255))
                    }
                }
            }
            """
        ]
    }

    static func restingColorFindings(_ a: Analysis) -> [Finding] {
        a.findings.filter { $0.rule == "element.color" && $0.title.contains("休息ゾーン") }
    }

    @Test func aConditionalFadeOnTheAppsRowIsTheDesignsFade() throws {
        let a = try ElementCheckTests.run(html: Self.zones, swift: Self.zonesView(".opacity(isResting ? 0.5 : 1)"), screen: "zones")
        let resting = try #require(a.matches.elements.first { $0.design.text == "休息ゾーン" })
        #expect(resting.code?.opacity?.choices == [0.5, 1])
        #expect(resting.design.light.fade == 0.5)
        #expect(Self.restingColorFindings(a).isEmpty, "\(Self.restingColorFindings(a).map(\.title))")
        // The row the design does not dim takes the condition's other branch: no fade, no finding either.
        #expect(!a.findings.contains { $0.rule == "element.color" && $0.title.contains("有酸素ゾーン") })
    }

    @Test func aFadeOnlyTheRunningAppKnowsComparesBothBeforeOpacity() throws {
        let same = try ElementCheckTests.run(html: Self.zones, swift: Self.zonesView(".opacity(level)"), screen: "zones")
        #expect(Self.restingColorFindings(same).isEmpty, "\(Self.restingColorFindings(same).map(\.title))")
        // Before opacity the colors really differ: still reported, saying how they were compared.
        let red = try ElementCheckTests.run(
            html: Self.zones, swift: Self.zonesView(".opacity(level)", restingColor: "Color(red: 0.85, green: 0.1, blue: 0.1)"), screen: "zones")
        let f = try #require(Self.restingColorFindings(red).first)
        #expect(f.message.contains("before opacity"), "\(f.message)")
        #expect(f.title.contains("#6B7280"), "the design's color before its fade: \(f.title)")
    }

    @Test func aFadeOnOneSideOnlyIsStillADifference() throws {
        let a = try ElementCheckTests.run(html: Self.zones, swift: Self.zonesView(""), screen: "zones")
        #expect(!Self.restingColorFindings(a).isEmpty, "the design dims the row, the app does not")
    }

    @Test func opacityParsesNumbersAndPercentages() {
        #expect(CSSBridge.opacity(CSSSyntax.componentValues(".85")) == 0.85)
        #expect(CSSBridge.opacity(CSSSyntax.componentValues(" 40% ")) == 0.4)
        #expect(CSSBridge.opacity(CSSSyntax.componentValues("2")) == 1)
        #expect(CSSBridge.opacity(CSSSyntax.componentValues("var(--x)")) == nil)
    }
}
