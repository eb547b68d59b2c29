import Foundation
import GapCheckModel
import Testing

@testable import MockupReader

/// A composition that shows the app on a drawn desktop, under the desktop's menu bar with the front app's menus, is
/// marketing art when another page draws the same surface: no screen the app lacks. Alone, or under a bar that is no
/// desktop's menu bar, it stays a screen. Fixtures: a French break-reminder menu-bar app, a Japanese menu bar.
@Suite struct InSituCompositionTests {
    static let popover = """
        <div class="popover">
          <h2>Pause Café</h2>
          <p class="prochaine">Prochaine pause</p>
          <p class="delai">Dans 25 min</p>
          <button>Réglages</button>
          <button>Quitter</button>
        </div>
        """

    static let style = """
        <style>
        body { background: #1B2433; color: #F5F5F7; font-family: sans-serif; }
        .popover { background: #2A2F3A; border-radius: 12px; width: 300px; padding: 12px; }
        .barre { display: flex; gap: 14px; height: 24px; background: rgba(0,0,0,.3); font-size: 13px; }
        </style>
        """

    /// The popover's own page: the design of the surface.
    static let surfacePage = "<!DOCTYPE html><html lang=\"fr\"><head>\(style)</head><body>\(popover)</body></html>"

    /// The popover under a drawn desktop's menu bar (`menus`: the bar's menus).
    static func desktopPage(menus: [String]) -> String {
        let items = menus.map { "<span>\($0)</span>" }.joined()
        return """
            <!DOCTYPE html><html lang="fr"><head>\(style)</head><body>
            <div class="bureau">
              <div class="barre"><b>Finder</b><nav>\(items)</nav><span class="heure">lun. 9:41</span></div>
              \(popover)
            </div>
            </body></html>
            """
    }

    static let frenchMenus = ["Fichier", "Édition", "Présentation", "Aller", "Fenêtre", "Aide"]

    @Test func aSurfaceOnADrawnDesktopThatAnotherPageDrawsIsNoScreen() throws {
        let spec = try readDesign(["popover.html": Self.surfacePage, "vitrine.html": Self.desktopPage(menus: Self.frenchMenus)])
        let names = spec.screens.map(\.name)
        #expect(!names.contains { $0.lowercased().contains("vitrine") }, "\(names)")
        #expect(names.contains { $0.lowercased().contains("popover") }, "\(names)")
    }

    /// Negative: the composition alone is the only drawing of the surface, and stays a screen.
    @Test func theOnlyDrawingOfTheSurfaceStaysAScreen() throws {
        let spec = try readDesign(["vitrine.html": Self.desktopPage(menus: Self.frenchMenus)])
        #expect(spec.screens.map(\.name).contains { $0.lowercased().contains("vitrine") }, "\(spec.screens.map(\.name))")
    }

    /// Negative: a bar of three menus, or of words that are no menus of a desktop app, is no desktop's menu bar.
    @Test func aBarOfOtherWordsIsNoDesktop() throws {
        for menus in [["Fichier", "Édition", "Aide"], ["Accueil", "Pauses", "Statistiques", "Compte"]] {
            let spec = try readDesign(["popover.html": Self.surfacePage, "vitrine.html": Self.desktopPage(menus: menus)])
            #expect(spec.screens.map(\.name).contains { $0.lowercased().contains("vitrine") }, "\(menus): \(spec.screens.map(\.name))")
        }
    }

    /// The menu bar is found in other languages, and is the bar around the menus, not the page.
    @Test func aJapaneseMenuBar() throws {
        let page = try HTMLPage(
            text: """
                <html><body><div class="desk"><header class="mb"><i></i><strong>Finder</strong><div><span>ファイル</span><span>編集</span>
                <span>表示</span><span>移動</span><span>ウインドウ</span><span>ヘルプ</span></div><span>11月26日(木) 15:42</span></header>
                <section class="pop"><h3>休憩タイマー</h3><p>次の休憩まで25分</p><p>設定</p></section></div></body></html>
                """, file: "hero.html")
        let doc = page.document
        let bar = try #require(InSituComposition.menuBar(doc))
        #expect(doc.nodes[bar].name == "header")
        #expect(InSituComposition.surfaceTexts(doc) == ["休憩タイマー", "次の休憩まで25分", "設定"])
        #expect(InSituComposition.drawnElsewhere(["休憩タイマー", "次の休憩まで25分", "設定"], other: ["休憩タイマー", "次の休憩まで25分", "設定", "終了"]))
        #expect(!InSituComposition.drawnElsewhere(["休憩タイマー", "次の休憩まで25分", "設定"], other: ["設定", "終了"]))
    }
}
