import Testing

@testable import GapCheckModel

@Suite("Names as word lists")
struct NameWordsTests {
    @Test(arguments: [
        ("--color-status-success", ["color", "status", "success"]),
        ("statusSuccess", ["status", "success"]),
        ("status_success", ["status", "success"]),
        ("StatusSuccess", ["status", "success"]),
        ("color.status.success", ["color", "status", "success"]),
        ("space16", ["space", "16"]),
        ("tunnelIP", ["tunnel", "ip"]),
        ("URLSessionTask", ["url", "session", "task"]),
        ("Tunnel IP", ["tunnel", "ip"]),
        ("gray-300", ["gray", "300"]),
        ("", [])
    ])
    func split(name: String, words: [String]) { #expect(NameWords.split(name) == words) }

    @Test func camelCase() {
        #expect(NameWords.camelCase(["status", "success"]) == "statusSuccess")
        #expect(NameWords.camelCase(["16", "px"]) == "_16Px")
    }

    @Test func fontWeights() {
        #expect(FontWeightName.weight(named: "SemiBold") == 600)
        #expect(FontWeightName.weight(named: "ultraLight") == 100)
        #expect(FontWeightName.weight(named: "Heavy") == 800)
        #expect(FontWeightName.weight(named: "Italic") == nil)
        #expect(FontWeightName.name(for: 600) == "Semibold")
        #expect(FontWeightName.swiftName(for: 640) == "semibold")
        #expect(FontSpec(size: 17, weight: 600, textStyle: "headline").summary == "17pt Semibold (.headline)")
    }

    @Test func stableFindingID() {
        let f = Finding(rule: "color.mismatch", severity: .critical, category: .color, title: "t", message: "m", key: "statusSuccess")
        var g = f
        g.title = "other"; g.expected = FindingSide(location: SourceLocation(file: "x", line: 9))
        #expect(f.id == g.id)
        #expect(f.id.count == 12)
        #expect(f.id != Finding(rule: "color.drift", severity: .low, category: .color, title: "t", message: "m", key: "statusSuccess").id)
    }
}
