import GapCheckModel

/// Lowers what a screen's comparison finds in a view the app never shows (`Inventory.unshownViews`: only previews build
/// it). The screen's own finding says the view is built but never shown, which is what a release manager acts on;
/// its colours, fonts, sections and labels are what users would see once it is wired up, so they stay listed, at low,
/// saying why. Only pages whose every matched screen has such a view are lowered: a page drawing a shown screen beside
/// it keeps its severities.
public enum UnshownViewFindings {
    /// The rules that compare a screen with its view.
    static let comparisons: Set<String> = [
        "section.missing", "content.label-missing", "element.color", "element.background", "element.font", "element.contrast",
        "element.padding", "element.radius", "element.accessibility-label"
    ]

    /// Lowers the findings of screens matched with views the app never shows, one finding at a time.
    public struct Lowering: Sendable {
        /// Design pages whose matched screens all pair with a view the app never shows, to that view.
        let pages: [String: String]

        /// Nil when no page's screens pair only with unshown views.
        public init?(_ context: CheckContext) {
            let unshown = context.inventory.unshownViews
            guard !unshown.isEmpty else { return nil }
            var views: [String: Set<String>] = [:]
            for m in context.matches.screens { if let v = m.viewName { views[m.screen.location.file, default: []].insert(v) } }
            var pages: [String: String] = [:]
            for (page, names) in views where names.count == 1 {
                if let only = names.first, unshown.contains(only) { pages[page] = only }
            }
            guard !pages.isEmpty else { return nil }
            self.pages = pages
        }

        /// Lowers `f` to low, saying why, when it compares a page with the unshown view its screen pairs with.
        public func lower(_ f: inout Finding) {
            guard f.severity != .low, UnshownViewFindings.comparisons.contains(f.rule), let page = f.expected?.location?.file,
                let view = pages[page]
            else { return }
            f.severity = .low
            f.message +=
                " No code the app ships constructs `\(view)` (only previews do, or nothing does): users do not see this yet, and the screen's own finding says so."
        }
    }
}
