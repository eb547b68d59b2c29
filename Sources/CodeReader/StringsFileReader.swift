import Foundation
import GapCheckModel

/// Reads a `.strings` file (`"key" = "value";` with comments and escapes, in UTF-8 or UTF-16) into a table of one
/// language.
enum StringsFileReader {
    /// A line of a `.strings` text that is no `"key" = "value";` pair.
    struct SyntaxError: Error {
        var line: Int
    }

    /// The file's table; nil, with a one-line warning naming the file (and the line), when it cannot be read.
    static func read(_ bytes: [UInt8], file: InputFile, diagnostics: inout [Diagnostic]) -> StringsFileTable? {
        let name = ((file.relativePath as NSString).lastPathComponent as NSString).deletingPathExtension
        guard let text = decode(bytes) else {
            diagnostics.append(
                Diagnostic(.warning, "strings file is neither UTF-8 nor UTF-16 text; its keys are shown as written", at: SourceLocation(file: file.displayPath))
            )
            return nil
        }
        do {
            let texts = try parse(text)
            return StringsFileTable(
                table: StringTable(path: file.displayPath, name: name, texts: texts), language: StringsFileTable.language(ofPath: file.relativePath))
        } catch {
            diagnostics.append(
                Diagnostic(
                    .warning, "strings file is not `\"key\" = \"value\";` pairs; its keys are shown as written",
                    at: SourceLocation(file: file.displayPath, line: error.line)))
            return nil
        }
    }

    /// The text of a `.strings` file: UTF-16 by its byte-order mark or by its zero bytes, else UTF-8 (a UTF-8 mark
    /// dropped); nil when it is neither.
    static func decode(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return String(validating: bytes.dropFirst(3), as: UTF8.self) }
        let bigEndian: Bool?
        if bytes.starts(with: [0xFE, 0xFF]) {
            bigEndian = true
        } else if bytes.starts(with: [0xFF, 0xFE]) {
            bigEndian = false
        } else if bytes.count >= 2, bytes.count % 2 == 0, bytes[0] == 0, bytes[1] != 0 {
            bigEndian = true
        } else if bytes.count >= 2, bytes.count % 2 == 0, bytes[0] != 0, bytes[1] == 0 {
            bigEndian = false
        } else {
            bigEndian = nil
        }
        guard let bigEndian else { return String(validating: bytes, as: UTF8.self) }
        let body = bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) ? Array(bytes.dropFirst(2)) : bytes
        guard body.count % 2 == 0 else { return nil }
        var units: [UInt16] = []
        units.reserveCapacity(body.count / 2)
        var i = 0
        while i + 1 < body.count {
            units.append(bigEndian ? UInt16(body[i]) << 8 | UInt16(body[i + 1]) : UInt16(body[i + 1]) << 8 | UInt16(body[i]))
            i += 2
        }
        return String(validating: units, as: UTF16.self)
    }

    /// The pairs of a `.strings` text (a later pair of one key wins, as in the compiled table); the line of the first
    /// thing that is not a pair as the error. A lone `"key";` is its own text.
    static func parse(_ text: String) throws(SyntaxError) -> [String: String] {
        var scanner = StringsScanner(Array(text.unicodeScalars))
        var texts: [String: String] = [:]
        while true {
            scanner.skipSpaceAndComments()
            if scanner.atEnd { return texts }
            guard let key = scanner.string() else { throw SyntaxError(line: scanner.line) }
            scanner.skipSpaceAndComments()
            if scanner.take(";") {
                texts[key] = key
                continue
            }
            guard scanner.take("=") else { throw SyntaxError(line: scanner.line) }
            scanner.skipSpaceAndComments()
            guard let value = scanner.string() else { throw SyntaxError(line: scanner.line) }
            scanner.skipSpaceAndComments()
            guard scanner.take(";") else { throw SyntaxError(line: scanner.line) }
            texts[key] = value
        }
    }
}

/// A cursor over a `.strings` text's scalars: quoted and bare strings, comments, the line it is on.
private struct StringsScanner {
    let scalars: [Unicode.Scalar]
    var at = 0
    var line = 1

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    var atEnd: Bool { at >= scalars.count }
    private func peek(_ offset: Int = 0) -> Unicode.Scalar? { at + offset < scalars.count ? scalars[at + offset] : nil }

    private mutating func advance() {
        if scalars[at] == "\n" { line += 1 }
        at += 1
    }

    mutating func take(_ c: Unicode.Scalar) -> Bool {
        guard peek() == c else { return false }
        advance()
        return true
    }

    mutating func skipSpaceAndComments() {
        while let c = peek() {
            if c.properties.isWhitespace {
                advance()
            } else if c == "/", peek(1) == "*" {
                at += 2
                while !atEnd, !(peek() == "*" && peek(1) == "/") { advance() }
                at = min(at + 2, scalars.count)
            } else if c == "/", peek(1) == "/" {
                while let n = peek(), n != "\n" { at += 1 }
            } else {
                return
            }
        }
    }

    /// A quoted string with its escapes read, or a bare word (`key = value;` as old property lists allow).
    mutating func string() -> String? {
        guard let first = peek() else { return nil }
        if first != "\"" {
            var s = String.UnicodeScalarView()
            while let c = peek(), c.properties.isAlphabetic || ("0"..."9").contains(c) || "_.$:/-".unicodeScalars.contains(c) {
                s.append(c)
                advance()
            }
            return s.isEmpty ? nil : String(s)
        }
        advance()
        var s = String.UnicodeScalarView()
        while let c = peek() {
            advance()
            if c == "\"" { return String(s) }
            guard c == "\\", let e = peek() else {
                s.append(c)
                continue
            }
            advance()
            switch e {
            case "n": s.append("\n")
            case "t": s.append("\t")
            case "r": s.append("\r")
            case "U", "u":
                var code: UInt32 = 0
                var digits = 0
                while digits < 4, let h = peek(), let v = hexValue(h) {
                    code = code * 16 + v
                    digits += 1
                    advance()
                }
                if let u = Unicode.Scalar(code) { s.append(u) }
            default: s.append(e)
            }
        }
        return nil
    }

    private func hexValue(_ c: Unicode.Scalar) -> UInt32? {
        switch c {
        case "0"..."9": return c.value - 0x30
        case "a"..."f": return c.value - 0x61 + 10
        case "A"..."F": return c.value - 0x41 + 10
        default: return nil
        }
    }
}
