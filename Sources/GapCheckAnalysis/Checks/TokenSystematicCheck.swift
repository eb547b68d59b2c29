import Foundation
import GapCheckModel

/// `token.systematic`: one fault of a token file repeated over its tokens, reported once (`SystematicDifference`).
public struct TokenSystematicCheck: Check {
    /// Creates the check; it has no state.
    public init() {}

    /// The rule this check reports: id, default severity, rationale and examples.
    public static let description = RuleDescription(
        id: "token.systematic", severity: .medium, category: .tokens,
        summary:
            "Most tokens of one kind in a code file differ from the design by one transform (every length ×16, every color's alpha dropped), or a generated file lacks many of the design's tokens (a build older than the design): reported once, every token listed.",
        rationale: """
            A generator fault repeats over every token it writes: Style Dictionary's `size/remToPt` applied to values \
            already in px makes every length 16 times the design's, a build made from an older version of the tokens \
            lacks every token added since. Each such token is a gap, but one cause with one fix (the build's transform, \
            or building again), so the tokens are reported together, each with both values, instead of one finding per \
            token. A transform takes at least five tokens with three different values and 60% of the file's values of \
            the kind that it would change (lengths, font sizes and radii together or each alone; colors made opaque, \
            appearances swapped; letter spacings in % written as that many points); a token of the same file that differs otherwise keeps its own finding. A lagging build \
            takes at least five missing tokens of a kind whose tokens in the app are all generated, and either the ones \
            the file names mostly equal the design or most of the design's tokens are missing. The finding has the \
            severity of the findings it stands for (a low one stays on its own), and the score weighs those as before.
            """,
        examples: [
            RuleExample(
                design: """
                    :root { --space-xs: 4px; --space-sm: 8px; --space-md: 16px; --space-lg: 24px; --space-xl: 32px;
                      --radius-sm: 6px; --radius-lg: 12px; }
                    """,
                swift: """
                    import UIKit

                    public enum Sizes {
                        public static let spaceXs = CGFloat(64.00)
                        public static let spaceSm = CGFloat(128.00)
                        public static let spaceMd = CGFloat(256.00)
                        public static let spaceLg = CGFloat(384.00)
                        public static let spaceXl = CGFloat(512.00)
                        public static let radiusSm = CGFloat(96.00)
                        public static let radiusLg = CGFloat(192.00)
                    }

                    """,
                triggers: true, expectTitleContains: "every length is 16× the design's (7 tokens)"),
            // Values off one by one, no common factor: each keeps its own finding.
            RuleExample(
                design: ":root { --space-xs: 4px; --space-sm: 8px; --space-md: 16px; --space-lg: 24px; --space-xl: 32px; }",
                swift: """
                    import UIKit

                    public enum Sizes {
                        public static let spaceXs = CGFloat(5)
                        public static let spaceSm = CGFloat(10)
                        public static let spaceMd = CGFloat(14)
                        public static let spaceLg = CGFloat(20)
                        public static let spaceXl = CGFloat(36)
                    }

                    """,
                triggers: false)
        ])

    /// Findings for this rule, at its default severity (the pipeline gives each its members' severity).
    public func run(_ context: CheckContext) -> [Finding] {
        let difference = SystematicDifference(
            matches: context.matches, generatedFiles: context.inventory.generatedFiles, driftDeltaE: context.configuration.driftDeltaE)
        return difference.groups.map(Self.finding)
    }

    /// The group's one finding, located at the file, every token listed with both values.
    static func finding(_ g: SystematicDifference.Group) -> Finding {
        let n = g.members.count
        let tokens = n == 1 ? "1 token" : "\(n) tokens"
        let file = SourceLocation(file: g.file)
        let title: String
        var message: String
        var fix: String
        switch g.cause {
        case .lagging:
            let missing = g.members.map { "\($0.design) (\($0.designValue))" }
            let agreement =
                g.equal == g.named
                ? "the \(g.named) it names all equal the design"
                : g.equal * 2 > g.named
                    ? "\(g.equal) of the \(g.named) it names equal the design" : "only \(g.equal) of the \(g.named) it names equal the design"
            title = "`\(g.file)` lacks \(n + g.setAside) of the design's \(g.compared) \(g.kind.plural); \(agreement)"
            message =
                "The app's \(g.kind.plural) are generated (`\(g.file)`); of the design's \(g.compared) it names \(g.named), \(g.equal) of them with the design's value\(g.equal < g.named ? " (the others are reported on their own)" : ""), and the other \(n + g.setAside) are missing: \(missing.joined(separator: ", "))\(g.setAside > 0 ? ", and \(g.setAside) reported on their own as questions" : ""). One build's gap, not \(n) separate ones: a generated file "
                + (g.equal * 2 > g.named
                    ? "that has the design's values but not its newer tokens was built from an older version of them (or its build leaves these out on purpose)."
                    : "that lacks most of the design's tokens and differs in the ones it has was built from an older version of them (or from another token set).")
            fix = "Build `\(g.file)` again from the current design tokens; if the app leaves some of them out on purpose, say so in the build's configuration."
        default:
            let every = g.members.count >= g.compared ? "every \(g.commonKind.rawValue) is" : "\(n) of \(g.compared) \(g.commonKind.plural) are"
            let said = Self.said(g.cause)
            title = "`\(g.file)`: \(every) \(said.difference) (\(tokens))" + (said.likely.map { ": \($0)" } ?? "")
            let list = g.members.map { m in "\(m.design) \(m.designValue) → `\(m.code ?? "?")` \(m.codeValue ?? "?")" }
            message =
                "One difference explains all of them: \(said.difference) in `\(g.file)`, the design value → the code's: \(list.joined(separator: "; ")). "
                + (g.generated ? "It is the build, not \(n) separate choices" : "It is one conversion applied to the whole file, not \(n) separate choices")
                + "\(said.likely.map { " (\($0))" } ?? ""); the file's other \(g.commonKind.plural) that differ otherwise are reported on their own."
            fix =
                g.generated
                ? "Fix the transform that writes `\(g.file)` (\(said.fix)) and build it again, rather than editing each token."
                : "Correct the conversion the values of `\(g.file)` were written with (\(said.fix)) across the file at once."
        }
        if g.cause != .lagging, g.members.count < g.compared {
            message += " \(g.compared - g.members.count) of the file's compared \(g.commonKind.plural) do not follow it."
        }
        let locations = g.members.compactMap { $0.codeLocation ?? $0.designLocation }
        return Finding(
            rule: description.id, severity: description.severity, category: description.category, title: title, message: message,
            expected: g.members.first.map { FindingSide(name: $0.design, value: $0.designValue, location: $0.designLocation) },
            actual: FindingSide(name: g.file, value: g.cause == .lagging ? "\(g.named) of \(g.compared)" : tokens, location: file),
            fix: .instruction(fix), fixLocation: file, count: n, occurrences: Array(Set(locations)).sorted(), key: g.key)
    }

    /// How a title says the transform, the generator step that usually makes it, and what to change.
    static func said(_ cause: SystematicDifference.Cause) -> (difference: String, likely: String?, fix: String) {
        switch cause {
        case .factor(let f):
            let times = "\(Length.format(f))× the design's"
            switch f {
            case 16: return (times, "a rem→pt transform applied to px values", "values already in px are multiplied by a 16px root")
            case 1.0 / 16: return (times, "a px→rem transform applied to point values", "values are divided by a 16px root")
            case 0.75: return (times, "px converted to pt at 72/96", "iOS points are CSS px: no conversion")
            case 4.0 / 3: return (times, "pt converted to px at 96/72", "iOS points are CSS px: no conversion")
            case 2, 3: return (times, "screen pixels written as points", "points are not multiplied by the screen scale")
            case 0.5, 1.0 / 3: return (times, "points divided by the screen scale", "points are not divided by the screen scale")
            default: return (times, nil, "a factor of \(Length.format(f)) applied to every value")
            }
        case .offset(let d):
            let by = "\(Length.format(abs(d)))pt \(d > 0 ? "more" : "less") than the design's"
            return (by, nil, "an offset of \(Length.format(d))pt added to every value")
        case .alphaDropped:
            return ("opaque where the design's is translucent", "the alpha channel dropped", "the color format keeps the alpha channel")
        case .appearancesSwapped:
            return (
                "the design's dark value in light mode and its light value in dark mode", "the appearances written the wrong way round",
                "light values go to the light appearance"
            )
        case .lagging:
            return ("missing", nil, "")
        case .percentAsPoints:
            return (
                "the design's percent of the font size written as points", "a % letter spacing exported as a number",
                "a letter spacing in % is that share of the style's size: -2% of 16pt is -0.32pt"
            )
        }
    }
}
