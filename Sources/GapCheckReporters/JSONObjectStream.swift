extension JSONText {
    /// A top-level JSON object written member by member as each is encoded, and an array member element by
    /// element: only one member's or one element's text is held at a time, never the document's. The bytes
    /// are `encode`'s (Foundation's pretty, sorted-keys text) as long as the members come in key order.
    struct ObjectStream {
        private var members = 0
        private var lastKey: String?

        /// Writes `"key" : value` (nothing when `value` is nil, as `encodeIfPresent` does).
        mutating func member<T: Encodable, Out: ReportOutput>(_ key: String, _ value: T?, to out: inout Out) throws {
            guard let value else { return }
            var text = Bytes()
            start(key, into: &text)
            try Slot.write(JSONText.child(value, level: 1, codingPath: []), into: &text)
            Self.drain(&text, to: &out)
        }

        /// Writes `"key" : [ … ]`, each element encoded and written before the next (nothing when nil). A lazy
        /// sequence builds each element only when it is written.
        mutating func array<S: Sequence, Out: ReportOutput>(_ key: String, _ elements: S?, to out: inout Out) throws
        where S.Element: Encodable {
            guard let elements else { return }
            var text = Bytes()
            start(key, into: &text)
            text.append("[\n")
            for (i, element) in elements.enumerated() {
                if i > 0 { text.append(",\n") }
                text.indent(2)
                try Slot.write(JSONText.child(element, level: 2, codingPath: []), into: &text)
                Self.drain(&text, to: &out)
            }
            text.append("\n")
            text.indent(1)
            text.append("]")
            Self.drain(&text, to: &out)
        }

        /// Closes the object and ends the text with a newline.
        func finish<Out: ReportOutput>(to out: inout Out) {
            out.write(members == 0 ? "{\n\n}\n" : "\n}\n")
        }

        private mutating func start(_ key: String, into text: inout Bytes) {
            precondition(lastKey.map { $0.utf8.lexicographicallyPrecedes(key.utf8) } ?? true, "members in key order")
            lastKey = key
            text.append(members == 0 ? "{\n" : ",\n")
            members += 1
            text.indent(1)
            text.append(quoted: key)
            text.append(" : ")
        }

        private static func drain<Out: ReportOutput>(_ text: inout Bytes, to out: inout Out) {
            text.drain { chunk in chunk.withUnsafeBufferPointer { out.write(utf8: $0) } }
        }
    }
}
