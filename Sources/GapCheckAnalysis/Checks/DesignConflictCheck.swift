import Foundation
import GapCheckModel

/// `design.conflict`: the design gives one token two values in two places and the code follows one.
///
/// Mockup folders keep old versions beside new ones (`index.html` and `v2.html`) and legends beside
/// the rules they describe. When the code equals one of the design's values, the code followed the
/// design; which value is right is the design's question, reported once and low, instead of a
/// critical mismatch against whichever file was read first.
public struct DesignConflictCheck: Check {
    /// Creates the check; it has no state.
    public init() {}

    /// The rule this check reports: id, default severity, rationale and examples.
    public static let description = RuleDescription(
        id: "design.conflict", severity: .low, category: .color,
        summary: "The design declares a token with two different values in two places, and the code uses one of them.",
        rationale: """
            Two versions of a mockup, or a legend and the rule it documents, that disagree on a value are a question \
            for the designer, not a bug in the app: the code follows one of the design's values. Reporting it as a \
            mismatch against whichever file came first would send a developer to undo the newer choice. Decide which \
            value is current, fix or exclude the other file (`exclude:` in `.gapcheck.yml`), and keep the code on it.
            """,
        examples: [
            RuleExample(
                design:
                    ":root { --color-brand-primary: #007AFF; }\n.cta { background: var(--color-brand-primary); }\n:root { --color-brand-primary: #5856D6; }",
                swift: "import SwiftUI\n\nextension Color {\n    ↓static let brandPrimary = Color(red: 88 / 255, green: 86 / 255, blue: 214 / 255)\n}\n",
                triggers: true, expectTitleContains: "brandPrimary"),
            RuleExample(
                design: ":root { --color-brand-primary: #007AFF; }\n.cta { background: var(--color-brand-primary); }",
                swift: "import SwiftUI\n\nextension Color {\n    static let brandPrimary = Color(red: 0, green: 122 / 255, blue: 1)\n}\n",
                triggers: false)
        ])

    /// Findings for this rule, at its default severity (the pipeline applies overrides).
    public func run(_ context: CheckContext) -> [Finding] {
        let spread = context.matches.index.spread
        return spreadFindings(context, spread: spread) + twoValueFindings(context, spread: spread)
            + scaleFindings(
                DesignScaleConflicts(rows: context.matches.radii, scale: context.matches.index.radius.scale), noun: "radius")
            + scaleFindings(
                DesignScaleConflicts(rows: context.matches.spacing, scale: context.matches.index.spacing.scale), noun: "spacing")
    }

    /// One finding per length scale and design file the code follows where another design file gives the scale's
    /// steps other values (`DesignScaleConflicts`), naming every such file.
    func scaleFindings(_ scales: DesignScaleConflicts, noun: String) -> [Finding] {
        let sources = scales.conflicts.map(\.source).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        return sources.map { source in
            let conflicts = scales.conflicts.filter { $0.source == source }
            let rivals = conflicts.map(\.rival)
            let first = conflicts[0]
            let theirs = first.disagreements.map { "\($0.step) \(Length.format($0.rival))pt" }.joined(separator: ", ")
            let ours = first.disagreements.map { "\($0.step) \(Length.format($0.source))pt" }.joined(separator: ", ")
            let code = first.disagreements.map { "`\($0.code)`" }.joined(separator: ", ")
            let others = Set(conflicts.flatMap { $0.others.map { "\($0.name) \(Length.format($0.value))pt" } }).sorted()
            let name = (source as NSString).lastPathComponent
            return Finding(
                rule: Self.description.id, severity: Self.description.severity, category: .spacing,
                title:
                    "Design gives the \(noun) scale two sets of values (\(rivals.map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")): \(theirs); \(name): \(ours)); the app follows \(name)",
                message:
                    "The design's token files disagree on the \(noun) scale: \(rivals.joined(separator: " and ")) \(rivals.count == 1 ? "gives" : "give") \(theirs), where \(source) gives \(ours), and the app's \(code) follow \(name)."
                    + (others.isEmpty
                        ? "" : " The steps of the scale the app did not follow that it lacks (\(others.joined(separator: ", "))) go with that scale.")
                    + " Which scale is current is a question for the design, not a gap in the app.",
                expected: FindingSide(name: first.disagreements[0].step, value: theirs, location: first.locations.first),
                actual: FindingSide(name: first.disagreements[0].code, value: ours),
                fix: .instruction("Decide which \(noun) scale is current; remove or exclude the other design file (`exclude:` in .gapcheck.yml)"),
                fixLocation: first.locations.first, occurrences: conflicts.flatMap(\.locations).sorted(),
                key: CheckSupport.key(noun, "scale", source))
        }
    }

    /// One finding per token the design gives many values page by page (`DesignSpread`), whatever the code does.
    func spreadFindings(_ context: CheckContext, spread: DesignSpread) -> [Finding] {
        guard !spread.isEmpty else { return [] }
        var said: Set<String> = []
        var out: [Finding] = []
        let rows = context.matches.colors.filter { spread.token($0.expectation.name) != nil }
        for r in rows where said.insert(r.expectation.name).inserted {
            guard let token = spread.token(r.expectation.name) else { continue }
            let e = r.expectation
            let list = DesignSpread.valueList(token)
            let places = token.values.prefix(3).map { "\($0.color.hex) at \($0.location)" }.joined(separator: ", ")
            let code: String
            if let name = r.codeName, let color = r.codeColor, r.status != .missing {
                code =
                    spread.follows(color, token)
                    ? " The app's `\(name)` is \(color.hex), one of them."
                    : " The app's `\(name)` is \(r.codeValue ?? color.hex), none of them."
            } else {
                code = ""
            }
            out.append(
                Finding(
                    rule: Self.description.id, severity: Self.description.severity, category: .color,
                    title:
                        "Design gives \(e.name) \(token.values.count) different values on different pages (\(list)): "
                        + "no single value to compare the app with",
                    message:
                        "The design declares \(e.name) page by page with \(token.values.count) different values (\(places)…), as a generator that writes each page its own theme does. None of them is the design's value, so the app's tokens are not compared with it, and an element painted with it is reported only where the app's color is none of them.\(code)",
                    expected: CheckSupport.expected(e), actual: r.codeName == nil ? nil : CheckSupport.actual(r),
                    fix: .instruction("Decide which value \(e.name) is, and make the design's pages agree on it"),
                    fixLocation: e.location, occurrences: token.values.map(\.location), key: CheckSupport.key(e.name, "spread")))
        }
        return out
    }

    /// The two-version conflicts: the design gives a token another value elsewhere and the code follows that one.
    func twoValueFindings(_ context: CheckContext, spread: DesignSpread) -> [Finding] {
        context.matches.colors.compactMap { r -> Finding? in
            guard spread.token(r.expectation.name) == nil,
                let alt = MatchIndex.followedAlternative(r, driftDeltaE: context.configuration.driftDeltaE), let code = r.codeName
            else { return nil }
            let e = r.expectation
            let first = CheckSupport.valueText(e)
            // The same token re-typed under another name the app's token also has (`--accent-muted`, `--fern-accent-muted`).
            let title: String
            let disagreement: String
            if let other = alt.name, other != e.name {
                title =
                    "Design gives one token two values under two names (\(e.name) \(first) at \(e.location.file), \(other) \(alt.value.description) at \(alt.location.file)); `\(code)` follows the second"
                disagreement =
                    "The design files disagree on a token the app has once: \(e.name) is \(first) at \(e.location) and \(other) is \(alt.value.description) at \(alt.location), both names of `\(code)`."
            } else {
                title =
                    "Design gives \(e.name) two values (\(first) at \(e.location.file), \(alt.value.description) at \(alt.location.file)); `\(code)` follows the second"
                disagreement = "The design files disagree on \(e.name): \(first) at \(e.location) and \(alt.value.description) at \(alt.location)."
            }
            return Finding(
                rule: Self.description.id, severity: Self.description.severity, category: .color,
                title: title,
                message:
                    "\(disagreement) The app's `\(code)` is \(r.codeValue ?? alt.value.description), one of the design's values, so this is a question for the design, not a gap in the app.",
                expected: CheckSupport.expected(e), actual: CheckSupport.actual(r),
                fix: .instruction("Decide which value is current; remove or exclude the other design file (`exclude:` in .gapcheck.yml)"),
                fixLocation: alt.location, occurrences: [e.location, alt.location], key: CheckSupport.key(e.name, code))
        }
    }
}
