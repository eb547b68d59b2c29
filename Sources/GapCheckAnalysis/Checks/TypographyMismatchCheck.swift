import GapCheckModel

/// `typography.mismatch`: a font token named like a design text style differs in size, weight or family.
public struct TypographyMismatchCheck: Check {
    /// Creates the check; it has no state.
    public init() {}

    /// The rule this check reports: id, default severity, rationale and examples.
    public static let description = RuleDescription(
        id: "typography.mismatch", severity: .medium, category: .typography,
        summary: "A font token with the design text style's name differs in size (beyond 0.5pt), weight, family or letter spacing.",
        rationale: """
            Type sets the hierarchy of every screen: a title one weight too light or two points too small makes \
            headings read like body text. System family aliases (-apple-system, system-ui, SF Pro, \
            BlinkMacSystemFont, Helvetica Neue fallbacks) are all the system font and never differ. Letter spacing \
            is compared where both sides state it: the design's `%` and `em` are of the style's own font size \
            (-2% of 12px is -0.24pt), the code's tracking, kerning or `letterSpacing` member beside the font is in \
            points. A difference shows beyond 0.1pt, 0.01em and a fifth of the design's value; below 0.02em it is \
            low, from there medium (a percent written as points, -2% as -2, sets small text several times too tight).
            """,
        examples: [
            RuleExample(
                design: ".text-title { font-size: 22px; font-weight: 700; }",
                swift: "import SwiftUI\n\nextension Font {\n    static let title = Font.system(size: 20, weight: .semibold)\n}\n",
                triggers: true, expectTitleContains: "title"),
            RuleExample(
                design: ".text-title { font-family: -apple-system, system-ui, sans-serif; font-size: 22px; font-weight: 700; }",
                swift: "import SwiftUI\n\nextension Font {\n    static let title = Font.system(size: 22, weight: .bold)\n}\n",
                triggers: false),
            // A size token stays a number: a `Font` in its place would break every caller that uses it as a size.
            RuleExample(
                design: ":root { --font-size-caption: 11px; }\n.caption { font-size: var(--font-size-caption); }",
                swift: "import SwiftUI\n\npublic enum TypographyTokens {\n    public static let fontSizeCaption = CGFloat(12)\n}\n",
                triggers: true, expectFix: "static let fontSizeCaption = CGFloat(11)  // in TypographyTokens", expectFixKind: "declaration"),
            // One struct per text style, its tracking a member beside the font: `-2%` of 13px is -0.26pt, not -2.
            RuleExample(
                design: Self.footnoteTokens,
                swift:
                    "import SwiftUI\n\nenum TextStyles {\n    struct footnote {\n        static let font = Font.system(size: 13)\n        static let letterSpacing: CGFloat = -2\n    }\n}\n",
                triggers: true, expectTitleContains: "letter spacing -2pt", expectFix: "static let letterSpacing: CGFloat = -0.26  // in TextStyles.footnote",
                expectFixKind: "declaration"),
            RuleExample(
                design: Self.footnoteTokens,
                swift:
                    "import SwiftUI\n\nenum TextStyles {\n    struct footnote {\n        static let font = Font.system(size: 13)\n        static let letterSpacing: CGFloat = -0.26\n    }\n}\n",
                triggers: false)
        ])

    /// A text style's size and tracking as custom properties written apart.
    static let footnoteTokens = """
        :root { --footnote-font-size: 13px; --footnote-letter-spacing: -2%; }
        .footnote { font-size: var(--footnote-font-size); letter-spacing: var(--footnote-letter-spacing); }
        """

    /// Findings for this rule: medium, and low for a letter spacing alone that differs by less than 0.02em.
    public func run(_ context: CheckContext) -> [Finding] {
        context.matches.typography.compactMap { r -> Finding? in
            guard r.status == .mismatch, let code = r.codeName, let want = r.expectation.light.font else { return nil }
            let e = r.expectation
            let owner = code.split(separator: ".").dropLast().joined(separator: ".")
            let name = code.split(separator: ".").last.map(String.init) ?? code
            let token = context.inventory.fonts.first { $0.qualifiedName == code }
            // A difference in letter spacing alone: its fix is the tracking, not the font.
            if let codeFont = r.codeFont, let gap = LetterSpacingGap.only(in: r) {
                let direction = gap.code < gap.design ? "tighter" : "looser"
                // Both sides as letter spacings (`-0.8pt (-2% of 40pt) at 40pt Regular Inter`): the fonts themselves agree.
                var expected = CheckSupport.expected(e), actual = CheckSupport.actual(r)
                expected.value = "letter spacing \(gap.designText), \(expected.value ?? FontComparison.describe(want))"
                actual.value = "letter spacing \(LetterSpacingGap.points(gap.code)), \(actual.value ?? FontComparison.describe(codeFont))"
                let member = token?.letterSpacingToken.flatMap { m in context.inventory.lengths.first { $0.qualifiedName == m } }
                let share = "\(Length.format((abs(gap.code - gap.design) / gap.fontSize * 100).rounded()))% of its \(Length.format(gap.fontSize))pt size"
                // Paired by its look (size, weight, family) when no font has its name: every font of that look is spaced otherwise.
                let subject =
                    r.foundByValue
                    ? "No font with the look of the design's \(e.name) has its letter spacing: those of its size, weight and family (`\(code)` first) set their letters \(direction)"
                    : "The text style named like the design's \(e.name) sets its letters \(direction)"
                return Finding(
                    rule: Self.description.id, severity: gap.isMarked ? Self.description.severity : .low, category: .typography,
                    title: "`\(code)` has letter spacing \(LetterSpacingGap.points(gap.code)); design \(e.name) has \(gap.designText)"
                        + (r.foundByValue ? " (paired by size and weight)" : ""),
                    message: "\(subject) than the design: \(gap.clause), \(share).",
                    expected: expected, actual: actual,
                    fix: Self.trackingFix(gap.design, token: token, context: context), fixLocation: member?.location ?? r.codeLocation,
                    key: CheckSupport.key(e.name, code))
            }
            return Finding(
                rule: Self.description.id, severity: Self.description.severity, category: .typography,
                title: "`\(code)` is \(r.codeValue ?? "?"); design \(e.name) is \(FontComparison.describe(want)) (\(r.note ?? "differs"))",
                message: "The font token named like the design's \(e.name) differs: \(r.note ?? "")."
                    + (r.agreeingNamesake.map {
                        " \($0) has the same name and the design's value: the app declares this style twice with different values, so align `\(code)` or keep one of the two."
                    } ?? ""),
                expected: CheckSupport.expected(e), actual: CheckSupport.actual(r),
                fix: .declaration(
                    SwiftCode(
                        "static let \(name) = \(Self.value(want, token: token?.sizeOnly == true ? token : nil, framework: context.inventory.idiom.fontFramework))",
                        name: name, comment: owner.isEmpty ? nil : "in \(owner)")),
                fixLocation: r.codeLocation, key: CheckSupport.key(e.name, code))
        }
    }

    /// The design's letter spacing in the code's own place for it: the member declared beside the font
    /// (`static let letterSpacing: CGFloat = -0.24`), else `.tracking(_:)` in SwiftUI and the `.kern` attribute in UIKit.
    static func trackingFix(_ points: Double, token: FontToken?, context: CheckContext) -> Fix {
        let value = Length.format((points * 100).rounded() / 100)
        if let member = token?.letterSpacingToken, let l = context.inventory.lengths.first(where: { $0.qualifiedName == member }) {
            let type = ["CGFloat", "Double", "Float"].first { l.expression.contains($0) } ?? "CGFloat"
            let literal = l.expression.contains(type + "(") ? "static let \(l.name) = \(type)(\(value))" : "static let \(l.name): \(type) = \(value)"
            return .declaration(SwiftCode(literal, name: l.name, comment: l.owner.map { "in \($0)" }))
        }
        let font = token.map { "`\($0.qualifiedName)`" } ?? "this style"
        if context.inventory.idiom.fontFramework == .uiKit {
            return .instruction("set `.kern: \(value)` in the attributed-string attributes of text set in \(font)")
        }
        return .modifier(SwiftCode(".tracking(\(value))", comment: "where text is set in " + font))
    }

    /// The token's new value: a size token stays a number in its own form (`CGFloat(11)`), since callers
    /// use it as one; a font token becomes the font in the app's framework.
    static func value(_ want: FontSpec, token: FontToken?, framework: CodeIdiom.Framework) -> String {
        guard let token, let size = want.size else { return TypographyFix.expression(want, framework: framework) }
        let number = Length.format(size)
        // The number type the token is written with (`CGFloat(12)`, `Double(12)`); CGFloat when only annotated.
        let cast = ["CGFloat", "Double", "Float"].first { token.expression.contains($0 + "(") } ?? "CGFloat"
        return "\(cast)(\(number))"
    }
}
