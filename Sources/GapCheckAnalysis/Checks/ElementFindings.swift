import GapCheckModel

/// Turns the element pairs' differences of one aspect into findings: one per code element, design
/// value and appearance, with the other design elements it draws counted as occurrences.
enum ElementFindings {
    static func run(rule: RuleDescription, aspect: ElementAspect, context: CheckContext) -> [Finding] {
        var byKey: [String: (finding: Finding, extra: [SourceLocation])] = [:]
        var order: [String] = []
        let covered = aspect == .color || aspect == .background ? context.matches.index.tokenPairs : []
        // A mockup file the code has moved past (it follows another design file wherever they disagree): its
        // elements are compared, but what differs is low, a question about an old design, not a gap.
        let superseded = context.matches.index.supersededFiles
        // A screen matched to its view by shared texts only may be matched to the wrong view: at most medium (`Severity` orders critical first, so `max` is the milder).
        let byTextOnly = Set(context.matches.screens.filter { $0.isWeak }.map(\.screen.name))
        // The view each design screen is matched to, and the views that are some screen's: a view of another screen is
        // that screen's, not a part of this one.
        var viewOfScreen: [String: String] = [:]
        for m in context.matches.screens { if let v = m.viewName, viewOfScreen[m.screen.name] == nil { viewOfScreen[m.screen.name] = v } }
        let screenViews = Set(viewOfScreen.values)
        // A color token the design gives many values page by page: the app is compared with it only where it follows none.
        let spread =
            aspect == .color || aspect == .background
            ? context.matches.index.spread : DesignSpread([], tolerance: 0)
        for pair in context.matches.elements {
            guard let code = pair.code else { continue }
            for diff in pair.differences where diff.aspect == aspect {
                // A design token and a code token with these two values are compared (and reported) by the
                // token checks already: one cause, one finding.
                // (`codeValue` starts with the code's own hex; `codeColor` is composited for the swatch.)
                if let d = diff.designColor, let raw = diff.codeValue.split(separator: " ").first,
                    covered.contains(diff.scheme + "|" + d.hex + "|" + raw)
                {
                    continue
                }
                let look = diff.scheme == "dark" ? (pair.design.dark ?? pair.design.light) : pair.design.light
                let spreadToken = spread.token(aspect == .color ? look.colorToken : look.backgroundToken)
                if let t = spreadToken, let c = diff.codeColor, spread.follows(c, t) { continue }
                let spreadNote =
                    spreadToken.map {
                        " The design gives \($0.name) \($0.values.count) different values across its pages (\(DesignSpread.valueList($0))); the app's color is none of them."
                    } ?? ""
                let text = pair.design.text.isEmpty ? (pair.design.accessibilityName ?? "") : pair.design.text
                // Texts styled by one modifier of an enclosing view are one gap: that modifier.
                let subject = diff.inherited ? code.view + "|" + diff.codeExpression : TextNormalizer.normalize(code.text ?? text) + "|" + code.kind
                let key = CheckSupport.key(pair.screen, subject, diff.scheme, diff.designValue, diff.codeValue)
                if byKey[key] != nil {
                    byKey[key]?.finding.count += 1
                    byKey[key]?.extra.append(pair.design.location)
                    continue
                }
                let element = code.text.map { "\(code.kind)(\"\($0)\")" } ?? code.symbol.map { "\(code.kind)(systemName: \"\($0)\")" } ?? code.kind
                let scheme = diff.scheme == "dark" ? " in dark mode" : ""
                let how = diff.inherited ? " (set on an enclosing view)" : ""
                // An inherited value is named by the modifier that sets it: it styles every text the finding counts.
                let subjectText = diff.inherited ? "`\(diff.codeExpression)` (on \(element) and the texts beside it)" : element
                // A short text other views show too (the app's name), found in the view of another screen of the design
                // (not named after it): the words alone made the pairing, and that view draws its own screen.
                let otherScreen = code.view != viewOfScreen[pair.screen] && screenViews.contains(code.view)
                let shortShared = pair.confidence == .shared && otherScreen && Self.restsOnShortText(text, view: code.view)
                let title = "\(subjectText) in \(code.view): \(aspect.rawValue) \(diff.codeValue)\(scheme), design \(diff.designValue) (\(pair.screen))"
                let message = """
                    The design's \(pair.screen) screen draws "\(text)" (\(pair.design.selector)) with \(aspect.rawValue) \(diff.designValue)\(scheme); \
                    `\(code.view)` draws it with `\(diff.codeExpression)`\(how), which gives \(diff.codeValue): \(diff.note).\
                    \(pair.confidence == .pattern ? " Paired through the interpolated text \"\(code.text ?? "")\"." : "")\
                    \(pair.confidence == .shared ? " Other views show the same text too, so this pairing may be another element." : "")\
                    \(shortShared ? " It rests on those few words alone, in `\(code.view)`, the view of another screen of the design, so it is low: check which element draws it." : "")
                    """
                let older = superseded[pair.design.location.file]
                let versionNote =
                    older.map {
                        " \(pair.design.location.file) looks like an older version of the design: where it and \($0.newer) disagree on a token, the app follows \($0.newer)."
                    } ?? ""
                // Two weak links compound: a screen matched by shared texts only, and a code element other views show
                // too (or an interpolated text it fits): the pairing is a guess, so its difference is a question.
                let weakPair = pair.confidence == .shared || pair.confidence == .pattern
                let textOnly = byTextOnly.contains(pair.screen)
                let f = Finding(
                    rule: rule.id,
                    severity: older != nil || textOnly && weakPair || shortShared ? .low : textOnly ? max(diff.severity, .medium) : diff.severity,
                    category: rule.category, title: title, message: message + spreadNote + versionNote,
                    expected: FindingSide(name: text, value: diff.designValue, color: diff.designColor, font: diff.designFont, location: pair.design.location),
                    actual: FindingSide(
                        name: diff.codeExpression, value: diff.codeValue, color: diff.codeColor, font: diff.codeFont, location: diff.codeLocation),
                    fix: fix(aspect: aspect, diff: diff), fixLocation: diff.codeLocation,
                    key: key)
                byKey[key] = (f, [])
                order.append(key)
            }
        }
        return order.compactMap { k in
            guard var entry = byKey[k] else { return nil }
            entry.finding.occurrences = CheckSupport.occurrences(entry.extra)
            return entry.finding
        }
    }

    /// Most words a short text has: the app's name ("Я ОК"), a button's or a unit's words ("Gör upp", "minutes").
    static let shortTextWords = 2

    /// True when a text has `shortTextWords` words or fewer and the view drawing it is not named after them all
    /// (`SettleUpSheet` for "Gör upp", not `NetworkHealthCard` for "Network Health").
    static func restsOnShortText(_ text: String, view: String) -> Bool {
        let words = TextNormalizer.normalize(text).split(separator: " ").map(String.init)
        guard !words.isEmpty, words.count <= shortTextWords else { return false }
        let simple = view.split(separator: ".").last.map(String.init) ?? view
        let named = Set(NameWords.split(simple))
        return !words.allSatisfy(named.contains)
    }

    /// The modifier to change on the element's line: what the design asks for, as a value to write.
    static func fix(aspect: ElementAspect, diff: ElementDifference) -> Fix {
        .instruction(instruction(aspect: aspect, diff: diff))
    }

    /// The sentence for `fix(aspect:diff:)`.
    static func instruction(aspect: ElementAspect, diff: ElementDifference) -> String {
        switch aspect {
        case .color:
            return "Change `\(diff.codeExpression)` to the design's \(diff.designValue) (its color token when the app has one)."
        case .background:
            return "Paint the background as the design does (\(diff.designValue)) instead of `\(diff.codeExpression)`."
        case .font:
            return "Set the font to \(diff.designValue) (the nearest text style, so it still scales) instead of `\(diff.codeExpression)`."
        case .radius:
            return "Use a corner radius of \(diff.designValue.replacingOccurrences(of: "px", with: "pt")) instead of `\(diff.codeExpression)`."
        case .padding:
            return "Pad the box as the design does (\(diff.designValue.replacingOccurrences(of: "px", with: "pt"))) instead of `\(diff.codeExpression)`."
        }
    }
}
