import Foundation
import Testing

@testable import GapCheckModel

/// `DesignValue` in `extract`/`inventory --format json`: one key naming the kind, and back.
@Suite struct DesignValueCodingTests {
    @Test func oneKeyPerKindAndRoundTrip() throws {
        let values: [DesignValue] = [
            .color(Color(red255: 52, green255: 199, blue255: 89)), .length(16), .font(FontSpec(size: 17)),
            .shadow(Shadow(color: nil, x: 0, y: 2, blur: 8))
        ]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        for v in values {
            let data = try encoder.encode(v)
            let text = String(decoding: data, as: UTF8.self)
            #expect(!text.contains("_0"), "\(text)")
            #expect(try JSONDecoder().decode(DesignValue.self, from: data) == v)
        }
        #expect(String(decoding: try encoder.encode(DesignValue.length(16)), as: UTF8.self) == #"{"length":16}"#)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(DesignValue.self, from: Data(#"{"size":1}"#.utf8)) }
    }
}
