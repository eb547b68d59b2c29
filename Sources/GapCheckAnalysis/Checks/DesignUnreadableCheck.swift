import Foundation
import GapCheckModel

/// `design.unreadable`: a design file's values are an object's printed form (`[object Object]`), so its tokens hold
/// nothing to compare.
///
/// Token pipelines (Style Dictionary and its kin) write a composite token they have no transform for (a color object
/// with its alpha, a text style) as what JavaScript prints for it. The file parses and looks complete; without this
/// finding the report would show the few values that survived as the whole design, matched.
public struct DesignUnreadableCheck: Check {
    /// Creates the check; it has no state.
    public init() {}

    /// The rule this check reports: id, default severity, rationale and examples.
    public static let description = RuleDescription(
        id: "design.unreadable", severity: .low, category: .tokens,
        summary: "A design file writes its values as `[object Object]`, a token generator's fault: those tokens were not compared.",
        rationale: """
            A token build that meets a composite token it has no transform for (a color object, a typography \
            composite) writes `[object Object]` in its place. Nothing in such a value can be compared with the app, \
            so the design's colors or text styles silently drop out of the report, and what is left may all match. \
            The fault is the design export's, not the app's: it is reported once per file, low, with how many values \
            are lost and the groups of their names, and an area whose values come mostly from such a file is not \
            shown as verified. Export the tokens with a transform that writes CSS values (a color as hex or `rgb()`, \
            a text style as its properties) and compare again.
            """,
        examples: [
            RuleExample(
                design:
                    ":root {\n  --fondo-primario: [object Object];\n  --fondo-secundario: [object Object];\n  --texto-base: [object Object];\n  --espacio-m: 16px;\n}",
                swift: "import SwiftUI\n\nenum Espacio {\n    static let m: CGFloat = 16\n}\n",
                triggers: true, expectTitleContains: "3 of 4 values"),
            RuleExample(
                design: ":root {\n  --fondo-primario: #0B5FFF;\n  --texto-base: #1C1C1E;\n  --espacio-m: 16px;\n}",
                swift: "import SwiftUI\n\nenum Espacio {\n    static let m: CGFloat = 16\n}\n",
                triggers: false)
        ])

    /// One finding per design file with printed objects among its values.
    public func run(_ context: CheckContext) -> [Finding] {
        (context.design.printedObjects ?? []).map { p in
            let name = (p.file as NSString).lastPathComponent
            let groups = p.groups.map { "`\($0)`" }.joined(separator: ", ")
            let value = p.count == 1 ? "value is" : "values are"
            return Finding(
                rule: Self.description.id, severity: Self.description.severity, category: Self.description.category,
                title: "`\(name)`: \(p.count) of \(p.total) \(value) `[object Object]`, not compared",
                message:
                    "\(p.count) of the \(p.total) values `\(name)` declares are an object's printed form (`[object Object]`): the generator "
                    + "that wrote the file had no transform for these composite tokens (names under \(groups)\(p.groups.count < PrintedObjectValues.shownGroups ? "" : ", …")), "
                    + "so they hold no value and were not compared with the app"
                    + (p.mostlyUnreadable ? "; what the report shows of this file is the smaller part of it." : "."),
                expected: FindingSide(name: name, value: "[object Object]", location: p.location),
                fix: .instruction(
                    "Export these tokens with a transform that writes CSS values (a color as hex or `rgb()`, a text style as its properties), then compare again."
                ),
                fixLocation: p.location, count: 1, occurrences: [p.location], key: CheckSupport.key(p.file))
        }
    }
}
