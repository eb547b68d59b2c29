import LibXML

/// The one appearance a page paints when its root element pins it with a theme class: `<html class="dark">` or
/// `<html class="light">`, the class a class-based dark mode switches (Tailwind's `darkMode: "class"`, `html.dark`
/// selectors). Such a page is drawn in that appearance only: generators write the light and the dark screen as two
/// pages, each pinned, each still carrying the other appearance's `dark:` styles. A page pinned light is compared in
/// light only; a page pinned dark is read in dark, as its only look (compared with what the code shows in dark).
enum PaintedAppearance: Sendable, Hashable {
    case light, dark

    /// The appearance the `html` element's classes pin, if any (both or neither: none).
    static func pinned(by doc: MarkupDocument) -> PaintedAppearance? {
        guard let html = doc.elementsInOrder().first(where: { doc.nodes[$0].name == "html" }) else { return nil }
        let classes = Set((doc.nodes[html].attribute("class") ?? "").split(whereSeparator: \.isWhitespace).map { $0.lowercased() })
        switch (classes.contains("dark"), classes.contains("light")) {
        case (true, false): return .dark
        case (false, true): return .light
        default: return nil
        }
    }
}
