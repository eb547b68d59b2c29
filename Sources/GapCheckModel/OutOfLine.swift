/// A value kept behind one shared reference, so a rarely set field of a value held by the tens of
/// thousands costs one word inline instead of its whole size: a `FontSpec` is 114 bytes, and most
/// findings and code style values have none (bench/RESULTS.md, issue 14). Copies share the reference; a
/// write (`mutate`) changes the value in place when this copy is the only one holding it, else moves this copy
/// to a new reference (copy on write), so a copy never sees another's writes. Encodes, compares and hashes as
/// the value itself, so a field stored this way encodes exactly as the value did.
public struct OutOfLine<Value: Sendable>: @unchecked Sendable {
    // Unchecked: the box is written only through `mutate`, and only while this copy is its only holder.
    private final class Box: @unchecked Sendable {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    private var box: Box

    public init(_ value: Value) { box = Box(value) }

    public var value: Value { box.value }

    /// Changes the value of this copy only: in place when no other copy holds the reference, else in a new one.
    public mutating func mutate(_ change: (inout Value) -> Void) {
        if isKnownUniquelyReferenced(&box) {
            change(&box.value)
        } else {
            var v = box.value
            change(&v)
            box = Box(v)
        }
    }

    /// True when the two copies hold one reference: equal without comparing their values.
    public func shares(_ other: OutOfLine) -> Bool { box === other.box }
}

extension OutOfLine: Equatable where Value: Equatable {
    public static func == (a: OutOfLine, b: OutOfLine) -> Bool { a.shares(b) || a.value == b.value }
}

extension OutOfLine: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) { value.hash(into: &hasher) }
}

extension OutOfLine: Codable where Value: Codable {
    public init(from decoder: any Decoder) throws { self.init(try Value(from: decoder)) }
    public func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }
}
