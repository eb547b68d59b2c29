import GapCheckModel

/// `contrast.insufficient`: text the mockup renders fails WCAG 2.x AA contrast against its background.
public struct ContrastInsufficientCheck: Check {
    /// Creates the check; it has no state.
    public init() {}

    /// The rule this check reports: id, default severity, rationale and examples.
    public static let description = RuleDescription(
        id: "contrast.insufficient", severity: .medium, category: .accessibility,
        summary: "A text/background pair the mockup renders is below WCAG 2.x AA: 4.5:1, or 3:1 for large text (≥ 24px, or ≥ 18.66px bold).",
        rationale: """
            Low-contrast text is unreadable in sunlight and for users with low vision, and App Review and \
            accessibility audits flag it. Only pairs the mockup actually renders are checked; a translucent \
            foreground is composited over its background first, and both are measured as a browser paints them \
            (8 bits a channel, the colors the finding prints). Text whose color no style sets (the browser's \
            black) that fails only in the design's dark theme, while its light pair passes, is low: the mockup \
            misses a dark style, nobody chose that color. Over a gradient, only the colors painted inside its box \
            count (stops placed beyond it are not drawn), a translucent stop shows what is beneath it, and a text \
            that fails at the gradient's worst color but passes where it begins (the box's top-left corner) and \
            over most of it is low: without layout, where it sits is not known. An element whose whole text is one symbol \
            (⚙, ▶, ★, ✓, an arrow; not a letter, digit or ASCII sign) is an icon, a graphical object: WCAG 1.4.11 asks 3:1 \
            of it, as of large text. The app's name in large type, one or two words alone (a splash's or header's \
            wordmark), is low: WCAG 1.4.3 exempts logotypes. Fix the token pair in the design and the code together.
            """,
        examples: [
            RuleExample(
                design:
                    "<!DOCTYPE html><html><head><style>:root { --color-text-tertiary: #AEAEB2; --color-surface: #FFFFFF; }\n.hint { color: var(--color-text-tertiary); background: var(--color-surface); font-size: 13px; }</style></head><body data-screen=\"home\"><p class=\"hint\">Updated 5 min ago</p></body></html>",
                swift: "import SwiftUI\n\nextension Color {\n    static let textTertiary = Color(red: 174 / 255, green: 174 / 255, blue: 178 / 255)\n}\n",
                triggers: true, expectTitleContains: "text-tertiary"),
            RuleExample(
                design:
                    "<!DOCTYPE html><html><head><style>:root { --color-text-primary: #1C1C1E; --color-surface: #FFFFFF; }\n.note { color: var(--color-text-primary); background: var(--color-surface); font-size: 17px; }</style></head><body data-screen=\"home\"><p class=\"note\">Updated 5 min ago</p></body></html>",
                swift: "import SwiftUI\n\nextension Color {\n    static let textPrimary = Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255)\n}\n",
                triggers: false),
            // A gear glyph alone is an icon: 3.95:1 meets the 3:1 of non-text contrast.
            RuleExample(
                design:
                    "<!DOCTYPE html><html><head><style>.settings { color: #808080; background: #FFFFFF; font-size: 16px; }</style></head><body data-screen=\"home\"><button class=\"settings\">⚙</button></body></html>",
                swift: "import SwiftUI\n\nstruct HomeView: View {\n    var body: some View { Text(\"Home\") }\n}\n",
                triggers: false)
        ])

    /// WCAG large text: at least 24px, or at least 18.66px (14pt) bold.
    public static func isLarge(size: Double?, weight: Int?) -> Bool {
        guard let size else { return false }
        return size >= 24 || (size >= 18.66 && (weight ?? 400) >= 700)
    }

    /// The contrast of a pair as the browser paints it: a translucent layer composited over its backdrop (the
    /// scheme's canvas under a translucent background) and rounded to 8 bits a channel, like every painted color.
    static func ratio(_ p: ColorPair) -> Double {
        let backdrop = p.scheme == "dark" ? Color(red: 0, green: 0, blue: 0) : Color(red: 1, green: 1, blue: 1)
        let bg = (p.background.alpha < 1 ? p.background.composited(over: backdrop) : p.background).painted
        let fg = (p.foreground.alpha < 1 ? p.foreground.composited(over: bg) : p.foreground).painted
        return fg.contrastRatio(with: bg)
    }

    /// The ratio AA asks of a pair: 3:1 for large text and for an icon (a text that is one symbol, `ColorPair.iconGlyph`:
    /// a graphical object, WCAG 1.4.11), 4.5:1 for other text.
    static func need(_ p: ColorPair) -> Double {
        p.iconGlyph != nil || isLarge(size: p.fontSize, weight: p.fontWeight) ? 3.0 : 4.5
    }

    /// True when a pair is below AA for its text size, or for an icon.
    static func fails(_ p: ColorPair) -> Bool {
        ratio(p) < need(p)
    }

    /// True when a text over a linear gradient fails at the pair's worst painted color but passes where a
    /// left-to-right text begins (the box's top-left corner) and over most of the gradient (at least half of
    /// its evenly spaced points): without layout, where the text sits is not known, and the far end alone (a
    /// card's lit corner the text does not start on) is no evidence that it fails.
    static func failsOnlyAtAnEnd(_ p: ColorPair, need: Double) -> Bool {
        guard let ratios = p.gradientRatios, !ratios.isEmpty, let start = p.gradientStartRatio, start >= need else { return false }
        return ratios.filter { $0 < need }.count * 2 <= ratios.count
    }

    /// The share of a pair's gradient, in percent, that the text passes on; 0 over a solid background.
    static func passingPercent(_ p: ColorPair, need: Double) -> Int {
        guard let ratios = p.gradientRatios, !ratios.isEmpty else { return 0 }
        let passing = Double(ratios.filter { $0 >= need }.count)
        return Int((passing * 100 / Double(ratios.count)).rounded())
    }

    /// The element a pair is painted on: its selector and screen (none and an empty one alike).
    struct PaintedElement: Hashable {
        let selector: String
        let screen: String

        init(_ p: ColorPair) {
            selector = p.selector
            screen = p.screen ?? ""
        }
    }

    func fixText(darker: String, lighter: String, need: Double, lighterIsWhite: Bool) -> Fix {
        let change = lighterIsWhite ? "Make \(darker) darker" : "Make \(darker) darker or \(lighter) lighter"
        return .instruction(change + " until the ratio reaches \(Length.format(need)):1, in the design and in the code token")
    }

    /// Findings for this rule, at its default severity (the pipeline applies overrides).
    public func run(_ context: CheckContext) -> [Finding] {
        // A dark-only design's values are its one appearance: its pairs are read as the default ("light") scheme.
        let darkOnly = context.design.appearance == .dark
        let mode = { (p: ColorPair) in darkOnly && p.scheme == "light" ? "the design's only (dark) appearance" : "\(p.scheme) mode" }
        // Failing pairs by position, not copied: a design can render hundreds of thousands of pairs.
        let all = context.design.colorPairs
        // Each failing pair's position with its ratio (computed once).
        var groups: [String: [(index: Int, ratio: Double)]] = [:]
        var needs: [String: Double] = [:]
        // Per element whose text color no rule sets: whether its light pairs all pass. Keyed by the pair's own
        // selector and screen strings, not by a text joined from them for every pair (bench/RESULTS.md, p8mem).
        var lightPasses: [PaintedElement: Bool] = [:]
        for p in all where p.scheme == "light" && !p.textColorStated {
            let k = PaintedElement(p)
            lightPasses[k] = (lightPasses[k] ?? true) && !Self.fails(p)
        }
        var unchosen: Set<String> = []
        // Groups of the app's wordmark: its name in large type (`Kompass` on a launch screen), a logotype WCAG 1.4.3 exempts.
        let appName = context.inventory.appName.map(TextNormalizer.normalize) ?? ""
        var wordmarks: Set<String> = []
        // Groups over a gradient whose text passes over most of it (`failsOnlyAtAnEnd`).
        var endOnly: Set<String> = []
        for (i, p) in all.enumerated() {
            let ratio = Self.ratio(p)
            let need = Self.need(p)
            guard ratio < need else { continue }
            // Black nobody chose, left by a dark theme that restyles the page around it: a style missing in dark.
            // A page painted only in dark (`<html class="dark">`) has no light pair: its unstyled black is as unchosen.
            let defaultInDark = p.scheme == "dark" && !p.textColorStated && lightPasses[PaintedElement(p)] ?? true
            let atAnEnd = !defaultInDark && Self.failsOnlyAtAnEnd(p, need: need)
            let wordmark = !appName.isEmpty && p.largeWord.map { TextNormalizer.normalize($0) == appName } == true
            let k =
                "\(p.foregroundName)|\(p.backgroundName)|\(p.scheme)|\(need)" + (p.iconGlyph != nil ? "|icon" : "")
                + (defaultInDark ? "|default" : atAnEnd ? "|end" : "") + (wordmark ? "|wordmark" : "")
            if wordmark { wordmarks.insert(k) }
            groups[k, default: []].append((i, ratio))
            needs[k] = need
            if defaultInDark { unchosen.insert(k) }
            if atAnEnd { endOnly.insert(k) }
        }
        // Read only while grouping: freed before the findings' texts are built, the analysis's peak.
        lightPasses = [:]
        // One finding per group, in an array of that size (a finding is about 1 KB inline and most of the
        // report's 30,000 findings at bench scale 4 are this check's): no doubling growth, no copies of the pairs.
        var out: [Finding] = []
        out.reserveCapacity(groups.count)
        for entry in groups.sorted(by: { $0.key < $1.key }) {
            let k = entry.key
            // The group's pairs by position, in the order sorting the pairs themselves gave.
            let sorted = entry.value.sorted { all[$0.index].location < all[$1.index].location }
            // The worst pair of the group (the first in location order among equals) is the one printed, with its
            // own colors and ratio: the headline is what fails most, never a milder place of the same names.
            guard let worst = sorted.min(by: { $0.ratio < $1.ratio }), let need = needs[k] else { continue }
            let p = all[worst.index]
            let ratio = worst.ratio
            let r = Length.format((ratio * 100).rounded() / 100)
            let icon = p.iconGlyph
            let large = icon != nil ? "an icon" : need < 4.5 ? "large text" : "text"
            let defaultInDark = unchosen.contains(k)
            let atAnEnd = endOnly.contains(k)
            let wordmark = wordmarks.contains(k)
            let passing = Self.passingPercent(p, need: need)
            let fgLighter = p.foreground.relativeLuminance > p.background.relativeLuminance
            let darker = fgLighter ? "the background \(p.backgroundName)" : "the text color \(p.foregroundName)"
            let lighter = fgLighter ? "the text color \(p.foregroundName)" : "the background \(p.backgroundName)"
            out.append(
                Finding(
                    rule: Self.description.id, severity: defaultInDark || atAnEnd || wordmark ? .low : Self.description.severity,
                    category: .accessibility,
                    title: "\(p.foregroundName) on \(p.backgroundName) is \(r):1 in \(mode(p)); AA needs \(Length.format(need)):1 for \(large)",
                    message:
                        "`\(p.selector)`\(p.screen.map { " on \($0)" } ?? "") draws \(p.foreground) text\(p.fontSize.map { " at \(Length.format($0))px" } ?? "") on \(p.background): contrast \(r):1\(sorted.count > 1 ? " (\(sorted.count) places)" : "")."
                        + (icon.map {
                            ($0.count > 1
                                ? " Its text \"\($0)\" is an icon font's ligature, drawn as one symbol"
                                : " Its whole text is the symbol \($0)")
                                + ", an icon rather than words: WCAG 1.4.11 (non-text contrast) asks 3:1 of a graphical object, not the 4.5:1 of text."
                        } ?? "")
                        + (defaultInDark
                            ? " No style sets this text's color: the design's dark theme leaves it in the browser's default color, and its light pair passes. A dark style missing in the mockup, not a color the design chose."
                            : atAnEnd
                                ? " That is the gradient's far end; the text passes where it begins (the top-left corner) and over \(passing)% of the gradient, and where it sits is not known without layout. Check the text's place on the design."
                                : "")
                        + (wordmark
                            ? " The text is the app's name in large type, \"\(p.largeWord ?? "")\": a wordmark, and WCAG 1.4.3 exempts logotypes from text contrast."
                            : ""),
                    expected: FindingSide(name: "WCAG 2.x AA", value: "\(Length.format(need)):1", location: p.location),
                    actual: FindingSide(
                        name: "\(p.foregroundName) on \(p.backgroundName)", value: "\(r):1", color: p.foreground, darkColor: nil, location: p.location),
                    fix: fixText(
                        darker: darker, lighter: lighter, need: need,
                        lighterIsWhite: max(p.foreground.relativeLuminance, p.background.relativeLuminance) > 0.999),
                    fixLocation: p.location, count: sorted.count, occurrences: CheckSupport.occurrences(sorted.map { all[$0.index].location }),
                    key: wordmark
                        ? CheckSupport.key(p.foregroundName, p.backgroundName, p.scheme, "wordmark")
                        : defaultInDark
                            ? CheckSupport.key(p.foregroundName, p.backgroundName, p.scheme, "default")
                            : atAnEnd
                                ? CheckSupport.key(p.foregroundName, p.backgroundName, p.scheme, "end")
                                : CheckSupport.key(p.foregroundName, p.backgroundName, p.scheme)))
        }
        return out
    }
}
