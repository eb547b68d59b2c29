import CSSEngine

/// What the wrappers around a page's frames pass down to the app: `body`, a layout grid, the frame's column,
/// elements that hold a frame but are no part of the app.
///
/// An inherited property (`color`, the fonts) reaches the app unless an element between the wrapper and the
/// app sets it again; a background shows through unless one of them paints an opaque one of its own; any other
/// property (padding, a grid, a border) styles the wrapper alone. A page whose `body` takes the presentation
/// page's palette (`background: var(--page); color: var(--ink)`) around a phone that sets its own screen color
/// and text color passes none of that palette to the app.
enum FrameWrappers {
    /// Properties an element passes to its descendants.
    private static let inherited: Set<String> = [
        "color", "font", "line-height", "letter-spacing", "word-spacing", "text-align", "text-transform", "text-indent", "white-space",
        "visibility", "cursor", "direction", "fill", "stroke", "caret-color", "accent-color", "color-scheme", "quotes", "tab-size",
        "-webkit-font-smoothing", "-webkit-text-fill-color"
    ]
    private static let backgrounds: Set<String> = ["background", "background-color", "background-image"]

    /// By rule, for the rules that style a wrapper of the frames and no element of the app: the indices of
    /// their declarations that do not reach the app. A rule that styles an app element is left out (all of it
    /// may reach the app).
    static func unreached(
        cascade: PageCascade, rules: [StyleRule], app: [Bool], chrome: [Bool], lookup: (String) -> [CSSComponentValue]?
    ) -> [Int: Set<Int>] {
        let doc = cascade.model.page.document
        // The app's outermost elements, and the wrappers above them.
        var wrappers: Set<Int> = []
        var roots: [Int] = []
        for node in cascade.elementOrder where node < app.count && app[node] {
            if let p = doc.nodes[node].parent, p < app.count, app[p] { continue }
            roots.append(node)
            var a = doc.nodes[node].parent
            while let w = a, w != doc.root {
                wrappers.insert(w)
                a = doc.nodes[w].parent
            }
        }
        guard !roots.isEmpty else { return [:] }
        // The declarations at rest of an element's matching rules and its `style=""`.
        var declared: [Int: [StyleDeclaration]] = [:]
        func declarations(of node: Int) -> [StyleDeclaration] {
            if let known = declared[node] { return known }
            var rs = (cascade.matches[node] ?? []).filter { !$0.state }.map(\.rule)
            if let i = cascade.inlineRule[node] { rs.append(i) }
            let ds = rs.filter { $0 < rules.count }.flatMap { rules[$0].declarations }
            declared[node] = ds
            return ds
        }
        // True when an element below wrapper `w`, down to an app root, sets `property` again (or, for a
        // background, paints over it).
        var memo: [String: Bool] = [:]
        func covered(_ property: String, below w: Int) -> Bool {
            let key = "\(property)|\(w)"
            if let known = memo[key] { return known }
            var result = true
            for r in roots {
                var path: [Int] = []
                var a: Int? = r
                var under = false
                while let n = a, n != doc.root {
                    if n == w { under = true; break }
                    path.append(n)
                    a = doc.nodes[n].parent
                }
                guard under else { continue }
                if !path.contains(where: { sets(property, declarations(of: $0)) }) { result = false; break }
            }
            memo[key] = result
            return result
        }
        func sets(_ property: String, _ ds: [StyleDeclaration]) -> Bool {
            if backgrounds.contains(property) {
                return ds.contains { d in backgrounds.contains(d.name) && paintsOpaque(d.value, lookup: lookup) }
            }
            return ds.contains { d in
                d.name == property || (d.name == "font" && (property.hasPrefix("font-") || property == "line-height"))
            }
        }
        var out: [Int: Set<Int>] = [:]
        for (rule, nodes) in cascade.nodesOfRule where rule < rules.count {
            let design = nodes.filter { $0 >= chrome.count || !chrome[$0] }
            guard !design.isEmpty, design.allSatisfy({ wrappers.contains($0) && !($0 < app.count && app[$0]) }) else { continue }
            var skipped: Set<Int> = []
            for (i, d) in rules[rule].declarations.enumerated() where !d.name.hasPrefix("--") {
                let name = d.name.lowercased()
                let reaches: Bool
                if backgrounds.contains(name) {
                    reaches = design.contains { !covered(name, below: $0) }
                } else if inherited.contains(name) || name.hasPrefix("font-") {
                    reaches = design.contains { !covered(name, below: $0) }
                } else {
                    reaches = false
                }
                if !reaches { skipped.insert(i) }
            }
            out[rule] = skipped
        }
        return out
    }

    /// True when a background value paints an opaque color or an image over what is beneath; false for
    /// `transparent`, a translucent color, `none` and what cannot be resolved.
    private static func paintsOpaque(_ value: [CSSComponentValue], lookup: (String) -> [CSSComponentValue]?) -> Bool {
        guard let resolved = CSSBridge.substitute(value, lookup: lookup) else { return false }
        let items = resolved.filter { !$0.isWhitespace }
        for item in items where CSSValues.isBackgroundImage(item) {
            // A gradient with a translucent stop shows what is beneath; a bitmap is taken as covering it.
            guard let f = item.function, f.name.lowercased().hasSuffix("gradient") else { return true }
            if let g = PaintedGradient.parse(name: f.name, arguments: f.arguments, dark: false), !g.isTranslucent { return true }
        }
        for item in items where CSSColorParser.isColor(item) {
            if let c = CSSBridge.color([item])?.color, c.alpha >= 0.999 { return true }
        }
        return false
    }
}
