import GapCheckModel

/// The appearance a design's pages draw when it declares no dark variant: light or dark, from what their text is
/// painted on.
///
/// The app's own surfaces decide first: the text drawn inside device frames, by the background of each distinct
/// text/background pair (most pairs on a dark background: dark). A design of frameless pages (screens drawn full
/// page, a style guide, a brand kit) is what each page paints under its text (`PageBackdrop`): its `body`, `html` or
/// wrapper, not its swatches; each page votes once, dark when more than half of them are dark. With no page to judge
/// (token files, stylesheets alone), the design's opaque background colors decide, a custom property painting a
/// page's background among them.
enum DesignLook {
    /// What one page (not a designer's tool) shows of its appearance.
    struct Page: Sendable {
        /// The page draws the app in frames.
        var framed: Bool
        /// Its light-scheme text pairs on a dark background, and on a light one.
        var darkPairs = 0
        var lightPairs = 0
        var backdrop: PageBackdrop?

        init(framed: Bool, pairs: [ColorPair], backdrop: PageBackdrop?) {
            self.framed = framed
            self.backdrop = backdrop
            for p in pairs where p.scheme == "light" {
                if p.background.relativeLuminance < darkLimit { darkPairs += 1 } else { lightPairs += 1 }
            }
        }
    }

    /// Relative luminance under which a background is dark (about #777).
    static let darkLimit = 0.18

    /// The appearance of the design's pages (`DesignSpec.pageAppearance`).
    static func appearance(of pages: [Page], expectations: [Expectation]) -> DesignAppearance {
        func byPairs(_ pages: [Page]) -> DesignAppearance? {
            let dark = pages.reduce(0) { $0 + $1.darkPairs }, light = pages.reduce(0) { $0 + $1.lightPairs }
            return dark + light == 0 ? nil : dark > light ? .dark : .light
        }
        if let framed = byPairs(pages.filter(\.framed)) { return framed }
        let judged = pages.filter { !$0.framed }.compactMap { $0.backdrop?.appearance }
        if !judged.isEmpty { return judged.filter { $0 == .dark }.count * 2 > judged.count ? .dark : .light }
        if let all = byPairs(pages) { return all }
        // A translucent tint (`--success-bg: rgba(52,199,89,.12)`) shows the surface under it, not its own lightness.
        let colors = expectations.filter { $0.kind == .color && $0.role == .background }.compactMap(\.light.color).filter { $0.alpha >= 0.5 }
        guard !colors.isEmpty else { return .light }
        return colors.filter { $0.relativeLuminance < darkLimit }.count * 2 > colors.count ? .dark : .light
    }
}
