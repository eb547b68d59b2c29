import GapCheckModel

/// Turns matches and findings into the summary: counts, per-category scores, overall score.
public enum Scoring {
    /// Weight of a finding against a category's score: a critical costs as much as two mediums or six lows.
    static func weight(_ s: Severity) -> Double { s == .critical ? 3 : s == .medium ? 1.5 : 0.5 }

    /// The summary of a run. `colorPairs` is the number of the design's painted pairs when `design` no longer
    /// holds them (`Pipeline.analyze` drops them once the checks have run); nil counts `design.colorPairs`. `folded`
    /// are the per-token findings a `token.systematic` finding stands for (`SystematicDifference.Folding`): the score
    /// weighs them in their own areas, as if each were reported, and not the one finding that lists them, so that
    /// reporting a cause once changes how the report reads, never how far the app is from the design.
    public static func summary(
        design: DesignSpec, inventory: Inventory = Inventory(), matches: MatchResult, findings: [Finding], colorPairs: Int? = nil,
        folded: [(category: Category, severity: Severity)] = []
    ) -> AnalysisSummary {
        var counts: [String: Int] = ["critical": 0, "medium": 0, "low": 0]
        for f in findings { counts[f.severity.rawValue, default: 0] += 1 }

        // A design drawn only for other platforms is another app's: its tokens with nothing in the code were not
        // compared (`ForeignSurfaces`), so they count neither as checked nor as passed.
        let unmetLeftOut = design.otherPlatformsOnly != nil
        func compared(_ rows: [MatchRow]) -> [MatchRow] { unmetLeftOut ? rows.filter { $0.status != .missing } : rows }
        var expectations: [String: Int] = [:]
        var matched: [String: Int] = [:]
        func tally(_ kind: String, _ allRows: [MatchRow]) {
            let rows = compared(allRows)
            guard !rows.isEmpty else { return }
            expectations[kind] = rows.count
            // Matched means the code has the design's value, under its name or another one.
            matched[kind] = rows.filter { $0.status == .matched || $0.status == .matchedByValue }.count
        }
        tally("color", matches.colors)
        tally("typography", matches.typography)
        tally("spacing", matches.spacing)
        tally("radius", matches.radii)
        if !matches.screens.isEmpty {
            expectations["screen"] = matches.screens.count
            matched["screen"] = matches.screens.filter { $0.viewName != nil }.count
            let sections = matches.screens.reduce(0) { $0 + $1.sectionsFound.count + $1.sectionsMissing.count }
            expectations["section"] = sections
            matched["section"] = matches.screens.reduce(0) { $0 + $1.sectionsFound.count }
            expectations["label"] = matches.screens.reduce(0) { $0 + $1.labelsFound.count + $1.labelsMissing.count }
            matched["label"] = matches.screens.reduce(0) { $0 + $1.labelsFound.count }
        }
        if !matches.fields.isEmpty {
            expectations["model"] = matches.fields.count
            matched["model"] = matches.fields.filter { $0.property != nil }.count
        }

        // Items checked per category: the design items each area compares, at least one per finding.
        var checked: [Category: Int] = [:]
        checked[.color] = compared(matches.colors).count
        checked[.typography] = compared(matches.typography).count
        checked[.spacing] = compared(matches.spacing).count + compared(matches.radii).count
        checked[.screens] = matches.screens.count + (expectations["section"] ?? 0)
        checked[.content] = expectations["label"] ?? 0
        checked[.models] = matches.fields.count
        // The dark colors compared, and the design's dark mode itself; nothing when no dark color was compared, for
        // "Dark Mode matches" would rest on no value at all.
        let darkColors = compared(matches.colors).filter { $0.expectation.dark != nil }.count
        checked[.darkMode] = design.hasDarkVariant && darkColors > 0 ? darkColors + 1 : 0
        checked[.accessibility] = (colorPairs ?? design.colorPairs.count) + design.tapTargets.count
        checked[.tokens] = inventory.colors.count + inventory.fonts.count + inventory.lengths.count
        checked[.hardcoded] = inventory.literals.count

        var penalty: [Category: Double] = [:]
        var failing: [Category: Int] = [:]
        for f in findings where !(f.rule == TokenSystematicCheck.description.id && !folded.isEmpty) {
            penalty[f.category, default: 0] += weight(f.severity)
            failing[f.category, default: 0] += 1
        }
        for f in folded {
            penalty[f.category, default: 0] += weight(f.severity)
            failing[f.category, default: 0] += 1
        }
        // A token area where no design value matched any code token and no finding was made was not verified (the
        // app keeps its values elsewhere, or under names nothing pairs): no score, rather than a perfect one; with
        // findings, it scores 0.
        let rowsOf: [Category: [MatchRow]] = [
            .color: compared(matches.colors), .typography: compared(matches.typography), .spacing: compared(matches.spacing + matches.radii)
        ]
        var scores: [CategoryScore] = []
        for c in Category.allCases {
            let n = max(checked[c] ?? 0, failing[c] ?? 0)
            guard n > 0 else { continue }
            if let rows = rowsOf[c], !rows.isEmpty, !rows.contains(where: { [.matched, .matchedByValue, .drift].contains($0.status) }) {
                guard failing[c] != nil else { continue }
                // Findings, and not one design value of the area in the app: the values no finding names (one-off
                // values, the rest of a missing set reported once) were compared with nothing, so they did not pass.
                // A pass ratio would call the area excellent beside "0 of 32 match".
                scores.append(CategoryScore(category: c, score: 0, checked: n, passed: 0))
                continue
            }
            let fails = min(failing[c] ?? 0, n)
            // Pass ratio, with failures weighted by severity (`weight`: a critical costs as much as two mediums, a medium three lows).
            let weightedFails = min(Double(n), penalty[c] ?? 0)
            let raw = 10 * (1 - weightedFails / Double(n))
            let score = (max(0, raw) * 10).rounded() / 10
            scores.append(CategoryScore(category: c, score: score, checked: n, passed: n - fails))
        }
        // No design item compared: the code's own hygiene scores say nothing of how closely the app follows the design,
        // so the overall score is 0 (not verified), never a perfect 10 resting on nothing.
        let comparedNothing = expectations.values.reduce(0, +) == 0
        let overall =
            comparedNothing ? 0 : scores.isEmpty ? 10 : ((scores.reduce(0) { $0 + $1.score } / Double(scores.count)) * 10).rounded() / 10
        return AnalysisSummary(findings: counts, expectations: expectations, matched: matched, scores: scores, overallScore: overall)
    }
}
