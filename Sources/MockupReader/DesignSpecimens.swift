import GapCheckModel
import LibXML

/// The parts of a frameless page that specify the design system's values rather than draw the app: its specimens
/// (a swatch row captioned with names and hex codes, a type ramp captioned `24 / 800`, spacing bars captioned `16px`,
/// a table of tokens and their values).
///
/// Read from the page's content alone, in any language and with any class names:
/// - a row of three samples or more built alike (one tag and one set of classes), none holding a form control, every
///   one captioned with a design value (`ValueSpec`), or every one a sample beside a short caption and more than two
///   thirds of them (three at least) stating a value (`mostlyValues`); a table's header row may lead the row of samples;
/// - a block of five texts or more, more than two thirds of them design values (a token table, a list of values).
///
/// Each specimen grows to the block around it while that block adds at most a heading and a subtitle (a section's
/// label and title, `maximumHeadingTexts`); a text built like one of those headings (the same tag and classes)
/// elsewhere on the page is the document's heading too. What the page draws outside specimens (a usage example that
/// pairs a text color with a background, a component demo) stays as the page draws it.
struct DesignSpecimens {
    /// By node index: true when the element is part of a specimen or is the document's heading.
    let isSpecimen: [Bool]
    /// By node, the kind of value the own text of each element in a specimen states (`ValueSpec.Kind`).
    let valueKinds: [Int: ValueSpec.Kind]
    /// Elements of the page with text of their own.
    let texts: Int
    /// Those of them in specimens.
    let specimenTexts: Int

    /// Least number of samples in a row of specimens.
    static let minimumSamples = 3
    /// Least number of texts of a block read as a specimen by its share of design values.
    static let minimumValueBlockTexts = 5
    /// Most texts a block may add around a specimen and still be the specimen's (a label, a title, a subtitle).
    static let maximumHeadingTexts = 3

    /// True when `valued` samples of a row of `samples` captioned alike are enough to make it a specimen: three or
    /// more, and more than half of the row (a type ramp whose mono rows are captioned `Mono · 12.5` or `Mono · badge`).
    /// A screen's row of tiles with one size or code among its names is not.
    static func mostlyValues(_ valued: Int, of samples: Int) -> Bool {
        valued >= minimumSamples && valued * 2 > samples
    }

    /// Texts in rows of captioned samples (`showsCaptionedSamples`), values or not.
    let captionedSampleTexts: Int

    /// True when specimens hold more than half of the page's texts: the page specifies the design system and draws
    /// no screen of the app.
    var isSpecimenPage: Bool { specimenTexts >= Self.minimumSamples && specimenTexts * 2 > texts }

    /// True when rows of captioned samples (three or more built alike, each a sample beside a short caption, no form
    /// control) hold more than half of the page's texts, whether the captions state values or name them (`green`,
    /// `card`): the shape of a specimen, which a screen's grid of tiles has too. Decisive only beside pages that
    /// read as specimens by their values (`ReadState.markSpecimenSiblings`).
    var showsCaptionedSamples: Bool { captionedSampleTexts >= Self.minimumSamples && captionedSampleTexts * 2 > texts }

    /// Longest caption of a sample.
    static let maximumCaptionLength = 32

    /// Tags whose content is no visible text of the page.
    private static let skipped: Set<String> = ["head", "script", "style", "title", "template", "noscript", "svg"]
    /// Tags of form controls: a row of them is a picker on a screen, not a specimen.
    private static let controls: Set<String> = ["input", "select", "textarea", "button"]

    /// `samplesAreSpecimens`: the page is known to be a specimen, so rows of captioned samples are specimens
    /// even when their captions name the samples rather than state their values.
    init(_ doc: MarkupDocument, samplesAreSpecimens: Bool = false) {
        let count = doc.nodes.count
        // Visible elements, in document order: a parent comes before its children, so one pass knows its ancestors.
        var visible = Array(repeating: false, count: count)
        var order: [Int] = []
        for node in doc.elementsInOrder() {
            let shown = !Self.skipped.contains(doc.nodes[node].name) && (doc.nodes[node].parent.map { visible[$0] || $0 == doc.root } ?? true)
            visible[node] = shown
            if shown { order.append(node) }
        }
        // Texts of their own, and which state a design value.
        var hasText = Array(repeating: false, count: count)
        var statesValue = Array(repeating: false, count: count)
        var kinds: [Int: ValueSpec.Kind] = [:]
        for node in order {
            var own = ""
            for c in doc.nodes[node].children where doc.nodes[c].kind == .text || doc.nodes[c].kind == .cdata {
                let t = doc.nodes[c].text
                guard t.utf8.contains(where: { $0 > 32 }) else { continue }
                own += own.isEmpty ? t : " " + t
            }
            guard !own.isEmpty else { continue }
            hasText[node] = true
            if let kind = ValueSpec.kind(of: MarkupDocument.collapseWhitespace(own)) {
                statesValue[node] = true
                kinds[node] = kind
            }
        }
        // Counts by subtree: children come after their parent in document order.
        var textsIn = Array(repeating: 0, count: count)
        var valuesIn = Array(repeating: 0, count: count)
        var controlIn = Array(repeating: false, count: count)
        var headerCellIn = Array(repeating: false, count: count)
        for node in order.reversed() {
            if hasText[node] { textsIn[node] += 1 }
            if statesValue[node] { valuesIn[node] += 1 }
            if Self.controls.contains(doc.nodes[node].name) { controlIn[node] = true }
            if doc.nodes[node].name == "th" { headerCellIn[node] = true }
            if let p = doc.nodes[node].parent {
                textsIn[p] += textsIn[node]
                valuesIn[p] += valuesIn[node]
                controlIn[p] = controlIn[p] || controlIn[node]
                headerCellIn[p] = headerCellIn[p] || headerCellIn[node]
            }
        }
        // A sample beside its caption: two elements or more, one of them a short text of its own.
        func captionsASample(_ member: Int) -> Bool {
            let parts = doc.elementChildren(of: member).filter { visible[$0] }
            return parts.count >= 2 && textsIn[member] <= 2 && !controlIn[member]
                && parts.contains { p in
                    hasText[p] && doc.elementChildren(of: p).isEmpty && doc.textContent(of: p).count <= Self.maximumCaptionLength
                }
        }
        var sampleTexts = 0
        var covered = Array(repeating: false, count: count)
        var seeds: [Int] = []
        // A covered element's whole subtree is covered: walks stop there, so growing a specimen level by level walks
        // each element once (a page of 20,000 nested tables stays linear).
        func uncovered(in root: Int) -> [Int] {
            var out: [Int] = []
            var stack = [root]
            while let d = stack.popLast() {
                guard doc.nodes[d].kind == .element, !covered[d] else { continue }
                out.append(d)
                stack.append(contentsOf: doc.nodes[d].children.reversed())
            }
            return out
        }
        func cover(_ root: Int) {
            for d in uncovered(in: root) { covered[d] = true }
        }
        for node in order {
            // A block mostly of values.
            if textsIn[node] >= Self.minimumValueBlockTexts, valuesIn[node] * 3 > textsIn[node] * 2, !covered[node] {
                cover(node)
                seeds.append(node)
                continue
            }
            // A row of captioned samples built alike.
            let children = doc.elementChildren(of: node).filter { visible[$0] }
            guard children.count >= Self.minimumSamples else { continue }
            var groups: [String: [Int]] = [:]
            for c in children { groups[Self.shape(doc, c), default: []].append(c) }
            for members in groups.values.sorted(by: { $0[0] < $1[0] }) where members.count >= Self.minimumSamples {
                // A table's header row may lead its rows of values.
                let samples = headerCellIn[members[0]] && valuesIn[members[0]] == 0 ? Array(members.dropFirst()) : members
                let captioned = members.allSatisfy { captionsASample($0) }
                if captioned { sampleTexts += members.reduce(0) { $0 + textsIn[$1] } }
                // Most samples stating a value make the row a specimen: a type ramp's last row captioned by its
                // role alone (`Mono · badge`) is one of its samples all the same.
                let valued = samples.filter { valuesIn[$0] > 0 }.count
                guard samples.count >= Self.minimumSamples, !samples.contains(where: { controlIn[$0] }),
                    valued == samples.count || (captioned && Self.mostlyValues(valued, of: samples.count)) || (samplesAreSpecimens && captioned)
                else { continue }
                for m in members { cover(m) }
                seeds.append(node)
            }
        }
        // Each specimen grows to the blocks around it that add no more than a heading.
        var headingShapes: Set<String> = []
        for seed in seeds {
            var block: Int? = seed
            while let b = block, b != doc.root, visible[b] {
                let walked = uncovered(in: b)
                let fresh = walked.filter { visible[$0] }
                let added = fresh.filter { hasText[$0] }
                // Headings of the block itself: its own children, not a block beside the specimen (a usage example).
                guard added.count <= Self.maximumHeadingTexts, added.allSatisfy({ $0 == b || doc.nodes[$0].parent == b }),
                    !fresh.contains(where: { Self.controls.contains(doc.nodes[$0].name) })
                else { break }
                for a in added where doc.nodes[a].attribute("class")?.isEmpty == false { headingShapes.insert(Self.shape(doc, a)) }
                for d in walked { covered[d] = true }
                block = doc.nodes[b].parent
            }
        }
        // The document's headings: texts built like a specimen's heading, wherever they are.
        if !headingShapes.isEmpty {
            for node in order where hasText[node] && !covered[node] && headingShapes.contains(Self.shape(doc, node)) {
                cover(node)
            }
        }
        isSpecimen = covered
        valueKinds = kinds.filter { covered[$0.key] }
        texts = order.filter { hasText[$0] }.count
        specimenTexts = order.filter { hasText[$0] && covered[$0] }.count
        captionedSampleTexts = sampleTexts
    }

    /// How an element is built, for samples built alike: its tag and its classes as written.
    private static func shape(_ doc: MarkupDocument, _ node: Int) -> String {
        doc.nodes[node].name + "." + (doc.nodes[node].attribute("class") ?? "")
    }
}

/// Component galleries drawn in device frames: each frame shows one component's states or variants, captioned by them
/// ("Input States: Default / Focused / Error", "Button Variants: Primary Button / Secondary Button"), rather than a
/// screen of the app. Read from the frames' texts, in any layout and with any class names.
extension DesignSpecimens {
    /// Words that caption a sample by its state or variant, beside `ScreenNaming.stateWords`.
    static let sampleWords: Set<String> = [
        "states", "variants", "variant", "types", "sizes", "styles", "primary", "secondary", "tertiary", "destructive", "ghost",
        "outline", "outlined", "filled", "checked", "unchecked", "indeterminate", "small", "medium", "large", "readonly",
        "placeholder", "highlighted", "standard", "deaktiviert", "fehler", "fokussiert", "désactivé", "erreur", "deshabilitado"
    ]
    /// Words that name a kind of component, which a state caption may add ("Primary Button", "Default Card").
    static let componentWords: Set<String> = [
        "button", "buttons", "input", "inputs", "field", "fields", "checkbox", "checkboxes", "card", "cards", "chip", "chips",
        "badge", "badges", "toggle", "toggles", "switch", "switches", "tab", "tabs", "slider", "sliders", "radio", "select",
        "dropdown", "link", "links", "icon", "icons", "text", "label", "labels", "tag", "tags", "pill", "pills", "avatar", "row"
    ]
    /// Least number of state captions that make a frame a component specimen.
    static let minimumStateCaptions = 3

    /// True when `text` captions a sample by its state or variant: only state, variant and component words, one of
    /// them a state or variant ("Default", "Checked", "Primary Button", "Input States").
    static func isStateCaption(_ text: String) -> Bool {
        let words = NameWords.split(text)
        guard !words.isEmpty, words.count <= 3 else { return false }
        let states = words.filter { ScreenNaming.stateWords.contains($0) || sampleWords.contains($0) }
        guard !states.isEmpty, !states.allSatisfy({ ["a", "an", "the", "of", "and", "or", "with", "v", "no"].contains($0) }) else { return false }
        return words.allSatisfy { ScreenNaming.stateWords.contains($0) || sampleWords.contains($0) || componentWords.contains($0) }
    }

    /// Last words of a heading that presents a component's samples ("Input States", "Button Variants", "Tailles").
    static let presentingWords: Set<String> = [
        "states", "variants", "variations", "types", "sizes", "styles", "zustände", "varianten", "états", "variantes", "estados",
        "tailles", "größen"
    ]

    /// True when a frame with these texts shows a component's states rather than a screen: a heading presenting them
    /// ("Input States"), and three state captions or more, at least a third of its texts. A screen showing one button
    /// in two states, or a settings list of switches "On" / "Off", has no such heading or few captions among many texts.
    static func showsComponentStates(_ texts: [String]) -> Bool {
        let presents = texts.contains { t in
            let words = NameWords.split(t)
            return words.count <= 3 && (words.last.map(presentingWords.contains) == true || words.first.map(presentingWords.contains) == true)
        }
        let captions = texts.filter(isStateCaption).count
        return presents && captions >= minimumStateCaptions && captions * 3 >= texts.count
    }

    /// The frames of a page (by index) that are component specimens: those that show component states, and every
    /// frame of a page where they are half the frames or more (two at least): a component gallery, whose other frames
    /// (a progress counter, a tab bar) are its samples too.
    static func componentFrames(_ frameTexts: [[String]]) -> Set<Int> {
        let own = Set(frameTexts.indices.filter { showsComponentStates(frameTexts[$0]) })
        guard own.count >= 2, own.count * 2 >= frameTexts.count else { return own }
        return Set(frameTexts.indices)
    }

    /// True when a tab pane (its elements `nodes`) specifies the design system rather than drawing a screen: specimens
    /// hold more than half of its texts, or a third of them or more and state values of two kinds or more (a type ramp
    /// and a palette) in a pane with no form control. A screen showing a few swatches among its rows, or a theme
    /// editor whose swatches sit beside its controls, stays a screen.
    func specifiesDesign(_ nodes: [Int], doc: MarkupDocument) -> Bool {
        let share = specimenShare(of: nodes, doc: doc)
        guard share.inSpecimens >= Self.minimumSamples else { return false }
        if share.inSpecimens * 2 > share.texts { return true }
        let kinds = Set(nodes.compactMap { valueKinds[$0] })
        let controls = nodes.contains { Self.controls.contains(doc.nodes[$0].name) }
        return kinds.count >= 2 && share.inSpecimens * 3 >= share.texts && !controls
    }

    /// The share of `nodes` with text of their own that are in specimens.
    func specimenShare(of nodes: [Int], doc: MarkupDocument) -> (texts: Int, inSpecimens: Int) {
        var texts = 0
        var inSpecimens = 0
        for n in nodes where n < isSpecimen.count {
            let own = doc.nodes[n].children.contains { c in
                (doc.nodes[c].kind == .text || doc.nodes[c].kind == .cdata) && doc.nodes[c].text.utf8.contains(where: { $0 > 32 })
            }
            guard own else { continue }
            texts += 1
            if isSpecimen[n] { inSpecimens += 1 }
        }
        return (texts, inSpecimens)
    }
}
