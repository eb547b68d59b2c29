import GapCheckModel

/// Findings shared by `spacing.off-scale` and `radius.mismatch`: wrong values under a design name, and
/// design values the code scale lacks.
enum LengthScaleFindings {
    static func run(
        rule: RuleDescription, rows: [MatchRow], scale: [LengthToken], noun: String, skip: (Double) -> Bool
    ) -> [Finding] {
        var out: [Finding] = []
        let scaleText = scale.isEmpty ? "none" : scale.map { "\($0.qualifiedName) = \(Length.format($0.value))" }.joined(separator: ", ")
        let owner = scale.compactMap(\.owner).first
        let file = scale.first?.location.file
        var missing: [MatchRow] = []
        for r in rows where r.expectation.source != .cssRule {
            let e = r.expectation
            guard let want = e.light.length, !skip(want) else { continue }
            if r.status == .mismatch, let code = r.codeName {
                let name = code.split(separator: ".").last.map(String.init) ?? code
                out.append(Finding(
                    rule: rule.id, severity: rule.severity, category: rule.category,
                    title: "`\(code)` is \(r.codeValue ?? "?"); design \(e.name) is \(Length.format(want))pt",
                    message: "The \(noun) token named like the design's \(e.name) is \(r.codeValue ?? "?"), not \(Length.format(want))pt, so every view that uses it is off the design.",
                    expected: CheckSupport.expected(e), actual: CheckSupport.actual(r),
                    fix: "static let \(name): CGFloat = \(Length.format(want))", fixLocation: r.codeLocation,
                    key: CheckSupport.key(e.name, code)))
            } else if r.status == .missing {
                missing.append(r)
            }
        }
        for r in missing {
            let e = r.expectation
            let want = e.light.length ?? 0
            let name = CheckSupport.swiftName(e.name)
            out.append(Finding(
                rule: rule.id, severity: rule.severity, category: rule.category,
                title: "Design \(noun) \(e.name) (\(Length.format(want))pt) is not on the code's \(noun) scale",
                message: "No \(noun) token is named like \(e.name) or equals \(Length.format(want))pt. Code scale: \(scaleText).",
                expected: CheckSupport.expected(e), actual: FindingSide(name: owner, value: scaleText, location: scale.first?.location),
                fix: "static let \(name): CGFloat = \(Length.format(want))" + (owner.map { "  // in \($0)" } ?? ""),
                fixLocation: CheckSupport.siblingLocation(file), key: CheckSupport.key(e.name)))
        }
        return out
    }
}
