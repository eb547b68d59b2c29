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
    static func page(file: String, framed: Bool, pairs: [ColorPair], backdrop: PageBackdrop?) -> PageLook {
        var dark = 0, light = 0
        for p in pairs where p.scheme == "light" {
            if p.background.relativeLuminance < darkLimit { dark += 1 } else { light += 1 }
        }
        return PageLook(file: file, framed: framed, darkPairs: dark, lightPairs: light, backdrop: backdrop?.appearance)
    }

    /// Relative luminance under which a background is dark (about #777).
    static let darkLimit = 0.18

    /// The appearance of the design's pages (`DesignSpec.pageAppearance`).
    static func appearance(of pages: [PageLook], expectations: [Expectation]) -> DesignAppearance {
        if let drawn = PageLook.appearance(of: pages) { return drawn }
        // A translucent tint (`--success-bg: rgba(52,199,89,.12)`) shows the surface under it, not its own lightness.
        let colors = expectations.filter { $0.kind == .color && $0.role == .background }.compactMap(\.light.color).filter { $0.alpha >= 0.5 }
        guard !colors.isEmpty else { return .light }
        return colors.filter { $0.relativeLuminance < darkLimit }.count * 2 > colors.count ? .dark : .light
    }
}
