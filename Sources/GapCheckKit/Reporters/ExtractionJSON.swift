import GapCheckModel

/// JSON for `gapcheck extract` and `gapcheck inventory`: the reader's output as `Codable`, sorted keys.
public struct ExtractionJSON<Content: Codable & Sendable>: Codable, Sendable {
    /// Bumped when the wrapped model changes incompatibly.
    public var schemaVersion: Int
    public var tool: JSONReport.Tool
    public var roots: [String]
    public var content: Content

    public init(roots: [String], content: Content) {
        schemaVersion = 1
        tool = JSONReport.Tool(name: ToolInfo.name, version: ToolInfo.version)
        self.roots = roots
        self.content = content
    }

    /// Pretty JSON with sorted keys and a trailing newline.
    public var text: String { JSONOutput.string(self) }
}
