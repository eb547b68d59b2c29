/// The subset of SARIF 2.1.0 that gapcheck writes, as `Codable` structs (property names as in the spec).
public struct SARIFLog: Codable, Sendable, Hashable {
    /// The schema URI consumers use for validation.
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"

    /// `{ "text": ... }` (and optional Markdown) messages.
    public struct Message: Codable, Sendable, Hashable {
        public var text: String
        public var markdown: String?
    }

    /// `defaultConfiguration`: the rule's default level.
    public struct ReportingConfiguration: Codable, Sendable, Hashable {
        public var level: String
    }

    /// One rule's metadata (`reportingDescriptor`).
    public struct Rule: Codable, Sendable, Hashable {
        public var id: String
        public var name: String?
        public var shortDescription: Message
        public var fullDescription: Message
        public var help: Message
        public var defaultConfiguration: ReportingConfiguration
        public var properties: [String: String]?
    }

    /// `toolComponent` for the driver.
    public struct Driver: Codable, Sendable, Hashable {
        public var name: String
        public var version: String
        public var semanticVersion: String
        public var informationUri: String?
        public var rules: [Rule]
    }

    /// `tool`.
    public struct Tool: Codable, Sendable, Hashable {
        public var driver: Driver
    }

    /// `artifactLocation`.
    public struct ArtifactLocation: Codable, Sendable, Hashable {
        public var uri: String
    }

    /// `region`: 1-based line and column.
    public struct Region: Codable, Sendable, Hashable {
        public var startLine: Int
        public var startColumn: Int?
    }

    /// `physicalLocation`.
    public struct PhysicalLocation: Codable, Sendable, Hashable {
        public var artifactLocation: ArtifactLocation
        public var region: Region?
    }

    /// `location`.
    public struct Location: Codable, Sendable, Hashable {
        public var id: Int?
        public var physicalLocation: PhysicalLocation
        public var message: Message?
    }

    /// `result`.
    public struct Result: Codable, Sendable, Hashable {
        public var ruleId: String
        public var ruleIndex: Int
        public var level: String
        public var message: Message
        public var locations: [Location]
        public var relatedLocations: [Location]?
        public var partialFingerprints: [String: String]
        /// `new` or `unchanged`, only when a baseline was applied.
        public var baselineState: String?
        public var properties: [String: String]?
    }

    /// `run`.
    public struct Run: Codable, Sendable, Hashable {
        public var tool: Tool
        public var results: [Result]
    }

    public var schema: String
    public var version: String
    public var runs: [Run]

    enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case version, runs
    }
}
