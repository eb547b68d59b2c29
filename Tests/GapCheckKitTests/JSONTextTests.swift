import Foundation
import Testing

@testable import GapCheckKit
@testable import GapCheckReporters

/// `JSONText` replaces Foundation's `JSONEncoder` for reports (no intermediate tree); its bytes must be
/// exactly what `JSONEncoder` with `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]` writes.
@Suite("JSONText writes what JSONEncoder writes")
struct JSONTextTests {
    struct Inner: Codable { var name: String; var values: [Double]; var flag: Bool? }
    struct Sample: Codable {
        var strings: [String]
        var numbers: [Double]
        var ints: [Int]
        var nested: [Inner]
        var map: [String: Inner]
        var empty: [String]
        var emptyMap: [String: Int]
        var missing: String?
        var zebra: Int
        var alpha: Int
    }

    static func foundation<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    }

    @Test func tricky() throws {
        let sample = Sample(
            strings: [
                "plain", "quote \" backslash \\ slash /", "tab\tnew\nline\rcr", "\u{0}\u{1}\u{1F}\u{7F}", "é ü 中文 👩‍👩‍👧", "\u{2028}\u{2029}", "</script>", ""
            ],
            numbers: [0, 1, -1, 0.1, 0.5, 1.5, 19.4, 2.21, 1e-7, 123456789.125, 1e15, 4.5, 0.333333333333],
            ints: [0, -5, 42, Int(Int32.max), 1 << 40],
            nested: [Inner(name: "a", values: [], flag: nil), Inner(name: "b", values: [1, 2.5], flag: true)],
            map: [
                "z": Inner(name: "z", values: [3], flag: false), "a": Inner(name: "a", values: [], flag: nil),
                "--color-x": Inner(name: "x", values: [0.25], flag: nil)
            ],
            empty: [], emptyMap: [:], missing: nil, zebra: 1, alpha: 2)
        #expect(try JSONText.encode(sample) == Self.foundation(sample))
    }
}
