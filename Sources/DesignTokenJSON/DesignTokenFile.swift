import GapCheckModel

/// One token read from a design-token JSON file (W3C DTCG, Style Dictionary, Tokens Studio).
public struct DesignToken: Sendable, Hashable {
    /// Group path and name (`["color", "status", "success"]`).
    public var path: [String]
    /// `$type`/`type` as written or inherited from a group (`color`, `dimension`, `fontFamily`, `typography`...).
    public var type: String?
    /// Resolved value (aliases followed); nil when the value could not be understood.
    public var value: DesignValue?
    /// Dark-mode value when the file carries one (a `dark` mode/theme in `$extensions`, or a parallel dark set).
    public var darkValue: DesignValue?
    /// `$description`, when any.
    public var description: String?
    /// Where the token is declared.
    public var location: SourceLocation
    public init(path: [String], type: String?, value: DesignValue?, darkValue: DesignValue? = nil, description: String? = nil, location: SourceLocation) {
        self.path = path; self.type = type; self.value = value; self.darkValue = darkValue
        self.description = description; self.location = location
    }
}

/// Parses design-token JSON; written once, used by both the mockup reader and the code reader.
public enum DesignTokenFile {
    /// True when the JSON looks like a token file (some object has `$value` or `value` + `type`).
    public static func looksLikeTokens(_ bytes: [UInt8]) -> Bool { false }

    /// Parses a token file. Bad JSON or unresolvable aliases become diagnostics, never a crash.
    public static func parse(_ bytes: [UInt8], path: String, diagnostics: inout [Diagnostic]) -> [DesignToken] { [] }
}
