import Foundation
import GapCheckModel
import Testing

@testable import MockupReader

/// A custom property set only inside one component's variants (`.tag-vegan { --tone: … }`, `.tag-spicy { --tone: … }`
/// read by `.tag { color: var(--tone) }`) is a parameter of the component, not a design token; a `:root` token, a mode
/// block, a theme or brand scope and a single wrapper's properties stay tokens (`VariableTable.componentLocalNames`).
@Suite struct ComponentLocalVariablesTests {
    private func token(_ name: String, in spec: DesignSpec) -> Expectation? {
        spec.expectations.first { $0.name == name }
    }

    @Test func aPropertySetOnlyByAComponentsVariantsIsNoToken() throws {
        // A Norwegian recipe app's tag pills: each variant sets the pill's own tone, the pill reads it.
        let spec = try readDesign([
            "oppskrift.html": """
            <!DOCTYPE html><html lang="nb"><head><style>
            :root { --blekk: #1C1917; --flate: #FFFFFF; }
            body { background: var(--flate); color: var(--blekk); }
            .merke { padding: 4px 10px; border-radius: 999px; color: var(--tone, var(--blekk)); background: var(--grunn, #F5F5F4); }
            .merke--vegansk { --tone: #166534; --grunn: #DCFCE7; }
            .merke--sterk { --tone: #9A3412; --grunn: #FFEDD5; }
            </style></head><body data-screen="Oppskrift">
            <h1>Linsesuppe</h1>
            <span class="merke merke--vegansk">Vegansk</span><span class="merke merke--sterk">Sterk</span>
            </body></html>
            """
        ])
        #expect(token("--tone", in: spec) == nil)
        #expect(token("--grunn", in: spec) == nil)
        #expect(token("--blekk", in: spec)?.light.color?.hex == "#1C1917")
        // The elements that use it still show its colour.
        let vegan = try #require(spec.elements.first { $0.text == "Vegansk" })
        #expect(vegan.light.color?.hex == "#166534")
        let sterk = try #require(spec.elements.first { $0.text == "Sterk" })
        #expect(sterk.light.color?.hex == "#9A3412")
    }

    @Test func aVariantPropertyInAStylesheetIsNoTokenEither() throws {
        // A Japanese clinic app's status badges in a linked stylesheet, each variant a modifier class beside `.badge`.
        let spec = try readDesign([
            "styles/badge.css": """
            :root { --sumi: #111827; }
            .badge { border: 1px solid var(--waku); color: var(--sumi); }
            .badge.is-ok { --waku: rgba(22, 163, 74, 0.3); }
            .badge.is-wait { --waku: rgba(234, 179, 8, 0.3); }
            .badge.is-ng { --waku: rgba(220, 38, 38, 0.3); }
            """,
            "uketsuke.html": """
            <!DOCTYPE html><html lang="ja"><head><link rel="stylesheet" href="styles/badge.css"></head>
            <body data-screen="受付"><h1>受付状況</h1><span class="badge is-ok">完了</span><span class="badge is-ng">未完了</span></body></html>
            """
        ])
        #expect(token("--waku", in: spec) == nil)
        #expect(token("--sumi", in: spec) != nil)
    }

    @Test func rootModeAndThemeBlocksStayTokens() throws {
        // A Spanish finance app: `:root` tokens, a `.dark` mode block, brand themes by attribute and by class.
        let spec = try readDesign([
            "saldo.html": """
            <!DOCTYPE html><html lang="es"><head><style>
            :root { --fondo: #FFFFFF; --texto: #0F172A; }
            .dark { --fondo: #020617; --texto: #F8FAFC; }
            [data-theme="oceano"] { --marca: #0369A1; }
            [data-theme="bosque"] { --marca: #15803D; }
            .theme-coral { --realce: #F97316; }
            .theme-lila { --realce: #A855F7; }
            body { background: var(--fondo); color: var(--texto); }
            .boton { background: var(--marca); color: var(--realce); }
            </style></head><body data-screen="Saldo"><h1>Tu saldo</h1><button class="boton">Transferir</button></body></html>
            """
        ])
        let fondo = try #require(token("--fondo", in: spec))
        #expect(fondo.light.color?.hex == "#FFFFFF")
        #expect(fondo.dark?.color?.hex == "#020617")
        #expect(token("--marca", in: spec) != nil)
        #expect(token("--realce", in: spec) != nil)
    }

    @Test func namespacedThemeAttributesAreTheAppearances() throws {
        // A token sheet with no `:root`: light and dark blocks under the design system's own attribute, and a reset
        // for unknown themes. The dark block is the tokens' dark values.
        let spec = try readDesign([
            "farben.css": """
            [data-nord-theme="light"] { --nord-flaeche: rgba(250, 250, 249, 1); --nord-text: rgba(28, 25, 23, 1); }
            [data-nord-theme="dark"] { --nord-flaeche: rgba(28, 25, 23, 1); --nord-text: rgba(250, 250, 249, 1); }
            [data-nord-theme]:not([data-nord-theme="light"]):not([data-nord-theme="dark"]) { --nord-flaeche: initial; --nord-text: initial; }
            """
        ])
        let surface = try #require(token("--nord-flaeche", in: spec))
        #expect(surface.light.color?.hex == "#FAFAF9")
        #expect(surface.dark?.color?.hex == "#1C1917")
        #expect(token("--nord-text", in: spec)?.dark?.color?.hex == "#FAFAF9")
    }

    @Test func oneWrappersPropertiesStayTokens() throws {
        // A Thai delivery app whose mockup declares its palette on the phone frame, not on `:root`, and a component
        // that sets one value of its own: neither is a set of variants.
        let spec = try readDesign([
            "order.html": """
            <!DOCTYPE html><html lang="th"><head><style>
            .phone { --primary: #E11D48; --surface: #FFF1F2; width: 390px; height: 844px; background: var(--surface); }
            .card { --pad: 14px; padding: var(--pad); color: var(--primary); }
            </style></head><body><div class="phone" data-screen="สั่งอาหาร"><h1>สั่งอาหาร</h1>
            <div class="card">ข้าวมันไก่</div></div></body></html>
            """
        ])
        #expect(token("--primary", in: spec)?.light.color?.hex == "#E11D48")
        #expect(token("--surface", in: spec) != nil)
    }

    @Test func lookClassesOnTheFramesStayTokens() throws {
        // An Italian field app's two looks, each a class on the phone frame that the components read through the
        // properties it sets: no theme word in the class names, but a frame's palette, not a component's variants.
        let spec = try readDesign([
            "cantiere.css": """
            .phone { width: 390px; height: 844px; }
            .notte { --accento: #FF7A18; --carta: #22252C; }
            .giorno { --accento: #C2410C; --carta: #FFFDF8; }
            .scheda { background: var(--carta); border-left: 3px solid var(--accento); }
            """,
            "home.html": """
            <!DOCTYPE html><html lang="it"><head><link rel="stylesheet" href="cantiere.css"></head><body>
            <div class="phone notte" data-screen="Cantiere"><h1>Cantiere</h1><div class="scheda">Via Roma 12</div></div>
            <div class="phone giorno" data-screen="Sera"><h1>Sera</h1><div class="scheda">Via Roma 12</div></div>
            </body></html>
            """
        ])
        #expect(token("--accento", in: spec) != nil)
        #expect(token("--carta", in: spec) != nil)
    }

    @Test func variantsAgreeingOnOneValueStayAToken() throws {
        // Two selectors giving the same value are one value written twice, not variants of a component.
        let spec = try readDesign([
            "inbox.html": """
            <!DOCTYPE html><html><head><style>
            .list { --accent: #2563EB; }
            .detail { --accent: #2563EB; }
            .row { color: var(--accent); }
            </style></head><body data-screen="Inbox"><div class="list"><h1>Inbox</h1><p class="row">Hello</p></div></body></html>
            """
        ])
        #expect(token("--accent", in: spec) != nil)
    }
}
