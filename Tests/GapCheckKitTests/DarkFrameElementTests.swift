import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit

/// A screen drawn dark (its device frame paints a dark gradient) beside light ones, with translucent glass cards
/// and labels in white at an opacity: its texts are compared with what the code shows in dark, over the frame's
/// canvas, never as white on white. Style met in a network tool's "glass" direction page.
@Suite struct DarkFrameElementTests {
    static let page = """
        <!DOCTYPE html><html><head><title>Glass</title><style>
        body { background: #EEF0F4; }
        .phone { width: 393px; height: 852px; border-radius: 50px; overflow: hidden; }
        .dk { background: linear-gradient(150deg, #0B1120, #111A2E 55%, #0E1626); }
        .glass { background: rgba(255,255,255,0.055); border-radius: 20px; padding: 16px; }
        .lbl { font-size: 11px; font-weight: 600; color: rgba(235,235,245,0.6); }
        .dim { font-size: 11px; font-weight: 600; color: rgba(255,255,255,0.32); }
        </style></head><body>
        <div class="phone dk" data-screen="Devices">
          <div class="scroll"><div class="glass"><span class="lbl">Active devices</span><span class="dim">Last scan</span></div></div>
        </div>
        </body></html>
        """

    static let app = """
        import SwiftUI
        struct DevicesView: View {
            var body: some View {
                VStack {
                    Text("Active devices").font(.system(size: 11, weight: .semibold)).foregroundStyle(Color(uiColor: .secondaryLabel))
                    Text("Last scan").font(.system(size: 11, weight: .semibold)).foregroundStyle(Color(uiColor: .label))
                }
            }
        }
        """

    @Test func aDarkFramesTextsAreComparedInDarkOverTheFrame() throws {
        let a = try ElementCheckTests.run(html: Self.page, swift: ["DevicesView.swift": Self.app], screen: "glass")
        let colors = a.findings.filter { $0.rule == "element.color" }
        // `.secondaryLabel` in dark is the design's label color: no finding, where light would give #3C3C4399 on white.
        #expect(!colors.contains { $0.title.contains("Active devices") }, "\(colors.map(\.title))")
        // `.label` (white in dark) where the design dims to 32%: a real difference, said in dark mode over the frame.
        let dim = try #require(colors.first { $0.title.contains("Last scan") }, "\(colors.map(\.title))")
        #expect(dim.title.contains("in dark mode") && !dim.title.contains("design #FFFFFF"), "\(dim.title)")
        #expect(dim.message.contains("screen is dark"), "\(dim.message)")
    }

    @Test func theCanvasIsReadBeneathTheElementNotAsItsBackground() throws {
        let a = try ElementCheckTests.run(html: Self.page, swift: ["DevicesView.swift": Self.app], screen: "glass")
        let pair = try #require(a.matches.elements.first { $0.design.text == "Active devices" })
        let canvas = try #require(pair.design.light.canvas)
        #expect(canvas.hex == "#0B1120")
        #expect((pair.design.light.background?.alpha ?? 1) < 0.1, "the glass card stays the element's own box")
        #expect(!a.findings.contains { $0.rule == "element.background" })
    }

    @Test func aLightFramesTextsStayLight() throws {
        let light = Self.page.replacingOccurrences(of: "class=\"phone dk\"", with: "class=\"phone\"")
            .replacingOccurrences(of: "rgba(235,235,245,0.6)", with: "rgba(60,60,67,0.6)")
        let a = try ElementCheckTests.run(html: light, swift: ["DevicesView.swift": Self.app], screen: "glass")
        let colors = a.findings.filter { $0.rule == "element.color" }
        #expect(!colors.contains { $0.title.contains("Active devices") }, "\(colors.map(\.title))")
        #expect(!colors.contains { $0.title.contains("in dark mode") }, "\(colors.map(\.title))")
    }

    /// A dark dialog over a dimmed screen: a ghost button filled with white at a few percent, in German.
    static let dialog = """
        <!DOCTYPE html><html><head><title>Löschen</title><style>
        body { background: #E5E7EB; }
        .phone { width: 393px; height: 852px; border-radius: 50px; overflow: hidden; background: #101014; position: relative; }
        .dim { position: absolute; inset: 0; background: rgba(16,16,20,0.72); }
        .sheet { background: #1E1E26; border-radius: 20px; padding: 24px; }
        .title { font-size: 20px; font-weight: 700; color: #F2F2F5; }
        .ghost { background: rgba(255,255,255,0.05); border-radius: 14px; padding: 16px; }
        .ghost span { font-size: 16px; font-weight: 500; color: #8A8A96; }
        </style></head><body>
        <div class="phone" data-screen="Löschen">
          <div class="dim"><div class="sheet"><p class="title">Eintrag löschen?</p><div class="ghost"><span>Abbrechen</span></div></div></div>
        </div>
        </body></html>
        """

    static func dialogApp(ghostFill: String) -> String {
        """
        import SwiftUI
        struct LoeschenView: View {
            var body: some View {
                VStack {
                    Text("Eintrag löschen?").font(.system(size: 20, weight: .bold)).foregroundStyle(Color(red: 0.95, green: 0.95, blue: 0.96))
                    Text("Abbrechen").font(.system(size: 16, weight: .medium)).foregroundStyle(Color(red: 0.54, green: 0.54, blue: 0.59))
                        .padding(16)
                        .background(RoundedRectangle(cornerRadius: 14).fill(\(ghostFill)))
                }
                .preferredColorScheme(.dark)
            }
        }
        """
    }

    @Test func twoTranslucentFillsAreComparedOverOneBackdrop() throws {
        // White at 5% in the mockup, white at 5% in the app: the same paint, whatever the system background is.
        let a = try ElementCheckTests.run(
            html: Self.dialog, swift: ["LoeschenView.swift": Self.dialogApp(ghostFill: "Color.white.opacity(0.05)")], screen: "loeschen")
        let pair = try #require(a.matches.elements.first { $0.design.text == "Abbrechen" })
        // The dimming layer is seen over the dark phone, not over white.
        let canvas = try #require(pair.design.light.canvas)
        #expect(canvas.relativeLuminance < 0.02, "\(canvas.hex)")
        let backgrounds = a.findings.filter { $0.rule == "element.background" }
        #expect(!backgrounds.contains { $0.title.contains("Abbrechen") }, "\(backgrounds.map(\.title))")
    }

    @Test func aTranslucentFillOfAnotherPaintIsStillReported() throws {
        let a = try ElementCheckTests.run(
            html: Self.dialog, swift: ["LoeschenView.swift": Self.dialogApp(ghostFill: "Color.blue.opacity(0.6)")], screen: "loeschen")
        let backgrounds = a.findings.filter { $0.rule == "element.background" }
        #expect(backgrounds.contains { $0.title.contains("Abbrechen") }, "\(backgrounds.map(\.title))")
    }
}
