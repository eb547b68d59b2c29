import GapCheckModel

/// Screens that are states or steps of one view. Apps draw the steps of a flow as the cases of one view's enum
/// (`enum Stage { case cart, address, payment }` with `switch stage { case .payment: paymentForm }`) and the states of
/// a screen from its properties (`@State var selectedOrderID`, `@AppStorage var tipShown`), while the design draws each
/// as a screen of its own ("Payment", "An order selected"). The names a view owns are its type name and its states'
/// names (`ViewType.states`); a design screen named like one of its states, whose texts the view shows, is that state.
extension ScreenMatcher {
    /// Words of a state's name that say it is a flag, a holder or a counter rather than what the screen shows
    /// (`isPaying`, `showFilterSheet`, `selectedOrderID`, `currentStep`).
    static let stateFillerWords: Set<String> = [
        "is", "has", "did", "should", "can", "will", "show", "shows", "shown", "showing", "present", "presented", "presenting",
        "id", "ids", "current", "state", "status", "step", "stage", "phase", "mode", "flag", "value", "index", "the", "a", "an"
    ]

    /// File-name words that say the page is a design, not which screen it draws (`orders-mockup.html`).
    static let pageNoiseWords: Set<String> = [
        "screen", "screens", "mockup", "mockups", "mock", "page", "pages", "wireframe", "wireframes", "design", "designs", "ui",
        "prototype", "demo", "preview", "study", "html", "htm"
    ]

    /// A state name's words without filler and numbers, stemmed like a screen name's (`selectedOrderID` → selected,
    /// order; `Stage.payment` → payment; `"Shipping address"` → shipping, address).
    static func stateWords(_ name: String) -> [String] {
        NameWords.split(name).map { NameKey.canonicalWord[$0] ?? $0 }
            .filter { !$0.allSatisfy(\.isNumber) && !stateFillerWords.contains($0) && !nameFillerWords.contains($0) }
            .map(stem)
    }

    /// How a state's words fit a screen name's: the same words (`payment` ↔ "Payment"), every word of a state of two
    /// words or more (`selectedOrderID` ↔ "An order selected with notes"), or the view's own words and a word of the
    /// state (`OrdersView`'s `isFiltering` ↔ "Orders filtering"). Lower is closer.
    enum StateFit: Int, Comparable {
        case exact = 0
        case contained
        case withView
        static func < (a: StateFit, b: StateFit) -> Bool { a.rawValue < b.rawValue }
    }

    /// How the view at `view` with the state words `state` fits a screen name's words `want`; nil when it does not.
    func stateFit(view: Int, state: Set<String>, want: Set<String>) -> StateFit? {
        guard !state.isSubset(of: Self.generalWords) else { return nil }
        if state == want { return .exact }
        if state.count >= 2, state.isSubset(of: want) { return .contained }
        let own = viewCoreWordSets[view]
        guard !own.isEmpty, !own.isSubset(of: Self.generalWords), own.isSubset(of: want) else { return nil }
        return state.intersection(want.subtracting(own)).subtracting(Self.generalWords).isEmpty ? nil : .withView
    }

    /// The screen's texts that can confirm a view shows it: its title, sections, labels and body phrases, without the
    /// name it is matched by (a tab labelled "Payment" shows the name, not the screen) and texts on nearly every screen.
    static func confirmingTexts(of s: ScreenSpec, name: String, shared: Set<String>) -> [String] {
        let names: Set<String> = [TextNormalizer.normalize(s.name), TextNormalizer.normalize(name)]
        return (evidenceTexts(of: s) + bodyTexts(of: s)).filter { !names.contains($0) && !shared.contains($0) }
    }

    /// A screen no view is named after exactly: the view sharing its name by a word more or fewer, else the view one of
    /// whose states has exactly the screen's name and shows one of its texts (a step of a flow, `Stage.payment` ↔
    /// "Payment"), else the match by texts.
    func unnamedMatch(_ s: ScreenSpec, _ evidence: TextEvidence, shared: Set<String>) -> ScreenMatch {
        let byName = partialNameMatch(s, evidence, shared: shared)
        if byName.evidence == .nameWords { return byName }
        guard var state = stateMatch(s, evidence, shared: shared, exactOnly: true, pageView: pageView(of: s)) else { return byName }
        state.appTextsShown = byName.appTextsShown
        return state
    }

    /// A pane still without a view whose texts point at a view hosting the app's sections (`ViewType.hostedViews`) only
    /// through the host's chrome and one of its sections: the section it hosts that shows most of the pane's texts, when
    /// one alone shows most and no other screen took it by name; said as a match by text. The design's "Memory" pane
    /// shows "Free up RAM" as the app's RAM section does, and the title "Memory" only as the sidebar gauge's caption: it
    /// is the RAM section, not the window. Nil otherwise.
    func hostedSectionMatch(_ m: ScreenMatch, _ evidence: TextEvidence, sections: TextEvidence, claimed: Set<String>, shared: Set<String>)
        -> ScreenMatch?
    {
        let s = m.screen
        guard s.isPane else { return nil }
        let texts = (Self.evidenceTexts(of: s) + Self.bodyTexts(of: s)).filter { !shared.contains($0) }
        guard let host = evidence.rank(texts).best?.view, !views[host].hostedViews.isEmpty else { return nil }
        let counts = views[host].hostedViews.compactMap { name -> (view: Int, shown: Int)? in
            guard !claimed.contains(name), let i = byName[name], !unshown.contains(i) else { return nil }
            return (i, texts.filter { sections.viewsShowing[$0]?.contains(i) == true }.count)
        }
        guard let top = counts.map(\.shown).max(), top > 0 else { return nil }
        let best = counts.filter { $0.shown == top }
        guard best.count == 1 else { return nil }
        var out = check(s, against: views[best[0].view])
        out.evidence = .text
        (out.textsShown, out.textsTotal, out.appTextsShown) = (top, texts.count, m.appTextsShown)
        return out
    }

    /// A screen still without a view: the view one of whose states it is named like (`stateMatch`), else the view the
    /// design page it is drawn on is named after (`pageMatch`); nil when neither shows one of its texts.
    func stateOrPageMatch(_ m: ScreenMatch, _ evidence: TextEvidence, shared: Set<String>) -> ScreenMatch? {
        let page = pageView(of: m.screen)
        guard
            var found = stateMatch(m.screen, evidence, shared: shared, exactOnly: false, pageView: page)
                ?? pageMatch(m.screen, evidence, shared: shared, pageView: page)
        else { return nil }
        found.appTextsShown = m.appTextsShown
        return found
    }

    /// The view whose state is named like the screen (`StateFit`) and shows more than a fifth of its confirming texts
    /// (one when the screen's name also has the view's words; a screen with no text at all needs the exact name of a
    /// step; the view at `pageView`, which the screen's design page is named after, needs no text: two names agree):
    /// the closest fit first, then the view showing most texts, then the first
    /// by name. The exact name of a step (an enum case, its raw value, the sub-view it selects) is a name match; the
    /// others, and a state property's name, are said at low severity (`nameWords`). Nil when none.
    func stateMatch(_ s: ScreenSpec, _ evidence: TextEvidence, shared: Set<String>, exactOnly: Bool, pageView: Int?) -> ScreenMatch? {
        var best: (fit: StateFit, shown: Int, total: Int, view: Int, state: String, name: String)?
        for name in [s.name] + s.aliases {
            if let app = appName, TextNormalizer.normalize(name) == TextNormalizer.normalize(app) { continue }
            let texts = Self.confirmingTexts(of: s, name: name, shared: shared)
            let want = Set(Self.coreWords(ofScreen: name))
            guard !want.isEmpty, want.count <= 6 else { continue }
            var seen: Set<Int> = []
            for w in want.sorted() {
                for i in viewsByStateWord[w] ?? [] where seen.insert(i).inserted {
                    var fit: (StateFit, String)?
                    for state in viewStates[i] {
                        // A property's name says what it holds less surely than a step's: never a name match alone.
                        guard var f = stateFit(view: i, state: state.words, want: want) else { continue }
                        if state.isProperty, f == .exact { f = .contained }
                        guard !exactOnly || f == .exact else { continue }
                        if fit.map({ f < $0.0 }) ?? true { fit = (f, state.name) }
                    }
                    guard let (f, state) = fit else { continue }
                    let shown = texts.filter { evidence.viewsShowing[$0]?.contains(i) == true }.count
                    // A name of the state alone needs more than a fifth of the texts, as a match by text does (a
                    // `showSettings` flag presents another view); with the view's own name in the screen's, one text.
                    let confirmed = shown > 0 && (f == .withView || shown * 5 > texts.count)
                    guard confirmed || (f == .exact && texts.isEmpty) || i == pageView else { continue }
                    let candidate = (fit: f, shown: shown, total: texts.count, view: i, state: state, name: name)
                    if let b = best, (b.fit, -b.shown, views[b.view].name) <= (f, -shown, views[i].name) { continue }
                    best = candidate
                }
            }
        }
        guard let best else { return nil }
        var m = check(s, against: views[best.view])
        m.evidence = best.fit == .exact ? .name : .nameWords
        m.matchedName = best.name
        m.stateOf = best.state
        (m.textsShown, m.textsTotal) = (best.shown, best.total)
        return m
    }

    /// The view (by position) a screen's design file is named after, its design words left out (`orders-mockup.html`
    /// ↔ `OrdersView`); nil when none, or when the view is named by general words only (`MainView`).
    func pageView(of s: ScreenSpec) -> Int? {
        let file = s.location.file.split(separator: "/").last.map(String.init) ?? s.location.file
        let words = NameWords.split(file).filter { !Self.pageNoiseWords.contains($0) }
        guard !words.isEmpty, let v = viewNamed(words.joined(separator: " ")), let i = byName[v.name] else { return nil }
        let own = viewCoreWords[i]
        guard !own.isEmpty, !Set(own).isSubset(of: Self.generalWords) else { return nil }
        return i
    }

    /// A screen drawn on a design page of several screens whose file is named after a view (`pageView`): a state of
    /// that view when the view shows one of its confirming texts. Said at low severity (`nameWords`).
    func pageMatch(_ s: ScreenSpec, _ evidence: TextEvidence, shared: Set<String>, pageView: Int?) -> ScreenMatch? {
        guard let i = pageView else { return nil }
        let v = views[i]
        let file = s.location.file.split(separator: "/").last.map(String.init) ?? s.location.file
        let texts = Self.confirmingTexts(of: s, name: s.name, shared: shared)
        let shown = texts.filter { evidence.viewsShowing[$0]?.contains(i) == true }.count
        guard shown > 0 else { return nil }
        var m = check(s, against: v)
        m.evidence = .nameWords
        m.matchedName = s.name
        m.stateOf = file
        m.stateByPage = true
        (m.textsShown, m.textsTotal) = (shown, texts.count)
        return m
    }
}
