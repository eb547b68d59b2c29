import GapCheckModel

/// `hardcoded.spacing`: a literal padding/spacing number in view code instead of a spacing token.
public struct HardcodedSpacingCheck: Check {
    /// Creates the check; it has no state.
    public init() {}

    /// The rule this check reports: id, default severity, rationale and examples.
    public static let description = RuleDescription(
        id: "hardcoded.spacing", severity: .low, category: .hardcoded,
        summary:
            "A view passes a literal length to padding, spacing or corner radius instead of a token; reported once per value with its count, naming the token that has that value.",
        rationale: """
            Inline numbers drift from the spacing scale one edit at a time (13 here, 14 there). When a token \
            has the value, use it; when none does, the value is off the design's scale and should become one of \
            its steps.
            """,
        examples: [
            RuleExample(
                design: ":root { --space-md: 16px; }",
                swift:
                    "import SwiftUI\n\nenum Spacing {\n    static let md: CGFloat = 16\n}\n\nstruct CardView: View {\n    var body: some View {\n        ↓Text(\"Card\").padding(13)\n    }\n}\n",
                triggers: true, expectTitleContains: "13"),
            RuleExample(
                design: ":root { --space-md: 16px; }",
                swift:
                    "import SwiftUI\n\nenum Spacing {\n    static let md: CGFloat = 16\n}\n\nstruct CardView: View {\n    var body: some View {\n        Text(\"Card\").padding(Spacing.md)\n    }\n}\n",
                triggers: false)
        ])

    /// Findings for this rule, at its default severity (the pipeline applies overrides).
    public func run(_ context: CheckContext) -> [Finding] {
        var out: [Finding] = []
        for kind in [ValueKind.spacing, .radius] {
            out += run(kind, context)
        }
        return out
    }

    func run(_ kind: ValueKind, _ context: CheckContext) -> [Finding] {
        let scale = context.matches.index.scale(kind)
        let rows = kind == .radius ? context.matches.radii : context.matches.spacing
        let noun = kind == .radius ? "corner radius" : "spacing"
        var groups: [String: [InlineLiteral]] = [:]
        for l in context.inventory.literals where l.kind == kind {
            guard let v = l.value?.length, v > 0 else { continue }
            groups[Length.format(v), default: []].append(l)
        }
        var out: [Finding] = []
        var steps: [String] = []
        for t in scale.scale where !steps.contains(Length.format(t.value)) { steps.append(Length.format(t.value)) }
        for (k, lits) in groups.sorted(by: { (Double($0.key) ?? 0, $0.key) < (Double($1.key) ?? 0, $1.key) }) {
            let sorted = lits.sorted { $0.location < $1.location }
            guard let first = sorted.first, let v = first.value?.length else { continue }
            let token = scale.tokens(near: v).first
            // A design step with this value whose code token has another value: use that token once it is fixed.
            let designStep = rows.first { r in
                r.expectation.source != .cssRule && r.expectation.light.length.map { abs($0 - v) <= context.configuration.spacingTolerance } == true
                    && r.status == .mismatch && r.codeName != nil
            }
            let files = Set(sorted.map(\.location.file)).count
            let useName = token.map { usage($0, kind) } ?? designStep?.codeName
            var fix: String
            if let token {
                fix = "Use `\(usage(token, kind))` instead of \(k)"
            } else if let d = designStep, let code = d.codeName {
                fix = "Use `\(code)` instead of \(k) after setting it to the design's \(d.expectation.name) (\(k)pt)"
            } else {
                fix =
                    "Use the nearest \(noun) step instead of \(k)"
                    + (nearest(v, scale.scale).map { " (`\(usage($0, kind))` = \(Length.format($0.value)))" } ?? "")
            }
            let offScale = token == nil && designStep == nil && !steps.isEmpty
            out.append(
                Finding(
                    rule: Self.description.id, severity: Self.description.severity, category: .hardcoded,
                    title: "Inline \(noun) \(k)pt used \(CheckSupport.plural(sorted.count, "time")) in \(CheckSupport.plural(files, "file"))"
                        + (useName.map { "; use `\($0)`" } ?? (offScale ? "; not on the \(noun) scale" : "")),
                    message: "`\(first.expression)` (`.\(first.modifier)`\(first.enclosingType.map { " in \($0)" } ?? "")) hard-codes \(k)pt"
                        + (offScale ? ", which is not a step of the \(noun) scale (\(steps.joined(separator: ", ")))." : ".")
                        + (designStep.map {
                            " The design's \($0.expectation.name) is \(k)pt, but `\($0.codeName ?? "")` is \($0.codeValue ?? "?"), so the literal works around that token."
                        } ?? ""),
                    expected: token.map { FindingSide(name: usage($0, kind), value: Length.format($0.value) + "pt", location: $0.location) }
                        ?? designStep.map { CheckSupport.expected($0.expectation) },
                    actual: FindingSide(name: first.expression, value: k + "pt", location: first.location),
                    fix: .instruction(fix), fixLocation: first.location, count: sorted.count, occurrences: CheckSupport.occurrences(sorted.map(\.location)),
                    key: CheckSupport.key(kind.rawValue, k)))
        }
        return out
    }

    /// `Spacing.md`, or `CornerRadius.md.rawValue` for raw-value enum cases.
    func usage(_ t: LengthToken, _ kind: ValueKind) -> String {
        // `enum CornerRadius: CGFloat { case md = 10 }` folds to `md = 10`; a `static let` carries its type.
        t.expression.range(of: #"^(case )?\w+ = -?[0-9.]+$"#, options: .regularExpression) != nil
            ? t.qualifiedName + ".rawValue" : t.qualifiedName
    }

    func nearest(_ v: Double, _ scale: [LengthToken]) -> LengthToken? {
        scale.min { (abs($0.value - v), $0.qualifiedName) < (abs($1.value - v), $1.qualifiedName) }
    }
}
