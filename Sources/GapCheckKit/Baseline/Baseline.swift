import Foundation
import GapCheckModel
import GapCheckReport
import GapCheckReporters

/// Known findings recorded once (`--write-baseline`) so that later runs gate only on new ones (`--baseline`).
///
/// Entries are finding ids, which are stable across runs (rule + names, never line numbers), so a
/// baseline survives unrelated edits; `rule` and `title` are there for the humans reviewing the file.
public struct Baseline: Codable, Sendable, Hashable {
    /// Bumped on any incompatible change to the file.
    public static let currentSchemaVersion = 1

    /// One accepted finding.
    public struct Entry: Codable, Sendable, Hashable {
        /// The finding id (`Finding.id`), the only field matching uses.
        public var id: String
        /// For people reading the file.
        public var rule: String
        /// For people reading the file.
        public var title: String
        /// An entry for one finding.
        public init(id: String, rule: String, title: String) { self.id = id; self.rule = rule; self.title = title }
    }

    /// `currentSchemaVersion` when written; newer versions are refused on read.
    public var schemaVersion: Int
    /// Sorted by id, one per id.
    public var findings: [Entry]

    /// A baseline of `findings`, one per id, sorted.
    public init(findings: [Entry]) {
        schemaVersion = Baseline.currentSchemaVersion
        var byID: [String: Entry] = [:]
        for e in findings where byID[e.id] == nil { byID[e.id] = e }
        self.findings = byID.values.sorted { $0.id < $1.id }
    }

    /// A baseline of every finding in `analysis` (baselined or not).
    public init(recording analysis: Analysis) {
        self.init(findings: analysis.findings.map { Entry(id: $0.id, rule: $0.rule, title: TerminalText.sanitize($0.title)) })
    }

    /// The ids, for lookups.
    public var ids: Set<String> { Set(findings.map(\.id)) }

    /// The file's text: pretty JSON, sorted keys, trailing newline; the same findings give the same bytes.
    public var text: String { JSONOutput.string(self) }

    /// Reads a baseline file.
    public static func load(path: String) throws(BaselineError) -> Baseline {
        guard FileManager.default.fileExists(atPath: path) else { throw .unreadable(path: path) }
        let data: Data
        switch SourceTree.read(atPath: path, limit: ReportFile.maxBytes) {
        case .success(let bytes): data = Data(bytes)
        case .failure(let failure): throw .refused(path: path, reason: failure.description)
        }
        struct Version: Decodable { var schemaVersion: Int? }
        guard let version = try? JSONDecoder().decode(Version.self, from: data) else {
            throw .invalid(path: path, reason: "not JSON")
        }
        guard let v = version.schemaVersion else { throw .invalid(path: path, reason: "no schemaVersion") }
        guard v <= currentSchemaVersion else { throw .unsupportedVersion(path: path, version: v) }
        do {
            return try JSONDecoder().decode(Baseline.self, from: data)
        } catch {
            throw .invalid(path: path, reason: "expected {\"schemaVersion\", \"findings\": [{\"id\", \"rule\", \"title\"}]}")
        }
    }

    /// `analysis` with every finding marked new or baselined, and baseline ids no longer found listed as resolved.
    public func apply(to analysis: Analysis) -> Analysis {
        var result = analysis
        let known = ids
        var states: [String: BaselineState] = [:]
        for f in analysis.findings { states[f.id] = known.contains(f.id) ? .baselined : .new }
        result.baseline = states
        let current = Set(analysis.findings.map(\.id))
        result.resolvedBaselineIDs = known.subtracting(current).sorted()
        return result
    }
}
