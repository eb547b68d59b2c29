import GapCheckModel
import LibXML

/// Phone frames and the names designers give them.
///
/// A gallery page draws several screens side by side, each in a device frame (`.phone`, `.iphone`,
/// `.device`, `.mobile-frame`), and names each one outside it: a caption (`.screen-label`,
/// `.phone-label`, `<figcaption>`), an HTML comment (`<!-- Dashboard Screen -->`), or the heading of
/// the block holding the frames. Inside, the nav or large title names it too.
extension StructureExtractor {
    /// Class words that make an element a device frame.
    /// `artboard` is the design tools' word for a frame (Figma, Sketch): pages exported from them keep it.
    static let frameWords: Set<String> = ["phone", "iphone", "device", "handset", "smartphone", "mobile", "android", "artboard"]

    /// Words that make a `screen` or `frame` class an app screen (`ios-screen`, `app-frame`).
    static let platformWords: Set<String> = ["ios", "android", "app", "mobile", "iphone", "phone", "device", "handset"]

    /// Class words of the parts and surroundings of a frame, which are not frames themselves.
    static let framePartWords: Set<String> = [
        "wrapper", "wrap", "row", "grid", "label", "caption", "title", "name", "list", "container", "group", "section",
        "header", "footer", "bar", "notch", "status", "island", "home", "indicator", "button", "btn", "content", "inner",
        "body", "state", "gallery", "showcase", "speaker", "camera", "screen", "shadow", "info", "meta", "nav", "tab",
        "icon", "text", "hint", "note", "only", "hidden", "visible", "landscape", "number", "input", "field", "link",
        "call", "menu", "navigation", "toggle", "mockups"
    ]

    /// True when a class of `n` names a device frame (`phone`, `iphone iphone-sm`, `device-frame`) and
    /// not a part or a row of frames (`phone-wrapper`, `phone-notch`, `phone-label`).
    func isDeviceFrame(_ n: Int) -> Bool {
        let cls = classes(n)
        guard !cls.isEmpty || deviceBoxes.contains(n) else { return false }
        // An inline `<svg>` that draws a whole screen (`DrawnScreens.drawsDeviceScreen`: a device's size and shape, its
        // background painted first, the UI's copy written in it) is a frame as a `<div>` drawn so is; an icon is none.
        if doc.nodes[n].name == "svg" { return DrawnScreens.drawsDeviceScreen(doc, n, classes: cls) }
        // A frame is a container holding a screen, not a `<span class="phone-number">` or an input.
        guard ["div", "section", "article", "main", "figure", "li", "aside"].contains(doc.nodes[n].name),
            descendants(of: n, limit: 3).count >= 3
        else { return false }
        // Drawn as a phone or tablet (`.ph { width:393px; height:852px }`, an unclassed inline-sized box).
        if deviceBoxes.contains(n) { return true }
        // A watch drawn as a frame (`.watch-frame`, `.apple-watch`) holds a watch app's screen as a phone frame holds
        // an iPhone app's; the pipeline leaves it out when the app does not run on a watch (`ForeignSurfaces`).
        if FramePlatform.watchFrame(cls) { return true }
        return cls.contains { c in
            let w = Set(NameWords.split(c))
            // `.ios-screen`, `.app-screen`, `.phone-screen`, `.device-frame`: a screen of a platform.
            if w.contains("screen") || w.contains("frame") {
                return !Self.platformWords.isDisjoint(with: w) && Self.framePartWords.subtracting(["screen"]).isDisjoint(with: w)
            }
            return !Self.frameWords.isDisjoint(with: w) && Self.framePartWords.isDisjoint(with: w)
        }
    }

    /// The outermost of `candidates`: a frame inside another frame is part of it.
    func outermost(_ candidates: [Int]) -> [Int] {
        let set = Set(candidates)
        return candidates.filter { n in !doc.ancestors(of: n).contains(where: set.contains) }
    }

    /// The names a frame's surroundings and content give it, most telling first, cleaned (no
    /// "Screen"/"Mockup", no `SCR-03`) and without state captions ("Loading / Skeleton").
    func frameNames(_ frame: Int, frames: Set<Int>) -> [String] {
        var out: [String] = []
        for name in frameNameSources(frame, frames: frames).compactMap(ScreenNaming.fromText) {
            if let i = out.firstIndex(where: { $0.lowercased() == name.lowercased() }) {
                // `<!-- OFFER BLITZ -->` and a nav title "Offer Blitz": keep the name as the app writes it.
                if out[i] == out[i].uppercased() { out[i] = name }
                continue
            }
            out.append(name)
        }
        return out.map(ScreenNaming.unshouted)
    }

    /// The screen a frame is a state of, when the caption that names it reads "screen · state"
    /// (`扫描进度页 · 扫描中`, `Checkout – Error`): the screen part, cleaned; nil when the name has no such split.
    func stateOf(_ frame: Int, frames: Set<Int>, name: String) -> String? {
        // The text the frame's name came from: the first source that names a screen.
        guard let source = frameNameSources(frame, frames: frames).first(where: { ScreenNaming.fromText($0) != nil }),
            let cleaned = ScreenNaming.fromText(source), ScreenNaming.unshouted(cleaned).lowercased() == name.lowercased()
        else { return nil }
        return ScreenNaming.screenOfState(source).map(ScreenNaming.unshouted)
    }

    /// The number the design's code for a frame starts with (`4` of `<!-- 4c. EIGHT SLEEP: WORKING -->`), read from
    /// the text that gave the frame its name; nil when that text starts with no number.
    func sequenceNumber(of frame: Int, frames: Set<Int>, name: String) -> String? {
        guard let source = frameNameSources(frame, frames: frames).first(where: { ScreenNaming.fromText($0) != nil }),
            let cleaned = ScreenNaming.fromText(source), ScreenNaming.unshouted(cleaned).lowercased() == name.lowercased()
        else { return nil }
        return ScreenNaming.sequenceNumber(source)
    }

    /// The raw texts that may name a frame, most telling first: its attributes, captions and comments next to it,
    /// the heading of the block holding it, its nav title and first heading, its active tab, its id.
    private func frameNameSources(_ frame: Int, frames: Set<Int>) -> [String] {
        var raw: [String] = []
        let node = doc.nodes[frame]
        raw += [node.attribute("data-title"), node.attribute("aria-label"), node.attribute("title")].compactMap { $0 }
        // Captions and comments next to the frame or to the wrappers that hold only it.
        var here = frame
        for _ in 0..<3 {
            raw += captions(around: here, frames: frames)
            guard let p = doc.nodes[here].parent, p != doc.root, !["body", "html"].contains(doc.nodes[p].name),
                descendants(of: p, limit: 4000).filter(frames.contains).count == 1
            else { break }
            here = p
        }
        // The heading of the nearest block that holds the frame (and maybe its other states).
        for a in doc.ancestors(of: frame) {
            if ["body", "html"].contains(doc.nodes[a].name) { break }
            // The block holding every frame of the page is the page: its heading names the gallery.
            if frames.count > 1, descendants(of: a, limit: 4000).filter(frames.contains).count == frames.count { break }
            if let h = blockHeading(a, frames: frames) { raw.append(h); break }
        }
        // Inside: the nav or large title, then the first heading.
        let inside = inScreen(frame, skip: frames.subtracting([frame]))
        if let t = inside.first(where: isPageTitle) { raw.append(doc.textContent(of: t)) } else if let t = drawnNavigationTitle(in: inside) { raw.append(t) }
        if let h = inside.first(where: { ["h1", "h2", "h3"].contains(doc.nodes[$0].name) }) { raw.append(doc.textContent(of: h)) }
        if let tab = activeTab(in: inside) { raw.append(tab) }
        if let id = node.attribute("id") { raw.append(id) }
        return raw
    }

    /// Glyphs a drawn back button shows (`‹`, `←`, an icon font's `chevron_left`).
    static let backGlyphs: Set<String> = [
        "‹", "<", "←", "❮", "〈", "〈", "⟨", "＜", "◀", "⬅", "chevron_left", "arrow_back", "arrow_back_ios", "arrow_back_ios_new"
    ]

    /// Words of a back button's label ("‹ Back"): never a screen's title.
    static let backWords: Set<String> = ["back", "zurück", "zuruck", "atrás", "atras", "volver", "voltar", "retour", "indietro", "返回", "戻る", "뒤로"]

    /// The title of a navigation bar a frame draws without naming it (no `.nav-title` class): near the top of the frame
    /// (among its first dozen elements), an element of three parts — a back button's glyph, a short text with letters
    /// that is no back button's label, and a part with no letters (the spacer that centres the title, or an icon).
    /// Nil when the frame draws none.
    func drawnNavigationTitle(in nodes: [Int]) -> String? {
        for n in nodes.prefix(12) {
            let parts = doc.elementChildren(of: n)
            guard parts.count == 3 else { continue }
            let back = MarkupDocument.collapseWhitespace(doc.textContent(of: parts[0]))
            guard Self.backGlyphs.contains(back) else { continue }
            let title = MarkupDocument.collapseWhitespace(doc.textContent(of: parts[1]))
            guard title.count <= 40, title.filter(\.isLetter).count >= 2, !Self.backWords.contains(title.lowercased()) else { continue }
            guard !doc.textContent(of: parts[2]).contains(where: \.isLetter) else { continue }
            return title
        }
        return nil
    }

    /// The label of the selected tab of a tab bar among `nodes` (`.tab-item.active`, `aria-selected`,
    /// `aria-current`): the screen the frame shows.
    func activeTab(in nodes: [Int]) -> String? {
        selectedTabs(in: nodes).lazy.map { self.doc.textContent(of: $0) }.first { !$0.isEmpty }
    }

    /// The tabs drawn selected among `nodes`, in document order: an element that is a tab (`role="tab"`, a class
    /// with the word tab, or inside one within three levels) and says it is selected.
    func selectedTabs(in nodes: [Int]) -> [Int] {
        func saysTab(_ i: Int) -> Bool {
            classes(i).contains { c in NameWords.mayHold(["tab"], in: c) && NameWords.split(c).contains { ["tab", "tabs", "tabbar"].contains($0) } }
        }
        // Three levels up, walked rather than taken from the whole chain of ancestors: nested 20,000 deep, that chain
        // for every node is quadratic.
        func underTab(_ n: Int) -> Bool {
            var p = doc.nodes[n].parent
            for _ in 0..<3 {
                guard let i = p else { return false }
                if saysTab(i) { return true }
                p = doc.nodes[i].parent
            }
            return false
        }
        // Few elements say they are selected: that is asked first.
        return nodes.filter { n in
            let node = doc.nodes[n]
            guard
                node.attribute("aria-selected") == "true" || node.attribute("aria-current") != nil
                    || classes(n).contains(where: { ["active", "selected", "current", "is-active", "is-selected"].contains($0) })
            else { return false }
            return node.attribute("role") == "tab" || saysTab(n) || underTab(n)
        }
    }

    /// The tab bar drawn among `nodes`: a selected tab (`selectedTabs`; the last, as a screen's own tab bar is drawn
    /// below its content's tabs) with its sibling tabs, three to seven elements of one tag, each with a label. The
    /// selected element may be the label inside its tab: up to two levels above it are tried. Nil when none.
    func drawnTabBar(in nodes: [Int]) -> DrawnTabBar? {
        for selected in selectedTabs(in: nodes).reversed() {
            var item = selected
            for _ in 0..<3 {
                guard let parent = doc.nodes[item].parent else { break }
                let tabs = doc.nodes[parent].children.filter { doc.nodes[$0].kind == .element }
                if (3...7).contains(tabs.count), Set(tabs.map { doc.nodes[$0].name }).count == 1, let at = tabs.firstIndex(of: item) {
                    let labels = tabs.map(tabLabel)
                    if labels.allSatisfy({ !$0.isEmpty }) { return DrawnTabBar(labels: labels, selected: at, location: page.location(of: item)) }
                }
                item = parent
            }
        }
        return nil
    }

    /// A tab's label: the last of its texts with letters (after an icon's glyph or ligature, before a badge's count),
    /// from its first letter or digit on; empty when none has letters.
    func tabLabel(_ tab: Int) -> String {
        let texts = doc.elementsInOrder(from: tab).flatMap { doc.nodes[$0].children }.filter { doc.nodes[$0].kind == .text }
        guard let text = texts.map({ MarkupDocument.collapseWhitespace(doc.nodes[$0].text) }).last(where: { $0.contains(where: \.isLetter) })
        else { return "" }
        return String(text.drop { !$0.isLetter && !$0.isNumber })
    }

    /// Texts right before (and captions right after) `n` among its siblings: the nearest comment, and
    /// elements whose tag or class says caption or title.
    private func captions(around n: Int, frames: Set<Int>) -> [String] {
        guard let p = doc.nodes[n].parent else { return [] }
        let kids = doc.nodes[p].children
        guard let i = kids.firstIndex(of: n) else { return [] }
        var out: [String] = []
        let side = captionSide(among: kids, frames: frames)
        var j = i - 1
        var steps = 0
        var pastOtherElement = false
        while j >= 0, steps < 3 {
            let k = kids[j]
            let kn = doc.nodes[k]
            j -= 1
            if kn.kind == .text { continue }
            steps += 1
            // A comment names the element right after it: one before another element than a caption (a screen
            // switcher above the frames, `<!-- Navigation Tabs -->`) names that element, not the frame.
            if kn.kind == .comment {
                if !pastOtherElement { out.append(kn.text) }
                continue
            }
            guard kn.kind == .element else { continue }
            // Another frame (or a block holding one) ends this frame's caption area.
            if frames.contains(k) || descendants(of: k, limit: 4000).contains(where: frames.contains) { break }
            // On a page whose captions follow their frames, a caption before this frame is the previous frame's.
            if isCaption(k), !(side == .after && isFrameCaption(k)) {
                let text = doc.textContent(of: k)
                // On a page whose captions precede their frames, a long one is read as a caption under a frame is.
                out.append(side == .before && text.count > Self.nameLength ? Self.captionHead(spacedText(k)) : text)
            } else {
                pastOtherElement = true
            }
        }
        // On a page whose captions precede their frames, the caption after this frame is the next frame's.
        for k in kids[(i + 1)...] where side != .before && doc.nodes[k].kind == .element {
            if isFrameCaption(k) {
                // A caption of several blocks (a title, then a description): its first block is the name.
                let blocks = doc.elementChildren(of: k).filter { !["span", "b", "strong", "em", "i", "code", "small"].contains(doc.nodes[$0].name) }
                let text = doc.textContent(of: k)
                out.append(blocks.count >= 2 ? spacedText(blocks[0]) : text.count > Self.nameLength ? Self.captionHead(spacedText(k)) : text)
            }
            break
        }
        return out
    }

    /// Class words of a caption under a frame: `caption`, and its usual short form `cap` (`.cap`, `.frame-cap`).
    static let captionWords: Set<String> = ["caption", "cap"]

    /// Which side of its frame a page writes each frame's caption on.
    enum CaptionSide { case before, after, either }

    /// A caption written for a frame: `<figcaption>`, or a caption-like element whose class says caption (`.caption`,
    /// `.frame-cap`).
    private func isFrameCaption(_ k: Int) -> Bool {
        isCaption(k)
            && (doc.nodes[k].name == "figcaption" || classes(k).contains(where: { !Set(NameWords.split($0)).isDisjoint(with: Self.captionWords) }))
    }

    /// The side the page's own pattern puts captions on, among `kids` (siblings holding two frames or more): a caption
    /// right before the first frame and none right after the last says each caption precedes its frame, so the caption
    /// after a frame is the next one's; the reverse says each follows its frame. `either` when the siblings hold fewer
    /// than two frames, or the pattern says neither.
    private func captionSide(among kids: [Int], frames: Set<Int>) -> CaptionSide {
        let elements = kids.filter { doc.nodes[$0].kind == .element }
        let holders = elements.indices.filter { frames.contains(elements[$0]) || descendants(of: elements[$0], limit: 4000).contains(where: frames.contains) }
        guard holders.count >= 2, let first = holders.first, let last = holders.last else { return .either }
        let before = first > 0 && isFrameCaption(elements[first - 1])
        let after = last + 1 < elements.count && isFrameCaption(elements[last + 1])
        if before, !after { return .before }
        if after, !before { return .after }
        return .either
    }

    /// The longest text read as a screen name (`ScreenNaming.fromText`).
    static let nameLength = 60

    /// The name part of a caption written "name — what it shows" ("03 Document Builder — toggle a section and
    /// watch the document change"): the text before the first dash or colon when the whole is longer than a
    /// name; the text itself otherwise.
    static func captionHead(_ text: String) -> String {
        let t = MarkupDocument.collapseWhitespace(text)
        guard t.count > nameLength else { return t }
        let cuts = [" — ", " – ", " - ", ": ", "："].compactMap { t.range(of: $0)?.lowerBound }
        guard let cut = cuts.min() else { return t }
        return String(t[..<cut])
    }

    /// A caption-like element: a heading, `<figcaption>`, or a class ending in label/caption/title/name.
    private func isCaption(_ k: Int) -> Bool {
        let name = doc.nodes[k].name
        if ["h1", "h2", "h3", "h4", "h5", "h6", "figcaption", "legend"].contains(name) { return true }
        return classes(k).contains { c in
            guard let last = NameWords.split(c).last else { return false }
            return ["label", "caption", "cap", "title", "name", "heading"].contains(last)
        }
    }

    /// The heading of a block that holds frames: its first heading (or caption-like element) outside any frame.
    private func blockHeading(_ block: Int, frames: Set<Int>) -> String? {
        var stack = Array(doc.nodes[block].children.reversed())
        var visited = 0
        while let i = stack.popLast(), visited < 400 {
            visited += 1
            guard doc.nodes[i].kind == .element, !frames.contains(i) else { continue }
            if ["h1", "h2", "h3", "h4"].contains(doc.nodes[i].name)
                || (isCaption(i)
                    && classes(i).contains(where: { c in
                        let w = NameWords.split(c)
                        return w.contains("screen") || w.contains("section") || w.contains("flow")
                    }))
            {
                let t = doc.textContent(of: i)
                if !t.isEmpty { return t }
            }
            stack.append(contentsOf: doc.nodes[i].children.reversed())
        }
        return nil
    }
}

extension StructureExtractor {
    /// Words of a tab that shows another platform than the iOS app (`macOS Dashboard`, `Android`, `Web`).
    static let otherPlatformWords: Set<String> = ["macos", "mac", "android", "web", "watchos", "watch", "windows", "desktop", "tvos", "visionos", "wear"]
    /// Phrases of a tab that documents the design rather than showing a screen (`Design System`, `Tokens`).
    static let documentationTabPhrases: [[String]] = [
        ["design", "system"], ["style", "guide"], ["styleguide"], ["tokens"], ["components"], ["foundations"], ["guidelines"], ["palette"]
    ]
    /// Platform words a tab may start with that name the app's own platform (`iOS Dashboard` → `Dashboard`).
    static let ownPlatformWords: Set<String> = ["ios", "iphone", "ipad", "ipados"]

    /// The tab panes of a presentation page: sibling panes (two or more) that buttons switch between, by the
    /// pane's id in `aria-controls`, `data-tab`/`data-target`/`data-pane`, a quoted argument of `onclick`
    /// (`sw('ios1')`) or a tab link's `href="#…"`, or a `[role=tabpanel]` with `aria-labelledby`. Pane node → the
    /// text of its tab.
    func tabPanes() -> [Int: String] {
        var found: [Int: String] = [:]
        var links: [(control: Int, pane: Int, text: String)] = []
        for n in doc.elementsInOrder() {
            let node = doc.nodes[n]
            var targets: [String] = []
            for attr in ["aria-controls", "data-tab", "data-target", "data-pane", "data-panel", "data-tab-target"] {
                if let v = node.attribute(attr) { targets.append(v.hasPrefix("#") ? String(v.dropFirst()) : v) }
            }
            // A button's or link's own `data-*` naming an element's id (`<button data-s="s1">`): the script reads it.
            if node.name == "button" || node.name == "a" || node.attribute("role") == "tab" {
                for (name, v) in node.attributes where name.hasPrefix("data-") && !targets.contains(v) && ids[v] != nil { targets.append(v) }
            }
            if let click = node.attribute("onclick") { targets += Self.quotedStrings(click) }
            if let href = node.attribute("href"), href.hasPrefix("#"), href.count > 1,
                node.attribute("role") == "tab" || ([n] + doc.ancestors(of: n).prefix(2)).contains(where: saysTabs)
            {
                targets.append(String(href.dropFirst()))
            }
            if node.attribute("role") == "tabpanel", let by = node.attribute("aria-labelledby"), let tab = ids[by] {
                let t = MarkupDocument.collapseWhitespace(doc.textContent(of: tab))
                if !t.isEmpty, found[n] == nil { found[n] = t }
            }
            // Only a control that names a target can be a tab: the text of every other element is not read.
            guard !targets.isEmpty else { continue }
            // Each text its own word: `<b>1</b>default` is the tab "1 default".
            let text = spacedText(n)
            guard !text.isEmpty, text.count <= 40 else { continue }
            for t in targets {
                guard let pane = ids[t], pane != n else { continue }
                links.append((n, pane, text))
            }
        }
        // Tabs sit outside the panes they switch: a "Back" or "Continue" button inside one screen that shows
        // another is a prototype's navigation, not a tab.
        let targeted = Set(links.map(\.pane))
        for link in links where found[link.pane] == nil {
            guard !doc.ancestors(of: link.control).contains(where: targeted.contains) else { continue }
            found[link.pane] = link.text
        }
        // Panes are siblings: one target alone is a button that opens something, not a set of tabs.
        var byParent: [Int: Int] = [:]
        for pane in found.keys { if let p = doc.nodes[pane].parent { byParent[p, default: 0] += 1 } }
        return found.filter { pane, _ in doc.nodes[pane].parent.map { byParent[$0, default: 0] >= 2 } ?? false }
    }

    /// True when the tab `text` shows another platform or documents the design (`tabPanes`).
    static func isOtherThanAppTab(_ text: String) -> Bool {
        let words = NameWords.split(text)
        if !otherPlatformWords.isDisjoint(with: words) { return true }
        let joined = " " + words.joined(separator: " ") + " "
        return documentationTabPhrases.contains { joined.contains(" " + $0.joined(separator: " ") + " ") }
    }

    /// The screen name a tab gives (`iOS Dashboard` → `Dashboard`).
    static func screenName(ofTab text: String) -> String? {
        var words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        if words.count > 1, let first = words.first, ownPlatformWords.contains(first.lowercased()) { words.removeFirst() }
        if let name = ScreenNaming.fromText(words.joined(separator: " ")) { return name }
        // A tab of state words only ("1 Default") still names the screen it shows: its words without the number.
        let named = words.joined(separator: " ").split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map(String.init)
            .drop { ScreenNaming.isCode($0) }
        guard !named.isEmpty, named.count <= 3, named.contains(where: { $0.contains(where: \.isLetter) }) else { return nil }
        return named.joined(separator: " ")
    }

    /// The texts under `n`, each its own word (`<span>C1</span>Today` → `C1 Today`, a code and a name).
    func spacedText(_ n: Int) -> String {
        var parts: [String] = []
        var stack = [n]
        while let i = stack.popLast() {
            let node = doc.nodes[i]
            if node.kind == .text { parts.append(node.text) }
            if node.kind == .element { stack.append(contentsOf: node.children.reversed()) }
        }
        return MarkupDocument.collapseWhitespace(parts.joined(separator: " "))
    }

    private func saysTabs(_ i: Int) -> Bool {
        doc.nodes[i].attribute("role") == "tablist"
            || classes(i).contains { c in NameWords.split(c).contains { ["tab", "tabs", "tabbar", "tablist"].contains($0) } }
    }

    /// The single- or double-quoted strings of a script snippet (`sw('ios1')` → `ios1`).
    static func quotedStrings(_ s: String) -> [String] {
        var out: [String] = []
        var quote: Character?
        var current = ""
        for ch in s {
            if let q = quote {
                if ch == q { out.append(current); current = ""; quote = nil } else { current.append(ch) }
            } else if ch == "'" || ch == "\"" {
                quote = ch
            }
        }
        return out
    }
}
