import Foundation

/// Turns component values back into CSS text (CSS Syntax 3 §9 / CSSOM serialization rules).
public enum CSSSerializer {
    /// The CSS text of `values`, e.g. `1px solid rgb(0 0 0 / 0.5)`.
    public static func serialize(_ values: [CSSComponentValue]) -> String {
        var out = ""
        appendAll(values, to: &out)
        return out
    }

    /// The CSS text of one component value.
    public static func serialize(_ value: CSSComponentValue) -> String {
        var out = ""
        append(value, to: &out)
        return out
    }

    /// `values` without leading and trailing whitespace tokens.
    public static func trimmed(_ values: [CSSComponentValue]) -> [CSSComponentValue] {
        var lo = 0, hi = values.count
        while lo < hi, values[lo].isWhitespace { lo += 1 }
        while hi > lo, values[hi - 1].isWhitespace { hi -= 1 }
        if lo == 0 && hi == values.count { return values }
        return Array(values[lo..<hi])
    }

    /// A number as CSS writes it: no exponent, no trailing zeros, at most 6 decimals (`0.5`, `12`, `-3.25`).
    public static func number(_ v: Double) -> String {
        guard v.isFinite else { return v.isNaN ? "0" : (v > 0 ? "3.40282e38" : "-3.40282e38") }
        let r = (v * 1_000_000).rounded() / 1_000_000
        if r == r.rounded(), abs(r) < 1e15 { return String(Int64(r)) }
        var s = String(format: "%.6f", r)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        if s == "-0" { s = "0" }
        return s
    }

    /// Appends a list of values. An ident `u` directly before a `+` delim is escaped: written plainly,
    /// `u+a` would read back as one unicode-range token.
    static func appendAll(_ values: [CSSComponentValue], to out: inout String) {
        for (i, v) in values.enumerated() {
            if case .ident(let s) = v.kind, s == "u" || s == "U", i + 1 < values.count, case .delim("+") = values[i + 1].kind {
                out += s == "u" ? "\\75 " : "\\55 "
                continue
            }
            append(v, to: &out)
        }
    }

    static func append(_ v: CSSComponentValue, to out: inout String) {
        switch v.kind {
        case .ident(let s): out += identifier(s)
        case .function(let name, let args):
            out += identifier(name)
            out += "("
            appendAll(args, to: &out)
            out += ")"
        case .atKeyword(let s): out += "@" + identifier(s)
        case .hash(let s, let isID): out += "#" + (isID ? identifier(s) : name(s))
        case .string(let s): out += string(s)
        case .badString: out += "\"\n"
        case .url(let s): out += "url(" + url(s) + ")"
        // `(` in an unquoted url makes a bad-url token and the first `)` ends it: `url(()` reads back as bad-url.
        case .badURL: out += "url(()"
        case .delim(let c):
            out.unicodeScalars.append(c)
            if c == "\\" { out += "\n" }
        case .number(let n): out += n.representation
        case .percentage(let n): out += n.representation + "%"
        case .dimension(let n, let unit):
            out += n.representation
            out += unitText(unit)
        case .unicodeRange(let a, let b):
            out += "U+" + String(a, radix: 16, uppercase: true)
            if b != a { out += "-" + String(b, radix: 16, uppercase: true) }
        case .whitespace: out += " "
        case .colon: out += ":"
        case .semicolon: out += ";"
        case .comma: out += ","
        case .cdo: out += "<!--"
        case .cdc: out += "-->"
        case .includeMatch: out += "~="
        case .dashMatch: out += "|="
        case .prefixMatch: out += "^="
        case .suffixMatch: out += "$="
        case .substringMatch: out += "*="
        case .column: out += "||"
        case .block(let kind, let content):
            out.unicodeScalars.append(kind.opening)
            appendAll(content, to: &out)
            out.unicodeScalars.append(kind.closing)
        case .unmatchedClose(let c): out.unicodeScalars.append(c)
        case .parseError: break
        }
    }

    /// A unit after a number, escaping a leading `e` that would read as an exponent.
    private static func unitText(_ unit: String) -> String {
        let u = Array(unit.utf8)
        if let f = u.first, f | 0x20 == 0x65, u.count > 1 {
            let s = u[1]
            let startsExp =
                (s >= 0x30 && s <= 0x39)
                || ((s == 0x2B || s == 0x2D) && u.count > 2 && u[2] >= 0x30 && u[2] <= 0x39)
            if startsExp { return "\\" + String(f, radix: 16) + " " + name(String(decoding: u[1...], as: UTF8.self)) }
        }
        return identifier(unit)
    }

    /// An identifier escaped so it tokenizes back to itself (CSSOM "serialize an identifier").
    public static func identifier(_ s: String) -> String {
        if isPlainIdentifier(s) { return s }
        let scalars = Array(s.unicodeScalars)
        if scalars.isEmpty { return "" }
        if scalars.count == 1, scalars[0] == "-" { return "\\-" }
        var simple = true
        for (i, c) in scalars.enumerated() {
            let v = c.value
            let isNameStart = (v | 0x20) >= 0x61 && (v | 0x20) <= 0x7A || v == 0x5F || v >= 0x80
            let isDigit = v >= 0x30 && v <= 0x39
            let ok: Bool
            if i == 0 {
                ok = isNameStart || v == 0x2D
            } else if i == 1 && scalars[0] == "-" {
                ok = isNameStart || v == 0x2D
            } else {
                ok = isNameStart || isDigit || v == 0x2D
            }
            if !ok || v == 0 { simple = false; break }
        }
        if simple { return s }
        var out = ""
        for (i, c) in scalars.enumerated() {
            let v = c.value
            if v == 0 { out += "\u{FFFD}"; continue }
            if (v >= 1 && v <= 0x1F) || v == 0x7F
                || (i == 0 && v >= 0x30 && v <= 0x39)
                || (i == 1 && v >= 0x30 && v <= 0x39 && scalars[0] == "-")
            {
                out += "\\" + String(v, radix: 16) + " "
                continue
            }
            let plain =
                v >= 0x80 || v == 0x2D || v == 0x5F || (v >= 0x30 && v <= 0x39)
                || ((v | 0x20) >= 0x61 && (v | 0x20) <= 0x7A)
            if !plain { out += "\\" }
            out.unicodeScalars.append(c)
        }
        return out
    }

    /// True when `s` needs no escaping as an identifier (checked on UTF-8 bytes, without allocating).
    private static func isPlainIdentifier(_ s: String) -> Bool {
        var index = 0
        var first: UInt8 = 0
        for c in s.utf8 {
            let letter = (c | 0x20) &- 0x61 < 26 || c == 0x5F || c >= 0x80
            let digit = c &- 0x30 < 10
            if index == 0 {
                first = c
                guard letter || c == 0x2D else { return false }
            } else if index == 1 && first == 0x2D {
                guard letter || c == 0x2D else { return false }
            } else {
                guard letter || digit || c == 0x2D else { return false }
            }
            index += 1
        }
        return index > 0 && !(index == 1 && first == 0x2D)
    }

    /// The CSS text of `values` without their leading and trailing whitespace tokens.
    public static func serializeTrimmed(_ values: [CSSComponentValue]) -> String {
        var lo = 0, hi = values.count
        while lo < hi, values[lo].isWhitespace { lo += 1 }
        while hi > lo, values[hi - 1].isWhitespace { hi -= 1 }
        var out = ""
        for i in lo..<hi { append(values[i], to: &out) }
        return out
    }

    /// A name (hash value) escaped: like `identifier` but digits may lead.
    private static func name(_ s: String) -> String {
        var out = ""
        for c in s.unicodeScalars {
            let v = c.value
            let plain =
                v >= 0x80 || v == 0x2D || v == 0x5F || (v >= 0x30 && v <= 0x39)
                || ((v | 0x20) >= 0x61 && (v | 0x20) <= 0x7A)
            if plain {
                out.unicodeScalars.append(c)
            } else if v < 0x20 || v == 0x7F {
                out += "\\" + String(v, radix: 16) + " "
            } else {
                out += "\\"; out.unicodeScalars.append(c)
            }
        }
        return out
    }

    /// A double-quoted CSS string.
    public static func string(_ s: String) -> String {
        var out = "\""
        for c in s.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\a "
            default:
                if c.value < 0x20 || c.value == 0x7F { out += "\\" + String(c.value, radix: 16) + " " } else { out.unicodeScalars.append(c) }
            }
        }
        return out + "\""
    }

    private static func url(_ s: String) -> String {
        var out = ""
        for c in s.unicodeScalars {
            switch c {
            case "\\", " ", "\"", "'", "(", ")", "\t", "\n": out += "\\" + String(c.value, radix: 16) + " "
            default:
                if c.value < 0x20 || c.value == 0x7F { out += "\\" + String(c.value, radix: 16) + " " } else { out.unicodeScalars.append(c) }
            }
        }
        return out
    }
}
