/// The one JSON configuration every format uses: pretty, sorted keys, unescaped slashes.
public enum JSONOutput {
    /// `value` as pretty-printed JSON with sorted keys and a trailing newline: Foundation's `JSONEncoder`
    /// text with `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`, written by `JSONText`.
    public static func string<T: Encodable>(_ value: T) -> String {
        // Encoding plain Codable structs of strings and numbers cannot fail; keep the output valid JSON anyway.
        (try? JSONText.encode(value)) ?? "{}\n"
    }
}
