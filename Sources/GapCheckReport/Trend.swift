import GapCheckModel

/// What changed between two gap reports: findings new, fixed and unchanged since the last review.
///
/// Findings are matched by their stable `id` (rule + names, never line numbers), so code that moved
/// is unchanged, not fixed and new again. A finding whose severity changed (a `.gapcheck.yml`
/// override, or duplicate tokens whose values came to conflict) is the same gap: it is listed as
/// unchanged under its current severity, with `previousSeverity` set.
public struct Trend: Codable, Sendable, Hashable {
    /// One side of the comparison: which report, and when and by what it was written.
    public struct Report: Codable, Sendable, Hashable {
        /// The file as given on the command line; absent for the report being written (`--compare`).
        public var file: String?
        /// The report's `YYYY-MM-DD` date.
        public var date: String
        /// The gapcheck version that wrote the report.
        public var toolVersion: String
    }

    /// One finding of the comparison, as the report that has it describes it.
    public struct Entry: Codable, Sendable, Hashable {
        public var id: String
        public var rule: String
        /// `critical`, `medium` or `low`: the current severity (the previous one for fixed findings).
        public var severity: Severity
        public var category: String
        public var title: String
        /// The code side when there is one, else the design side.
        public var location: SourceLocation?
        /// Only for unchanged findings whose severity changed: the severity in the previous report.
        public var previousSeverity: Severity?
    }

    /// Findings of one severity (or `total`) in each report, and how they moved.
    public struct Count: Codable, Sendable, Hashable {
        /// `critical`, `medium`, `low` or `total`.
        public var severity: String
        public var previous: Int
        public var current: Int
        /// Findings of this severity not in the previous report.
        public var new: Int
        /// Findings of this severity (then) no longer found.
        public var fixed: Int
        /// Findings in both reports, now of this severity.
        public var unchanged: Int
    }

    /// The earlier report.
    public var previous: Report
    /// The later report.
    public var current: Report
    /// One row per severity, critical first, then `total`.
    public var counts: [Count]
    /// In the current report only.
    public var new: [Entry]
    /// In the previous report only.
    public var fixed: [Entry]
    /// In both, as the current report has them.
    public var unchanged: [Entry]

    /// Compares `previous` with `current`. Entries are sorted by severity, category, rule, location
    /// and id; a report listing one id twice counts it once (its first occurrence).
    public init(previous: JSONReport, previousFile: String?, current: JSONReport, currentFile: String?) {
        let before = Self.entries(previous), after = Self.entries(current)
        let beforeByID = Dictionary(before.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let afterIDs = Set(after.map(\.id))
        new = after.filter { beforeByID[$0.id] == nil }
        fixed = before.filter { !afterIDs.contains($0.id) }
        unchanged = after.compactMap { entry in
            guard let old = beforeByID[entry.id] else { return nil }
            var e = entry
            if old.severity != entry.severity { e.previousSeverity = old.severity }
            return e
        }
        self.previous = Report(file: previousFile, date: previous.date, toolVersion: previous.tool.version)
        self.current = Report(file: currentFile, date: current.date, toolVersion: current.tool.version)
        var counts: [Count] = []
        for s in Severity.allCases {
            counts.append(
                Count(
                    severity: s.rawValue, previous: before.filter { $0.severity == s }.count,
                    current: after.filter { $0.severity == s }.count, new: new.filter { $0.severity == s }.count,
                    fixed: fixed.filter { $0.severity == s }.count, unchanged: unchanged.filter { $0.severity == s }.count))
        }
        counts.append(
            Count(
                severity: "total", previous: before.count, current: after.count, new: new.count, fixed: fixed.count,
                unchanged: unchanged.count))
        self.counts = counts
    }

    /// Unchanged findings whose severity differs between the reports.
    public var severityChanged: [Entry] { unchanged.filter { $0.previousSeverity != nil } }

    /// The report's findings as entries, one per id, sorted. `ReportFile` has checked every severity.
    static func entries(_ report: JSONReport) -> [Entry] {
        var seen: Set<String> = []
        var out: [Entry] = []
        for f in report.findings where seen.insert(f.id).inserted {
            let place = f.actual?.location ?? f.expected?.location ?? f.fixLocation
            out.append(
                Entry(
                    id: f.id, rule: f.rule, severity: Severity(rawValue: f.severity) ?? .low, category: f.category,
                    title: f.title, location: place.map { SourceLocation(file: $0.file, line: $0.line, column: $0.column) }))
        }
        return out.sorted(by: precedes)
    }

    /// Severity, category (report order), rule, location, id.
    static func precedes(_ a: Entry, _ b: Entry) -> Bool {
        if a.severity != b.severity { return a.severity < b.severity }
        if a.category != b.category { return categoryRank(a.category) < categoryRank(b.category) }
        if a.rule != b.rule { return a.rule < b.rule }
        let la = a.location ?? SourceLocation(file: ""), lb = b.location ?? SourceLocation(file: "")
        if la != lb { return la < lb }
        return a.id < b.id
    }

    /// A category's place in the report; names this version does not know sort last, by name.
    static func categoryRank(_ name: String) -> (Int, String) {
        (Category(rawValue: name).flatMap { Category.allCases.firstIndex(of: $0) } ?? Category.allCases.count, name)
    }
}
