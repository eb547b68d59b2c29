import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckModel

/// `NameWords.split` and `TextNormalizer.normalize` take a byte path for ASCII input; it must give
/// exactly what the general `Character` path gives, or names would match differently by alphabet.
@Suite("ASCII fast paths agree with the general ones")
struct ASCIIFastPathTests {
    /// Seeded ASCII strings weighted towards what names and labels hold: letters of both cases,
    /// digits, separators, `&`, `+`, `\(`, parentheses and colons.
    static func samples(count: Int) -> [String] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        let pieces = ["a", "b", "Z", "Q", "x", "URL", "ID", "0", "7", "42", " ", "-", "_", ".", ":", "&", "+", "\\(", "(", ")", "…", "/", "\t"]
        let fixed = [
            "statusSuccess", "--color-status-success", "URLSession", "space16", "HTTPServer2Go", "App & Settings:",
            "Tunnel IP: \\(ip)", "a\\(b(c)d)e", "\\(unclosed", "", "   ", "A+B", "x2Y"
        ]
        var out = fixed
        for _ in 0..<count {
            let n = Int(next() % 12)
            out.append((0..<n).map { _ in pieces[Int(next() % UInt64(pieces.count))] }.joined())
        }
        return out
    }

    @Test func nameWordsSplit() {
        for s in Self.samples(count: 3000) {
            guard let fast = NameWords.splitASCII(s) else { continue }  // "…" is not ASCII: general path only
            #expect(fast == NameWords.splitCharacters(s), "\(s.debugDescription)")
        }
    }

    @Test func textNormalize() {
        for s in Self.samples(count: 3000) {
            guard let fast = TextNormalizer.normalizeASCII(s) else { continue }
            #expect(fast == TextNormalizer.normalizeCharacters(s), "\(s.debugDescription)")
        }
    }
}
