import CSSEngine
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
    /// The element's own background image (not inherited): a gradient with its stop colors, or an image.
    var backgroundImage: BackgroundImage?
    /// The stops of the element's own background gradient, when all could be read; nil otherwise.
    var gradient: [Color]? {
        if case .gradient(let stops, _)? = backgroundImage, !stops.isEmpty { return stops }
        return nil
    }
    /// The element's own background could not be resolved: what its text sits on is unknown.
    var backgroundUnknown = false
    /// The text color could not be resolved (inherited like the color).
    var colorUnknown = false
    /// `-webkit-text-fill-color`, when set to a color (nil: the text color fills the glyphs). Inherited.
    var textFill: Color?
    /// True when the element's text is painted by a background clipped to the glyphs (`background-clip: text`
    /// under a transparent fill, the gradient-headline idiom): the text has no color of its own to set against
    /// a backdrop. Inherited, since the clipped background paints the text of the element's descendants too.
    var textFilledByBackground = false
    /// True under `visibility: hidden` or `collapse`: the box and its text take room but paint nothing. Inherited.
    var invisible = false
    var fontSize = 16.0
    var fontWeight = 400
    var lineHeight: Double?
    /// True when a style rule (on the element or an ancestor it inherits from) sets the color, font size
    /// or weight; false for the user agent's defaults (black, 16px, heading sizes), which a mockup whose
    /// styles are not read (a CSS framework from a CDN) also shows.
    var colorStated = false
    var fontSizeStated = false
    /// True when the font size follows the reader's text size: `rem`, or `em`/`%` of a size that does, or a
    /// system text style (`font: -apple-system-body`). Inherited like the size.
    var fontSizeScales = false
    var fontWeightStated = false
    /// `width`, `height`, `min-width`, `min-height`, `max-height`, `padding-*` in points, when set.
    var box: [String: Double] = [:]
    /// True when the element clips what overflows it vertically (`overflow: hidden` or `clip`, or the same
    /// `overflow-y`); not inherited.
    var clipsVertically = false
    /// Box properties set by a rule that names the element (a class, attribute or id selector, or an inline
    /// style), not by a universal or tag reset (`* { padding: 0 }`).
    var boxStatedForElement: Set<String> = []
    /// True when the element is taken out of the flow (`position: absolute` or `fixed`) and pinned by all four
    /// sides (`inset: 0`, or `top`, `right`, `bottom` and `left`): a layer stretched over its container, such as a
    /// dimming scrim. Not inherited.
    var stretched = false
    /// True when the element casts an outer shadow whose spread reaches far beyond its box (`0 0 0 4000px`): a
    /// spotlight that darkens everything around it. Not inherited.
    var castsSpotlight = false
}

/// The computed styles of a page's styled elements in one scheme, by node: each style stored once, in document
/// order, and found through a table of positions by node (no hashing, and a quarter of the room a dictionary of
/// the same styles takes with its free buckets).
struct PageStyles: Sequence, Sendable {
    /// By node, the position of its style in `styles`; -1 when the node has none.
    private var position: [Int32]
    /// The styles, in the order they were added (document order).
    private var styles: [ElementStyle] = []
    /// The node of each style in `styles`.
    private var nodes: [Int32] = []

    /// No style for any node.
    init() { position = [] }

    /// Room for the styles of up to `capacity` of a document's `nodeCount` nodes.
    init(nodeCount: Int, capacity: Int) {
        position = Array(repeating: -1, count: nodeCount)
        styles.reserveCapacity(capacity)
        nodes.reserveCapacity(capacity)
    }

    var isEmpty: Bool { styles.isEmpty }
    var count: Int { styles.count }

    /// The style of `node`, nil when it has none.
    subscript(node: Int) -> ElementStyle? {
        guard let i = index(of: node) else { return nil }
        return styles[i]
    }

    /// Where `node`'s style is in the storage, nil when it has none.
    func index(of node: Int) -> Int? {
        guard node >= 0, node < position.count else { return nil }
        let i = position[node]
        return i < 0 ? nil : Int(i)
    }

    /// The style stored at `index` (`index(of:)`).
    func style(at index: Int) -> ElementStyle { styles[index] }

    /// Sets `node`'s style; a node is set once (the cascade walks each node once).
    mutating func set(_ style: ElementStyle, of node: Int) {
        position[node] = Int32(styles.count)
        styles.append(style)
        nodes.append(Int32(node))
    }

    /// Each styled node with its style, in document order.
    func makeIterator() -> some IteratorProtocol<(node: Int, style: ElementStyle)> {
        var i = 0
        return AnyIterator { [styles = self.styles, nodes = self.nodes] () -> (node: Int, style: ElementStyle)? in
            guard i < styles.count else { return nil }
            defer { i += 1 }
            return (Int(nodes[i]), styles[i])
        }
    }
}

/// The custom properties an element declares over those in scope at its parent: elements that declare none
/// share their parent's scope, and one that does keeps only its own (no copy of everything it inherits).
private final class VariableScope {
    let own: [String: [CSSComponentValue]]
    let parent: VariableScope?

    init(own: [String: [CSSComponentValue]], parent: VariableScope?) {
        self.own = own
        self.parent = parent
    }

    /// The raw value of custom property `name` in scope: the nearest declaring element's.
    func value(of name: String) -> [CSSComponentValue]? {
        var scope: VariableScope? = self
        while let s = scope {
            if let v = s.own[name] { return v }
            scope = s.parent
        }
        return nil
    }
}

/// What a `background-image` paints.
enum BackgroundImage: Sendable, Equatable {
    /// A gradient: its stop colors as declared (empty when a stop could not be read), and what each of its
    /// layers paints inside the box (`PaintedGradient`: stops outside the box left out, its edges interpolated).
    case gradient([Color], [PaintedGradient])
    /// A bitmap (`url()`, `image-set()`): what text on it sits on is not known.
    case image

    /// The painted layers of a `background-image` value; nil for `none`. Any image layer makes the whole
    /// an image; gradients' stops are gathered over all layers.
    static func parse(_ value: [CSSComponentValue], dark: Bool) -> BackgroundImage? {
        var stops: [Color] = []
        var painted: [PaintedGradient] = []
        var found = false
        for v in value where !v.isWhitespace {
            if case .url = v.kind { return .image }
            guard let f = v.function else { continue }
            let name = f.name.lowercased()
            guard name.hasSuffix("gradient") else {
                if CSSValues.isBackgroundImage(v) { return .image }
                continue
            }
            found = true
            for part in CSSValues.splitCommas(f.arguments) {
                for item in part where !item.isWhitespace && CSSColorParser.isColor(item) {
                    guard let c = CSSBridge.color([item], dark: dark)?.color else { return .gradient([], []) }
                    stops.append(c)
                }
            }
            guard let layer = PaintedGradient.parse(name: name, arguments: f.arguments, dark: dark) else { return .gradient([], []) }
            painted.append(layer)
        }
        return found ? .gradient(stops, painted) : nil
    }
}

/// Selector matching and a light cascade over one page: which rules style which elements, and each
/// element's color, background, font and box in the light and dark schemes.
struct PageCascade {
    /// A rule matching an element, with the specificity of the selector that matched.
    struct Match: Sendable {
        var rule: Int
        var specificity: Int
        var selector: String
        /// True when only a state (`:hover`) or pseudo-element (`::after`) selector of the rule matched:
        /// it styles a moment or generated content, not the element at rest.
        var state: Bool = false
    }

    let model: PageModel
    /// Element → matching rules (indices into the global rule list).
    private(set) var matches: [Int: [Match]] = [:]
    /// Rule → elements it matches on this page.
    private(set) var nodesOfRule: [Int: [Int]] = [:]
    /// Element → its `style=""` rule.
    private(set) var inlineRule: [Int: Int] = [:]
    /// Every element's classes and sibling position, split and counted once for the page's matching, styles
    /// and frames.
    let classes: ElementClasses
    /// The page's elements in document order (`MarkupDocument.elementsInOrder()`), walked once.
    let elementOrder: [Int]

    private static let tagFontSize: [String: Double] = ["h1": 32, "h2": 24, "h3": 18.72, "h4": 16, "h5": 13.28, "h6": 10.72, "small": 13.333]
    private static let boldTags: Set<String> = ["h1", "h2", "h3", "h4", "h5", "h6", "b", "strong", "th"]
    static let boxProperties: Set<String> = [
        "width", "height", "min-width", "min-height", "max-height", "padding-top", "padding-bottom", "padding-left", "padding-right",
        "border-top-left-radius", "opacity"
    ]

    /// Matches every rule of the page's sources (`applicable`) against its elements.
    ///
    /// Each element's classes are split once. Selectors are indexed by their subject's most selective
    /// part and then by a part some ancestor must have (`.card` in `.card > .label`), and ancestors'
    /// parts are kept as the tree is walked, so an element only tries selectors that can match it:
    /// without that, every `.label` on a page tried every `X > .label` rule of its stylesheets.
    /// `rulesOfSource` lists each style source's rules (ascending), so a page visits only its own sources' rules.
    init(model: PageModel, rules: [StyleRule], rulesOfSource: [[Int]], inlineRules: [Int: Int], classes: ElementClasses? = nil) {
        self.model = model
        self.inlineRule = inlineRules
        let doc = model.page.document
        let elements = classes ?? ElementClasses(doc)
        self.classes = elements
        self.elementOrder = doc.elementsInOrder()
        let inlineSet = Set(inlineRules.values)
        var applicable: [Int] = []
        for si in Set(model.sources) where si < rulesOfSource.count { applicable += rulesOfSource[si] }
        applicable.sort()
        // Candidates: (rule, selector, specificity), numbered in the order the unindexed scan tried them.
        var candidates: [(rule: Int, selector: Selector, specificity: Int)] = []
        // Subject key → ancestor key ("" when none) → candidate numbers, ascending.
        var byKey: [String: [String: [Int]]] = [:]
        for ri in applicable where !inlineSet.contains(ri) {
            for s in rules[ri].selectors {
                guard let subject = s.subject else { continue }
                let key = Self.key(of: subject) ?? "*"
                var ancestorKey = ""
                for c in s.compounds.dropLast().reversed() {
                    if let k = Self.key(of: c) { ancestorKey = k; break }
                }
                byKey[key, default: [:]][ancestorKey, default: []].append(candidates.count)
                candidates.append((ri, s, s.specificity))
            }
        }
        // Keys of the current element's ancestors (root excluded), counted, and the path to it.
        var ancestorKeys: [String: Int] = [:]
        var path: [(node: Int, keys: [String])] = []
        var tried: [Int] = []
        for node in elementOrder where node != doc.root {
            let n = doc.nodes[node]
            while let last = path.last, last.node != n.parent {
                for k in last.keys {
                    if let c = ancestorKeys[k], c > 1 { ancestorKeys[k] = c - 1 } else { ancestorKeys[k] = nil }
                }
                path.removeLast()
            }
            var keys = ["*", n.name]
            if let id = n.attribute("id") { keys.append("#" + id) }
            for c in elements.classList(node) { keys.append("." + c) }
            var found: [Match] = []
            var seen: Set<Int> = []
            for k in keys {
                guard let buckets = byKey[k] else { continue }
                tried.removeAll(keepingCapacity: true)
                if let unfiltered = buckets[""] { tried += unfiltered }
                if buckets.count - 1 < ancestorKeys.count {
                    for (ak, list) in buckets where !ak.isEmpty && ancestorKeys[ak] != nil { tried += list }
                } else {
                    for ak in ancestorKeys.keys { if let list = buckets[ak] { tried += list } }
                }
                if tried.count > 1 { tried.sort() }
                for ci in tried {
                    let (ri, s, specificity) = candidates[ci]
                    guard s.matches(node, in: doc, classes: elements) else { continue }
                    let state = s.isStateOrPseudoElement
                    if seen.insert(ri).inserted {
                        found.append(Match(rule: ri, specificity: specificity, selector: s.text, state: state))
                    } else if let i = found.firstIndex(where: { $0.rule == ri }) {
                        if found[i].state && !state {
                            found[i] = Match(rule: ri, specificity: specificity, selector: s.text)
                        } else if found[i].state == state, found[i].specificity < specificity {
                            found[i].specificity = specificity
                        }
                    }
                }
            }
            if !found.isEmpty {
                matches[node] = found
                for m in found { nodesOfRule[m.rule, default: []].append(node) }
            }
            // The element's own parts (without "*") are ancestor parts for its descendants.
            let own = Array(keys.dropFirst())
            for k in own { ancestorKeys[k, default: 0] += 1 }
            path.append((node, own))
        }
    }

    /// The most selective part of a compound: `#id`, else `.first-class`, else the tag; nil for `*` or none.
    private static func key(of c: CompoundSelector) -> String? {
        if let id = c.id { return "#" + id }
        if let cls = c.classes.first { return "." + cls }
        if let t = c.tag, t != "*" { return t }
        return nil
    }

    // MARK: - Computed styles

    /// Computes element styles in document order (parents before children), for one scheme: every
    /// element's, or when `needed` is given (by node index) only those it marks, which must include
    /// the ancestors of every marked element (styles inherit).
    func computeStyles(
        rules: [StyleRule], dark: Bool, rootFontSize: Double, needed: [Bool]? = nil,
        global: @escaping (String, Bool) -> [CSSComponentValue]?
    ) -> PageStyles {
        computeStyles(rules: rules, schemes: [dark], rootFontSize: rootFontSize, needed: needed, global: global)[0]
    }

    /// Computes element styles for every scheme in `schemes` (each true for dark) in one walk: the
    /// matches of an element, its declarations and their cascade order are gathered once for all
    /// schemes, and a declaration without `var()` is expanded once per scheme for the whole page.
    /// Returns one map per scheme, in the order of `schemes`; each is what a walk for that scheme alone gives.
    func computeStyles(
        rules: [StyleRule], schemes: [Bool], rootFontSize: Double, needed: [Bool]? = nil,
        global: @escaping (String, Bool) -> [CSSComponentValue]?
    ) -> [PageStyles] {
        let doc = model.page.document
        let styled = needed.map { marks in marks.reduce(0) { $1 ? $0 + 1 : $0 } } ?? elementOrder.count
        var out = (0..<schemes.count).map { _ in PageStyles(nodeCount: doc.nodes.count, capacity: styled) }
        // Each element's substituter and the custom properties in scope at it, by node, per scheme.
        var substituters = [[CSSVariables.Substituter?]](repeating: Array(repeating: nil, count: doc.nodes.count), count: schemes.count)
        var scopes = [[VariableScope?]](repeating: Array(repeating: nil, count: doc.nodes.count), count: schemes.count)
        // The custom properties one element declares, reused from element to element.
        var declared: [String: [CSSComponentValue]] = [:]
        // A declaration substituted and expanded by one substituter gives the same longhands on every
        // element that shares it: (substituter, rule, declaration) → the longhands the style reads.
        // Declarations without `var()` give the same longhands under any substituter of a scheme: they
        // are kept in `plainLonghands` instead, so they are expanded once per page and scheme.
        var resolved: [ResolvedKey: [Longhand]] = [:]
        // The declarations of the rules this page's elements match are numbered `firstDeclaration[rule] + index`,
        // so what is known of each (its kind, and the longhands of a plain one in each scheme) sits in arrays:
        // no hashing and no copy of the declaration per element and scheme. The numbers are the page's own,
        // given as its rules are first met: arrays sized to every declaration of the design, made and dropped
        // for each page, grew as pages × declarations.
        var firstDeclaration: [Int: Int] = [:]
        var kinds: [DeclarationKind] = []
        var plainLonghands = [[[Longhand]?]](repeating: [], count: schemes.count)
        /// The first number of `rule`'s declarations, given on first use.
        func first(_ rule: Int) -> Int {
            if let known = firstDeclaration[rule] { return known }
            let number = kinds.count
            firstDeclaration[rule] = number
            let count = rules[rule].declarations.count
            kinds.append(contentsOf: repeatElement(.unknown, count: count))
            for si in plainLonghands.indices { plainLonghands[si].append(contentsOf: repeatElement(nil, count: count)) }
            return number
        }
        /// The kind of declaration `index` of rule `rule` (numbered `number`), worked out on first use.
        func kind(_ rule: Int, _ index: Int, _ number: Int) -> DeclarationKind {
            if kinds[number] == .unknown {
                let decl = rules[rule].declarations[index]
                kinds[number] = decl.name.hasPrefix("--") ? .custom : CSSVariables.containsVar(decl.value) ? .usesVar : .plain
            }
            return kinds[number]
        }
        var base = ElementStyle()
        base.fontSize = rootFontSize
        // What `rem` is in each scheme: the root element's computed font size (CSS Values 4), so a page's
        // `html { font-size: 62.5% }` makes `1.6rem` 16px. The root element's own `rem` is the initial size.
        var rem = [Double](repeating: rootFontSize, count: schemes.count)
        // Declarations in cascade order, reused from element to element, with the schemes each applies in.
        var ordered: [(important: Bool, spec: Int, dark: Bool, order: Int, rule: Int, index: Int, number: Int, match: Int, light: Bool, inDark: Bool)] = []
        // The winning longhand of each property slot: (longhand, index into the element's matches (-1: inline), dark).
        var winners = [(Longhand, Int, Bool)?](repeating: nil, count: Self.slotCount)
        for node in elementOrder where node != doc.root {
            if let needed, !needed[node] { continue }
            // The node's parent and name, not a copy of the whole node (its attributes and children).
            let n = (parent: doc.nodes[node].parent, name: doc.nodes[node].name)

            // Normal before important; by specificity; dark after light; source order. Sorted once for
            // all schemes: the sort is stable, so each scheme's declarations keep the order a sort of
            // that scheme's alone gives.
            let found = matches[node] ?? []
            ordered.removeAll(keepingCapacity: true)
            for (mi, m) in found.enumerated() where !m.state {
                let r = rules[m.rule]
                if r.highContrast { continue }
                let light = !r.dark, inDark = !r.lightTheme
                if !light && !inDark { continue }
                let number = first(m.rule)
                for (i, d) in r.declarations.enumerated() {
                    ordered.append((d.important, m.specificity, r.dark, r.order, m.rule, i, number + i, mi, light, inDark))
                }
            }
            let ir = inlineRule[node]
            if let ir {
                let number = first(ir)
                for (i, d) in rules[ir].declarations.enumerated() {
                    ordered.append((d.important, 1_000_000, false, rules[ir].order, ir, i, number + i, -1, true, true))
                }
            }
            ordered.sort { a, b in
                if a.important != b.important { return !a.important }
                if a.spec != b.spec { return a.spec < b.spec }
                if a.dark != b.dark { return !a.dark }
                return a.order < b.order
            }

            for (si, dark) in schemes.enumerated() {
                // The parent's style, copied once: the element inherits from it, and `apply` reads its font.
                let parentIndex = n.parent.flatMap { out[si].index(of: $0) }
                var style = parentIndex.map { out[si].style(at: $0) } ?? base
                let parentFont = (size: style.fontSize, scales: style.fontSizeScales, weight: style.fontWeight)
                style.background = nil
                style.backgroundVariable = nil
                style.backgroundImage = nil
                style.backgroundUnknown = false
                // Inherited colors are named after the element, not the ancestor's rule.
                style.colorSelector = nil
                style.box = [:]
                style.boxStatedForElement = []
                style.clipsVertically = false
                style.stretched = false
                style.castsSpotlight = false

                // Custom properties first: they are in scope for the element's other declarations (the last in
                // cascade order wins), over those in scope at the parent.
                declared.removeAll(keepingCapacity: true)
                for o in ordered where (dark ? o.inDark : o.light) && kind(o.rule, o.index, o.number) == .custom {
                    let decl = rules[o.rule].declarations[o.index]
                    declared[decl.name] = decl.value
                }
                let declaresVariables = !declared.isEmpty
                let inheritedScope = n.parent.flatMap { scopes[si][$0] }
                let scope = declaresVariables ? VariableScope(own: declared, parent: inheritedScope) : inheritedScope
                scopes[si][node] = scope
                // Elements that declare no custom property share their parent's memoizing substituter, so a
                // long var() chain resolves once per scope, not once per element and declaration.
                let substituter: CSSVariables.Substituter
                if !declaresVariables, let p = n.parent, let inherited = substituters[si][p] {
                    substituter = inherited
                } else {
                    substituter = CSSVariables.Substituter(lookup: { name in scope?.value(of: name) ?? global(name, dark) })
                }
                substituters[si][node] = substituter
                for i in winners.indices { winners[i] = nil }
                for o in ordered where dark ? o.inDark : o.light {
                    let longhands: [Longhand]
                    switch kind(o.rule, o.index, o.number) {
                    case .custom, .unknown:
                        // Custom properties give no longhand (they were put in scope above).
                        continue
                    case .plain:
                        if let known = plainLonghands[si][o.number] {
                            longhands = known
                        } else {
                            longhands = Self.longhands(rules[o.rule].declarations[o.index], substituter: substituter, dark: dark)
                            plainLonghands[si][o.number] = longhands
                        }
                    case .usesVar:
                        let key = ResolvedKey(substituter: ObjectIdentifier(substituter), rule: o.rule, index: o.index)
                        if let known = resolved[key] {
                            longhands = known
                        } else {
                            longhands = Self.longhands(rules[o.rule].declarations[o.index], substituter: substituter, dark: dark)
                            resolved[key] = longhands
                        }
                    }
                    for l in longhands { winners[l.slot] = (l, o.match, o.dark) }
                }
                Self.apply(
                    winners, to: &style, parentFont: parentFont, node: n, found: found, inlineRule: ir, rules: rules, dark: dark,
                    rootFontSize: rem[si])
                out[si].set(style, of: node)
                if n.parent == doc.root { rem[si] = style.fontSize }
            }
        }
        return out
    }

    /// The style of an element from its parent's (`style`, with the non-inherited parts reset; `parentFont`, the
    /// parent's font size, whether it scales, and weight) and the winning longhand of each slot.
    private static func apply(
        _ winners: [(Longhand, Int, Bool)?], to style: inout ElementStyle, parentFont parent: (size: Double, scales: Bool, weight: Int),
        node n: (parent: Int?, name: String), found: [Match], inlineRule ir: Int?, rules: [StyleRule], dark: Bool, rootFontSize: Double
    ) {
        // Font size first: `em` lengths depend on it.
        if let (d, _, _) = winners[fontSizeSlot] {
            if let size = CSSBridge.fontSize(d.value, parentSize: parent.size, rootFontSize: rootFontSize) {
                style.fontSize = size
                style.fontSizeStated = true
                style.fontSizeScales = CSSBridge.fontSizeScales(d.value, parentScales: parent.scales)
            } else if CSSBridge.fontSizeScales(d.value, parentScales: parent.scales) {
                style.fontSizeScales = true
            }
        } else if let s = tagFontSize[n.name] {
            style.fontSize = n.name == "small" ? parent.size * 0.833 : s
            style.fontSizeStated = false
            style.fontSizeScales = false
        }
        if let (d, _, _) = winners[fontWeightSlot], let w = CSSBridge.fontWeight(d.value, parentWeight: parent.weight) {
            style.fontWeight = w
            style.fontWeightStated = true
        } else if boldTags.contains(n.name) {
            style.fontWeight = 700
            style.fontWeightStated = false
        }
        if let (d, _, _) = winners[lineHeightSlot] {
            style.lineHeight = CSSBridge.lineHeight(d.value, fontSize: style.fontSize, rootFontSize: rootFontSize)
        }
        if let (d, _, _) = winners[colorSlot], d.unknown { style.colorUnknown = true }
        if let (d, mi, _) = winners[colorSlot], let color = d.color {
            style.colorUnknown = false
            style.color = color
            style.colorStated = true
            style.colorVariable = d.variableSource
            style.colorSelector = mi >= 0 ? found[mi].selector : ir.map { rules[$0].selectorText }
        }
        if let (d, _, _) = winners[backgroundSlot], d.unknown { style.backgroundUnknown = true }
        if let (d, _, _) = winners[backgroundSlot], let c = d.color {
            style.background = c
            style.backgroundVariable = d.variableSource
        }
        if let (d, _, _) = winners[backgroundImageSlot] {
            style.backgroundImage = BackgroundImage.parse(d.value, dark: dark)
        }
        if let (d, _, _) = winners[textFillSlot] {
            style.textFill = d.color
            // A descendant filling its glyphs with a color of its own hides the clipped background behind them.
            if (d.color?.alpha ?? 0) > 0 || CSSBridge.color(d.value, dark: dark)?.currentColor == true { style.textFilledByBackground = false }
        }
        // A background clipped to the text paints the glyphs, not a box behind them: it is no backdrop, and under
        // a transparent fill it is the text's own paint.
        if let (d, _, _) = winners[backgroundClipSlot], d.value.contains(where: { $0.isIdent("text") }) {
            style.background = nil
            style.backgroundVariable = nil
            style.backgroundImage = nil
            style.backgroundUnknown = false
            if (style.textFill ?? style.color).alpha == 0 { style.textFilledByBackground = true }
        }
        if let (d, _, _) = winners[visibilitySlot], let keyword = d.value.first(where: { !$0.isWhitespace })?.identValue?.lowercased() {
            style.invisible = keyword == "hidden" || keyword == "collapse"
        }
        if let (d, _, _) = winners[overflowYSlot], let keyword = d.value.first(where: { !$0.isWhitespace })?.identValue?.lowercased() {
            style.clipsVertically = keyword == "hidden" || keyword == "clip"
        }
        // A layer shown only in another state (`display: none` until a script opens it) paints nothing at rest.
        let displayed = winners[displaySlot].map { winner in !winner.0.value.contains { $0.isIdent("none") } } ?? true
        style.stretched = displayed && stretched(winners)
        if displayed, let (d, _, _) = winners[boxShadowSlot],
            let shadows = CSSValues.shadows(d.value, context: CSSValueContext(rootFontSize: rootFontSize))
        {
            style.castsSpotlight = shadows.contains { !$0.inset && $0.spread >= spotlightSpread && ($0.color?.alpha ?? 1) >= 0.1 }
        }
        for (i, p) in boxSlotNames.enumerated() {
            if p == "opacity" {
                // A number or a percentage (not a length): how much of the element and everything in it shows.
                if let (d, _, _) = winners[firstBoxSlot + i], let o = CSSBridge.opacity(d.value) { style.box[p] = o }
                continue
            }
            if let (d, mi, _) = winners[firstBoxSlot + i], let l = CSSBridge.length(d.value, fontSize: style.fontSize, rootFontSize: rootFontSize) {
                style.box[p] = l
                // Inline styles and class, attribute or id selectors single the element out; `*` and bare tags reset.
                if mi < 0 || found[mi].specificity >= 100 { style.boxStatedForElement.insert(p) }
            }
        }
    }

    /// Least spread of an outer shadow, in points, that makes it a spotlight over its surroundings rather than a
    /// shadow or a ring around the box (those spread a few points).
    static let spotlightSpread = 100.0

    /// True when the winning declarations position the element out of the flow and pin all four of its sides.
    private static func stretched(_ winners: [(Longhand, Int, Bool)?]) -> Bool {
        guard let (p, _, _) = winners[positionSlot],
            let keyword = p.value.first(where: { !$0.isWhitespace })?.identValue?.lowercased(), keyword == "absolute" || keyword == "fixed"
        else { return false }
        // `inset` gives one to four values, as `margin` does; a side is pinned unless `auto`.
        var pinned = [false, false, false, false]
        if let (d, _, _) = winners[insetSlot] {
            let values = d.value.filter { !$0.isWhitespace }.map { !$0.isIdent("auto") }
            switch values.count {
            case 1: pinned = Array(repeating: values[0], count: 4)
            case 2: pinned = [values[0], values[1], values[0], values[1]]
            case 3: pinned = [values[0], values[1], values[2], values[1]]
            case 4: pinned = values
            default: break
            }
        }
        for i in sideNames.indices {
            if let (d, _, _) = winners[firstSideSlot + i] { pinned[i] = !d.value.filter({ !$0.isWhitespace }).allSatisfy { $0.isIdent("auto") } }
        }
        return pinned.allSatisfy { $0 }
    }

    /// What the cascade needs to know of a declaration before expanding it.
    private enum DeclarationKind: UInt8 {
        case unknown
        /// A custom property (`--brand`): in scope for the element's other declarations, no longhand itself.
        case custom
        /// No `var()`: the same longhands under any substituter of a scheme, so expanded once per page and scheme.
        case plain
        /// Uses `var()`: expanded once per substituter.
        case usesVar
    }

    // MARK: - Longhands

    /// Properties a computed style reads, by slot.
    private static let fontSizeSlot = 0, fontWeightSlot = 1, lineHeightSlot = 2, colorSlot = 3, backgroundSlot = 4, backgroundImageSlot = 5
    private static let overflowYSlot = 6, backgroundClipSlot = 7, textFillSlot = 8
    private static let positionSlot = 9, insetSlot = 10, boxShadowSlot = 11, displaySlot = 12, visibilitySlot = 13
    /// `top`, `right`, `bottom`, `left`.
    private static let firstSideSlot = 14
    private static let sideNames = ["top", "right", "bottom", "left"]
    private static let firstBoxSlot = firstSideSlot + sideNames.count
    private static let boxSlotNames = boxProperties.sorted()
    private static let slotCount = firstBoxSlot + boxSlotNames.count
    private static let slotOfProperty: [String: Int] = {
        var m = [
            "font-size": fontSizeSlot, "font-weight": fontWeightSlot, "line-height": lineHeightSlot, "color": colorSlot, "background-color": backgroundSlot,
            "background-image": backgroundImageSlot, "overflow-y": overflowYSlot, "background-clip": backgroundClipSlot,
            "-webkit-background-clip": backgroundClipSlot, "-webkit-text-fill-color": textFillSlot, "position": positionSlot,
            "inset": insetSlot, "box-shadow": boxShadowSlot, "display": displaySlot,
            "visibility": visibilitySlot
        ]
        for (i, p) in sideNames.enumerated() { m[p] = firstSideSlot + i }
        for (i, p) in boxSlotNames.enumerated() { m[p] = firstBoxSlot + i }
        return m
    }()

    /// A longhand the computed style reads: its slot, substituted value, the custom property it came
    /// from, and for `color`/`background-color` the color it gives in the scheme.
    private struct Longhand {
        var slot: Int
        var value: [CSSComponentValue]
        var variableSource: String?
        var color: Color?
        /// The declaration's value could not be resolved (an undefined custom property without fallback).
        var unknown = false
    }

    /// Identifies a declaration as substituted by one substituter.
    private struct ResolvedKey: Hashable {
        var substituter: ObjectIdentifier
        var rule: Int
        var index: Int
    }

    /// `var()` first, then shorthands: `background: var(--surface)` still yields a background color.
    /// Custom properties, declarations that fail substitution (invalid at computed-value time) and
    /// longhands the style does not read give nothing.
    private static func longhands(_ decl: StyleDeclaration, substituter: CSSVariables.Substituter, dark: Bool) -> [Longhand] {
        guard !decl.name.hasPrefix("--") else { return [] }
        guard let substituted = CSSBridge.substitute(decl.value, with: substituter) else {
            // A color or background whose var() cannot be resolved (its stylesheet was not read) is
            // unknown, not transparent: the text on it is not checked against a guessed white.
            switch decl.name {
            case "background", "background-color", "background-image": return [Longhand(slot: backgroundSlot, value: [], unknown: true)]
            case "color": return [Longhand(slot: colorSlot, value: [], unknown: true)]
            default: return []
            }
        }
        var resolved = decl
        resolved.value = substituted
        var out: [Longhand] = []
        // `font: -apple-system-body`: a system text style, which the shorthand's expansion has no size for.
        if decl.name == "font", CSSBridge.systemTextStyle(substituted) != nil {
            return [Longhand(slot: fontSizeSlot, value: substituted)]
        }
        for d in CSSBridge.expand(resolved) {
            guard let slot = slotOfProperty[d.name] else { continue }
            var l = Longhand(slot: slot, value: d.value)
            if d.name == decl.name || d.name == "background-color" || d.name == "color" { l.variableSource = CSSBridge.references(decl.value).first }
            if slot == colorSlot || slot == backgroundSlot || slot == textFillSlot { l.color = CSSBridge.color(d.value, dark: dark)?.color }
            out.append(l)
        }
        return out
    }
}
