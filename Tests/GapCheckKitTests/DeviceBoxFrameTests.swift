import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport
@testable import MockupReader

/// Device frames recognised by their box (an explicit phone or tablet size), tab panes of presentation pages
/// as groups of screens, and script-drawn pages mounted into an empty `#root`. Fixtures in styles other than
/// the repositories that showed each cause (other sizes, class names and tab mechanisms), through the real readers.
@Suite struct DeviceBoxFrameTests {
    static func analyze(_ files: [String: String]) throws -> Analysis { try TrustMatchTests.analyze(files) }

    static let app = "import SwiftUI\nstruct PlaceholderView: View {\n    var body: some View { Text(\"Hi\") }\n}\n"

    // MARK: - Unclassed and abbreviated frames are screens

    /// A handoff page whose phones are unclassed inline-sized boxes (`style="width:360px;height:780px;
    /// border-radius:40px"`), captioned under each: two screens named by their captions, not one page-screen
    /// whose chapters are sections.
    @Test func inlineSizedBoxesAreScreensNamedByTheirCaptions() throws {
        func phone(_ caption: String, _ body: String) -> String {
            """
            <figure><div style="width:360px;height:780px;border-radius:40px;overflow:hidden">
            <div style="padding:12px"><div>\(body)</div><div>Row one</div><div>Row two</div></div></div>
            <figcaption><div><b>A1</b> \(caption)</div><div>What this screen is for, in a sentence.</div></figcaption></figure>
            """
        }
        let a = try Self.analyze([
            "design/handoff.html": """
            <!DOCTYPE html><html><body><header><div>Orbit — key screens</div></header>
            <section><h2>Chapter one — planning</h2>\(phone("Trips", "Upcoming trips"))\(phone("Packing list", "Things to bring"))</section>
            </body></html>
            """,
            "app/TripsView.swift": "import SwiftUI\nstruct TripsView: View {\n    var body: some View { Text(\"Upcoming trips\") }\n}\n",
            "app/PackingListView.swift": "import SwiftUI\nstruct PackingListView: View {\n    var body: some View { Text(\"Things to bring\") }\n}\n"
        ])
        let names = a.design.screens.map(\.name)
        #expect(names.sorted() == ["Packing list", "Trips"], "\(names)")
        #expect(!a.findings.contains { $0.rule == "section.missing" }, "\(a.findings.map(\.title))")
    }

    /// An abbreviated class (`.dv { width: 820px; height: 1180px }`, a tablet) set in the page's `<style>`: each is
    /// a frame; the page heading and legend text outside them is no app UI (no contrast finding on it).
    @Test func anAbbreviatedClassWithATabletBoxIsAFrame() throws {
        let a = try Self.analyze([
            "design/ipad.html": """
            <!DOCTYPE html><html><head><style>
            .dv { width: 820px; height: 1180px; border-radius: 36px; background: #FFFFFF; color: #111111; }
            .note { color: #C8C8C8; background: #FFFFFF; font-size: 12px; }
            </style></head><body><p class="note">Draft for review</p>
            <div class="dv"><div><h1>Library</h1><p>Recently added</p><p>Albums</p></div></div>
            <div class="dv"><div><h1>Player</h1><p>Now playing</p><p>Up next</p></div></div>
            </body></html>
            """,
            "app/LibraryView.swift": "import SwiftUI\nstruct LibraryView: View {\n    var body: some View { Text(\"Recently added\") }\n}\n",
            "app/PlayerView.swift": "import SwiftUI\nstruct PlayerView: View {\n    var body: some View { Text(\"Now playing\") }\n}\n"
        ])
        #expect(a.design.screens.map(\.name).sorted() == ["Library", "Player"], "\(a.design.screens.map(\.name))")
        #expect(!a.findings.contains { $0.rule == "contrast.insufficient" && $0.message.contains("Draft") }, "\(a.findings.map(\.title))")
        #expect(!a.findings.contains { $0.rule == "contrast.insufficient" && $0.title.contains("#C8C8C8") }, "\(a.findings.map(\.title))")
    }

    /// A box of a card's shape (a wide rounded tile) is not a frame: the page stays one screen.
    @Test func aRoundedCardIsNoFrame() throws {
        let a = try Self.analyze([
            "design/home.html": """
            <!DOCTYPE html><html><head><title>Home</title><style>.tile { width: 340px; height: 220px; border-radius: 24px; }</style></head>
            <body><div class="tile"><div><p>Balance</p><p>Spent</p></div></div><div class="tile"><div><p>Goals</p><p>Saved</p></div></div></body></html>
            """,
            "app/HomeView.swift": "import SwiftUI\nstruct HomeView: View {\n    var body: some View { Text(\"Balance\") }\n}\n"
        ])
        #expect(a.design.screens.map { $0.name.lowercased() } == ["home"], "\(a.design.screens.map(\.name))")
    }

    // MARK: - Tab panes

    /// Panes switched by `aria-controls` tabs (not `onclick`): each pane's phone is the screen its tab names
    /// ("iPhone Feed" → Feed); the Android and Tokens panes are set aside in one warning; the tab buttons
    /// (small, pale) are page chrome with no touch-target or contrast finding.
    @Test func tabPanesNameTheirScreensAndOtherPlatformsAreSetAside() throws {
        func pane(_ id: String, _ title: String) -> String {
            """
            <div role="tabpanel" class="panel" id="\(id)"><div class="handset" style="width:390px;height:844px;border-radius:48px">
            <div><div>\(title)</div><div>First item</div><div>Second item</div></div></div></div>
            """
        }
        let a = try Self.analyze([
            "design/showcase.html": """
            <!DOCTYPE html><html><head><title>Showcase</title><style>
            .tablist button { height: 24px; font-size: 11px; color: #BDBDBD; background: #FFFFFF; }
            </style></head><body>
            <nav class="tablist"><button aria-controls="p-feed">iPhone Feed</button><button aria-controls="p-inbox">iPhone Inbox</button>
            <button aria-controls="p-droid">Android Feed</button><button aria-controls="p-tokens">Tokens</button></nav>
            \(pane("p-feed", "Latest posts"))\(pane("p-inbox", "Messages"))\(pane("p-droid", "Latest posts"))
            <div role="tabpanel" class="panel" id="p-tokens"><div>Colors</div><div>Type scale</div></div>
            </body></html>
            """,
            "app/FeedView.swift": "import SwiftUI\nstruct FeedView: View {\n    var body: some View { Text(\"Latest posts\") }\n}\n",
            "app/InboxView.swift": "import SwiftUI\nstruct InboxView: View {\n    var body: some View { Text(\"Messages\") }\n}\n"
        ])
        #expect(a.design.screens.map(\.name).sorted() == ["Feed", "Inbox"], "\(a.design.screens.map(\.name))")
        let notes = a.design.diagnostics.map(\.message).filter { $0.contains("tab panes") }
        #expect(notes.count == 1 && notes[0].contains("\"Android Feed\"") && notes[0].contains("\"Tokens\""), "\(a.design.diagnostics.map(\.message))")
        #expect(!a.findings.contains { $0.rule == "screen.missing" }, "\(a.findings.map(\.title))")
        let chrome = a.findings.filter { ($0.rule == "touch-target.small" || $0.rule == "contrast.insufficient") && $0.severity != .low }
        #expect(chrome.isEmpty, "\(chrome.map(\.title))")
    }

    /// One button that opens a sheet by id (`onclick="open('help')"`) is no set of tabs: nothing is set aside.
    @Test func aSingleTargetIsNoTabSet() throws {
        let a = try Self.analyze([
            "design/screens.html": """
            <!DOCTYPE html><html><body><button onclick="open('help')">Web help</button>
            <div id="help"><div class="phone-frame"><div><div>Settings</div><div>Account</div><div>Privacy</div></div></div>
            <div class="phone-frame"><div><div>Profile</div><div>Name</div><div>Photo</div></div></div></div>
            </body></html>
            """,
            "app/SettingsView.swift": Self.app
        ])
        #expect(!a.design.diagnostics.contains { $0.message.contains("tab panes") }, "\(a.design.diagnostics.map(\.message))")
        #expect(a.design.screens.count == 2, "\(a.design.screens.map(\.name))")
    }

    /// A clickable prototype whose screens link to each other from inside (`onclick="go('done')"` on a "Skip"
    /// button of one screen): navigation, not tabs; each screen keeps its own name.
    @Test func buttonsInsideScreensAreNavigationNotTabs() throws {
        let a = try Self.analyze([
            "design/flow.html": """
            <!DOCTYPE html><html><body>
            <div class="screen" id="intro"><h1>Intro</h1><p>Plan your week</p><button onclick="go('done')">Skip</button></div>
            <div class="screen" id="done"><h1>Done</h1><p>All set</p><button onclick="go('intro')">Start again</button></div>
            </body></html>
            """,
            "app/IntroView.swift": Self.app
        ])
        #expect(a.design.screens.map(\.name).sorted() == ["Done", "Intro"], "\(a.design.screens.map(\.name))")
    }

    // MARK: - Script-drawn pages

    /// A React-style page: `<div id="root"></div>` and a local bundle next to a CDN library. One warning naming
    /// the local script (without its query), and no screen taken from the page.
    @Test func anEmptyRootMountIsAScriptDrawnPage() throws {
        let a = try Self.analyze([
            "design/index.html": """
            <!DOCTYPE html><html><head><title>Prototype</title><link rel="stylesheet" href="app.css">
            <script src="https://unpkg.com/react@18/umd/react.production.min.js"></script></head>
            <body><div id="root"></div><noscript>Enable JavaScript</noscript><script src="bundle.js?v=7"></script></body></html>
            """,
            "design/app.css": ":root { --ink: #1F2937; } body { color: var(--ink); }",
            "app/MainView.swift": Self.app
        ])
        let notes = a.design.diagnostics.map(\.message).filter { $0.contains("drawn by") }
        #expect(notes.count == 1 && notes[0].contains("drawn by bundle.js into an empty mount point"), "\(a.design.diagnostics.map(\.message))")
        #expect(a.design.screens.isEmpty, "\(a.design.screens.map(\.name))")
    }

    /// A page that holds content beside its `#app` (a static mockup with a mount for a widget) is not script-drawn.
    @Test func aMountBesideContentIsNotAScriptDrawnPage() throws {
        let a = try Self.analyze([
            "design/settings.html": """
            <!DOCTYPE html><html><head><title>Settings</title></head>
            <body><h1>Settings</h1><p>Account</p><div id="app"></div><script src="widget.js"></script></body></html>
            """,
            "app/SettingsView.swift": Self.app
        ])
        #expect(!a.design.diagnostics.contains { $0.message.contains("drawn by") }, "\(a.design.diagnostics.map(\.message))")
        #expect(a.design.screens.map { $0.name.lowercased() } == ["settings"])
    }

    /// A presentation page around a popover its own script draws (an intro, demo buttons, a timeline, the
    /// popover empty in the HTML): no screen made of the page's texts, and one warning naming the element.
    @Test func anEmptySurfaceTheInlineScriptFillsIsAScriptDrawnPage() throws {
        let a = try Self.analyze([
            "design/demo.html": """
            <!DOCTYPE html><html><head><title>Wetterleiste · Entwurf 2</title>
            <style>.popover { width: 280px; border-radius: 10px; } .stage { display: grid; }</style></head>
            <body><article class="deck"><h1>Wetterleiste · Entwurf 2</h1><p>Klickbarer Prototyp der Menüleiste.</p>
            <h2>So probieren</h2><ol><li>Ort wählen</li><li>Warnung auslösen</li></ol>
            <div class="stage"><section class="popover js-drawn"></section>
            <aside><button id="simStorm">Sturm simulieren</button><button id="simCalm">Ruhig</button>
            <h3>Zeitleiste</h3><ul id="timeline"></ul></aside></div>
            <h2>Zustände im Überblick</h2><p>Vier Zustände der Warnkarte.</p></article>
            <script>
            const state = { storm: false };
            function row(label, value) { return `<div class="row"><span class="label">${label}</span><strong>${value}</strong></div>`; }
            function render() {
              const surface = document.querySelector('.popover');
              surface.innerHTML = `<header class="head"><h2>Berlin</h2><small>jetzt</small></header>`
                + row('Temperatur', '18°') + row('Wind', state.storm ? '80 km/h' : '12 km/h')
                + `<footer><button class="more">Mehr…</button><a href="#">Einstellungen</a></footer>`;
            }
            document.getElementById('simStorm').addEventListener('click', () => { state.storm = true; render(); });
            render();
            </script></body></html>
            """,
            "app/ForecastPopover.swift": "import SwiftUI\nstruct ForecastPopover: View {\n    var body: some View { Text(\"Berlin\") }\n}\n"
        ])
        let notes = a.design.diagnostics.map(\.message).filter { $0.contains("drawn by") }
        #expect(notes.count == 1 && notes[0].contains("into the empty .popover"), "\(a.design.diagnostics.map(\.message))")
        #expect(a.design.screens.isEmpty, "\(a.design.screens.map(\.name))")
        #expect(!a.findings.contains { $0.rule == "screen.missing" || $0.rule == "section.missing" }, "\(a.findings.map(\.title))")
    }

    /// A desktop prototype whose pane (`#view`) the script fills through its own shorthand for `getElementById`
    /// (`const el = id => document.getElementById(id)`) is script-drawn too: its static part is the window's chrome.
    @Test func aPaneFilledThroughTheScriptsOwnLookupIsAScriptDrawnPage() throws {
        let a = try Self.analyze([
            "design/prototipo.html": """
            <!DOCTYPE html><html lang="it"><head><title>Cantiere · prototipo v1.2</title>
            <style>.shell { display: grid; grid-template-columns: 220px 1fr; } .sidebar { background: #F4F4F5; }</style></head>
            <body><div class="shell"><nav class="sidebar"><a data-go="oggi">Oggi</a><a data-go="squadre">Squadre</a>
            <a data-go="rapporti">Rapporti</a></nav><main class="view" id="view"></main></div>
            <script>
            const el = id => document.getElementById(id);
            const PAGES = {
              oggi: () => `<header><h1>Oggi</h1><button class="primary">Nuovo turno</button></header>`
                + `<section><h2>Turni aperti</h2><ul><li><span>Via Roma</span><strong>3 persone</strong></li></ul></section>`,
              squadre: () => `<header><h1>Squadre</h1></header><table><tr><td>Alfa</td><td>4</td></tr></table>`,
            };
            function go(name) { el("view").innerHTML = PAGES[name](); }
            document.querySelectorAll("[data-go]").forEach(a => a.onclick = () => go(a.dataset.go));
            go("oggi");
            </script></body></html>
            """,
            "app/TodayView.swift": "import SwiftUI\nstruct TodayView: View {\n    var body: some View { Text(\"Oggi\") }\n}\n"
        ])
        let notes = a.design.diagnostics.map(\.message).filter { $0.contains("drawn by") }
        #expect(notes.count == 1 && notes[0].contains("#view"), "\(a.design.diagnostics.map(\.message))")
        #expect(!a.findings.contains { $0.rule == "screen.missing" && $0.severity == .critical }, "\(a.findings.map(\.title))")
    }

    @Test func theScriptsOwnLookupShorthandsAreFound() {
        #expect(AppFrames.idLookupHelpers("const $ = id => document.getElementById(id);") == ["$"])
        #expect(AppFrames.idLookupHelpers("let byId = (x) => { return document.getElementById(x) }") == ["byId"])
        #expect(AppFrames.idLookupHelpers("function el(id) { return document.getElementById(id); }") == ["el"])
        #expect(AppFrames.idLookupHelpers("const q = s => document.querySelector(s);").isEmpty)
        #expect(AppFrames.fills("const $=id=>document.getElementById(id);$(\"page\").innerHTML=x", name: "page", byID: true))
        #expect(!AppFrames.fills("const $=id=>document.getElementById(id);$(\"page\").textContent=x", name: "page", byID: true))
    }

    /// A frameless app page with a small empty `#toast-panel` a script fills with one line is still the
    /// app's screen: two tags written are a toast, not a drawn UI.
    @Test func aSmallScriptFilledPanelBesideAStaticScreenIsNotAScriptDrawnPage() throws {
        let a = try Self.analyze([
            "design/orders.html": """
            <!DOCTYPE html><html><head><title>Orders</title></head>
            <body><h1>Orders</h1><ul><li>Order 1042</li><li>Order 1043</li></ul><button id="undo">Undo</button>
            <div id="toast-panel"></div>
            <script>document.getElementById('undo').onclick = function () {
              document.getElementById('toast-panel').innerHTML = '<div class="toast"><span>Restored</span></div>';
            };</script></body></html>
            """,
            "app/OrdersView.swift": Self.app
        ])
        #expect(!a.design.diagnostics.contains { $0.message.contains("drawn by") }, "\(a.design.diagnostics.map(\.message))")
        #expect(a.design.screens.map { $0.name.lowercased() } == ["orders"], "\(a.design.screens.map(\.name))")
    }

    /// An empty device frame that only an inline script fills is script-drawn too (the script's source is its
    /// text, which the page's text never includes).
    @Test func anEmptyFrameFilledByAnInlineScriptIsAnnounced() throws {
        let a = try Self.analyze([
            "design/kiosk.html": """
            <!DOCTYPE html><html><head><title>Kiosk</title></head>
            <body><p class="caption">Tap through the checkout</p><div class="tablet-frame"></div>
            <script>document.querySelector('.tablet-frame').innerHTML = '<h1>Basket</h1>';</script></body></html>
            """,
            "app/BasketView.swift": Self.app
        ])
        let notes = a.design.diagnostics.map(\.message).filter { $0.contains("drawn by") }
        #expect(notes.count == 1 && notes[0].contains("drawn by an inline script into an empty frame"), "\(a.design.diagnostics.map(\.message))")
        #expect(a.design.screens.isEmpty, "\(a.design.screens.map(\.name))")
    }
}
