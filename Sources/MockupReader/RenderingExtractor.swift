import CSSEngine
import GapCheckModel
import LibXML

/// What a page actually renders: text color over background pairs (for contrast) and the size of
/// tappable elements (for touch targets), in the light and, when the design has one, dark scheme.
struct RenderingExtractor {
    let cascade: PageCascade
    let rules: [StyleRule]
    let variables: VariableTable
    let rootFontSize: Double
    let includeDark: Bool
    /// Which elements are the app's UI (`AppFrames.isAppUI`), when the caller has it already.
    var appUI: [Bool]? = nil
    /// By node, the kind of device the frame it is drawn in is for (`FramePlatform.surfaces`); nil when no frame says.
    var surfaceOfNode: [DesignSurface?]? = nil
    /// The one appearance the page paints when its root pins it (`PaintedAppearance`); nil when the page shows both.
    var painted: PaintedAppearance? = nil
    /// True to weigh what all the page's text is painted on (`PageBackdrop`), for a page that draws no frame.
    var measuresBackdrop = false

    private static let skippedTags: Set<String> = ["head", "script", "style", "title", "template", "noscript", "meta", "link", "svg", "option"]

    func extract() -> (pairs: [ColorPair], targets: [TapTarget], elements: [DesignElement], backdrop: PageBackdrop?) {
        let doc = cascade.model.page.document
        // Only elements that show text or can be tapped get a pair or a target; styles are computed for
        // them and their ancestors (inheritance, backgrounds), not for the rest of the page.
        let elements = cascade.elementOrder
        // Page headings, legends and captions around the device frames are notes, not app UI.
        let app = appUI ?? AppFrames(doc, classes: cascade.classes, file: cascade.model.page.file, boxes: cascade.model.deviceBoxes).isAppUI
        var hasText = Array(repeating: false, count: doc.nodes.count)
        var tappable = Array(repeating: false, count: doc.nodes.count)
        var needed = Array(repeating: false, count: doc.nodes.count)
        var skipped = Array(repeating: false, count: doc.nodes.count)
        // By element, the characters of text it holds itself, when the backdrop is weighed.
        var backdropTexts: [Int: Int] = [:]
        // One walk of the page's elements and the texts they hold: each text is read once, for the backdrop and for
        // the pairs, through the node buffer (no node copied).
        doc.nodes.withUnsafeBufferPointer { nodes in
            for node in elements where node != doc.root {
                if let p = nodes[node].parent, skipped[p] { skipped[node] = true; continue }
                if Self.skippedTags.contains(nodes[node].name) || nodes[node].attribute("hidden") != nil { skipped[node] = true; continue }
                guard measuresBackdrop || app[node] else { continue }
                // Emoji paint in their own colors: a text of emoji only (📦, ✉️) has no text color to check.
                // Symbols drawn in the text color (+, ✓, ✦) are checked too: a symbol alone as an icon (`iconGlyph`).
                let own = Self.ownText(of: nodes[node], in: nodes, counting: measuresBackdrop)
                if measuresBackdrop, own.characters > 0 {
                    backdropTexts[node] = own.characters
                    var current: Int? = node
                    while let c = current, c != doc.root, !needed[c] {
                        needed[c] = true
                        current = nodes[c].parent
                    }
                }
                if !app[node] { continue }
                hasText[node] = own.colored
                tappable[node] = Self.isTappable(nodes[node])
                guard hasText[node] || tappable[node] else { continue }
                var current: Int? = node
                while let c = current, c != doc.root, !needed[c] {
                    needed[c] = true
                    current = nodes[c].parent
                }
            }
        }
        // The siblings along those chains too: a layer stretched over them (a scrim) paints between a text and its
        // ancestors' backgrounds (`layerHidesBackdrop`).
        for node in elements where node != doc.root && needed[node] {
            for c in doc.nodes[node].children where doc.nodes[c].kind == .element && !needed[c] && !Self.skippedTags.contains(doc.nodes[c].name) {
                needed[c] = true
            }
        }
        let global: (String, Bool) -> [CSSComponentValue]? = { variables.lookup($0, dark: $1) }
        // One walk for both schemes: matches and cascade order are shared (`PageCascade.computeStyles(schemes:)`).
        // A page pinned to one appearance paints only it: a page pinned dark is read in dark, as its only look.
        let includeDark = painted == nil && self.includeDark
        let firstScheme = painted == .dark ? "dark" : "light"
        let styles = cascade.computeStyles(
            rules: rules, schemes: painted == .dark ? [true] : includeDark ? [false, true] : [false], rootFontSize: rootFontSize,
            needed: needed, global: global)
        let light = styles[0]
        let dark = includeDark ? styles[1] : PageStyles()
        // Text the page does not paint (`font-size: 0`, `visibility: hidden`, a transparent color, clipped to a
        // pixel) is no text anybody reads: no contrast, no element to compare. A box that is not painted at all is
        // no target either; a control whose letter gives way to an icon (`font-size: 0`) still is.
        var unpainted: Set<Int> = []
        // By node, whether a box at or above it clips it away; in document order, so a parent is decided first.
        var clippedAway = Array(repeating: false, count: doc.nodes.count)
        for node in elements where node != doc.root {
            if let p = doc.nodes[node].parent, clippedAway[p] {
                clippedAway[node] = true
            } else if let box = light[node], Self.clipsToNothing(box) {
                clippedAway[node] = true
            }
        }
        for node in elements where node != doc.root && !skipped[node] && (hasText[node] || tappable[node]) {
            guard let style = light[node] else { continue }
            let painting = Self.painting(style, clippedAway: clippedAway[node])
            guard painting != .painted else { continue }
            if hasText[node] {
                hasText[node] = false
                unpainted.insert(node)
            }
            if painting == .hidden { tappable[node] = false }
        }
        // The layers that may hide a backdrop, by their parent: found once, not once per text among their siblings.
        let lightLayers = hidingLayers(light)
        let darkLayers = includeDark ? hidingLayers(dark) : [:]
        var pairs: [ColorPair] = []
        var seenPairs: Set<String> = []
        // Pairs painted alike hold one paint (`ColorPairPaints`): a page renders many texts in few color pairs.
        var paints = ColorPairPaints()
        var targets: [TapTarget] = []
        var seenTargets: Set<String> = []
        let shown = elements.filter { $0 != doc.root && !skipped[$0] && (hasText[$0] || tappable[$0]) }
        var elementExtractor = DesignElementExtractor(cascade: cascade)
        elementExtractor.surfaceOfNode = surfaceOfNode
        // The device frame each control is drawn in: its lengths scale with the frame, as its texts' do.
        let sizedFrame = elementExtractor.frames(nodes: shown, light: light).sized

        for node in elements where node != doc.root && !skipped[node] && (hasText[node] || tappable[node]) {
            let n = doc.nodes[node]
            let screen = cascade.model.screenOfNode[node]
            let location = cascade.model.page.location(of: node)
            let descriptor = Self.descriptor(n)

            if hasText[node], !isInactive(node), let lightStyle = light[node] {
                let lightPair = pair(
                    node, styles: light, hiding: lightLayers, scheme: firstScheme, descriptor: descriptor, screen: screen, location: location,
                    style: lightStyle)
                if var lightPair, seenPairs.insert(key(lightPair)).inserted {
                    lightPair.surface = surface(of: node)
                    paints.share(&lightPair)
                    pairs.append(lightPair)
                }
                if includeDark, let darkStyle = dark[node],
                    var darkPair = pair(
                        node, styles: dark, hiding: darkLayers, scheme: "dark", descriptor: descriptor, screen: screen, location: location,
                        style: darkStyle),
                    darkPair.foreground != lightPair?.foreground || darkPair.background != lightPair?.background,
                    seenPairs.insert(key(darkPair)).inserted
                {
                    darkPair.surface = surface(of: node)
                    paints.share(&darkPair)
                    pairs.append(darkPair)
                }
            }

            // A checkbox or radio inside a clickable row (`li onclick`, a `<label>` around it) is ticked by a tap
            // anywhere in the row: the row's box is the hit area, measured when its size is known; inside a control
            // measured on its own (`<button>`, `role="checkbox"`), nothing more. A button in a row keeps its own size:
            // it does something else than the row.
            let row = tappable[node] && Self.isSelectionControl(doc.nodes[node]) ? clickableAncestor(of: node) : nil
            if tappable[node], row.map({ !Self.isTappable(doc.nodes[$0]) }) ?? true, let s = row.map({ light[$0] }) ?? light[node] {
                let measured = row ?? node
                let (w, h) = size(s, node: measured, styles: light)
                if w != nil || h != nil {
                    let descriptor = row.map { Self.descriptor(doc.nodes[$0]) } ?? descriptor
                    let location = row.map { cascade.model.page.location(of: $0) } ?? location
                    var target = TapTarget(selector: descriptor, width: w, height: h, screen: screen, location: location)
                    target.surface = surface(of: node)
                    // A watch frame is drawn at the watch's own points: no phone drawn smaller.
                    if target.surface != .watch, let f = sizedFrame?[node], let box = light[f]?.box {
                        target.frameWidth = box["width"]
                        target.frameHeight = box["height"] ?? box["min-height"]
                    }
                    let k = "\(descriptor)|\(w.map(Length.format) ?? "-")|\(h.map(Length.format) ?? "-")|\(screen ?? "")"
                    if seenTargets.insert(k).inserted { targets.append(target) }
                }
            }
        }
        let designElements = elementExtractor.elements(
            nodes: shown, hasText: hasText, tappable: tappable, light: light, dark: dark, unpaintedText: unpainted)
        // A page pinned dark paints its light styles nowhere: its backdrop is not its light appearance's.
        let backdrop = measuresBackdrop && painted != .dark ? PageBackdrop.measure(doc, order: elements, texts: backdropTexts, styles: light) : nil
        return (pairs, targets, designElements, backdrop)
    }

    /// How much of an element the page paints (`painting(_:clippedAway:)`).
    enum Painting {
        case painted
        /// The box is painted, its text is not: `font-size: 0` (an icon takes the letter's place) or a transparent
        /// text color.
        case textHidden
        /// Neither: `visibility: hidden`, or a box of a pixel or less that clips its content (`.sr-only`).
        case hidden
    }

    /// What the page paints of an element with the computed `style`, `clippedAway` when a box at or above it clips it
    /// to nothing (`clipsToNothing`).
    static func painting(_ style: ElementStyle, clippedAway: Bool) -> Painting {
        if style.invisible || clippedAway { return .hidden }
        if style.fontSize < 0.5 { return .textHidden }
        // A text whose glyphs are filled with nothing (`color: transparent`), unless a clipped background fills them.
        if !style.colorUnknown, !style.textFilledByBackground, (style.textFill ?? style.color).alpha == 0 { return .textHidden }
        return .painted
    }

    /// True for the visually hidden idiom: a box of at most one pixel that clips what overflows it (`.sr-only`). Its
    /// padding and `min-height` count: `height: 0; padding-bottom: 56%` is a box drawn to an aspect ratio.
    static func clipsToNothing(_ box: ElementStyle) -> Bool {
        guard box.clipsVertically, let h = [box.box["height"], box.box["max-height"]].compactMap({ $0 }).min() else { return false }
        return max(h, box.box["min-height"] ?? 0) + (box.box["padding-top"] ?? 0) + (box.box["padding-bottom"] ?? 0) <= 1
    }

    /// The kind of device the frame `node` is drawn in is for, when one says.
    private func surface(of node: Int) -> DesignSurface? {
        guard let s = surfaceOfNode, node < s.count else { return nil }
        return s[node]
    }

    /// What an element's own texts (its text children) show: whether one has a character drawn in the text color
    /// (`hasTextColoredGlyph`), and, when `counting`, the characters other than white space of those that do (the
    /// measure of the element's text, `PageBackdrop`).
    static func ownText(
        of element: MarkupDocument.Node, in nodes: UnsafeBufferPointer<MarkupDocument.Node>, counting: Bool
    ) -> (colored: Bool, characters: Int) {
        var colored = false
        var characters = 0
        for c in element.children where nodes[c].kind == .text && hasTextColoredGlyph(nodes[c].text) {
            colored = true
            guard counting else { break }
            for ch in nodes[c].text where !ch.isWhitespace { characters += 1 }
        }
        return (colored, characters)
    }

    /// True when `text` has a character drawn in the text color: anything but white space and emoji
    /// (emoji-presentation characters, characters a U+FE0F selector turns into emoji, and emoji beyond the Basic
    /// Multilingual Plane: 🎙 and 🖥 default to text presentation, but no text font has them, so the platform's color
    /// emoji font draws them, as an image in its own colors, unless U+FE0E asks for text).
    static func hasTextColoredGlyph(_ text: String) -> Bool {
        // Scalar by scalar with the one after it, no array of them: every text of a page is asked.
        var scalars = text.unicodeScalars.makeIterator()
        var current = scalars.next()
        while let u = current {
            let following = scalars.next()
            current = following
            // ASCII: white space (tab to carriage return, space) or a character drawn in the text color; no ASCII
            // character is an emoji by presentation, a modifier or a selector, and the emoji tests below ask for more.
            if u.value < 0x80 {
                if u.value == 0x20 || (0x09...0x0D).contains(u.value) { continue }
                return true
            }
            if u.properties.isWhitespace || u.value == 0xFE0F || u.value == 0x200D || u.value == 0xFE0E { continue }
            if u.properties.isEmojiPresentation || u.properties.isEmojiModifier { continue }
            let next = following?.value
            if u.properties.isEmoji, next == 0xFE0F { continue }
            if u.properties.isEmoji, u.value > 0xFFFF, next != 0xFE0E { continue }
            return true
        }
        return false
    }

    private func key(_ p: ColorPair) -> String {
        // An icon and a text of one selector are two pairs: each has its own threshold. A large word is kept apart from
        // other texts of its selector: it may be a wordmark, which the contrast check exempts, and they are not.
        "\(p.scheme)|\(p.selector)|\(p.foreground.hex)|\(p.background.hex)|\(p.screen ?? "")|\(p.iconGlyph != nil)|\(p.largeWord ?? "")"
    }

    /// The text color over the nearest background, translucent layers composited over white. Over a
    /// gradient, the color it paints inside its box that the text contrasts least with (`PaintedGradient`:
    /// stops beyond the box are not painted), translucent stops composited over what is beneath the gradient
    /// (the element's own color, its ancestors' colors or gradient), with the text's contrast across the ramp kept
    /// for the check; nil over an image, a gradient whose stops are unknown, or a translucent gradient over what is
    /// not known (what the text sits on is not known). A box too low to hold the text's glyphs (a 1px rule, an
    /// 8px bar the label overflows) is not behind the text: it is passed over, and when it clips what overflows
    /// it, the text is not drawn whole and gets no pair.
    private func pair(
        _ node: Int, styles: PageStyles, hiding: [Int: [Int]], scheme: String, descriptor: String, screen: String?,
        location: SourceLocation, style: ElementStyle
    ) -> ColorPair? {
        let doc = cascade.model.page.document
        var layers: [(Color, String?)] = []
        var gradient: [PaintedGradient]?
        // Text painted by its own clipped background (a gradient headline) has no color to contrast with a backdrop.
        if style.colorUnknown || style.textFilledByBackground { return nil }
        if layerHidesBackdrop(node, styles: styles, hiding: hiding) { return nil }
        let glyphs = Self.glyphHeight(style)
        var current: Int? = node
        while let c = current, c != doc.root {
            if let box = styles[c], Self.tooLow(box, for: glyphs) {
                if box.clipsVertically { return nil }
                current = doc.nodes[c].parent
                continue
            }
            if styles[c]?.backgroundUnknown == true { return nil }
            if styles[c]?.backgroundImage != nil {
                // The image paints above the element's own background color.
                guard let painted = paints(c, styles: styles) else { return nil }
                gradient = painted
                break
            }
            if let bg = styles[c]?.background, bg.alpha > 0 {
                layers.append((bg, styles[c]?.backgroundVariable))
                if bg.alpha >= 0.999 { break }
            }
            current = doc.nodes[c].parent
        }
        func over(_ base: Color) -> Color {
            var background = base
            for (layer, _) in layers.reversed() { background = layer.composited(over: background) }
            return background
        }
        var background = over(Color(red: 1, green: 1, blue: 1))
        var backgroundName = layers.first.map { $0.1 ?? background.hex } ?? "#FFFFFF (canvas)"
        var ratios: [Double]?
        var startRatio: Double?
        // A solid layer between the text and the gradient hides it.
        if let gradient, layers.first.map({ $0.0.alpha >= 0.999 }) != true {
            // The painted color the text contrasts least with.
            let color = style.color
            func ratio(_ b: Color) -> Double { (color.alpha < 1 ? color.composited(over: b) : color).contrastRatio(with: b) }
            let candidates = gradient.flatMap(\.points).map { (color: over($0.color), edge: $0.edge) }
            if let worst = candidates.min(by: { ratio($0.color) < ratio($1.color) }) {
                background = worst.color
                backgroundName = (worst.edge ? "gradient edge " : "gradient stop ") + background.painted.hex
            }
            func painted(_ sample: Color) -> Double {
                let b = over(sample).painted
                return (color.alpha < 1 ? color.composited(over: b) : color).painted.contrastRatio(with: b)
            }
            ratios = gradient.flatMap { $0.samples(Self.gradientSamples) }.map(painted)
            // Where a left-to-right text begins: the box's top-left corner, when every layer places it.
            let starts = gradient.compactMap { g in g.start.map { painted(g.color(at: $0)) } }
            if starts.count == gradient.count { startRatio = starts.min() }
        }
        // Both colors as the browser paints them (8 bits a channel): the ratio is then the one of the colors a
        // finding prints, not of a blend no screen shows.
        background = background.painted
        let foreground = (style.color.alpha < 1 ? style.color.composited(over: background) : style.color).painted
        var pair = ColorPair(
            foreground: foreground, background: background,
            foregroundName: style.colorVariable ?? style.color.description, backgroundName: backgroundName,
            fontSize: style.fontSize, fontWeight: style.fontWeight, scheme: scheme,
            selector: style.colorSelector ?? descriptor, screen: screen, location: location)
        pair.textColorStated = style.colorStated
        pair.gradientRatios = ratios
        pair.gradientStartRatio = startRatio
        let texts = doc.nodes[node].children.filter { doc.nodes[$0].kind == .text }
        // An icon font's ligature is named by the word the font draws as its symbol (`chevron_right`).
        let ligature = texts.lazy.compactMap { self.cascade.model.page.iconLigatures[$0] }.first
        pair.iconGlyph = Self.iconGlyph(texts.map { doc.nodes[$0].text }).map { glyph in ligature ?? glyph }
        if pair.iconGlyph == nil, style.fontSize >= 24 || (style.fontSize >= 18.66 && style.fontWeight >= 700) {
            let words = texts.map { doc.nodes[$0].text }.joined(separator: " ").split(whereSeparator: \.isWhitespace)
            if (1...2).contains(words.count), words.joined().count <= 24 { pair.largeWord = words.joined(separator: " ") }
        }
        return pair
    }

    /// True when a layer the ancestor walk does not see may paint between the text of `node` and the backgrounds it
    /// is composited over: below the nearest ancestor (or self) that paints an opaque backdrop, a sibling of the text
    /// or of an ancestor stretched over its container with a translucent paint of its own (a dimming scrim, a tinted
    /// veil), or an element there casting a spotlight shadow (`0 0 0 4000px` darkens all around a selection). Without
    /// layout the text's true backdrop is not known, so it gets no pair rather than one against the wrong color. (An
    /// opaque stretched layer, a wallpaper, is left as before: it paints its own color, not a shade of the one read.)
    private func layerHidesBackdrop(_ node: Int, styles: PageStyles, hiding: [Int: [Int]]) -> Bool {
        let doc = cascade.model.page.document
        var current: Int? = node
        while let c = current, c != doc.root, let style = styles[c] {
            if Self.paintsOpaquely(style) { return false }
            if style.castsSpotlight { return true }
            guard let parent = doc.nodes[c].parent else { return false }
            if hiding[parent]?.contains(where: { $0 != c }) == true { return true }
            current = parent
        }
        return false
    }

    /// The elements of `styles` that may hide the backdrop of their siblings' texts (a shown element casting a
    /// spotlight shadow, or stretched over its container with a translucent paint), by their parent.
    private func hidingLayers(_ styles: PageStyles) -> [Int: [Int]] {
        let doc = cascade.model.page.document
        var out: [Int: [Int]] = [:]
        // The style's own tests first: few elements are such a layer, and the attribute is looked up for those only.
        for (node, s) in styles where s.castsSpotlight || (s.stretched && Self.paints(s) && !Self.paintsOpaquely(s)) {
            guard (s.box["opacity"] ?? 1) > 0, doc.nodes[node].attribute("hidden") == nil, let parent = doc.nodes[node].parent else { continue }
            out[parent, default: []].append(node)
        }
        return out
    }

    /// True when the element's own background hides everything beneath it: an opaque color, a bitmap, or a
    /// gradient without a translucent stop.
    private static func paintsOpaquely(_ style: ElementStyle) -> Bool {
        if let bg = style.background, bg.alpha >= 0.999 { return true }
        switch style.backgroundImage {
        case .image?: return true
        case .gradient(let stops, let layers)?: return !stops.isEmpty && !layers.isEmpty && !layers.contains(where: \.isTranslucent)
        case nil: return false
        }
    }

    /// Least opacity of a layer's strongest color for it to change the backdrop of what it covers: an ambient wash
    /// of a few percent (`rgba(33, 138, 141, .06)`) moves a contrast ratio by less than the check's rounding.
    static let noticeableLayerAlpha = 0.1

    /// True when the element paints a background of its own that shows (a color or a gradient stop at least
    /// `noticeableLayerAlpha` opaque, an image, or a color that could not be read).
    private static func paints(_ style: ElementStyle) -> Bool {
        if style.backgroundUnknown || (style.background?.alpha ?? 0) >= noticeableLayerAlpha { return true }
        switch style.backgroundImage {
        case .image?: return true
        case .gradient(let stops, _)?: return stops.isEmpty || stops.contains { $0.alpha >= noticeableLayerAlpha }
        case nil: return false
        }
    }

    /// The symbol when `texts` (an element's own text nodes) hold one symbol and nothing else (white space and a
    /// text-presentation selector aside): a character of Unicode's symbol categories (So: ⚙ ▶ ★ ✓ ↗ dingbats,
    /// geometric shapes; Sm beyond ASCII: → × −), of the private-use area (icon fonts), or one Unicode lists as emoji
    /// beyond ASCII (ℹ, a letter by its category). Such a text is an icon, which
    /// WCAG 1.4.11 measures at 3:1. ASCII signs (`+`, `<`, `=`) and letters, digits, punctuation and currency stay text.
    static func iconGlyph(_ texts: some Sequence<String>) -> String? {
        var only: Unicode.Scalar?
        for text in texts {
            for u in text.unicodeScalars where !u.properties.isWhitespace && u.value != 0xFE0E {
                // A second character: words, a number, or a symbol with a label: text.
                guard only == nil else { return nil }
                only = u
            }
        }
        guard let u = only, u.value > 0x7F else { return nil }
        // A character Unicode lists as emoji is a pictograph whatever its category: ℹ (a letter by category), ‼.
        if u.properties.isEmoji { return String(u) }
        switch u.properties.generalCategory {
        case .otherSymbol, .mathSymbol, .privateUse: return String(u)
        default: return nil
        }
    }

    /// How many evenly spaced colors of a gradient a pair keeps (every 5% of the box).
    static let gradientSamples = 21

    /// How tall a text's glyphs paint: its font size (the em box), or its line height when that is smaller.
    /// Not the line box: its leading paints nothing, and an inherited unitless line height is read as the
    /// ancestor's length, which may be taller than the text's own line.
    static func glyphHeight(_ style: ElementStyle) -> Double {
        min(style.fontSize, style.lineHeight ?? style.fontSize)
    }

    /// True when a box states a height (`height`, `max-height`) below `glyphs`: a rule or bar the text
    /// overflows, which paints mostly beside the text rather than behind it. The box is taken at the most
    /// it can paint (its `min-height` when larger, plus its vertical padding, as a content box draws it).
    static func tooLow(_ box: ElementStyle, for glyphs: Double) -> Bool {
        guard let stated = [box.box["height"], box.box["max-height"]].compactMap({ $0 }).min(), glyphs > 0 else { return false }
        let painted = max(stated, box.box["min-height"] ?? 0) + (box.box["padding-top"] ?? 0) + (box.box["padding-bottom"] ?? 0)
        return painted < glyphs
    }

    /// What element `node`'s background image paints, layer by layer, opaque: each translucent layer composited
    /// over every color that may show beneath it (`beneath`), so a fade to `transparent` over a dark screen
    /// stays dark. Nil for a bitmap, a gradient whose stops are unknown, or a translucent one over what is not known.
    private func paints(_ node: Int, styles: PageStyles) -> [PaintedGradient]? {
        guard case .gradient(let stops, let layers)? = styles[node]?.backgroundImage, !stops.isEmpty, !layers.isEmpty else { return nil }
        guard layers.contains(where: \.isTranslucent) else { return layers }
        // The first layer is drawn on top (`background: radial-gradient(…, transparent 60%), linear-gradient(#06080D,
        // #0B111C)`): the last opaque layer hides the layers after it and whatever lies beneath the box, and a
        // translucent layer above it shows over its colors, not over the page.
        if let bottom = layers.lastIndex(where: { !$0.isTranslucent }) {
            let under = Self.distinct(layers[bottom].points.map(\.color))
            return layers[...bottom].flatMap { layer in layer.isTranslucent ? under.map { layer.composited(over: $0) } : [layer] }
        }
        guard let under = beneath(node, styles: styles) else { return nil }
        return layers.flatMap { layer in layer.isTranslucent ? under.map { layer.composited(over: $0) } : [layer] }
    }

    /// `colors` each once, in order (by painted value and opacity): nested fades would otherwise multiply their ramps.
    private static func distinct(_ colors: [Color]) -> [Color] {
        var seen: Set<String> = []
        return colors.filter { seen.insert($0.painted.hex + "\($0.alpha)").inserted }
    }

    /// The colors that may show beneath element `node`'s background image: its own background color, then its
    /// ancestors' up to an opaque one, over the nearest ancestor gradient's painted colors or the white canvas.
    /// Nil when an ancestor paints what is not known (a bitmap, an unresolved color).
    private func beneath(_ node: Int, styles: PageStyles) -> [Color]? {
        let doc = cascade.model.page.document
        var layers: [Color] = []
        var base = [Color(red: 1, green: 1, blue: 1)]
        var current: Int? = node
        while let c = current, c != doc.root {
            if c != node {
                if styles[c]?.backgroundUnknown == true { return nil }
                if styles[c]?.backgroundImage != nil {
                    guard let painted = paints(c, styles: styles) else { return nil }
                    base = Self.distinct(painted.flatMap(\.points).map(\.color))
                    break
                }
            }
            if let bg = styles[c]?.background, bg.alpha > 0 {
                layers.append(bg)
                if bg.alpha >= 0.999 { break }
            }
            current = doc.nodes[c].parent
        }
        return base.map { b in layers.reversed().reduce(b) { $1.composited(over: $0) } }
    }

    /// Width and height a tappable element renders at: explicit sizes, else vertical padding plus one line of text.
    private func size(_ s: ElementStyle, node: Int, styles: PageStyles) -> (Double?, Double?) {
        var height = max(s.box["height"] ?? 0, s.box["min-height"] ?? 0)
        // Padding plus the line box; without vertical padding the height would come from the font size
        // alone, which says nothing about the tappable area (flex rows, inline links, icon buttons).
        if height == 0, let top = s.box["padding-top"], let bottom = s.box["padding-bottom"] {
            // `padding: 0` in the element's own rule (a bare text button in a toast) makes the line box the
            // tappable area; a reset's zero says nothing about it.
            let zeroOnPurpose = s.boxStatedForElement.contains("padding-top") && s.boxStatedForElement.contains("padding-bottom")
            if top + bottom > 0 || zeroOnPurpose, let content = contentHeight(of: node, style: s, styles: styles) {
                height = top + bottom + content
            }
        }
        let width = max(s.box["width"] ?? 0, s.box["min-width"] ?? 0)
        return (width > 0 ? width : nil, height > 0 ? height : nil)
    }

    /// The height of what a tappable element holds, when it is one line: its text's line box, or the one child
    /// element it wraps (an icon of known height). Two or more child elements (an icon above a label, a title
    /// and a subtitle) may stack, and the reader does not lay out: no estimate then, rather than a too small one.
    private func contentHeight(of node: Int, style s: ElementStyle, styles: PageStyles) -> Double? {
        let doc = cascade.model.page.document
        let line = s.lineHeight ?? (s.fontSize * 1.2).rounded()
        let children = doc.nodes[node].children.filter { c in
            doc.nodes[c].kind == .element && !["br", "wbr", "template", "script", "style"].contains(doc.nodes[c].name)
        }
        guard !children.isEmpty else { return line }
        guard children.count == 1 else { return nil }
        // An icon's size: its CSS height, else the `height` attribute of an `<svg>` or `<img>`.
        let attribute = ["svg", "img"].contains(doc.nodes[children[0]].name) ? doc.nodes[children[0]].attribute("height").flatMap { Double($0) } : nil
        let child = styles[children[0]]
        let own = max(child?.box["height"] ?? 0, child?.box["min-height"] ?? 0, attribute ?? 0)
        if own > 0 { return max(own, line) }
        guard let child else { return nil }
        // A child without a height of its own is as tall as its own line and padding, when it has only text.
        guard doc.nodes[children[0]].children.allSatisfy({ doc.nodes[$0].kind != .element }) else { return nil }
        let pad = (child.box["padding-top"] ?? 0) + (child.box["padding-bottom"] ?? 0)
        return max(line, pad + (child.lineHeight ?? (child.fontSize * 1.2).rounded()))
    }

    /// True when `node` is, or lies in, an inactive control: `disabled`, `aria-disabled="true"`, or a class whose
    /// words say disabled (`.nav-pill.disabled`, `btn--disabled`), within four levels. WCAG 1.4.3 asks no contrast of
    /// an inactive component's text: a greyed-out control is drawn faint on purpose.
    private func isInactive(_ node: Int) -> Bool {
        let doc = cascade.model.page.document
        var current: Int? = node
        for _ in 0..<4 {
            guard let c = current, c != doc.root else { return false }
            let n = doc.nodes[c]
            if n.attribute("disabled") != nil || n.attribute("aria-disabled")?.lowercased() == "true" { return true }
            if let cls = n.attribute("class"), NameWords.mayHold(["disabled"], in: cls),
                cls.split(separator: " ").contains(where: { NameWords.split(String($0)).contains("disabled") })
            {
                return true
            }
            current = n.parent
        }
        return false
    }

    /// Roles that make an element a control a tap anywhere on it works.
    private static let clickableRoles: Set<String> = [
        "button", "checkbox", "switch", "tab", "radio", "option", "menuitem", "menuitemcheckbox", "menuitemradio", "link"
    ]
    /// Attributes that give an element a click handler (plain HTML, Vue, Angular, Alpine).
    private static let clickAttributes = ["onclick", "@click", "v-on:click", "ng-click", "(click)", "x-on:click"]

    /// The outermost element within three levels above `node` that takes a tap itself: a `<label>`, a link, a
    /// button, an element with a click handler or a control's role (a label that stops the click inside a row that
    /// ticks the box too: the row). Nil when there is none below the page's `body`.
    private func clickableAncestor(of node: Int) -> Int? {
        let doc = cascade.model.page.document
        var current = doc.nodes[node].parent
        var found: Int?
        for _ in 0..<3 {
            guard let c = current, c != doc.root else { break }
            let n = doc.nodes[c]
            if n.name == "body" || n.name == "html" { break }
            if n.name == "label" || Self.isTappable(n) || Self.clickAttributes.contains(where: { n.attribute($0) != nil })
                || Self.clickableRoles.contains((n.attribute("role") ?? "").lowercased())
            {
                found = c
            }
            current = n.parent
        }
        return found
    }

    /// A checkbox or radio button (an `input`, or an element with that role): what it does is what its row does.
    private static func isSelectionControl(_ n: MarkupDocument.Node) -> Bool {
        if n.name == "input" { return ["checkbox", "radio"].contains((n.attribute("type") ?? "").lowercased()) }
        return ["checkbox", "radio", "switch"].contains((n.attribute("role") ?? "").lowercased())
    }

    private static func isTappable(_ n: MarkupDocument.Node) -> Bool {
        switch n.name {
        case "button": return true
        case "a": return n.attribute("href") != nil
        case "input": return ["checkbox", "submit", "button", "radio", "reset"].contains((n.attribute("type") ?? "").lowercased())
        default: break
        }
        if ["button", "switch", "tab", "checkbox"].contains(n.attribute("role") ?? "") { return true }
        return (n.attribute("class") ?? "").split(separator: " ").contains { word in
            let c = word.lowercased()
            return c == "btn" || c == "button" || c == "icon-button" || c.hasPrefix("btn-") || c.hasSuffix("-btn") || c.hasSuffix("-button")
                || c == "toggle" || c == "switch"
        }
    }

    /// `tag.class1.class2` or `tag#id`, the way a report names an element.
    static func descriptor(_ n: MarkupDocument.Node) -> String {
        let classes = (n.attribute("class") ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).prefix(2)
        if !classes.isEmpty { return n.name + classes.map { "." + $0 }.joined() }
        if let id = n.attribute("id") { return n.name + "#" + id }
        return n.name
    }
}
