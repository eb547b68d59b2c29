/// CSS Syntax 3 tokenizer fused with "consume a component value": UTF-8 bytes in, a tree of
/// component values out.
///
/// Works on the UTF-8 bytes of the input (never on `Character`s); blocks and functions are built
/// with an explicit stack, so arbitrarily deep nesting cannot overflow the call stack.
struct CSSTokenizer {
    private let b: UnsafeBufferPointer<UInt8>
    private let n: Int
    private var p = 0
    private var scratch: [UInt8] = []
    // Incremental line/column tracking: every byte is counted once.
    private var trackPos = 0
    private var trackLine = 1
    private var trackColumn = 1

    /// Blocks and functions nested deeper than this are flattened into delims.
    static let maxNesting = 256

    private init(_ buffer: UnsafeBufferPointer<UInt8>, line: Int, column: Int) {
        b = buffer
        n = buffer.count
        trackLine = line
        trackColumn = column
        scratch.reserveCapacity(64)
    }

    /// Parses `text` as a list of component values (comments dropped); the text starts at `line`:`column`.
    static func componentValues(_ text: String, line: Int = 1, column: Int = 1) -> [CSSComponentValue] {
        var text = text
        if let result = text.withUTF8({ buf -> [CSSComponentValue]? in
            if needsPreprocessing(buf) { return nil }
            var t = CSSTokenizer(buf, line: line, column: column)
            return t.run()
        }) {
            return result
        }
        let bytes = preprocess(Array(text.utf8))
        return bytes.withUnsafeBufferPointer { buf in
            var t = CSSTokenizer(buf, line: line, column: column)
            return t.run()
        }
    }

    /// True when the input holds CR, FF or NUL, which §3.3 rewrites before tokenizing.
    private static func needsPreprocessing(_ buf: UnsafeBufferPointer<UInt8>) -> Bool {
        for c in buf where c == 0x0D || c == 0x0C || c == 0 { return true }
        return false
    }

    /// §3.3: CR LF, CR and FF become LF; NUL becomes U+FFFD.
    static func preprocess(_ input: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(input.count + 8)
        var i = 0
        while i < input.count {
            let c = input[i]
            switch c {
            case 0x0D:
                out.append(0x0A)
                if i + 1 < input.count, input[i + 1] == 0x0A { i += 1 }
            case 0x0C: out.append(0x0A)
            case 0: out.append(contentsOf: [0xEF, 0xBF, 0xBD])
            default: out.append(c)
            }
            i += 1
        }
        return out
    }

    // MARK: - Character classes

    @inline(__always) private static func isDigit(_ c: UInt8) -> Bool { c &- 0x30 < 10 }
    @inline(__always) private static func isHex(_ c: UInt8) -> Bool {
        c &- 0x30 < 10 || (c | 0x20) &- 0x61 < 6
    }
    @inline(__always) private static func hexValue(_ c: UInt8) -> UInt32 {
        c &- 0x30 < 10 ? UInt32(c &- 0x30) : UInt32((c | 0x20) &- 0x61 + 10)
    }
    @inline(__always) private static func isWhitespace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x0A || c == 0x09 }
    @inline(__always) private static func isNameStart(_ c: UInt8) -> Bool {
        (c | 0x20) &- 0x61 < 26 || c == 0x5F || c >= 0x80
    }
    @inline(__always) private static func isName(_ c: UInt8) -> Bool {
        isNameStart(c) || c &- 0x30 < 10 || c == 0x2D
    }
    private static func isNonPrintable(_ c: UInt8) -> Bool {
        c <= 0x08 || c == 0x0B || (c >= 0x0E && c <= 0x1F) || c == 0x7F
    }

    @inline(__always) private func isValidEscape(_ i: Int) -> Bool {
        i < n && b[i] == 0x5C && (i + 1 >= n || b[i + 1] != 0x0A)
    }

    private func wouldStartIdent(_ i: Int) -> Bool {
        guard i < n else { return false }
        let c = b[i]
        if c == 0x2D {
            guard i + 1 < n else { return false }
            let d = b[i + 1]
            return Self.isNameStart(d) || d == 0x2D || isValidEscape(i + 1)
        }
        if Self.isNameStart(c) { return true }
        return c == 0x5C && isValidEscape(i)
    }

    private func startsNumber(_ i: Int) -> Bool {
        guard i < n else { return false }
        let c = b[i]
        if c == 0x2B || c == 0x2D {
            if i + 1 < n, Self.isDigit(b[i + 1]) { return true }
            return i + 2 < n && b[i + 1] == 0x2E && Self.isDigit(b[i + 2])
        }
        if c == 0x2E { return i + 1 < n && Self.isDigit(b[i + 1]) }
        return Self.isDigit(c)
    }

    // MARK: - Positions

    private mutating func position(_ target: Int) -> (Int, Int) {
        var i = trackPos
        var line = trackLine, col = trackColumn
        while i < target {
            let c = b[i]
            if c == 0x0A { line += 1; col = 1 } else if c & 0xC0 != 0x80 { col += 1 }
            i += 1
        }
        trackPos = target
        trackLine = line
        trackColumn = col
        return (line, col)
    }

    @inline(__always) private func string(_ from: Int, _ to: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: b[from..<to]), as: UTF8.self)
    }

    // MARK: - Tree building

    private struct Frame {
        var items: [CSSComponentValue]
        var function: String?
        var block: CSSComponentValue.BlockKind
        var line: Int
        var column: Int
        var closer: UInt8
    }

    private mutating func run() -> [CSSComponentValue] {
        var items: [CSSComponentValue] = []
        var stack: [Frame] = []
        var closer: UInt8 = 0

        func open(_ block: CSSComponentValue.BlockKind, function: String?, at start: Int, closing: UInt8) {
            let (l, c) = position(start)
            if stack.count >= Self.maxNesting {
                // Deeper nesting is flattened so later recursive walks (serialization, hashing,
                // deallocation) stay shallow; no real stylesheet nests this deep.
                if let function { items.append(CSSComponentValue(.ident(function), line: l, column: c)) }
                items.append(CSSComponentValue(.delim(block.opening), line: l, column: c))
                return
            }
            stack.append(Frame(items: [], function: function, block: block, line: l, column: c, closer: closing))
            swap(&items, &stack[stack.count - 1].items)
            closer = closing
        }
        func close() {
            var f = stack.removeLast()
            swap(&items, &f.items)
            let kind: CSSComponentValue.Kind = f.function.map { .function($0, f.items) } ?? .block(f.block, f.items)
            items.append(CSSComponentValue(kind, line: f.line, column: f.column))
            closer = stack.last?.closer ?? 0
        }

        while p < n {
            let start = p
            let c = b[p]
            var kind: CSSComponentValue.Kind
            var trailingError: CSSComponentValue.TokenError?
            switch c {
            case 0x20, 0x0A, 0x09:
                p += 1
                while p < n, Self.isWhitespace(b[p]) { p += 1 }
                kind = .whitespace
            case 0x22, 0x27:
                let r = consumeString(quote: c)
                kind = r.kind
                trailingError = r.eof ? .eofInString : nil
            case 0x23:  // #
                if p + 1 < n, Self.isName(b[p + 1]) || isValidEscape(p + 1) {
                    let isID = wouldStartIdent(p + 1)
                    p += 1
                    kind = .hash(consumeName(), isID: isID)
                } else {
                    p += 1
                    kind = .delim("#")
                }
            case 0x28:
                p += 1
                open(.paren, function: nil, at: start, closing: 0x29)
                continue
            case 0x5B:
                p += 1
                open(.square, function: nil, at: start, closing: 0x5D)
                continue
            case 0x7B:
                p += 1
                open(.curly, function: nil, at: start, closing: 0x7D)
                continue
            case 0x29, 0x5D, 0x7D:
                p += 1
                if c == closer {
                    close()
                    continue
                }
                kind = .unmatchedClose(Unicode.Scalar(c))
            case 0x2B:
                if startsNumber(p) { kind = consumeNumeric() } else { p += 1; kind = .delim("+") }
            case 0x2C:
                p += 1
                kind = .comma
            case 0x2D:
                if startsNumber(p) {
                    kind = consumeNumeric()
                } else if p + 2 < n, b[p + 1] == 0x2D, b[p + 2] == 0x3E {
                    p += 3
                    kind = .cdc
                } else if wouldStartIdent(p) {
                    switch consumeIdentLike(start: start) {
                    case .token(let k): kind = k
                    case .function(let name):
                        open(.paren, function: name, at: start, closing: 0x29)
                        continue
                    }
                } else {
                    p += 1
                    kind = .delim("-")
                }
            case 0x2E:
                if startsNumber(p) { kind = consumeNumeric() } else { p += 1; kind = .delim(".") }
            case 0x2F:
                if p + 1 < n, b[p + 1] == 0x2A {
                    skipComment()
                    continue
                }
                p += 1
                kind = .delim("/")
            case 0x3A:
                p += 1
                kind = .colon
            case 0x3B:
                p += 1
                kind = .semicolon
            case 0x3C:
                if p + 3 < n, b[p + 1] == 0x21, b[p + 2] == 0x2D, b[p + 3] == 0x2D {
                    p += 4
                    kind = .cdo
                } else {
                    p += 1
                    kind = .delim("<")
                }
            case 0x40:
                if wouldStartIdent(p + 1) {
                    p += 1
                    kind = .atKeyword(consumeName())
                } else {
                    p += 1
                    kind = .delim("@")
                }
            case 0x5C:
                if isValidEscape(p) {
                    switch consumeIdentLike(start: start) {
                    case .token(let k): kind = k
                    case .function(let name):
                        open(.paren, function: name, at: start, closing: 0x29)
                        continue
                    }
                } else {
                    p += 1
                    kind = .delim("\\")
                }
            case 0x30...0x39:
                kind = consumeNumeric()
            case 0x55, 0x75:
                if p + 2 < n, b[p + 1] == 0x2B, Self.isHex(b[p + 2]) || b[p + 2] == 0x3F {
                    kind = consumeUnicodeRange()
                } else {
                    switch consumeIdentLike(start: start) {
                    case .token(let k): kind = k
                    case .function(let name):
                        open(.paren, function: name, at: start, closing: 0x29)
                        continue
                    }
                }
            case 0x7C:
                if p + 1 < n, b[p + 1] == 0x3D {
                    p += 2
                    kind = .dashMatch
                } else if p + 1 < n, b[p + 1] == 0x7C {
                    p += 2
                    kind = .column
                } else {
                    p += 1
                    kind = .delim("|")
                }
            case 0x7E, 0x5E, 0x24, 0x2A:
                if p + 1 < n, b[p + 1] == 0x3D {
                    p += 2
                    switch c {
                    case 0x7E: kind = .includeMatch
                    case 0x5E: kind = .prefixMatch
                    case 0x24: kind = .suffixMatch
                    default: kind = .substringMatch
                    }
                } else {
                    p += 1
                    kind = .delim(Unicode.Scalar(c))
                }
            default:
                if Self.isNameStart(c) {
                    switch consumeIdentLike(start: start) {
                    case .token(let k): kind = k
                    case .function(let name):
                        open(.paren, function: name, at: start, closing: 0x29)
                        continue
                    }
                } else {
                    p += 1
                    kind = .delim(Unicode.Scalar(c))
                }
            }
            if pendingURLError {
                pendingURLError = false
                trailingError = .eofInURL
            }
            let (l, col) = position(start)
            items.append(CSSComponentValue(kind, line: l, column: col))
            if let e = trailingError {
                items.append(CSSComponentValue(.parseError(e), line: l, column: col))
            }
        }
        while !stack.isEmpty { close() }
        return items
    }

    // MARK: - Token consumers

    private mutating func skipComment() {
        p += 2
        while p < n {
            if b[p] == 0x2A, p + 1 < n, b[p + 1] == 0x2F {
                p += 2
                return
            }
            p += 1
        }
    }

    /// Appends the UTF-8 of the escaped code point; `p` is just after the backslash.
    private mutating func consumeEscape(into out: inout [UInt8]) {
        guard p < n else {
            out.append(contentsOf: [0xEF, 0xBF, 0xBD])
            return
        }
        let c = b[p]
        if Self.isHex(c) {
            var v: UInt32 = 0
            var k = 0
            while k < 6, p < n, Self.isHex(b[p]) {
                v = v * 16 + Self.hexValue(b[p])
                p += 1
                k += 1
            }
            if p < n, Self.isWhitespace(b[p]) { p += 1 }
            let scalar = (v == 0 || (v >= 0xD800 && v <= 0xDFFF) || v > 0x10FFFF) ? nil : Unicode.Scalar(v)
            out.append(contentsOf: String(Character(scalar ?? "\u{FFFD}")).utf8)
            return
        }
        let len: Int
        if c < 0x80 { len = 1 } else if c >= 0xF0 { len = 4 } else if c >= 0xE0 { len = 3 } else if c >= 0xC0 { len = 2 } else { len = 1 }
        let end = min(p + len, n)
        out.append(contentsOf: UnsafeBufferPointer(rebasing: b[p..<end]))
        p = end
    }

    /// §4.3.12 consume an ident sequence.
    private mutating func consumeName() -> String {
        let start = p
        while p < n {
            let c = b[p]
            if Self.isName(c) {
                p += 1
            } else if c == 0x5C, isValidEscape(p) {
                var out = scratch
                out.removeAll(keepingCapacity: true)
                out.append(contentsOf: UnsafeBufferPointer(rebasing: b[start..<p]))
                while p < n {
                    let d = b[p]
                    if Self.isName(d) {
                        out.append(d)
                        p += 1
                    } else if d == 0x5C, isValidEscape(p) {
                        p += 1
                        consumeEscape(into: &out)
                    } else {
                        break
                    }
                }
                let s = String(decoding: out, as: UTF8.self)
                scratch = out
                return s
            } else {
                break
            }
        }
        return string(start, p)
    }

    /// §4.3.4 consume an ident-like token; opens a function frame (returning nil) for `name(`.
    private enum IdentLike {
        case token(CSSComponentValue.Kind)
        case function(String)
    }

    private mutating func consumeIdentLike(start: Int) -> IdentLike {
        let name = consumeName()
        guard p < n, b[p] == 0x28 else { return .token(.ident(name)) }
        p += 1
        if name.utf8.count == 3, CSSASCII.equalsIgnoringCase(name, "url") {
            while p + 1 < n, Self.isWhitespace(b[p]), Self.isWhitespace(b[p + 1]) { p += 1 }
            let quoted: Bool
            if p < n, b[p] == 0x22 || b[p] == 0x27 {
                quoted = true
            } else if p + 1 < n, Self.isWhitespace(b[p]), b[p + 1] == 0x22 || b[p + 1] == 0x27 {
                quoted = true
            } else {
                quoted = false
            }
            if !quoted { return .token(consumeURL()) }
        }
        return .function(name)
    }

    private var pendingURLError = false

    /// §4.3.6 consume a url token; `p` is after `url(`. EOF inside is reported as a trailing error.
    private mutating func consumeURL() -> CSSComponentValue.Kind {
        while p < n, Self.isWhitespace(b[p]) { p += 1 }
        var out = scratch
        out.removeAll(keepingCapacity: true)
        defer { scratch = out }
        while true {
            guard p < n else {
                pendingURLError = true
                return .url(String(decoding: out, as: UTF8.self))
            }
            let c = b[p]
            if c == 0x29 {
                p += 1
                return .url(String(decoding: out, as: UTF8.self))
            }
            if Self.isWhitespace(c) {
                while p < n, Self.isWhitespace(b[p]) { p += 1 }
                if p >= n {
                    pendingURLError = true
                    return .url(String(decoding: out, as: UTF8.self))
                }
                if b[p] == 0x29 {
                    p += 1
                    return .url(String(decoding: out, as: UTF8.self))
                }
                consumeBadURLRemnants()
                return .badURL
            }
            if c == 0x22 || c == 0x27 || c == 0x28 || Self.isNonPrintable(c) {
                p += 1
                consumeBadURLRemnants()
                return .badURL
            }
            if c == 0x5C {
                if isValidEscape(p) {
                    p += 1
                    consumeEscape(into: &out)
                    continue
                }
                consumeBadURLRemnants()
                return .badURL
            }
            out.append(c)
            p += 1
        }
    }

    private mutating func consumeBadURLRemnants() {
        while p < n {
            let c = b[p]
            if c == 0x29 {
                p += 1
                return
            }
            if c == 0x5C, isValidEscape(p) {
                p += 1
                var sink: [UInt8] = []
                consumeEscape(into: &sink)
                continue
            }
            p += 1
        }
    }

    /// §4.3.5 consume a string token; `p` is at the opening quote.
    private mutating func consumeString(quote: UInt8) -> (kind: CSSComponentValue.Kind, eof: Bool) {
        p += 1
        let start = p
        var out: [UInt8] = []
        var escaped = false
        while true {
            guard p < n else {
                return (.string(escaped ? String(decoding: out, as: UTF8.self) : string(start, p)), true)
            }
            let c = b[p]
            if c == quote {
                let s = escaped ? String(decoding: out, as: UTF8.self) : string(start, p)
                p += 1
                return (.string(s), false)
            }
            if c == 0x0A { return (.badString, false) }
            if c == 0x5C {
                if !escaped {
                    escaped = true
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: b[start..<p]))
                }
                p += 1
                if p >= n { continue }
                if b[p] == 0x0A {
                    p += 1
                } else {
                    consumeEscape(into: &out)
                }
                continue
            }
            if escaped { out.append(c) }
            p += 1
        }
    }

    /// §4.3.3 consume a numeric token.
    private mutating func consumeNumeric() -> CSSComponentValue.Kind {
        let start = p
        var isInteger = true
        if b[p] == 0x2B || b[p] == 0x2D { p += 1 }
        let intStart = p
        while p < n, Self.isDigit(b[p]) { p += 1 }
        let intEnd = p
        if p + 1 < n, b[p] == 0x2E, Self.isDigit(b[p + 1]) {
            isInteger = false
            p += 2
            while p < n, Self.isDigit(b[p]) { p += 1 }
        }
        if p + 1 < n, b[p] | 0x20 == 0x65 {
            if Self.isDigit(b[p + 1]) {
                isInteger = false
                p += 2
                while p < n, Self.isDigit(b[p]) { p += 1 }
            } else if p + 2 < n, b[p + 1] == 0x2B || b[p + 1] == 0x2D, Self.isDigit(b[p + 2]) {
                isInteger = false
                p += 3
                while p < n, Self.isDigit(b[p]) { p += 1 }
            }
        }
        let repr = string(start, p)
        var value: Double
        if isInteger, intEnd - intStart <= 15 {
            var v: Int64 = 0
            for i in intStart..<intEnd { v = v * 10 + Int64(b[i] &- 0x30) }
            value = Double(v)
            if b[start] == 0x2D { value = -value }
        } else {
            value = Double(repr) ?? 0
        }
        let number = CSSComponentValue.Numeric(value: value, isInteger: isInteger, representation: repr)
        if wouldStartIdent(p) { return .dimension(number, unit: consumeName()) }
        if p < n, b[p] == 0x25 {
            p += 1
            return .percentage(number)
        }
        return .number(number)
    }

    /// Unicode-range token as the test suite's era defines it (`U+` then up to 6 hex digits/`?`).
    private mutating func consumeUnicodeRange() -> CSSComponentValue.Kind {
        p += 2
        var maxPos = min(p + 6, n)
        var start: UInt32 = 0
        var digits = 0
        while p < maxPos, Self.isHex(b[p]) {
            start = start * 16 + Self.hexValue(b[p])
            p += 1
            digits += 1
        }
        var questionMarks = 0
        while p < maxPos, b[p] == 0x3F {
            p += 1
            questionMarks += 1
        }
        if questionMarks > 0 {
            var end = start
            for _ in 0..<questionMarks {
                start = start * 16
                end = end * 16 + 15
            }
            return .unicodeRange(start: start, end: end)
        }
        if p + 1 < n, b[p] == 0x2D, Self.isHex(b[p + 1]) {
            p += 1
            maxPos = min(p + 6, n)
            var end: UInt32 = 0
            while p < maxPos, Self.isHex(b[p]) {
                end = end * 16 + Self.hexValue(b[p])
                p += 1
            }
            return .unicodeRange(start: start, end: end)
        }
        return .unicodeRange(start: start, end: start)
    }
}
