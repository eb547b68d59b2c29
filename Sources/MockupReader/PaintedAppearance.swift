import LibXML

/// The one appearance a page paints when its root element pins it with a theme class: `<html class="light">`, or
/// `<html class="dark">` in a design whose other pages say `light` — the class a class-based dark mode switches
/// (Tailwind's `darkMode: "class"`, `html.dark` selectors). Generators write the light and the dark screen as two
/// pages, each pinned, each still carrying the other appearance's `dark:` styles: such a page is drawn in its
/// appearance only. A page pinned light is compared in light only; a page pinned dark is read in dark, as its only look
/// (compared with what the code shows in dark). A `dark` class alone in a design that never writes `light` is the state
/// an app toggles, and the page keeps both appearances.
enum PaintedAppearance: Sendable, Hashable {
    case light, dark

    /// The appearance each page paints, by the appearances their roots name (`pinned`): `light` always pins; `dark`
    /// pins when another page of the design is pinned light.
    static func painted(_ roots: [PaintedAppearance?]) -> [PaintedAppearance?] {
        let pinsLight = roots.contains(.light)
        return roots.map { $0 == .light || ($0 == .dark && pinsLight) ? $0 : nil }
    }

    /// The appearance the `html` element's classes name, if any (both or neither: none).
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
