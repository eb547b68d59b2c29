/// A tab bar of the app (`TabView { HomeView().tabItem { Label("Home", …) } … }`): its tabs in source order.
public struct AppTabBar: Sendable, Hashable, Codable {
    /// One tab: its label, the one view its content shows when it shows one, and where the label is written.
    public struct Tab: Sendable, Hashable, Codable {
        /// The tab's label (`Label("Chat", …)`).
        public var title: String
        /// The app's view the tab's content shows; nil when it builds several or none.
        public var view: String?
        /// Where the label is written.
        public var location: SourceLocation

        /// A tab labelled `title` showing `view`.
        public init(title: String, view: String?, location: SourceLocation) {
            self.title = title; self.view = view; self.location = location
        }
    }

    /// The tabs, in the order the tab bar shows them.
    public var tabs: [Tab]

    /// A tab bar of `tabs`.
    public init(tabs: [Tab]) { self.tabs = tabs }
}
