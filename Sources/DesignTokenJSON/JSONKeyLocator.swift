import GapCheckModel

/// Finds where each object key of a JSON document is written, so tokens keep exact line numbers.
///
/// Foundation's `JSONSerialization` forgets positions; this light scanner walks the same bytes once and
/// records the 1-based line and column of every key under its full key path. It never recurses (so
/// deep nesting cannot overflow the stack) and stops quietly at the first byte it does not understand,
/// remembering where that was for the diagnostic.
public struct JSONKeyLocator: Sendable {
    /// Key path (components joined by `separator`) → (line, column) of the key's opening quote.
    public private(set) var keys: [String: (line: Int, column: Int)] = [:]
    /// Where the scanner first met something that is not JSON, when it did.
    public private(set) var errorPosition: (line: Int, column: Int)?
    /// Deepest object/array nesting seen.
    public private(set) var maxDepth = 0

    /// Nesting beyond which scanning stops.
    public static let depthLimit = 512

    /// Joins key-path components; a control character no real key contains.
    public static let separator = "\u{1F}"

    /// Scans `bytes` (UTF-8 JSON).
    public init(_ bytes: [UInt8]) {
        scan(bytes)
    }

    /// Position of the key at `path`, when it was seen.
    public func position(of path: [String]) -> (line: Int, column: Int)? {
        keys[path.joined(separator: Self.separator)]
    }

    /// The location in `file` of the key at a key path (line and column 0 when it was not seen).
    func locate(in file: String) -> ([String]) -> SourceLocation {
        { path in
            let pos = position(of: path)
            return SourceLocation(file: file, line: pos?.line ?? 0, column: pos?.column ?? 0)
        }
    }

    private enum Frame {
        case object(path: [String], expectKey: Bool)
        case array(path: [String], index: Int)
    }

    private mutating func scan(_ b: [UInt8]) {
        var i = 0
        var line = 1
        var lineStart = 0
        var stack: [Frame] = []
        // The path of the value about to be read.
        var pendingPath: [String] = []
        var keysSeen: [String: (line: Int, column: Int)] = [:]

        // Columns count characters, not bytes; counted on from the last position asked on the same
        // line, so a minified one-line file stays linear.
        var cacheOffset = 0, cacheColumn = 1
        func column(_ at: Int, _ lineStart: Int) -> Int {
            if cacheOffset < lineStart || cacheOffset > at { cacheOffset = lineStart; cacheColumn = 1 }
            var k = cacheOffset
            while k < at { if b[k] & 0xC0 != 0x80 { cacheColumn += 1 }; k += 1 }
            cacheOffset = at
            return cacheColumn
        }

        if b.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3; lineStart = 3 }
        while i < b.count {
            let c = b[i]
            switch c {
            case 0x0A:
                line += 1; i += 1; lineStart = i
            case 0x20, 0x09, 0x0D, UInt8(ascii: ","), UInt8(ascii: ":"):
                i += 1
            case UInt8(ascii: "{"):
                stack.append(.object(path: pendingPath, expectKey: true))
                maxDepth = max(maxDepth, stack.count)
                // Paths are copied per level; past any sane token depth, stop (the file is refused anyway).
                if stack.count > Self.depthLimit { keys = keysSeen; return }
                i += 1
            case UInt8(ascii: "["):
                stack.append(.array(path: pendingPath, index: 0))
                maxDepth = max(maxDepth, stack.count)
                // Paths are copied per level; past any sane token depth, stop (the file is refused anyway).
                if stack.count > Self.depthLimit { keys = keysSeen; return }
                pendingPath = pendingPath + ["0"]
                i += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                _ = stack.popLast()
                afterValue(&stack, &pendingPath)
                i += 1
            case UInt8(ascii: "\""):
                let start = i
                let startLine = line, startColumn = column(start, lineStart)
                i += 1
                var raw: [UInt8] = []
                var closed = false
                while i < b.count {
                    let d = b[i]
                    if d == UInt8(ascii: "\\"), i + 1 < b.count {
                        raw.append(d); raw.append(b[i + 1]); i += 2; continue
                    }
                    if d == UInt8(ascii: "\"") { closed = true; i += 1; break }
                    if d == 0x0A { line += 1; lineStart = i + 1 }
                    raw.append(d); i += 1
                }
                if !closed { errorPosition = (startLine, startColumn); keys = keysSeen; return }
                if case .object(let path, true)? = stack.last {
                    let key = Self.unescape(raw)
                    let full = path + [key]
                    let joined = full.joined(separator: Self.separator)
                    if keysSeen[joined] == nil { keysSeen[joined] = (startLine, startColumn) }
                    stack[stack.count - 1] = .object(path: path, expectKey: false)
                    pendingPath = full
                } else {
                    afterValue(&stack, &pendingPath)
                }
            default:
                // Numbers, true/false/null: skip the literal.
                let isLiteral =
                    (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || c == UInt8(ascii: "-")
                    || (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || c == UInt8(ascii: "+")
                    || c == UInt8(ascii: ".") || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
                if !isLiteral {
                    errorPosition = (line, column(i, lineStart))
                    keys = keysSeen
                    return
                }
                while i < b.count {
                    let d = b[i]
                    if d == UInt8(ascii: ",") || d == UInt8(ascii: "}") || d == UInt8(ascii: "]") || d == 0x20
                        || d == 0x0A || d == 0x0D || d == 0x09
                    {
                        break
                    }
                    i += 1
                }
                afterValue(&stack, &pendingPath)
            }
        }
        keys = keysSeen
    }

    /// After a value: an object expects its next key; an array moves to its next index.
    private func afterValue(_ stack: inout [Frame], _ pendingPath: inout [String]) {
        guard let top = stack.last else { pendingPath = []; return }
        switch top {
        case .object(let path, _):
            stack[stack.count - 1] = .object(path: path, expectKey: true)
            pendingPath = path
        case .array(let path, let index):
            stack[stack.count - 1] = .array(path: path, index: index + 1)
            pendingPath = path + [String(index + 1)]
        }
    }

    private static func unescape(_ raw: [UInt8]) -> String {
        guard raw.contains(UInt8(ascii: "\\")) else { return String(decoding: raw, as: UTF8.self) }
        var out: [UInt8] = []
        var i = 0
        var pendingHigh: UInt32?
        while i < raw.count {
            let c = raw[i]
            guard c == UInt8(ascii: "\\"), i + 1 < raw.count else { out.append(c); i += 1; continue }
            let e = raw[i + 1]
            i += 2
            switch e {
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "u"):
                guard i + 4 <= raw.count, let v = UInt32(String(decoding: raw[i..<i + 4], as: UTF8.self), radix: 16) else { continue }
                i += 4
                var scalarValue = v
                if (0xD800..<0xDC00).contains(v) { pendingHigh = v; continue }
                if (0xDC00..<0xE000).contains(v), let h = pendingHigh {
                    scalarValue = 0x10000 + ((h - 0xD800) << 10) + (v - 0xDC00)
                }
                pendingHigh = nil
                if let s = Unicode.Scalar(scalarValue) { out.append(contentsOf: Array(String(Character(s)).utf8)) }
            default: out.append(e)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
