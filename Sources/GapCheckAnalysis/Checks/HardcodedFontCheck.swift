import GapCheckModel

/// `hardcoded.font`: a fixed-size font in view code instead of a token or text style.
public struct HardcodedFontCheck: Check {
    /// Creates the check; it has no state.
    public init() {}

    /// The rule this check reports: id, default severity, rationale and examples.
    public static let description = RuleDescription(
        id: "hardcoded.font", severity: .low, category: .hardcoded,
        summary:
            "A view sets a font by size (`.font(.system(size: 15))`, `UIFont.systemFont(ofSize:)`) instead of a token or text style; reported once per font with its count.",
        rationale: """
            Fixed sizes do not follow the type scale and do not scale with Dynamic Type. When a font token or \
            an Apple text style has the same size and weight, use it; otherwise add the style to the type scale. \
            A line that draws a text of a matched design screen is `element.dynamic-type`'s, not this rule's.
            """,
        examples: [
            RuleExample(
                design: ".text-body { font-size: 17px; font-weight: 400; }",
                swift: "import SwiftUI\n\nstruct NoteView: View {\n    var body: some View {\n        Text(\"Note\").font(.system(size: 15))\n    }\n}\n",
                triggers: true, expectTitleContains: "15pt"),
            RuleExample(
                design: ".text-body { font-size: 17px; font-weight: 400; }",
                swift: "import SwiftUI\n\nstruct NoteView: View {\n    var body: some View {\n        Text(\"Note\").font(.body)\n    }\n}\n",
                triggers: false)
        ])

    /// Findings for this rule, at its default severity (the pipeline applies overrides).
    public func run(_ context: CheckContext) -> [Finding] {
        var groups: [String: [InlineLiteral]] = [:]
        // A line drawing a design text in a fixed font is `element.dynamic-type`'s: one finding per line.
        let owned = Set(DynamicTypeGaps.gaps(context).filter { $0.token == nil }.flatMap { $0.lines.map(DynamicTypeGaps.lineKey) })
        for l in context.inventory.literals where l.kind == .typography {
            guard let f = l.value?.font, f.textStyle == nil, f.size != nil, !owned.contains(DynamicTypeGaps.lineKey(l.location)) else { continue }
            groups[FontComparison.describe(f), default: []].append(l)
        }
        var out: [Finding] = []
        let framework = context.inventory.idiom.fontFramework
        for (k, lits) in groups.sorted(by: { $0.key < $1.key }) {
            let sorted = lits.sorted { $0.location < $1.location }
            guard let first = sorted.first, let spec = first.value?.font else { continue }
            let token = context.inventory.fonts.filter {
                FontComparison.differences(design: spec, code: $0.spec).isEmpty && FontComparison.size(of: $0.spec) != nil
            }
            .sorted { $0.qualifiedName < $1.qualifiedName }.first
            let style = FontComparison.textStyles.first { FontComparison.differences(design: spec, code: FontSpec(textStyle: $0.name)).isEmpty }
            // A text style as the framework writes it: `.body` in SwiftUI, a preferred font in UIKit.
            let styleText = style.map { framework == .uiKit ? "UIFont.preferredFont(forTextStyle: .\($0.name))" : ".\($0.name)" }
            let use = token.map { "`\($0.qualifiedName)`" } ?? styleText.map { "`\($0)`" }
            let files = Set(sorted.map(\.location.file)).count
            out.append(
                Finding(
                    rule: Self.description.id, severity: Self.description.severity, category: .hardcoded,
                    title:
                        "Inline font \(FontComparison.describe(spec)) used \(CheckSupport.plural(sorted.count, "time")) in \(CheckSupport.plural(files, "file"))"
                        + (use.map { "; use \($0)" } ?? ""),
                    message: "`\(first.expression)` fixes the size, so it ignores the type scale and Dynamic Type.",
                    expected: token.map { FindingSide(name: $0.qualifiedName, value: FontComparison.describe($0.spec), font: $0.spec, location: $0.location) },
                    actual: FindingSide(name: first.expression, value: FontComparison.describe(spec), font: spec, location: first.location),
                    fix: .instruction(
                        first.expression.hasPrefix("<")
                            ? (use.map { "Set the font in code from \($0) (Interface Builder cannot reference Swift tokens)" }
                                ?? "Add a font token for \(FontComparison.describe(spec)) and set it in code")
                            : use.map { "Use \($0) instead of `\(first.expression)`" }
                                ?? "Add a font token for \(FontComparison.describe(spec)) (`static let <name> = \(TypographyFix.expression(spec, framework: framework))`) and use it"
                    ),
                    fixLocation: first.location, count: sorted.count, occurrences: CheckSupport.occurrences(sorted.map(\.location)),
                    key: CheckSupport.key(k)))
        }
        return out
    }
}
