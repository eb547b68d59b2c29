import Foundation
import LibXML

/// A composition that shows the app in situ: one of its surfaces on a drawn desktop, under the desktop's menu bar with
/// the menus of the app in front (`File Edit View Window Help`, `Ablage Bearbeiten Darstellung Fenster Hilfe`, `ファイル
/// 編集 表示 ウインドウ ヘルプ`). A README's hero image or a store screenshot is drawn so; when another page of the design
/// draws the same surface (most of its texts), the composition is marketing art, not a screen the app lacks.
///
/// A page that draws the app's surface under a menu bar and nowhere else is the design of that surface and stays a
/// screen.
enum InSituComposition {
    /// Menus of a desktop app's menu bar, one set per language: four of one set in a row make the desktop's menu bar.
    private static let menuSets: [Set<String>] = [
        ["file", "edit", "view", "go", "window", "help", "format", "insert", "history", "bookmarks"],
        ["ablage", "datei", "bearbeiten", "darstellung", "gehe zu", "fenster", "hilfe", "einfügen", "format"],
        ["fichier", "édition", "présentation", "affichage", "aller", "fenêtre", "aide", "format", "insertion"],
        ["archivo", "edición", "visualización", "ver", "ir", "ventana", "ayuda", "formato", "insertar"],
        ["archivio", "modifica", "vista", "vai", "finestra", "aiuto", "formato", "inserisci"],
        ["arquivo", "editar", "visualizar", "ir", "janela", "ajuda", "formatar", "inserir"],
        ["ファイル", "編集", "表示", "移動", "ウインドウ", "ウィンドウ", "ヘルプ", "フォーマット"],
        ["文件", "编辑", "显示", "前往", "窗口", "帮助", "格式", "檔案", "編輯", "顯示", "視窗", "說明"],
        ["파일", "편집", "보기", "이동", "윈도우", "도움말", "포맷"]
    ]
    /// Least menus of one language in a row that make a menu bar.
    private static let minimumMenus = 4
    /// Most elements a menu bar holds (its logo, the app's name, its menus, status items and clock).
    private static let barElements = 60
    /// Least texts of the surface that another page must show for the composition to be its marketing art.
    static let minimumShared = 3

    /// The texts of what a frameless page draws outside a desktop menu bar, collapsed; nil when it draws no such bar.
    static func surfaceTexts(_ doc: MarkupDocument) -> Set<String>? {
        guard let bar = menuBar(doc) else { return nil }
        return texts(doc, outside: Set(doc.elementsInOrder(from: bar)), skipping: ["script", "style", "title"])
    }

    /// The texts of a page, collapsed, as `surfaceTexts` reads them.
    static func pageTexts(_ doc: MarkupDocument) -> Set<String> { texts(doc, outside: [], skipping: ["script", "style"]) }

    /// The texts with letters of the elements outside `excluded` not named in `skipped`, whitespace collapsed.
    private static func texts(_ doc: MarkupDocument, outside excluded: Set<Int>, skipping skipped: Set<String>) -> Set<String> {
        var out: Set<String> = []
        for node in doc.elementsInOrder() where !excluded.contains(node) && !skipped.contains(doc.nodes[node].name) {
            for c in doc.nodes[node].children where doc.nodes[c].kind == .text {
                let t = MarkupDocument.collapseWhitespace(doc.nodes[c].text).trimmingCharacters(in: .whitespaces)
                if t.contains(where: \.isLetter) { out.insert(t) }
            }
        }
        return out
    }

    /// True when another page showing `other` texts draws the composition's surface: `minimumShared` of its texts or
    /// more, and most of them.
    static func drawnElsewhere(_ surface: Set<String>, other: Set<String>) -> Bool {
        let shared = surface.intersection(other).count
        return shared >= minimumShared && shared * 2 > surface.count
    }

    /// The desktop menu bar a page draws: the element holding a row of `minimumMenus` sibling menus of one language (each
    /// an element whose text is the menu's name alone), widened to the bar around them while it stays a bar's size.
    static func menuBar(_ doc: MarkupDocument) -> Int? {
        for node in doc.elementsInOrder() where node != doc.root {
            let children = doc.elementChildren(of: node)
            guard children.count >= minimumMenus else { continue }
            // A menu is an element of its name alone.
            let names = children.map { c in
                doc.elementChildren(of: c).isEmpty ? MarkupDocument.collapseWhitespace(doc.textContent(of: c)).lowercased() : ""
            }
            guard menuSets.contains(where: { set in longestRun(names, in: set) >= minimumMenus }) else { continue }
            // The menus' own group (`nav > span × 6`) sits in the bar beside the front app's name and the clock: the bar
            // is the group's parent, when the group holds nothing but its menus and the parent is a bar's size.
            if textsOutside(doc, node, nil) <= children.count, let p = doc.nodes[node].parent, p != doc.root, !["body", "html"].contains(doc.nodes[p].name),
                doc.elementsInOrder(from: p).count <= barElements, textsOutside(doc, p, node) <= maximumBarTexts
            {
                return p
            }
            return node
        }
        return nil
    }

    /// Most texts a menu bar holds beside its menus (the front app's name, a clock, a status item's reading).
    private static let maximumBarTexts = 3

    /// The texts with letters under `node` outside `inner` (all of them when `inner` is nil).
    private static func textsOutside(_ doc: MarkupDocument, _ node: Int, _ inner: Int?) -> Int {
        let skip = inner.map { Set(doc.elementsInOrder(from: $0)) } ?? []
        var count = 0
        for e in doc.elementsInOrder(from: node) where !skip.contains(e) {
            count += doc.nodes[e].children.filter { doc.nodes[$0].kind == .text && doc.nodes[$0].text.contains(where: \.isLetter) }.count
        }
        return count
    }

    private static func longestRun(_ names: [String], in set: Set<String>) -> Int {
        var best = 0
        var run = 0
        for n in names {
            run = set.contains(n.trimmingCharacters(in: .whitespaces)) ? run + 1 : 0
            best = max(best, run)
        }
        return best
    }
}
