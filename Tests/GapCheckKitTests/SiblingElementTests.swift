import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit

/// A ride-offer screen of a courier app: the design shows "Confirm" as a small suggestion chip and as a button; the
/// app has the button and a large swipe stamp "CONFIRM". Its row of pill buttons is drawn by the app as 72pt circles.
@Suite struct SiblingElementTests {
    static let design = """
        <!DOCTYPE html><html><head><title>Courier</title><style>
        body { background: #101418; color: #F4F6F8; font-family: -apple-system; }
        .hint-chip { display: inline-flex; font-size: 11px; font-weight: 700; padding: 3px 10px; border-radius: 8px;
          background: #1F3A2C; color: #5EE0A0; }
        .job-btn { padding: 12px; border-radius: 12px; font-size: 14px; font-weight: 700; }
        .job-take { background: #1F3A2C; color: #5EE0A0; }
        .job-pass { background: #3A1F1F; color: #FF7A70; }
        .lone-btn { padding: 12px; font-size: 14px; background: #222A33; color: #8FB8FF; border-radius: 12px; }
        </style></head><body>
        <div class="device" data-screen="job-offer">
          <h1>Job Offer</h1>
          <div class="offer"><span class="who">Dock 4 pickup</span><div class="hint-chip">✨ Confirm</div></div>
          <div class="row">
            <div class="job-btn job-take">Confirm</div>
            <div class="job-btn job-pass">✕ Pass for now</div>
          </div>
          <div class="lone-btn">↻ Refresh list later</div>
        </div>
        </body></html>
        """
    static let app = """
        import SwiftUI

        struct JobOfferView: View {
            @State private var drag: CGFloat = 0
            var body: some View {
                VStack {
                    Text("Job Offer").font(.largeTitle)
                    Text("Dock 4 pickup")
                    if drag > 40 {
                        Text("CONFIRM").font(.system(size: 22, weight: .black)).foregroundStyle(Color.green)
                    }
                    HStack {
                        Button { drag = 0 } label: {
                            VStack { Image(systemName: "checkmark"); Text("Confirm").font(.caption2.bold()) }
                                .foregroundStyle(Color(red: 0.37, green: 0.88, blue: 0.63))
                                .frame(width: 72, height: 72)
                        }
                        Button { drag = 0 } label: {
                            VStack { Image(systemName: "xmark"); Text("Pass").font(.caption2.bold()) }
                                .frame(width: 72, height: 72)
                        }
                    }
                    Text("Refresh")
                }
            }
        }
        """

    @Test func aChipIsNotPairedWithABareStampOfTheSameWord() throws {
        let a = try DesignTrustTests.run(design: ["job.html": Self.design], app: ["JobOfferView.swift": Self.app])
        let chip = a.matches.elements.filter { $0.design.selector.contains("hint-chip") }
        #expect(!chip.isEmpty)
        // The chip finds no code element: the stamp is another copy of the word, the button's text the button's.
        #expect(chip.allSatisfy { $0.code == nil }, "\(chip.map { $0.code?.text ?? "-" })")
        #expect(!a.findings.contains { $0.rule.hasPrefix("element.") && $0.title.contains("CONFIRM") }, "\(a.findings.map(\.title))")
        // The button still pairs with the button.
        let pairs = a.matches.elements.map { "\($0.design.selector) → \($0.code?.text ?? "-")" }
        let button = try #require(a.matches.elements.first { $0.design.selector.contains("job-take") }, "\(pairs)")
        #expect(button.code?.text == "Confirm", "\(pairs)")
    }

    @Test func anotherCopyNeedsAChipABareTextAndFarApartSizes() {
        let loc = SourceLocation(file: "a.html", line: 1, column: 1)
        var look = ElementLook(
            color: Color(red: 0.4, green: 0.9, blue: 0.6), background: Color(red: 0.1, green: 0.2, blue: 0.15), fontSize: 11, fontWeight: 700)
        look.boxHoldsOthers = false
        let chip = DesignElement(screen: "s", text: "✨ Confirm", role: .text, selector: ".hint-chip", light: look, location: loc)
        func code(_ size: Double, background: Bool) -> CodeElement {
            CodeElement(
                view: "V", kind: "Text", role: .text, text: "CONFIRM",
                background: background ? ElementStyleValue(expression: ".background(.black)", location: loc, color: Color(red: 0, green: 0, blue: 0)) : nil,
                font: ElementStyleValue(expression: ".font(.system(size: \(Int(size))))", location: loc, font: FontSpec(size: size)), location: loc)
        }
        #expect(ElementAligner.anotherCopy(chip, code(22, background: false)))
        // A chip the code draws with a background, or at about its size, is the chip.
        #expect(!ElementAligner.anotherCopy(chip, code(22, background: true)))
        #expect(!ElementAligner.anotherCopy(chip, code(12, background: false)))
        // A text inside a card (the box holds other texts) is no chip.
        var inCard = chip
        inCard.light.boxHoldsOthers = true
        #expect(!ElementAligner.anotherCopy(inCard, code(22, background: false)))
    }

    @Test func aPillBesideASiblingTheAppDrawsLargeEnoughIsLow() throws {
        let a = try DesignTrustTests.run(design: ["job.html": Self.design], app: ["JobOfferView.swift": Self.app])
        let targets = a.findings.filter { $0.rule == "touch-target.small" }
        let pass = try #require(targets.first { $0.title.contains("job-pass") }, "\(targets.map(\.title))")
        #expect(pass.severity == .low, "\(pass.message)")
        #expect(pass.message.contains("`div.job-btn.job-take`"), "\(pass.message)")
        // A pill alone on its row, paired with nothing, stays a gap.
        let lone = try #require(targets.first { $0.title.contains("lone-btn") }, "\(targets.map(\.title))")
        #expect(lone.severity == .medium, "\(lone.message)")
    }

    @Test func rowKeyNeedsAModifierClass() {
        let loc = SourceLocation(file: "a.html", line: 1, column: 1)
        #expect(
            TouchTargetSmallCheck.rowKey(TapTarget(selector: "div.job-btn.job-pass", width: nil, height: 41, screen: "s", location: loc)) == "s|div.job-btn")
        #expect(TouchTargetSmallCheck.rowKey(TapTarget(selector: "div.lone-btn", width: nil, height: 41, screen: "s", location: loc)) == nil)
        #expect(TouchTargetSmallCheck.rowKey(TapTarget(selector: ".row .job-btn.x", width: nil, height: 41, screen: "s", location: loc)) == nil)
    }
}
