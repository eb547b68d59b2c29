import Testing

@testable import MockupReader

/// `rem` is the root element's font size (CSS Values 4 §6.1.1): a design that sets it (`html { font-size: 62.5% }`,
/// `:root { font-size: 18px }`) writes its rems for that size, in its pages and in its tokens.
@Suite struct RootFontSizeTests {
    @Test func aPageThatSetsTheRootSizeHasItsRemsReadAtThatSize() throws {
        let spec = try readDesign([
            "inicio.html": """
            <!doctype html><html lang="es"><head><title>Inicio</title><style>
            html { font-size: 62.5%; }
            .cabecera { font-size: 2.8rem; font-weight: 700; }
            .nota { font-size: 1.3rem; }
            </style></head><body><main>
            <h1 class="cabecera">Hola de nuevo</h1><p class="nota">Tres tareas pendientes</p>
            </main></body></html>
            """
        ])
        let heading = try #require(spec.elements.first { $0.text == "Hola de nuevo" })
        #expect(heading.light.fontSize == 28)
        let note = try #require(spec.elements.first { $0.text == "Tres tareas pendientes" })
        #expect(note.light.fontSize == 13)
    }

    @Test func theRootsOwnRemIsTheInitialSize() throws {
        let spec = try readDesign([
            "page.html": """
            <html><head><style>:root { font-size: 1.125rem; } p { font-size: 2rem; }</style></head>
            <body><p>Eighteen twice</p></body></html>
            """
        ])
        #expect(spec.elements.first { $0.text == "Eighteen twice" }?.light.fontSize == 36)
    }

    @Test func tokensInRemAreReadAtTheSizeTheDesignGivesTheRoot() throws {
        let spec = try readDesign([
            "tokens.css": """
            html { font-size: 10px; }
            :root { --type-lede: 2.2rem; --gap-wide: 2.4rem; }
            .lede { font-size: var(--type-lede); margin: var(--gap-wide); }
            """
        ])
        #expect(spec.expectations.first { $0.name == "--type-lede" }?.light.font?.size == 22)
        #expect(spec.expectations.first { $0.name == "--gap-wide" }?.light.length == 24)
    }

    /// Pages that disagree on the root size give the tokens no one size: the initial one stays.
    @Test func rootSizesThatDisagreeLeaveTheTokensAtTheInitialSize() throws {
        let spec = try readDesign([
            "a.css": "html { font-size: 10px; } :root { --type-body: 1rem; } .body { font-size: var(--type-body); }",
            "b.css": "html { font-size: 20px; }"
        ])
        #expect(spec.expectations.first { $0.name == "--type-body" }?.light.font?.size == 16)
    }

    /// A classed or attributed root (`html.compact`, `[data-density]`) is one mode of some pages, not the design's root.
    @Test func aClassedRootIsNoRootSizeForTheTokens() throws {
        let spec = try readDesign([
            "tokens.css": """
            html.compact { font-size: 12px; }
            :root[data-density="tight"] { font-size: 13px; }
            html body { font-size: 14px; }
            :root { --type-body: 1rem; }
            .body { font-size: var(--type-body); }
            """
        ])
        #expect(spec.expectations.first { $0.name == "--type-body" }?.light.font?.size == 16)
    }
}
