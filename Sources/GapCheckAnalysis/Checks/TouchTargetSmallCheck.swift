import GapCheckModel

/// `touch-target.small`: a tappable element smaller than the minimum touch target.
public struct TouchTargetSmallCheck: Check {
    /// Creates the check; it has no state.
    public init() {}

    /// The rule this check reports: id, default severity, rationale and examples.
    public static let description = RuleDescription(
        id: "touch-target.small", severity: .medium, category: .accessibility,
        summary: "A tappable element of the mockup (button, link, toggle) is smaller than the minimum touch target (44×44pt by default).",
        rationale: """
            Apple's Human Interface Guidelines ask for at least 44×44pt hit areas; smaller ones cause missed \
            taps, most of all for users with motor impairments. Build the control at 44pt (or extend its hit area \
            with `.contentShape` and padding) even when it draws smaller.
            """,
        examples: [
            RuleExample(
                design:
                    "<!DOCTYPE html><html><head><style>.icon-btn { width: 28px; height: 28px; }</style></head><body data-screen=\"home\"><button class=\"icon-btn\">x</button></body></html>",
                swift: "import SwiftUI\n\nstruct HomeView: View {\n    var body: some View { Text(\"Home\") }\n}\n",
                triggers: true, expectTitleContains: "28"),
            RuleExample(
                design:
                    "<!DOCTYPE html><html><head><style>.icon-btn { width: 44px; height: 44px; }</style></head><body data-screen=\"home\"><button class=\"icon-btn\">x</button></body></html>",
                swift: "import SwiftUI\n\nstruct HomeView: View {\n    var body: some View { Text(\"Home\") }\n}\n",
                triggers: false)
        ])

    /// Findings for this rule, at its default severity (the pipeline applies overrides).
    public func run(_ context: CheckContext) -> [Finding] {
        let minSize = context.configuration.minTouchTarget
        var groups: [String: [TapTarget]] = [:]
        for t in context.design.tapTargets {
            let small = (t.width.map { $0 < minSize } ?? false) || (t.height.map { $0 < minSize } ?? false)
            // Native switches draw at 51×31 inside a full-height row that is the hit area.
            let words = Set(NameWords.split(t.selector))
            guard small, words.isDisjoint(with: ["switch", "toggle", "slider"]) else { continue }
            groups[t.selector, default: []].append(t)
        }
        return groups.sorted { $0.key < $1.key }.compactMap { entry -> Finding? in
            let (sel, list) = (entry.key, entry.value)
            let sorted = list.sorted { $0.location < $1.location }
            guard let t = sorted.first else { return nil }
            let size = "\(t.width.map(Length.format) ?? "auto")×\(t.height.map(Length.format) ?? "auto")pt"
            let screens = Set(sorted.compactMap(\.screen)).sorted()
            return Finding(
                rule: Self.description.id, severity: Self.description.severity, category: .accessibility,
                title: "`\(sel)` is \(size); touch targets need \(Length.format(minSize))×\(Length.format(minSize))pt",
                message: "The mockup draws `\(sel)` at \(size)\(screens.isEmpty ? "" : " on \(screens.joined(separator: ", "))"); below the minimum hit area.",
                expected: FindingSide(name: "minimum touch target", value: "\(Length.format(minSize))×\(Length.format(minSize))pt"),
                actual: FindingSide(name: sel, value: size, location: t.location),
                fix: ".frame(minWidth: \(Length.format(minSize)), minHeight: \(Length.format(minSize))).contentShape(Rectangle())",
                fixLocation: t.location, count: sorted.count, occurrences: CheckSupport.occurrences(sorted.map(\.location)),
                key: CheckSupport.key(sel))
        }
    }
}
