/// A position in an input file: path relative to the input root it was found under, 1-based line and column.
public struct SourceLocation: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// Path as shown to the user (relative to the working directory when possible).
    public var file: String
    /// 1-based line; 0 when only the file is known.
    public var line: Int
    /// 1-based column; 0 when unknown.
    public var column: Int

    public init(file: String, line: Int = 0, column: Int = 0) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, leaving out unknown parts.
    public var description: String {
        if line <= 0 { return file }
        if column <= 0 { return "\(file):\(line)" }
        return "\(file):\(line):\(column)"
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
