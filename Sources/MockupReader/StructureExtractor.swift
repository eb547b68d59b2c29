import Foundation
import GapCheckModel
import LibXML

/// Screens, sections and data labels of one mockup page.
///
/// Mockups use headings less than divs with class names, so besides `h1`–`h6`, `<section>` and
/// `<fieldset>`, title-like classes (`.section-title`, `.group-header`...) start sections, and rows,
/// stats, forms, toggles, tables and buttons are recognised by tag, role and class words.
struct StructureExtractor {
    let page: HTMLPage
    /// File name without extension: the screen name when the page is one screen.
    let fileStem: String
    /// The elements drawn as a device by their box (`DeviceBoxes`): frames whatever their class.
    let deviceBoxes: DeviceBoxes
    /// The classes the page's style hides until a state class shows them (`PaneSwitching`): a prototype's panes.
    let switching: PaneSwitching

    /// Element id → node, for `<label for>`.
    let ids: [String: Int]
    /// Each element's class names, lower-cased, split once (by node index).
    private let classLists: [[String]]

    var doc: MarkupDocument { page.document }

    init(page: HTMLPage, fileStem: String, deviceBoxes: DeviceBoxes = .none, switching: PaneSwitching = .none) {
        self.page = page
        self.fileStem = fileStem
        self.deviceBoxes = deviceBoxes
        self.switching = switching
        var ids: [String: Int] = [:]
        var classLists = Array(repeating: [String](), count: page.document.nodes.count)
        for n in page.document.elementsInOrder() {
            let node = page.document.nodes[n]
            if let id = node.attribute("id"), ids[id] == nil { ids[id] = n }
            if let c = node.attribute("class"), !c.isEmpty {
                classLists[n] = c.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).map { $0.lowercased() }
            }
        }
        self.ids = ids
        self.classLists = classLists
    }

    /// The screens of the page, for each element the screen it belongs to, and the tabs of tab panes set aside
    /// as another platform's or the design's documentation (`tabPanes`).
    func extract() -> (screens: [ScreenSpec], screenOfNode: [Int: String], setAside: [String], specimens: [(name: String, root: Int)]) {
        let all = doc.elementsInOrder()
        var roots = all.filter { n in
            let node = doc.nodes[n]
            return node.attribute("data-screen") != nil || classes(n).contains("screen")
        }
        // Without screen markup, device frames (`.phone`, `.iphone`, `.device`) are the screens.
        let framed = roots.isEmpty
        if framed { roots = outermost(all.filter(isDeviceFrame)) }
        // A desktop window drawn beside phones whose screens are marked (`DeviceBoxes.windows`) is a screen too, unless
        // it holds or sits in one of them.
        if !framed, !deviceBoxes.windows.isEmpty {
            let marked = Set(roots)
            let windows = all.filter { w in
                deviceBoxes.isWindow(w) && !doc.ancestors(of: w).contains(where: marked.contains)
                    && !doc.elementsInOrder(from: w).contains(where: marked.contains)
            }
            if !windows.isEmpty { roots = all.filter { marked.contains($0) || windows.contains($0) } }
        }
        // One frame whose panes the page shows one at a time (a clickable prototype's `.page`s): each pane is a screen,
        // and the frame's tab bar, drawn outside them, is the bar of the panes its tabs open. A page with no frame is
        // itself the one frame: a phone-sized prototype drawn edge to edge, or a desktop window, switches its panes alike.
        var paneTabs: [Int: DrawnTabBar] = [:]
        var rootsArePanes = false
        let paneFrame =
            roots.isEmpty
            ? all.first { doc.nodes[$0].name == "body" }
            : roots.count == 1 && doc.nodes[roots[0]].attribute("data-screen") == nil ? roots[0] : nil
        if let paneFrame {
            let panes = switchedPanes(in: paneFrame)
            if !panes.isEmpty {
                paneTabs = paneTabBars(panes, frame: paneFrame)
                roots = panes
                rootsArePanes = true
            }
        }
        // A presentation page with tab panes: each pane is a group of screens named by its tab; a pane for
        // another platform or about the design system is no screen of the app.
        var paneOfRoot: [Int: String] = [:]
        var setAside: [String] = []
        var specimens: [(name: String, root: Int)] = []
        if !roots.isEmpty {
            let panes = tabPanes()
            for pane in panes.keys.sorted() where Self.isOtherThanAppTab(panes[pane] ?? "") {
                if let t = panes[pane], !setAside.contains(t) { setAside.append(t) }
            }
            roots = roots.filter { r in
                guard let pane = ([r] + doc.ancestors(of: r)).first(where: { panes[$0] != nil }), let tab = panes[pane] else { return true }
                if Self.isOtherThanAppTab(tab) { return false }
                paneOfRoot[r] = tab
                return true
            }
            // Only a pane holding one frame names it; a pane of several frames only adds its tab as their alias.
            var perTab: [String: Int] = [:]
            for tab in paneOfRoot.values { perTab[tab, default: 0] += 1 }
            for (r, tab) in paneOfRoot where perTab[tab, default: 0] > 1 { paneOfRoot[r] = "+" + tab }
        }
        var screens: [ScreenSpec] = []
        var screenOfNode: [Int: String] = [:]
        if roots.isEmpty || framed && roots.count == 1 {
            let titleParts = rawDocumentTitle(all).map { ScreenNaming.titleParts($0, stem: fileStem) } ?? []
            var name = ScreenNaming.fromStem(fileStem)
            // `screen-07.html`: the title names the screen better than a number.
            if !name.contains(where: \.isLetter), let t = titleParts.first { name = t }
            let frame = framed ? roots.first : nil
            let start = frame ?? all.first { doc.nodes[$0].name == "body" } ?? doc.root
            let drawings = roots.isEmpty ? drawnSurfaces() : []
            var spec =
                drawings.isEmpty
                ? screen(name: name, root: start, title: titleParts.first ?? documentTitle(all), skip: [])
                : drawnScreen(name: name, drawings: drawings, title: titleParts.first ?? documentTitle(all))
            spec.aliases = pageAliases(spec, titleParts: titleParts, root: drawings.first ?? start, frames: frame.map { [$0] } ?? [])
            // A page numbered in its file name (`06c-capture-interruption.html` beside `06-recording.html`): the design's
            // own code for the screen, as a caption's number is for a frame.
            spec.sequence = ScreenNaming.sequenceNumber(fileStem)
            spec.codeMentions = drawings.isEmpty ? codeMentions(ofPage: all, frame: frame) : codeMentions(ofPage: all, frame: nil)
            let htmlTag = all.first { doc.nodes[$0].name == "html" }
            spec.location = htmlTag.map(page.location(of:)) ?? SourceLocation(file: page.file, line: 1, column: 1)
            if spec.location.line <= 0 { spec.location = SourceLocation(file: page.file, line: 1, column: 1) }
            screens.append(spec)
            let shown = frame.map { inScreen($0, skip: []) } ?? (drawings.isEmpty ? all : drawings.flatMap { inScreen($0, skip: []) })
            for n in shown { screenOfNode[n] = name }
        } else {
            let rootSet = Set(roots)
            var used: Set<String> = []
            var byName: [String: Int] = [:]
            let tags = roots.map { doc.nodes[$0].attribute("data-screen").map(MarkupDocument.collapseWhitespace) ?? "" }
            // The name comes from the first screen-name recognizer with evidence (`ScreenNameRecognizers`).
            let names = roots.enumerated().map { i, r in
                ScreenNameRecognizers.name(of: ScreenFrame(extractor: self, node: r, index: i, frames: rootSet, tagged: tags[i]))
            }
            let stateOf = screensOfStates(roots, names: names.map(\.name), tags: tags, frames: rootSet)
            let built = roots.map { r in
                screen(
                    name: "", root: r, title: doc.nodes[r].attribute("data-title") ?? doc.nodes[r].attribute("aria-label"),
                    skip: rootSet.subtracting([r]))
            }
            let asSpecimens = specimenFrames(roots, built: built, panes: paneOfRoot)
            for (i, r) in roots.enumerated() {
                // A component gallery's frame or a spec sheet's pane specifies the design system: no screen of the app.
                if asSpecimens.contains(i) {
                    specimens.append((names[i].name, r))
                    continue
                }
                let tagged = tags[i]
                var (name, aliases) = names[i]
                if let tab = paneOfRoot[r] {
                    if tab.hasPrefix("+") {
                        if let a = Self.screenName(ofTab: String(tab.dropFirst())), a.lowercased() != name.lowercased(), !aliases.contains(a) {
                            aliases.append(a)
                        }
                    } else if tagged.isEmpty, let tabName = Self.screenName(ofTab: tab) {
                        aliases = ([name] + aliases).filter { $0.lowercased() != tabName.lowercased() }
                        name = tabName
                    }
                } else if let screen = stateOf[i] {
                    // "扫描进度页 · 扫描中": named after its screen; the caption stays an alias.
                    aliases.insert(name, at: 0)
                    name = screen
                }
                var spec = built[i]
                if let bar = paneTabs[r] {
                    // The tab that opens the pane names it too, and its bar is the pane's.
                    spec.tabBar = bar
                    if let a = ScreenNaming.fromText(bar.labels[bar.selected]), a.lowercased() != name.lowercased(),
                        !aliases.contains(where: { $0.lowercased() == a.lowercased() })
                    {
                        aliases.append(a)
                    }
                }
                spec.name = name
                spec.isPane = rootsArePanes
                if spec.title == nil, roots.count == 1 { spec.title = documentTitle(all) }
                spec.aliases = aliases
                spec.codeMentions = codeMentions(ofFrame: r, frames: rootSet)
                if tagged.isEmpty { spec.sequence = sequenceNumber(of: r, frames: rootSet, name: names[i].name) }
                // Frames named alike (a screen's states, the steps of one flow) are one screen.
                if tagged.isEmpty, let j = byName[name.lowercased()] {
                    screens[j].sections += spec.sections
                    screens[j].labels += spec.labels
                    screens[j].texts += spec.texts
                    // A state's own title (its nav title) is one more name of the screen.
                    if let t = spec.title.flatMap(ScreenNaming.fromText), t.lowercased() != screens[j].title?.lowercased() {
                        spec.aliases.append(t)
                    }
                    for a in spec.aliases where !screens[j].aliases.contains(a) { screens[j].aliases.append(a) }
                    screens[j].codeMentions = Self.distinct(screens[j].codeMentions + spec.codeMentions)
                    for n in inScreen(r, skip: rootSet.subtracting([r])) { screenOfNode[n] = screens[j].name }
                    continue
                }
                if used.contains(name) { name += "-\(i + 1)"; spec.name = name }
                used.insert(name)
                byName[name.lowercased()] = screens.count
                screens.append(spec)
                for n in inScreen(r, skip: rootSet.subtracting([r])) { screenOfNode[n] = name }
            }
            // Content outside every screen element (shared headers) belongs to no screen.
        }
        return (screens, screenOfNode, setAside, specimens)
    }

    /// The frames (by index) that specify the design system rather than draw a screen: a component gallery's frames
    /// (`DesignSpecimens.componentFrames`, by their texts) and tab panes that specify the design (a type ramp with spec
    /// labels, swatches: `DesignSpecimens.specifiesDesign`), as a whole page of them does.
    private func specimenFrames(_ roots: [Int], built: [ScreenSpec], panes: [Int: String]) -> Set<Int> {
        var out = DesignSpecimens.componentFrames(
            built.map { s in [s.title].compactMap { $0 } + s.sections.map(\.title) + s.labels.map(\.text) + s.texts })
        guard !panes.isEmpty else { return out }
        let specimens = DesignSpecimens(doc)
        for (i, r) in roots.enumerated() where panes[r] != nil && !out.contains(i) {
            if specimens.specifiesDesign(inScreen(r, skip: Set(roots).subtracting([r])), doc: doc) { out.insert(i) }
        }
        return out
    }

    /// The app surfaces a page with no frame draws as inline SVG (`AppFrames.drawnFrames`); empty when it draws none.
    private func drawnSurfaces() -> [Int] {
        guard !DrawnScreens.find(doc).isEmpty else { return [] }
        let classes = ElementClasses(doc)
        guard !AppFrames.hasFrame(doc, classes: classes, boxes: deviceBoxes) else { return [] }
        return AppFrames.drawnFrames(doc, classes: classes, file: page.file, boxes: deviceBoxes, aboutApp: false)
    }

    /// The one screen of a page that draws it as inline SVG, in one drawing or several (its states, or the styles a
    /// proposal compares): what the drawings write, each text once; the page around them is its presentation.
    private func drawnScreen(name: String, drawings: [Int], title: String?) -> ScreenSpec {
        var spec = screen(name: name, root: drawings[0], title: title, skip: [])
        for d in drawings.dropFirst() {
            let more = screen(name: name, root: d, title: title, skip: [])
            let (sections, labels, texts) = (spec.sections, spec.labels, spec.texts)
            spec.sections += more.sections.filter { s in !sections.contains { $0.title == s.title } }
            spec.labels += more.labels.filter { l in !labels.contains { $0.text == l.text && $0.kind == l.kind } }
            spec.texts += more.texts.filter { !texts.contains($0) }
        }
        return spec
    }

    /// For each frame captioned "screen · state", the screen it is a state of, when that screen is named by
    /// another frame or shared by several captions (`相册权限页` and `相册权限页 · 拒绝权限`; `扫描进度页 · 扫描中` and
    /// `扫描进度页 · 未识别到宝宝`). A lone "A · B" caption is a name, not a state: "Settings – Privacy" alone stays.
    private func screensOfStates(_ roots: [Int], names: [String], tags: [String], frames: Set<Int>) -> [Int: String] {
        var prefixes: [Int: String] = [:]
        // A caption split in two leaves a name of two words at least: one-word names are read once only.
        for (i, r) in roots.enumerated() where tags[i].isEmpty && names[i].contains(" ") {
            if let p = stateOf(r, frames: frames, name: names[i]), p.lowercased() != names[i].lowercased() { prefixes[i] = p }
        }
        let plain = Set(names.enumerated().filter { prefixes[$0.offset] == nil }.map { $0.element.lowercased() })
        var shared: [String: Int] = [:]
        for p in prefixes.values { shared[p.lowercased(), default: 0] += 1 }
        return prefixes.filter { plain.contains($0.value.lowercased()) || shared[$0.value.lowercased(), default: 0] >= 2 }
    }

    /// Other names of a one-screen page: the rest of its `<title>`, its nav title and `<h1>`, the frame's
    /// caption.
    private func pageAliases(_ spec: ScreenSpec, titleParts: [String], root: Int, frames: Set<Int>) -> [String] {
        // Only the part of the `<title>` most likely the screen's: the others are the app's name.
        var raw = Array(titleParts.prefix(1))
        let nodes = inScreen(root, skip: [])
        if let t = nodes.first(where: isPageTitle) { raw.append(doc.textContent(of: t)) } else if let t = drawnNavigationTitle(in: nodes) { raw.append(t) }
        if let h = nodes.first(where: { doc.nodes[$0].name == "h1" }) { raw.append(doc.textContent(of: h)) }
        if let tab = activeTab(in: nodes) { raw.append(tab) }
        if let f = frames.first { raw += frameNames(f, frames: frames) }
        var seen: Set<String> = [spec.name.lowercased()]
        return raw.compactMap(ScreenNaming.fromText).filter { seen.insert($0.lowercased()).inserted }
    }

    /// Elements under `root` in document order, leaving out nested screens.
    func inScreen(_ root: Int, skip: Set<Int>) -> [Int] {
        var out: [Int] = []
        var stack = [root]
        while let i = stack.popLast() {
            if i != root, skip.contains(i) { continue }
            let n = doc.nodes[i]
            if n.kind == .element {
                if ["head", "script", "style", "template", "noscript"].contains(n.name) { continue }
                out.append(i)
            }
            stack.append(contentsOf: n.children.reversed())
        }
        return out
    }

    // MARK: - One screen

    private func screen(name: String, root: Int, title given: String?, skip: Set<Int>) -> ScreenSpec {
        let nodes = inScreen(root, skip: skip)
        let firstH1 = nodes.first { doc.nodes[$0].name == "h1" }
        var title = given
        if title == nil || title?.isEmpty == true { title = firstH1.map { doc.textContent(of: $0) } }
        if title == nil {
            // Mockups often draw the navigation title with a div: `<div class="nav-title">`, `.text-large-title`.
            title = nodes.first(where: isPageTitle).map { doc.textContent(of: $0) }.flatMap { $0.isEmpty ? nil : $0 }
        }
        if title == nil, root != doc.root { title = drawnNavigationTitle(in: nodes) }
        if title == nil, root != doc.root, doc.nodes[root].name != "body" {
            title = nodes.first { ["h2", "h3"].contains(doc.nodes[$0].name) }.map { doc.textContent(of: $0) }
        }
        var sections: [SectionSpec] = []
        var labels: [DataLabel] = []
        var consumed: Set<Int> = []
        var current: String?
        // The sections open at the element being read, outermost first: each title with the element that bounds it
        // (`SectionScope`), or nil when only the screen's end or the next heading does.
        var open: [(title: String, scope: Int?)] = []
        var scopes = SectionScope(doc: doc)

        func add(_ text: String, _ kind: LabelKind, _ sample: String?, _ node: Int) {
            let t = MarkupDocument.collapseWhitespace(text)
            // A text without letters (`$120`, `48`) is a value, never the label naming one; one letter (an avatar's
            // initial, a size "L") is not a label either.
            guard !t.isEmpty, t.count <= 200, t.filter(\.isLetter).count >= 2 else { return }
            let s = sample.map(MarkupDocument.collapseWhitespace).flatMap { $0.isEmpty ? nil : $0 }
            // A tab bar or navigation bar is the screen's, under no section of its content.
            let section = scopes.inNavigation(node, below: root) ? nil : current
            labels.append(DataLabel(text: t, kind: kind, sampleValue: s, section: section, location: page.location(of: node)))
        }

        // A terminal's printed output looks like rows but is sample text: it stays a text of the screen.
        let printed = printedOutput(among: nodes)
        // The screen is a device frame drawn as an inline `<svg>` (`DrawnScreens.drawsDeviceScreen`). The unnamed
        // drawings of a frameless page keep their copy as texts (`drawnScreen`).
        let drawnRoot = doc.nodes[root].name == "svg" && DrawnScreens.drawsDeviceScreen(doc, root, classes: classes(root))
        for n in nodes {
            // A section bounded by an element ends where the element does: what follows is under the section around
            // it, or none.
            while let last = open.last, let scope = last.scope, !scopes.contains(scope, n) { open.removeLast() }
            current = open.last?.title
            if consumed.contains(n) || printed.contains(n) { continue }
            let node = doc.nodes[n]
            let cls = classes(n)

            // A heading over the design's color legend titles no section of the app (`titlesSwatchLegend`).
            if n != firstH1, let found = sectionTitle(n, classes: cls), !titlesSwatchLegend(n) {
                let (t, level) = (found.text, found.level)
                // A heading of one card among cards drawn alike, or beside its own monogram, is a sample record's.
                let card = level > 0 ? nil : titledCard(n, classes: cls)?.card
                let record =
                    level > 0 || card != nil ? recordEvidence(ofHeading: n) ?? card.flatMap { cardRecordEvidence(ofTitle: n, card: $0) } : nil
                var section = SectionSpec(title: t, level: level, location: page.location(of: n), recordEvidence: record)
                section.unpaintedTitle = found.unpainted
                // The rows after the painted heading, not after a group the title only labels.
                if found.paintedTitle != nil || !["section", "article", "fieldset"].contains(node.name) {
                    if let listed = listedRecords(underHeading: found.paintedTitle ?? n) {
                        section.listedRecords = listed.evidence
                        section.listedNames = listed.names
                    }
                }
                sections.append(section)
                let scope = scopes.bound(of: n, card: card, below: root)
                open = open.filter { $0.scope.map { scopes.contains($0, n) && $0 != scope } ?? false } + [(t, scope)]
                current = t
                // The title the section paints inside it is its heading, not a text of its own.
                if let painted = found.paintedTitle { consumed.formUnion(doc.elementsInOrder(from: painted)) }
                if node.name == "fieldset" {
                    for c in doc.elementChildren(of: n) where doc.nodes[c].name == "legend" { consumed.insert(c) }
                }
                if !["section", "article", "fieldset"].contains(node.name) && node.attribute("role") == nil {
                    consumed.formUnion(doc.elementsInOrder(from: n))
                    continue
                }
            }

            switch node.name {
            case "text" where drawnRoot:
                // A drawn screen's copy (`DrawnScreens`): each `<text>` is one text of the screen, or each of its
                // `<tspan>`s when they are placed as lines of their own. A chart drawn in an HTML screen keeps its
                // axis labels to itself.
                let lines = doc.elementChildren(of: n).filter { c in
                    doc.nodes[c].name == "tspan" && ["x", "y", "dy"].contains { doc.nodes[c].attribute($0) != nil }
                }
                for part in lines.isEmpty ? [n] : lines { add(doc.textContent(of: part), .text, nil, part) }
                consumed.formUnion(doc.elementsInOrder(from: n))
                continue
            case "dt":
                let dd = nextSibling(of: n) { doc.nodes[$0].name == "dd" }
                add(doc.textContent(of: n), .labelValue, dd.map { doc.textContent(of: $0) }, n)
                consumed.insert(n)
                if let dd { consumed.formUnion(doc.elementsInOrder(from: dd)) }
                continue
            case "th":
                let row = doc.nodes[n].parent
                let inHead = doc.ancestors(of: n).contains { doc.nodes[$0].name == "thead" }
                let cells = row.map { doc.elementChildren(of: $0) } ?? []
                let allHeaders = cells.allSatisfy { doc.nodes[$0].name == "th" }
                if inHead || allHeaders {
                    add(doc.textContent(of: n), .tableHeader, nil, n)
                } else {
                    let td = nextSibling(of: n) { doc.nodes[$0].name == "td" }
                    add(doc.textContent(of: n), .labelValue, td.map { doc.textContent(of: $0) }, n)
                    if let td { consumed.formUnion(doc.elementsInOrder(from: td)) }
                }
                consumed.formUnion(doc.elementsInOrder(from: n))
                continue
            case "label":
                let field = fieldOfLabel(n)
                let text = ownText(n)
                if let f = field, isToggleField(f) {
                    add(text, .toggle, toggleState(f), n)
                } else {
                    add(text, .formField, field.flatMap(sampleOfField), n)
                }
                consumed.formUnion(doc.elementsInOrder(from: n))
                if let f = field { consumed.formUnion(doc.elementsInOrder(from: f)) }
                continue
            default:
                break
            }

            if isStatContainer(cls) {
                // A row of statistics under one class (`.stat` holding three boxes of a number and a caption) is
                // one statistic per box, not one made of the first box's number and caption.
                let captioned = statItems(n).compactMap { item in statParts(item).caption.map { (item: item, caption: $0) } }
                if !captioned.isEmpty {
                    for (item, caption) in captioned {
                        add(labelText(caption), .stat, statParts(item).value.map { doc.textContent(of: $0) }, caption)
                    }
                    consumed.formUnion(doc.elementsInOrder(from: n))
                    continue
                }
            }
            if isStatLabel(cls) {
                let value = siblings(of: n).first { s in classes(s).contains { isValueClass($0) } }
                add(labelText(n), .stat, value.map { doc.textContent(of: $0) }, n)
                consumed.insert(n)
                if let value { consumed.formUnion(doc.elementsInOrder(from: value)) }
                continue
            }

            if isToggle(n, classes: cls) {
                let (labelNode, text) = toggleLabel(n)
                add(text, .toggle, toggleState(n), labelNode ?? n)
                consumed.formUnion(doc.elementsInOrder(from: n))
                if let labelNode { consumed.formUnion(doc.elementsInOrder(from: labelNode)) }
                continue
            }

            if cls.contains(where: isFormLabelClass), let field = nextSibling(of: n, where: { isField($0) }) {
                add(doc.textContent(of: n), .formField, sampleOfField(field), n)
                consumed.insert(n)
                consumed.insert(field)
                continue
            }

            // A label holding a heading is a section's header row (`<h3>Recent</h3><a>See All</a>`): the heading is
            // visited on its own as a section title.
            if cls.contains(where: isLabelClass), !containsHeading(n) {
                if let value = siblings(of: n).first(where: { s in classes(s).contains(where: isValueClass) })
                    ?? nextSibling(of: n, where: { _ in true })
                {
                    let v = doc.textContent(of: value)
                    // A label over a card of rows (`Account` above the account card) names a group, not a value: the
                    // group is the designer's grouping of display rows, left out like before.
                    if !v.isEmpty, isGroup(value) {
                        consumed.formUnion(doc.elementsInOrder(from: n))
                        consumed.formUnion(doc.elementsInOrder(from: value))
                        continue
                    }
                    if !v.isEmpty, !containsInteractive(value), !isCaptionOverProse(n, value) {
                        add(labelText(n), .labelValue, v, n)
                        consumed.formUnion(doc.elementsInOrder(from: n))
                        consumed.formUnion(doc.elementsInOrder(from: value))
                        continue
                    }
                }
            }

            if isRow(cls) {
                let kids = doc.elementChildren(of: n)
                if kids.count == 2, !containsInteractive(n), kids.allSatisfy({ textual($0) }), isLabelValuePair(kids[0], kids[1]),
                    !isCaptionOverProse(kids[0], kids[1])
                {
                    let a = doc.textContent(of: kids[0]), b = doc.textContent(of: kids[1])
                    if !a.isEmpty, !b.isEmpty {
                        add(a, .labelValue, b, kids[0])
                        consumed.formUnion(doc.elementsInOrder(from: n))
                        continue
                    }
                }
            }

            if isField(n) {
                // A placeholder is sample text ("Enter your full name", "e.g., 4"), not the field's label: a field
                // without `<label>`, `aria-label` or `aria-labelledby` has no label to look for in the app.
                let label = node.attribute("aria-label") ?? labelledBy(n)
                if let label { add(label, .formField, sampleOfField(n), n) }
                consumed.insert(n)
                continue
            }

            if isAction(n, classes: cls) {
                var text = doc.textContent(of: n)
                if text.isEmpty { text = node.attribute("aria-label") ?? node.attribute("value") ?? node.attribute("title") ?? "" }
                add(text, .action, nil, n)
                consumed.formUnion(doc.elementsInOrder(from: n))
                continue
            }
        }
        var spec = ScreenSpec(
            name: name, title: title, sections: sections, labels: DatedLabels.sampled(RecordRows.sampled(EnumeratedRows.sampled(labels))),
            location: page.location(of: root))
        spec.texts = bodyTexts(nodes, consumed: consumed)
        spec.isStateCatalogue = isStateCatalogue(nodes, root: root)
        spec.tabBar = drawnTabBar(in: nodes)
        return spec
    }

    /// The most texts kept per screen: a long prose page says no more about its view than its first paragraphs.
    private static let bodyTextLimit = 300

    /// Static texts of a screen no label or section took: a heading, paragraph or caption whose own text has two
    /// letters or more, whole (`<p>Hello <b>you</b></p>` is one text), inside no text already taken. Options of a
    /// `select` are sample values, not copy.
    private func bodyTexts(_ nodes: [Int], consumed: Set<Int>) -> [String] {
        var out: [String] = []
        // Elements inside a text already taken; `nodes` is in document order, so a parent is decided before its
        // children and one look at the parent suffices (deeply nested pages stay linear).
        var covered: Set<Int> = []
        for n in nodes {
            if let p = doc.nodes[n].parent, covered.contains(p) {
                covered.insert(n)
                continue
            }
            guard !consumed.contains(n), out.count < Self.bodyTextLimit else { continue }
            let node = doc.nodes[n]
            guard !["option", "optgroup", "select", "textarea", "title"].contains(node.name) else { continue }
            let own = node.children.contains { c in
                let k = doc.nodes[c].kind
                return (k == .text || k == .cdata) && doc.nodes[c].text.contains(where: \.isLetter)
            }
            guard own else { continue }
            covered.insert(n)
            let t = MarkupDocument.collapseWhitespace(doc.textContent(of: n))
            guard t.count <= 300, t.filter(\.isLetter).count >= 2 else { continue }
            // A bold lead-in sentence ("<b>Nothing was sent.</b> The preview is built…") is a title an app often
            // shows apart from the rest (`Notice(title:, body)`): both parts are texts of their own.
            if let (lead, rest) = leadIn(of: n, text: t) { out += [lead, rest] } else { out.append(t) }
        }
        return out
    }

    /// The bold sentence a text starts with and the rest, when it starts with a `<b>`/`<strong>` that ends a sentence
    /// (`.`, `!`, `?`, `:`) and the rest has words of its own; nil otherwise (`Your password is <b>not</b> kept`).
    private func leadIn(of n: Int, text: String) -> (String, String)? {
        guard
            let first = doc.nodes[n].children.first(where: { c in
                doc.nodes[c].kind == .element || doc.nodes[c].text.contains(where: { !$0.isWhitespace })
            }),
            doc.nodes[first].kind == .element, ["b", "strong"].contains(doc.nodes[first].name)
        else { return nil }
        let lead = MarkupDocument.collapseWhitespace(doc.textContent(of: first))
        guard let end = lead.last, ".!?:。！？：".contains(end), text.hasPrefix(lead) else { return nil }
        let rest = MarkupDocument.collapseWhitespace(String(text.dropFirst(lead.count)))
        guard lead.filter(\.isLetter).count >= 2, rest.filter(\.isLetter).count >= 2 else { return nil }
        return (lead, rest)
    }

    // MARK: - Sections

    private static let titleClasses: Set<String> = [
        "group-title", "section-header", "section-title", "list-header", "section-heading", "group-header",
        "section-label", "group-label", "list-title", "settings-header", "settings-title", "settings-group-title"
    ]

    /// How a section is titled: the title, its heading level (0 for class- or label-based sections), the element
    /// inside the section that paints the title when the title is not the element's own text, and whether the title
    /// is only an accessibility name the page paints nowhere in the section.
    private struct FoundTitle {
        var text: String
        var level: Int
        var paintedTitle: Int? = nil
        var unpainted = false
    }

    /// The title and level when `n` starts a section.
    private func sectionTitle(_ n: Int, classes cls: [String]) -> FoundTitle? {
        let node = doc.nodes[n]
        let name = node.name
        if name.count == 2, name.hasPrefix("h"), let level = Int(name.dropFirst()), (1...6).contains(level) {
            let t = doc.textContent(of: n)
            // A heading that titles a row of a list (a setting with its switch or chevron) names the row, not a section.
            return t.isEmpty || titlesRow(n) ? nil : FoundTitle(text: t, level: level)
        }
        if name == "fieldset" {
            if let legend = doc.elementChildren(of: n).first(where: { doc.nodes[$0].name == "legend" }) {
                let t = doc.textContent(of: legend)
                return t.isEmpty ? nil : FoundTitle(text: t, level: 0)
            }
            return nil
        }
        if ["section", "article"].contains(name) || ["region", "group"].contains(node.attribute("role") ?? "") {
            guard let label = node.attribute("aria-label").map(MarkupDocument.collapseWhitespace), !label.isEmpty else { return nil }
            // A heading inside names the section already.
            if containsHeading(n) { return nil }
            // An `aria-label` is what a screen reader says, not what the page paints: the title is the one the section
            // draws first (`.summary-title`), and the label names it only where nothing is painted as its title.
            if let painted = paintedTitle(in: n) {
                return FoundTitle(text: MarkupDocument.collapseWhitespace(doc.textContent(of: painted)), level: 0, paintedTitle: painted)
            }
            return FoundTitle(text: label, level: 0, unpainted: !paints(label, in: n))
        }
        let titleLike = cls.contains { c in
            if Self.titleClasses.contains(c) { return true }
            let w = Set(NameWords.split(c))
            return (w.contains("section") || w.contains("group")) && !w.isDisjoint(with: ["title", "header", "label", "heading"])
        }
        let groupTitle =
            !titleLike && cls.contains { $0 == "title" || $0 == "header" }
            && node.parent.map { p in
                classes(p).contains { c in
                    let w = Set(NameWords.split(c))
                    return w.contains("group") || w.contains("section")
                }
            } == true
        // A card's title (`.card-title`, a `.card-header` of an icon, the title and a link) is its one text with letters.
        if !titleLike, !groupTitle, !containsHeading(n), let card = titledCard(n, classes: cls) {
            return card.title.count <= 80 ? FoundTitle(text: card.title, level: 0) : nil
        }
        guard titleLike || groupTitle else { return nil }
        // Headings inside are sections of their own.
        if descendants(of: n).contains(where: { i in
            let nm = doc.nodes[i].name
            return nm.count == 2 && nm.hasPrefix("h") && Int(nm.dropFirst()) != nil
        }) {
            return nil
        }
        // A title must be followed by grouped content.
        guard let parent = node.parent, doc.elementChildren(of: parent).count > 1 || nextSibling(of: parent, where: { _ in true }) != nil else {
            return nil
        }
        let kids = doc.elementChildren(of: n).filter { !doc.textContent(of: $0).isEmpty }
        let t = kids.count > 1 ? doc.textContent(of: kids[0]) : doc.textContent(of: n)
        guard !t.isEmpty, t.count <= 80 else { return nil }
        return FoundTitle(text: t, level: 0)
    }

    /// The title a labelled section paints: its first element with a text of its own (nothing with letters drawn
    /// before it), when that element's class ends in a title word (`.summary-title`, `.card-heading`) and its text is
    /// a title's length. Nil otherwise: a section that opens on a statistic or a row paints no title.
    private func paintedTitle(in section: Int) -> Int? {
        let first = descendants(of: section).first { i in
            !["script", "style", "template", "noscript"].contains(doc.nodes[i].name)
                && doc.nodes[i].children.contains { doc.nodes[$0].kind == .text && doc.nodes[$0].text.contains(where: \.isLetter) }
        }
        guard let first, classes(first).contains(where: { NameWords.split($0).last.map(Self.paintedTitleWords.contains) ?? false }) else { return nil }
        let t = MarkupDocument.collapseWhitespace(doc.textContent(of: first))
        return t.filter(\.isLetter).count >= 2 && t.count <= 80 ? first : nil
    }

    /// Last class words of a section's painted title: a card title's, and the word in other languages (`.karte-titel`,
    /// `.tarjeta-titulo`, `.carte-titre`).
    private static let paintedTitleWords = cardTitleWords.union(["titel", "titulo", "título", "titre", "titolo"])

    /// True when an element of `section` paints `label` as its whole text (ignoring case and white space).
    private func paints(_ label: String, in section: Int) -> Bool {
        let want = label.lowercased()
        return descendants(of: section).contains { i in MarkupDocument.collapseWhitespace(doc.textContent(of: i)).lowercased() == want }
    }

    /// Class words of a card-like container (`.detail-card`, `.panel`, `.tile`).
    static let cardWords: Set<String> = ["card", "panel", "tile", "widget", "box", "module"]

    /// Last class words of a card's title (`.card-title`, `.panel-heading`, `.card-header`, `.card-head`).
    static let cardTitleWords: Set<String> = ["title", "heading", "header", "head", "headline"]

    /// The card `n` titles and the title's text, when it heads one: its class ends in a title word and it holds one text
    /// with letters besides its actions (an icon and a "See all" link may be drawn beside it); the card, whose class ends
    /// in a card word, is its parent, or its grandparent when its parent (a header) is the card's first child; nothing
    /// with letters is drawn in the card before it, and rows follow it there (two siblings or more of one tag and class,
    /// each with a text: stats, list items, `dt`s). Nil otherwise: a title inside a card's body or beside a subtitle (a
    /// song's name over its size) names a row or a record, and a card of one record or one value ("Daily habit" over one
    /// habit) has no rows.
    func titledCard(_ n: Int, classes cls: [String]) -> (card: Int, title: String)? {
        func endsIn(_ words: Set<String>, _ c: String) -> Bool { NameWords.split(c).last.map(words.contains) ?? false }
        guard cls.contains(where: { endsIn(Self.cardTitleWords, $0) }) else { return nil }
        let actions = Set(doc.elementsInOrder(from: n).filter { $0 != n && isCardAction($0) }.flatMap { doc.elementsInOrder(from: $0) })
        let ownTexts = doc.elementsInOrder(from: n).filter { i in
            !actions.contains(i)
                && doc.nodes[i].children.contains { doc.nodes[$0].kind == .text && doc.nodes[$0].text.contains(where: \.isLetter) }
        }
        guard ownTexts.count == 1, doc.textContent(of: ownTexts[0]).filter(\.isLetter).count >= 2,
            let parent = doc.nodes[n].parent, doc.nodes[parent].kind == .element
        else { return nil }
        let isCard = { (i: Int) in !["body", "html"].contains(self.doc.nodes[i].name) && self.classes(i).contains { endsIn(Self.cardWords, $0) } }
        var card: Int?
        if isCard(parent) {
            card = parent
        } else if let grand = doc.nodes[parent].parent, doc.nodes[grand].kind == .element, isCard(grand),
            doc.elementChildren(of: grand).first == parent
        {
            card = grand
        }
        guard let card else { return nil }
        let title = Set(doc.elementsInOrder(from: n))
        var reached = false
        // Rows: two siblings or more after the title, of one tag and one class, each with a text (stats, list items,
        // `dt`s), keyed by parent, tag and class.
        var rows: [String: Int] = [:]
        for i in doc.elementsInOrder(from: card) where !title.contains(i) || i == n {
            if i == n {
                reached = true
                continue
            }
            if !reached {
                let texts = doc.nodes[i].children.filter { doc.nodes[$0].kind == .text }.map { doc.nodes[$0].text }
                if texts.contains(where: { $0.contains(where: \.isLetter) }) { return nil }
                continue
            }
            guard let p = doc.nodes[i].parent, doc.textContent(of: i).contains(where: { $0.isLetter || $0.isNumber }) else { continue }
            let key = "\(p) \(doc.nodes[i].name) \(doc.nodes[i].attribute("class") ?? "")"
            rows[key, default: 0] += 1
            if rows[key, default: 0] >= 2 { return (card, doc.textContent(of: ownTexts[0])) }
        }
        return nil
    }

    /// True for an action drawn beside a card's title: a link, a button, an element with a click handler, or a class
    /// saying so (`.card-action`, `.see-more`).
    private func isCardAction(_ n: Int) -> Bool {
        let node = doc.nodes[n]
        if ["a", "button"].contains(node.name) || node.attribute("role") == "button" || node.attribute("onclick") != nil { return true }
        return classes(n).contains { c in !Set(NameWords.split(c)).isDisjoint(with: ["action", "actions", "more", "link", "btn", "button"]) }
    }

    // MARK: - Labels

    private func isStatContainer(_ cls: [String]) -> Bool {
        cls.contains { c in
            let w = NameWords.split(c)
            guard let first = w.first, ["stat", "stats", "metric", "kpi"].contains(first) else { return false }
            return w.count == 1 ? first != "stats" : ["card", "item", "box", "tile", "block", "cell"].contains(w[1])
        }
    }

    private func isStatLabel(_ cls: [String]) -> Bool {
        cls.contains { c in
            let w = Set(NameWords.split(c))
            return !w.isDisjoint(with: ["stat", "metric", "kpi"]) && !w.isDisjoint(with: ["label", "caption", "title", "name"])
        }
    }

    private func isValueClass(_ c: String) -> Bool {
        let w = NameWords.split(c)
        guard let last = w.last else { return false }
        return ["value", "val", "number", "count", "amount", "data"].contains(last)
    }

    private func isLabelClass(_ c: String) -> Bool {
        let w = NameWords.split(c)
        guard let last = w.last else { return false }
        if !Set(w).isDisjoint(with: ["toggle", "switch", "section", "group", "form", "field", "input", "stat", "metric", "badge", "tab", "nav"]) {
            return false
        }
        return ["label", "key", "term"].contains(last)
    }

    private func isFormLabelClass(_ c: String) -> Bool {
        let w = NameWords.split(c)
        return (w.contains("form") || w.contains("field") || w.contains("input")) && w.last == "label"
    }

    private func isRow(_ cls: [String]) -> Bool {
        cls.contains { c in
            let w = NameWords.split(c)
            return w.last == "row" || w.last == "item" && w.contains("detail") || w.last == "line" && w.contains("info")
        }
    }

    /// The caption and value elements of a stat container.
    /// The statistics a stat container holds: its children when there are two or more written alike (one class
    /// list, each with a value and a caption of its own), else the container itself.
    private func statItems(_ n: Int) -> [Int] {
        let kids = doc.elementChildren(of: n).filter { !doc.textContent(of: $0).isEmpty }
        guard kids.count >= 2, Set(kids.map { classes($0) }).count == 1,
            kids.allSatisfy({ doc.elementChildren(of: $0).filter { !doc.textContent(of: $0).isEmpty }.count >= 2 })
        else { return [n] }
        return kids
    }

    private func statParts(_ n: Int) -> (caption: Int?, value: Int?) {
        let inside = descendants(of: n)
        var caption = inside.first { i in
            classes(i).contains { c in
                let w = NameWords.split(c)
                return w.last.map { ["label", "lbl", "caption", "title", "name", "desc", "description"].contains($0) } ?? false
            }
        }
        var value = inside.first { i in classes(i).contains(where: isValueClass) }
        if caption == nil || value == nil {
            let kids = doc.elementChildren(of: n).filter { !doc.textContent(of: $0).isEmpty }
            let numeric = kids.first { looksNumeric(doc.textContent(of: $0)) }
            if value == nil { value = numeric }
            if caption == nil { caption = kids.first { $0 != value && !looksNumeric(doc.textContent(of: $0)) } }
        }
        return (caption, value)
    }

    private func looksNumeric(_ s: String) -> Bool {
        let digits = s.filter(\.isNumber).count
        return digits > 0 && s.count <= 16 && Double(digits) >= Double(s.count) * 0.3
    }

    private func isField(_ n: Int) -> Bool {
        let node = doc.nodes[n]
        switch node.name {
        case "textarea", "select": return true
        case "input":
            let t = (node.attribute("type") ?? "text").lowercased()
            return !["hidden", "checkbox", "radio", "submit", "button", "reset", "image"].contains(t)
        default: return false
        }
    }

    private func isToggleField(_ n: Int) -> Bool {
        let node = doc.nodes[n]
        if node.name == "input", ["checkbox", "radio"].contains((node.attribute("type") ?? "").lowercased()) { return true }
        return node.attribute("role") == "switch"
    }

    func isToggle(_ n: Int, classes cls: [String]) -> Bool {
        if isToggleField(n) { return true }
        return cls.contains { c in
            guard NameWords.mayHold(["toggle", "switch"], in: c), let last = NameWords.split(c).last else { return false }
            return ["toggle", "switch"].contains(last)
        }
    }

    /// `on`/`off` from `checked`, `aria-checked` or an `on`/`active` class anywhere in the toggle.
    private func toggleState(_ n: Int) -> String {
        for i in doc.elementsInOrder(from: n) {
            let node = doc.nodes[i]
            if node.attribute("checked") != nil || node.attribute("aria-checked") == "true" || node.attribute("aria-pressed") == "true" { return "on" }
            if classes(i).contains(where: { ["on", "active", "checked", "is-on", "enabled", "is-active"].contains($0) }) { return "on" }
        }
        return "off"
    }

    /// The text next to a toggle: the first text of its row that is not the toggle itself.
    private func toggleLabel(_ toggle: Int) -> (Int?, String) {
        var child = toggle
        var parent = doc.nodes[toggle].parent
        var depth = 0
        while let p = parent, depth < 3, p != doc.root {
            for c in doc.nodes[p].children where c != child {
                let cn = doc.nodes[c]
                if cn.kind == .text {
                    let t = MarkupDocument.collapseWhitespace(cn.text)
                    if !t.isEmpty { return (p, t) }
                } else if cn.kind == .element, !isToggle(c, classes: classes(c)) {
                    let labelKid = firstTextElement(c)
                    let t = doc.textContent(of: labelKid ?? c)
                    // An icon (an emoji, a glyph) beside the toggle is not its label: the label has words.
                    if t.contains(where: \.isLetter) { return (labelKid ?? c, t) }
                }
            }
            child = p
            parent = doc.nodes[p].parent
            depth += 1
        }
        let own = doc.nodes[toggle].attribute("aria-label") ?? ""
        return (nil, own)
    }

    /// The first descendant (or self) that holds words directly: a row's title rather than its title + subtitle, or the
    /// icon before it; the first that holds any text when none has a letter.
    private func firstTextElement(_ n: Int) -> Int? {
        var firstText: Int?
        for i in doc.elementsInOrder(from: n) {
            let texts = doc.nodes[i].children.filter { doc.nodes[$0].kind == .text }.map { doc.nodes[$0].text }
            if texts.contains(where: { $0.contains(where: \.isLetter) }) { return i }
            if firstText == nil, texts.contains(where: { !MarkupDocument.collapseWhitespace($0).isEmpty }) { firstText = i }
        }
        return firstText
    }

    private func fieldOfLabel(_ n: Int) -> Int? {
        if let id = doc.nodes[n].attribute("for"), !id.isEmpty {
            if let f = ids[id] { return f }
        }
        if let inside = descendants(of: n).first(where: { i in isField(i) || isToggleField(i) }) { return inside }
        // `<label>Full Name</label><input placeholder="Enter your full name">`: the field right after the label.
        guard doc.nodes[n].attribute("for") == nil, let next = nextSibling(of: n, where: { _ in true }) else { return nil }
        return isField(next) || isToggleField(next) ? next : nil
    }

    /// The text of the element(s) an `aria-labelledby` names, when any.
    private func labelledBy(_ n: Int) -> String? {
        guard let ref = doc.nodes[n].attribute("aria-labelledby") else { return nil }
        let text = ref.split(separator: " ").compactMap { ids[String($0)] }.map { doc.textContent(of: $0) }.joined(separator: " ")
        let t = MarkupDocument.collapseWhitespace(text)
        return t.isEmpty ? nil : t
    }

    private func sampleOfField(_ f: Int) -> String? {
        let node = doc.nodes[f]
        if node.name == "select" {
            let options = doc.elementsInOrder(from: f).filter { doc.nodes[$0].name == "option" }
            let chosen = options.first { doc.nodes[$0].attribute("selected") != nil } ?? options.first
            return chosen.map { doc.textContent(of: $0) }
        }
        if node.name == "textarea" { let t = doc.textContent(of: f); if !t.isEmpty { return t } }
        return node.attribute("value") ?? node.attribute("placeholder")
    }

    /// A label's own text, leaving out the fields and buttons inside it.
    private func ownText(_ n: Int) -> String {
        var out = ""
        var stack = [n]
        while let i = stack.popLast() {
            let node = doc.nodes[i]
            switch node.kind {
            case .text, .cdata: out += node.text + " "
            case .comment: break
            case .element:
                if i != n, ["input", "select", "textarea", "button", "script", "style"].contains(node.name) { continue }
                stack.append(contentsOf: node.children.reversed())
            }
        }
        return MarkupDocument.collapseWhitespace(out)
    }

    private func isAction(_ n: Int, classes cls: [String]) -> Bool {
        let node = doc.nodes[n]
        switch node.name {
        case "button": return true
        case "a": return node.attribute("href") != nil || node.attribute("role") == "button" || !cls.isEmpty
        case "input": return ["submit", "button", "reset"].contains((node.attribute("type") ?? "").lowercased())
        default: break
        }
        if node.attribute("role") == "button" || node.attribute("role") == "tab" { return true }
        return cls.contains { c in
            let w = NameWords.split(c)
            return c == "btn" || c == "button" || w.first == "btn" || w.last == "btn" || w.last == "button"
        }
    }

    /// True when an `h1`–`h6` is inside `n`.
    private func containsHeading(_ n: Int) -> Bool {
        descendants(of: n).contains { ["h1", "h2", "h3", "h4", "h5", "h6"].contains(doc.nodes[$0].name) }
    }

    /// True for a container of several texts in elements of their own (a card of rows, a list): the content of a
    /// group under a heading, not one value.
    private func isGroup(_ n: Int) -> Bool {
        descendants(of: n).filter { i in
            doc.elementChildren(of: i).isEmpty && doc.textContent(of: i).contains(where: { $0.isLetter || $0.isNumber })
        }.count >= 2
    }

    /// Words of class names that mark an element beside a label's text, not part of it (`.trend-badge`, `.pill`).
    private static let adornmentWords: Set<String> = ["badge", "trend", "pill", "chip", "delta", "tag", "count", "counter", "more", "icon"]

    /// A label's own words: its text without adornments (a trend badge, a count pill) and without pictographs in
    /// elements of their own (`<span>💲</span> Revenue <span class="trend-badge">↗ 12%</span>` → "Revenue").
    func labelText(_ n: Int) -> String {
        var out = ""
        var stack = [n]
        while let i = stack.popLast() {
            let node = doc.nodes[i]
            switch node.kind {
            case .text, .cdata: out += node.text
            case .comment: break
            case .element:
                if i != n {
                    if ["script", "style", "template"].contains(node.name) { continue }
                    if classes(i).contains(where: { c in !Self.adornmentWords.isDisjoint(with: NameWords.split(c)) }) { continue }
                    if !doc.textContent(of: i).contains(where: { $0.isLetter || $0.isNumber }) { continue }
                }
                if !["b", "strong", "em", "i", "u", "small", "sup", "sub", "mark"].contains(node.name) { out += " " }
                stack.append(contentsOf: node.children.reversed())
            }
        }
        let text = MarkupDocument.collapseWhitespace(out)
        return text.contains(where: \.isLetter) ? text : doc.textContent(of: n)
    }

    private func containsInteractive(_ n: Int) -> Bool {
        ([n] + descendants(of: n)).contains { i in
            let node = doc.nodes[i]
            if ["input", "select", "textarea", "button"].contains(node.name) { return true }
            if node.attribute("role") == "switch" { return true }
            return isToggle(i, classes: classes(i)) && i != n
        }
    }

    /// True for inline, text-only elements (`span`, `div` holding text) that can be a row's label or value.
    /// True when two children of a row read as a label and its value: the label is one text, the value at most
    /// two (a number and its unit), and they are not two of a kind (`.tag` beside `.tag` is a list of chips). A
    /// child holding a block of texts (an avatar, a name and a caption) is a card, not a label.
    private func isLabelValuePair(_ label: Int, _ value: Int) -> Bool {
        func leaves(_ n: Int) -> Int {
            var count = 0
            var stack = [n]
            while let i = stack.popLast(), count <= 3 {
                let node = doc.nodes[i]
                if node.kind == .text, !node.text.allSatisfy(\.isWhitespace) { count += 1 }
                stack.append(contentsOf: node.children)
            }
            return count
        }
        let classes = { (n: Int) in Set((doc.nodes[n].attribute("class") ?? "").split(separator: " ").map(String.init)) }
        let labelClasses = classes(label)
        if !labelClasses.isEmpty, labelClasses == classes(value) { return false }
        return leaves(label) <= 1 && leaves(value) <= 2
    }

    private func textual(_ n: Int) -> Bool {
        let node = doc.nodes[n]
        guard ["span", "div", "p", "strong", "b", "em", "small", "time", "code", "label", "output", "data"].contains(node.name) else { return false }
        return doc.elementChildren(of: n).count <= 2
    }

    // MARK: - Tree helpers

    /// Descendant elements in document order, at most `limit` (pathological nesting stays linear).
    func descendants(of n: Int, limit: Int = 2000) -> [Int] {
        var out: [Int] = []
        var stack = Array(doc.nodes[n].children.reversed())
        while let i = stack.popLast(), out.count < limit {
            if doc.nodes[i].kind == .element { out.append(i) }
            stack.append(contentsOf: doc.nodes[i].children.reversed())
        }
        return out
    }

    /// Class names of an element, lower-cased.
    /// The page's `<title>` without a trailing app name (`Settings — Tempo` → `Settings`), nil when empty.
    func documentTitle(_ all: [Int]) -> String? {
        guard let t = rawDocumentTitle(all) else { return nil }
        for separator in [" — ", " – ", " | ", " · ", " - "] {
            if let r = t.range(of: separator), !t[..<r.lowerBound].isEmpty { return String(t[..<r.lowerBound]) }
        }
        return t
    }

    /// The page's `<title>` as written, nil when empty.
    func rawDocumentTitle(_ all: [Int]) -> String? {
        guard let t = all.first(where: { doc.nodes[$0].name == "title" }).map({ doc.textContent(of: $0) }), !t.isEmpty else { return nil }
        return t
    }

    /// True for an element whose class names it the page's title bar text (`nav-title`, `large-title`,
    /// `page-title`, `screen-title`, `navbar-title`, `toolbar-title`).
    func isPageTitle(_ n: Int) -> Bool {
        classes(n).contains { c in
            let w = Set(c.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init))
            return w.contains("title") && !w.isDisjoint(with: ["nav", "navbar", "navigation", "large", "page", "screen", "toolbar", "appbar"])
        }
    }

    func classes(_ n: Int) -> [String] { classLists[n] }

    private func siblings(of n: Int) -> [Int] {
        guard let p = doc.nodes[n].parent else { return [] }
        return doc.elementChildren(of: p).filter { $0 != n }
    }

    private func nextSibling(of n: Int, where accept: (Int) -> Bool) -> Int? {
        guard let p = doc.nodes[n].parent else { return nil }
        let kids = doc.elementChildren(of: p)
        guard let i = kids.firstIndex(of: n) else { return nil }
        return kids[(i + 1)...].first(where: accept)
    }
}
