import GapCheckModel

/// The one order in which every reporter lists findings: severity, category, rule, location, key.
public enum FindingOrder {
    /// `findings` sorted deterministically, whatever order the checks produced them in.
    public static func sorted(_ findings: [Finding]) -> [Finding] {
        // An analysis's findings are already in this order (`Pipeline.analyze` sorts them): then the same
        // array, not a sorted copy (30,000 findings of about 1 KB each at bench scale 4). A stable sort
        // leaves an ordered array as it is, so the result is the same either way.
        if zip(findings, findings.dropFirst()).allSatisfy({ !precedes($1, $0) }) { return findings }
        return findings.sorted(by: precedes)
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
