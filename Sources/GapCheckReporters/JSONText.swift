/// Pretty-printed JSON with sorted keys, written straight into bytes: the same text Foundation's
/// `JSONEncoder` writes with `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]` (two-space
/// indent, `"key" : value`, keys in UTF-8 order, empty containers as `[\n\n]`, doubles without a
/// trailing `.0`), without its intermediate tree of boxed values and the copies between `Data` and
/// `String`. Finished values are kept as text and moved into their parents by chunk, not copied, so
/// a 50 MB report costs about one report's worth of bytes while it is built.
enum JSONText {
    /// Failures `JSONEncoder` also reports: numbers JSON cannot hold, values that encode nothing.
    enum Failure: Error { case nonConformingNumber, noValue }

    /// `value` as JSON text followed by a newline.
    static func encode<T: Encodable>(_ value: T) throws -> String {
        var text = ""
        try encode(value, to: &text)
        return text
    }

    /// Writes `value` as JSON text followed by a newline to `out`, chunk by chunk, each chunk freed once
    /// written. The value is encoded whole before the first byte goes out, so a value that cannot be
    /// encoded writes nothing.
    static func encode<T: Encodable, Out: ReportOutput>(_ value: T, to out: inout Out) throws {
        let top = Slot(level: 0)
        try value.encode(to: TextEncoder(slot: top, codingPath: []))
        if case .empty = top.state { throw Failure.noValue }
        var text = try top.finish()
        text.drain { chunk in chunk.withUnsafeBufferPointer { out.write(utf8: $0) } }
        out.write("\n")
    }

    /// JSON text as a list of byte chunks: appending a big finished value moves its chunks, and the
    /// text grows chunk by chunk instead of by doubling one buffer.
    struct Bytes {
        private var chunks: [[UInt8]] = []
        private var tail: [UInt8] = []
        private(set) var count = 0
        /// Size at which the tail becomes a chunk of its own.
        private static let chunkSize = 1 << 16

        /// Moves a full tail to the chunks; the next tail starts with room for a chunk.
        private mutating func flushIfFull() {
            guard tail.count >= Self.chunkSize else { return }
            chunks.append(tail)
            tail = []
            tail.reserveCapacity(Self.chunkSize + Self.chunkSize / 8)
        }

        mutating func append(_ byte: UInt8) { tail.append(byte); count += 1; flushIfFull() }

        mutating func append(_ s: StaticString) {
            s.withUTF8Buffer { tail.append(contentsOf: $0) }
            count += s.utf8CodeUnitCount
            flushIfFull()
        }

        mutating func append(raw: String) {
            var s = raw
            s.withUTF8 { tail.append(contentsOf: $0) }
            count += raw.utf8.count
            flushIfFull()
        }

        mutating func indent(_ level: Int) {
            for _ in 0..<level { tail.append(0x20); tail.append(0x20) }
            count += 2 * level
            flushIfFull()
        }

        /// A quoted, escaped string: `"` and `\` escaped, control characters as `\b \f \n \r \t` or `\u00xx`.
        mutating func append(quoted string: String) {
            var s = string
            let before = tail.count
            tail.append(0x22)
            s.withUTF8 { u in
                var mark = 0
                for i in 0..<u.count {
                    let c = u[i]
                    guard c < 0x20 || c == 0x22 || c == 0x5C else { continue }
                    if i > mark { tail.append(contentsOf: UnsafeBufferPointer(rebasing: u[mark..<i])) }
                    mark = i + 1
                    tail.append(0x5C)
                    switch c {
                    case 0x22: tail.append(0x22)
                    case 0x5C: tail.append(0x5C)
                    case 0x08: tail.append(0x62)
                    case 0x0C: tail.append(0x66)
                    case 0x0A: tail.append(0x6E)
                    case 0x0D: tail.append(0x72)
                    case 0x09: tail.append(0x74)
                    default:
                        let hex: [UInt8] = Array("0123456789abcdef".utf8)
                        tail.append(contentsOf: [0x75, 0x30, 0x30, hex[Int(c >> 4)], hex[Int(c & 0xF)]])
                    }
                }
                if u.count > mark { tail.append(contentsOf: UnsafeBufferPointer(rebasing: u[mark...])) }
            }
            tail.append(0x22)
            count += tail.count - before
            flushIfFull()
        }

        /// Appends another value's text: small ones are copied, big ones moved by chunk.
        mutating func append(_ other: Bytes) {
            if other.count < 1 << 14 {
                for c in other.chunks { tail.append(contentsOf: c) }
                tail.append(contentsOf: other.tail)
                count += other.count
                flushIfFull()
            } else {
                if !tail.isEmpty { chunks.append(tail); tail = [] }
                chunks.append(contentsOf: other.chunks)
                if !other.tail.isEmpty { chunks.append(other.tail) }
                count += other.count
            }
        }

        /// Hands every chunk to `body` in order, freeing each after it returns.
        mutating func drain(_ body: ([UInt8]) -> Void) {
            for i in chunks.indices {
                body(chunks[i])
                chunks[i] = []
            }
            body(tail)
            chunks = []
            tail = []
            count = 0
        }
    }

    /// One value being encoded: a string, other JSON text, or a nested object or array still open.
    enum Entry {
        case string(String)
        /// Number, `true`, `false` or `null`, as JSON text.
        case raw(String)
        case text(Bytes)
        case slot(Slot)

        /// True for a nested container that may still be written to.
        var isOpen: Bool {
            if case .slot = self { return true }
            return false
        }
    }

    final class Slot {
        enum State {
            case empty
            case single(Entry)
            case object([(key: String, value: Entry)])
            case array(ArrayText)
        }

        /// An array being encoded: its text so far (elements are written as they come, so a big array
        /// never holds its elements apart), and the elements waiting behind a still-open nested container.
        struct ArrayText {
            var text = Bytes()
            var count = 0
            var pending: [Entry] = []

            init() { text.append("[\n") }
        }

        let level: Int
        var state: State = .empty

        init(level: Int) { self.level = level }

        func append(_ key: String, _ value: Entry) {
            if case .object(var entries) = state {
                state = .empty
                entries.append((key, value))
                state = .object(entries)
            }
        }

        func append(_ value: Entry) {
            guard case .array(var a) = state else { return }
            state = .empty
            if a.pending.isEmpty, !value.isOpen {
                if a.count > 0 { a.text.append(",\n") }
                a.text.indent(level + 1)
                // Not open, so writing it cannot throw.
                try? Slot.write(value, into: &a.text)
            } else {
                a.pending.append(value)
            }
            a.count += 1
            state = .array(a)
        }

        /// The object or array slot stored under `key`, reused when the key already holds one (as `JSONEncoder` does).
        func nested(_ key: String, object: Bool) -> Slot {
            if case .object(let entries) = state, let existing = entries.last(where: { $0.key == key }), case .slot(let s) = existing.value {
                return s
            }
            let s = Slot(level: level + 1)
            s.state = object ? .object([]) : .array(ArrayText())
            append(key, .slot(s))
            return s
        }

        func nested(object: Bool) -> Slot {
            let s = Slot(level: level + 1)
            s.state = object ? .object([]) : .array(ArrayText())
            append(.slot(s))
            return s
        }

        /// The slot's JSON text at its indentation level.
        func finish() throws -> Bytes {
            var out = Bytes()
            switch state {
            case .empty:
                out.append("{\n\n")
                out.indent(level)
                out.append("}")
            case .single(let e):
                try Slot.write(e, into: &out)
            case .object(let entries):
                // Keys in UTF-8 order; a key set twice keeps its last value.
                let order = entries.indices.sorted { a, b in
                    let ka = entries[a].key, kb = entries[b].key
                    if ka == kb { return a < b }
                    return ka.utf8.lexicographicallyPrecedes(kb.utf8)
                }
                var kept: [Int] = []
                for i in order {
                    if let last = kept.last, entries[last].key == entries[i].key { kept[kept.count - 1] = i } else { kept.append(i) }
                }
                out.append("{\n")
                for (n, i) in kept.enumerated() {
                    if n > 0 { out.append(",\n") }
                    out.indent(level + 1)
                    out.append(quoted: entries[i].key)
                    out.append(" : ")
                    try Slot.write(entries[i].value, into: &out)
                }
                out.append("\n")
                out.indent(level)
                out.append("}")
            case .array(var a):
                state = .empty
                var n = a.count - a.pending.count
                for e in a.pending {
                    if n > 0 { a.text.append(",\n") }
                    a.text.indent(level + 1)
                    try Slot.write(e, into: &a.text)
                    n += 1
                }
                a.text.append("\n")
                a.text.indent(level)
                a.text.append("]")
                return a.text
            }
            state = .empty
            return out
        }

        static func write(_ e: Entry, into out: inout Bytes) throws {
            switch e {
            case .string(let s): out.append(quoted: s)
            case .raw(let s): out.append(raw: s)
            case .text(let b): out.append(b)
            case .slot(let s): out.append(try s.finish())
            }
        }
    }

    // MARK: - Encoder

    static func number<F: BinaryFloatingPoint & CustomStringConvertible>(_ value: F) throws -> Entry {
        guard value.isFinite else { throw Failure.nonConformingNumber }
        var s = value.description
        if s.hasSuffix(".0") { s.removeLast(2) }
        return .raw(s)
    }

    /// A finished child value: encoded by its own `encode(to:)` one level deeper, then kept as text.
    static func child<T: Encodable>(_ value: T, level: Int, codingPath: [CodingKey]) throws -> Entry {
        // Elements of [String], [Int]... without an encoder of their own.
        if T.self == String.self, let s = value as? String { return .string(s) }
        if T.self == Int.self, let n = value as? Int { return .raw(n.description) }
        let slot = Slot(level: level)
        try value.encode(to: TextEncoder(slot: slot, codingPath: codingPath))
        return .text(try slot.finish())
    }

    struct TextEncoder: Encoder {
        let slot: Slot
        let codingPath: [CodingKey]
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            if case .object = slot.state {} else { slot.state = .object([]) }
            return KeyedEncodingContainer(Keyed<Key>(slot: slot, codingPath: codingPath))
        }

        func unkeyedContainer() -> UnkeyedEncodingContainer {
            if case .array = slot.state {} else { slot.state = .array(Slot.ArrayText()) }
            return Unkeyed(slot: slot, codingPath: codingPath)
        }

        func singleValueContainer() -> SingleValueEncodingContainer { Single(slot: slot, codingPath: codingPath) }
    }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let slot: Slot
        let codingPath: [CodingKey]

        func encodeNil(forKey key: Key) throws { slot.append(key.stringValue, .raw("null")) }
        func encode(_ value: Bool, forKey key: Key) throws { slot.append(key.stringValue, .raw(value ? "true" : "false")) }
        func encode(_ value: String, forKey key: Key) throws { slot.append(key.stringValue, .string(value)) }
        func encode(_ value: Double, forKey key: Key) throws { slot.append(key.stringValue, try JSONText.number(value)) }
        func encode(_ value: Float, forKey key: Key) throws { slot.append(key.stringValue, try JSONText.number(value)) }
        func encode(_ value: Int, forKey key: Key) throws { slot.append(key.stringValue, .raw(value.description)) }
        func encode(_ value: Int8, forKey key: Key) throws { slot.append(key.stringValue, .raw(value.description)) }
        func encode(_ value: Int16, forKey key: Key) throws { slot.append(key.stringValue, .raw(value.description)) }
        func encode(_ value: Int32, forKey key: Key) throws { slot.append(key.stringValue, .raw(value.description)) }
        func encode(_ value: Int64, forKey key: Key) throws { slot.append(key.stringValue, .raw(value.description)) }
        func encode(_ value: UInt, forKey key: Key) throws { slot.append(key.stringValue, .raw(value.description)) }
        func encode(_ value: UInt8, forKey key: Key) throws { slot.append(key.stringValue, .raw(value.description)) }
        func encode(_ value: UInt16, forKey key: Key) throws { slot.append(key.stringValue, .raw(value.description)) }
        func encode(_ value: UInt32, forKey key: Key) throws { slot.append(key.stringValue, .raw(value.description)) }
        func encode(_ value: UInt64, forKey key: Key) throws { slot.append(key.stringValue, .raw(value.description)) }
        func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            slot.append(key.stringValue, try JSONText.child(value, level: slot.level + 1, codingPath: codingPath + [key]))
        }

        func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            KeyedEncodingContainer(Keyed<NestedKey>(slot: slot.nested(key.stringValue, object: true), codingPath: codingPath + [key]))
        }

        func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer {
            Unkeyed(slot: slot.nested(key.stringValue, object: false), codingPath: codingPath + [key])
        }

        func superEncoder() -> Encoder { superEncoder(key: "super") }
        func superEncoder(forKey key: Key) -> Encoder { superEncoder(key: key.stringValue) }

        private func superEncoder(key: String) -> Encoder {
            let s = Slot(level: slot.level + 1)
            slot.append(key, .slot(s))
            return TextEncoder(slot: s, codingPath: codingPath)
        }
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        let slot: Slot
        let codingPath: [CodingKey]
        var count: Int {
            if case .array(let a) = slot.state { return a.count }
            return 0
        }

        mutating func encodeNil() throws { slot.append(.raw("null")) }
        mutating func encode(_ value: Bool) throws { slot.append(.raw(value ? "true" : "false")) }
        mutating func encode(_ value: String) throws { slot.append(.string(value)) }
        mutating func encode(_ value: Double) throws { slot.append(try JSONText.number(value)) }
        mutating func encode(_ value: Float) throws { slot.append(try JSONText.number(value)) }
        mutating func encode(_ value: Int) throws { slot.append(.raw(value.description)) }
        mutating func encode(_ value: Int8) throws { slot.append(.raw(value.description)) }
        mutating func encode(_ value: Int16) throws { slot.append(.raw(value.description)) }
        mutating func encode(_ value: Int32) throws { slot.append(.raw(value.description)) }
        mutating func encode(_ value: Int64) throws { slot.append(.raw(value.description)) }
        mutating func encode(_ value: UInt) throws { slot.append(.raw(value.description)) }
        mutating func encode(_ value: UInt8) throws { slot.append(.raw(value.description)) }
        mutating func encode(_ value: UInt16) throws { slot.append(.raw(value.description)) }
        mutating func encode(_ value: UInt32) throws { slot.append(.raw(value.description)) }
        mutating func encode(_ value: UInt64) throws { slot.append(.raw(value.description)) }
        mutating func encode<T: Encodable>(_ value: T) throws {
            slot.append(try JSONText.child(value, level: slot.level + 1, codingPath: codingPath))
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            KeyedEncodingContainer(Keyed<NestedKey>(slot: slot.nested(object: true), codingPath: codingPath))
        }

        mutating func nestedUnkeyedContainer() -> UnkeyedEncodingContainer {
            Unkeyed(slot: slot.nested(object: false), codingPath: codingPath)
        }

        mutating func superEncoder() -> Encoder {
            let s = Slot(level: slot.level + 1)
            slot.append(.slot(s))
            return TextEncoder(slot: s, codingPath: codingPath)
        }
    }

    struct Single: SingleValueEncodingContainer {
        let slot: Slot
        let codingPath: [CodingKey]

        func encodeNil() throws { slot.state = .single(.raw("null")) }
        func encode(_ value: Bool) throws { slot.state = .single(.raw(value ? "true" : "false")) }
        func encode(_ value: String) throws { slot.state = .single(.string(value)) }
        func encode(_ value: Double) throws { slot.state = .single(try JSONText.number(value)) }
        func encode(_ value: Float) throws { slot.state = .single(try JSONText.number(value)) }
        func encode(_ value: Int) throws { slot.state = .single(.raw(value.description)) }
        func encode(_ value: Int8) throws { slot.state = .single(.raw(value.description)) }
        func encode(_ value: Int16) throws { slot.state = .single(.raw(value.description)) }
        func encode(_ value: Int32) throws { slot.state = .single(.raw(value.description)) }
        func encode(_ value: Int64) throws { slot.state = .single(.raw(value.description)) }
        func encode(_ value: UInt) throws { slot.state = .single(.raw(value.description)) }
        func encode(_ value: UInt8) throws { slot.state = .single(.raw(value.description)) }
        func encode(_ value: UInt16) throws { slot.state = .single(.raw(value.description)) }
        func encode(_ value: UInt32) throws { slot.state = .single(.raw(value.description)) }
        func encode(_ value: UInt64) throws { slot.state = .single(.raw(value.description)) }
        func encode<T: Encodable>(_ value: T) throws {
            slot.state = .single(try JSONText.child(value, level: slot.level, codingPath: codingPath))
        }
    }
}
