import Foundation

/// The one JSON encoder configuration every format uses: pretty, sorted keys, unescaped slashes.
public enum JSONOutput {
    /// `value` as pretty-printed JSON with sorted keys and a trailing newline.
    public static func string<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value), let text = String(data: data, encoding: .utf8) else {
            // Encoding plain Codable structs of strings and numbers cannot fail; keep the output valid JSON anyway.
            return "{}\n"
        }
        return text + "\n"
    }
}
