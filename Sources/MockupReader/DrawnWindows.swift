import LibXML

/// Desktop windows a mockup draws inside its frames: an element whose first part is a title bar led by the three
/// window buttons (the traffic lights: three empty elements built alike), with the window's content after it. The
/// window is the app's surface; what the frame shows beside it (a caption under the window, the designer's note) is the
/// page's, as a caption beside a phone frame is.
///
/// Read from structure alone, with any class names: `.window > .titlebar > .lights > i × 3`, `.mac > header > span.dot
/// × 3 + span.title`. A phone's status bar leads with its clock, not with three empty buttons.
enum DrawnWindows {
    /// The number of window buttons a title bar leads with.
    static let buttons = 3

    /// True when `node` is a drawn window: two parts or more, the first a title bar (`leadsWithWindowButtons`) that is
    /// not itself a window (a section holding a window and a note beside it is no window whose title bar is the window).
    static func isWindow(_ doc: MarkupDocument, _ node: Int) -> Bool {
        let parts = doc.elementChildren(of: node)
        guard parts.count >= 2, leadsWithWindowButtons(doc, parts[0]) else { return false }
        return !isWindow(doc, parts[0])
    }

    /// True when the title bar's first element children, or those of its first part, are three empty elements of one tag,
    /// and the bar holds more than them (its title, its actions): a group of the three buttons alone is no title bar.
    static func leadsWithWindowButtons(_ doc: MarkupDocument, _ bar: Int) -> Bool {
        let parts = doc.elementChildren(of: bar)
        guard let first = parts.first else { return false }
        if parts.count > buttons, threeEmptyAlike(doc, parts) { return true }
        return parts.count >= 2 && !isEmpty(doc, first) && threeEmptyAlike(doc, doc.elementChildren(of: first))
    }

    /// Tags of a drawing's shapes: three empty ones in a row are strokes of an icon, never window buttons.
    private static let drawingTags: Set<String> = ["svg", "g", "circle", "ellipse", "line", "path", "polygon", "polyline", "rect", "use"]

    private static func threeEmptyAlike(_ doc: MarkupDocument, _ parts: [Int]) -> Bool {
        guard parts.count >= buttons else { return false }
        let lead = Array(parts.prefix(buttons))
        let tag = doc.nodes[lead[0]].name
        guard !drawingTags.contains(tag.lowercased()) else { return false }
        // Exactly three: a fourth empty one alike makes a row of dots or bars, not the window's buttons.
        if parts.count > buttons, doc.nodes[parts[buttons]].name == tag, isEmpty(doc, parts[buttons]) { return false }
        return lead.allSatisfy { doc.nodes[$0].name == tag && isEmpty(doc, $0) }
    }

    private static func isEmpty(_ doc: MarkupDocument, _ node: Int) -> Bool {
        doc.nodes[node].children.allSatisfy { c in
            doc.nodes[c].kind != .element && !doc.nodes[c].text.utf8.contains(where: { $0 > 32 })
        }
    }

    /// Tags and roles of what a user acts on: a title bar that holds them (a unified toolbar's buttons, a search field)
    /// holds the app's controls, which stay the app's.
    private static let controlTags: Set<String> = ["button", "a", "input", "select", "textarea", "label"]
    private static let roles: Set<String> = ["button", "tab", "link", "searchbox", "textbox", "menuitem"]

    /// The title bar of `window` drawn by the system, not by the app: the bar, its window buttons and its title (every
    /// element of the bar that holds no control). The window's title is set in the system's font (`.titlebar .title`
    /// beside the traffic lights): no text style of the app. Empty when `window` is no drawn window.
    static func titleBar(_ doc: MarkupDocument, of window: Int) -> [Int] {
        guard isWindow(doc, window), hasCompactBar(doc, window), let bar = doc.elementChildren(of: window).first else { return [] }
        func holdsControl(_ n: Int) -> Bool {
            doc.elementsInOrder(from: n).contains { d in
                controlTags.contains(doc.nodes[d].name.lowercased()) || (doc.nodes[d].attribute("role").map(roles.contains) ?? false)
            }
        }
        return doc.elementsInOrder(from: bar).filter { !holdsControl($0) || $0 == bar }
    }

    /// The most elements a title bar holds: its buttons, its title, a few actions. A pager's page led by its three page
    /// dots (a watch face's `.page-dots` over the whole page) leads with three empty elements too, but holds the screen.
    static let barElements = 12

    /// True when the window's title bar is a bar, not a page led by three dots (`barElements`).
    static func hasCompactBar(_ doc: MarkupDocument, _ window: Int) -> Bool {
        guard let bar = doc.elementChildren(of: window).first else { return false }
        return doc.elementsInOrder(from: bar).count <= barElements
    }

    /// The elements of `frame` beside the windows drawn in it (their subtrees, where they hold text): none when it
    /// draws no window, or when the frame is itself the window.
    static func beside(in doc: MarkupDocument, frame: Int) -> [Int] {
        let windows = doc.elementsInOrder(from: frame).filter { $0 != frame && isWindow(doc, $0) }
        guard !windows.isEmpty else { return [] }
        // The windows and the elements between them and the frame.
        var path: Set<Int> = []
        for w in windows {
            var p: Int? = w
            while let a = p, path.insert(a).inserted, a != frame { p = doc.nodes[a].parent }
        }
        let windowSet = Set(windows)
        var out: [Int] = []
        // Only what lies outside every window: a window drawn inside another is part of that one.
        for a in path.sorted() where !windowSet.contains(a) && !doc.ancestors(of: a).contains(where: windowSet.contains) {
            for c in doc.elementChildren(of: a) where !path.contains(c) && !doc.textContent(of: c).allSatisfy(\.isWhitespace) {
                out += doc.elementsInOrder(from: c)
            }
        }
        return out
    }
}
