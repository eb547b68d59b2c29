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
            "A token file is not valid Swift (critical when the declarations the parser cannot read, or the file's lines that break it whole, leave colors, fonts or lengths out of the build; medium otherwise); files a build wrote alike, or one generator fault breaks, are one finding.",
        rationale: """
            A token file the compiler rejects ships none of its tokens: the build fails, or the file is left out of \
            the target and every view falls back to literals. Token pipelines that write Swift from web tokens often \
            copy CSS values as they are (`static let spacingXs = 0.25rem`, `static let fontFamilyBase = '"Brand \
            Sans"', Helvetica`), which no Swift parser reads. The finding names the file, the first line the parser \
            rejects and how many of its constants are unreadable, or the one kind of line that breaks it (description \
            text written into a type body without `///`, a type without a name, values in CSS) with its first lines. \
            The file's tokens are still the app's: gapcheck reads them from the lines as written and compares them \
            with the design by name and value, so none is reported missing (one whose value it cannot read exists by \
            name), and a finding on one of them is at most medium and names the file. A file with views is no token \
            file: a stray error in a view is noted in the appendix only.
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
        // One generator fault breaks files that are not written alike too (a palette file and a size file): one fix of
        // the generator mends them all, so they are one finding, led by the first group, naming what else breaks the
        // others (the size file's own unreadable values) inside it.
        let faults = groups.map { Set($0[0].causes.map(\.kind)) }
        var taken = Set<Int>()
        var out: [Finding] = []
        for i in groups.indices where !taken.contains(i) {
            let same = faults[i].isEmpty ? [] : groups.indices.filter { $0 > i && !taken.contains($0) && faults[$0] == faults[i] }
            taken.formUnion(same)
            out.append(finding(groups[i], sameFault: same.map { groups[$0] }))
        }
        return out
    }

    /// True when a declaration's value is a CSS hex color or length (`= #97AEC0`, `= 1rem /* base */`).
    static func writesCSSValue(_ expression: String) -> Bool {
        guard let eq = expression.firstIndex(of: "=") else { return false }
        var v = expression[expression.index(after: eq)...].trimmingCharacters(in: .whitespaces)
        if let r = v.range(of: #"\s*/\*.*$"#, options: .regularExpression) { v.removeSubrange(r) }
        return v.range(of: #"^(#[0-9a-fA-F]{3,8}|-?[0-9]*\.?[0-9]+(px|pt|rem|em|dp|sp|vh|vw|%))$"#, options: .regularExpression) != nil
    }

    /// One cause in a sentence, with its first lines.
    static func sentence(_ cause: BrokenFileCause) -> String {
        let lines = cause.samples.map { "line \($0.line) `\($0.text.count > 60 ? String($0.text.prefix(60)) + "…" : $0.text)`" }
        let more = cause.count > cause.samples.count ? " and \(cause.count - cause.samples.count) more" : ""
        let at = " (\(lines.joined(separator: ", "))\(more))"
        let n = cause.count
        switch cause.kind {
        case .descriptionLines:
            return
                "\(n) line\(n == 1 ? "" : "s") of description text stand\(n == 1 ? "s" : "") in a type body without `///`, continuing the doc comment above\(at)"
        case .foreignLines: return "\(n) line\(n == 1 ? " is" : "s are") in a type body but not Swift\(at)"
        case .unnamedType: return "\(n == 1 ? "a type is" : "\(n) types are") declared without a name\(at)"
        case .cssValues: return "\(n) value\(n == 1 ? " is" : "s are") written in CSS, not Swift\(at)"
        }
    }

    /// One cause in a few words, for a title.
    static func phrase(_ cause: BrokenFileCause) -> String {
        let n = cause.count
        switch cause.kind {
        case .descriptionLines: return "\(n) description line\(n == 1 ? "" : "s") without `///`"
        case .foreignLines: return "\(n) line\(n == 1 ? "" : "s") that \(n == 1 ? "is" : "are") not Swift"
        case .unnamedType: return n == 1 ? "a type without a name" : "\(n) types without a name"
        case .cssValues: return "\(n) value\(n == 1 ? "" : "s") written in CSS"
        }
    }

    /// What to change for one cause.
    static func remedy(_ kind: BrokenFileCause.Kind) -> String {
        switch kind {
        case .descriptionLines:
            return "Write every line of a token's description as a `///` comment (the generator copies a multi-line description as raw lines)"
        case .foreignLines: return "Remove the lines that are not Swift from the type body, or write them as Swift"
        case .unnamedType: return "Give every generated type a name (the generator's class or type name setting)"
        case .cssValues:
            return "Write every value as Swift: a length as a CGFloat in points (`0.25rem` at a 16pt root is `4`), a color through the app's color initializer"
        }
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

    /// True when a broken file's constants hold design values: its own lines (description text, a type without a
    /// name) break it whole, or its unreadable declarations are colors, fonts or lengths.
    static func holdsDesignValues(_ file: BrokenTokenFile) -> Bool {
        file.broken.contains(where: \.holdsDesignValue) || !file.causes.isEmpty && file.holdsDesignValues
    }

    /// The finding of files that break alike (`files`), and of the groups of other files one fault breaks (`sameFault`).
    private func finding(_ files: [BrokenTokenFile], sameFault: [[BrokenTokenFile]]) -> Finding {
        let rule = Self.description
        let first = files[0]
        let name = (first.file as NSString).lastPathComponent
        let all = files + sameFault.flatMap { $0 }
        // Critical when the constants of any file it names hold design values.
        let designValues = all.contains(where: Self.holdsDesignValues)
        let subject =
            all.count == 1
            ? "`\(name)` is"
            : sameFault.isEmpty
                ? "`\(name)` and \(files.count - 1) more token file\(files.count == 2 ? "" : "s") written alike are"
                : "`\(name)` and \(all.count - 1) more token file\(all.count == 2 ? "" : "s") broken by one fault are"
        let unreadable =
            first.broken.isEmpty
            ? "its \(first.declarations) constants parse, but the file does not"
            : "\(first.broken.count) of its \(first.declarations) constants are unreadable"
        let samples = first.broken.prefix(3).map { "`\($0.expression)` (line \($0.location.line))" }
        let more = first.broken.count > 3 ? " and \(first.broken.count - 3) more" : ""
        var message: String
        if first.unterminatedComment {
            message =
                "A comment opened on line \(first.firstError.line) of \(name) never closes: `/*` nests in Swift, and the comment writes "
                + "one inside (`\(Self.nestedOpener(in: first.firstErrorLine))`), so the rest of the file is comment; \(unreadable)"
            if !samples.isEmpty { message += ": \(samples.joined(separator: ", "))\(more)" }
        } else if !first.causes.isEmpty {
            message = "The Swift parser rejects \(name): " + first.causes.map(Self.sentence).joined(separator: "; ")
            if first.unexplained > 0 {
                let other = first.broken.filter { !Self.writesCSSValue($0.expression) }.prefix(first.unexplained)
                let shown = other.prefix(3).map { "`\($0.expression)` (line \($0.location.line))" }.joined(separator: ", ")
                message +=
                    "; and \(first.unexplained) other constant\(first.unexplained == 1 ? " is" : "s are") unreadable: \(shown)\(other.count > 3 ? " and \(other.count - 3) more" : "")"
            }
            message += ". It declares \(first.declarations) constants"
        } else {
            message = "The Swift parser rejects line \(first.firstError.line) of \(name) (`\(first.firstErrorLine)`); \(unreadable)"
            if !samples.isEmpty { message += ": \(samples.joined(separator: ", "))\(more)" }
        }
        if first.readAsWritten > 0 {
            message += "; gapcheck read the \(first.readAsWritten) the parser could not from the lines as written and compared them with the design"
        }
        if !first.unreadValues.isEmpty {
            let names = first.unreadValues.prefix(3).map { "`\($0.name)`" }.joined(separator: ", ")
            message +=
                "; \(first.unreadValues.count) \(first.unreadValues.count == 1 ? "is" : "are") declared with a value it cannot read (\(names)\(first.unreadValues.count > 3 ? ", …" : "")), so \(first.unreadValues.count == 1 ? "its value is" : "their values are") not compared"
        }
        message += ". The compiler rejects the file, so none of its tokens reaches a view."
        if !sameFault.isEmpty {
            // Each other file by its path, with what else breaks it (its own unreadable constants).
            let others = sameFault.flatMap { $0 }.map { f in
                let path = f.file.split(separator: "/").suffix(3).joined(separator: "/")
                guard f.unexplained > 0 else { return path }
                let shown = f.broken.filter { !Self.writesCSSValue($0.expression) }.prefix(2).map { "`\($0.expression)` (line \($0.location.line))" }
                return path + " (where \(f.unexplained) other constant\(f.unexplained == 1 ? " is" : "s are") unreadable too: "
                    + shown.joined(separator: ", ") + (f.unexplained > shown.count ? ", …" : "") + ")"
            }
            message += " The same fault breaks \(others.joined(separator: ", ")) (the same kind of line fails there): one generator fault, fixed once."
        }
        if files.count > 1 {
            let others = files.dropFirst().map { f in f.file.split(separator: "/").suffix(3).joined(separator: "/") }
            message += " Files written alike break too: \(others.joined(separator: ", "))."
        }
        return Finding(
            rule: rule.id, severity: designValues ? .critical : .medium, category: rule.category,
            title:
                "\(subject) not valid Swift: \(first.unterminatedComment || first.causes.isEmpty ? unreadable : (first.causes.map(Self.phrase) + (first.unexplained > 0 ? ["\(first.unexplained) other unreadable constant\(first.unexplained == 1 ? "" : "s")"] : [])).joined(separator: ", "))",
            message: message,
            expected: nil,
            actual: FindingSide(
                name: name, value: first.firstErrorLine,
                location: first.unterminatedComment ? first.firstError : first.broken.first?.location ?? first.firstError),
            fix: .instruction(
                first.unterminatedComment
                    ? "Write no `/*` inside a comment's text (the token descriptions the build copies into doc comments), or close it with `*/`; then regenerate the token files."
                    : first.causes.isEmpty
                        ? "Write every value as Swift: a length as a CGFloat in points (`0.25rem` at a 16pt root is `4`), a typeface as one String literal (`\"Brand Sans\"`), a color through the app's color initializer; then regenerate the token files."
                        : first.causes.enumerated().map { i, c in
                            let r = Self.remedy(c.kind)
                            return i == 0 ? r : r.prefix(1).lowercased() + r.dropFirst()
                        }.joined(separator: "; ") + "; then regenerate the token files."
            ),
            fixLocation: first.firstError, count: all.count,
            occurrences: all.map { $0.unterminatedComment ? $0.firstError : $0.broken.first?.location ?? $0.firstError },
            key: CheckSupport.key(first.file))
    }
}
