import GapCheckModel
import LibXML

/// The controls a page adds to preview itself in another appearance (`<div id="themeToggle">` with "☀️ Light" and
/// "🌙 Dark" buttons whose script sets `data-theme` on `<html>`): they switch the page, not the app, so on a page that
/// specifies the design system they are the page's chrome, as a prototype's state switcher is (`PrototypeControls`).
/// Beside a mockup's frames they are chrome already; inside a frame, or on a frameless screen, an appearance picker
/// may be the app's own (a Settings screen's), so they are not looked for there.
///
/// A group is such a switch when it is no control itself, holds one to four controls, each labelled only with
/// appearance words in any language ("Light", "Dark", "Auto", "Tema: claro", "ダーク", "深色", a `data-theme="dark"`
/// value), one of them naming light or dark or the theme, and little else (one short caption such as "Tema:"; a
/// radio button's `<label>` is part of its control); and the page switches its own appearance: an inline script or
/// handler sets an attribute or class on `document.documentElement` or `document.body`, or their color scheme.
enum AppearanceSwitch {
    /// Words that say which appearance a control shows, or that it switches one.
    private static let appearanceWords: Set<String> = [
        "light", "dark", "auto", "automatic", "system", "theme", "themes", "mode", "modes", "appearance", "scheme", "day", "night",
        "toggle", "switch", "preview", "claro", "oscuro", "tema", "modo", "automático", "automatico", "sistema", "clair", "sombre",
        "thème", "hell", "dunkel", "design", "modus", "chiaro", "scuro", "escuro", "licht", "donker",
        "jasny", "ciemny", "светлая", "тёмная", "темная", "тема"
    ]
    /// Words among `appearanceWords` that name an appearance or the theme itself: one control at least says one.
    private static let namingWords: Set<String> = [
        "light", "dark", "theme", "appearance", "scheme", "night", "claro", "oscuro", "tema", "clair", "sombre", "thème", "hell",
        "dunkel", "design", "chiaro", "scuro", "escuro", "licht", "donker", "jasny", "ciemny", "светлая", "тёмная", "темная", "тема"
    ]
    /// The same in scripts written without spaces, found as part of a label.
    private static let appearanceTerms = [
        "浅色", "深色", "亮色", "暗色", "主题", "主題", "模式", "日间", "夜间", "日間", "夜間", "外观", "外觀", "自动", "跟随系统", "系统", "ライト", "ダーク",
        "テーマ", "モード", "外観", "自動", "システム", "라이트", "다크", "테마", "모드", "자동"
    ]
    private static let namingTerms = [
        "浅色", "深色", "亮色", "暗色", "主题", "主題", "日间", "夜间", "日間", "夜間", "外观", "外觀", "ライト", "ダーク", "テーマ", "外観", "라이트", "다크", "테마"
    ]
    /// Most controls a switch holds: light, dark, a high-contrast mode and "system".
    private static let maxControls = 4
    /// Longest caption a switch may carry beside its controls ("Tema:", "Vorschau").
    private static let maxCaption = 24

    /// The switches of a page without frames: the outermost element of each.
    static func find(_ doc: MarkupDocument) -> [Int] {
        guard switchesOwnAppearance(doc) else { return [] }
        var labelsFor: [String: [Int]] = [:]
        for l in doc.elementsInOrder() where doc.nodes[l].name == "label" {
            if let id = doc.nodes[l].attribute("for"), !id.isEmpty { labelsFor[id, default: []].append(l) }
        }
        // Only the ancestors of a control labelled with appearance words can be a switch: a page's other controls
        // cost one look each.
        var out: Set<Int> = []
        for node in doc.elementsInOrder() where PrototypeControls.isControl(doc.nodes[node]) {
            guard isAppearanceControl(doc, node, labelsFor: labelsFor) else { continue }
            var group: Int?
            var candidate: Int? = node
            while let c = candidate, c != doc.root, !["body", "html"].contains(doc.nodes[c].name), isSwitch(doc, c, labelsFor: labelsFor) {
                group = c
                candidate = doc.nodes[c].parent
            }
            if let g = group { out.insert(g) }
        }
        // The outermost of nested finds (a group and one of its buttons found alone).
        return out.filter { g in !doc.ancestors(of: g).contains(where: out.contains) }.sorted()
    }

    /// True when the page's own scripts or handlers switch the appearance of the page itself.
    static func switchesOwnAppearance(_ doc: MarkupDocument) -> Bool {
        var code = ""
        for node in doc.elementsInOrder() {
            let n = doc.nodes[node]
            if n.name == "script", (n.attribute("src") ?? "").isEmpty { code += AppFrames.scriptSource(doc, node) + "\n" }
            for a in n.attributes where a.name.hasPrefix("on") { code += a.value + "\n" }
        }
        let lower = code.lowercased()
        // The page's root, and a change of its attributes, classes or color scheme (the labels say which appearance).
        let root = ["documentelement", "document.body", "(\"html\")", "('html')", "(\"body\")", "('body')"]
        let change = ["setattribute", "toggleattribute", "dataset", "classlist", "classname", "colorscheme", "setproperty"]
        return root.contains { lower.contains($0) } && change.contains { lower.contains($0) }
    }

    /// True when `node` holds one to `maxControls` controls, every one labelled only with appearance words and one
    /// naming an appearance, and no text outside them but one short caption.
    private static func isSwitch(_ doc: MarkupDocument, _ node: Int, labelsFor: [String: [Int]]) -> Bool {
        let all = doc.elementsInOrder(from: node)
        let controls = all.filter { PrototypeControls.isControl(doc.nodes[$0]) }
        guard !controls.isEmpty, controls.count <= maxControls,
            controls.allSatisfy({ isAppearanceControl(doc, $0, labelsFor: labelsFor) }),
            controls.contains(where: { label(doc, $0, labelsFor: labelsFor).contains(where: namesAppearance) })
        else { return false }
        // A radio button's `<label>` is part of its control.
        let parts = controls + all.filter { doc.nodes[$0].name == "label" }
        return PrototypeControls.holdsOnlyControls(doc, all, controls: parts, maxCaption: maxCaption)
    }

    /// True when every label of the control is appearance words only.
    private static func isAppearanceControl(_ doc: MarkupDocument, _ control: Int, labelsFor: [String: [Int]]) -> Bool {
        let labels = label(doc, control, labelsFor: labelsFor)
        return !labels.isEmpty && labels.allSatisfy(isAppearanceWords)
    }

    /// What labels a control: its text, `aria-label`, `title`, `value`, `data-theme`-like values and the text of a
    /// `<label>` naming or wrapping it; each a candidate, empty ones left out.
    private static func label(_ doc: MarkupDocument, _ control: Int, labelsFor: [String: [Int]]) -> [String] {
        let n = doc.nodes[control]
        var out = [doc.textContent(of: control)]
        out += [n.attribute("aria-label"), n.attribute("title")].compactMap { $0 }
        if n.name == "input" { out += [n.attribute("value")].compactMap { $0 } }
        out += n.attributes.filter { $0.name.hasPrefix("data-") }.map(\.value)
        if let id = n.attribute("id") { out += (labelsFor[id] ?? []).map { doc.textContent(of: $0) } }
        if let wrap = doc.ancestors(of: control).first(where: { doc.nodes[$0].name == "label" }) { out.append(doc.textContent(of: wrap)) }
        return out.filter { $0.contains(where: \.isLetter) }
    }

    /// True when every word of `text` is an appearance word (emoji and punctuation aside).
    private static func isAppearanceWords(_ text: String) -> Bool {
        var rest = text
        for term in appearanceTerms { rest = rest.replacingOccurrences(of: term, with: " ") }
        return NameWords.split(rest).allSatisfy { appearanceWords.contains($0) || $0.allSatisfy(\.isNumber) }
    }

    /// True when `text` names an appearance or the theme (not only "Auto").
    private static func namesAppearance(_ text: String) -> Bool {
        namingTerms.contains { text.contains($0) } || NameWords.split(text).contains(where: namingWords.contains)
    }
}
