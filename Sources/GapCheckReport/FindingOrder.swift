import GapCheckModel

/// The one order in which every reporter lists findings: severity, category, rule, location, key.
public enum FindingOrder {
    /// `findings` sorted deterministically, whatever order the checks produced them in.
    public static func sorted(_ findings: [Finding]) -> [Finding] {
        findings.sorted(by: precedes)
    }

    /// True when `a` is listed before `b`.
    public static func precedes(_ a: Finding, _ b: Finding) -> Bool {
        if a.severity != b.severity { return a.severity < b.severity }
        if a.category != b.category { return a.category < b.category }
        if a.rule != b.rule { return a.rule < b.rule }
        let la = a.primaryLocation ?? SourceLocation(file: ""), lb = b.primaryLocation ?? SourceLocation(file: "")
        if la != lb { return la < lb }
        if a.key != b.key { return a.key < b.key }
        return a.title < b.title
    }
}
