import GapCheckModel

/// Views named after a screen with a word more or fewer: `ClientsListView` for "Clients", `PingToolView` for
/// "Ping", `ClientDetailView` for "Coach Client Detail". Teams name views by role and audience as well as by
/// the screen, so the screen's exact words plus a view suffix miss many views that exist.
extension ScreenMatcher {
    /// Words of a screen's name that a view name does not repeat: possessives, articles, appearances.
    static let nameFillerWords: Set<String> = [
        "my", "your", "our", "the", "a", "an", "of", "and", "light", "dark", "mode", "screen", "page", "view", "state", "default"
    ]

    /// Words naming a part of a screen (`SettingsRowView`, `ProfileHeaderView`): a view with one is a part of
    /// the screen, never the screen itself.
    static let partWords: Set<String> = [
        "card", "cell", "row", "tile", "widget", "button", "btn", "chip", "badge", "icon", "item", "bar", "label", "field",
        "header", "footer", "banner", "section", "component", "modifier", "style", "tag", "pill", "avatar", "image",
        "shape", "background", "preview", "previews", "toolbar", "placeholder", "skeleton", "cover"
    ]

    /// Words too general to tie a screen to a view alone (`DetailView` for "Coach Detail").
    static let generalWords: Set<String> = [
        "main", "root", "app", "content", "detail", "details", "list", "tab", "tabs", "overview", "new", "edit", "container"
    ]

    /// Words a view name adds for a screen of many things (`ClientsListView`), and for a screen of one (`ClientDetailView`).
    static let collectionWords: Set<String> = ["list", "overview", "index", "browser", "home", "main", "root", "tab", "feed", "hub", "dashboard", "library"]
    static let itemWords: Set<String> = ["detail", "details", "edit", "editor", "form", "new", "create", "add", "picker", "sheet", "profile"]

    /// On a tie, how well a view's added words fit the screen's number: a plural name ("Clients") is a list
    /// (`ClientsListView` before `ClientDetailView`). 0 fits, 1 is neutral (a singular name), 2 does not.
    func numberFit(_ view: Int, screenName: String) -> Int {
        let written = NameWords.split(screenName)
        let plural = written.contains { $0.count > 3 && $0.hasSuffix("s") && !$0.hasSuffix("ss") && Self.stem($0) != $0 }
        let added = Set(NameWords.split(views[view].name).map { NameKey.canonicalWord[$0] ?? $0 })
        let collection = !added.isDisjoint(with: Self.collectionWords), item = !added.isDisjoint(with: Self.itemWords)
        // A singular name says little: "Consumer" is a role as often as one item.
        guard plural, collection != item else { return 1 }
        return collection ? 0 : 2
    }

    /// `clients` → `client`, `logging` → `log`, `messaging`/`message` → `messag`: one stem for the forms a screen
    /// name and a type name use.
    static func stem(_ word: String) -> String {
        var w = Array(word)
        if w.count > 4, w.suffix(3) == ["i", "e", "s"] {
            w.removeLast(3); w.append("y")
        } else if w.count > 3, w.last == "s", w.suffix(2) != ["s", "s"], w.suffix(2) != ["u", "s"] {
            w.removeLast()
        }
        if w.count > 5, w.suffix(3) == ["i", "n", "g"] {
            w.removeLast(3)
            if let l = w.last, w.count > 2, w[w.count - 2] == l, !"aeiou".contains(l) { w.removeLast() }
        } else if w.count > 4, w.last == "e" {
            w.removeLast()
        }
        return String(w)
    }

    /// Words of how a view is presented, ending its name as a view suffix does (`SettleUpSheet`, `FilterModal`,
    /// `CanvasOverlayView`): the screen a sheet or an overlay shows is named by its other words.
    static let presentationSuffixes: Set<String> = ["sheet", "modal", "dialog", "popover", "overlay"]

    /// Words teams write for one act of creating (`NewExpenseSheet` for the design's "Add Expense"), as one.
    static let creationWords: Set<String> = ["add", "new", "create"]

    /// A view's name words without its view suffix (or the word of its presentation), stemmed; empty for a part of a
    /// screen (`SettingsRowView`) or a name that is only a suffix (`ContentView`).
    static func coreWords(ofView name: String) -> [String] {
        var words = NameWords.split(name).map { NameKey.canonicalWord[$0] ?? $0 }
        for suffix in viewSuffixes.sorted(by: { $0.count > $1.count }) where words.count > suffix.count && Array(words.suffix(suffix.count)) == suffix {
            words.removeLast(suffix.count)
            break
        }
        if words.count > 1, let last = words.last, presentationSuffixes.contains(last) { words.removeLast() }
        guard !words.contains(where: partWords.contains), !words.allSatisfy(\.isEmpty) else { return [] }
        if words.count == 1, ["content", "main", "root", "app"].contains(words[0]) { return [] }
        return words.map(nameStem)
    }

    /// A screen name's words without a design tool's code (`ScreenCode`), filler and step numbers, stemmed.
    static func coreWords(ofScreen name: String) -> [String] {
        NameWords.split(ScreenCode.withoutCode(name)).map { NameKey.canonicalWord[$0] ?? $0 }
            .filter { !$0.allSatisfy(\.isNumber) && !nameFillerWords.contains($0) && !["step", "steps"].contains($0) }
            .map(nameStem)
    }

    /// `stem`, with the words of creating as one (`creationWords`).
    static func nameStem(_ word: String) -> String { creationWords.contains(word) ? "new" : stem(word) }

    /// Views whose core words are the screen's with at most one word more or fewer per side (two more when the
    /// screen has two words or more), sharing a word that is not a general one; `mixed` when both sides have a word
    /// the other lacks (`ConsumerHomeView` for "Consumer Today"), which needs texts to confirm it.
    func viewsSharingName(_ s: ScreenSpec, among index: [String: [Int]]? = nil) -> [(view: Int, distance: Int, mixed: Bool, name: String)] {
        let index = index ?? viewsByCoreWord
        var best: [Int: (distance: Int, mixed: Bool, name: String)] = [:]
        for name in [s.name] + s.aliases {
            if let app = appName, TextNormalizer.normalize(name) == TextNormalizer.normalize(app) { continue }
            // A screen named for how it is presented ("Group picker sheet") is named as its view is, without that word.
            var core = Self.coreWords(ofScreen: name)
            if core.count > 1, let last = core.last, Self.presentationSuffixes.contains(last) { core.removeLast() }
            let want = Set(core)
            guard !want.isEmpty, want.count <= 5 else { continue }
            var seen: Set<Int> = []
            for w in want.sorted() where !Self.generalWords.contains(w) {
                for i in index[w] ?? [] where seen.insert(i).inserted {
                    let have = viewCoreWordSets[i]
                    let common = have.count <= want.count ? have.lazy.filter(want.contains).count : want.lazy.filter(have.contains).count
                    let more = have.count - common, fewer = want.count - common
                    let fits: Bool
                    if more + fewer == 0 {
                        // The same words in another order (`LogProgressView` for "Progress logging").
                        fits = true
                    } else if fewer == 0 {
                        fits = more <= max(1, min(2, want.count))
                    } else if more == 0 {
                        fits = fewer <= max(1, min(2, have.count - 1)) && !have.isSubset(of: Self.generalWords)
                    } else {
                        fits = more == 1 && fewer == 1 && want.count >= 2 && have.count >= 2
                    }
                    guard fits else { continue }
                    let candidate = (distance: more + fewer, mixed: more > 0 && fewer > 0, name: name)
                    if let b = best[i], (b.distance, b.mixed ? 1 : 0) <= (candidate.distance, candidate.mixed ? 1 : 0) { continue }
                    best[i] = candidate
                }
            }
        }
        return best.keys.sorted().map { (view: $0, distance: best[$0]!.distance, mixed: best[$0]!.mixed, name: best[$0]!.name) }
    }

    /// `m` with the views named after its screen that the app never shows (`ScreenMatch.unshownNamesakes`), when it is
    /// left without a view: views whose name words are the screen's, or some of them.
    func withUnshownNamesakes(_ m: ScreenMatch) -> ScreenMatch {
        guard m.viewName == nil, !m.isComponent, !unshown.isEmpty else { return m }
        var out = m
        // Only a view whose words are all the screen's (`BlitzerScreenContent` for "Radar Blitzer"): a word of its own
        // (`SettingsGroup` for "Settings") makes it a part or another thing.
        out.unshownNamesakes = viewsSharingName(m.screen, among: unshownViewsByCoreWord)
            .filter { !$0.mixed && viewCoreWordSets[$0.view].isSubset(of: Set(Self.coreWords(ofScreen: $0.name))) }
            .sorted { ($0.distance, views[$0.view].name) < ($1.distance, views[$1.view].name) }.prefix(3).map { views[$0.view].name }
        // A view named otherwise whose navigation title is the screen's title or one of its headings and labels (a page
        // "Weekly Photo Collection" headed "This week's highlights", `WeeklyHighlightView` titled so): the one such view.
        if out.unshownNamesakes.isEmpty {
            let s = m.screen
            let texts = ([s.title, s.name].compactMap { $0 } + s.aliases).map(TextNormalizer.normalize) + Self.evidenceTexts(of: s)
            var found: [(title: String, view: Int)] = []
            for t in texts where t.count >= 4 {
                for i in unshownByNavigationTitle[t] ?? [] where !found.contains(where: { $0.view == i }) { found.append((t, i)) }
            }
            if found.count == 1 {
                out.unshownNamesakes = [views[found[0].view].name]
                out.unshownTitle = found[0].title
            }
        }
        return out
    }

    /// A screen no view is named after exactly: the view sharing its name that shows most of its texts (fewest
    /// words apart on a tie, then the first by name), unless the view its texts point at shows more of them; else
    /// the match by texts. A view sharing the name with a word on both sides, or any view when the screen has three
    /// texts or more, must show one of the texts; the same words in another order need none.
    func partialNameMatch(_ s: ScreenSpec, _ evidence: TextEvidence, shared: Set<String>) -> ScreenMatch {
        let byText = textMatch(s, evidence, shared: shared)
        let candidates = viewsSharingName(s)
        guard !candidates.isEmpty else { return byText }
        let texts = Self.evidenceTexts(of: s).filter { !shared.contains($0) }
        let coded = ScreenCode.name(afterCodeOf: s.name) != nil
        // True when the view's name has every word of the screen's (`ShareFlowView` for "share sheet"): only a word more.
        func lacksNoWord(_ view: Int, _ name: String) -> Bool {
            var core = Self.coreWords(ofScreen: name)
            if core.count > 1, let last = core.last, Self.presentationSuffixes.contains(last) { core.removeLast() }
            return Set(core).isSubset(of: viewCoreWordSets[view])
        }
        func shown(_ view: Int) -> Int { texts.filter { evidence.viewsShowing[$0]?.contains(view) == true }.count }
        let ranked =
            candidates
            .map { (view: $0.view, distance: $0.distance, mixed: $0.mixed, name: $0.name, shown: shown($0.view)) }
            // Part of a name is weak evidence: with three texts or more to go by, the view must show one of them
            // (`ShippingView` shows none of "Snap & Ship"'s "Snap Photo", "AI Analysis", "Publish Everywhere").
            .filter { ($0.shown > 0 || (!$0.mixed && texts.count < 3)) || $0.distance == 0 }
            // A spec that codes its screens (`P-07B_order_summary_result` beside `DLG-02_order_summary`) splits a flow
            // into many screens named alike: a view lacking a word of the screen's name needs more than a fifth of the
            // texts, as a match by texts does.
            .filter { !coded || $0.distance == 0 || $0.shown * 5 > texts.count || lacksNoWord($0.view, $0.name) }
            .sorted { a, b in
                if a.shown != b.shown { return a.shown > b.shown }
                if a.distance != b.distance { return a.distance < b.distance }
                let fa = numberFit(a.view, screenName: a.name), fb = numberFit(b.view, screenName: b.name)
                if fa != fb { return fa < fb }
                return (views[a.view].name, a.view) < (views[b.view].name, b.view)
            }
        guard let best = ranked.first else {
            var m = byText
            if m.viewName == nil { m.nameCandidates = candidates.prefix(3).map { views[$0.view].name } }
            return m
        }
        if byText.evidence == .text, let v = byText.viewName, let i = byName[v], shown(i) > best.shown { return byText }
        var m = check(s, against: views[best.view])
        m.evidence = .nameWords
        m.matchedName = best.name
        m.appTextsShown = byText.appTextsShown
        m.alternatives = ranked.dropFirst().prefix(3).filter {
            $0.shown == best.shown && $0.distance == best.distance
                && numberFit($0.view, screenName: $0.name) == numberFit(best.view, screenName: best.name)
        }.map { views[$0.view].name }
        return m
    }
}
