import Foundation

/// A JSON value for comparing parser output with the css-parsing-tests expectations.
enum JSONValue: Equatable, Decodable, CustomStringConvertible, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() { self = .null; return }
        if let b = try? c.decode(Bool.self) { self = .bool(b); return }
        if let d = try? c.decode(Double.self) { self = .number(d); return }
        if let s = try? c.decode(String.self) { self = .string(s); return }
        if let a = try? c.decode([JSONValue].self) { self = .array(a); return }
        self = .object(try c.decode([String: JSONValue].self))
    }

    static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case (.bool(let x), .bool(let y)): return x == y
        case (.number(let x), .number(let y)):
            return x == y || abs(x - y) <= 1e-9 * max(1, abs(x), abs(y))
        case (.string(let x), .string(let y)): return x == y
        case (.array(let x), .array(let y)): return x.count == y.count && zip(x, y).allSatisfy { $0 == $1 }
        case (.object(let x), .object(let y)): return x == y
        default: return false
        }
    }

    var description: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let d): return d == d.rounded() && abs(d) < 1e15 ? String(Int64(d)) : String(d)
        case .string(let s): return "\"" + s.unicodeScalars.map { $0.value < 0x20 || $0.value > 0x7E ? "\\u{\(String($0.value, radix: 16))}" : String($0) }.joined() + "\""
        case .array(let a): return "[" + a.map(\.description).joined(separator: ", ") + "]"
        case .object(let o): return "{" + o.keys.sorted().map { "\($0): \(o[$0]!)" }.joined(separator: ", ") + "}"
        }
    }

    var stringValue: String? { if case .string(let s) = self { return s }; return nil }
}

/// Where the shared reference test data lives: `<repo>/../shared/testdata`.
enum TestData {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let directory = root.deletingLastPathComponent().appendingPathComponent("shared/testdata")

    static func url(_ relative: String) -> URL { directory.appendingPathComponent(relative) }

    static func json(_ relative: String) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: Data(contentsOf: url(relative)))
    }

    /// The (input, expected) pairs of a css-parsing-tests file.
    static func pairs(_ relative: String) -> [(JSONValue, JSONValue)] {
        guard case .array(let a)? = try? json(relative) else { return [] }
        return stride(from: 0, to: a.count - 1, by: 2).map { (a[$0], a[$0 + 1]) }
    }
}
