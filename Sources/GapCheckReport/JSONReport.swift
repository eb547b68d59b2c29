import GapCheckModel

/// The JSON report, schema version 1 (documented in docs/report-schema.md). Additive changes keep the
/// version; renaming or removing a field bumps it.
public struct JSONReport: Codable, Sendable, Hashable {
    /// Bumped on any incompatible change.
    public static let currentSchemaVersion = 1

    /// Name and version of the tool that wrote the report.
    public struct Tool: Codable, Sendable, Hashable {
        public var name: String
        public var version: String
        /// The tool `name` at `version` (the memberwise initializer, for `ExtractionJSON`).
        package init(name: String, version: String) { self.name = name; self.version = version }
    }

    /// The folders compared and how many files each side read.
    public struct Inputs: Codable, Sendable, Hashable {
        public var design: [String]
        public var implementation: [String]
        public var designFiles: Int
        public var implementationFiles: Int
    }

    /// One category's score.
    public struct Score: Codable, Sendable, Hashable {
        public var category: String
        public var title: String
        /// 0...10, one decimal.
        public var score: Double
        public var checked: Int
        public var passed: Int
    }

    /// Counts: findings per severity, expectations and matches per kind, scores.
    public struct Summary: Codable, Sendable, Hashable {
        /// `critical`, `medium`, `low` (always present) and `total`.
        public var findings: [String: Int]
        public var expectations: [String: Int]
        public var matched: [String: Int]
        public var scores: [Score]
        public var overallScore: Double
        /// Only with `--baseline`: findings already in the baseline, and new ones.
        public var baselined: Int?
        public var new: Int?
    }

    /// `file`, 1-based `line` and `column` (0 when unknown).
    public struct Location: Codable, Sendable, Hashable {
        public var file: String
        public var line: Int
        public var column: Int
    }

    /// The design side or the code side of a finding.
    public struct Side: Codable, Sendable, Hashable {
        public var name: String?
        public var value: String?
        /// `#RRGGBB` or `#RRGGBBAA`, when the side is a color.
        public var color: String?
        public var darkColor: String?
        public var location: Location?
    }

    /// One gap.
    public struct Finding: Codable, Sendable, Hashable {
        /// Stable across runs: same gap, same id (baselines use it).
        public var id: String
        public var rule: String
        public var severity: String
        public var category: String
        public var title: String
        public var message: String
        public var expected: Side?
        public var actual: Side?
        /// The fix as text (Swift to write, or an instruction), as every schema-1 report wrote it.
        public var fix: String?
        /// What `fix` is: `declaration`, `modifier` (view code at a call site), `asset` (a colorset to
        /// add) or `instruction` (prose). Absent in reports written before it existed.
        public var fixKind: String? = nil
        public var fixLocation: Location?
        public var count: Int
        /// Other places the same cause occurs (bounded); omitted when there are none.
        public var occurrences: [Location]?
        /// Only with `--baseline`: `new` or `baselined`.
        public var baseline: String?
    }

    /// A problem a reader hit (a skipped file).
    public struct Diagnostic: Codable, Sendable, Hashable {
        public var level: String
        public var message: String
        public var location: Location
    }

    /// `currentSchemaVersion`.
    public var schemaVersion: Int
    /// Name and version of gapcheck.
    public var tool: Tool
    /// `YYYY-MM-DD`.
    public var date: String
    /// The compared folders and their file counts.
    public var inputs: Inputs
    /// Counts and scores.
    public var summary: Summary
    /// Every finding, in report order.
    public var findings: [Finding]
    /// Only with `--baseline`: baseline ids no longer found (fixed since the baseline was written).
    public var resolved: [String]?
    /// Reader diagnostics, sorted by location.
    public var diagnostics: [Diagnostic]
    /// Only with `--compare`: findings new, fixed and unchanged since the previous report.
    public var trend: Trend?
    /// Design elements of matched screens and the code elements paired with them; omitted when none.
    public var elements: [ElementRow]? = nil
}

extension JSONReport {
    /// Builds the report from an analysis; every collection sorted.
    public init(_ analysis: Analysis) {
        let ordered = FindingOrder.sorted(analysis.findings)
        self.init(head: analysis, ordered: ordered)
        let rows = JSONReport.Rows(analysis)
        findings = ordered.map(rows.finding)
        elements = analysis.matches.elements.isEmpty ? nil : analysis.matches.elements.map(ElementRow.init)
    }

    /// Everything but the findings (empty) and the element rows (nil): the members a reporter writes whole,
    /// while `Rows` gives the findings one at a time. `ordered` is `FindingOrder.sorted(analysis.findings)`.
    package init(head analysis: Analysis, ordered: [GapCheckModel.Finding]) {
        let usesBaseline = JSONReport.Rows(analysis).usesBaseline
        // Counted in one pass, never by filtering (a filtered copy of every finding was a run's peak of memory).
        var counts: [String: Int] = Dictionary(uniqueKeysWithValues: Severity.allCases.map { ($0.rawValue, 0) })
        var baselinedCount = 0
        for f in ordered {
            counts[f.severity.rawValue, default: 0] += 1
            if usesBaseline, analysis.baseline[f.id] == .baselined { baselinedCount += 1 }
        }
        counts["total"] = ordered.count
        let scores = analysis.summary.scores.sorted { $0.category < $1.category }.map {
            Score(
                category: $0.category.rawValue, title: $0.category.title, score: JSONReport.round1($0.score),
                checked: $0.checked, passed: $0.passed)
        }
        self.init(
            schemaVersion: JSONReport.currentSchemaVersion,
            tool: Tool(name: ToolInfo.name, version: analysis.toolVersion),
            date: analysis.date,
            inputs: Inputs(
                design: analysis.designRoots, implementation: analysis.implementationRoots,
                designFiles: analysis.design.files.count, implementationFiles: analysis.inventory.files.count),
            summary: Summary(
                findings: counts, expectations: analysis.summary.expectations, matched: analysis.summary.matched,
                scores: scores, overallScore: JSONReport.round1(analysis.summary.overallScore),
                baselined: usesBaseline ? baselinedCount : nil, new: usesBaseline ? ordered.count - baselinedCount : nil),
            findings: [],
            resolved: usesBaseline ? analysis.resolvedBaselineIDs.sorted() : nil,
            diagnostics: analysis.diagnostics.sorted { ($0.location, $0.message) < ($1.location, $1.message) }.map {
                Diagnostic(
                    level: $0.level.rawValue, message: $0.message,
                    location: Location(file: $0.location.file, line: $0.location.line, column: $0.location.column))
            },
            trend: analysis.trend,
            elements: nil)
    }

    /// Turns an analysis's findings into report rows one at a time.
    package struct Rows {
        let baseline: [String: BaselineState]
        let usesBaseline: Bool

        package init(_ analysis: Analysis) {
            baseline = analysis.baseline
            usesBaseline = !analysis.baseline.isEmpty || !analysis.resolvedBaselineIDs.isEmpty
        }

        package func finding(_ f: GapCheckModel.Finding) -> Finding {
            Finding(
                id: f.id, rule: f.rule, severity: f.severity.rawValue, category: f.category.rawValue,
                title: f.title, message: f.message, expected: side(f.expected), actual: side(f.actual),
                fix: f.fix?.text, fixKind: f.fix?.kind, fixLocation: loc(f.fixLocation), count: f.count,
                occurrences: f.occurrences.isEmpty ? nil : f.occurrences.sorted().compactMap { loc($0) },
                baseline: usesBaseline ? (baseline[f.id] ?? .new).rawValue : nil)
        }

        private func loc(_ l: SourceLocation?) -> Location? { l.map { Location(file: $0.file, line: $0.line, column: $0.column) } }

        private func side(_ s: FindingSide?) -> Side? {
            s.map { Side(name: $0.name, value: $0.value, color: $0.color?.hex, darkColor: $0.darkColor?.hex, location: loc($0.location)) }
        }
    }

    /// One decimal, so scores print the same on every platform.
    static func round1(_ v: Double) -> Double { v.isFinite ? (v * 10).rounded() / 10 : 0 }
}
