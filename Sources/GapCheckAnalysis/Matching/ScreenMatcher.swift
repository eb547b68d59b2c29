import Foundation
import GapCheckModel

/// Matches design screens to view types by name, then sections and labels by normalized text
/// within the view and every view it uses, transitively.
public struct ScreenMatcher: Sendable {
    let views: [ViewType]
    let byName: [String: Int]
    /// View positions by their first word, so a screen looks only at views that start like it.
    let byFirstWord: [String: [Int]]
    /// View positions (ascending) by their whole name in canonical words (`NameKey.canonicalWord`), joined
    /// with U+001F: `viewNamed` looks up the few names a screen's view may have instead of splitting the name
    /// of every view that starts like it, for every screen (screens × views: issue 14).
    let byWords: [String: [Int]]
    let configuration: Configuration
    /// The app's name, when the code says it: never a screen's other name.
    let appName: String?
    /// The app's name in canonical words (`LingXi` → `ling`, `xi`), when it has one: a prefix a view's name may carry.
    let appNamePrefix: [[String]]
    /// Every normalized text any view shows, to the first view (by name) that shows it.
    let everywhere: [String: String]
    /// Normalized literal navigation titles (`.navigationTitle("正在分析")`) and tab labels (`ViewType.tabTitles`) to the
    /// views that set them; titles with interpolations (`"精选 \(n) 张"`) show data and are left out.
    let byNavigationTitle: [String: [Int]]
    /// The same for the views the app never shows (`unshown`).
    let unshownByNavigationTitle: [String: [Int]]
    /// First words most of the app's view types share (`App` of `AppButton`, `AppChip`, `AppToast`; `DS`):
    /// a design-system prefix, so a page's words may follow it.
    let viewPrefixes: Set<String>
    /// Each view's name words without its view suffix, stemmed (`ScreenMatcher.coreWords(ofView:)`), by position.
    let viewCoreWords: [[String]]
    /// The same words as sets, by position: each screen compares its name with the views sharing a word of it.
    let viewCoreWordSets: [Set<String>]
    /// View positions (ascending) by each of their core words.
    let viewsByCoreWord: [String: [Int]]
    /// The same for the views the app never shows (`unshown`): they implement no screen, but a screen named after one
    /// is built and not reachable (`ScreenMatch.unshownNamesakes`).
    let unshownViewsByCoreWord: [String: [Int]]
    /// Each view's steps and state properties (`ViewType.states`, `stateProperties`) with their words
    /// (`ScreenMatcher.stateWords`), by position; states without a word of their own left out.
    let viewStates: [[(name: String, words: Set<String>, isProperty: Bool)]]
    /// View positions (ascending) by each word of their states.
    let viewsByStateWord: [String: [Int]]
    /// Positions of the views the app never shows (`Inventory.unshownViews`: only previews construct them). They
    /// implement a screen only by its exact name, and only when no shown view has it: never by part of a name, a
    /// title, a state or texts, where a shown view can be the screen.
    let unshown: Set<Int>
    /// The app's tab bars (`Inventory.tabBars`), for frames that draw one (`tabPairing`).
    let tabBars: [AppTabBar]
    /// The names of the cases of the app's enums: a flow step the design names (`.reviewSource`) is evidence only when
    /// the app declares it (`ScreenReferences`).
    let enumCases: Set<String>
    /// Each text of the app's string tables that a view shows, normalized, in any of the app's languages → the same
    /// text in its other languages (`首页` → `Home`, `Home` → `首页`): a screen named in one of them is named in all.
    let translatedTexts: [String: [String]]

    /// Suffixes a view type's name may carry beyond the screen name (`CompassScreenContent`: the content a screen
    /// shell or a preview host draws).
    public static let viewSuffixes: [[String]] = [
        ["view"], ["screen"], ["view", "controller"], ["controller"], ["vc"], ["page"], ["scene"], ["content", "view"],
        ["screen", "content"], ["content"]
    ]

    /// Prepares lookups for `inventory`'s views.
    public init(inventory: Inventory, configuration: Configuration) {
        let sorted = inventory.views.sorted { ($0.name, $0.location) < ($1.name, $1.location) }
        views = sorted
        let unshown = Set(sorted.indices.filter { inventory.unshownViews.contains(sorted[$0].name) })
        self.unshown = unshown
        var m: [String: Int] = [:]
        for (i, v) in views.enumerated() where m[v.name] == nil { m[v.name] = i }
        byName = m
        var first: [String: [Int]] = [:]
        for (i, v) in views.enumerated() {
            if let w = NameWords.split(v.name).first { first[Self.canonical(w), default: []].append(i) }
        }
        byFirstWord = first
        var whole: [String: [Int]] = [:]
        for (i, v) in views.enumerated() {
            whole[Self.wordsKey(NameWords.split(v.name).map(Self.canonical)), default: []].append(i)
        }
        byWords = whole
        viewPrefixes = Self.commonPrefixes(first, viewCount: views.count)
        self.configuration = configuration
        appName = inventory.appName
        let appWords = inventory.appName.map { NameWords.split($0).map(Self.canonical) } ?? []
        appNamePrefix = appWords.isEmpty ? [] : [appWords]
        var all: [String: String] = [:]
        for v in views { for t in v.texts { for variant in TextNormalizer.variants(t.text) where all[variant] == nil { all[variant] = v.name } } }
        everywhere = all
        var titled: [String: [Int]] = [:]
        var unshownTitled: [String: [Int]] = [:]
        for (i, v) in views.enumerated() {
            let titles = v.texts.filter(\.namesScreen).map(\.text) + v.tabTitles
            for t in titles where TextNormalizer.templateParts(t) == nil {
                let n = TextNormalizer.normalize(t)
                guard n.count >= 2, n.contains(where: \.isLetter) else { continue }
                if unshown.contains(i) {
                    if unshownTitled[n]?.contains(i) != true { unshownTitled[n, default: []].append(i) }
                } else if titled[n]?.contains(i) != true {
                    titled[n, default: []].append(i)
                }
            }
        }
        byNavigationTitle = titled
        unshownByNavigationTitle = unshownTitled
        viewCoreWords = views.map { Self.coreWords(ofView: $0.name) }
        viewCoreWordSets = viewCoreWords.map(Set.init)
        var byCore: [String: [Int]] = [:]
        for (i, words) in viewCoreWords.enumerated() where !unshown.contains(i) { for w in Set(words) { byCore[w, default: []].append(i) } }
        viewsByCoreWord = byCore
        var unshownByCore: [String: [Int]] = [:]
        for i in unshown.sorted() { for w in Set(viewCoreWords[i]) { unshownByCore[w, default: []].append(i) } }
        unshownViewsByCoreWord = unshownByCore
        viewStates = views.map { v in
            (v.states.map { ($0, false) } + v.stateProperties.map { ($0, true) })
                .map { (name: $0.0, words: Set(Self.stateWords($0.0)), isProperty: $0.1) }.filter { !$0.words.isEmpty }
        }
        var byState: [String: [Int]] = [:]
        for (i, states) in viewStates.enumerated() where !unshown.contains(i) {
            for w in Set(states.flatMap(\.words)) { byState[w, default: []].append(i) }
        }
        viewsByStateWord = byState
        tabBars = inventory.tabBars
        enumCases = Set(inventory.models.filter { $0.kind == .enum }.flatMap(\.cases))
        translatedTexts = Self.translationIndex(inventory.translations)
    }

    /// `translations` (development-language text → its other languages) from every language: each text, normalized,
    /// to the others of its key, sorted.
    static func translationIndex(_ translations: [String: [String]]) -> [String: [String]] {
        var out: [String: Set<String>] = [:]
        for (shown, others) in translations {
            let all = [shown] + others
            for t in all {
                let n = TextNormalizer.normalize(t)
                guard !n.isEmpty else { continue }
                for other in all where TextNormalizer.normalize(other) != n { out[n, default: []].insert(other) }
            }
        }
        return out.mapValues { $0.sorted() }
    }

    /// First words shared by at least a third of the app's view types (and four of them) that are not view
    /// names alone: the prefix a design system gives every component (`AppButton`, `DSChip`).
    static func commonPrefixes(_ byFirstWord: [String: [Int]], viewCount: Int) -> Set<String> {
        Set(byFirstWord.filter { $0.value.count >= 4 && $0.value.count * 3 >= viewCount && $0.key.count <= 8 }.keys)
    }

    /// The view for a screen name: the configured mapping, else the view whose words are the screen's
    /// words plus a view suffix (`settings` ↔ `SettingsView`, `SettingsScreen`, `SettingsViewController`).
    public func view(for screen: String) -> ViewType? {
        if let mapped = configuredView(for: screen) { return mapped.view }
        return viewNamed(screen)
    }

    /// The configured mapping for a screen name, when `screens:` has one (`view` nil when the named view
    /// does not exist).
    func configuredView(for screen: String) -> (view: ViewType?, name: String)? {
        guard
            let mapped = configuration.screens[screen]
                ?? configuration.screens.first(where: {
                    TextNormalizer.normalize($0.key) == TextNormalizer.normalize(screen)
                })?.value
        else { return nil }
        return (byName[mapped].map { views[$0] }, mapped)
    }

    /// Words that name a component mockup's kind rather than the view (`next-up-card`, `receipt-sheet`).
    static let componentWords: Set<String> = ["card", "cell", "row", "tile", "widget", "sheet", "modal", "component", "banner", "section", "panel"]

    /// The view named after `screen`, or after `screen` without its step numbers (`onboarding-step-3` ↔
    /// `OnboardingView`: the steps of one flow are one view). A design tool's code before the name (`SCR-020_…`) is
    /// no part of it (`ScreenCode`).
    public func viewNamed(_ screen: String) -> ViewType? {
        let words = NameWords.split(ScreenCode.withoutCode(screen))
        if let v = viewNamed(words: words) { return v }
        // Step numbers, and the appearance or owner a frame's caption adds ("Settings Dark", "My Profile").
        let flow = words.filter { !$0.allSatisfy(\.isNumber) && !["step", "steps", "part", "stage", "light", "dark", "my"].contains($0) }
        if !flow.isEmpty, flow != words, let v = viewNamed(words: flow) { return v }
        // A component mockup (`balance-card`) may be a view without the component word (`BalanceView`).
        if flow.count > 1, let last = flow.last, ScreenMatcher.componentWords.contains(last) { return viewNamed(words: flow.dropLast()) }
        return nil
    }

    private func viewNamed<W: Collection<String>>(words: W) -> ViewType? {
        viewNamed(words: words, shownOnly: true) ?? (unshown.isEmpty ? nil : viewNamed(words: words, shownOnly: false))
    }

    private func viewNamed<W: Collection<String>>(words: W, shownOnly: Bool) -> ViewType? {
        let want = words.map(Self.canonical)
        guard !want.isEmpty else { return nil }
        // The screen's words first; then after a prefix most views share (`AppButton` for `button`), then after the
        // app's own name (`LingXiComplicationView` for "complication", `NovaHomeView`), ranked lower.
        let prefixes: [[String]] = viewPrefixes.sorted().filter { $0 != want[0] }.map { [$0] } + appNamePrefix.filter { !want.starts(with: $0) }
        for prefix in [[String]()] + prefixes {
            // The names a view may have: the words (after the prefix), then a view suffix, the lowest suffix
            // rank first, or nothing (rank 99, not a storyboard scene); on one rank, the first view by name.
            let head = prefix + want
            for rest in ScreenMatcher.viewSuffixes {
                if let i = byWords[Self.wordsKey(head + rest)]?.first(where: { !shownOnly || !unshown.contains($0) }) { return views[i] }
            }
            if let i = (byWords[Self.wordsKey(head)] ?? []).first(where: { views[$0].kind != .storyboard && (!shownOnly || !unshown.contains($0)) }) {
                return views[i]
            }
        }
        return nil
    }

    /// A name word as view names are compared: its canonical form (`NameKey.canonicalWord`), and a Latin word without
    /// its accents, as a Swift type name writes a designer's "Marés" (`MaresView`). Other scripts keep their marks (a
    /// kana's voicing mark makes another word).
    static func canonical(_ word: String) -> String {
        let latin = word.unicodeScalars.allSatisfy { $0.value < 0x250 || (0x300..<0x370).contains($0.value) }
        let w = latin && !word.unicodeScalars.allSatisfy(\.isASCII) ? word.folding(options: .diacriticInsensitive, locale: nil) : word
        return NameKey.canonicalWord[w] ?? w
    }

    /// Canonical name words as one dictionary key.
    static func wordsKey(_ words: [String]) -> String { words.joined(separator: "\u{1F}") }

    /// The view and every view it uses, transitively, sorted by name.
    public func closure(of root: ViewType) -> [ViewType] {
        var seen: Set<String> = [root.name]
        var queue = [root.name]
        var out: [ViewType] = []
        // A moving head rather than `removeFirst`: a root view's closure is most of the app.
        var head = 0
        while head < queue.count {
            let n = queue[head]
            head += 1
            guard let i = byName[n] else { continue }
            out.append(views[i])
            for u in views[i].usedViews.sorted() where !seen.contains(u) { seen.insert(u); queue.append(u) }
        }
        return out.sorted { $0.name < $1.name }
    }

    /// Every normalized variant of every text in `views`, to its first occurrence: one pass, then lookups.
    public static func textIndex(_ views: [ViewType]) -> [String: ViewText] {
        var out: [String: ViewText] = [:]
        for v in views {
            for t in v.texts.sorted(by: { $0.location < $1.location }) {
                for variant in TextNormalizer.variants(t.text) where out[variant] == nil { out[variant] = t }
            }
        }
        return out
    }

    /// Where a normalized text appears in a set of views, if anywhere.
    public static func find(_ text: String, in views: [ViewType]) -> ViewText? {
        let want = TextNormalizer.normalize(text)
        guard !want.isEmpty else { return nil }
        for v in views {
            for t in v.texts.sorted(by: { $0.location < $1.location }) where TextNormalizer.variants(t.text).contains(want) {
                return t
            }
        }
        return nil
    }

    /// The sections that are checked: the screen's own title (an `<h1>`, or text equal to `<title>`) is
    /// the navigation title or data (`Morning Run`), not a section.
    public static func sections(of s: ScreenSpec) -> [SectionSpec] {
        let title = s.title.map(TextNormalizer.normalize)
        // Titles with digits ("Monday, Jan 5", "Week 3") are data rendered as headings, not sections.
        return s.sections.filter {
            $0.level != 1 && TextNormalizer.normalize($0.title) != title && !$0.title.contains(where: \.isNumber)
        }
    }

    /// Labels that name a feature: data rows, stats, columns, form fields, toggles. Buttons and links are
    /// often icons with an accessibility label, and list items are sample content, so they are not matched.
    public static let checkedLabelKinds: Set<LabelKind> = [.labelValue, .stat, .tableHeader, .formField, .toggle]

    /// File names of mockup pages that are not app screens: galleries, style guides, token sheets.
    public static let nonScreenNames: Set<String> = [
        "index", "components", "component", "styleguide", "style guide", "tokens", "design system", "gallery", "overview",
        "catalog", "catalogue", "readme", "playground", "colors", "typography", "palette", "library", "kit", "ui kit"
    ]

    /// True when the page is an app screen (not a gallery or style guide), or the configuration maps it.
    ///
    /// The names of `nonScreenNames` are a gallery's or a style guide's when they name a page, by its file. A pane of a
    /// page is named by its pane: the "Overview" pane beside an app window's "Memory" and "Storage" panes is the app's
    /// overview section, unless its page reads as a gallery itself (its file is named as one, or its other panes are
    /// named from the list too: "Overview" beside "Colors" and "Typography").
    public func isScreen(_ s: ScreenSpec, among screens: [ScreenSpec] = []) -> Bool {
        guard configuration.screens[s.name] == nil, Self.nonScreenNames.contains(TextNormalizer.normalize(s.name)) else { return true }
        guard s.isPane, !s.namedByFolder else { return false }
        let file = s.location.file.split(separator: "/").last.map(String.init) ?? s.location.file
        let stem = TextNormalizer.normalize(file.split(separator: ".").dropLast().joined(separator: "."))
        guard stem != TextNormalizer.normalize(s.name), stem == "index" || !Self.nonScreenNames.contains(stem) else { return false }
        let siblings = screens.filter { $0.isPane && $0.location.file == s.location.file && $0.name != s.name }
        let named = siblings.filter { !Self.nonScreenNames.contains(TextNormalizer.normalize($0.name)) }
        return !siblings.isEmpty && named.count * 2 > siblings.count
    }

    /// Every screen matched.
    public func match(_ screens: [ScreenSpec]) -> [ScreenMatch] {
        let kept = screens.filter { isScreen($0, among: screens) }.sorted { ($0.name, $0.location) < ($1.name, $1.location) }
        // A view named after the screen that the app never shows (only previews build it) stays its view: that users
        // never see it is the finding, even where another view shows some of its texts (a form the screen shares with
        // a sheet, the app's root tab view), which the field showed is more often a part than the screen itself.
        let named = kept.map(namedMatch)
        // What the design and the code say about each other outweighs every other evidence but the user's map
        // (`ScreenReferences`): it settles each screen once today's evidence has found its view, so the other screens
        // keep theirs.
        let references = ScreenReferences(matcher: self, screens: kept)
        func settled(_ i: Int, _ m: ScreenMatch) -> ScreenMatch {
            guard !references.isEmpty, !m.isComponent else { return withTab(m) }
            return withTab(references.explicitMatch(i, current: m) ?? references.weakerMatch(i, m) ?? m)
        }
        guard named.contains(where: { $0 == nil }) else { return named.compactMap { $0 }.enumerated().map { settled($0, asComponent($1)) } }
        // Built once, and only when some screen has no view by name; the views of named screens are theirs.
        var claimed: Set<String> = []
        for m in named { if let v = m?.viewName { claimed.insert(v) } }
        let evidence = TextEvidence(matcher: self, claimed: claimed)
        // A pane is a section of the app's window: the window's own chrome is no evidence of which (`TextEvidence`).
        let sections =
            kept.contains(where: \.isPane) && views.contains(where: { !$0.hostedViews.isEmpty })
            ? TextEvidence(matcher: self, claimed: claimed, sectionsOnly: true) : nil
        func evidenceFor(_ s: ScreenSpec) -> TextEvidence { s.isPane ? sections ?? evidence : evidence }
        let shared = Self.sharedTexts(kept)
        let found = zip(kept, named).map { s, m in asComponent(m ?? byTab(unnamedMatch(s, evidenceFor(s), shared: shared))) }
        return found.enumerated().map { i, m in
            var m = m
            if m.viewName == nil, !m.isComponent {
                m = stepMatch(m, among: found) ?? stateOrPageMatch(m, evidenceFor(m.screen), shared: shared) ?? m
                if m.viewName == nil, let sections { m = hostedSectionMatch(m, evidence, sections: sections, claimed: claimed, shared: shared) ?? m }
            }
            return withTranslatedName(withUnshownNamesakes(rewrittenNamesake(settled(i, m))))
        }
    }

    /// `m`, for a screen named by its folder that no view was found for, with the view named after it exactly taken
    /// weakly (`ScreenMatch.copyRewritten`): `namedMatch` refuses such a view when it shows none of the screen's texts
    /// and the app shows two or more of them elsewhere, for those texts to find the screen's view; when they find none,
    /// the view of its name is likelier the screen with its copy rewritten than a screen the app lacks.
    func rewrittenNamesake(_ m: ScreenMatch) -> ScreenMatch {
        let s = m.screen
        guard m.viewName == nil, !m.isComponent, s.namedByFolder, configuredView(for: s.name) == nil, let v = viewNamed(s.name),
            let j = byName[v.name], !unshown.contains(j)
        else { return m }
        var out = check(s, against: v)
        out.evidence = .nameWords
        out.matchedName = s.name
        out.appTextsShown = m.appTextsShown
        out.copyRewritten = true
        return out
    }

    /// A screen no view is named after, `m` by its texts or part of a name: the view of its tab (`tabMatch`) when the
    /// frame draws a tab bar that agrees with the app's, unless the texts point at another view that tab's view uses
    /// (a screen pushed inside the tab, drawn with its tab selected). The drawn tab bar's own labels are texts of the
    /// view holding the app's `TabView`: a text match there says nothing of which tab the frame shows.
    func byTab(_ m: ScreenMatch) -> ScreenMatch {
        guard !Self.isComponentPage(m.screen), let tabbed = tabMatch(m), let tabView = tabbed.viewName, let i = byName[tabView] else { return m }
        if let v = m.viewName, v != tabView, closure(of: views[i]).contains(where: { $0.name == v }) { return m }
        return tabbed
    }

    /// The selected tab of the frame's drawn tab bar paired with the app's tab at its position (`TabBarAlignment`), when
    /// the drawn bar agrees with one of the app's bars, and with only one of them; nil otherwise.
    func tabPairing(for s: ScreenSpec) -> TabPairing? {
        guard let drawn = s.tabBar, drawn.labels.indices.contains(drawn.selected) else { return nil }
        var found: [TabPairing] = []
        for bar in tabBars {
            let labels = bar.tabs.map(\.title)
            guard let alignment = TabBarAlignment(drawn: drawn.labels, app: labels), let j = alignment.pairs[drawn.selected] else { continue }
            let tab = bar.tabs[j]
            found.append(
                TabPairing(
                    drawnLabel: drawn.labels[drawn.selected], drawnLocation: drawn.location, appLabel: tab.title, appLocation: tab.location,
                    appView: tab.view, position: j, appLabels: labels))
        }
        return found.count == 1 ? found[0] : nil
    }

    /// `m` with the tab pairing of its screen, when it has one.
    func withTab(_ m: ScreenMatch) -> ScreenMatch {
        guard let tab = tabPairing(for: m.screen) else { return m }
        var out = m
        out.tab = tab
        return out
    }

    /// A screen no name gives a view, drawn with a tab bar that agrees with the app's: the view the app's tab at the
    /// selected tab's position shows, when it shows one view the app shows, and (with the views it uses) at least half
    /// of the screen's texts the app shows anywhere, the tab bar's own labels left out. A tab whose view shows none of
    /// the texts the app shows elsewhere was given to another feature (the design's "Credits" tab, the app's
    /// "Integrations" with the credits on the dashboard): not the screen's. Nil otherwise.
    func tabMatch(_ m: ScreenMatch) -> ScreenMatch? {
        guard let tab = tabPairing(for: m.screen), let name = tab.appView, let i = byName[name], !unshown.contains(i) else { return nil }
        let barLabels = Set((m.screen.tabBar?.labels ?? []).map(TextNormalizer.normalize))
        let texts = Set(Self.evidenceTexts(of: m.screen) + Self.bodyTexts(of: m.screen)).subtracting(barLabels)
        let inTab = Self.textIndex(closure(of: views[i]))
        let appShown = texts.filter { everywhere[$0] != nil }.count
        guard texts.filter({ inTab[$0] != nil }).count * 2 >= appShown else { return nil }
        var out = check(m.screen, against: views[i])
        out.evidence = .tabPosition
        out.appTextsShown = m.appTextsShown
        return out
    }

    /// A screen left without a view that the design numbers like a screen matched to view V (4c and 4e beside 4, 4b):
    /// a step or state of V (the app switches V between stages), when V shows one of its texts or it is a catalogue of
    /// states. Among several such views, the one showing most of its texts; nil when none.
    func stepMatch(_ m: ScreenMatch, among all: [ScreenMatch]) -> ScreenMatch? {
        let s = m.screen
        guard let number = s.sequence else { return nil }
        // Numbers count within one page of frames, or across the pages of one folder that each draw one screen and carry
        // the number in their file names (`06c-…` beside `06-…`).
        var screensPerFile: [String: Int] = [:]
        for other in all { screensPerFile[other.screen.location.file, default: 0] += 1 }
        func folder(_ file: String) -> String { file.split(separator: "/").dropLast().joined(separator: "/") }
        func numberedAlike(_ other: ScreenSpec) -> Bool {
            if other.location.file == s.location.file { return true }
            return screensPerFile[other.location.file] == 1 && screensPerFile[s.location.file] == 1
                && folder(other.location.file) == folder(s.location.file)
        }
        let siblings = all.filter {
            $0.viewName != nil && !$0.isComponent && $0.screen.sequence == number && numberedAlike($0.screen) && $0.screen.name != s.name
        }
        let texts = Self.evidenceTexts(of: s) + Self.bodyTexts(of: s)
        var best: (match: ScreenMatch, view: ViewType, shown: Int)?
        for sibling in siblings {
            guard let name = sibling.viewName, let i = byName[name] else { continue }
            let shown = Self.textIndex(closure(of: views[i]))
            let count = texts.filter { shown[$0] != nil }.count
            guard count > 0 || s.isStateCatalogue else { continue }
            if best.map({ count > $0.shown }) ?? true { best = (sibling, views[i], count) }
        }
        guard let best else { return nil }
        var step = check(s, against: best.view)
        step.evidence = .text
        step.stepOf = best.match.screen.name
        (step.textsShown, step.textsTotal, step.appTextsShown) = (best.shown, texts.count, m.appTextsShown)
        return step
    }

    /// Texts on nearly every screen of the design (three screens or more, three in four of them): a tab bar's
    /// labels, a shared header or footer. They say nothing about which view one screen is, and an app often
    /// draws them from data (`Text(tab.rawValue)`), so they are no evidence either way.
    static func sharedTexts(_ screens: [ScreenSpec]) -> Set<String> {
        guard screens.count >= 3 else { return [] }
        var count: [String: Int] = [:]
        for s in screens {
            for t in Set(evidenceTexts(of: s) + bodyTexts(of: s)) { count[t, default: 0] += 1 }
        }
        return Set(count.filter { $0.value >= 3 && $0.value * 4 >= screens.count * 3 }.keys)
    }

    /// One screen: its view, and which sections and labels the view shows.
    public func match(_ s: ScreenSpec) -> ScreenMatch {
        if let named = namedMatch(s) { return withTab(asComponent(named)) }
        let evidence = TextEvidence(matcher: self)
        let m = asComponent(unnamedMatch(s, evidence, shared: []))
        let tabbed = m.isComponent ? m : byTab(m)
        return withTranslatedName(
            withTab(tabbed.viewName == nil && !m.isComponent ? stateOrPageMatch(tabbed, evidence, shared: []) ?? tabbed : tabbed))
    }

    /// Folders under which a design system keeps one page per component or pattern.
    public static let componentFolders: Set<String> = ["components", "component", "patterns", "pattern", "primitives", "atoms", "molecules"]

    /// Words of UI component kinds: a page whose name or title is made of them only (`Radio Button`,
    /// `Toast`, `Segment Control Bar`) documents a component.
    public static let componentKinds: Set<String> = [
        "button", "buttons", "btn", "chip", "chips", "badge", "badges", "toggle", "switch", "checkbox", "radio", "tabs", "tab",
        "toast", "tooltip", "divider", "separator", "label", "thumbnail", "avatar", "input", "field", "textfield", "textarea",
        "slider", "stepper", "picker", "segmented", "segment", "control", "card", "sheet", "modal", "dialog", "banner",
        "snackbar", "progress", "spinner", "icon", "bar", "dropdown", "select", "accordion", "tag", "pill", "rating",
        "skeleton", "loader", "pagination", "breadcrumb", "popover", "callout", "list", "item", "row", "cell", "indicator",
        "text", "block", "link", "grid", "date"
    ]

    /// True when the page documents one component rather than an app screen: it sits in a component folder
    /// (`components/button/button.html`, `patterns/stepper.html`), or its name or title is only component words.
    public static func isComponentPage(_ s: ScreenSpec) -> Bool {
        let folders = s.location.file.split(separator: "/").dropLast().suffix(3).map { $0.lowercased() }
        if folders.contains(where: componentFolders.contains) { return true }
        func kindOnly(_ text: String) -> Bool {
            let w = NameWords.split(text)
            // `List`, `Date` or `Link` alone names a screen as often as a component.
            let ambiguous: Set<String> = ["text", "date", "grid", "list", "item", "link"]
            return !w.isEmpty && w.count <= 3 && w.allSatisfy(componentKinds.contains) && !w.allSatisfy(ambiguous.contains)
        }
        return kindOnly(s.name) || s.title.map(kindOnly) == true
    }

    /// A component page's match: compared by view type only; its sample texts are parameters in code.
    func asComponent(_ m: ScreenMatch) -> ScreenMatch {
        guard Self.isComponentPage(m.screen) else { return m }
        var c = m
        c.isComponent = true
        c.sectionsMissing = []; c.sectionsElsewhere = [:]; c.labelsMissing = []
        return c
    }

    /// The configured or named view of a screen, checked; nil when no view has any of its names.
    func namedMatch(_ s: ScreenSpec) -> ScreenMatch? {
        if let mapped = configuredView(for: s.name) {
            guard let v = mapped.view else { return unmatched(s) }
            var m = check(s, against: v)
            m.evidence = .configured
            m.matchedName = s.name
            return m
        }
        for name in [s.name] + s.aliases {
            // The app's own name (a `<title>` part, a page heading) names the root view, not this screen.
            if let app = appName, TextNormalizer.normalize(name) == TextNormalizer.normalize(app), name != s.name { continue }
            guard let v = viewNamed(name) else { continue }
            var m = check(s, against: v)
            // A folder's name is an exporter's word for the page: a view of that name showing none of the page's texts,
            // while other views show two or more of them, draws another screen.
            if name == s.name, s.namedByFolder, m.textsShown == 0,
                ScreenMatcher.evidenceTexts(of: s).filter({ everywhere[$0] != nil }).count >= 2
            {
                continue
            }
            m.evidence = .name
            m.matchedName = name
            // A folder's name with none of the page's texts behind it: the view is likely the screen with its copy
            // rewritten, taken weakly and said so (`ScreenMatch.copyRewritten`). A view the app never shows stays the
            // screen's by name: that it is never shown is the finding.
            if name == s.name, s.namedByFolder, m.textsShown == 0, m.textsTotal >= 2, byName[v.name].map({ !unshown.contains($0) }) ?? true {
                m.evidence = .nameWords
                m.copyRewritten = true
            }
            return m
        }
        if let (v, title) = viewTitled(s) {
            var m = check(s, against: v)
            m.evidence = .name
            m.matchedName = title
            return m
        }
        return nil
    }

    /// True when `view` (with the views it uses) shows one of the screen's texts other than `name`: a name the view
    /// shares only through a translation needs what the screen shows to agree.
    func confirms(_ s: ScreenSpec, view: ViewType, name: String) -> Bool {
        let shown = Self.textIndex(closure(of: view))
        return Self.confirmingTexts(of: s, name: name, shared: []).contains { shown[$0] != nil }
    }

    /// The view named after the screen's title, name or another of its names in another of the app's languages: a
    /// frame titled 首页 and the app's string table translating 首页 as `Home` (`HomeView`). A type name is written in
    /// one language; the app's own localizations say what a name in another of its languages is in that one. Only
    /// a name a view shows as a whole text of a string table is translated, never word by word. Nil when none.
    func viewTranslated(_ s: ScreenSpec) -> TranslatedName? {
        guard !translatedTexts.isEmpty else { return nil }
        let app = appName.map(TextNormalizer.normalize)
        for name in [s.title, s.name].compactMap({ $0 }) + s.aliases {
            let n = TextNormalizer.normalize(name)
            guard n != app, let others = translatedTexts[n] else { continue }
            for other in others where TextNormalizer.normalize(other) != app {
                if let v = viewNamed(other) { return TranslatedName(view: v.name, designName: name, translation: other) }
            }
        }
        return nil
    }

    /// `m`, for a screen no view is named after in the design's language, with the view named after it in another of
    /// the app's languages (`viewTranslated`): taken as named when it shows another of the screen's texts, unless the
    /// view the texts point at shows more of them (texts outweigh a translated name); kept as the screen's namesake
    /// (`ScreenMatch.translatedNamesake`) when it shows none and no view was found.
    func withTranslatedName(_ m: ScreenMatch) -> ScreenMatch {
        guard !m.isComponent, m.viewName == nil || m.isWeak, m.reference == nil, let t = viewTranslated(m.screen), let i = byName[t.view]
        else { return m }
        let s = m.screen
        guard confirms(s, view: views[i], name: t.designName) else {
            guard m.viewName == nil else { return m }
            var out = m
            out.translatedNamesake = t
            return out
        }
        var named = check(s, against: views[i])
        if let current = m.viewName {
            guard current != t.view, let j = byName[current], check(s, against: views[j]).textsShown <= named.textsShown else { return m }
        }
        named.evidence = .name
        named.matchedName = t.translation
        named.appTextsShown = m.appTextsShown
        return withTab(named)
    }

    /// The one view whose literal navigation title is the screen's title, its name or another of its names: a frame
    /// titled 正在分析 and `ScanningView`'s `.navigationTitle("正在分析")`, a frame captioned "Riwayat" and
    /// `HistoryView`'s `.navigationTitle("Riwayat")`. A type name cannot carry the words of every language, a navigation
    /// title can. Nil when no view, or several, set that title.
    func viewTitled(_ s: ScreenSpec) -> (ViewType, String)? {
        let app = appName.map(TextNormalizer.normalize)
        for name in [s.title, s.name].compactMap({ $0 }) + s.aliases {
            let n = TextNormalizer.normalize(name)
            guard n != app, let found = byNavigationTitle[n], found.count == 1 else { continue }
            return (views[found[0]], name)
        }
        return nil
    }

    /// A screen no view is named after: the view that shows most of its texts, unless it shows almost none
    /// of them (fewer than two, or a fifth at most); else no view.
    ///
    /// The texts are its title, section titles and labels, and those of its body texts (headings, paragraphs,
    /// captions) the app shows somewhere word for word: body copy is mostly sample content, so only its presence
    /// is evidence. Texts in `shared` (on nearly every screen) count for none. When that finds no view, the
    /// title, sections and labels alone decide.
    func textMatch(_ s: ScreenSpec, _ evidence: TextEvidence, shared: Set<String> = []) -> ScreenMatch {
        let own = ScreenMatcher.evidenceTexts(of: s)
        let kept = own.filter { !shared.contains($0) }
        let texts = kept + ScreenMatcher.bodyTexts(of: s).filter { !shared.contains($0) && evidence.all.contains($0) }
        var ranked = evidence.rank(texts)
        var total = texts.count
        if !(ranked.best.map { $0.shown >= 2 && $0.shown * 5 > total } ?? false), texts.count != kept.count {
            let before = evidence.rank(kept)
            if let b = before.best, b.shown >= 2, b.shown * 5 > kept.count { (ranked, total) = (before, kept.count) }
        }
        // Body texts support a view the screen's own texts point at, and only two or more of them: they never carry
        // a match alone, and one phrase in common is a coincidence (a list view's "Generating listing…").
        func shows(_ t: String, _ view: Int) -> Bool { evidence.viewsShowing[t]?.contains(view) == true }
        if let best = ranked.best, total != kept.count,
            !kept.contains(where: { shows($0, best.view) }) || texts.dropFirst(kept.count).filter({ shows($0, best.view) }).count < 2
        {
            let before = evidence.rank(kept)
            (ranked, total) = (before, kept.count)
        }
        var m: ScreenMatch
        if let best = ranked.best, best.shown >= 2, best.shown * 5 > total {
            m = check(s, against: views[best.view])
            m.evidence = .text
            m.textsShown = best.shown
        } else if let (view, shown, body) = bodyMatch(s, evidence, shared: shared) {
            // A page whose names and labels say nothing, but whose phrases one view shows nearly all of.
            m = check(s, against: views[view])
            m.evidence = .text
            (m.textsShown, m.textsTotal, m.appTextsShown) = (shown, body, shown)
            return m
        } else {
            m = unmatched(s)
        }
        m.textsTotal = total
        m.appTextsShown = ranked.appShown
        return m
    }

    /// The view that shows four or more of a screen's body phrases, and more than half of all of them: a page whose
    /// stats and rows are plain `<span>`s (no labels, sections or title to go by) is still the view that shows
    /// its phrases. One or two phrases in common are a coincidence; four independent ones, most of the page, are not.
    func bodyMatch(_ s: ScreenSpec, _ evidence: TextEvidence, shared: Set<String>) -> (view: Int, shown: Int, total: Int)? {
        let body = ScreenMatcher.bodyTexts(of: s).filter { !shared.contains($0) }
        guard body.count >= 4 else { return nil }
        guard let best = evidence.rank(body.filter(evidence.all.contains)).best, best.shown >= 4, best.shown * 2 > body.count else { return nil }
        return (best.view, best.shown, body.count)
    }

    /// A screen's body texts, normalized and distinct, without those its title, sections and labels already give,
    /// and only phrases: two words or more, or four letters or more of a script written without spaces. One word
    /// (`Poshmark`, `Won`, `比肩`) is sample data or shown by many views, so it tells no view from another.
    public static func bodyTexts(of s: ScreenSpec) -> [String] {
        var seen = Set(evidenceTexts(of: s))
        var out: [String] = []
        for t in s.texts {
            let n = TextNormalizer.normalize(t)
            let letters = n.filter(\.isLetter)
            let phrase = n.contains(" ") ? letters.count >= 4 : letters.count >= 4 && letters.allSatisfy { !$0.isASCII && !$0.isUppercase && !$0.isLowercase }
            guard phrase, seen.insert(n).inserted else { continue }
            out.append(n)
        }
        return out
    }

    /// A screen without a view: every section and data label is unverified.
    func unmatched(_ s: ScreenSpec) -> ScreenMatch {
        ScreenMatch(
            screen: s, viewName: nil, viewLocation: nil,
            sectionsMissing: ScreenMatcher.sections(of: s).map(\.title),
            labelsMissing: s.labels.filter { ScreenMatcher.checkedLabelKinds.contains($0.kind) }.map(\.text))
    }

    /// Sections and labels of a screen checked against a view and the views it uses.
    func check(_ s: ScreenSpec, against v: ViewType) -> ScreenMatch {
        let scope = closure(of: v)
        let shown = ScreenMatcher.textIndex(scope)
        // Texts with interpolations show the design's sample data in their place.
        let templates = scope.flatMap(\.texts).compactMap { TextNormalizer.templateParts($0.text) }
        func has(_ text: String) -> Bool {
            let n = TextNormalizer.normalize(text)
            return shown[n] != nil || templates.contains { TextNormalizer.fills(n, template: $0) }
        }
        var m = ScreenMatch(screen: s, viewName: v.name, viewLocation: v.location)
        m.viewShowsText = scope.contains { !$0.texts.isEmpty }
        for sec in ScreenMatcher.sections(of: s) {
            if has(sec.title) { m.sectionsFound.append(sec.title); continue }
            m.sectionsMissing.append(sec.title)
            if let other = everywhere[TextNormalizer.normalize(sec.title)] { m.sectionsElsewhere[sec.title] = other }
        }
        for l in s.labels where ScreenMatcher.checkedLabelKinds.contains(l.kind) {
            if has(l.text) { m.labelsFound.append(l.text) } else { m.labelsMissing.append(l.text) }
        }
        let texts = ScreenMatcher.evidenceTexts(of: s)
        m.textsTotal = texts.count
        m.textsShown = texts.filter { shown[$0] != nil }.count
        return m
    }

    /// The texts a screen shows, normalized and distinct: its title, section titles and every label
    /// (buttons too); texts without letters (`24`, `$1,200`) are data and left out.
    public static func evidenceTexts(of s: ScreenSpec) -> [String] {
        var out: [String] = []
        var seen: Set<String> = []
        let raw = [s.title].compactMap { $0 } + s.sections.map(\.title) + s.labels.map(\.text)
        for t in raw {
            let n = TextNormalizer.normalize(t)
            guard n.count >= 2, n.contains(where: \.isLetter), seen.insert(n).inserted else { continue }
            out.append(n)
        }
        return out
    }
}
