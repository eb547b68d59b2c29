/// Stylesheet byte decoding (CSS Syntax 3 §3.2): BOM, protocol label, `@charset`, environment, UTF-8.
///
/// Supports the encodings a mockup folder can realistically contain: UTF-8, UTF-16LE/BE,
/// windows-1252 (and its latin1/ascii labels), ISO-8859-2 and ISO-8859-5. Unknown labels are ignored.
public enum CSSEncoding {
    /// Decodes `bytes`, returning the text and the WHATWG name of the encoding used.
    public static func decode(
        _ bytes: [UInt8], protocolEncoding: String? = nil, environmentEncoding: String? = nil
    ) -> (text: String, encoding: String) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return (decode(bytes[3...], as: "utf-8"), "utf-8") }
        if bytes.starts(with: [0xFE, 0xFF]) { return (decode(bytes[2...], as: "utf-16be"), "utf-16be") }
        if bytes.starts(with: [0xFF, 0xFE]) { return (decode(bytes[2...], as: "utf-16le"), "utf-16le") }
        if let label = protocolEncoding, let enc = encoding(forLabel: label) {
            return (decode(bytes[...], as: enc), enc)
        }
        let prefix: [UInt8] = Array("@charset \"".utf8)
        if bytes.starts(with: prefix) {
            var i = prefix.count
            let limit = min(bytes.count, 1024)
            while i < limit, bytes[i] != 0x22, bytes[i] < 0x80 { i += 1 }
            if i + 1 < bytes.count, bytes[i] == 0x22, bytes[i + 1] == 0x3B {
                let label = String(decoding: bytes[prefix.count..<i], as: UTF8.self)
                if var enc = encoding(forLabel: label) {
                    if enc == "utf-16be" || enc == "utf-16le" { enc = "utf-8" }
                    return (decode(bytes[...], as: enc), enc)
                }
            }
        }
        if let label = environmentEncoding, let enc = encoding(forLabel: label) {
            return (decode(bytes[...], as: enc), enc)
        }
        return (decode(bytes[...], as: "utf-8"), "utf-8")
    }

    /// The WHATWG encoding name for a label (`" Latin2"` → `iso-8859-2`), nil when unsupported.
    public static func encoding(forLabel label: String) -> String? {
        let l = CSSASCII.lowercased(trimmingASCIIWhitespace(label))
        for (name, labels) in labelTable where labels.contains(l) { return name }
        return nil
    }

    /// `s` without leading/trailing ASCII whitespace (tab, LF, FF, CR, space).
    private static func trimmingASCIIWhitespace(_ s: String) -> String {
        let u = Array(s.utf8)
        var lo = 0, hi = u.count
        func ws(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0C || c == 0x0D }
        while lo < hi, ws(u[lo]) { lo += 1 }
        while hi > lo, ws(u[hi - 1]) { hi -= 1 }
        return String(decoding: u[lo..<hi], as: UTF8.self)
    }

    private static let labelTable: [(String, Set<String>)] = [
        ("utf-8", ["unicode-1-1-utf-8", "unicode11utf8", "unicode20utf8", "utf-8", "utf8", "x-unicode20utf8"]),
        ("utf-16be", ["unicodefffe", "utf-16be"]),
        ("utf-16le", ["csunicode", "iso-10646-ucs-2", "ucs-2", "unicode", "unicodefeff", "utf-16", "utf-16le"]),
        ("iso-8859-2", ["csisolatin2", "iso-8859-2", "iso-ir-101", "iso8859-2", "iso88592", "iso_8859-2", "iso_8859-2:1987", "l2", "latin2"]),
        ("iso-8859-5", ["csisolatincyrillic", "cyrillic", "iso-8859-5", "iso-ir-144", "iso8859-5", "iso88595", "iso_8859-5", "iso_8859-5:1988"]),
        (
            "windows-1252",
            [
                "ansi_x3.4-1968", "ascii", "cp1252", "cp819", "csisolatin1", "ibm819", "iso-8859-1", "iso-ir-100", "iso8859-1",
                "iso88591", "iso_8859-1", "iso_8859-1:1987", "l1", "latin1", "us-ascii", "windows-1252", "x-cp1252"
            ]
        )
    ]

    private static func decode(_ bytes: ArraySlice<UInt8>, as encoding: String) -> String {
        switch encoding {
        case "utf-16le", "utf-16be":
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2)
            var i = bytes.startIndex
            while i + 1 < bytes.endIndex {
                let a = UInt16(bytes[i]), b = UInt16(bytes[i + 1])
                units.append(encoding == "utf-16le" ? a | b << 8 : a << 8 | b)
                i += 2
            }
            if i < bytes.endIndex { units.append(0xFFFD) }
            return String(decoding: units, as: UTF16.self)
        case "iso-8859-2": return singleByte(bytes, high: latin2)
        case "iso-8859-5": return singleByte(bytes, high: cyrillic)
        case "windows-1252": return singleByte(bytes, high: nil)
        default: return String(decoding: bytes, as: UTF8.self)
        }
    }

    private static func singleByte(_ bytes: ArraySlice<UInt8>, high: [UInt16]?) -> String {
        var s = String.UnicodeScalarView()
        for c in bytes {
            let v: UInt32
            if c < 0x80 {
                v = UInt32(c)
            } else if let high, c >= 0xA0 {
                v = UInt32(high[Int(c) - 0xA0])
            } else if c >= 0x80 && c <= 0x9F {
                v = UInt32(high == nil ? cp1252[Int(c) - 0x80] : UInt16(c))
            } else {
                v = UInt32(c)
            }
            s.append(Unicode.Scalar(v) ?? "\u{FFFD}")
        }
        return String(s)
    }

    private static let cp1252: [UInt16] = [
        0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8D, 0x017D, 0x8F,
        0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D, 0x017E, 0x0178
    ]

    private static let latin2: [UInt16] = [
        0x00A0, 0x0104, 0x02D8, 0x0141, 0x00A4, 0x013D, 0x015A, 0x00A7, 0x00A8, 0x0160, 0x015E, 0x0164, 0x0179, 0x00AD, 0x017D, 0x017B,
        0x00B0, 0x0105, 0x02DB, 0x0142, 0x00B4, 0x013E, 0x015B, 0x02C7, 0x00B8, 0x0161, 0x015F, 0x0165, 0x017A, 0x02DD, 0x017E, 0x017C,
        0x0154, 0x00C1, 0x00C2, 0x0102, 0x00C4, 0x0139, 0x0106, 0x00C7, 0x010C, 0x00C9, 0x0118, 0x00CB, 0x011A, 0x00CD, 0x00CE, 0x010E,
        0x0110, 0x0143, 0x0147, 0x00D3, 0x00D4, 0x0150, 0x00D6, 0x00D7, 0x0158, 0x016E, 0x00DA, 0x0170, 0x00DC, 0x00DD, 0x0162, 0x00DF,
        0x0155, 0x00E1, 0x00E2, 0x0103, 0x00E4, 0x013A, 0x0107, 0x00E7, 0x010D, 0x00E9, 0x0119, 0x00EB, 0x011B, 0x00ED, 0x00EE, 0x010F,
        0x0111, 0x0144, 0x0148, 0x00F3, 0x00F4, 0x0151, 0x00F6, 0x00F7, 0x0159, 0x016F, 0x00FA, 0x0171, 0x00FC, 0x00FD, 0x0163, 0x02D9
    ]

    private static let cyrillic: [UInt16] = {
        var t = [UInt16](repeating: 0, count: 96)
        t[0] = 0x00A0
        for i in 1...12 { t[i] = 0x0400 + UInt16(i) }
        t[13] = 0x00AD
        for i in 14...79 { t[i] = 0x0400 + UInt16(i) }
        t[80] = 0x2116
        for i in 81...92 { t[i] = 0x0450 + UInt16(i - 80) }
        t[93] = 0x00A7
        t[94] = 0x045E
        t[95] = 0x045F
        return t
    }()
}
