import GapCheckModel

/// `color.accent`: the color the design paints its controls with is not the app's accent.
///
/// Many mockups state no color tokens at all: every button is `background: #0A84FF` in its own rule. Their accent
/// is still plain to a reviewer, because most of the colored controls share it; and the app's accent is plain too
/// (the `AccentColor` asset, or the `.tint` its root view sets), because every tinted control, toggle, link and
/// selection shows it. When the two read as different colors, users see another brand color on every screen.
public struct ColorAccentCheck: Check {
    /// Creates the check; it has no state.
    public init() {}

    /// The rule this check reports: id, default severity, rationale and examples.
    public static let description = RuleDescription(
        id: "color.accent", severity: .critical, category: .color,
        summary: "The color the design paints most of its controls with is not the app's accent (`AccentColor` or the root view's `.tint`).",
        rationale: """
            The accent is the color users meet on every screen: buttons, toggles, links, selections. A design \
            shows it by painting its controls (often without naming it: `background: #0A84FF` on each button); \
            the app sets it once, in the `AccentColor` asset or with `.tint(_:)` on its root view. When most of \
            the design's colored controls share one color and the app's accent reads as another, the app ships \
            another brand color. Critical when the two are different colors (another hue, or clearly different), \
            medium when the app's accent is the same hue recalibrated.
            """,
        examples: [
            RuleExample(
                design: exampleDesign, swift: exampleApp(tint: "↓.tint(Color(red: 0.545, green: 0.361, blue: 0.965))"), triggers: true,
                expectTitleContains: "#0A84FF"),
            RuleExample(design: exampleDesign, swift: exampleApp(tint: ".tint(Color(red: 0.039, green: 0.518, blue: 1.0))"), triggers: false)
        ])

    /// The examples' mockup: two filled buttons and a link, all #0A84FF.
    static let exampleDesign = """
        <!DOCTYPE html><html><head><style>
        .phone { width: 390px; } .cta { background: #0A84FF; color: #FFFFFF; padding: 12px 20px; }
        .link { color: #0A84FF; }
        </style></head><body><div class="phone"><main><h1>Inbox</h1>
        <button class="cta">Send</button> <button class="cta">Reply</button> <a class="link" href="#">Archive</a>
        </main></div></body></html>
        """

    /// The examples' app, its root view tinted with `tint`.
    static func exampleApp(tint: String) -> String {
        """
        import SwiftUI

        @main struct MailApp: App {
            var body: some Scene {
                WindowGroup {
                    ContentView()
                        \(tint)
                }
            }
        }
        """
    }

    /// Fewest controls that must paint a color before it is the design's accent.
    static let minimumControls = 3
    /// Lab chroma below which a control's color is a gray (white text, a gray chip), which says nothing of the accent.
    static let accentChroma = 20.0

    /// The design's accent: the color most of its colored controls are painted with (a filled control's
    /// background, else a text control's color), when at least `minimumControls` controls and more than half of
    /// the colored ones share it; nil otherwise.
    static func designAccent(_ elements: [DesignElement], sameColor: Double) -> (color: Color, controls: [DesignElement], colored: Int)? {
        func painted(_ e: DesignElement) -> Color? {
            guard e.role == .action || e.role == .toggle else { return nil }
            for c in [e.light.background, e.light.color].compactMap({ $0 }) where c.alpha >= 0.99 && c.lab.chroma >= accentChroma {
                return c
            }
            return nil
        }
        let colored = elements.compactMap { e in painted(e).map { (e, $0) } }
        // Groups of one color (within `sameColor`), in order of first appearance, so ties keep the design's order.
        var groups: [(color: Color, controls: [DesignElement])] = []
        for (e, c) in colored {
            if let i = groups.firstIndex(where: { $0.color.deltaE2000(to: c) <= sameColor }) {
                groups[i].controls.append(e)
            } else {
                groups.append((c, [e]))
            }
        }
        guard let top = groups.max(by: { $0.controls.count < $1.controls.count }), top.controls.count >= minimumControls,
            top.controls.count * 2 > colored.count,
            groups.filter({ $0.controls.count == top.controls.count }).count == 1
        else { return nil }
        return (top.color, top.controls, colored.count)
    }

    /// The app's accent as users see it: the root view's tint, else the `AccentColor` asset; nil when the app sets
    /// neither (or neither resolves).
    static func appAccent(_ context: CheckContext) -> (light: Color, dark: Color?, expression: String, location: SourceLocation)? {
        if let tint = context.inventory.accentTint {
            guard let light = tint.light else { return nil }
            return (light, tint.dark, tint.expression, tint.location)
        }
        guard
            let asset = context.matches.index.colors.candidates.first(where: {
                $0.origin == .asset && $0.name == "AccentColor" && !$0.unresolved
            }), let light = asset.light
        else { return nil }
        return (light, asset.dark, asset.qualifiedName, asset.location)
    }

    /// Findings for this rule, at its default severity (the pipeline applies overrides).
    public func run(_ context: CheckContext) -> [Finding] {
        let cfg = context.configuration
        guard let design = Self.designAccent(context.design.elements, sameColor: cfg.sameColorDeltaE),
            let app = Self.appAccent(context)
        else { return [] }
        // A design drawn only dark is seen against the app's dark accent.
        let darkDesign = context.design.appearance == .dark
        let shown = darkDesign ? (app.dark ?? app.light) : app.light
        let delta = design.color.deltaE2000(to: shown)
        guard delta > cfg.driftDeltaE else { return [] }
        let wrong = ColorReading.readsDifferently(design: design.color, code: shown, dark: darkDesign, alphaTolerance: cfg.alphaTolerance)
        // A token of the app with the design's accent: the views may paint their controls with it, and the
        // accent only shows where a control is left to the system's tint. A real gap, but not a wrong brand color
        // on every screen for certain.
        let painted = context.matches.index.colors.candidates.filter { c in
            guard !(c.origin == .asset && c.name == "AccentColor"), let v = darkDesign ? (c.dark ?? c.light) : c.light else { return false }
            return v.deltaE2000(to: design.color) <= cfg.driftDeltaE
        }.min { $0.qualifiedName < $1.qualifiedName }
        let screens = Set(design.controls.map(\.screen)).sorted()
        let named = design.controls.map(\.text).filter { !$0.isEmpty }
        var seen = Set<String>()
        let examples = named.filter { seen.insert($0).inserted }.prefix(4).map { "\"\($0)\"" }.joined(separator: ", ")
        let first = design.controls.map(\.location).min() ?? design.controls[0].location
        return [
            Finding(
                rule: Self.description.id, severity: wrong && painted == nil ? Self.description.severity : .medium, category: .color,
                title:
                    "The app's accent `\(app.expression)` is \(shown.hex)\(darkDesign && app.dark != nil ? " in dark mode" : ""); the design paints its controls \(design.color.hex)",
                message:
                    "\(design.controls.count) of the design's \(design.colored) colored controls are \(design.color.hex) (\(examples) on \(screens.joined(separator: ", "))), "
                    + "but the app's accent is \(shown.hex) (\(CheckSupport.deltaText(delta))): every tinted control, toggle, link and selection shows it. "
                    + (painted.map { "`\($0.qualifiedName)` has the design's color, so views that paint with it show it; controls left to the accent do not. " }
                        ?? "")
                    + "Set the accent to the design's color, or confirm the new one with the designers.",
                expected: FindingSide(name: "accent (controls)", value: design.color.hex, color: design.color, location: first),
                actual: FindingSide(name: app.expression, value: shown.hex, color: app.light, darkColor: app.dark, location: app.location),
                fix: .instruction("Set the app's accent (`AccentColor` asset or the root view's `.tint`) to \(design.color.hex)."),
                fixLocation: app.location, key: CheckSupport.key("accent", design.color.hex))
        ]
    }
}
