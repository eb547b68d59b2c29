/// Splits identifiers of any convention into lower-case words so names can be compared:
/// `--color-status-success`, `statusSuccess`, `status_success`, `StatusSuccess`, `color.status.success`.
public enum NameWords {
    /// Lower-case words of `name`; digits form their own words (`space16` → `space`, `16`).
    public static func split(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var prev: Character? = nil
        let chars = Array(name)
        for (i, ch) in chars.enumerated() {
            if !(ch.isLetter || ch.isNumber) {
                if !current.isEmpty { words.append(current) }
                current = ""; prev = nil; continue
            }
            if let p = prev {
                let boundary =
                    (p.isLowercase && ch.isUppercase)
                    || (p.isLetter && ch.isNumber) || (p.isNumber && ch.isLetter)
                    || (p.isUppercase && ch.isUppercase && i + 1 < chars.count && chars[i + 1].isLowercase)
                if boundary, !current.isEmpty { words.append(current); current = "" }
            }
            current.append(ch)
            prev = ch
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.lowercased() }
    }

    /// Words joined as lowerCamelCase (`status success` → `statusSuccess`), for suggested Swift names.
    public static func camelCase(_ words: [String]) -> String {
        guard let first = words.first else { return "" }
        var s = first
        for w in words.dropFirst() { s += w.prefix(1).uppercased() + w.dropFirst() }
        if let c = s.first, c.isNumber { s = "_" + s }
        return s
    }
}
