import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport
@testable import MockupReader

/// A one-page proposal for a desktop app, switched by tab buttons: desktop window mocks with an editor pane, a caption
/// under each window, a spec tab of type ramp and swatches. Style: German, `<button data-tab>` tabs over
/// `<article class="screen">` panes, a `.fenster` window led by `.knoepfe`, an AppKit app built in code.
@Suite struct DesktopProposalTests {
    static func analyze(_ files: [String: String]) throws -> Analysis { try TrustMatchTests.analyze(files) }

    static let style = """
        :root { --grund: #0C0C0C; --flaeche: #141414; --text: #E8E0D0; --leise: #6E665C; --akzent: #F0D890;
          --syn-rosa: #D88AA8; --syn-gruen: #98C070; --syn-blau: #70A8C8; }
        body { background: var(--grund); color: var(--text); font-family: sans-serif; }
        .unterschrift { color: var(--leise); font-size: 12px; }
        .fenster { background: var(--flaeche); }
        .leiste { height: 28px; } .leiste i { width: 12px; height: 12px; border-radius: 50%; background: #FF5F57; }
        .leiste .name { color: var(--text); font-size: 12px; }
        .puffer { white-space: pre; font-family: monospace; color: var(--text); }
        .k { color: var(--syn-rosa); } .s { color: var(--syn-gruen); } .z { color: var(--leise); }
        .modus { display: flex; font-size: 11px; } .modus .m { background: var(--syn-blau); color: var(--grund); }
        .modus .pos { color: #58524B; background: #1A1A1A; }
        .knopf { color: var(--akzent); background: var(--flaeche); }
        .leer { color: #3A3734; font-size: 12px; }
        """

    static func window(_ inner: String) -> String {
        """
        <div class="fenster"><div class="leiste"><span class="knoepfe"><i></i><i></i><i></i></span><span class="name">Werkbank</span></div>
        <div class="inhalt">\(inner)</div></div>
        """
    }

    static let buffer = """
        <div class="ansicht"><div class="puffer"><span class="z"> 1 </span><span class="k">import</span> AppKit
        <span class="z"> 2 </span><span class="k">let</span> gruss = <span class="s">"hallo"</span>
        <span class="z"> 3 </span><span class="k">print</span>(gruss)
        <span class="z">  ~</span></div>
        <div class="modus"><span class="m">NORMAL</span><span class="pos"> 3:1 </span></div></div>
        """

    /// The proposal page: `panes` are (id, tab text, body).
    static func page(_ panes: [(String, String, String)]) -> String {
        """
        <!DOCTYPE html><html lang="de"><head><title>Werkbank – Entwurf</title><style>\(style)</style></head><body>
        <nav>\(panes.map { "<button data-tab=\"\($0.0)\">\($0.1)</button>" }.joined())</nav>
        \(panes.map { "<article class=\"screen\" id=\"\($0.0)\">\($0.2)</article>" }.joined(separator: "\n"))
        </body></html>
        """
    }

    static let app = """
        import AppKit
        final class WerkbankView: NSView {
            override func draw(_ dirtyRect: NSRect) {}
        }
        final class SuchleisteOverlayView: NSView {
            override func draw(_ dirtyRect: NSRect) {}
        }
        enum Farben {
            static let grund = NSColor(red: 12 / 255, green: 12 / 255, blue: 12 / 255, alpha: 1)
            static let flaeche = NSColor(red: 20 / 255, green: 20 / 255, blue: 20 / 255, alpha: 1)
            static let text = NSColor(red: 232 / 255, green: 224 / 255, blue: 208 / 255, alpha: 1)
            static let leise = NSColor(red: 110 / 255, green: 102 / 255, blue: 92 / 255, alpha: 1)
            static let akzent = NSColor(red: 240 / 255, green: 216 / 255, blue: 144 / 255, alpha: 1)
        }
        """

    /// A spec tab: a type ramp whose last row states no value, a palette, chip states and notes; specimens hold less
    /// than half of its texts, in two kinds (type and color).
    static let spec = """
        <section class="blatt"><h2>Schrift</h2>
        <div class="reihe"><div class="probe">Sitzungen</div><div class="angabe">Inter · 17/600</div></div>
        <div class="reihe"><div class="probe">Titel</div><div class="angabe">Inter · 13/600</div></div>
        <div class="reihe"><div class="probe">Fließtext</div><div class="angabe">Inter · 12/500</div></div>
        <div class="reihe"><div class="probe">pfad/zur/datei</div><div class="angabe">Mono · 12px</div></div>
        <div class="reihe"><div class="probe"><span class="marke">BEFEHL</span></div><div class="angabe">Mono · Marke</div></div>
        <p><b>Die Regel:</b> Mono für Inhalte, Inter für Beschriftungen.</p></section>
        <section class="blatt"><h2>Farben</h2><div class="felder">
        <div class="feld"><div class="f" style="background:#0C0C0C"></div><div class="fn">grund</div><div class="fw">#0C0C0C</div></div>
        <div class="feld"><div class="f" style="background:#F0D890"></div><div class="fn">akzent</div><div class="fw">#F0D890</div></div>
        <div class="feld"><div class="f" style="background:#D88AA8"></div><div class="fn">rosa</div><div class="fw">#D88AA8</div></div>
        </div><p>Die obere Reihe ist <b>die Palette der App</b>, unverändert.</p></section>
        <section class="blatt"><h2>Zustände</h2><div class="chips">
        <div class="chip"><span class="nr">1</span><span class="nm">werk</span></div>
        <div class="chip"><span class="nr">2</span><span class="nm">bau</span></div>
        <div class="chip"><span class="nr">3</span><span class="nm">test</span></div></div>
        <p>Chips sind Sitzungen; die Nummern sind dieselben wie immer.</p></section>
        <section class="blatt"><h2>Ebenen</h2><div>Ruhig: nur Farbe und Form.</div><div>Blick: Taste halten.</div>
        <div>Befehl: modal, volle Kontrolle.</div></section>
        """

    /// Cause 38: a tab that is mostly a type ramp and swatches, one ramp row captioned by its role alone, gives no
    /// screen; a tab of the app's own screen that shows three swatches among its controls stays a screen.
    @Test func aSpecTabWithOneRowStatingNoValueIsNoScreen() throws {
        let a = try Self.analyze([
            "design/entwurf.html": Self.page([
                ("t1", "Werkbank", Self.window(Self.buffer) + "<p class=\"unterschrift\"><b>Werkbank.</b> Nur das Nötigste.</p>"),
                ("t4", "System", Self.spec)
            ]),
            "app/App.swift": Self.app
        ])
        let names = a.design.screens.map(\.name)
        #expect(!names.contains { $0.lowercased().contains("system") || $0.lowercased().contains("schrift") }, "\(names)")
        #expect(!a.findings.contains { $0.rule == "screen.missing" && $0.severity != .low && ($0.title.contains("Schrift") || $0.title.contains("System")) })
    }

    @Test func aScreenTabShowingAFewSwatchesStaysAScreen() throws {
        let picker = """
            <h2>Einstellungen</h2><div class="zeile"><label>Name</label><input value="Werkbank"></div>
            <div class="zeile"><label>Schriftgröße</label><span>13</span></div>
            <div class="zeile"><label>Tabulator</label><span>4 Leerzeichen</span></div>
            <div class="felder">
            <div class="feld"><div class="f" style="background:#F0D890"></div><div class="fn">Gelb</div><div class="fw">#F0D890</div></div>
            <div class="feld"><div class="f" style="background:#D88AA8"></div><div class="fn">Rosa</div><div class="fw">#D88AA8</div></div>
            <div class="feld"><div class="f" style="background:#70A8C8"></div><div class="fn">Blau</div><div class="fw">#70A8C8</div></div>
            </div><button class="knopf">Übernehmen</button><button class="knopf">Zurücksetzen</button>
            <p>Die Farbe gilt für neue Fenster.</p><p>Bestehende Fenster behalten ihre Farbe.</p>
            """
        let a = try Self.analyze([
            "design/entwurf.html": Self.page([
                ("t1", "Werkbank", Self.window(Self.buffer)),
                ("t2", "Einstellungen", Self.window(picker))
            ]),
            "app/App.swift": Self.app
        ])
        #expect(a.design.screens.map(\.name).contains("Einstellungen"), "\(a.design.screens.map(\.name))")
    }

    /// Cause 39: a color only the editor pane's printed output uses is the sample's (low, said so); one the app's
    /// own chrome uses too stays a missing color (medium).
    @Test func aColorOnlyThePrintedOutputUsesIsTheSamples() throws {
        let a = try Self.analyze([
            "design/entwurf.html": Self.page([
                ("t1", "Werkbank", Self.window(Self.buffer)),
                ("t2", "Suchleiste", Self.window("<div class=\"knopf\" style=\"border-color: var(--syn-gruen)\">Suchen</div>"))
            ]),
            "app/App.swift": Self.app
        ])
        let missing = a.findings.filter { $0.rule == "color.missing" }
        let rosa = try #require(missing.first { $0.title.contains("--syn-rosa") })
        #expect(rosa.severity == .low && rosa.message.contains("mocked terminal or editor prints"), "\(rosa.message)")
        // The status line beside the output (its mode segment) prints too.
        let blau = try #require(missing.first { $0.title.contains("--syn-blau") })
        #expect(blau.severity == .low, "\(blau.message)")
        // Used by the app's search button as well: the app's color.
        let gruen = try #require(missing.first { $0.title.contains("--syn-gruen") })
        #expect(gruen.severity == .medium, "\(gruen.message)")
    }

    /// Cause 41: a caption beside a desktop window mock is the page's, no app text; a faint text inside the window is.
    @Test func aCaptionBesideADesktopWindowIsNoAppText() throws {
        let a = try Self.analyze([
            "design/entwurf.html": Self.page([
                (
                    "t1", "Werkbank",
                    Self.window(Self.buffer + "<p class=\"leer\">Keine Treffer</p>") + "<p class=\"unterschrift\"><b>Werkbank.</b> Nur das Nötigste.</p>"
                ),
                ("t2", "Suchleiste", Self.window("<p class=\"leer\">Keine Treffer</p>") + "<p class=\"unterschrift\">Die Suche schwebt.</p>")
            ]),
            "app/App.swift": Self.app
        ])
        let contrast = a.findings.filter { $0.rule == "contrast.insufficient" }.map(\.message)
        #expect(!contrast.contains { $0.contains("unterschrift") }, "\(contrast)")
        #expect(contrast.contains { $0.contains(".leer") }, "\(contrast)")
        // The editor's status line prints: its faint position is the editor's, not the app's.
        #expect(!contrast.contains { $0.contains(".pos") }, "\(contrast)")
    }

    /// Cause 40: an AppKit view presented as an overlay is the screen its tab names; a tab named only "Standard" (the
    /// app's ordinary state) with no text to go by is said to be undecidable, low; a tab named after a feature the app
    /// lacks stays missing.
    @Test func appKitViewsAndOverlaysImplementTheirTabs() throws {
        let a = try Self.analyze([
            "design/entwurf.html": Self.page([
                ("t1", "default", Self.window(Self.buffer)),
                ("t2", "suchleiste", Self.window(Self.buffer)),
                ("t3", "verlauf", Self.window(Self.buffer))
            ]),
            "app/App.swift": Self.app
        ])
        let screens = a.findings.filter { $0.rule == "screen.missing" }
        #expect(!screens.contains { $0.title.lowercased().contains("suchleiste") && $0.severity != .low }, "\(screens.map(\.title))")
        let standard = try #require(screens.first { $0.title.contains("default") })
        #expect(standard.severity == .low && standard.message.contains("cannot tell"), "\(standard.message)")
        let verlauf = try #require(screens.first { $0.title.contains("verlauf") })
        #expect(verlauf.severity == .medium, "\(verlauf.message)")
    }
}
