import GapCheckModel
import GapCheckReport

/// JSON for `gapcheck extract` and `gapcheck inventory`: the reader's output as `Codable`, sorted keys.
public struct ExtractionJSON<Content: Codable & Sendable>: Codable, Sendable {
    /// Bumped when the wrapped model changes incompatibly.
    public var schemaVersion: Int
    /// The gapcheck that wrote it.
    public var tool: JSONReport.Tool
    /// The folders read, as given.
    public var roots: [String]
    /// The reader's output (`DesignSpec` or `Inventory`).
    public var content: Content

    /// Wraps `content` read from `roots`.
    public init(roots: [String], content: Content) {
        schemaVersion = 1
        tool = JSONReport.Tool(name: ToolInfo.name, version: ToolInfo.version)
        self.roots = roots
        self.content = content
    }

    /// Pretty JSON with sorted keys and a trailing newline.
    public var text: String { JSONOutput.string(self) }
}
