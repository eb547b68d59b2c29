import Foundation
import GapCheckModel
import Testing

@testable import MockupReader

/// A page of frames captioned one by one: which frame a caption names is told by the page's own pattern, not by a fixed
/// side. A caption right before the first frame and none after the last says each caption precedes its frame (the one
/// after a frame is the next frame's); the reverse says each follows it. Styles: a Japanese page whose captions come
/// first ("ホーム：…" with a fullwidth colon), a Spanish one whose captions come under the frames.
@Suite struct FrameCaptionSideTests {
    static func screens(_ body: String) throws -> [ScreenSpec] {
        let page = try HTMLPage(text: "<html><body><main>\(body)</main></body></html>", file: "frames.html")
        return StructureExtractor(page: page, fileStem: "frames").extract().screens
    }

    /// Two Japanese frames, each introduced by a caption before it: "name：what it shows", longer than a name.
    static let captionsFirst = """
        <p class="caption">ホーム：起動後に最初に表示される画面です。最近の記録と今日の目標を上部にまとめて、下部にはタブバーを固定して表示します。詳しくは仕様書を参照。</p>
        <div class="phone"><h2>今日の目標</h2><p>3 件の記録</p><footer><span>ホーム</span></footer></div>
        <p class="caption">設定：通知とアカウントの設定をまとめた画面です。項目ごとにスイッチで切り替えられるようにし、下部に退会の導線を置きます。詳しくは仕様書を参照。</p>
        <div class="phone"><h2>通知</h2><p>毎朝のお知らせ</p><footer><span>設定</span></footer></div>
        """

    @Test func captionsBeforeTheirFramesNameTheFramesAfterThem() throws {
        let s = try Self.screens(Self.captionsFirst)
        #expect(s.map(\.name) == ["ホーム", "設定"], "\(s.map(\.name))")
    }

    @Test func aCaptionBeforeItsFrameIsNotTheFrameAboveIt() throws {
        // Short captions named the frames already; the next frame's caption must not become the first frame's other name.
        let s = try Self.screens(
            """
            <p class="caption">ホーム</p><div class="phone"><h2>今日の目標</h2><p>3 件</p><p>記録する</p></div>
            <p class="caption">設定</p><div class="phone"><h2>通知</h2><p>毎朝</p><p>週末</p></div>
            <section class="notes"><p>メモ</p></section>
            """)
        #expect(s.map(\.name) == ["ホーム", "設定"], "\(s.map(\.name))")
        let aliases = s.first?.aliases ?? []
        #expect(!aliases.contains("設定"), "\(aliases)")
    }

    @Test func captionsUnderTheirFramesNameTheFramesAboveThem() throws {
        // The negative: a page written the other way. The caption before the second frame is the first frame's.
        let s = try Self.screens(
            """
            <div class="phone"><h2>Resumen del mes</h2><p>Gastos</p><p>Ingresos</p></div><p class="caption">Inicio</p>
            <div class="phone"><h2>Cuenta y avisos</h2><p>Correo</p><p>Avisos</p></div><p class="caption">Ajustes</p>
            """)
        #expect(s.map(\.name) == ["Inicio", "Ajustes"], "\(s.map(\.name))")
        let aliases = s.last?.aliases ?? []
        #expect(!aliases.contains("Inicio"), "\(aliases)")
    }

    @Test func aDesignersDraftSuffixIsNoPartOfTheName() throws {
        let s = try Self.screens(
            """
            <div class="phone" aria-label="单元总结页静态对齐稿"><h2>烂熟于心</h2><p>Texto</p><p>Más</p></div>
            <div class="phone" aria-label="Startseite Entwurf"><h2>Willkommen</h2><p>Texto</p><p>Más</p></div>
            <div class="phone" aria-label="Inicio borrador"><h2>Hola</h2><p>Texto</p><p>Más</p></div>
            <div class="phone" aria-label="Draft editor"><h2>Nueva nota</h2><p>Texto</p><p>Más</p></div>
            """)
        #expect(s.map(\.name) == ["单元总结页", "Startseite", "Inicio", "Draft editor"], "\(s.map(\.name))")
    }

    @Test func aDrawnNavigationBarTitlesItsFrame() throws {
        // An unclassed, inline-styled bar: a back glyph, the centred title, an empty spacer.
        let s = try Self.screens(
            """
            <section id="scr-profil">
              <div class="phone">
                <div class="statusbar"><span>9:41</span></div>
                <div style="display:flex; justify-content:space-between;"><span>‹</span><span style="font-weight:600">Profil bearbeiten</span><div style="width:32px"></div></div>
                <div><p>Anzeigename</p></div>
              </div>
            </section>
            <section id="scr-liste">
              <div class="phone">
                <div style="display:flex;"><span>‹</span><span>Zurück</span><div></div></div>
                <div><p>Alle Einträge</p></div>
              </div>
            </section>
            """)
        #expect(s.count == 2)
        #expect(s.first?.title == "Profil bearbeiten" || (s.first.map { [$0.name] + $0.aliases } ?? []).contains("Profil bearbeiten"), "\(s)")
        // A back button's own label ("‹ Zurück") is no title.
        let second = s.last.map { [$0.name, $0.title ?? ""] + $0.aliases } ?? []
        #expect(!second.contains("Zurück"), "\(second)")
    }
}
