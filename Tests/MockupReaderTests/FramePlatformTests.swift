import Foundation
import GapCheckModel
import Testing

@testable import MockupReader

/// The platform a frame is drawn for, by its class words or its box, and desktop surfaces drawn as frames. Class
/// names of other teams than the field repository's.
@Suite struct FramePlatformTests {
    @Test func aFramesClassesSayItsPlatform() {
        #expect(FramePlatform.of(classes: ["iphone-frame"], boxed: false) == .mobile)
        #expect(FramePlatform.of(classes: ["handset"], boxed: false) == .mobile)
        #expect(FramePlatform.of(classes: ["pixel"], boxed: true) == .mobile)
        #expect(FramePlatform.of(classes: ["notch-frame"], boxed: false) == .desktop)
        #expect(FramePlatform.of(classes: ["fenster", "macos-shell"], boxed: false) == .desktop)
        #expect(FramePlatform.of(classes: ["browser-frame"], boxed: false) == .web)
        // A frame that names no platform, and parts of the app's UI that share a word with one.
        #expect(FramePlatform.of(classes: ["artboard"], boxed: false) == nil)
        #expect(FramePlatform.surfaceFrame(["popover-container"]) == nil)
        #expect(FramePlatform.surfaceFrame(["window-body"]) == nil)
        #expect(FramePlatform.surfaceFrame(["mac-frame-label"]) == nil)
    }

    @Test func onlyAKnownOtherPlatformIsForeign() {
        #expect(FramePlatform.isForeign(.mobile, app: [.desktop]))
        #expect(FramePlatform.isForeign(.desktop, app: [.mobile]))
        #expect(!FramePlatform.isForeign(.mobile, app: [.mobile, .desktop]))
        #expect(!FramePlatform.isForeign(.mobile, app: []))
        #expect(!FramePlatform.isForeign(nil, app: [.desktop]))
        #expect(FramePlatform.isForeign(.web, app: []))
    }

    private func read(_ html: String, app: Set<AppPlatform> = []) throws -> DesignSpec {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("fenster-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        try html.write(to: base.appendingPathComponent("fenster.html"), atomically: true, encoding: .utf8)
        return try MockupReader.read(roots: [base.path], options: MockupReaderOptions(appPlatforms: app))
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
            """, app: [.desktop])
        let texts = Set(spec.elements.map(\.text))
        #expect(texts.contains("Fokus"), "\(texts)")
        #expect(!texts.contains("Eingeklappt") && !texts.contains("Zeitnehmer") && !texts.contains("Beide Zustände nebeneinander"), "\(texts)")
        let selectors = Set(spec.colorPairs.map(\.selector))
        #expect(selectors.contains { $0.contains("pille-zeit") }, "\(selectors)")
        #expect(!selectors.contains { $0.contains("mockup-label") || $0.contains("intro") }, "\(selectors)")
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
            """, app: [.mobile])
        let texts = Set(spec.elements.map(\.text))
        #expect(texts.contains("Artikel") && texts.contains("Quelle öffnen"), "\(texts)")
        #expect(spec.screens.count == 1)
    }
}
