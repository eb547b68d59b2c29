import GapCheckModel

/// Score of one report category, 0...10.
public struct CategoryScore: Sendable, Hashable, Codable {
    public var category: Category
    public var score: Double
    /// Design items checked in this category and how many were fine.
    public var checked: Int
    public var passed: Int
    public init(category: Category, score: Double, checked: Int, passed: Int) {
        self.category = category; self.score = score; self.checked = checked; self.passed = passed
    }
}

/// Counts for the report header and the JSON `summary`.
public struct AnalysisSummary: Sendable, Hashable, Codable {
    /// Findings per severity (`critical`, `medium`, `low`).
    public var findings: [String: Int]
    /// Design expectations per kind (`color`, `typography`...), plus `screen`, `section`, `label`.
    public var expectations: [String: Int]
    /// Expectations matched per kind.
    public var matched: [String: Int]
    public var scores: [CategoryScore]
    /// Overall score 0...10.
    public var overallScore: Double
    /// True when no design item (value, screen, section, label, model field) was compared with the app: the design
    /// gave nothing the checks could hold the code against, so no score or verdict may say the app follows it.
    public var comparedNothing: Bool { expectations.values.reduce(0, +) == 0 }
    public init(findings: [String: Int], expectations: [String: Int], matched: [String: Int], scores: [CategoryScore], overallScore: Double) {
        self.findings = findings; self.expectations = expectations; self.matched = matched
        self.scores = scores; self.overallScore = overallScore
    }
}
