/// The one JSON configuration every format uses: pretty, sorted keys, unescaped slashes.
public enum JSONOutput {
    /// `value` as pretty-printed JSON with sorted keys and a trailing newline: Foundation's `JSONEncoder`
    /// text with `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`, written by `JSONText`.
    public static func string<T: Encodable>(_ value: T) -> String {
        // Encoding plain Codable structs of strings and numbers cannot fail; keep the output valid JSON anyway.
        var text = ""
        write(value, to: &text)
        return text
    }

    /// Writes `value` to `out` as `string(value)` would return it, without holding the whole text as one string.
    public static func write<T: Encodable, Out: ReportOutput>(_ value: T, to out: inout Out) {
        // JSONText encodes the whole value before writing its first byte, so a failure leaves `out` untouched.
        do { try JSONText.encode(value, to: &out) } catch { out.write("{}\n") }
    }
}
