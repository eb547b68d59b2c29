/// A small evaluator for `calc()`, `min()`, `max()` and `clamp()` over lengths and numbers.
enum CSSCalc {
    /// A value with its dimension: a plain number or a length in points.
    struct Quantity {
        var value: Double
        var isLength: Bool
    }

    private static let maxDepth = 32

    /// Evaluates a math function's arguments; nil when invalid, unresolvable or nested too deep.
    static func evaluate(
        function: String, _ args: [CSSComponentValue], context: CSSValueContext, percentBase: Double?, depth: Int = 0
    ) -> Quantity? {
        guard depth < maxDepth else { return nil }
        switch function {
        case "calc":
            return sum(args.filter { !$0.isWhitespace }[...], context, percentBase, depth)
        case "min", "max", "clamp":
            let values = CSSValues.splitCommas(args).map { sum($0.filter { !$0.isWhitespace }[...], context, percentBase, depth) }
            guard !values.isEmpty, values.allSatisfy({ $0 != nil }) else { return nil }
            let qs = values.compactMap { $0 }
            guard qs.allSatisfy({ $0.isLength == qs[0].isLength || $0.value == 0 }) else { return nil }
            let isLength = qs.contains { $0.isLength }
            if function == "clamp" {
                guard qs.count == 3 else { return nil }
                return Quantity(value: max(qs[0].value, min(qs[1].value, qs[2].value)), isLength: isLength)
            }
            let v = function == "min" ? qs.map(\.value).min() ?? 0 : qs.map(\.value).max() ?? 0
            return Quantity(value: v, isLength: isLength)
        default:
            return nil
        }
    }

    private static func sum(_ t: ArraySlice<CSSComponentValue>, _ c: CSSValueContext, _ pb: Double?, _ d: Int) -> Quantity? {
        // Split at top-level + and - delims (lowest precedence), left to right.
        var terms: [(sign: Double, tokens: ArraySlice<CSSComponentValue>)] = []
        var start = t.startIndex
        var sign = 1.0
        for i in t.indices {
            if i > start, t[i].isDelim("+") || t[i].isDelim("-") {
                terms.append((sign, t[start..<i]))
                sign = t[i].isDelim("-") ? -1 : 1
                start = i + 1
            }
        }
        terms.append((sign, t[start..<t.endIndex]))
        var total: Quantity?
        for term in terms {
            guard let q = product(term.tokens, c, pb, d) else { return nil }
            if let tot = total {
                guard tot.isLength == q.isLength || tot.value == 0 || q.value == 0 else { return nil }
                total = Quantity(value: tot.value + term.sign * q.value, isLength: tot.isLength || q.isLength)
            } else {
                total = Quantity(value: term.sign * q.value, isLength: q.isLength)
            }
        }
        return total
    }

    private static func product(_ t: ArraySlice<CSSComponentValue>, _ c: CSSValueContext, _ pb: Double?, _ d: Int) -> Quantity? {
        guard let first = t.first, var acc = unit(first, c, pb, d) else { return nil }
        var i = t.startIndex + 1
        while i < t.endIndex {
            guard i + 1 < t.endIndex, let rhs = unit(t[i + 1], c, pb, d) else { return nil }
            if t[i].isDelim("*") {
                guard !(acc.isLength && rhs.isLength) else { return nil }
                acc = Quantity(value: acc.value * rhs.value, isLength: acc.isLength || rhs.isLength)
            } else if t[i].isDelim("/") {
                guard !rhs.isLength, rhs.value != 0 else { return nil }
                acc = Quantity(value: acc.value / rhs.value, isLength: acc.isLength)
            } else {
                return nil
            }
            i += 2
        }
        return acc
    }

    private static func unit(_ v: CSSComponentValue, _ c: CSSValueContext, _ pb: Double?, _ d: Int) -> Quantity? {
        switch v.kind {
        case .number(let n): return Quantity(value: n.value, isLength: false)
        case .dimension(let n, let u): return CSSValues.length(n.value, unit: u, context: c).map { Quantity(value: $0, isLength: true) }
        case .percentage(let n): return pb.map { Quantity(value: $0 * n.value / 100, isLength: true) }
        case .block(.paren, let inner): return d + 1 < maxDepth ? sum(inner.filter { !$0.isWhitespace }[...], c, pb, d + 1) : nil
        case .function(let name, let args):
            return evaluate(function: CSSASCII.lowercased(name), args, context: c, percentBase: pb, depth: d + 1)
        default: return nil
        }
    }
}
