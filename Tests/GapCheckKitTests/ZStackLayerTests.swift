import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport

/// Field round 8 (R43): in a `ZStack`, a shape, color, gradient or image layer is the background of the layers on
/// it, never the card around the stack. Fixtures in another style than the repository that showed it: a music
/// player's queue row with a count badge, an artwork tile and a now-playing bar.
@Suite struct ZStackLayerTests {
    static func analyze(_ files: [String: String]) throws -> Analysis { try TrustMatchTests.analyze(files) }

    static let design = """
        <!DOCTYPE html><html><head><title>Queue</title><style>
        .row { background: #F7F7F2; padding: 12px; }
        .count { background: #B4232A; color: #FFFFFF; font-size: 12px; border-radius: 9px; }
        .art { background: #1B1B3A; color: #FFFFFF; font-size: 15px; }
        .name { color: #222222; font-size: 17px; }
        </style></head><body><h1>Queue</h1>
        <div class="row"><span class="count">12</span><span class="art">LP</span><span class="name">Side B</span></div>
        </body></html>
        """

    static func app(badge: String, art: String) -> String {
        """
        import SwiftUI

        struct QueueView: View {
            var body: some View {
                VStack {
                    Text("Queue").font(.largeTitle)
                    HStack {
                        ZStack {
                            \(badge)
                            Text("12").font(.caption).foregroundStyle(.white)
                        }
                        ZStack {
                            \(art)
                            Text("LP").foregroundStyle(.white)
                        }
                        Text("Side B").foregroundStyle(Color(red: 34 / 255, green: 34 / 255, blue: 34 / 255))
                    }
                    .padding(12)
                    .background(Color(red: 247 / 255, green: 247 / 255, blue: 242 / 255))
                }
            }
        }
        """
    }

    static func contrast(_ a: Analysis) -> [String] { a.findings.filter { $0.rule.contains("contrast") }.map(\.title) }

    @Test func aFilledShapeLayerIsTheBackgroundOfTheTextOnIt() throws {
        let a = try Self.analyze([
            "design/queue.html": Self.design,
            "app/QueueView.swift": Self.app(
                badge: "Circle().fill(Color(red: 180 / 255, green: 35 / 255, blue: 42 / 255)).frame(width: 18, height: 18)",
                art: "Image(\"artwork\").resizable().frame(width: 44, height: 44)")
        ])
        // White on the red circle passes, and the artwork is an image: nothing is compared against the row's paper color.
        #expect(Self.contrast(a).isEmpty, "\(Self.contrast(a))")
        let count = try #require(a.inventory.elements.first { $0.text == "12" })
        #expect(count.background?.color?.hex == "#B4232A", "\(String(describing: count.background))")
        #expect(count.background?.inherited == false, "one text on the layer: its own box")
        let art = try #require(a.inventory.elements.first { $0.text == "LP" })
        // An image layer: a background nobody knows, never the row's paper color behind the image.
        #expect(art.background?.color == nil, "\(String(describing: art.background))")
    }

    @Test func aLayerOfAnotherColorIsReportedAgainstTheDesignsBadge() throws {
        let a = try Self.analyze([
            "design/queue.html": Self.design,
            "app/QueueView.swift": Self.app(
                badge: "Capsule().fill(Color(red: 0.95, green: 0.95, blue: 0.93))",
                art: "Color(red: 27 / 255, green: 27 / 255, blue: 58 / 255)")
        ])
        // The badge's white text now sits on a near-white capsule: a real contrast gap, on the capsule, not on the row.
        let low = a.findings.filter { $0.rule == "element.contrast" && $0.title.contains("\"12\"") }
        #expect(low.count == 1, "\(Self.contrast(a))")
        #expect(low.first?.message.contains("Capsule()") == true, "\(low.first?.message ?? "")")
        #expect(!a.findings.contains { $0.rule == "element.contrast" && $0.title.contains("\"LP\"") }, "\(Self.contrast(a))")
    }
}
