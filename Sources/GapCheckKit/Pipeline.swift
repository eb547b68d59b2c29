import CodeReader
import GapCheckModel
import MockupReader

/// Runs the whole analysis: read both sides, match, run every enabled check, score.
public enum Pipeline {
    /// Reads `design` and `implementation` roots and returns the analysis (findings sorted, summary filled),
    /// showing each stage on `progress`. Throws only for unusable input roots; bad files become diagnostics.
    public static func run(
        design: [String], implementation: [String], configuration: Configuration,
        date: String, toolVersion: String, progress: ProgressLine? = nil
    ) throws(InputError) -> Analysis {
        let spec = try MockupReader.read(
            roots: design,
            options: MockupReaderOptions(rootFontSize: configuration.rootFontSize, include: configuration.include, exclude: configuration.exclude),
            progress: progress?.reading("reading design") ?? .none)
        let inventory = try CodeReader.read(
            roots: implementation, options: CodeReaderOptions(include: configuration.include, exclude: configuration.exclude),
            progress: progress?.reading("reading app") ?? .none)
        progress?.stage("checking")
        return analyze(
            design: spec, inventory: inventory, configuration: configuration, designRoots: design,
            implementationRoots: implementation, date: date, toolVersion: toolVersion)
    }

    /// Matches, checks and scores already-read inputs (what `run` does after reading; tests call it directly).
    public static func analyze(
        design spec: DesignSpec, inventory: Inventory, configuration: Configuration, designRoots: [String] = [],
        implementationRoots: [String] = [], date: String = "", toolVersion: String = ""
    ) -> Analysis {
        let matches = Matcher.match(design: spec, inventory: inventory, configuration: configuration)
        let context = CheckContext(design: spec, inventory: inventory, configuration: configuration, matches: matches)
        var findings: [Finding] = []
        for check in RuleRegistry.checks {
            let d = type(of: check).description
            guard configuration.isEnabled(d.id) else { continue }
            for var f in check.run(context) {
                // A configured severity replaces whatever the check chose (checks may lower or raise their default).
                f.severity = configuration.severity(for: d.id, default: f.severity)
                findings.append(f)
            }
        }
        findings = sortAndDedupe(findings)
        return Analysis(
            toolVersion: toolVersion, date: date, designRoots: designRoots, implementationRoots: implementationRoots,
            design: spec, inventory: inventory, matches: matches, findings: findings,
            summary: Scoring.summary(design: spec, inventory: inventory, matches: matches, findings: findings))
    }

    /// Deterministic order (severity, category, rule, primary location, key); one finding per rule and key.
    public static func sortAndDedupe(_ findings: [Finding]) -> [Finding] {
        var seen: Set<String> = []
        var out: [Finding] = []
        let sorted = findings.sorted { a, b in
            if a.severity != b.severity { return a.severity < b.severity }
            if a.category != b.category { return a.category < b.category }
            if a.rule != b.rule { return a.rule < b.rule }
            let la = a.primaryLocation ?? SourceLocation(file: ""), lb = b.primaryLocation ?? SourceLocation(file: "")
            if la != lb { return la < lb }
            if a.key != b.key { return a.key < b.key }
            return a.title < b.title
        }
        for f in sorted where seen.insert(f.rule + "\u{1F}" + f.key).inserted { out.append(f) }
        return out
    }
}
