import CSSEngine
import Testing

@Suite struct CSSSelectorsTests {
    static let dark: [(String, String?)] = [
        (".dark .card", ".card"),
        ("[data-theme=dark]", ":root"),
        ("[data-theme=\"dark\"] .title", ".title"),
        ("html.dark", "html"),
        (":root.dark", ":root"),
        ("html.dark .card > p", ".card > p"),
        ("body.dark-mode .list", ".list"),
        ("[data-color-scheme=dark] :is(a)", ":is(a)"),
        (".card.dark", ".card"),
        (".dark", ":root"),
        (".card", nil),
        ("[data-theme=light]", nil),
        (".darker", nil),
        ("#dark", nil),
        // A design system's own namespaced theme attribute; a word after the theme word names something else.
        ("[data-lp-theme=\"dark\"]", ":root"),
        ("[data-acme-color-mode=dark] .chip", ".chip"),
        ("[data-theme-toggle=dark]", nil),
        ("[data-lp-theme=\"light\"]", nil),
        ("[aria-theme=dark]", nil)
    ]

    @Test(arguments: dark)
    func darkVariant(_ selector: String, _ expected: String?) {
        #expect(CSSSelectors.darkVariant(selector) == expected)
    }

    static let media: [(String, Bool)] = [
        ("(prefers-color-scheme: dark)", true),
        ("screen and (prefers-color-scheme:dark)", true),
        ("print, (prefers-color-scheme: dark)", true),
        ("(prefers-color-scheme: light)", false),
        ("not all and (prefers-color-scheme: dark)", false),
        ("(max-width: 600px)", false),
        ("((prefers-color-scheme: dark) and (min-width: 1px))", true)
    ]

    @Test(arguments: media)
    func darkMedia(_ prelude: String, _ expected: Bool) {
        #expect(CSSSelectors.isDarkMediaQuery(prelude) == expected)
    }

    @Test func splitting() {
        #expect(CSSSelectors.split("a, b > c ,:is(d, e)") == ["a", "b > c", ":is(d, e)"])
        #expect(CSSSelectors.split("") == [])
    }
}
