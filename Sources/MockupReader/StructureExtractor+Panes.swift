import GapCheckModel
import LibXML

/// The panes of one frame that a clickable prototype shows one at a time, and the tab bar that switches them.
///
/// A one-file prototype often draws one phone and every screen inside it (`<div class="page" id="page-map">` beside
/// `page-home`, `page-settings`), shown one at a time by a script (`showPage('map')`). Such panes are screens of their
/// own, each named like any frame (its comment, its id without `page-`, its heading) and opened by the frame's tab bar.
/// Panes that are states or steps of one screen (`#state-empty`, `#step-2`), or that share a title drawn outside them
/// (a segmented control's panes under one navigation title), stay one screen.
extension StructureExtractor {
    /// Class words of a layer presented over a screen (a sheet, a dialog, a toast): hidden until shown as a pane is, but
    /// part of the screen that opens it, never a screen of its own.
    static let overlayWords: Set<String> = [
        "modal", "overlay", "sheet", "dialog", "popup", "popover", "toast", "snackbar", "drawer", "menu", "dropdown", "tooltip",
        "alert", "lightbox", "backdrop", "actionsheet", "hud", "banner"
    ]

    /// Class words of a bar at the top of a screen that holds its title (`.header`, `.nav-bar`, `.app-bar`).
    static let titleBarWords: Set<String> = ["header", "navbar", "appbar", "topbar", "toolbar", "titlebar", "masthead"]
    /// Class words of a block named as a pane's head or title (`.picker-head`, `.dm-title`).
    static let titleBlockWords: Set<String> = ["head", "heading", "title"]

    /// The panes of `frame` that are screens of their own, in document order; empty when the frame draws one screen.
    /// The outermost set of sibling panes shown one at a time decides: panes of panes are parts of a screen.
    func switchedPanes(in frame: Int) -> [Int] {
        for parent in [frame] + descendants(of: frame, limit: 4000) {
            let groups = paneGroups(among: doc.elementChildren(of: parent))
            guard !groups.isEmpty else { continue }
            return groups.first { isScreenGroup($0, frame: frame) } ?? []
        }
        return []
    }

    /// The sets of sibling blocks among `kids` that are shown one at a time, two or more each: those of a class the
    /// page's style hides until a state class shows it (`PaneSwitching`), else blocks drawn alike (one tag, a class in
    /// common) all but one of which are hidden by the `hidden` attribute or an inline `display: none`. Presented layers
    /// (sheets, dialogs, toasts) are left out.
    private func paneGroups(among kids: [Int]) -> [[Int]] {
        let blocks = kids.filter { k in
            !["script", "style", "template", "dialog", "noscript"].contains(doc.nodes[k].name) && !isOverlay(k)
        }
        guard blocks.count >= 2 else { return [] }
        var groups: [[Int]] = []
        var seen: Set<String> = []
        for k in blocks {
            for c in classes(k) where switching.hidesUntilState(c) && seen.insert(c).inserted {
                let members = blocks.filter { classes($0).contains(c) }
                if members.count >= 2 { groups.append(members) }
            }
        }
        if let hidden = blocks.first(where: { isHiddenAtRest($0) }) {
            let alike = blocks.filter { k in
                doc.nodes[k].name == doc.nodes[hidden].name
                    && (!Set(classes(k)).isDisjoint(with: classes(hidden))
                        || classes(k).isEmpty && classes(hidden).isEmpty && doc.nodes[k].attribute("id") != nil
                            && doc.nodes[hidden].attribute("id") != nil)
            }
            if alike.count >= 2, alike.filter({ !isHiddenAtRest($0) }).count <= 1, !groups.contains(alike) { groups.append(alike) }
        }
        return groups
    }

    /// True when the page hides `n` until a script shows it: the `hidden` attribute or an inline `display: none`.
    private func isHiddenAtRest(_ n: Int) -> Bool {
        let node = doc.nodes[n]
        if node.attribute("hidden") != nil { return true }
        return (node.attribute("style") ?? "").lowercased().filter { !$0.isWhitespace }.contains("display:none")
    }

    /// True when `n` is a layer presented over a screen: `role="dialog"`, `aria-modal`, or a class word saying so.
    private func isOverlay(_ n: Int) -> Bool {
        let node = doc.nodes[n]
        if ["dialog", "alertdialog"].contains(node.attribute("role") ?? "") || node.attribute("aria-modal") == "true" { return true }
        return classes(n).contains { c in !Self.overlayWords.isDisjoint(with: NameWords.split(c)) }
    }

    /// True when the panes of `group` are screens: none is named as a state or step of a screen (its comment, `data-title`,
    /// `aria-label` or id: `state-loading`, `step-2`), two of them at least draw a title of their own (an `<h1>`, a
    /// navigation title, a title bar), and the frame draws no title outside them (a title over the panes makes them
    /// the parts of one screen).
    private func isScreenGroup(_ group: [Int], frame: Int) -> Bool {
        for pane in group where ownNameSources(of: pane).contains(where: ScreenNaming.namesStateOnly) { return false }
        guard group.filter(drawsOwnTitle).count >= 2 else { return false }
        let outside = inScreen(frame, skip: Set(group))
        return !outside.contains { doc.nodes[$0].name == "h1" || isPageTitle($0) }
    }

    /// The texts the author names a pane with: the comment right before it, its `data-title`, `aria-label`, id and the
    /// values of its other `data-*` attributes (`data-view="loading"`).
    private func ownNameSources(of pane: Int) -> [String] {
        let node = doc.nodes[pane]
        var out = [node.attribute("data-title"), node.attribute("aria-label"), node.attribute("id")].compactMap { $0 }
        out += node.attributes.filter { $0.name.lowercased().hasPrefix("data-") && $0.name.lowercased() != "data-title" }.map(\.value)
        if let p = node.parent, let i = doc.nodes[p].children.firstIndex(of: pane) {
            let before = doc.nodes[p].children[..<i].last { c in
                doc.nodes[c].kind != .text || !doc.nodes[c].text.allSatisfy(\.isWhitespace)
            }
            if let c = before, doc.nodes[c].kind == .comment { out.append(doc.nodes[c].text) }
        }
        return out.filter { $0.contains(where: \.isLetter) }
    }

    /// True when the pane draws a title of its own: an `<h1>`, a navigation or page title, or a first text inside a
    /// title bar or a block named as the pane's head or title (`.header`, `.nav-bar`, `.picker-head`, `.dm-title`).
    private func drawsOwnTitle(_ pane: Int) -> Bool {
        let nodes = inScreen(pane, skip: [])
        if nodes.contains(where: { doc.nodes[$0].name == "h1" || isPageTitle($0) }) { return true }
        guard
            let first = nodes.first(where: { n in
                doc.nodes[n].children.contains { doc.nodes[$0].kind == .text && doc.nodes[$0].text.contains(where: \.isLetter) }
            })
        else { return false }
        // A header or title inside one of a list's rows or a board's columns is the row's (`.note-card .note-header`).
        let chain = [first] + doc.ancestors(of: first).prefix { $0 != pane }
        guard !chain.contains(where: repeatsAmongSiblings) else { return false }
        return chain.contains { a in
            doc.nodes[a].name == "header"
                || classes(a).contains { c in
                    let w = NameWords.split(c)
                    return !Self.titleBarWords.isDisjoint(with: w) || !Self.titleBlockWords.isDisjoint(with: w)
                        || w.contains("nav") && w.contains("bar")
                }
        }
    }

    /// True when an element sibling of `node` carries the same classes: `node` is one of a list's rows.
    private func repeatsAmongSiblings(_ node: Int) -> Bool {
        let own = classes(node)
        guard !own.isEmpty, let parent = doc.nodes[node].parent else { return false }
        return doc.nodes[parent].children.contains { $0 != node && doc.nodes[$0].kind == .element && classes($0) == own }
    }

    /// The tab bar drawn in `frame` outside the panes whose items open them, as each pane's: the bar with the pane's
    /// first tab selected. A tab opens a pane when a quoted argument of its handler (`showPage('map')`), its `href="#…"`
    /// or a `data-*` value is the pane's id, with or without the words that say pane (`page-map`, `mapScreen`). The bar
    /// is three to seven siblings of one tag, two of which open panes, each with a label; nil for a pane no tab opens.
    func paneTabBars(_ panes: [Int], frame: Int) -> [Int: DrawnTabBar] {
        let ids = panes.map { doc.nodes[$0].attribute("id") ?? "" }
        let keys = Self.paneKeys(ids)
        var opened: [Int: [(tab: Int, pane: Int)]] = [:]
        for n in inScreen(frame, skip: Set(panes)) {
            for target in Self.targets(of: doc.nodes[n]) {
                let key = NameWords.split(target).joined(separator: "-")
                guard !key.isEmpty, let p = keys.firstIndex(where: { $0.contains(key) }) else { continue }
                var item = n
                for _ in 0..<3 {
                    guard let bar = doc.nodes[item].parent else { break }
                    let tabs = doc.elementChildren(of: bar)
                    if (3...7).contains(tabs.count), Set(tabs.map { doc.nodes[$0].name }).count == 1, let at = tabs.firstIndex(of: item) {
                        opened[bar, default: []].append((at, panes[p]))
                        break
                    }
                    item = bar
                }
            }
        }
        guard let (bar, links) = opened.max(by: { ($0.value.count, $1.key) < ($1.value.count, $0.key) }),
            Set(links.map(\.pane)).count >= 2
        else { return [:] }
        let tabs = doc.elementChildren(of: bar)
        let labels = tabs.map(tabLabel)
        guard labels.allSatisfy({ !$0.isEmpty }) else { return [:] }
        var out: [Int: DrawnTabBar] = [:]
        for link in links.sorted(by: { $0.tab < $1.tab }) where out[link.pane] == nil {
            out[link.pane] = DrawnTabBar(labels: labels, selected: link.tab, location: page.location(of: tabs[link.tab]))
        }
        return out
    }

    /// The panes an element's handlers and links name: the quoted arguments of its `on…` attributes, its `href="#…"`,
    /// its `data-*` values.
    private static func targets(of node: MarkupDocument.Node) -> [String] {
        var out: [String] = []
        for (name, value) in node.attributes {
            let n = name.lowercased()
            if n.hasPrefix("on") { out += quotedStrings(value) }
            if n.hasPrefix("data-") { out.append(value) }
            if n == "href", value.hasPrefix("#"), value.count > 1 { out.append(String(value.dropFirst())) }
        }
        return out
    }

    /// The names a handler may give each pane of `ids`: the id's words, joined, and the same without the words every
    /// pane's id starts or ends with (`ansicht-karte` → `karte` beside `ansicht-start`; `mapScreen` → `map`). Empty for a
    /// pane without an id.
    static func paneKeys(_ ids: [String]) -> [Set<String>] {
        let words = ids.map(NameWords.split)
        let named = words.filter { !$0.isEmpty }
        guard let first = named.first else { return ids.map { _ in [] } }
        var lead = 0
        while lead < first.count - 1, named.allSatisfy({ $0.count > lead + 1 && $0[lead] == first[lead] }) { lead += 1 }
        var trail = 0
        while trail < first.count - 1 - lead,
            named.allSatisfy({ $0.count > lead + trail + 1 && $0[$0.count - 1 - trail] == first[first.count - 1 - trail] })
        {
            trail += 1
        }
        return words.map { w in
            guard !w.isEmpty else { return [] }
            return [w.joined(separator: "-"), w.dropFirst(lead).dropLast(trail).joined(separator: "-")]
        }
    }
}
