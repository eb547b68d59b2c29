import Foundation
import GapCheckModel
import Testing

@testable import MockupReader

/// The platform a frame is drawn for, by its class words or its box, and desktop surfaces drawn as frames. Class
/// names of other teams than the field repository's.
@Suite struct FramePlatformTests {
    @Test func aFramesClassesSayItsPlatform() {
        #expect(FramePlatform.of(classes: ["iphone-frame"], boxed: false) == .phone)
        #expect(FramePlatform.of(classes: ["handset"], boxed: false) == .phone)
        #expect(FramePlatform.of(classes: ["pixel"], boxed: true) == .phone)
        #expect(FramePlatform.of(classes: ["notch-frame"], boxed: false) == .desktop)
        #expect(FramePlatform.of(classes: ["fenster", "macos-shell"], boxed: false) == .desktop)
        #expect(FramePlatform.of(classes: ["browser-frame"], boxed: false) == .browser)
        // A frame that names no platform, and parts of the app's UI that share a word with one.
        #expect(FramePlatform.of(classes: ["artboard"], boxed: false) == nil)
        #expect(FramePlatform.surfaceFrame(["popover-container"]) == nil)
        #expect(FramePlatform.surfaceFrame(["window-body"]) == nil)
        #expect(FramePlatform.surfaceFrame(["mac-frame-label"]) == nil)
    }

    @Test func aWatchFrameIsAWatchsNotAFeatureNamedWatch() {
        #expect(FramePlatform.of(classes: ["watch"], boxed: false) == .watch)
        #expect(FramePlatform.of(classes: ["uhr", "apple-watch-bezel"], boxed: false) == .watch)
        #expect(FramePlatform.of(classes: ["watchos-screen"], boxed: false) == .watch)
        #expect(FramePlatform.of(classes: ["smartwatch"], boxed: false) == .watch)
        // A part of a watch frame, and a streaming app's watch list, history or "watch later" row.
        #expect(FramePlatform.of(classes: ["watch-frame-label"], boxed: false) == nil)
        #expect(FramePlatform.of(classes: ["watch-list"], boxed: false) == nil)
        #expect(FramePlatform.of(classes: ["watchlist"], boxed: false) == nil)
        #expect(FramePlatform.of(classes: ["watch-later"], boxed: false) == nil)
        #expect(FramePlatform.of(classes: ["watch-history-card"], boxed: false) == nil)
    }

    @Test func aWatchSurfaceIsForeignToAPhoneAppAndAPhoneSurfaceToAWatchApp() {
        #expect(DesignSurface.watch.isForeign(to: [.mobile]))
        #expect(DesignSurface.phone.isForeign(to: [.watch]))
        #expect(!DesignSurface.watch.isForeign(to: [.mobile, .watch]))
        #expect(!DesignSurface.phone.isForeign(to: [.mobile, .watch]))
        #expect(!DesignSurface.watch.isForeign(to: []))
    }

    @Test func onlyAKnownOtherPlatformIsForeign() {
        #expect(DesignSurface.phone.isForeign(to: [.desktop]))
        #expect(DesignSurface.desktop.isForeign(to: [.mobile]))
        #expect(!DesignSurface.phone.isForeign(to: [.mobile, .desktop]))
        #expect(!DesignSurface.phone.isForeign(to: []))
        #expect(!DesignSurface.desktop.isForeign(to: []))
        #expect(DesignSurface.browser.isForeign(to: []))
    }

    private func read(_ html: String) throws -> DesignSpec {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("fenster-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        try html.write(to: base.appendingPathComponent("fenster.html"), atomically: true, encoding: .utf8)
        return try MockupReader.read(roots: [base.path], options: MockupReaderOptions())
    }

    @Test func aDesktopPanelDrawnAsAFrameIsTheAppAndItsCaptionIsNot() throws {
        // A German timer utility: the notch panel is framed, its caption sits inside the frame, the page heading
        // and the introduction outside it.
        let spec = try read(
            """
            <html><head><style>
            body { background: #F4F4F6; color: #222222; }
            .intro { color: #9A9AA0; font-size: 13px; }
            .notch-frame { display: flex; flex-direction: column; }
            .pille { background: #0B0B0D; color: #FFFFFF; font-size: 12px; }
            .pille-zeit { color: #6E6E73; font-size: 11px; }
            .mockup-label { color: #A0A0A8; font-size: 11px; }
            </style></head><body>
            <h1>Zeitnehmer</h1>
            <p class="intro">Beide Zustände nebeneinander</p>
            <div class="notch-frame">
              <div class="pille"><span>Fokus</span><span class="pille-zeit">24:10</span></div>
              <div class="mockup-label">Eingeklappt</div>
            </div>
            </body></html>
            """)
        let texts = Set(spec.elements.map(\.text))
        #expect(texts.contains("Fokus"), "\(texts)")
        #expect(!texts.contains("Eingeklappt") && !texts.contains("Zeitnehmer") && !texts.contains("Beide Zustände nebeneinander"), "\(texts)")
        let selectors = Set(spec.colorPairs.map(\.selector))
        #expect(selectors.contains { $0.contains("pille-zeit") }, "\(selectors)")
        #expect(!selectors.contains { $0.contains("mockup-label") || $0.contains("intro") }, "\(selectors)")
        // What the panel holds is recorded as drawn for the desktop, and the frame is kept for the warning.
        #expect(spec.elements.allSatisfy { $0.surface == .desktop } && spec.colorPairs.allSatisfy { $0.surface == .desktop })
        #expect(spec.surfaceFrames?.map(\.surface) == [.desktop])
    }

    @Test func aBrowserDrawnInsideAPhoneIsPartOfItsScreen() throws {
        // An in-app browser sheet inside the phone frame is the phone screen's content, not a web surface of its own.
        let spec = try read(
            """
            <html><head><style>
            .phone-frame { width: 390px; height: 844px; background: #FFFFFF; }
            .browser-frame { background: #FAFAFA; }
            .kopf { color: #111111; font-size: 17px; }
            </style></head><body>
            <div class="phone-frame">
              <div class="kopf">Artikel</div>
              <div class="browser-frame"><p class="kopf">Quelle öffnen</p><p>Mehr</p></div>
            </div>
            </body></html>
            """)
        let texts = Set(spec.elements.map(\.text))
        #expect(texts.contains("Artikel") && texts.contains("Quelle öffnen"), "\(texts)")
        #expect(spec.screens.count == 1 && spec.screens.first?.surface == .phone)
        #expect(spec.elements.allSatisfy { $0.surface == .phone }, "\(spec.elements.map { ($0.text, $0.surface) })")
        #expect(spec.surfaceFrames?.map(\.surface) == [.phone])
    }

    @Test func aBrowserWindowBesideAPhoneIsNeitherTheAppNorItsDesign() throws {
        // A Dutch read-later product: the phone app and its browser extension side by side. The extension's own
        // token and texts are not the app's; the phone's are.
        let spec = try read(
            """
            <html><head><style>
            :root { --inkt: #1A1A1A; --zacht-oranje: #F3D9BF; }
            .toestel { width: 375px; height: 812px; background: #FFFFFF; }
            .venster-browser-frame { width: 640px; background: #FFFFFF; }
            .kop { color: var(--inkt); font-size: 17px; }
            .label-chip { background: var(--zacht-oranje); color: #8A4B12; font-size: 11px; }
            </style></head><body>
            <div class="toestel"><div class="iphone-screen"><h2 class="kop">Leeslijst</h2><p>Drie artikelen</p></div></div>
            <div class="venster-browser-frame"><p class="kop">Pagina bewaren</p><span class="label-chip">#tech</span></div>
            </body></html>
            """)
        let texts = Set(spec.elements.map(\.text))
        #expect(texts.contains("Leeslijst") && !texts.contains("Pagina bewaren") && !texts.contains("#tech"), "\(texts)")
        #expect(!spec.expectations.contains { $0.name == "--zacht-oranje" }, "\(spec.expectations.map(\.name))")
        #expect(spec.expectations.contains { $0.name == "--inkt" })
        #expect(spec.surfaceFrames?.map(\.surface) == [.phone, .browser], "\(String(describing: spec.surfaceFrames))")
    }
}
