import CSSEngine
import Testing

@testable import MockupReader

/// `DeviceBoxes.isDeviceSize`: which explicit boxes are drawn as a phone or a tablet.
@Suite struct DeviceBoxesTests {
    @Test func phoneAndTabletBoxesQualifyOthersDoNot() {
        // Phones at real and reduced size, rounded; an exact phone width without rounding.
        #expect(DeviceBoxes.isDeviceSize(width: 360, height: 780, radius: 40))
        #expect(DeviceBoxes.isDeviceSize(width: 260, height: 560, radius: 28))
        #expect(DeviceBoxes.isDeviceSize(width: 375, height: 812, radius: nil))
        // A tablet, portrait and landscape.
        #expect(DeviceBoxes.isDeviceSize(width: 820, height: 1180, radius: 36))
        #expect(DeviceBoxes.isDeviceSize(width: 1180, height: 820, radius: 36))
        // A card, a square, a sidebar of an odd width without corners, a wide banner: none is a device.
        #expect(!DeviceBoxes.isDeviceSize(width: 360, height: 240, radius: 40))
        #expect(!DeviceBoxes.isDeviceSize(width: 500, height: 500, radius: 40))
        #expect(!DeviceBoxes.isDeviceSize(width: 287, height: 600, radius: 0))
        #expect(!DeviceBoxes.isDeviceSize(width: 1200, height: 300, radius: 24))
    }

    /// The page's own rules and inline styles find the boxes: `.ph` by class, an unclassed inline box, not a
    /// `.ph::after` pseudo-element rule nor an image of a phone's size.
    @Test func boxesAreFoundFromRulesAndInlineStyles() throws {
        let page = try HTMLPage(
            text: """
                <html><head><style>.ph { width: 393px; height: 852px; border-radius: 50px; } .x::after { width: 393px; height: 852px; border-radius: 50px; }</style></head>
                <body><div class="ph" id="a"></div><div class="x" id="b"></div><div id="c" style="width:300px;height:640px;border-radius:36px"></div>
                <img id="d" style="width:300px;height:640px;border-radius:36px"></body></html>
                """, file: "p.html")
        let boxes = DeviceBoxes(
            page.document, sheets: page.styleBlocks.map { CSSStylesheet.parse($0.text) }, inlineStyles: page.inlineStyles.map { ($0.node, $0.text) })
        let ids = Set(boxes.nodes.compactMap { page.document.nodes[$0].attribute("id") })
        #expect(ids == ["a", "c"])
    }
}
