import CSSEngine
import Foundation
import LibXML

/// The elements of a page whose box is drawn as a phone or a tablet, whatever they are called.
///
/// Design tools and hand-written mockups often draw the device without a class word gapcheck knows: an
/// unclassed `<div style="width:332px;height:720px;border-radius:46px">`, or an abbreviated `.ph { width:393px;
/// height:852px }`. What makes them frames is their box: an explicit width and height in px of a device's size
/// and aspect, with a device's large corner radius (or, without one, a real device's exact width). The page's own
/// `<style>` blocks and inline `style=` attributes are read; a box set by an external stylesheet is not (its
/// class words still are, by `AppFrames.isFrame`).
struct DeviceBoxes: Sendable, Equatable {
    /// Node indices (stable when the same text is parsed again) of the elements drawn as a device.
    let nodes: Set<Int>
    /// The desktop windows drawn beside the page's phone or tablet frames (`DrawnWindows.isWindow`: a title bar or
    /// sidebar led by the three window buttons, the window's content after it), outside every frame: frames of the
    /// desktop app as the phones are of the mobile one. Among them, `nodes` holds them too.
    let windows: Set<Int>

    /// No device boxes.
    static let none = DeviceBoxes(nodes: [])

    init(nodes: Set<Int>, windows: Set<Int> = []) {
        self.nodes = nodes.union(windows)
        self.windows = windows
    }

    /// The device boxes of `doc`, from the page's own style blocks (`sheets`) and its inline styles.
    init(_ doc: MarkupDocument, sheets: [CSSStylesheet], inlineStyles: [(node: Int, text: String)]) {
        // Simple selectors (`.ph`, `#phone`, `div.ph`) whose declarations, all rules together, give a device box.
        var byClass: [String: Box] = [:]
        var byID: [String: Box] = [:]
        for sheet in sheets {
            for rule in sheet.allQualifiedRules {
                for part in rule.selectorText.split(separator: ",") {
                    guard let key = Self.simpleKey(String(part)) else { continue }
                    switch key {
                    case .cls(let c): byClass[c, default: Box()].add(rule.declarations)
                    case .id(let i): byID[i, default: Box()].add(rule.declarations)
                    }
                }
            }
        }
        var inline: [Int: Box] = [:]
        for style in inlineStyles {
            var box = Box()
            box.add(CSSParser.parseDeclarationList(style.text))
            inline[style.node] = box
        }
        var found: Set<Int> = []
        for node in doc.elementsInOrder() where node != doc.root {
            let n = doc.nodes[node]
            // A frame is a container, not an image or a canvas of a phone's size.
            guard Self.containerTags.contains(n.name) else { continue }
            var box = Box()
            if let id = n.attribute("id"), let b = byID[id] { box.merge(b) }
            for c in (n.attribute("class") ?? "").split(whereSeparator: \.isWhitespace) {
                if let b = byClass[String(c).lowercased()] { box.merge(b) }
            }
            if let b = inline[node] { box.merge(b) }
            if box.isDevice { found.insert(node) }
        }
        let windows = Self.windowsBesideFrames(doc, boxes: found)
        nodes = found.union(windows)
        self.windows = windows
    }

    /// True when `node` is drawn as a device (a phone, a tablet, or a desktop window beside them).
    func contains(_ node: Int) -> Bool { nodes.contains(node) }

    /// True when `node` is a desktop window drawn beside the page's phone or tablet frames (`windows`).
    func isWindow(_ node: Int) -> Bool { windows.contains(node) }

    /// The desktop windows (`DrawnWindows.isWindow`) a page draws beside its phone or tablet frames (drawn as one by
    /// their box, `boxes`, or by a class naming a phone: `AppFrames.isFrame`), outside every frame and holding none.
    /// Only beside frames: a landing page's lone code sample in a window with three dots is the page's, not a screen.
    static func windowsBesideFrames(_ doc: MarkupDocument, boxes: Set<Int>) -> Set<Int> {
        var frames = boxes
        var windows: [Int] = []
        for node in doc.elementsInOrder() where node != doc.root {
            let n = doc.nodes[node]
            guard n.kind == .element, containerTags.contains(n.name) else { continue }
            let classes = (n.attribute("class") ?? "").split(whereSeparator: \.isWhitespace).map { String($0).lowercased() }
            if !classes.isEmpty, FramePlatform.of(classes: classes, boxed: false) == .phone, AppFrames.isFrame(n, classes: classes) {
                frames.insert(node)
            }
            if DrawnWindows.isWindow(doc, node) { windows.append(node) }
        }
        guard !frames.isEmpty else { return [] }
        var out: Set<Int> = []
        for w in windows {
            let inside = doc.elementsInOrder(from: w)
            guard !doc.ancestors(of: w).contains(where: { frames.contains($0) || out.contains($0) }),
                !inside.contains(where: frames.contains),
                // A window holds the app's content: a sidebar, a list, a page of text, not only its title bar.
                inside.count >= DrawnWindows.barElements
            else { continue }
            out.insert(w)
        }
        return out
    }

    private static let containerTags: Set<String> = ["div", "section", "article", "main", "figure", "li", "aside"]

    private enum Key {
        case cls(String)
        case id(String)
    }

    /// `.ph`, `div.ph`, `#phone`: one compound selector naming one class or one id, nothing else (no
    /// combinator, pseudo-class or attribute: `.ph::after` and `.ph-c .ph` draw something else).
    private static func simpleKey(_ text: String) -> Key? {
        let s = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !s.isEmpty, !s.contains(where: { " >+~:[*".contains($0) }) else { return nil }
        let dots = s.filter { $0 == "." }.count, hashes = s.filter { $0 == "#" }.count
        if dots == 1, hashes == 0, let i = s.firstIndex(of: ".") {
            let name = s[s.index(after: i)...]
            return name.isEmpty ? nil : .cls(name.lowercased())
        }
        if hashes == 1, dots == 0, let i = s.firstIndex(of: "#") {
            let name = s[s.index(after: i)...]
            return name.isEmpty ? nil : .id(String(name))
        }
        return nil
    }

    /// The lengths of a box its declarations state, in px.
    struct Box: Equatable {
        var width: Double?
        var height: Double?
        var radius: Double?

        mutating func add(_ declarations: [CSSDeclaration]) {
            for d in declarations {
                switch d.name.lowercased() {
                case "width": width = Self.px(d.value) ?? width
                case "height": height = Self.px(d.value) ?? height
                case "border-radius": radius = Self.px(d.value) ?? radius
                default: break
                }
            }
        }

        mutating func merge(_ other: Box) {
            width = other.width ?? width
            height = other.height ?? height
            radius = other.radius ?? radius
        }

        /// The first length of a value in px (`46px`, `46px 46px`); nil for %, vh, calc() or a variable.
        static func px(_ value: [CSSComponentValue]) -> Double? {
            guard let first = value.first(where: { !$0.isWhitespace }) else { return nil }
            if case .dimension(let n, let unit) = first.kind, unit.lowercased() == "px" { return n.value }
            if case .number(let n) = first.kind, n.value == 0 { return 0 }
            return nil
        }

        /// A box of a device's size and shape (`DeviceBoxes.isDeviceSize`).
        var isDevice: Bool {
            guard let width, let height else { return false }
            return DeviceBoxes.isDeviceSize(width: width, height: height, radius: radius)
        }
    }

    /// Widths of real phones in points (iPhone SE to Pro Max, common Android sizes): a box of exactly this
    /// width is drawn as one even without rounded corners.
    static let phoneWidths: Set<Double> = [320, 360, 375, 384, 390, 393, 402, 411, 412, 414, 428, 430, 440]

    /// A device's size and shape: a phone (portrait, height 1.75–2.35 × a width of 240–460 px, which covers
    /// frames drawn smaller than the device) or a tablet (portrait or landscape, aspect 1.25–1.5, the long side
    /// 900–1400 px), with a device's corner radius (≥ 20 px) or, for a phone, a real phone's exact width.
    /// A sidebar (height in %/vh), a card (aspect near 1) or a button never qualifies.
    static func isDeviceSize(width: Double, height: Double, radius: Double?) -> Bool {
        guard width > 0, height > 0 else { return false }
        let rounded = (radius ?? 0) >= 20
        let aspect = height / width
        if (240...460).contains(width), (1.75...2.35).contains(aspect) {
            return rounded || phoneWidths.contains(width)
        }
        let long = max(width, height), short = min(width, height)
        if (900...1400).contains(long), (1.25...1.5).contains(long / short) { return rounded }
        return false
    }
}
