import GapCheckModel

/// `element.contrast`: the app draws a design text with colors whose WCAG contrast fails where the design's
/// own pair passes.
public struct ElementContrastCheck: Check {
    /// Creates the check; it has no state.
    public init() {}

    /// The rule this check reports: id, default severity, rationale and examples.
    public static let description = RuleDescription(
        id: "element.contrast", severity: .medium, category: .accessibility,
        summary: "A text the design draws with enough contrast is drawn by the app with a text/background pair below WCAG AA, in light or dark mode.",
        rationale: """
            The design's pair passes 4.5:1 (3:1 for large text), but the colors the view sets do not: a \
            gray text on a tinted card, or a fixed `.black` text on `systemBackground` that turns black in \
            dark mode. Only elements whose text color and background are both known from the code are \
            checked: the element's own background or an enclosing view's (tokens, colorsets with their dark \
            values, system colors with their light and dark values); no background is assumed where the code \
            sets none. Dark mode is checked unless the app pins light mode, against the design's dark pair \
            when it has one. A pair the design already fails is `contrast.insufficient`'s. Medium; low when \
            the background is the view's root background (a list or stack in between may paint its own), \
            or when the pairing is not by exact text.
            """,
        examples: [
            RuleExample(
                design: """
                    <!DOCTYPE html><html><head><style>.card { background: #FFFFFF; } .meta { color: #4B5563; font-size: 14px; }</style></head>
                    <body data-screen="orders"><h1>Orders</h1><div class="card"><p class="meta">Ships in 2 days</p></div></body></html>
                    """,
                swift:
                    "import SwiftUI\n\nstruct OrdersView: View {\n    var body: some View {\n        VStack {\n            Text(\"Orders\")\n            VStack {\n                Text(\"Ships in 2 days\")\n                    ↓.foregroundColor(Color(red: 0.7, green: 0.7, blue: 0.7))\n                Text(\"Track\")\n            }\n            .background(Color.white)\n        }\n    }\n}\n",
                triggers: true, expectTitleContains: "Ships in 2 days"),
            RuleExample(
                design: """
                    <!DOCTYPE html><html><head><style>.card { background: #FFFFFF; } .meta { color: #4B5563; font-size: 14px; }</style></head>
                    <body data-screen="orders"><h1>Orders</h1><div class="card"><p class="meta">Ships in 2 days</p></div></body></html>
                    """,
                swift:
                    "import SwiftUI\n\nstruct OrdersView: View {\n    var body: some View {\n        VStack {\n            Text(\"Orders\")\n            VStack {\n                Text(\"Ships in 2 days\")\n                    .foregroundColor(Color(red: 0.29, green: 0.33, blue: 0.39))\n                Text(\"Track\")\n            }\n            .background(Color.white)\n        }\n    }\n}\n",
                triggers: false)
        ])

    /// One appearance's pair, and its ratio.
    struct Pair {
        var foreground: Color
        var background: Color
        var ratio: Double
    }

    /// `fg` on `bg`, translucent text composited; nil when the background is translucent (what shows through is not known).
    static func pair(_ fg: Color?, _ bg: Color?) -> Pair? {
        guard let fg, let bg, bg.alpha >= 0.999 else { return nil }
        let f = fg.alpha < 1 ? fg.composited(over: bg) : fg
        return Pair(foreground: f, background: bg, ratio: f.contrastRatio(with: bg))
    }

    /// Findings for this rule: one per code element and appearance.
    public func run(_ context: CheckContext) -> [Finding] {
        // An appearance the whole app pins (Info.plist, the App) is the only one it shows.
        let pins = Set(context.inventory.colorSchemeOverrides.filter { DarkModeDisabledCheck.presentedView($0, in: context.inventory) == nil }.map(\.scheme))
        let schemes = ["light", "dark"].filter { pins.isEmpty || pins.contains($0) }
        // The design's painted pairs at the locations of the paired elements only (one in many of a big design's
        // pairs), keyed by location and appearance without building a string per pair (issue 14: the check's peak).
        struct At: Hashable {
            var location: SourceLocation
            var scheme: String
        }
        let wanted = Set(context.matches.elements.lazy.filter { $0.code != nil }.map(\.design.location))
        var designPairs: [At: ColorPair] = [:]
        for p in context.design.colorPairs where wanted.contains(p.location) {
            let k = At(location: p.location, scheme: p.scheme)
            if designPairs[k] == nil { designPairs[k] = p }
        }
        var out: [Finding] = []
        var seen: Set<String> = []
        for pair in context.matches.elements {
            guard let confidence = pair.confidence, DynamicTypeGaps.sure.contains(confidence), let code = pair.code, code.role != .icon,
                let fg = code.color, fg.gradient == nil, let fgLight = fg.color, let bg = code.background, bg.gradient == nil,
                let bgLight = bg.color, code.opacity?.length == nil,
                // A tint colors a prominent button's fill, not always its text: not a known text color.
                !fg.expression.contains("tint"), !fg.expression.contains("accentColor")
            else { continue }
            for scheme in schemes {
                let dark = scheme == "dark"
                guard let app = Self.pair(dark ? (fg.darkColor ?? fgLight) : fgLight, dark ? (bg.darkColor ?? bgLight) : bgLight) else { continue }
                // Colors that do not change with the appearance fail once: the light finding says it.
                if dark, schemes.contains("light"), (fg.darkColor ?? fgLight) == fgLight, (bg.darkColor ?? bgLight) == bgLight { continue }
                let l = pair.design.location
                let rendered = designPairs[At(location: l, scheme: scheme)] ?? (dark ? designPairs[At(location: l, scheme: "light")] : nil)
                let look = dark ? (pair.design.dark ?? pair.design.light) : pair.design.light
                let designDark = dark && (pair.design.dark != nil || rendered?.scheme == "dark")
                let designPair =
                    rendered.flatMap { Self.pair($0.foreground, $0.background) }
                    ?? Self.pair(look.color ?? pair.design.light.color, look.background ?? (dark ? nil : pair.design.light.background))
                guard let design = designPair else { continue }
                let size = code.font?.font?.size ?? pair.design.light.fontSize ?? 17
                let weight = code.font?.font?.weight ?? pair.design.light.fontWeight ?? 400
                let need = ContrastInsufficientCheck.isLarge(size: size, weight: weight) ? 3.0 : 4.5
                // The design failing is `contrast.insufficient`'s; only a pass turned into a fail is a gap.
                guard design.ratio >= need, app.ratio < need else { continue }
                let key = CheckSupport.key(pair.screen, code.view, "\(code.location.file):\(code.location.line)", scheme)
                guard seen.insert(key).inserted else { continue }
                let text = pair.design.text
                let element = code.text.map { "\(code.kind)(\"\($0)\")" } ?? code.kind
                let r = { (x: Double) in Length.format((x * 100).rounded(.down) / 100) }
                let mode = dark ? " in dark mode" : ""
                let bgWhere = bg.inherited ? "an enclosing view's `\(bg.expression)`" : "`\(bg.expression)`"
                let severity: Severity = bg.atViewRoot || confidence != .exact ? .low : .medium
                out.append(
                    Finding(
                        rule: Self.description.id, severity: severity, category: .accessibility,
                        title:
                            "\(element) in \(code.view) is \(r(app.ratio)):1\(mode), design \(r(design.ratio)):1; AA needs \(Length.format(need)):1 (\(pair.screen))",
                        message: """
                            The design's \(pair.screen) screen draws "\(text)" (\(pair.design.selector)) as \(design.foreground.hex) on \
                            \(design.background.hex)\(designDark ? " in dark mode" : ""): \(r(design.ratio)):1, which passes. `\(code.view)` draws it with \
                            `\(fg.expression)` (\(app.foreground.hex)) on \(bgWhere) (\(app.background.hex))\(mode): \(r(app.ratio)):1, below \
                            the \(Length.format(need)):1 WCAG AA asks for \(need < 4.5 ? "large " : "")text.
                            """,
                        expected: FindingSide(
                            name: "\(design.foreground.hex) on \(design.background.hex)", value: "\(r(design.ratio)):1", color: design.foreground,
                            location: pair.design.location),
                        actual: FindingSide(
                            name: "\(fg.expression) on \(bg.expression)", value: "\(r(app.ratio)):1", color: app.foreground, location: fg.location),
                        fix: .instruction(
                            "Draw the text in the design's \(design.foreground.hex) on \(design.background.hex) (its tokens when the app has them)\(dark ? ", with a dark variant that keeps \(Length.format(need)):1" : ""), instead of `\(fg.expression)` on `\(bg.expression)`"
                        ),
                        fixLocation: fg.location, key: key))
            }
        }
        return out
    }
}
