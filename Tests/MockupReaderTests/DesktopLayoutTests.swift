import CSSEngine
import Testing

@testable import MockupReader

/// A frameless page laid out for a desktop screen (a side navigation at every width, and breakpoints or a container at
/// a desktop's width), and phone mockups that have one sign but not both. Pages written for these tests: a French
/// invoicing console, a Dutch plant-care app, a Japanese recipe page, a Czech transit app.
@Suite struct DesktopLayoutTests {
    private func layout(_ html: String) throws -> DesktopLayout {
        let page = try HTMLPage(text: html, file: "page.html")
        return DesktopLayout(
            page.document, classes: ElementClasses(page.document), sheets: page.styleBlocks.map { CSSStylesheet.parse($0.text) },
            inlineStyles: page.inlineStyles.map { ($0.node, $0.text) })
    }

    @Test func aTailwindConsoleWithARailAndDesktopBreakpointsIsADesktopPage() throws {
        let l = try layout(
            """
            <html><body class="bg-zinc-50">
            <aside class="fixed inset-y-0 left-0 w-56 border-r">
              <a href="factures.html">Factures</a><a href="clients.html">Clients</a><a href="devis.html">Devis</a><a href="reglages.html">Réglages</a>
            </aside>
            <main class="pl-56"><div class="grid grid-cols-1 gap-4 xl:grid-cols-4"><div>Impayées</div><div>Payées</div></div></main>
            </body></html>
            """)
        #expect(l.sideNavigation && l.desktopBreakpoints)
        #expect(l.isDesktop)
    }

    @Test func aPlainCSSPageWithAStickySidebarAndAWideMediaQueryIsADesktopPage() throws {
        let l = try layout(
            """
            <html><head><style>
            .zijbalk-nav { position: sticky; top: 0; height: 100vh; width: 260px; }
            @media (min-width: 80em) { .tegels { grid-template-columns: repeat(4, 1fr); } }
            </style></head><body>
            <nav class="zijbalk-nav" id="side-nav"><ul><li>Planten</li><li>Kalender</li><li>Voeding</li></ul></nav>
            <section class="tegels"><div>Monstera</div></section>
            </body></html>
            """)
        #expect(l.sideNavigation && l.desktopBreakpoints && !l.wideContainer)
        #expect(l.isDesktop)
    }

    @Test func anAsideBesideMainInAWideShellIsADesktopPage() throws {
        let l = try layout(
            """
            <html><head><style>.shell { display: grid; grid-template-columns: 240px 1fr; max-width: 1440px; }</style></head><body>
            <div class="shell">
              <aside><button>Linky</button><button>Zastávky</button><button>Jízdenky</button></aside>
              <main><h1>Odjezdy</h1></main>
            </div>
            </body></html>
            """)
        #expect(l.sideNavigation && l.wideContainer)
        #expect(l.isDesktop)
    }

    @Test func aPhonesOpenDrawerWithNothingWideIsNoDesktopPage() throws {
        // A frameless phone mockup showing its drawer: a column of links pinned over the height, but nothing widens.
        let l = try layout(
            """
            <html><body class="max-w-sm mx-auto">
            <nav class="fixed inset-y-0 left-0 w-64 bg-white">
              <a href="#planten">Mijn planten</a><a href="#water">Water geven</a><a href="#winkel">Winkel</a>
            </nav>
            <main><h1>Mijn planten</h1></main>
            </body></html>
            """)
        #expect(l.sideNavigation)
        #expect(!l.isDesktop)
    }

    @Test func anAsideThatIsNoNavigationBesideAWideContainerIsNoDesktopPage() throws {
        // A recipe page capped at 1140 px with a notes column: no links or buttons in the aside.
        let l = try layout(
            """
            <html><head><style>.wrap { max-width: 1140px; margin: 0 auto; } @media (max-width: 820px) { .cols { display: block; } }</style></head>
            <body><div class="wrap cols">
              <section><h1>親子丼</h1><p>鶏もも肉 200g</p></section>
              <aside class="notes"><p>火を止めてから卵を入れる</p><p>三つ葉は最後に</p></aside>
            </div></body></html>
            """)
        #expect(l.wideContainer && !l.sideNavigation && !l.desktopBreakpoints)
        #expect(!l.isDesktop)
    }

    @Test func aSidebarHiddenOnAPhoneIsAResponsivePagesDesktopExtra() throws {
        // Mobile-first: the phone layout is the page's base, the side navigation appears only from `lg:` on.
        let l = try layout(
            """
            <html><body>
            <nav class="hidden lg:fixed lg:inset-y-0 lg:flex lg:w-64">
              <a href="linky.html">Linky</a><a href="mapa.html">Mapa</a><a href="jizdenky.html">Jízdenky</a>
            </nav>
            <main class="mx-auto max-w-7xl lg:pl-64"><h1>Odjezdy</h1></main>
            <nav class="fixed inset-x-0 bottom-0 flex lg:hidden"><a href="linky.html">Linky</a><a href="mapa.html">Mapa</a><a href="jizdenky.html">Jízdenky</a></nav>
            </body></html>
            """)
        #expect(l.desktopBreakpoints && l.wideContainer)
        #expect(!l.sideNavigation)
        #expect(!l.isDesktop)
    }

    @Test func aMediaQueryNamesTheLeastViewportItAsksFor() {
        #expect(DesktopLayout.minimumWidth("screen and (min-width: 1280px)") == 1280)
        #expect(DesktopLayout.minimumWidth("(width >= 64em)") == 1024)
        #expect(DesktopLayout.minimumWidth("(max-width: 1400px)") == nil)
        #expect(DesktopLayout.minimumWidth("(prefers-color-scheme: dark)") == nil)
    }
}
