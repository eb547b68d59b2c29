/// A value kept behind one shared reference, so a rarely set field of a value held by the tens of
/// thousands costs one word inline instead of its whole size: a `FontSpec` is 114 bytes, and most
/// findings and code style values have none (bench/RESULTS.md, issue 14). Copies share the reference;
/// it is never written. Encodes, compares and hashes as the value itself, so a field stored this way
/// encodes exactly as the value did.
struct OutOfLine<Value: Sendable & Hashable & Codable>: Sendable, Hashable, Codable {
    private final class Box: Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    private let box: Box

    init(_ value: Value) { box = Box(value) }

    var value: Value { box.value }

    init(from decoder: any Decoder) throws { box = Box(try Value(from: decoder)) }
    func encode(to encoder: any Encoder) throws { try box.value.encode(to: encoder) }
    static func == (a: OutOfLine, b: OutOfLine) -> Bool { a.box === b.box || a.box.value == b.box.value }
    func hash(into hasher: inout Hasher) { box.value.hash(into: &hasher) }
}
