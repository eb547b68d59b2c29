import GapCheckModel

/// `darkmode.disabled`: the app forces one appearance although the design has both, or forces the
/// appearance the design does not define.
///
/// Policy: forcing the design's only appearance (light on a light-only design, dark on a dark-only
/// one) agrees with the design and is not reported; forcing one appearance against a designed
/// light and dark pair is critical; forcing the other appearance than a single-appearance design's
/// is critical too (the app shows colors nobody designed). Pinning one view that another view presents
/// (a focus or player screen) is medium: the rest of the app keeps its appearance; low when no design screen is
/// that view and no design selector names it, since the design then says nothing about it, and low when the app pins
/// the same appearance everywhere too (that finding is the one choice to act on).
public struct DarkModeDisabledCheck: Check {
    /// Creates the check; it has no state.
    public init() {}

    /// The rule this check reports: id, default severity, rationale and examples.
    public static let description = RuleDescription(
        id: "darkmode.disabled", severity: .critical, category: .darkMode,
        summary:
            "`.preferredColorScheme(.light)`, `overrideUserInterfaceStyle`, `UIUserInterfaceStyle` or AppKit's `NSAppearance(named:)` forces one appearance while the design defines the other.",
        rationale: """
            The design's dark variant is work the app throws away when it pins the appearance: users who run \
            dark mode get a bright screen, and the dark tokens are never exercised. Forcing the design's only \
            appearance (light on a light-only design, dark on a design that is dark only, by its page backgrounds) \
            agrees with the design and is not reported; pinning one presented view (a focus or player screen) is \
            medium, a question for the design rather than the app losing an appearance, and low when the design \
            itself draws that view's surface (a selector with the view's name) in the pinned appearance in both, \
            or when no design screen is matched to that view and no design selector names it (the design does not \
            say how it looks), or when the whole app is pinned to the same appearance too (one choice, reported \
            once at its weight).
            """,
        examples: [
            RuleExample(
                design: ":root { --color-surface: #FFFFFF; }\n@media (prefers-color-scheme: dark) { :root { --color-surface: #1C1C1E; } }",
                swift: "import SwiftUI\n\nstruct RootView: View {\n    var body: some View {\n        ↓Text(\"Hi\").preferredColorScheme(.light)\n    }\n}\n",
                triggers: true, expectTitleContains: "preferredColorScheme"),
            RuleExample(
                design: ":root { --color-surface: #FFFFFF; }",
                swift: "import SwiftUI\n\nstruct RootView: View {\n    var body: some View {\n        Text(\"Hi\").preferredColorScheme(.light)\n    }\n}\n",
                triggers: false),
            RuleExample(
                design:
                    "<!DOCTYPE html><html><head><style>body { background: #0B0B0F; color: #F2F2F7; }</style></head><body data-screen=\"player\"><p>Now playing</p></body></html>",
                swift: "import SwiftUI\n\nstruct RootView: View {\n    var body: some View {\n        Text(\"Hi\").preferredColorScheme(.dark)\n    }\n}\n",
                triggers: false)
        ])

    /// The view an override pins when that is one view another view presents (`FocusModeView`, shown from
    /// `ContentView`), so only it and what it shows; nil when it pins the whole app: Info.plist, the
    /// `App`, a scene or app delegate, a root view no other view presents, or the root of the view the app's scene
    /// shows (`ColorSchemeOverride.pinsApp`).
    static func presentedView(_ o: ColorSchemeOverride, in inventory: Inventory) -> String? {
        guard o.pinsApp != true, let type = o.enclosingType, inventory.views.contains(where: { $0.name == type }) else { return nil }
        let presented = inventory.views.contains { v in v.name != type && v.usedViews.contains(type) }
        return presented ? type : nil
    }

    /// Words of a view's name that say nothing about which screen it is.
    static let genericViewWords: Set<String> = ["view", "screen", "controller", "mode", "main", "content", "root", "app", "page", "overlay", "sheet"]

    /// A design text whose selector names the pinned view (`.focus-overlay` for `FocusModeView`) and whose
    /// background, in the appearance the view is not pinned to, is of the pinned kind (dark for `.dark`).
    static func designPins(_ view: String, scheme: String, pairs: [ColorPair]) -> ColorPair? {
        let other = scheme == "dark" ? "light" : "dark"
        return pairs.filter { p in
            guard p.scheme == other, p.background.alpha >= 0.99 else { return false }
            let pinnedKind = scheme == "dark" ? p.background.relativeLuminance < 0.05 : p.background.relativeLuminance > 0.6
            return pinnedKind && names(view, selector: p.selector)
        }.min { $0.location < $1.location }
    }

    /// True when a design selector names the view by a distinctive word: one by one (`.focus-overlay` for
    /// `FocusModeView`), or run together (`.nowplaying-stage` for `NowPlayingView`).
    static func names(_ view: String, selector: String) -> Bool {
        let distinctive = NameWords.split(view).map { $0.lowercased() }.filter { !genericViewWords.contains($0) }
        guard !distinctive.isEmpty else { return false }
        let words = Set(distinctive + [distinctive.joined()])
        return !Set(NameWords.split(selector).map { $0.lowercased() }).isDisjoint(with: words)
    }

    /// Findings for this rule, at its default severity (the pipeline applies overrides).
    public func run(_ context: CheckContext) -> [Finding] {
        let d = context.design
        // Where the design's dark values are declared: its first dark token, else the first dark rule.
        let darkTokens = d.expectations.filter { $0.source == .customProperty && $0.dark != nil }.compactMap(\.darkLocation)
        let darkAt = darkTokens.min() ?? d.darkVariantLocation
        // Pages that draw different appearances: the ones compared with the app say which it follows.
        let appearance = ComparedAppearance.of(d, matches: context.matches)
        var groups: [String: [ColorSchemeOverride]] = [:]
        // A platform with one appearance (watchOS) is no choice the app makes against the design.
        for o in context.inventory.colorSchemeOverrides where o.platform == nil {
            let forcesAgainstDesign: Bool
            switch appearance {
            case .lightAndDark: forcesAgainstDesign = true
            case .light: forcesAgainstDesign = o.scheme != "light"
            case .dark: forcesAgainstDesign = o.scheme != "dark"
            }
            guard forcesAgainstDesign else { continue }
            // Keyed like before for app-wide overrides, so finding ids (baselines, the trend) stay stable.
            groups[o.scheme + "|" + o.expression + (Self.presentedView(o, in: context.inventory).map { "|" + $0 } ?? ""), default: []].append(o)
        }
        // The appearances the app pins everywhere (not in one presented view only).
        let appWide = Set(
            groups.values.filter { list in !list.allSatisfy { Self.presentedView($0, in: context.inventory) != nil } }.compactMap { $0.first?.scheme })
        return groups.sorted { $0.key < $1.key }.compactMap { entry -> Finding? in
            let (k, list) = (entry.key, entry.value)
            let sorted = list.sorted { $0.location < $1.location }
            guard let first = sorted.first else { return nil }
            let other = first.scheme == "light" ? "dark" : "light"
            // Pinned to the design's own default (dark, with light a theme a class turns on): the app shows what the
            // design shows unless that theme is turned on; whether to offer the theme is the product's choice.
            let designDefault = appearance == .lightAndDark && d.darkByDefault == true && first.scheme == "dark"
            let designText =
                designDefault
                ? "dark is the design's default appearance, light a theme it turns on with a class"
                : appearance == .lightAndDark ? "the design defines a dark variant" : "the design defines only a \(appearance.words) appearance"
            // One presented view pinned (a focus or player screen) is a choice to check with the design, not the
            // whole app losing its appearance.
            let view = sorted.allSatisfy { Self.presentedView($0, in: context.inventory) != nil } ? Self.presentedView(first, in: context.inventory) : nil
            // The design itself draws that view's surface in the pinned appearance where the rest is in the other:
            // the screen is meant to look the same in both, so pinning it follows the design.
            let designPin = view.flatMap { Self.designPins($0, scheme: first.scheme, pairs: d.colorPairs) }
            // No design screen is that view and no design selector names it (a sign-in over a photo, a camera): the
            // design says nothing about its appearance, so pinning it is a question, not a departure from the design.
            let designed =
                view.map { v in
                    context.matches.screens.contains { $0.viewName == v } || d.colorPairs.contains { Self.names(v, selector: $0.selector) }
                } ?? true
            // A presented view pinned to the appearance the whole app is pinned to is part of that one choice.
            let alsoAppWide = view != nil && appWide.contains(first.scheme)
            let title =
                view.map { "`\($0)` forces \(first.scheme) mode with `\(first.expression)`; \(designText)" }
                ?? "`\(first.expression)` forces \(first.scheme) mode; \(designText)"
            let message =
                view.map {
                    "`\($0)` (presented by another view) pins the \(first.scheme) appearance, so users in \(other) mode see it in \(first.scheme) only; check that the design wants this screen \(first.scheme) in both appearances."
                        + (designPin.map { p in
                            " The design draws `\(p.selector)` on \(p.background.hex) in its \(other) appearance too (\(p.location.file.split(separator: "/").last ?? ""):\(p.location.line)), so it wants this screen \(first.scheme) in both."
                        } ?? "")
                        + (designed ? "" : " No design screen or selector is `\($0)`, so the design does not say how it should look.")
                        + (alsoAppWide ? " The app pins the \(first.scheme) appearance everywhere too: that finding is the one to act on." : "")
                }
                ?? (designDefault
                    ? "The app pins dark (\(CheckSupport.plural(sorted.count, "place"))), the appearance of the design's unthemed values; its light values apply only under a theme selector a page turns on, not in the system's light mode, so the app shows the design's default. Offer the light theme only if the product means to."
                    : "The app pins the \(first.scheme) appearance (\(CheckSupport.plural(sorted.count, "place"))), so users in \(other) mode never see the \(other) design.")
            return Finding(
                rule: Self.description.id,
                severity: designDefault ? .low : view == nil ? Self.description.severity : designPin == nil && designed && !alsoAppWide ? .medium : .low,
                category: .darkMode,
                title: title,
                message: message,
                expected: FindingSide(name: "appearance", value: appearance.words, location: darkAt),
                actual: FindingSide(name: first.expression, value: first.scheme + " only", location: first.location),
                fix: .instruction(
                    designDefault
                        ? "Keep `\(first.expression)` if the product is dark only; else offer the design's light theme as a setting"
                        : "Remove `\(first.expression)`"
                            + (appearance == .lightAndDark
                                ? " and give color tokens their dark values" : appearance == .dark ? " or force `.dark`, the design's appearance" : "")),
                fixLocation: first.location, count: sorted.count, occurrences: CheckSupport.occurrences(sorted.map(\.location)),
                key: CheckSupport.key(k))
        }
    }
}
