/// Makes text from inputs safe to print on a terminal or in a one-line log format.
///
/// Mockups and Swift files are untrusted: an ANSI escape in a CSS comment must not recolor or clear
/// the user's terminal, and a newline in a token name must not forge an extra `path:line: error:` line.
public enum TerminalText {
    /// Removes ANSI escape sequences, C0/C1 control characters and bidi overrides; tabs become spaces.
    /// With `singleLine`, CR and LF become spaces too.
    public static func sanitize(_ text: String, singleLine: Bool = true) -> String {
        var out = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar? = nil
        func next() -> Unicode.Scalar? {
            if let p = pending { pending = nil; return p }
            return scalars.next()
        }
        while let s = next() {
            switch s.value {
            case 0x1B:  // ESC: drop the whole sequence
                guard let kind = next() else { break }
                if kind == "[" {
                    // CSI: parameters and intermediates, then one final byte 0x40...0x7E.
                    while let c = next() { if (0x40...0x7E).contains(c.value) { break } }
                } else if kind == "]" || kind == "P" || kind == "_" || kind == "^" {
                    // OSC/DCS/APC/PM: up to BEL or ESC \.
                    while let c = next() {
                        if c.value == 0x07 { break }
                        if c.value == 0x1B { _ = next(); break }
                    }
                }
            case 0x9B:  // C1 CSI
                while let c = next() { if (0x40...0x7E).contains(c.value) { break } }
            case 0x09: out.append(" ")
            case 0x0A, 0x0D:
                if singleLine { out.append(" ") } else if s.value == 0x0A { out.append(s) }
            case 0x00...0x1F, 0x7F, 0x80...0x9F: continue
            case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: continue  // bidi controls
            default: out.append(s)
            }
        }
        return String(out)
    }
}
