/// Errors reading `.gapcheck.yml` (exit status 2); each names the file and, when known, the line.
public enum ConfigError: Error, Sendable, Hashable, CustomStringConvertible {
    case unreadable(path: String)
    /// Not read: not a regular file, over the size limit, or `open`/`read` failed.
    case refused(path: String, reason: String)
    case syntax(path: String, line: Int, message: String)
    /// A key gapcheck does not know, with the keys it does know at that level.
    case unknownKey(path: String, line: Int, key: String, allowed: [String])
    /// A known key with a value of the wrong type or out of range.
    case invalidValue(path: String, line: Int, key: String, message: String)

    /// One line naming the file, for `gapcheck: error: ...`.
    public var description: String {
        switch self {
        case .unreadable(let path): return "\(path): cannot read the configuration file"
        case .refused(let path, let reason): return "\(path): cannot read the configuration file: \(reason)"
        case .syntax(let path, let line, let message): return "\(Self.place(path, line)): invalid YAML: \(message)"
        case .unknownKey(let path, let line, let key, let allowed):
            return "\(Self.place(path, line)): unknown key '\(key)' (expected one of: \(allowed.joined(separator: ", ")))"
        case .invalidValue(let path, let line, let key, let message):
            return "\(Self.place(path, line)): '\(key)': \(message)"
        }
    }

    static func place(_ path: String, _ line: Int) -> String { line > 0 ? "\(path):\(line)" : path }
}
