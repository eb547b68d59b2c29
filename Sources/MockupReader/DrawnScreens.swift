import Foundation
import GapCheckModel
import LibXML

/// The app surfaces a page draws as inline SVG rather than in HTML: a redesign proposal, a wireframe export or a
/// comparison page often paints each screen, popover or window as one `<svg>` of `<rect>`s and `<text>`s.
///
/// An `<svg>` draws an app surface when it is the size of one (both sides 200 px or more, from its `width`/
/// `height` or its `viewBox`), paints its whole area first (a `<rect>` covering the drawing: the surface's
/// background) and writes five texts with letters or more. An icon is small, a chart paints no background of its
/// own, and neither writes the UI's copy. The page draws its app this way only when such drawings write more of
/// the page's texts than its HTML does: a frameless screen with a chart keeps its HTML as the app. The page around
/// the drawings (a heading, the captions of the proposals, a footer) is then the designer's presentation, not the
/// app's UI.
enum DrawnScreens {
    /// Least width and height of a drawn surface, in px.
    static let minimumSide = 200.0
    /// Least number of texts with letters a drawn surface writes.
    static let minimumTexts = 5

    /// The `<svg>` elements of `doc` that draw the app, in document order; empty when the page draws none, or when
    /// its HTML writes as many texts as its drawings.
    static func find(_ doc: MarkupDocument) -> [Int] {
        var drawings: [Int] = []
        for node in doc.elementsInOrder() where doc.nodes[node].name == "svg" {
            // A drawing inside another is part of it.
            if doc.ancestors(of: node).contains(where: { doc.nodes[$0].name == "svg" }) { continue }
            if drawsSurface(doc, node) { drawings.append(node) }
        }
        guard !drawings.isEmpty else { return [] }
        var inside: Set<Int> = []
        for d in drawings { inside.formUnion(doc.elementsInOrder(from: d)) }
        var drawn = 0
        var written = 0
        for node in doc.elementsInOrder() where ownsLetters(doc, node) {
            if inside.contains(node) {
                drawn += 1
            } else if !doc.ancestors(of: node).contains(where: { doc.nodes[$0].name == "svg" || doc.nodes[$0].name == "head" }) {
                if !["script", "style", "title"].contains(doc.nodes[node].name) { written += 1 }
            }
        }
        return drawn > written ? drawings : []
    }

    /// True when `svg` is the size of an app surface, paints its whole area first and writes `minimumTexts` texts.
    static func drawsSurface(_ doc: MarkupDocument, _ svg: Int) -> Bool {
        guard let size = size(of: doc.nodes[svg]), size.width >= minimumSide, size.height >= minimumSide else { return false }
        let texts = doc.elementsInOrder(from: svg).filter { doc.nodes[$0].name == "text" && ownsLetters(doc, $0) }.count
        guard texts >= minimumTexts else { return false }
        // The first painted shape (definitions and groups aside) covers the drawing.
        let shapes: Set<String> = ["rect", "circle", "ellipse", "path", "line", "polyline", "polygon", "text", "image", "use"]
        guard let first = doc.elementsInOrder(from: svg).first(where: { shapes.contains(doc.nodes[$0].name) && !inDefinitions(doc, $0, svg: svg) })
        else { return false }
        let shape = doc.nodes[first]
        guard shape.name == "rect", (shape.attribute("fill") ?? "").lowercased() != "none" else { return false }
        let x = length(shape.attribute("x"), of: size.width) ?? 0, y = length(shape.attribute("y"), of: size.height) ?? 0
        guard let w = length(shape.attribute("width"), of: size.width), let h = length(shape.attribute("height"), of: size.height) else { return false }
        return x <= 1 && y <= 1 && w >= size.width - 1 && h >= size.height - 1
    }

    /// Class words that call a drawing a device (`<svg class="phone-frame">`, `<svg class="device">`).
    static let deviceWords: Set<String> = ["phone", "iphone", "handset", "smartphone", "mobile", "android", "device", "ipad", "tablet"]
    /// Class words of what surrounds or decorates a device rather than drawing it (`.phone-icon`, `.device-badge`).
    static let notDeviceWords: Set<String> = ["icon", "logo", "badge", "glyph", "symbol", "illustration", "hero", "label", "caption", "button", "btn"]

    /// True when `svg` draws one screen of a device (`drawsSurface`) and its class says so (`<svg class="phone-frame">`,
    /// `<svg class="device">`): each such drawing is a frame of its own, named by its caption as a `<div>` frame is. An
    /// unnamed drawing stays one of the drawings `find` reads together (a proposal drawing one screen in several
    /// styles); an icon is too small to draw a surface, and a class calling it an icon or a badge says it is none.
    static func drawsDeviceScreen(_ doc: MarkupDocument, _ svg: Int, classes: [String]) -> Bool {
        let named = classes.contains { c in
            let words = Set(NameWords.split(c))
            return !words.isDisjoint(with: deviceWords) && words.isDisjoint(with: notDeviceWords)
        }
        return named && drawsSurface(doc, svg)
    }

    /// The drawing's size in its own units: its `viewBox`, else its `width` and `height` in px.
    static func size(of svg: MarkupDocument.Node) -> (width: Double, height: Double)? {
        if let box = svg.attribute("viewBox") ?? svg.attribute("viewbox") {
            let parts = box.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
            if parts.count == 4, parts[2] > 0, parts[3] > 0 { return (parts[2], parts[3]) }
        }
        guard let w = length(svg.attribute("width"), of: nil), let h = length(svg.attribute("height"), of: nil) else { return nil }
        return (w, h)
    }

    /// A length attribute in user units (`460`, `460px`), or a percentage of `whole`.
    static func length(_ text: String?, of whole: Double?) -> Double? {
        guard var t = text?.trimmingCharacters(in: .whitespaces).lowercased(), !t.isEmpty else { return nil }
        if t.hasSuffix("%") {
            guard let whole, let p = Double(t.dropLast()) else { return nil }
            return whole * p / 100
        }
        if t.hasSuffix("px") { t.removeLast(2) }
        return Double(t)
    }

    /// True when `node` holds a text of its own with a letter.
    private static func ownsLetters(_ doc: MarkupDocument, _ node: Int) -> Bool {
        doc.nodes[node].kind == .element
            && doc.nodes[node].children.contains { c in
                let k = doc.nodes[c].kind
                return (k == .text || k == .cdata) && doc.nodes[c].text.contains(where: \.isLetter)
            }
    }

    /// True when `node` is inside the drawing's `<defs>` (a gradient's stops, a symbol), which paints nothing itself.
    private static func inDefinitions(_ doc: MarkupDocument, _ node: Int, svg: Int) -> Bool {
        for a in doc.ancestors(of: node) {
            if a == svg { return false }
            if ["defs", "symbol", "clippath", "mask", "pattern", "lineargradient", "radialgradient"].contains(doc.nodes[a].name.lowercased()) {
                return true
            }
        }
        return false
    }
}
