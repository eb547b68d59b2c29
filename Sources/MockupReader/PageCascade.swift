import GapCheckModel
import LibXML

/// The rendered style of one element in one color scheme, as far as the checks need it.
struct ElementStyle: Sendable {
    var color = Color(red: 0, green: 0, blue: 0)
    /// Custom property the color came from (`--text-primary`), else nil.
    var colorVariable: String?
    /// The selector of the rule that set `color` (on this element or the ancestor it inherits from).
    var colorSelector: String?
    /// The element's own background color (not inherited).
    var background: Color?
    var backgroundVariable: String?
    var fontSize = 16.0
    var fontWeight = 400
    var lineHeight: Double?
    /// `width`, `height`, `min-width`, `min-height`, `padding-*` in points, when set.
    var box: [String: Double] = [:]
    /// Custom properties in scope (raw values), inherited.
    var variables: [String: [CSSComponentValue]] = [:]
}

/// Selector matching and a light cascade over one page: which rules style which elements, and each
/// element's color, background, font and box in the light and dark schemes.
struct PageCascade {
    /// A rule matching an element, with the specificity of the selector that matched.
    struct Match: Sendable {
        var rule: Int
        var specificity: Int
        var selector: String
    }

    let model: PageModel
    /// Element → matching rules (indices into the global rule list).
    private(set) var matches: [Int: [Match]] = [:]
    /// Rule → elements it matches on this page.
    private(set) var nodesOfRule: [Int: [Int]] = [:]
    /// Element → its `style=""` rule.
    private(set) var inlineRule: [Int: Int] = [:]

    private static let tagFontSize: [String: Double] = ["h1": 32, "h2": 24, "h3": 18.72, "h4": 16, "h5": 13.28, "h6": 10.72, "small": 13.333]
    private static let boldTags: Set<String> = ["h1", "h2", "h3", "h4", "h5", "h6", "b", "strong", "th"]
    static let boxProperties: Set<String> = [
        "width", "height", "min-width", "min-height", "padding-top", "padding-bottom", "padding-left", "padding-right",
    ]

    /// Matches every rule of the page's sources (`applicable`) against its elements.
    init(model: PageModel, rules: [StyleRule], sourceOfRule: [Int], inlineRules: [Int: Int]) {
        self.model = model
        self.inlineRule = inlineRules
        let doc = model.page.document
        let applicable = Set(model.sources)
        let inlineSet = Set(inlineRules.values)
        // Index selectors by their subject's most selective part.
        var byKey: [String: [(rule: Int, selector: Selector)]] = [:]
        for (ri, r) in rules.enumerated() where applicable.contains(sourceOfRule[ri]) && !inlineSet.contains(ri) {
            for s in r.selectors {
                guard let subject = s.subject else { continue }
                let key: String
                if let id = subject.id { key = "#" + id }
                else if let c = subject.classes.first { key = "." + c }
                else if let t = subject.tag, t != "*" { key = t }
                else { key = "*" }
                byKey[key, default: []].append((ri, s))
            }
        }
        for node in doc.elementsInOrder() where node != doc.root {
            let n = doc.nodes[node]
            var keys = ["*", n.name]
            if let id = n.attribute("id") { keys.append("#" + id) }
            for c in (n.attribute("class") ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }) {
                keys.append("." + c)
            }
            var found: [Match] = []
            var seen: Set<Int> = []
            for k in keys {
                for (ri, s) in byKey[k] ?? [] where s.matches(node, in: doc) {
                    if seen.insert(ri).inserted {
                        found.append(Match(rule: ri, specificity: s.specificity, selector: s.text))
                    } else if let i = found.firstIndex(where: { $0.rule == ri }), found[i].specificity < s.specificity {
                        found[i].specificity = s.specificity
                    }
                }
            }
            if !found.isEmpty {
                matches[node] = found
                for m in found { nodesOfRule[m.rule, default: []].append(node) }
            }
        }
    }

    /// Screen names whose elements a rule styles on this page.
    func screens(ofRule rule: Int) -> Set<String> {
        Set((nodesOfRule[rule] ?? []).compactMap { model.screenOfNode[$0] })
    }

    // MARK: - Computed styles

    /// Computes every element's style in document order (parents before children), for one scheme.
    func computeStyles(
        rules: [StyleRule], dark: Bool, rootFontSize: Double, global: @escaping (String, Bool) -> [CSSComponentValue]?
    ) -> [Int: ElementStyle] {
        let doc = model.page.document
        var out: [Int: ElementStyle] = [:]
        var substituters: [Int: CSSVariables.Substituter] = [:]
        var base = ElementStyle()
        base.fontSize = rootFontSize
        for node in doc.elementsInOrder() where node != doc.root {
            let n = doc.nodes[node]
            let parent = n.parent.flatMap { out[$0] } ?? base
            var style = parent
            style.background = nil
            style.backgroundVariable = nil
            // Inherited colors are named after the element, not the ancestor's rule.
            style.colorSelector = nil
            style.box = [:]

            // Declarations in cascade order: normal before important; by specificity; dark after light; source order.
            var ordered: [(important: Bool, spec: Int, dark: Bool, order: Int, decl: StyleDeclaration, selector: String)] = []
            for m in matches[node] ?? [] {
                let r = rules[m.rule]
                if r.dark && !dark { continue }
                for d in r.declarations { ordered.append((d.important, m.specificity, r.dark, r.order, d, m.selector)) }
            }
            if let ir = inlineRule[node] {
                for d in rules[ir].declarations { ordered.append((d.important, 1_000_000, false, rules[ir].order, d, rules[ir].selectorText)) }
            }
            ordered.sort { a, b in
                if a.important != b.important { return !a.important }
                if a.spec != b.spec { return a.spec < b.spec }
                if a.dark != b.dark { return !a.dark }
                return a.order < b.order
            }
            // Custom properties first: they are in scope for the element's other declarations.
            var declaresVariables = false
            for o in ordered where o.decl.name.hasPrefix("--") {
                style.variables[o.decl.name] = o.decl.value
                declaresVariables = true
            }
            // Elements that declare no custom property share their parent's memoizing substituter, so a
            // long var() chain resolves once per scope, not once per element and declaration.
            let substituter: CSSVariables.Substituter
            if !declaresVariables, let p = n.parent, let inherited = substituters[p] {
                substituter = inherited
            } else {
                let vars = style.variables
                substituter = CSSVariables.Substituter(lookup: { name in vars[name] ?? global(name, dark) })
            }
            substituters[node] = substituter
            // var() first, then shorthands: `background: var(--surface)` still yields a background color.
            var winners: [String: (StyleDeclaration, String, Bool)] = [:]
            for o in ordered where !o.decl.name.hasPrefix("--") {
                guard let substituted = CSSBridge.substitute(o.decl.value, with: substituter) else { continue }
                var resolved = o.decl
                resolved.value = substituted
                for d in CSSBridge.expand(resolved) {
                    var kept = d
                    if d.name == o.decl.name || d.name == "background-color" || d.name == "color" { kept.variableSource = CSSBridge.references(o.decl.value).first }
                    winners[d.name] = (kept, o.selector, o.dark)
                }
            }
            // Font size first: `em` lengths depend on it.
            if let (d, _, _) = winners["font-size"] {
                if let size = CSSBridge.fontSize(d.value, parentSize: parent.fontSize, rootFontSize: rootFontSize) { style.fontSize = size }
            } else if let s = Self.tagFontSize[n.name] {
                style.fontSize = n.name == "small" ? parent.fontSize * 0.833 : s
            }
            if let (d, _, _) = winners["font-weight"], let w = CSSBridge.fontWeight(d.value, parentWeight: parent.fontWeight) {
                style.fontWeight = w
            } else if Self.boldTags.contains(n.name) {
                style.fontWeight = 700
            }
            if let (d, _, _) = winners["line-height"] {
                style.lineHeight = CSSBridge.lineHeight(d.value, fontSize: style.fontSize, rootFontSize: rootFontSize)
            }
            if let (d, selector, _) = winners["color"], let color = CSSBridge.color(d.value, dark: dark)?.color {
                style.color = color
                style.colorVariable = d.variableSource
                style.colorSelector = selector
            }
            if let (d, _, _) = winners["background-color"], let c = CSSBridge.color(d.value, dark: dark)?.color {
                style.background = c
                style.backgroundVariable = d.variableSource
            }
            for p in Self.boxProperties {
                if let (d, _, _) = winners[p], let l = CSSBridge.length(d.value, fontSize: style.fontSize, rootFontSize: rootFontSize)
                {
                    style.box[p] = l
                }
            }
            out[node] = style
        }
        return out
    }
}
