import GapCheckModel
import LibXML

/// The design's elements of one page, element by element: each text (and icon-only tappable) element
/// with its screen, role, text and computed look in light and dark, for the element-level checks.
struct DesignElementExtractor {
    let cascade: PageCascade
    /// Per node, whether its classes make it a device frame (`isFrame`), read once for the page: every element's
    /// look walks its ancestors asking it.
    private let frameClass: [Bool]
    /// By node, the kind of device the frame it is drawn in is for (`FramePlatform.surfaces`); nil when no frame says.
    var surfaceOfNode: [DesignSurface?]? = nil

    init(cascade: PageCascade) {
        self.cascade = cascade
        frameClass = cascade.model.page.document.nodes.map(Self.isFrame)
    }

    /// Most elements kept per screen: a phone screen shows a few dozen; thousands are generated sample rows,
    /// and keeping them all would cost memory on every run for nothing a reviewer reads.
    static let maxPerScreen = 400
    private static let actionTags: Set<String> = ["button", "a"]
    private static let documentationTags: Set<String> = ["code", "pre", "kbd", "samp"]
    /// Elements whose background is the page or screen canvas, not a card or a control.
    private static let canvasTags: Set<String> = ["html", "body", "main"]

    /// Elements for `nodes` (document order) that show text or can be tapped; `light`/`dark` hold their
    /// computed styles and their ancestors'. `tappable` marks tappable nodes; `unpaintedText` holds those whose text
    /// the page does not paint (`RenderingExtractor.painting`): no text of the element.
    func elements(
        nodes: [Int], hasText: [Bool], tappable: [Bool], light: PageStyles, dark: PageStyles, unpaintedText: Set<Int> = []
    ) -> [DesignElement] {
        let doc = cascade.model.page.document
        let (framed, sizedFrame) = frames(nodes: nodes, light: light)
        var out: [DesignElement] = []
        var perScreen: [String: Int] = [:]
        let layers = layers(styles: light)
        for node in nodes {
            // A gallery page that draws its screens in phone frames: text outside the frames (captions,
            // annotations, legends) documents the design and is not an element of the app.
            if let framed, !framed[node] { continue }
            guard let screen = cascade.model.screenOfNode[node], light[node] != nil else { continue }
            guard perScreen[screen, default: 0] < Self.maxPerScreen else { continue }
            let n = doc.nodes[node]
            // Code samples in a mockup's annotations document the implementation; they are not app text.
            if Self.documentationTags.contains(n.name) { continue }
            var ownText = MarkupDocument.collapseWhitespace(
                n.children.compactMap { c -> String? in
                    let cn = doc.nodes[c]
                    return cn.kind == .text ? cn.text : nil
                }.joined(separator: " ")
            ).trimmingCharacters(in: .whitespaces)
            if unpaintedText.contains(node) { ownText = "" }
            let name = accessibilityName(n)
            // A glyph or emoji that is only a picture (`✎`, `⚙️`) on a control the design names is an icon.
            let glyph = !ownText.isEmpty && name != nil && tappable[node] && !ownText.contains(where: { $0.isLetter || $0.isNumber })
            if glyph { ownText = "" }
            if ownText.isEmpty, !glyph {
                // Only icon-only controls without text of their own count: a `<button><span>Save</span></button>`
                // is represented by its span.
                guard hasText[node] == false, tappable[node], name != nil, !hasTextDescendant(node) else { continue }
            }
            let role = role(of: node, tappable: tappable, text: ownText)
            let lightLook = look(node, styles: light, screen: screen)
            var darkLook: ElementLook?
            if !dark.isEmpty, dark[node] != nil {
                let d = look(node, styles: dark, screen: screen)
                // The canvas alone (the page turning dark around the element) is no look of the element's own.
                var paint = d
                paint.canvas = lightLook.canvas
                // Nor are the names of its values: only what it paints.
                paint.colorToken = lightLook.colorToken
                paint.backgroundToken = lightLook.backgroundToken
                if paint != lightLook { darkLook = d }
            }
            perScreen[screen, default: 0] += 1
            var element = DesignElement(
                screen: screen, text: ownText, role: role, selector: RenderingExtractor.descriptor(n), light: lightLook, dark: darkLook,
                accessibilityName: name, location: cascade.model.page.location(of: node))
            element.inTabBar = inTabBar(node)
            element.layer = layers[node] ?? []
            if ownText.isEmpty, name != nil {
                // An icon-only control: what it draws, and the row it sits in, tell it from its neighbours.
                element.iconSense = DrawnIconSense.sense(of: node, in: doc)
                element.row = n.parent
            }
            if let s = surfaceOfNode, node < s.count { element.surface = s[node] }
            // A watch frame is drawn at the watch's own points (a 45mm watch is 198×242pt): no phone drawn smaller.
            if element.surface != .watch, let f = sizedFrame?[node], let box = light[f]?.box {
                element.frameWidth = box["width"]
                element.frameHeight = box["height"] ?? box["min-height"]
            }
            out.append(element)
        }
        return out
    }

    /// By node, the names (id, classes) of the nearest block above it, within its screen and below the screen's own root,
    /// that the design presents over the screen (`DesignElement.layer`): stretched over its container and hidden at rest
    /// (no opacity, `visibility: hidden`), or named as presented by a class word (`StructureExtractor.overlayWords`: a
    /// sheet, a modal, a popover). Nodes in no such layer are left out. One pass in document order, parents first, so a
    /// deeply nested page costs its size, not its size times its depth.
    private func layers(styles: PageStyles) -> [Int: [String]] {
        let doc = cascade.model.page.document
        let screens = cascade.model.screenOfNode
        var out: [Int: [String]] = [:]
        for node in doc.elementsInOrder() {
            guard let p = doc.nodes[node].parent, let screen = screens[node], screens[p] == screen else { continue }
            // The parent is a layer when it sits inside the screen itself (not its root) and is drawn as one.
            if let grand = doc.nodes[p].parent, screens[grand] == screen, let names = layerNames(p, styles: styles) {
                out[node] = names
            } else if let inherited = out[p] {
                out[node] = inherited
            }
        }
        return out
    }

    /// The names of `node` when it is a layer presented over its screen (`layers`); nil otherwise.
    private func layerNames(_ node: Int, styles: PageStyles) -> [String]? {
        let n = cascade.model.page.document.nodes[node]
        let classes = (n.attribute("class") ?? "").split(whereSeparator: \.isWhitespace).map { $0.lowercased() }
        let hidden = styles[node].map { $0.stretched && ($0.invisible || $0.box["opacity"] == 0) } ?? false
        let presented = classes.contains { !StructureExtractor.overlayWords.isDisjoint(with: NameWords.split($0)) }
        guard hidden || presented else { return nil }
        return ([n.attribute("id")].compactMap { $0 } + classes).filter { !$0.isEmpty }
    }

    /// Per node, whether it sits in a device frame, and the nearest frame at or above it whose styles state a
    /// width (`sizedFrames`); nil when the page has no frame, or when its frames hold too little of `nodes` (the
    /// shown elements) to be a gallery.
    func frames(nodes: [Int], light: PageStyles) -> (framed: [Bool]?, sized: [Int?]?) {
        // Frames must hold a good part of the page's text; a lone `.splash-screen` decoration is not a gallery.
        guard let f = framedNodes(), nodes.filter({ f[$0] }).count * 10 >= nodes.count * 3 else { return (nil, nil) }
        return (f, sizedFrames(styles: light))
    }

    /// Per node, whether it sits in a device frame (`.phone-frame`, `.device`, `.iphone`, `.screen`); nil when
    /// the page has no frame.
    private func framedNodes() -> [Bool]? {
        let doc = cascade.model.page.document
        var framed = Array(repeating: false, count: doc.nodes.count)
        var any = false
        for node in doc.elementsInOrder() where node != doc.root {
            let n = doc.nodes[node]
            if let p = n.parent, framed[p] { framed[node] = true; continue }
            if frameClass[node] || cascade.model.deviceBoxes.contains(node) {
                framed[node] = true
                any = true
            }
        }
        return any ? framed : nil
    }

    /// True for a device frame: `.phone`, `.phone-frame`, `.device`, `.iphone-screen`...
    static func isFrame(_ n: MarkupDocument.Node) -> Bool {
        let classes = (n.attribute("class") ?? "").lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
        return classes.contains { c in
            frameClasses.contains(String(c)) || c.hasSuffix("-frame") || c.hasSuffix("-screen") || c.hasSuffix("-device")
        }
    }

    /// Per node, the nearest device frame at or above it whose styles state a width (`.phone { width: 270px;
    /// height: 585px }`); nil without one. The analysis reads a scale from its size (a frame drawn smaller than
    /// a phone scales its screen's lengths). One pass in document order: parents come before children.
    private func sizedFrames(styles: PageStyles) -> [Int?] {
        let doc = cascade.model.page.document
        var frame = [Int?](repeating: nil, count: doc.nodes.count)
        for node in doc.elementsInOrder() where node != doc.root {
            let n = doc.nodes[node]
            if frameClass[node] || cascade.model.deviceBoxes.contains(node), styles[node]?.box["width"] != nil {
                frame[node] = node
            } else if let p = n.parent {
                frame[node] = frame[p]
            }
        }
        return frame
    }

    private static let frameClasses: Set<String> = ["phone", "iphone", "device", "screen", "mobile", "handset", "frame"]

    private func accessibilityName(_ n: MarkupDocument.Node) -> String? {
        for a in ["aria-label", "title", "alt"] {
            if let v = n.attribute(a) {
                let t = MarkupDocument.collapseWhitespace(v).trimmingCharacters(in: .whitespaces)
                if !t.isEmpty { return t }
            }
        }
        return nil
    }

    /// Class words of a tab bar (`.tab-bar`, `.bottom-nav`, `.tabbar`): the app's tab bar, not the screen's content.
    private static let tabBarClasses: Set<String> = ["tab-bar", "tabbar", "bottom-nav", "bottom-navigation", "bottomnav", "tab-nav", "bottom-tabs", "tabs-bar"]

    /// True when the element sits in a tab bar: an ancestor classed as one, a `<nav>` classed as tabs, or
    /// `role="tablist"`, within a few levels.
    private func inTabBar(_ node: Int) -> Bool {
        let doc = cascade.model.page.document
        var current: Int? = node
        var depth = 0
        while let c = current, c != doc.root, depth < 5 {
            let n = doc.nodes[c]
            if n.attribute("role") == "tablist" { return true }
            let classes = (n.attribute("class") ?? "").lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
            if classes.contains(where: { Self.tabBarClasses.contains(String($0)) }) { return true }
            // `<nav class="tabs">`: tabs in a navigation bar of their own are the app's tab bar.
            if n.name == "nav" || n.name == "footer",
                classes.contains(where: { c in c.split(whereSeparator: { $0 == "-" || $0 == "_" }).contains { $0 == "tab" || $0 == "tabs" } })
            {
                return true
            }
            if depth >= 1, isIconRow(c) { return true }
            current = n.parent
            depth += 1
        }
        return false
    }

    /// A tab bar drawn without a name (inline styles, no class): the last element of its container, holding three to
    /// six items, each an icon (`svg`, `img`, `i`) over a short label of one or two words.
    private func isIconRow(_ node: Int) -> Bool {
        let doc = cascade.model.page.document
        let n = doc.nodes[node]
        let items = n.children.filter { doc.nodes[$0].kind == .element }
        guard (3...6).contains(items.count), let parent = n.parent,
            doc.nodes[parent].children.last(where: { doc.nodes[$0].kind == .element }) == node
        else { return false }
        return items.allSatisfy { item in
            let icon = doc.elementsInOrder(from: item).contains { ["svg", "img", "i"].contains(doc.nodes[$0].name) }
            let words = MarkupDocument.collapseWhitespace(doc.textContent(of: item)).split(separator: " ")
            return icon && (1...2).contains(words.count) && words.joined().count <= 16
        }
    }

    /// True when `box` shows text outside `node`'s subtree: it is a card around several texts, not the element's own box.
    private func holdsOtherText(_ box: Int, besides node: Int) -> Bool {
        guard box != node else { return false }
        let doc = cascade.model.page.document
        var stack = doc.nodes[box].children
        while let c = stack.popLast() {
            if c == node { continue }
            let cn = doc.nodes[c]
            if cn.kind == .text, !MarkupDocument.collapseWhitespace(cn.text).trimmingCharacters(in: .whitespaces).isEmpty { return true }
            stack += cn.children
        }
        return false
    }

    private func hasTextDescendant(_ node: Int) -> Bool {
        let doc = cascade.model.page.document
        var stack = doc.nodes[node].children
        while let c = stack.popLast() {
            let cn = doc.nodes[c]
            if cn.kind == .text, !MarkupDocument.collapseWhitespace(cn.text).trimmingCharacters(in: .whitespaces).isEmpty { return true }
            stack += cn.children
        }
        return false
    }

    /// Role from the element and its nearest ancestors: a heading tag, a control, a tappable ancestor.
    private func role(of node: Int, tappable: [Bool], text: String) -> ElementRole {
        let doc = cascade.model.page.document
        let n = doc.nodes[node]
        if text.isEmpty { return .icon }
        switch n.name {
        case "h1": return .title
        case "h2", "h3", "h4", "h5", "h6": return .heading
        case "label":
            return .text
        default: break
        }
        var current: Int? = node
        var depth = 0
        while let c = current, c != doc.root, depth < 4 {
            let cn = doc.nodes[c]
            if tappable[c] || Self.actionTags.contains(cn.name) {
                let classes = (cn.attribute("class") ?? "").lowercased()
                if cn.name == "input" || classes.contains("toggle") || classes.contains("switch") || cn.attribute("role") == "switch" { return .toggle }
                return .action
            }
            current = cn.parent
            depth += 1
        }
        let classes = (n.attribute("class") ?? "").lowercased()
        if classes.contains("title") && (classes.contains("screen") || classes.contains("page") || classes.contains("nav")) { return .title }
        return .text
    }

    /// The element's text color and font, and the background (color or gradient) and radius of the nearest
    /// box at or above it that paints one, below the page canvas.
    private func look(_ node: Int, styles: PageStyles, screen: String) -> ElementLook {
        let doc = cascade.model.page.document
        guard let s = styles[node] else { return ElementLook() }
        // Only what the mockup's styles say: user-agent defaults are no statement about the design.
        var look = ElementLook(
            color: s.colorStated ? s.color : nil, fontSize: s.fontSizeStated ? s.fontSize : nil, fontWeight: s.fontWeightStated ? s.fontWeight : nil)
        if s.fontSizeScales { look.fontScales = true }
        if s.colorStated { look.colorToken = s.colorVariable }
        var current: Int? = node
        while let c = current, c != doc.root {
            let cn = doc.nodes[c]
            if Self.canvasTags.contains(cn.name) { break }
            // The screen's own container is the canvas too, and so are a device frame and the view inside it; but the
            // text's own box holding no other text (a button laid straight into the frame's screen) is the element's.
            if let p = cn.parent, cascade.model.screenOfNode[p] != screen { break }
            let boxes = cascade.model.deviceBoxes
            if frameClass[c] || boxes.contains(c) { break }
            if cn.parent.map({ frameClass[$0] || boxes.contains($0) }) ?? false, !ownBox(c, of: node) { break }
            if let cs = styles[c] {
                // The box's own padding and whether it holds other texts: what the code's box is compared with.
                func box() {
                    look.radius = cs.box["border-top-left-radius"]
                    look.paddingHorizontal = cs.box["padding-left"]
                    look.paddingVertical = cs.box["padding-top"]
                    look.boxHoldsOthers = holdsOtherText(c, besides: node)
                }
                if let g = cs.gradient, g.count > 1 {
                    look.gradient = g
                    box()
                    break
                }
                if let bg = cs.background, bg.alpha > 0.01 {
                    look.background = bg
                    look.backgroundToken = cs.backgroundVariable
                    box()
                    break
                }
                // A rounded box that paints nothing we can read (a background from an unresolved variable,
                // an outline button) is still the element's box: the card around it is not.
                if let r = cs.box["border-top-left-radius"], r > 0 {
                    box()
                    look.radius = r
                    break
                }
            }
            current = cn.parent
        }
        look.canvas = canvas(beneath: node, styles: styles, screen: screen)
        // `opacity` on the element or a box around it (within the screen) fades its text: the color it shows.
        // `opacity: 0` is where an entrance animation starts (`.d1 { opacity: 0; animation: up … }`) or a state
        // switched away, never how the text is meant to look: left out.
        if let color = look.color {
            var fade = 1.0
            var at: Int? = node
            while let c = at, c != doc.root, cascade.model.screenOfNode[c] == screen {
                if let o = styles[c]?.box["opacity"], o > 0.05 { fade *= o }
                at = doc.nodes[c].parent
            }
            if fade < 0.999 {
                look.color = color.withAlpha(color.alpha * fade)
                look.fade = fade
            }
        }
        return look
    }

    /// True when `box` is the text's own element and no element inside it holds text: a control or a chip, never the
    /// view a frame holds.
    private func ownBox(_ box: Int, of node: Int) -> Bool {
        let doc = cascade.model.page.document
        return box == node && !doc.elementChildren(of: box).contains { !doc.textContent(of: $0).trimmingCharacters(in: .whitespaces).isEmpty }
    }

    /// The first background painted at or above the screen's boundary (its device frame, the view inside it, the
    /// screen's container, `body`/`html`), opaque: gradients by their first stop, a translucent one over what is painted
    /// beneath it (`painted(beneath:)`).
    private func canvas(beneath node: Int, styles: PageStyles, screen: String) -> Color? {
        let doc = cascade.model.page.document
        let boxes = cascade.model.deviceBoxes
        var current: Int? = node
        var atBoundary = false
        while let c = current {
            let cn = doc.nodes[c]
            if !atBoundary {
                atBoundary =
                    c == doc.root || Self.canvasTags.contains(cn.name) || frameClass[c] || boxes.contains(c)
                    || cn.parent.map { cascade.model.screenOfNode[$0] != screen || ((frameClass[$0] || boxes.contains($0)) && !ownBox(c, of: node)) } ?? true
            }
            if atBoundary, let cs = styles[c] {
                if let g = cs.gradient, let first = g.first {
                    return first.alpha < 0.999 ? first.composited(over: painted(beneath: c, styles: styles)) : first
                }
                if let bg = cs.background, bg.alpha > 0.5 { return bg.alpha < 0.999 ? bg.composited(over: painted(beneath: c, styles: styles)) : bg }
            }
            current = cn.parent
        }
        return nil
    }

    /// What the boxes around `node` paint beneath a translucent layer of it: the nearest opaque background (or first
    /// gradient stop) above it, with the translucent ones in between composited over it; white when none paints (the
    /// browser's canvas). A dimming overlay on a dark page is seen over that page, not over white.
    private func painted(beneath node: Int, styles: PageStyles) -> Color {
        let doc = cascade.model.page.document
        var layers: [Color] = []
        var base = Color(red: 1, green: 1, blue: 1)
        var current = doc.nodes[node].parent
        while let c = current {
            if let cs = styles[c] {
                if let first = cs.gradient?.first {
                    if first.alpha >= 0.999 { base = first; break }
                    layers.append(first)
                } else if let bg = cs.background, bg.alpha > 0.01 {
                    if bg.alpha >= 0.999 { base = bg; break }
                    layers.append(bg)
                }
            }
            current = doc.nodes[c].parent
        }
        return layers.reversed().reduce(base) { $1.composited(over: $0) }
    }
}
