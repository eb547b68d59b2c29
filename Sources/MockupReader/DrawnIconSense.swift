import GapCheckModel
import LibXML

/// What an icon-only control of a mockup draws: a chevron or arrow pointing one way (an inline SVG's three-point
/// stroke, a `‹`/`→` glyph, an icon class or name such as `chevron-left`), or a circular refresh arrow.
///
/// Read only from the control's own subtree; nil when the drawing says nothing or its parts disagree, and when a
/// transform may turn it (`rotate(180deg)`, `scaleX(-1)`).
enum DrawnIconSense {
    /// Glyphs that draw a direction or a refresh.
    private static let glyphs: [Character: IconSense] = [
        "‹": .backward, "«": .backward, "←": .backward, "◀": .backward, "◁": .backward, "❮": .backward, "⟨": .backward, "⬅": .backward,
        "<": .backward, "›": .forward, "»": .forward, "→": .forward, "▶": .forward, "▷": .forward, "❯": .forward, "⟩": .forward,
        "➡": .forward, ">": .forward, "↑": .up, "▲": .up, "⬆": .up, "↓": .down, "▼": .down, "⬇": .down, "↻": .refresh, "↺": .refresh,
        "⟳": .refresh, "⟲": .refresh, "🔄": .refresh
    ]

    /// Words of icon names (`chevron-left`, `fa-angle-right`, `arrow_back_ios`, `chevron-back-outline`).
    private static let words: [String: IconSense] = [
        "left": .backward, "back": .backward, "backward": .backward, "prev": .backward, "previous": .backward, "right": .forward,
        "forward": .forward, "next": .forward, "up": .up, "down": .down, "refresh": .refresh, "reload": .refresh, "rotate": .refresh
    ]

    /// Words that make a class an icon's name rather than a layout utility (`text-left`, `float-right`).
    private static let iconWords: Set<String> = ["chevron", "arrow", "caret", "angle", "icon", "ico", "fa", "bi", "ti", "ph", "ion", "lucide", "feather"]

    /// Attributes whose whole value names an icon (`data-lucide="chevron-left"`, `<ion-icon name="chevron-back">`).
    private static let iconNameAttributes = ["data-lucide", "data-feather", "data-icon", "icon", "data-eva"]

    /// The sense of the control at `node`, from what it and its descendants draw.
    static func sense(of node: Int, in doc: MarkupDocument) -> IconSense? {
        let subtree = doc.elementsInOrder(from: node)
        var votes: Set<IconSense> = []
        for i in subtree {
            let n = doc.nodes[i]
            if let t = n.attribute("transform"), t.contains("rotate") || t.contains("scale") || t.contains("matrix") { return nil }
            if let s = n.attribute("style")?.lowercased(), s.contains("rotate") || s.contains("scale") || s.contains("matrix") { return nil }
            for word in (n.attribute("class") ?? "").split(whereSeparator: \.isWhitespace) {
                if let s = named(String(word), needsIconWord: true) { votes.insert(s) }
            }
            for a in iconNameAttributes {
                if let v = n.attribute(a), let s = named(v, needsIconWord: false) { votes.insert(s) }
            }
            if n.name == "use", let v = n.attribute("href") ?? n.attribute("xlink:href"), let s = named(v, needsIconWord: false) { votes.insert(s) }
            switch n.name {
            case "polyline": if let s = n.attribute("points").flatMap({ chevron(numbers($0)) }) { votes.insert(s) }
            case "path": if let s = n.attribute("d").flatMap(pathSense) { votes.insert(s) }
            default: break
            }
        }
        let text = doc.textContent(of: node).filter { !$0.isWhitespace }
        if !text.isEmpty, !text.contains(where: { $0.isLetter || $0.isNumber }) {
            let senses = Set(text.compactMap { glyphs[$0] })
            // Every character a glyph of one sense (`‹`, `««`): a mixed string (`<>`) draws nothing one way.
            guard senses.count == 1, text.allSatisfy({ glyphs[$0] != nil }) else { return votes.count == 1 ? votes.first : nil }
            votes.formUnion(senses)
        }
        return votes.count == 1 ? votes.first : nil
    }

    /// The sense an icon's name gives (`chevron-left`, `#icon-arrow-right`, `fa-angle-left`); nil without a direction
    /// word, with two, or (for a class) without a word that makes it an icon.
    static func named(_ value: String, needsIconWord: Bool) -> IconSense? {
        let parts = value.lowercased().split { !$0.isLetter }.map(String.init)
        let senses = Set(parts.compactMap { words[$0] })
        guard senses.count == 1 else { return nil }
        if needsIconWord, !parts.contains(where: iconWords.contains) { return nil }
        return senses.first
    }

    /// The numbers of an SVG attribute (`"15 18 9 12 15 6"`, `"9,1 1,8"`).
    private static func numbers(_ s: String) -> [Double] {
        var out: [Double] = []
        var current = ""
        func flush() {
            if let v = Double(current) { out.append(v) }
            current = ""
        }
        for ch in s {
            if ch.isNumber || ch == "." || (ch == "e" && !current.isEmpty) {
                // A second dot starts a new number (`.5.5`).
                if ch == ".", current.contains(".") { flush() }
                current.append(ch)
            } else if ch == "-" {
                if current.last == "e" { current.append(ch) } else { flush(); current = "-" }
            } else {
                flush()
            }
        }
        flush()
        return out
    }

    /// The sense of a path drawn only of straight strokes: every sub-path of three points that is a chevron votes.
    /// A path with curves or arcs (a gear, a circle) says nothing.
    static func pathSense(_ d: String) -> IconSense? {
        var commands: [(Character, [Double])] = []
        var current: Character?
        var argument = ""
        for ch in d {
            if ch.isLetter, ch != "e" {
                if let c = current { commands.append((c, numbers(argument))) }
                current = ch
                argument = ""
            } else {
                argument.append(ch)
            }
        }
        if let c = current { commands.append((c, numbers(argument))) }
        var shapes: [[(Double, Double)]] = []
        var points: [(Double, Double)] = []
        var pen = (0.0, 0.0)
        for (command, args) in commands {
            switch command {
            case "M", "m", "L", "l":
                guard args.count >= 2, args.count.isMultiple(of: 2) else { return nil }
                let relative = command.isLowercase
                for k in stride(from: 0, to: args.count, by: 2) {
                    if k == 0, command == "M" || command == "m" {
                        if points.count > 1 { shapes.append(points) }
                        points = []
                    }
                    pen = relative ? (pen.0 + args[k], pen.1 + args[k + 1]) : (args[k], args[k + 1])
                    points.append(pen)
                }
            case "H", "h":
                guard let x = args.last else { return nil }
                pen.0 = command == "h" ? pen.0 + args.reduce(0, +) : x
                points.append(pen)
            case "V", "v":
                guard let y = args.last else { return nil }
                pen.1 = command == "v" ? pen.1 + args.reduce(0, +) : y
                points.append(pen)
            case "Z", "z":
                // A closed shape (a triangle) is no stroke's chevron.
                points = []
            default:
                return nil
            }
        }
        if points.count > 1 { shapes.append(points) }
        let senses = Set(shapes.compactMap { $0.count == 3 ? chevron($0.flatMap { [$0.0, $0.1] }) : nil })
        return senses.count == 1 ? senses.first : nil
    }

    /// The way a three-point stroke points: from the middle of its two ends to its middle point, along one axis,
    /// its ends level across it (`15 18 9 12 15 6` points left). Nil for anything else (a corner, a zigzag).
    static func chevron(_ xy: [Double]) -> IconSense? {
        guard xy.count == 6 else { return nil }
        let (ax, ay, bx, by, cx, cy) = (xy[0], xy[1], xy[2], xy[3], xy[4], xy[5])
        let dx = bx - (ax + cx) / 2, dy = by - (ay + cy) / 2
        // The ends must lie across the way it points, nearly level: |ends' offset along it| well under its depth.
        if abs(dx) > 2 * abs(dy), abs(ax - cx) * 2 < abs(dx) { return dx < 0 ? .backward : .forward }
        if abs(dy) > 2 * abs(dx), abs(ay - cy) * 2 < abs(dy) { return dy < 0 ? .up : .down }
        return nil
    }
}
