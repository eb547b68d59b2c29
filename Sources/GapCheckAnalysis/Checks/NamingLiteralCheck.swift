import GapCheckModel

/// `naming.literal`: a code token named after its hue (`green`, `darkBlue`) stands for a design role.
public struct NamingLiteralCheck: Check {
    /// Creates the check; it has no state.
    public init() {}

    /// The rule this check reports: id, default severity, rationale and examples.
    public static let description = RuleDescription(
        id: "naming.literal", severity: .low, category: .tokens,
        summary:
            "A color token named after its hue or shade (`green`, `darkBlue`) is the only token for a value the design names by role (`--color-status-success`).",
        rationale: """
            A hue name says what the color is, not what it is for: when the brand changes from green to teal, \
            `AppColors.green` must either lie or be renamed at every use. Palette primitives (`blue500`) are fine \
            when a role token with the same value exists on top of them; this rule fires only when the hue name \
            is what views must use.
            """,
        examples: [
            RuleExample(
                design: ":root { --color-status-success: #34C759; }",
                swift: "import SwiftUI\n\nenum AppColors {\n    static let green = Color(red: 52 / 255, green: 199 / 255, blue: 89 / 255)\n}\n",
                triggers: true, expectTitleContains: "AppColors.green"),
            RuleExample(
                design: ":root { --color-status-success: #34C759; }",
                swift:
                    "import SwiftUI\n\nenum AppColors {\n    static let green500 = Color(red: 52 / 255, green: 199 / 255, blue: 89 / 255)\n    static let statusSuccess = green500\n}\n",
                triggers: false)
        ])

    /// Findings for this rule, at its default severity (the pipeline applies overrides).
    public func run(_ context: CheckContext) -> [Finding] {
        let cfg = context.configuration
        let candidates = ColorCandidate.all(in: context.inventory)
        let roleTokens = ColorValueIndex(
            candidates.enumerated().compactMap { i, c in
                guard let l = c.light, !c.unresolved, !ColorNaming.isLiteralName(c.name) else { return nil }
                return (color: l, index: i, name: c.qualifiedName)
            })
        // `--studio-pink-40` is a palette name of the set `studio`, not a role: the namespace is set aside.
        let designKeys = NameIndex.namespaceNames(context.design.expectations).map { NameKey($0) }
        let namespace = NameNamespace.leadingWord(of: designKeys, absentFrom: Set(candidates.flatMap { NameKey($0.name).words }))
        var byToken: [String: [MatchRow]] = [:]
        for r in context.matches.colors where r.foundByValue && [.matchedByValue, .drift].contains(r.status) && ColorFix.isNamed(r.expectation) {
            guard let code = r.codeName, let last = code.split(separator: ".").last, ColorNaming.isLiteralName(String(last)),
                !ColorNaming.isLiteralName(r.expectation.name, namespace: namespace), let c = r.codeColor
            else { continue }
            // A primitive under a role token with the same value is a layered palette, not a naming problem.
            if !roleTokens.within(cfg.sameColorDeltaE, of: c, alphaTolerance: cfg.alphaTolerance).isEmpty { continue }
            byToken[code, default: []].append(r)
        }
        // Design names of the values each code token stands for (by name or by value).
        var designNames: [String: [[String]]] = [:]
        for r in context.matches.colors where r.status == .matched || r.status == .matchedByValue || (r.status == .drift && r.foundByValue) {
            if let code = r.codeName { designNames[code, default: []].append(NameWords.split(r.expectation.name)) }
        }
        return byToken.sorted { $0.key < $1.key }.compactMap { entry -> Finding? in
            let (code, rows) = (entry.key, entry.value)
            // The design's own palette names the value by hue as well (`--studio-blue`, `--cpd-color-gray-100`
            // for `blue`, `gray100`): the code mirrors the design's primitives, not a naming gap.
            // `Color("Blue")` names the asset `Blue`; `Palette.blue` the member `blue`.
            let quoted = code.split(separator: "\"", omittingEmptySubsequences: false)
            let codeWords = NameWords.split(quoted.count >= 3 ? String(quoted[1]) : String(code.split(separator: ".").last ?? Substring(code)))
            if !codeWords.isEmpty,
                designNames[code, default: []].contains(where: { $0.count >= codeWords.count && Array($0.suffix(codeWords.count)) == codeWords })
            {
                return nil
            }
            let sorted = rows.sorted { $0.expectation.name < $1.expectation.name }
            guard let r = sorted.first else { return nil }
            let role = CheckSupport.swiftName(r.expectation.name)
            let names = sorted.map(\.expectation.name).joined(separator: ", ")
            return Finding(
                rule: Self.description.id, severity: Self.description.severity, category: .tokens,
                title: "`\(code)` is named after its color; design calls \(r.codeValue ?? "it") \(names)",
                message:
                    "The design names this value by its role (\(names)); the code only has the hue name `\(code)`, so views say which color, not what for.",
                expected: CheckSupport.expected(r.expectation), actual: CheckSupport.actual(r),
                fix: .declaration(
                    SwiftCode(
                        "static let \(role) = \(code.split(separator: ".").last.map(String.init) ?? code)", name: role, comment: "role token; use it in views")),
                fixLocation: r.codeLocation, count: sorted.count, key: CheckSupport.key(code))
        }
    }
}
