import Foundation
import LibXML

/// The apparatus of a frameless presentation page: the switcher that shows one of its views at a time, and the captions
/// and notes each view sets around the surfaces it draws. They present the app; they are none of its UI.
///
/// A page with no device frame is such a presentation when a group of controls outside its views switches them (each
/// control names one view by its `id`, through its handler's argument, its `href`, `aria-controls` or a `data-`
/// attribute: `onclick="show('popover')"` beside `<section id="view-popover">`), the views are siblings, and one of
/// them draws a desktop window (a title bar led by its three buttons, `DrawnWindows`). An app's own navigation lives in
/// the window it draws; the controls that pick between drawn windows are the page's. A prototype whose tab bar switches
/// its screens draws no window in them, and stays app UI whole.
///
/// In each view, the column of its content (the view, or the single block it wraps) holds the drawn surfaces and, beside
/// them, the presentation's own blocks: a caption (a block of text alone: a label, a title, a description over the
/// surface) and a note (a box of prose that quotes code: the implementation notes). A block that holds a control, a
/// drawing, an image or more than a caption's structure is a surface and stays the app's.
enum PresentationApparatus {
    /// Most controls a view switcher holds.
    private static let maxControls = 8
    /// Tags of running text inside a caption or a note (`<br>`, emphasis, inline code).
    private static let inlineTags: Set<String> = ["br", "b", "strong", "em", "i", "u", "small", "span", "code", "kbd", "mark", "sup", "sub"]
    /// Tags of quoted code in prose.
    private static let codeTags: Set<String> = ["code", "kbd", "samp"]

    /// The roots of the page's apparatus (the switcher, the captions and notes of its views), in document order; empty
    /// when the page is no presentation of drawn windows switched by its own controls.
    static func find(_ doc: MarkupDocument) -> [Int] {
        var ids: [String: [Int]] = [:]
        for node in doc.elementsInOrder() where node != doc.root {
            guard let id = doc.nodes[node].attribute("id")?.lowercased(), !id.isEmpty else { continue }
            ids[id, default: []].append(node)
            for part in Set(id.split(whereSeparator: { "-_.:".contains($0) }).map(String.init)) where part != id && part.count >= 2 {
                ids[part, default: []].append(node)
            }
        }
        guard !ids.isEmpty else { return [] }
        var out: [Int] = []
        var taken: Set<Int> = []
        for group in doc.elementsInOrder() where group != doc.root && !taken.contains(group) {
            guard let views = switchedViews(doc, group, ids: ids) else { continue }
            let drawsWindow = views.contains { v in
                doc.elementsInOrder(from: v).contains { DrawnWindows.isWindow(doc, $0) }
            }
            guard drawsWindow else { continue }
            out.append(group)
            taken.formUnion(doc.elementsInOrder(from: group))
            for v in views { out += presentationBlocks(doc, view: v) }
        }
        return out.sorted()
    }

    /// The views `group` switches: two or more siblings, each named by one of its controls, none holding the group;
    /// nil when `group` is no switcher (a control itself, a group holding text beside its controls, a control naming
    /// no view or one of several elements).
    private static func switchedViews(_ doc: MarkupDocument, _ group: Int, ids: [String: [Int]]) -> [Int]? {
        let n = doc.nodes[group]
        guard !PrototypeControls.isControl(n) else { return nil }
        let controls = doc.elementChildren(of: group).filter { PrototypeControls.isControl(doc.nodes[$0]) }
        guard controls.count >= 2, controls.count <= maxControls,
            PrototypeControls.holdsOnlyControls(doc, doc.elementsInOrder(from: group), controls: controls, maxCaption: 24)
        else { return nil }
        var views: [Int] = []
        for c in controls {
            let named = Set(targets(of: doc.nodes[c]).flatMap { ids[$0] ?? [] })
            guard named.count == 1, let view = named.first else { return nil }
            views.append(view)
        }
        let parents = Set(views.map { doc.nodes[$0].parent })
        guard Set(views).count == views.count, parents.count == 1,
            !views.contains(where: { $0 == group || doc.ancestors(of: group).contains($0) || doc.ancestors(of: $0).contains(group) })
        else { return nil }
        return views
    }

    /// The names a control points at, lower-cased: its handler's quoted arguments, its link's fragment, the views its
    /// `aria-controls` and `data-` attributes name.
    static func targets(of n: MarkupDocument.Node) -> [String] {
        var out: [String] = []
        for a in n.attributes {
            let value = a.value.trimmingCharacters(in: .whitespaces)
            switch a.name {
            case "onclick": out += quoted(value)
            case "href", "aria-controls": if value.hasPrefix("#") || a.name == "aria-controls" { out.append(String(value.drop { $0 == "#" })) }
            default: if a.name.hasPrefix("data-") { out.append(String(value.drop { $0 == "#" })) }
            }
        }
        return out.map { $0.lowercased() }.filter { !$0.isEmpty }
    }

    /// The string literals of a handler (`sv('mb',this)` → `mb`).
    private static func quoted(_ script: String) -> [String] {
        var out: [String] = []
        var quote: Character?
        var current = ""
        for ch in script {
            if let q = quote {
                if ch == q {
                    out.append(current)
                    current = ""
                    quote = nil
                } else {
                    current.append(ch)
                }
            } else if ch == "'" || ch == "\"" || ch == "`" {
                quote = ch
            }
        }
        return out
    }

    /// The captions and notes of one view: the children of its content column (the view, or the block it wraps alone)
    /// that are no surface.
    private static func presentationBlocks(_ doc: MarkupDocument, view: Int) -> [Int] {
        var column = view
        while case let children = doc.elementChildren(of: column), children.count == 1 { column = children[0] }
        return doc.elementChildren(of: column).filter { isCaption(doc, $0) || isNote(doc, $0) }
    }

    /// A block of text alone: its letters in running text, no element in it but inline ones, no control.
    private static func isCaption(_ doc: MarkupDocument, _ block: Int) -> Bool {
        guard !PrototypeControls.isControl(doc.nodes[block]), hasLetters(doc, block) else { return false }
        return doc.elementsInOrder(from: block).dropFirst().allSatisfy { inlineTags.contains(doc.nodes[$0].name.lowercased()) }
    }

    /// A box of prose that quotes code: a title and paragraphs, one of them running text around a `<code>`, nothing drawn,
    /// no control.
    private static func isNote(_ doc: MarkupDocument, _ block: Int) -> Bool {
        let parts = doc.elementChildren(of: block)
        guard !parts.isEmpty, parts.allSatisfy({ isCaption(doc, $0) }) else { return false }
        return doc.elementsInOrder(from: block).contains { e in
            guard codeTags.contains(doc.nodes[e].name.lowercased()), let p = doc.nodes[e].parent else { return false }
            return doc.nodes[p].children.contains { doc.nodes[$0].kind == .text && doc.nodes[$0].text.contains(where: \.isLetter) }
        }
    }

    private static func hasLetters(_ doc: MarkupDocument, _ node: Int) -> Bool {
        doc.textContent(of: node).contains(where: \.isLetter)
    }
}
