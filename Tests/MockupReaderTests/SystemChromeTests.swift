import Foundation
import GapCheckModel
import Testing

@testable import MockupReader

/// The device's own UI drawn in a mockup's frames (a status bar's clock, a desktop menu bar, a keyboard drawn key
/// by key) is the system's, not the app's: no contrast pair, no design element. The app's own parts that share a
/// word with it (a status badge, a menu-bar popover) stay checked. Fixtures: a Spanish recipe app and a
/// macOS clipboard utility, not the bundled sample.
@Suite struct SystemChromeTests {
    private func read(_ html: String) throws -> DesignSpec {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("recetas-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        try html.write(to: base.appendingPathComponent("recetas.html"), atomically: true, encoding: .utf8)
        return try MockupReader.read(roots: [base.path])
    }

    private let phone = """
        <html><head><style>
        body { background: #FFFFFF; color: #1A1A1A; }
        .phone-frame { width: 390px; height: 844px; background: #FFFFFF; }
        .status-bar { display: flex; padding: 14px 20px; }
        .status-bar-left { color: #FFFFFF; font-size: 15px; }
        .ios-keyboard { background: #D1D3D9; }
        .tecla { color: #C8C8C8; background: #FFFFFF; font-size: 22px; width: 32px; height: 42px; }
        .status-badge { color: #FFFFFF; background: #FFE08A; font-size: 12px; }
        .titulo { color: #1A1A1A; font-size: 28px; }
        </style></head><body>
        <div class="phone-frame">
          <div class="status-bar"><span class="status-bar-left">9:41</span><span class="status-icons">100%</span></div>
          <h1 class="titulo">Paella valenciana</h1>
          <span class="status-badge">Nueva</span>
          <div class="ios-keyboard">
            <div class="fila"><span class="tecla">q</span><span class="tecla">w</span><span class="tecla">e</span><span class="tecla">r</span><span class="tecla">t</span></div>
            <div class="fila"><span class="tecla">a</span><span class="tecla">s</span><span class="tecla">d</span><span class="tecla">f</span><span class="tecla">g</span></div>
          </div>
        </div>
        </body></html>
        """

    @Test func theStatusBarAndAKeyboardDrawnInTheFrameAreNotTheAppsText() throws {
        let spec = try read(phone)
        let selectors = Set(spec.colorPairs.map(\.selector))
        // The app's own badge fails and is still read; the clock and the keys are the system's.
        #expect(selectors.contains { $0.contains("status-badge") })
        #expect(!selectors.contains { $0.contains("status-bar") })
        #expect(!selectors.contains { $0.contains("tecla") })
        let texts = Set(spec.elements.map(\.text))
        #expect(texts.contains("Paella valenciana"))
        #expect(!texts.contains("9:41"))
        #expect(!texts.contains("q"))
    }

    @Test func aMenuBarStripIsTheSystemsButTheAppsPopoverUnderItIsNot() throws {
        let spec = try read(
            """
            <html><head><style>
            .device-frame { width: 520px; height: 360px; background: #1E1E24; }
            .mac-menubar-strip { display: flex; background: #2A2A30; height: 28px; }
            .mac-menubar-strip span { color: #55555C; font-size: 13px; }
            .menubar-popover { background: #2A2A30; padding: 12px; }
            .recorte { color: #4A4A52; font-size: 13px; }
            </style></head><body>
            <div class="device-frame">
              <div class="mac-menubar-strip"><span>Finder</span><span>Archivo</span><span>Edición</span></div>
              <div class="menubar-popover"><p class="recorte">Último recorte copiado</p></div>
            </div>
            </body></html>
            """)
        let selectors = Set(spec.colorPairs.map(\.selector))
        #expect(selectors.contains { $0.contains("recorte") })
        #expect(!selectors.contains { $0.contains("mac-menubar-strip") })
        #expect(spec.elements.contains { $0.text == "Último recorte copiado" })
        #expect(!spec.elements.contains { $0.text == "Finder" })
    }

    @Test func anUnnamedMenuBarOfIconsAndAClockIsTheSystemsOnAFramelessPage() throws {
        // A German clipboard utility drawn on a frameless page: the macOS menu bar is a strip of icon boxes and the
        // clock, classed in the designer's shorthand; the app's own rows beside it keep their times and icons.
        let spec = try read(
            """
            <html><head><style>
            body { background: #101014; color: #E0E0E6; }
            .leiste { display: flex; justify-content: flex-end; gap: 12px; height: 26px; }
            .sym { width: 14px; height: 14px; background: rgba(255,255,255,.08); }
            .uhr { color: #4C4C55; font-size: 12px; }
            .eintrag { display: flex; gap: 8px; }
            .zeit { color: #50505A; font-size: 11px; }
            .wiedergabe { display: flex; gap: 6px; }
            .dauer { color: #52525C; font-size: 11px; }
            .knopf { width: 16px; height: 16px; }
            </style></head><body>
            <div class="leiste"><i class="sym"></i><i class="sym"></i><i class="sym"></i><span class="uhr">Do. 15:42</span></div>
            <div class="eintrag"><i class="sym"></i><i class="sym"></i><i class="sym"></i><span class="zeit">Kopiert 15:40</span></div>
            <div class="eintrag"><i class="sym"></i><span class="text">Rechnung März</span><span class="zeit">15:38</span></div>
            <div class="wiedergabe"><button class="knopf"></button><button class="knopf"></button><i class="sym"></i><span class="dauer">3:12</span></div>
            </body></html>
            """)
        let selectors = Set(spec.colorPairs.map(\.selector))
        #expect(!selectors.contains { $0.contains("uhr") })
        #expect(!spec.elements.contains { $0.text == "Do. 15:42" })
        // A row with a sentence, a row with a name beside its time, a player with buttons: the app's.
        #expect(spec.elements.contains { $0.text == "Kopiert 15:40" })
        #expect(spec.elements.contains { $0.text == "15:38" })
        #expect(selectors.contains { $0.contains("dauer") })
    }

    @Test func aClockReadingIsShortWordsAroundATime() {
        #expect(UnnamedSystemBar.isClockReading("Thu 3:42 PM"))
        #expect(UnnamedSystemBar.isClockReading("11月26日(木) 15:42"))
        #expect(UnnamedSystemBar.isClockReading("9:41"))
        #expect(!UnnamedSystemBar.isClockReading("Kopiert 15:40"))
        #expect(!UnnamedSystemBar.isClockReading("Meeting at 3:30 with the design team"))
        #expect(!UnnamedSystemBar.isClockReading("42 items"))
    }

    @Test func aDesktopWindowsOwnStatusBarStaysTheApps() throws {
        // A recorder window's bottom strip: its format and save path are the app's, though the class says status bar.
        let spec = try read(
            """
            <html><head><style>
            .device-frame { width: 640px; height: 400px; background: #FFFFFF; }
            .statusbar { display: flex; background: #FFFFFF; }
            .ruta { color: #B0B0B8; font-size: 12px; }
            </style></head><body>
            <div class="device-frame">
              <div class="statusbar"><span class="ruta">~/Películas/Grabaciones</span><span class="ruta">60 FPS</span></div>
            </div>
            </body></html>
            """)
        #expect(spec.colorPairs.contains { $0.selector.contains("ruta") })
        #expect(AppFrames.showsOnlyStatusReadings("9:41  5G 100%"))
        #expect(AppFrames.showsOnlyStatusReadings("9:41 AM"))
        #expect(!AppFrames.showsOnlyStatusReadings("MP4 H.264 60 FPS"))
    }

    @Test func onlyEveryWordOfTheClassNamesTheBar() {
        // Class names, as words: the bar's own words, its platform, or a part of it.
        let cases: [(String, Bool)] = [
            ("status-bar", true), ("statusbar", true), ("ios-status", true), ("android-status-bar", true),
            ("wf-status-bar", true), ("status-bar-right", true), ("mac-menubar-strip", true), ("menubar", true),
            ("home-indicator", true), ("status-badge", false), ("status", false), ("menubar-popover", false),
            ("menubar-frame", false), ("notch-item", false), ("order-status", false), ("menu-bar", false)
        ]
        for (name, expected) in cases {
            #expect(AppFrames.namesSystemBar(name) == expected, "\(name)")
        }
    }
}
