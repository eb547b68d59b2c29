import GapCheckModel

/// Pairs each element of a matched design screen with the code element that draws it, within the
/// matched view and the views it uses, and compares their styles.
///
/// Code elements are indexed by normalized text, so pairing is linear in the number of elements; only
/// interpolated code texts (few per view) are tried one by one.
struct ElementAligner {
    let design: DesignSpec
    let inventory: Inventory
    let configuration: Configuration

    /// How deep `usedViews` are followed from the matched view.
    private static let maxDepth = 3
    /// Views one screen may gather elements from.
    private static let maxViews = 40

    /// One code element prepared for matching.
    private struct Candidate {
        var element: CodeElement
        /// Normalized text for exact matching ("" when none).
        var normalized: String
        /// Words with `*` for each interpolation, for pattern matching; nil without interpolation.
        var pattern: [String]?
    }

    /// The design's elements of matched screens paired with code elements, and the scale of each device frame
    /// (per page and frame size) their lengths were compared at.
    func align(_ screens: [ScreenMatch]) -> (pairs: [ElementPair], frameScales: [FrameScale.Frame: FrameScale]) {
        guard !design.elements.isEmpty, !inventory.elements.isEmpty else { return ([], [:]) }
        var designByScreen: [String: [DesignElement]] = [:]
        for e in design.elements { designByScreen[e.screen, default: []].append(e) }
        var codeByView: [String: [CodeElement]] = [:]
        // Views that show each text, app-wide: a word several views show ("Undo", "Done") is ambiguous.
        var viewsOfText: [String: Set<String>] = [:]
        for e in inventory.elements where !e.inMenu {
            codeByView[e.view, default: []].append(e)
            if let t = e.text { viewsOfText[TextNormalizer.normalize(t), default: []].insert(e.view) }
        }
        var viewsByName: [String: ViewType] = [:]
        for v in inventory.views {
            let simple = Self.simpleName(v.name)
            if viewsByName[simple] == nil { viewsByName[simple] = v }
        }
        // A used view that sets its own navigation title is another screen (a navigation destination), not a
        // component of this one: its texts are not this screen's. So is a view the screen presents (`reachableViews`).
        let screenViews = Set(inventory.elements.filter { $0.kind == "navigationTitle" }.map(\.view))
        var comparator = ElementComparator(configuration: configuration, designHasDark: design.hasDarkVariant)
        comparator.forcedScheme = Self.forcedScheme(design: design, inventory: inventory)
        // The code elements each matched screen may pair with: its view's and those it uses.
        func prepare(_ viewName: String) -> (views: [String], candidates: [Candidate], byText: [String: [Int]], patterned: [Int]) {
            let views = reachableViews(from: Self.simpleName(viewName), viewsByName: viewsByName, screenViews: screenViews)
            var candidates: [Candidate] = []
            for v in views {
                for var e in codeByView[v] ?? [] {
                    // The matched view's root background is the screen's canvas, as the page's is on the design side.
                    if v == views.first, e.background?.atViewRoot == true { e.background = nil; e.radius = nil }
                    candidates.append(Self.candidate(e))
                }
            }
            var byText: [String: [Int]] = [:]
            var patterned: [Int] = []
            for (i, c) in candidates.enumerated() {
                if !c.normalized.isEmpty { byText[c.normalized, default: []].append(i) }
                if c.pattern != nil { patterned.append(i) }
            }
            return (views, candidates, byText, patterned)
        }
        // Frames one page draws at one size follow one CSS rule, so one scale: the texts of every matched screen
        // in such frames vote together (a screen whose one paired text happens to agree as written does not
        // decide its frame alone). A first pass gathers the votes; the candidates are rebuilt below rather than
        // kept for every screen at once.
        var votes: [FrameScale.Frame: [(Double, Double)]] = [:]
        var seenScreens: Set<String> = []
        for m in screens {
            guard let viewName = m.viewName, let elements = designByScreen[m.screen.name], seenScreens.insert(m.screen.name).inserted else { continue }
            let prepared = prepare(viewName)
            for (frame, sizes) in Self.frameSizes(elements, candidates: prepared.candidates, byText: prepared.byText) {
                votes[frame, default: []] += sizes
            }
        }
        let frameScales = Dictionary(uniqueKeysWithValues: votes.map { ($0.key, FrameScale(frame: $0.key, sizes: $0.value)) })
        comparator.frameScales = frameScales
        var out: [ElementPair] = []
        var doneScreens: Set<String> = []
        for m in screens {
            guard let viewName = m.viewName, let elements = designByScreen[m.screen.name], doneScreens.insert(m.screen.name).inserted else { continue }
            let screenPool = prepare(viewName)
            // A layer the design presents over the screen that the app draws as a view of its own (the design's
            // `.tour-map` overlay, the app's `TourMapView`): its elements pair with that view's, and the screen's own
            // elements never do (the overlay's "Stop 1 of 5" is not the stop card's).
            let layerView = Self.layerViews(elements, viewsByName: viewsByName, root: Self.simpleName(viewName))
            var pools: [String: Pool] = [:]
            for l in Set(layerView.compactMap { $0 }) {
                let p = prepare(l)
                pools[l] = Pool(views: p.views, candidates: p.candidates, byText: p.byText, patterned: p.patterned)
            }
            let main =
                pools.isEmpty
                ? Pool(views: screenPool.views, candidates: screenPool.candidates, byText: screenPool.byText, patterned: screenPool.patterned)
                : Pool(views: screenPool.views, candidates: screenPool.candidates.filter { pools[$0.element.view] == nil })
            func pool(_ index: Int) -> Pool { layerView[index].flatMap { pools[$0] } ?? main }
            // Code element → the look of the design element paired with it, per pool: a repeated row (same text, same
            // look) pairs again with the `ForEach` that draws it; the same text in another look (a tab label
            // and the screen title) does not.
            var usedIn: [String: [Int: ElementLook]] = [:]
            // Where the mockup shows one text several times in different looks ("Accept" as a badge and as a
            // button), the copy that agrees best with the code's element of that text goes first and takes it:
            // the other copy is another element, not a wrong style. Then the largest text of a word goes first:
            // where a mockup shows "Dashboard" as the screen title, a gallery caption and a tab label, the title
            // is the one a navigation title draws.
            var paired = [ElementPair?](repeating: nil, count: elements.count)
            // (role mismatches first count as more disagreement: a badge is not the button of the same text)
            let disagreement: [Int] = elements.indices.map { index in
                let d = elements[index]
                let (candidates, byText) = (pool(index).candidates, pool(index).byText)
                let norm = TextNormalizer.normalize(d.text.isEmpty ? (d.accessibilityName ?? "") : d.text)
                guard let i = Self.preferred(d, byText[norm] ?? [], candidates).first(where: { Self.compatible(d, candidates[$0].element) }) else {
                    return Int.max
                }
                let code = candidates[i].element
                let differences = comparator.compare(design: d, code: code, confidence: .exact).0.count
                return (d.role == code.role ? 0 : 100) + differences
            }
            // Texts the mockup shows in more than one look: which copy a code element draws is a guess.
            var looksOfText: [String: Set<ElementLook>] = [:]
            for d in elements { looksOfText[TextNormalizer.normalize(d.text.isEmpty ? (d.accessibilityName ?? "") : d.text), default: []].insert(d.light) }
            let order = elements.indices.sorted {
                (-disagreement[$0], elements[$0].light.fontSize ?? 0, -$0) > (-disagreement[$1], elements[$1].light.fontSize ?? 0, -$1)
            }
            for index in order {
                let d = elements[index]
                let key = layerView[index] ?? ""
                let (views, candidates, byText, patterned) = (pool(index).views, pool(index).candidates, pool(index).byText, pool(index).patterned)
                var used = usedIn[key] ?? [:]
                defer { usedIn[key] = used }
                var pair = ElementPair(screen: m.screen.name, design: d, code: nil, confidence: nil)
                let ambiguous = (looksOfText[TextNormalizer.normalize(d.text.isEmpty ? (d.accessibilityName ?? "") : d.text)]?.count ?? 0) > 1
                if case (let i, var confidence)? = find(
                    d, root: views[0], candidates: candidates, byText: byText, patterned: patterned, used: used, ambiguous: ambiguous)
                {
                    used[i] = d.light
                    // Found in a component, while other views show the same text too: the pairing may be wrong.
                    let c = candidates[i]
                    if confidence == .exact, c.element.view != views.first, (viewsOfText[c.normalized]?.count ?? 0) > 1 { confidence = .shared }
                    if confidence == .exact, (looksOfText[c.normalized]?.count ?? 0) > 1 { confidence = .shared }
                    pair.code = candidates[i].element
                    pair.confidence = confidence
                    if confidence != .weak {
                        let (diffs, agreeing) = comparator.compare(design: d, code: candidates[i].element, confidence: confidence)
                        let view = codeByView[c.element.view] ?? []
                        pair.differences = ElementNeighbours.lowered(
                            Self.acrossRoles(diffs, design: d, code: c.element, view: view), design: d, index: index, in: elements,
                            code: c.element, among: view)
                        pair.agreeing = agreeing
                    }
                }
                paired[index] = pair
            }
            for key in [""] + pools.keys.sorted() {
                let p = key.isEmpty ? main : pools[key] ?? main
                var used = usedIn[key] ?? [:]
                let only = Set(elements.indices.filter { (layerView[$0] ?? "") == key })
                pairSymbols(elements, candidates: p.candidates, used: &used, paired: &paired, only: only)
                usedIn[key] = used
            }
            out += paired.compactMap { $0 }
        }
        return (out, frameScales)
    }

    /// Pairs icon-only controls the design names with code controls drawn with an unnamed symbol, through the symbol's
    /// meaning, in document order, for the accessibility check. A symbol that does something else (a refresh arrow for
    /// "Previous week", `chevron.left` for a right chevron) is never the control; among those that fit, one in the view
    /// where a control of the same design row was paired goes first, so the row's controls pair with one row of the app.
    private func pairSymbols(
        _ elements: [DesignElement], candidates: [Candidate], used: inout [Int: ElementLook], paired: inout [ElementPair?], only: Set<Int>
    ) {
        var viewOfRow: [Int: String] = [:]
        for index in elements.indices where paired[index]?.code == nil && only.contains(index) {
            let d = elements[index]
            guard d.text.isEmpty, let name = d.accessibilityName else { continue }
            let fitting = candidates.indices.filter { i in
                let e = candidates[i].element
                guard used[i] == nil, e.kind == "Image", e.inControl, e.text == nil, e.accessibilityLabel == nil, let symbol = e.symbol else {
                    return false
                }
                return SymbolVocabulary.fits(name: name, symbol: symbol) && !SymbolVocabulary.contradicts(name: name, drawn: d.iconSense, symbol: symbol)
            }
            let rowView = d.row.flatMap { viewOfRow[$0] }
            guard let i = fitting.first(where: { candidates[$0].element.view == rowView }) ?? fitting.first else { continue }
            used[i] = d.light
            paired[index]?.code = candidates[i].element
            paired[index]?.confidence = .symbol
            if let row = d.row, viewOfRow[row] == nil { viewOfRow[row] = candidates[i].element.view }
        }
    }

    /// The code elements one set of design elements may pair with: the views they come from (the first is the one
    /// matched), each element indexed by its normalized text, and those with interpolations.
    private struct Pool {
        var views: [String]
        var candidates: [Candidate]
        var byText: [String: [Int]] = [:]
        var patterned: [Int] = []

        init(views: [String], candidates: [Candidate], byText: [String: [Int]], patterned: [Int]) {
            self.views = views; self.candidates = candidates; self.byText = byText; self.patterned = patterned
        }

        /// `candidates` indexed anew.
        init(views: [String], candidates: [Candidate]) {
            self.views = views
            self.candidates = candidates
            for (i, c) in candidates.enumerated() {
                if !c.normalized.isEmpty { byText[c.normalized, default: []].append(i) }
                if c.pattern != nil { patterned.append(i) }
            }
        }
    }

    /// Words a view's type name ends with that say it is a view, not what it shows (`TourMapView`, `ShareSheetScreen`).
    private static let viewKindWords: Set<String> = ["view", "screen", "controller", "vc"]
    /// Words that name a layer by its kind alone (`.modal`, `.sheet-overlay`, `.toast`): a generic view of that name
    /// (`ModalView`, `ToastView`) draws every such layer with the texts its callers give it, and is none of them.
    private static let layerKindWords: Set<String> = [
        "modal", "sheet", "overlay", "dialog", "popup", "popover", "toast", "snackbar", "drawer", "menu", "dropdown", "tooltip", "alert",
        "lightbox", "backdrop", "actionsheet", "action", "hud", "banner", "layer", "scrim", "container", "wrapper", "content", "panel"
    ]

    /// For each design element, the app view named after the layer presented over its screen that holds it
    /// (`DesignElement.layer`: `.tour-map` ↔ `TourMapView`, `#share-sheet` ↔ `ShareSheet`, `.camera-view` ↔ `CameraView`),
    /// by its simple name; nil for the screen's own content, a layer no view is named after, or one named after the
    /// screen's view itself.
    static func layerViews(_ elements: [DesignElement], viewsByName: [String: ViewType], root: String) -> [String?] {
        guard elements.contains(where: { !$0.layer.isEmpty }) else { return elements.map { _ in nil } }
        func core(_ name: String) -> [String] {
            var words = NameWords.split(name)
            while words.count > 1, let last = words.last, viewKindWords.contains(last) { words.removeLast() }
            return words
        }
        var byWords: [[String]: String] = [:]
        for name in viewsByName.keys.sorted() where byWords[core(name)] == nil { byWords[core(name)] = name }
        var found: [[String]: String?] = [:]
        return elements.map { e in
            guard !e.layer.isEmpty else { return nil }
            if let known = found[e.layer] { return known }
            let view = e.layer.lazy.map(core).filter { !$0.allSatisfy(layerKindWords.contains) }.compactMap { byWords[$0] }.first {
                $0 != root
            }
            found[e.layer] = view
            return view
        }
    }

    /// Differences of a design control paired with a plain code text of its words (not in a `Button` or another
    /// control): the text may be another element (a badge, a caption) that happens to share the words, so each is
    /// at most low and says so.
    ///
    /// So are those of a design form field's label (`<label>` over a picker or input) paired with the title of the code's
    /// view (`titlesView`): the same words in two roles ("Transcription history" over a retention picker, "Transcription
    /// History" heading the history tab).
    static func acrossRoles(_ diffs: [ElementDifference], design d: DesignElement, code c: CodeElement, view: [CodeElement] = []) -> [ElementDifference] {
        let why: String
        if d.role == .action, c.role == .text, !c.inControl {
            why = "the design's control is paired with a plain text of its words in the app, which may be another element"
        } else if isFormLabel(d), titlesView(c, among: view) {
            why = "the design's form label is paired with the title of `\(c.view)`, which shows the same words in another role"
        } else {
            return diffs
        }
        return diffs.map { diff in
            var diff = diff
            diff.severity = .low
            diff.note += (diff.note.isEmpty ? "" : "; ") + why
            return diff
        }
    }

    /// True when the design element is a `<label>`: HTML's caption of a form control, never a title.
    static func isFormLabel(_ d: DesignElement) -> Bool {
        d.role == .text && d.selector.split(whereSeparator: { ".#[: >".contains($0) }).first?.lowercased() == "label"
    }

    /// True when the code element titles its view: the title by role, or a plain text that comes first in a view of
    /// several texts and is set larger than every other text of it (`Text("History").font(.system(size: 16))` over its
    /// 12pt subtitle and rows). A form row's own label over its caption (two texts) titles nothing; a section header
    /// may be the label of the controls under it, so it is no title here.
    static func titlesView(_ c: CodeElement, among view: [CodeElement]) -> Bool {
        if c.role == .title || c.kind == "navigationTitle" { return true }
        guard c.role == .text, !c.inControl, let size = c.font?.font.flatMap(FontComparison.size(of:)) else { return false }
        let texts = view.filter { $0.text != nil && $0.location.file == c.location.file }
        guard texts.count >= 3, texts.min(by: { $0.location < $1.location })?.location == c.location else { return false }
        return texts.allSatisfy { $0.location == c.location || ($0.font?.font.flatMap(FontComparison.size(of:)) ?? 0) < size }
    }

    /// The matched view and the views it uses, breadth first, bounded.
    private func reachableViews(from start: String, viewsByName: [String: ViewType], screenViews: Set<String>) -> [String] {
        var seen: Set<String> = [start]
        var order = [start]
        var frontier = [start]
        for _ in 0..<Self.maxDepth {
            var next: [String] = []
            for v in frontier {
                // A view presented in a sheet, a cover, a popover or as a navigation destination is another screen.
                let presented = Set((viewsByName[v]?.presentedViews ?? []).map(Self.simpleName))
                for u in viewsByName[v]?.usedViews ?? [] {
                    let s = Self.simpleName(u)
                    guard !screenViews.contains(s), !presented.contains(s) else { continue }
                    if order.count < Self.maxViews, seen.insert(s).inserted { order.append(s); next.append(s) }
                }
            }
            frontier = next
        }
        return order
    }

    /// The best unused code element for a design element: same text, else a pattern it fits, else (for
    /// numbers) an element that shows only data. A used element can pair again (a `ForEach` row drawn many
    /// times in the mockup) when nothing unused fits.
    private func find(
        _ d: DesignElement, root: String, candidates: [Candidate], byText: [String: [Int]], patterned: [Int], used: [Int: ElementLook],
        ambiguous: Bool = false
    ) -> (Int, PairConfidence)? {
        func free(_ i: Int) -> Bool { used[i] == nil }
        func again(_ i: Int) -> Bool { used[i] == d.light }
        let text = d.text.isEmpty ? (d.accessibilityName ?? "") : d.text
        let norm = TextNormalizer.normalize(text)
        guard !norm.isEmpty else { return nil }
        if let hits = byText[norm] {
            // A text the mockup shows in several looks ("Accept" as a badge and as a button): each copy pairs only with a
            // code element of its kind (a control with a control), and a chip never with a bare text of another size.
            let pool = Self.preferred(d, hits, candidates).filter { i in
                let c = candidates[i].element
                return Self.compatible(d, c) && (!ambiguous || ((d.role == .action) == (c.role == .action) && !Self.anotherCopy(d, c)))
            }
            // A button or link of the design pairs with a code control of its text first; a plain text of the same
            // words (a "LATER" badge beside the design's "Later" button) only when no control shows it.
            let groups =
                d.role == .action ? [pool.filter { candidates[$0].element.role == .action }, pool.filter { candidates[$0].element.role != .action }] : [pool]
            // A repeated element (same text, same look) pairs with the code element that drew its first copy.
            for group in groups {
                if let i = group.first(where: again) ?? group.first(where: free) { return (i, .exact) }
            }
            return nil
        }
        let words = norm.split(separator: " ").map(String.init)
        var weak: Int?
        // Data-only texts of the matched view (`"\(count)"`): a number pairs with one only when it is the only one.
        let dataOnly = patterned.filter { candidates[$0].element.view == root && !Self.hasWords(candidates[$0].pattern ?? []) }
        for i in patterned {
            guard let p = candidates[i].pattern, Self.fits(words, p[...]) else { continue }
            if Self.hasWords(p) {
                if free(i), Self.carries(p, words) { return (i, .pattern) }
            } else if weak == nil, free(i), candidates[i].element.view == root, dataOnly.count == 1,
                words.allSatisfy({ $0.contains(where: \.isNumber) || $0 == "and" })
            {
                // Data only on the code side: paired by order within the matched view itself, never in a component.
                weak = i
            }
        }
        if let i = patterned.first(where: {
            again($0) && (candidates[$0].pattern.map { p in Self.hasWords(p) && Self.fits(words, p[...]) && Self.carries(p, words) } ?? false)
        }) {
            return (i, .pattern)
        }
        return weak.map { ($0, .weak) }
    }

    /// The appearance the whole app pins (its root, its `App`, Info.plist) when it is the design's only one
    /// and not light: the design's single look is then what the app shows in it. A light pin, no pin, pins that
    /// disagree, or a pin against the design's appearance (`darkmode.disabled` reports that) leave the looks
    /// compared as the design marks them.
    static func forcedScheme(design: DesignSpec, inventory: Inventory) -> String? {
        let pins = Set(inventory.colorSchemeOverrides.filter { DarkModeDisabledCheck.presentedView($0, in: inventory) == nil }.map(\.scheme))
        guard pins.count == 1, let pin = pins.first, pin == "dark", design.appearance == .dark || design.darkByDefault == true else { return nil }
        return pin
    }

    /// The (design px, code pt) sizes of the texts in each device frame among `elements` that have a code text
    /// of the same words: the votes on the frame's scale (`FrameScale`).
    private static func frameSizes(_ elements: [DesignElement], candidates: [Candidate], byText: [String: [Int]]) -> [FrameScale.Frame: [(Double, Double)]] {
        var sizes: [FrameScale.Frame: [(Double, Double)]] = [:]
        for d in elements where d.frameWidth != nil && !d.text.isEmpty {
            let frame = FrameScale.Frame(d)
            if sizes[frame] == nil { sizes[frame] = [] }
            guard let px = d.light.fontSize,
                let i = preferred(d, byText[TextNormalizer.normalize(d.text)] ?? [], candidates).first(where: { compatible(d, candidates[$0].element) }),
                candidates[i].element.text != nil, candidates[i].element.kind != "navigationTitle",
                let spec = candidates[i].element.font?.font, let pt = FontComparison.size(of: spec)
            else { continue }
            sizes[frame, default: []].append((px, pt))
        }
        return sizes
    }

    /// `hits` with the code elements that show the design's text themselves first: an SF Symbol in a stack the
    /// container names (`.accessibilityLabel("Verified journey")`) carries the label's words but draws none
    /// of them; the `Text` beside it draws them.
    private static func preferred(_ d: DesignElement, _ hits: [Int], _ candidates: [Candidate]) -> [Int] {
        guard !d.text.isEmpty else { return hits }
        let own = hits.filter { candidates[$0].element.text != nil }
        let ordered = own.isEmpty ? hits : own + hits.filter { candidates[$0].element.text == nil }
        // Of code texts equal to the design's once normalized, one written with the design's own characters ("Settings…"
        // beside another view's "Settings") goes first; a difference of letter case alone is a style (`.textCase`), not
        // another text, and changes no order.
        let folded = d.text.lowercased()
        func written(_ i: Int) -> Bool { candidates[i].element.text?.lowercased() == folded }
        guard ordered.contains(where: written), ordered.contains(where: { !written($0) }) else { return ordered }
        return ordered.filter(written) + ordered.filter { !written($0) }
    }

    /// True when a chip of the design (a box of its own that paints, around this text alone) meets a code text with no
    /// background at half or twice its size: where the mockup shows the text in more than one look, the code text is
    /// another of its copies (the swipe stamp "ACCEPT" at 20pt is not the 11px suggestion badge "✨ Accept"), not the
    /// chip drawn wrong.
    static func anotherCopy(_ d: DesignElement, _ c: CodeElement) -> Bool {
        guard d.light.boxHoldsOthers == false, d.light.background != nil || d.light.gradient != nil, c.background == nil,
            let px = d.light.fontSize, let spec = c.font?.font, let pt = FontComparison.size(of: spec), px > 0, pt > 0
        else { return false }
        return max(px, pt) >= anotherCopySizeRatio * min(px, pt)
    }

    /// The size ratio beyond which a chip and a bare code text of the same words are two elements.
    static let anotherCopySizeRatio = 1.5

    /// Roles that can draw each other (a design `<h2>` may be a `Text`, a button's text a `Button`).
    private static func compatible(_ d: DesignElement, _ c: CodeElement) -> Bool {
        // A navigation title is the screen's title: a heading or a large text, not a tab or a caption of the same word.
        if c.kind == "navigationTitle" { return d.role == .title || (d.light.fontSize ?? 0) >= 20 }
        // A tab bar's label is the tab item of the same word, not a caption or a title elsewhere on the screen.
        if d.inTabBar != c.inTabBar { return false }
        let code = c.role
        switch d.role {
        case .action: return code == .action || code == .text
        case .toggle: return code == .toggle || code == .text
        case .title, .heading: return code != .field && code != .action
        default: return true
        }
    }

    /// True when a pattern has a word of its own (`min` in `"\(n) min"`): `"+$\(x)"` has only a sign.
    static func hasWords(_ pattern: [String]) -> Bool {
        pattern.contains { w in w != "*" && w != "and" && w.count >= 2 && w.contains(where: \.isLetter) }
    }

    /// True when a pattern's own words are a fair part (a third at least) of the design text it fits: `"\(n) week\(s)"`
    /// fits any sentence holding "week" ("Cut volume 10% this week — right knee flared…"), which is another text.
    static func carries(_ pattern: [String], _ words: [String]) -> Bool {
        pattern.filter { $0 != "*" }.count * 3 >= words.count
    }

    /// True when `words` fit `pattern`, where `*` stands for one or more words.
    static func fits(_ words: [String], _ pattern: ArraySlice<String>) -> Bool {
        var memo: [Int: Bool] = [:]
        func go(_ w: Int, _ p: Int) -> Bool {
            let key = w * 1024 + p
            if let v = memo[key] { return v }
            var r: Bool
            if p == pattern.endIndex {
                r = w == words.count
            } else if pattern[p] == "*" {
                r = false
                var k = w + 1
                while k <= words.count && !r { r = go(k, p + 1); k += 1 }
            } else {
                r = w < words.count && words[w] == pattern[p] && go(w + 1, p + 1)
            }
            memo[key] = r
            return r
        }
        guard words.count < 1000, pattern.count < 1000 else { return false }
        return go(0, pattern.startIndex)
    }

    private static func candidate(_ e: CodeElement) -> Candidate {
        let raw = e.text ?? e.accessibilityLabel ?? ""
        guard let pattern = pattern(raw) else { return Candidate(element: e, normalized: TextNormalizer.normalize(raw), pattern: nil) }
        return Candidate(element: e, normalized: "", pattern: pattern)
    }

    /// `"\(n) min"` → ["*", "min"]: literal pieces normalized, each interpolation one wildcard; nil without interpolation.
    static func pattern(_ raw: String) -> [String]? {
        guard raw.contains("\\(") else { return nil }
        var pattern: [String] = []
        var rest = Substring(raw)
        while let r = rest.range(of: "\\(") {
            pattern += TextNormalizer.normalize(String(rest[..<r.lowerBound])).split(separator: " ").map(String.init)
            var depth = 0
            var i = r.upperBound
            while i < rest.endIndex {
                if rest[i] == "(" { depth += 1 } else if rest[i] == ")" { if depth == 0 { break }; depth -= 1 }
                i = rest.index(after: i)
            }
            if pattern.last != "*" { pattern.append("*") }
            rest = i < rest.endIndex ? rest[rest.index(after: i)...] : ""
        }
        return pattern + TextNormalizer.normalize(String(rest)).split(separator: " ").map(String.init)
    }

    static func simpleName(_ name: String) -> String { name.split(separator: ".").last.map(String.init) ?? name }
}
