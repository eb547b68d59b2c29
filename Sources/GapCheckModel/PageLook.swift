/// What one design page (not a designer's tool) shows of its appearance: the vote `DesignSpec.pageAppearance` is
/// counted from, kept per page so that a check can weigh only the pages compared with the app.
public struct PageLook: Sendable, Hashable, Codable {
    /// The page, as `ScreenSpec.location.file` names it.
    public var file: String
    /// The page draws the app in frames.
    public var framed: Bool
    /// Its light-scheme text pairs on a dark background, and on a light one.
    public var darkPairs: Int
    public var lightPairs: Int
    /// What the page paints under its text (`body`, `html` or wrapper), when it paints any.
    public var backdrop: DesignAppearance?

    public init(file: String, framed: Bool, darkPairs: Int, lightPairs: Int, backdrop: DesignAppearance?) {
        self.file = file; self.framed = framed; self.darkPairs = darkPairs; self.lightPairs = lightPairs
        self.backdrop = backdrop
    }

    /// The appearance pages draw, nil when none says: the text drawn inside device frames first (most text/background
    /// pairs on a dark background: dark), else each frameless page's backdrop, one vote each (dark when more than half
    /// are), else every page's pairs.
    public static func appearance(of pages: [PageLook]) -> DesignAppearance? {
        func byPairs(_ pages: [PageLook]) -> DesignAppearance? {
            let dark = pages.reduce(0) { $0 + $1.darkPairs }, light = pages.reduce(0) { $0 + $1.lightPairs }
            return dark + light == 0 ? nil : dark > light ? .dark : .light
        }
        if let framed = byPairs(pages.filter(\.framed)) { return framed }
        let judged = pages.filter { !$0.framed }.compactMap(\.backdrop)
        if !judged.isEmpty { return judged.filter { $0 == .dark }.count * 2 > judged.count ? .dark : .light }
        return byPairs(pages)
    }
}
