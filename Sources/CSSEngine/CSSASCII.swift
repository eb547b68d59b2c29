/// ASCII helpers the CSS engine needs: case-insensitive comparison and lower-casing of keywords.
enum CSSASCII {
    /// Lower-cases ASCII letters only (CSS keywords are ASCII case-insensitive).
    static func lowercased(_ s: String) -> String {
        var needs = false
        for b in s.utf8 where b >= 0x41 && b <= 0x5A { needs = true; break }
        if !needs { return s }
        var bytes = Array(s.utf8)
        for i in bytes.indices where bytes[i] >= 0x41 && bytes[i] <= 0x5A { bytes[i] |= 0x20 }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// ASCII case-insensitive equality.
    static func equalsIgnoringCase(_ a: String, _ b: String) -> Bool {
        var ia = a.utf8.makeIterator(), ib = b.utf8.makeIterator()
        while true {
            let x = ia.next(), y = ib.next()
            guard let cx = x, let cy = y else { return x == nil && y == nil }
            if cx == cy { continue }
            let lx = (cx >= 0x41 && cx <= 0x5A) ? cx | 0x20 : cx
            let ly = (cy >= 0x41 && cy <= 0x5A) ? cy | 0x20 : cy
            if lx != ly { return false }
        }
    }

    /// True when `s` starts with `prefix`, ignoring ASCII case.
    static func hasPrefixIgnoringCase(_ s: String, _ prefix: String) -> Bool {
        var ia = s.utf8.makeIterator()
        for p in prefix.utf8 {
            guard let c = ia.next() else { return false }
            let lc = (c >= 0x41 && c <= 0x5A) ? c | 0x20 : c
            let lp = (p >= 0x41 && p <= 0x5A) ? p | 0x20 : p
            if lc != lp { return false }
        }
        return true
    }
}
