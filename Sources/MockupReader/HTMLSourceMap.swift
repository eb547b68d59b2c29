/// Start tags as written in the raw HTML source, with byte offsets, so elements get exact line:column.
///
/// libxml2 records an element's line where its start tag *ends* and gives no columns, and a `<style>`
/// text node's line is not where its text begins. This light scanner reads the same bytes once:
/// every start tag's offset, its attributes' offsets, and where raw-text content (`<style>`,
/// `<script>`) begins. Comments, doctype and end tags are skipped; nothing here recurses.
struct HTMLSourceMap {
    /// One attribute in a start tag.
    struct Attribute {
        var name: String
        /// Offset of the attribute name.
        var nameOffset: Int
        /// Offset of the first byte of the value (after the quote), or of the name when there is no value.
        var valueOffset: Int
    }

    /// One start tag.
    struct Tag {
        var name: String
        var offset: Int
        var endOffset: Int
        var attributes: [Attribute]
        /// For raw-text elements (`style`, `script`, `textarea`, `title`), where their content starts.
        var contentOffset: Int?
    }

    let bytes: [UInt8]
    private(set) var tags: [Tag] = []
    private(set) var lineStarts: [Int] = [0]
    /// Characters (UTF-8 lead bytes) before every `checkpointStride`-th byte, so a column costs at most
    /// one stride of scanning even on a minified file that is one long line.
    private var charactersBefore: [Int32] = []
    private static let checkpointStride = 64

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        charactersBefore.reserveCapacity(bytes.count / Self.checkpointStride + 1)
        var characters: Int32 = 0
        for (i, b) in bytes.enumerated() {
            if i % Self.checkpointStride == 0 { charactersBefore.append(characters) }
            if b == 0x0A { lineStarts.append(i + 1) }
            if b & 0xC0 != 0x80 { characters &+= 1 }
        }
        if bytes.count % Self.checkpointStride == 0 { charactersBefore.append(characters) }
        scan()
    }

    /// Characters before byte `offset` (0 ≤ offset ≤ bytes.count).
    private func characters(before offset: Int) -> Int {
        let c = offset / Self.checkpointStride
        var count = Int(charactersBefore[c])
        var k = c * Self.checkpointStride
        while k < offset { if bytes[k] & 0xC0 != 0x80 { count += 1 }; k += 1 }
        return count
    }

    /// 1-based line and character column of a byte offset.
    func position(of offset: Int) -> (line: Int, column: Int) {
        let o = min(max(offset, 0), bytes.count)
        let line = lineIndex(of: o)
        return (line + 1, characters(before: o) - characters(before: lineStarts[line]) + 1)
    }

    /// 1-based line of a byte offset.
    func line(of offset: Int) -> Int { lineIndex(of: min(max(offset, 0), bytes.count)) + 1 }

    /// 0-based index into `lineStarts` of the line holding `o`.
    private func lineIndex(of o: Int) -> Int {
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= o { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    private static func lower(_ b: UInt8) -> UInt8 { b >= 65 && b <= 90 ? b + 32 : b }
    private static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C }
    private static func isLetter(_ b: UInt8) -> Bool { (b >= 65 && b <= 90) || (b >= 97 && b <= 122) }

    private static let rawText: Set<String> = ["style", "script", "textarea", "title", "xmp", "noscript"]

    private mutating func scan() {
        let b = bytes
        let n = b.count
        var i = 0
        while i < n {
            guard b[i] == UInt8(ascii: "<"), i + 1 < n else { i += 1; continue }
            let next = b[i + 1]
            if next == UInt8(ascii: "!") {
                if i + 3 < n, b[i + 2] == UInt8(ascii: "-"), b[i + 3] == UInt8(ascii: "-") {
                    i = find([UInt8]("-->".utf8), from: i + 4).map { $0 + 3 } ?? n
                } else {
                    i = find([UInt8(ascii: ">")], from: i + 2).map { $0 + 1 } ?? n
                }
                continue
            }
            if next == UInt8(ascii: "?") || next == UInt8(ascii: "/") {
                i = find([UInt8(ascii: ">")], from: i + 2).map { $0 + 1 } ?? n
                continue
            }
            guard Self.isLetter(next) else { i += 1; continue }
            let start = i
            var j = i + 1
            var nameBytes: [UInt8] = []
            while j < n, !Self.isSpace(b[j]), b[j] != UInt8(ascii: ">"), b[j] != UInt8(ascii: "/") {
                nameBytes.append(Self.lower(b[j])); j += 1
            }
            var attrs: [Attribute] = []
            // Attributes until `>`.
            while j < n, b[j] != UInt8(ascii: ">") {
                if Self.isSpace(b[j]) || b[j] == UInt8(ascii: "/") { j += 1; continue }
                let nameStart = j
                var an: [UInt8] = []
                while j < n, !Self.isSpace(b[j]), b[j] != UInt8(ascii: ">"), b[j] != UInt8(ascii: "="), b[j] != UInt8(ascii: "/") {
                    an.append(Self.lower(b[j])); j += 1
                }
                var k = j
                while k < n, Self.isSpace(b[k]) { k += 1 }
                var valueOffset = nameStart
                if k < n, b[k] == UInt8(ascii: "=") {
                    k += 1
                    while k < n, Self.isSpace(b[k]) { k += 1 }
                    if k < n, b[k] == UInt8(ascii: "\"") || b[k] == UInt8(ascii: "'") {
                        let q = b[k]
                        valueOffset = k + 1
                        k = find([q], from: k + 1).map { $0 + 1 } ?? n
                    } else {
                        valueOffset = k
                        while k < n, !Self.isSpace(b[k]), b[k] != UInt8(ascii: ">") { k += 1 }
                    }
                    j = k
                }
                if !an.isEmpty { attrs.append(Attribute(name: String(decoding: an, as: UTF8.self), nameOffset: nameStart, valueOffset: valueOffset)) }
                if j == nameStart { j += 1 }
            }
            let end = min(j + 1, n)
            let name = String(decoding: nameBytes, as: UTF8.self)
            var tag = Tag(name: name, offset: start, endOffset: end, attributes: attrs, contentOffset: nil)
            i = end
            if Self.rawText.contains(name) {
                tag.contentOffset = end
                i = findEndTag(name, from: end) ?? n
            }
            tags.append(tag)
        }
    }

    private func find(_ needle: [UInt8], from: Int) -> Int? {
        guard !needle.isEmpty, from < bytes.count else { return nil }
        var i = from
        let last = bytes.count - needle.count
        while i <= last {
            if bytes[i] == needle[0] {
                var ok = true
                for k in 1..<needle.count where bytes[i + k] != needle[k] { ok = false; break }
                if ok { return i }
            }
            i += 1
        }
        return nil
    }

    /// Offset of `</name` (case-insensitive) at or after `from`.
    private func findEndTag(_ name: String, from: Int) -> Int? {
        let nb = Array(name.utf8)
        var i = from
        while let lt = find([UInt8(ascii: "<")], from: i) {
            if lt + 1 + nb.count <= bytes.count, bytes[lt + 1] == UInt8(ascii: "/") {
                var ok = true
                for k in 0..<nb.count where lt + 2 + k >= bytes.count || Self.lower(bytes[lt + 2 + k]) != nb[k] { ok = false; break }
                if ok { return lt }
            }
            i = lt + 1
        }
        return nil
    }
}
