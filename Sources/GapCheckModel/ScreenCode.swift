/// A design tool's reference code before a screen's name: `SCR-020_order_summary`, `SHEET-04_filter_options`,
/// `DLG-002_sign_out`, `S01-home`, `P-07B_checkout_done`.
///
/// Exporters and design specs number screens with a code in capitals and digits, then the screen's name. The code
/// says where the screen sits in the spec, never what the app calls its view (`ResultView`, `PlaceDetailSheet`), so
/// view names are compared with the name after it; the code stays in the screen's name for the reader.
public enum ScreenCode {
    /// The name after its leading code, or nil when it starts with none: one to six capital letters, an optional `-`
    /// or `_`, one to four digits and an optional letter, then a separator (`-`, `_`, `.`, a space) and a name with
    /// a letter. Lowercase words (`day-1-summary`, `step-2-profile`) are names, not codes.
    public static func name(afterCodeOf name: String) -> String? {
        let chars = Array(name.unicodeScalars)
        var i = 0
        func upper(_ c: Unicode.Scalar) -> Bool { c.value >= 0x41 && c.value <= 0x5A }
        func digit(_ c: Unicode.Scalar) -> Bool { c.value >= 0x30 && c.value <= 0x39 }
        func letter(_ c: Unicode.Scalar) -> Bool { upper(c) || (c.value >= 0x61 && c.value <= 0x7A) }
        while i < chars.count, upper(chars[i]) { i += 1 }
        guard (1...6).contains(i) else { return nil }
        if i < chars.count, chars[i] == "-" || chars[i] == "_" { i += 1 }
        let digits = i
        while i < chars.count, digit(chars[i]) { i += 1 }
        guard (1...4).contains(i - digits) else { return nil }
        if i < chars.count, letter(chars[i]) { i += 1 }
        guard i < chars.count, chars[i] == "-" || chars[i] == "_" || chars[i] == "." || chars[i] == " " else { return nil }
        let rest = String(String.UnicodeScalarView(chars[(i + 1)...]))
        return rest.contains(where: \.isLetter) ? rest : nil
    }

    /// `name` without its leading code (`name(afterCodeOf:)`), or `name` itself when it has none.
    public static func withoutCode(_ name: String) -> String { self.name(afterCodeOf: name) ?? name }
}
