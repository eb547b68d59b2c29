import GapCheckModel

/// `hardcoded.spacing`: a literal padding/spacing number in view code instead of a spacing token.
public struct HardcodedSpacingCheck: Check {
    public init() {}

    public static let description = RuleDescription(
        id: "hardcoded.spacing", severity: .low, category: .hardcoded,
        summary: "A view passes a literal length to padding/spacing instead of a spacing token; reported once per value with its count, naming the token that has that value.",
        rationale: """
            Inline numbers drift from the spacing scale one edit at a time (13 here, 14 there). When a token \
            has the value, use it; when none does, the value is off the design's scale and should become one of \
            its steps.
            """,
        examples: [
            RuleExample(
                design: ":root { --space-md: 16px; }",
                swift: "import SwiftUI\n\nenum Spacing {\n    static let md: CGFloat = 16\n}\n\nstruct CardView: View {\n    var body: some View {\n        Text(\"Card\").padding(13)\n    }\n}\n",
                triggers: true, expectTitleContains: "13"),
            RuleExample(
                design: ":root { --space-md: 16px; }",
                swift: "import SwiftUI\n\nenum Spacing {\n    static let md: CGFloat = 16\n}\n\nstruct CardView: View {\n    var body: some View {\n        Text(\"Card\").padding(Spacing.md)\n    }\n}\n",
                triggers: false),
        ])

    public func run(_ context: CheckContext) -> [Finding] {
        let scale = LengthMatcher(kind: .spacing, inventory: context.inventory, configuration: context.configuration)
        var groups: [String: [InlineLiteral]] = [:]
        for l in context.inventory.literals where l.kind == .spacing {
            guard let v = l.value?.length, v > 0 else { continue }
            groups[Length.format(v), default: []].append(l)
        }
        var out: [Finding] = []
        let steps = scale.scale.map { Length.format($0.value) }
        for (k, lits) in groups.sorted(by: { (Double($0.key) ?? 0, $0.key) < (Double($1.key) ?? 0, $1.key) }) {
            let sorted = lits.sorted { $0.location < $1.location }
            guard let first = sorted.first, let v = first.value?.length else { continue }
            let token = scale.tokens(near: v).first
            let files = Set(sorted.map(\.location.file)).count
            out.append(Finding(
                rule: Self.description.id, severity: Self.description.severity, category: .hardcoded,
                title: "Inline spacing \(k)pt used \(CheckSupport.plural(sorted.count, "time")) in \(CheckSupport.plural(files, "file"))" + (token.map { "; use `\($0.qualifiedName)`" } ?? (steps.isEmpty ? "" : "; not on the spacing scale")),
                message: "`\(first.expression)` (`.\(first.modifier)`) hard-codes \(k)pt" + (token == nil && !steps.isEmpty ? ", which is not a step of the spacing scale (\(steps.joined(separator: ", ")))." : "."),
                expected: token.map { FindingSide(name: $0.qualifiedName, value: Length.format($0.value) + "pt", location: $0.location) },
                actual: FindingSide(name: first.expression, value: k + "pt", location: first.location),
                fix: token.map { "Use `\($0.qualifiedName)` instead of \(k)" } ?? "Use the nearest spacing step instead of \(k)" + (nearest(v, scale.scale).map { " (`\($0.qualifiedName)` = \(Length.format($0.value)))" } ?? ""),
                fixLocation: first.location, count: sorted.count, occurrences: CheckSupport.occurrences(sorted.map(\.location)),
                key: CheckSupport.key(k)))
        }
        return out
    }

    func nearest(_ v: Double, _ scale: [LengthToken]) -> LengthToken? {
        scale.min { (abs($0.value - v), $0.qualifiedName) < (abs($1.value - v), $1.qualifiedName) }
    }
}
