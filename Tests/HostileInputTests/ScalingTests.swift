import CodeReader
import Foundation
import GapCheckModel
import MockupReader
import Testing

/// Every reader is linear: 10× the input costs at most about 10× the time. Measured as a ratio of two
/// sizes (the best of two runs each), not an absolute time, so a slow or loaded machine does not fail
/// it; a quadratic step gives ~100×.
@Suite("readers scale linearly", .serialized)
struct ScalingTests {
    /// Largest accepted time(10n) / time(n). Linear is 10 and a quadratic step gives about 100; the bound sits
    /// between the two, far from both, so a loaded machine (other tests run beside these) cannot fail it and a
    /// quadratic reader cannot pass it. Measured ratios, idle: 8–10 (docs/RELIABILITY.md).
    static let maxRatio = 35.0

    /// Writes `text` as `name` in a fresh folder and returns the folder.
    static func folder(_ name: String, _ text: String) throws -> String {
        let dir = NSTemporaryDirectory() + "gapcheck-scaling-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: dir + "/" + name))
        return dir
    }

    /// Best of two wall-clock times of `body`, in seconds.
    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        var best = Double.infinity
        for _ in 0..<2 {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return best
    }

    /// time(10n) / time(n) for an input made by `make`, read by `read`; records both times.
    static func ratio(n: Int, name: String, make: (Int) -> String, read: (String) throws -> Void) throws -> (small: Double, big: Double, ratio: Double) {
        let small = try folder(name, make(n)), big = try folder(name, make(10 * n))
        defer { try? FileManager.default.removeItem(atPath: small); try? FileManager.default.removeItem(atPath: big) }
        let a = try seconds { try read(small) }, b = try seconds { try read(big) }
        return (a, b, b / max(a, 1e-3))
    }

    static func xib(labels n: Int) -> String {
        var s = #"<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>"#
        s += #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ListView"/><view id="v"><subviews>"#
        s.reserveCapacity(n * 120)
        for i in 0..<n {
            s += "<label text=\"Row \(i)\" id=\"l\(i)\"><fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"\(12 + i % 9)\"/></label>\n"
        }
        return s + "</subviews></view></objects></document>\n"
    }

    static func colorExtension(members n: Int) -> String {
        var s = "import SwiftUI\nextension Color {\n"
        s.reserveCapacity(n * 80)
        for i in 0..<n { s += "    static let c\(i) = Color(red: 0.\(i % 10), green: 0.\(i % 7), blue: 0.5)\n" }
        return s + "}\n"
    }

    static func spacingEnum(members n: Int) -> String {
        var s = "import SwiftUI\nenum Spacing {\n"
        for i in 0..<n { s += "    static let s\(i): CGFloat = \(i % 64)\n" }
        return s + "}\n"
    }

    static func page(elements n: Int) -> String {
        var s = "<!doctype html><html><head><style>.x { color: #123456; padding: 4px }</style></head><body><main>\n"
        s.reserveCapacity(n * 40)
        for i in 0..<n { s += "<p class=\"x\">Item \(i)</p>\n" }
        return s + "</main></body></html>\n"
    }

    static func customProperties(_ n: Int) -> String {
        var s = ":root {\n"
        for i in 0..<n { s += "  --c\(i): #\(String(format: "%06X", i * 2654435 % 0xFFFFFF));\n" }
        return s + "}\n"
    }

    @Test("a .xib with n and 10n sibling labels")
    func xibLabels() throws {
        let r = try Self.ratio(n: 2_000, name: "List.xib", make: Self.xib(labels:)) { _ = try CodeReader.read(roots: [$0]) }
        #expect(r.ratio <= Self.maxRatio, "2,000 labels \(r.small) s, 20,000 labels \(r.big) s: \(r.ratio)×")
    }

    @Test("a Swift extension Color with n and 10n static colors")
    func swiftColorExtension() throws {
        let r = try Self.ratio(n: 1_000, name: "Colors.swift", make: Self.colorExtension(members:)) { _ = try CodeReader.read(roots: [$0]) }
        #expect(r.ratio <= Self.maxRatio, "1,000 colors \(r.small) s, 10,000 colors \(r.big) s: \(r.ratio)×")
    }

    @Test("a Swift enum with n and 10n spacing constants")
    func swiftSpacingEnum() throws {
        let r = try Self.ratio(n: 1_000, name: "Spacing.swift", make: Self.spacingEnum(members:)) { _ = try CodeReader.read(roots: [$0]) }
        #expect(r.ratio <= Self.maxRatio, "1,000 constants \(r.small) s, 10,000 constants \(r.big) s: \(r.ratio)×")
    }

    @Test("a page with n and 10n sibling elements")
    func pageElements() throws {
        let r = try Self.ratio(n: 2_000, name: "page.html", make: Self.page(elements:)) { _ = try MockupReader.read(roots: [$0]) }
        #expect(r.ratio <= Self.maxRatio, "2,000 elements \(r.small) s, 20,000 elements \(r.big) s: \(r.ratio)×")
    }

    @Test("a stylesheet with n and 10n custom properties")
    func stylesheetProperties() throws {
        let r = try Self.ratio(n: 1_000, name: "tokens.css", make: Self.customProperties) { _ = try MockupReader.read(roots: [$0]) }
        #expect(r.ratio <= Self.maxRatio, "1,000 properties \(r.small) s, 10,000 properties \(r.big) s: \(r.ratio)×")
    }

    @Test("a .xib declaring an entity used 8,000 times is refused at once, with a warning naming it")
    func entityExpansion() throws {
        let uses = String(repeating: "&e;", count: 8_000)
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE document [<!ENTITY e "0123456789012345678901234567890123456789">]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects><view id="v"><subviews>
            <label text="\(uses)" id="l"/></subviews></view></objects></document>
            """
        let dir = try Self.folder("Bomb.xib", text)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var inventory = Inventory()
        let t = try Self.seconds { inventory = try CodeReader.read(roots: [dir]) }
        #expect(t < 10, "\(t) s")
        #expect(inventory.diagnostics.contains { $0.location.file.hasSuffix("Bomb.xib") && $0.message.contains("entities") }, "\(inventory.diagnostics)")
        #expect(inventory.views.flatMap(\.texts).isEmpty)
    }
}
