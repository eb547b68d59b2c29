/// Shorthand expansion: `padding`, `margin`, `overflow`, `gap`, `border-radius`, `font`, `border`, `background` ...
extension CSSValues {
    /// The longhand declarations a shorthand sets (same position and `!important`); other declarations,
    /// and shorthands whose value still holds `var()`, come back unchanged. Invalid shorthands give `[]`.
    public static func expand(_ decl: CSSDeclaration) -> [CSSDeclaration] {
        if CSSVariables.containsVar(decl.value) { return [decl] }
        let name = decl.name
        func make(_ n: String, _ v: [CSSComponentValue]) -> CSSDeclaration {
            CSSDeclaration(name: n, value: v, important: decl.important, line: decl.line, column: decl.column)
        }
        let items = words(decl.value)
        switch name {
        case "padding", "margin", "scroll-padding", "scroll-margin":
            guard let box = box(items) else { return [] }
            return zip(["top", "right", "bottom", "left"], box).map { make("\(name)-\($0)", [$1]) }
        case "padding-inline", "margin-inline", "padding-block", "margin-block":
            guard (1...2).contains(items.count) else { return [] }
            let base = name.hasPrefix("padding") ? "padding" : "margin"
            let sides = name.hasSuffix("inline") ? ["left", "right"] : ["top", "bottom"]
            return [make("\(base)-\(sides[0])", [items[0]]), make("\(base)-\(sides[1])", [items.count > 1 ? items[1] : items[0]])]
        case "overflow":
            // One value for both axes, or x then y.
            guard (1...2).contains(items.count) else { return [] }
            return [make("overflow-x", [items[0]]), make("overflow-y", [items.count > 1 ? items[1] : items[0]])]
        case "gap", "grid-gap":
            guard (1...2).contains(items.count) else { return [] }
            return [make("row-gap", [items[0]]), make("column-gap", [items.count > 1 ? items[1] : items[0]])]
        case "border-radius":
            return borderRadius(items).map { corners in
                zip(["top-left", "top-right", "bottom-right", "bottom-left"], corners).map { make("border-\($0)-radius", $1) }
            } ?? []
        case "font":
            guard let p = fontParts(decl.value) else { return [decl] }
            let normal = [CSSComponentValue(.ident("normal"), line: decl.line, column: decl.column)]
            return [
                make("font-style", p.style ?? normal), make("font-variant", p.variant ?? normal),
                make("font-weight", p.weight ?? normal), make("font-stretch", p.stretch ?? normal),
                make("font-size", p.size), make("line-height", p.lineHeight ?? normal), make("font-family", p.family)
            ]
        case "border", "border-top", "border-right", "border-bottom", "border-left", "outline":
            guard let parts = borderParts(items, decl) else { return [] }
            if name == "outline" {
                return [make("outline-width", parts.width), make("outline-style", parts.style), make("outline-color", parts.color)]
            }
            let sides = name == "border" ? ["top", "right", "bottom", "left"] : [String(name.dropFirst("border-".count))]
            return sides.flatMap { side in
                [make("border-\(side)-width", parts.width), make("border-\(side)-style", parts.style), make("border-\(side)-color", parts.color)]
            }
        case "border-width", "border-style", "border-color":
            guard let box = box(items) else { return [] }
            let suffix = name.dropFirst("border-".count)
            return zip(["top", "right", "bottom", "left"], box).map { make("border-\($0)-\(suffix)", [$1]) }
        case "background":
            let layers = splitCommas(decl.value)
            let last = layers.last ?? []
            let color =
                last.first { !$0.isWhitespace && CSSColorParser.isColor($0) }
                ?? CSSComponentValue(.ident("transparent"), line: decl.line, column: decl.column)
            // Gradients and images paint above the color: the text on them is not on the color. Like every
            // shorthand, `background` resets what it does not name: no image layer is `background-image: none`.
            let images = layers.flatMap { $0.filter(isBackgroundImage) }
            let none = CSSComponentValue(.ident("none"), line: decl.line, column: decl.column)
            return [make("background-color", [color]), make("background-image", images.isEmpty ? [none] : images)]
        default:
            return [decl]
        }
    }

    /// True for a `background-image` layer: a gradient, `url()`, `image()`/`image-set()`/`cross-fade()`.
    public static func isBackgroundImage(_ v: CSSComponentValue) -> Bool {
        if case .url = v.kind { return true }
        guard let name = v.function?.name.lowercased() else { return false }
        return name.hasSuffix("gradient") || name == "url" || name.hasSuffix("image") || name == "image-set" || name == "cross-fade"
    }

    /// 1–4 box values expanded to top, right, bottom, left.
    private static func box(_ items: [CSSComponentValue]) -> [CSSComponentValue]? {
        guard (1...4).contains(items.count) else { return nil }
        let top = items[0]
        let right = items.count > 1 ? items[1] : top
        let bottom = items.count > 2 ? items[2] : top
        let left = items.count > 3 ? items[3] : right
        return [top, right, bottom, left]
    }

    /// `border-radius` to the four corners' values (`h` or `h v`).
    private static func borderRadius(_ items: [CSSComponentValue]) -> [[CSSComponentValue]]? {
        let slash = items.firstIndex { $0.isDelim("/") }
        let horizontal = Array(items[..<(slash ?? items.count)])
        guard let h = box(horizontal) else { return nil }
        guard let slash else { return h.map { [$0] } }
        guard let v = box(Array(items[(slash + 1)...])) else { return nil }
        let ws = CSSComponentValue(.whitespace)
        return zip(h, v).map { [$0, ws, $1] }
    }

    private static let borderStyles: Set<String> = [
        "none", "hidden", "dotted", "dashed", "solid", "double", "groove", "ridge", "inset", "outset", "auto"
    ]

    /// `border: 1px solid #ccc` in any order, with initial values for missing parts.
    private static func borderParts(
        _ items: [CSSComponentValue], _ decl: CSSDeclaration
    ) -> (width: [CSSComponentValue], style: [CSSComponentValue], color: [CSSComponentValue])? {
        var width: CSSComponentValue?, style: CSSComponentValue?, color: CSSComponentValue?
        guard (1...3).contains(items.count) else { return nil }
        for v in items {
            if let id = v.identValue, borderStyles.contains(CSSASCII.lowercased(id)), style == nil {
                style = v
            } else if width == nil, v.isIdent("thin") || v.isIdent("medium") || v.isIdent("thick") || length(v) != nil {
                width = v
            } else if color == nil, CSSColorParser.isColor(v) {
                color = v
            } else {
                return nil
            }
        }
        func ident(_ s: String) -> CSSComponentValue { CSSComponentValue(.ident(s), line: decl.line, column: decl.column) }
        return ([width ?? ident("medium")], [style ?? ident("none")], [color ?? ident("currentcolor")])
    }
}
