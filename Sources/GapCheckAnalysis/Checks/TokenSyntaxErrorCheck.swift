import Foundation
import GapCheckModel

/// `token.syntax-error`: a token file of the app is not valid Swift, so none of its tokens reaches a view.
public struct TokenSyntaxErrorCheck: Check {
    /// Creates the check; it has no state.
    public init() {}

    /// The rule this check reports: id, default severity, rationale and examples.
    public static let description = RuleDescription(
        id: "token.syntax-error", severity: .critical, category: .tokens,
        summary:
            "A token file is not valid Swift (critical when the declarations the parser cannot read hold colors, fonts or lengths, medium otherwise); files a build wrote alike are one finding.",
        rationale: """
            A token file the compiler rejects ships none of its tokens: the build fails, or the file is left out of \
            the target and every view falls back to literals. Token pipelines that write Swift from web tokens often \
            copy CSS values as they are (`static let spacingXs = 0.25rem`, `static let fontFamilyBase = '"Brand \
            Sans"', Helvetica`), which no Swift parser reads. The finding names the file, the first line the parser \
            rejects and how many of its constants are unreadable; a design token that only such a declaration \
            carries is reported as broken, not as absent. A file with views is no token file: a stray error in a view \
            is noted in the appendix only.
            """,
        examples: [
            RuleExample(
                design: ":root { --gap-small: 4px; --gap-large: 16px; }",
                swift: "import UIKit\n\nenum Gaps {\n    ↓static let gapSmall = 0.25rem\n    static let gapLarge = 1rem\n    static let gapHuge = 2rem\n}\n",
                triggers: true, expectTitleContains: "Example.swift"),
            RuleExample(
                design: ":root { --gap-small: 4px; --gap-large: 16px; }",
                swift:
                    "import UIKit\n\nenum Gaps {\n    static let gapSmall: CGFloat = 4\n    static let gapLarge: CGFloat = 16\n    static let gapHuge: CGFloat = 32\n}\n",
                triggers: false)
        ])

    public func run(_ context: CheckContext) -> [Finding] {
        // Files one build wrote alike (the class, enum and struct outputs of one pipeline) break alike: one finding.
        var groups: [[BrokenTokenFile]] = []
        for file in context.inventory.brokenTokenFiles {
            // Written alike: one file name in parallel folders (brands, size classes), or the same broken declarations.
            let names = file.broken.map(\.name)
            let stem = (file.file as NSString).lastPathComponent
            if let i = groups.firstIndex(where: {
                ($0[0].file as NSString).lastPathComponent == stem || $0[0].broken.map(\.name) == names && !names.isEmpty
            }) {
                groups[i].append(file)
            } else {
                groups.append([file])
            }
        }
        return groups.map(finding)
    }

    /// The text around the first `/*` a comment's first line writes after its own opening: the nested opener.
    static func nestedOpener(in line: String) -> String {
        let chars = Array(line)
        guard let open = (0..<max(chars.count - 1, 0)).first(where: { chars[$0] == "/" && chars[$0 + 1] == "*" }),
            let inner = ((open + 2)..<max(chars.count - 1, open + 2)).first(where: { chars[$0] == "/" && chars[$0 + 1] == "*" })
        else { return line.count > 60 ? String(line.prefix(60)) + "…" : line }
        let from = max(inner - 12, open + 2)
        let to = min(inner + 14, chars.count)
        return (from > open + 2 ? "…" : "") + String(chars[from..<to]).trimmingCharacters(in: .whitespaces) + (to < chars.count ? "…" : "")
    }

    /// The finding of files that break alike.
    private func finding(_ files: [BrokenTokenFile]) -> Finding {
        let rule = Self.description
        let first = files[0]
        let name = (first.file as NSString).lastPathComponent
        let designValues = first.broken.contains(where: \.holdsDesignValue)
        let subject = files.count == 1 ? "`\(name)` is" : "`\(name)` and \(files.count - 1) more token file\(files.count == 2 ? "" : "s") written alike are"
        let unreadable =
            first.broken.isEmpty
            ? "its \(first.declarations) constants parse, but the file does not"
            : "\(first.broken.count) of its \(first.declarations) constants are unreadable"
        let samples = first.broken.prefix(3).map { "`\($0.expression)` (line \($0.location.line))" }
        let more = first.broken.count > 3 ? " and \(first.broken.count - 3) more" : ""
        var message =
            first.unterminatedComment
            ? "A comment opened on line \(first.firstError.line) of \(name) never closes: `/*` nests in Swift, and the comment writes "
                + "one inside (`\(Self.nestedOpener(in: first.firstErrorLine))`), so the rest of the file is comment; \(unreadable)"
            : "The Swift parser rejects line \(first.firstError.line) of \(name) (`\(first.firstErrorLine)`); \(unreadable)"
        if !samples.isEmpty { message += ": \(samples.joined(separator: ", "))\(more)" }
        message += ". The compiler rejects the file, so none of its tokens reaches a view."
        if files.count > 1 {
            let others = files.dropFirst().map { f in f.file.split(separator: "/").suffix(3).joined(separator: "/") }
            message += " Files written alike break too: \(others.joined(separator: ", "))."
        }
        return Finding(
            rule: rule.id, severity: designValues ? .critical : .medium, category: rule.category,
            title: "\(subject) not valid Swift: \(unreadable)",
            message: message,
            expected: nil,
            actual: FindingSide(
                name: name, value: first.firstErrorLine,
                location: first.unterminatedComment ? first.firstError : first.broken.first?.location ?? first.firstError),
            fix: .instruction(
                first.unterminatedComment
                    ? "Write no `/*` inside a comment's text (the token descriptions the build copies into doc comments), or close it with `*/`; then regenerate the token files."
                    : "Write every value as Swift: a length as a CGFloat in points (`0.25rem` at a 16pt root is `4`), a typeface as one String literal (`\"Brand Sans\"`), a color through the app's color initializer; then regenerate the token files."
            ),
            fixLocation: first.firstError, count: files.count,
            occurrences: files.map { $0.unterminatedComment ? $0.firstError : $0.broken.first?.location ?? $0.firstError },
            key: CheckSupport.key(first.file))
    }
}
