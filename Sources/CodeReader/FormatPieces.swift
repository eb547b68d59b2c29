/// A text split at its placeholders: a table's format string (`%1$@ of %2$lld`) or a literal the code writes with
/// interpolations (`"\(done) of \(total)"`), its fixed pieces around them.
struct FormatPieces: Sendable, Hashable {
    /// The fixed text between the placeholders: one more than there are placeholders.
    var fixed: [String]
    /// Per placeholder, the argument it shows (1-based) when the format string numbers it (`%2$@`); nil in order.
    var positions: [Int?]
    /// Per placeholder of a written literal, the expression it interpolates (`done`); empty for a format string.
    var expressions: [String] = []

    /// The fixed pieces joined by a separator no text holds: equal for a format string and a literal that say the
    /// same words around their placeholders.
    var signature: String { fixed.joined(separator: "\u{0}") }

    /// A table's format string read by `String(format:)`'s rules: `%@`, `%lld`, `%.1f`, `%2$@`, `%#@plural@` are
    /// placeholders, `%%` is a percent sign. A `%` that starts none of them is text.
    init(format: String) {
        let s = Array(format.unicodeScalars)
        fixed = []
        positions = []
        var piece = String.UnicodeScalarView()
        var i = 0
        while i < s.count {
            guard s[i] == "%", i + 1 < s.count else {
                piece.append(s[i])
                i += 1
                continue
            }
            if s[i + 1] == "%" {
                piece.append("%")
                i += 2
                continue
            }
            guard let (end, position) = Self.specifier(s, from: i + 1) else {
                piece.append(s[i])
                i += 1
                continue
            }
            fixed.append(String(piece))
            positions.append(position)
            piece = String.UnicodeScalarView()
            i = end
        }
        fixed.append(String(piece))
    }

    /// A literal as the code reader keeps it (`"\(n) min"`, escapes as written): its escapes read, split at its
    /// interpolations.
    init(written: String) {
        let s = Array(written.unicodeScalars)
        fixed = []
        positions = []
        var piece = String.UnicodeScalarView()
        var i = 0
        while i < s.count {
            guard s[i] == "\\", i + 1 < s.count else {
                piece.append(s[i])
                i += 1
                continue
            }
            let e = s[i + 1]
            i += 2
            switch e {
            case "(":
                var depth = 0
                var expression = String.UnicodeScalarView()
                while i < s.count, !(s[i] == ")" && depth == 0) {
                    if s[i] == "(" { depth += 1 } else if s[i] == ")" { depth -= 1 }
                    expression.append(s[i])
                    i += 1
                }
                i += 1
                fixed.append(String(piece))
                positions.append(nil)
                expressions.append(String(expression))
                piece = String.UnicodeScalarView()
            case "n": piece.append("\n")
            case "t": piece.append("\t")
            case "r": piece.append("\r")
            case "0": piece.append("\0")
            case "u" where i < s.count && s[i] == "{":
                var hex = ""
                i += 1
                while i < s.count, s[i] != "}" {
                    hex.unicodeScalars.append(s[i])
                    i += 1
                }
                i += 1
                if let v = UInt32(hex, radix: 16), let u = Unicode.Scalar(v) { piece.append(u) }
            default: piece.append(e)
            }
        }
        fixed.append(String(piece))
    }

    /// The end of the specifier whose flags start at `from` and the argument it numbers; nil when none starts there.
    private static func specifier(_ s: [Unicode.Scalar], from start: Int) -> (end: Int, position: Int?)? {
        var i = start
        func digits() -> Int? {
            var n: Int?
            while i < s.count, ("0"..."9").contains(s[i]) {
                n = (n ?? 0) * 10 + Int(s[i].value - 0x30)
                i += 1
            }
            return n
        }
        if s[i] == "#", i + 1 < s.count, s[i + 1] == "@" {
            // A catalog's substitution left unfilled: `%#@tasks@`.
            i += 2
            while i < s.count, s[i] != "@" { i += 1 }
            return i < s.count ? (i + 1, nil) : nil
        }
        var position: Int?
        let mark = i
        if let n = digits(), i < s.count, s[i] == "$" {
            position = n
            i += 1
        } else {
            i = mark
        }
        while i < s.count, "-+#0".unicodeScalars.contains(s[i]) { i += 1 }
        _ = digits()
        if i < s.count, s[i] == "." {
            i += 1
            _ = digits()
        }
        for length in ["ll", "hh", "l", "h", "q", "L", "z", "t", "j"] {
            let l = Array(length.unicodeScalars)
            if i + l.count <= s.count, Array(s[i..<(i + l.count)]) == l {
                i += l.count
                break
            }
        }
        guard i < s.count, "@dDiuUxXoOfFeEgGaAcCsSp".unicodeScalars.contains(s[i]) else { return nil }
        return (i + 1, position)
    }

    /// The format string written back as the code's texts are, each placeholder as the interpolation it shows:
    /// `expressions[n - 1]` for argument `n` (`\(done)`), `\(…)` for one the code does not write.
    func written(with expressions: [String]) -> String {
        var out = fixed.first ?? ""
        for (k, position) in positions.enumerated() {
            let n = (position ?? k + 1) - 1
            out += "\\(" + (expressions.indices.contains(n) ? expressions[n] : "…") + ")"
            out += fixed[k + 1]
        }
        return out
    }
}
