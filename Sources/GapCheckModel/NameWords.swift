/// Splits identifiers of any convention into lower-case words so names can be compared:
/// `--color-status-success`, `statusSuccess`, `status_success`, `StatusSuccess`, `color.status.success`.
public enum NameWords {
    /// Lower-case words of `name`; digits form their own words (`space16` → `space`, `16`).
    public static func split(_ name: String) -> [String] {
        splitASCII(name) ?? splitCharacters(name)
    }

    /// `split` for any text, on `Character`s: the rules `splitASCII` repeats on bytes (a test checks
    /// that both agree on ASCII input).
    static func splitCharacters(_ name: String) -> [String] {
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

    /// `split` for ASCII names (nearly all of them), on bytes: the same words without `Character` and
    /// Unicode property lookups. Nil when `name` has a non-ASCII byte.
    static func splitASCII(_ name: String) -> [String]? {
        var name = name
        return name.withUTF8 { b -> [String]? in
            func lower(_ c: UInt8) -> Bool { c >= 0x61 && c <= 0x7A }
            func upper(_ c: UInt8) -> Bool { c >= 0x41 && c <= 0x5A }
            func digit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
            var words: [String] = []
            var word: [UInt8] = []
            var prev: UInt8? = nil
            for i in 0..<b.count {
                let ch = b[i]
                guard ch < 0x80 else { return nil }
                let letter = lower(ch) || upper(ch)
                if !(letter || digit(ch)) {
                    if !word.isEmpty { words.append(String(decoding: word, as: UTF8.self)); word.removeAll(keepingCapacity: true) }
                    prev = nil
                    continue
                }
                if let p = prev {
                    let boundary =
                        (lower(p) && upper(ch))
                        || ((lower(p) || upper(p)) && digit(ch)) || (digit(p) && letter)
                        || (upper(p) && upper(ch) && i + 1 < b.count && lower(b[i + 1]))
                    if boundary, !word.isEmpty { words.append(String(decoding: word, as: UTF8.self)); word.removeAll(keepingCapacity: true) }
                }
                word.append(upper(ch) ? ch | 0x20 : ch)
                prev = ch
            }
            if !word.isEmpty { words.append(String(decoding: word, as: UTF8.self)) }
            return words
        }
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
