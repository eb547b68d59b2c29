import GapCheckModel

/// Screens paired by what the design and the code say about each other: the strongest evidence after the user's
/// `screens:` map, stronger than a name's likeness or shared texts.
///
/// - The design names a type of the app beside the screen (`Ships today (ProductionsListView)`, "Écran :
///   ProfilViewController", `data-view="CartView"`: `ScreenSpec.codeMentions`): that view, when the app declares it. A
///   type named in passing in a paragraph of prose only breaks a tie.
/// - A comment on a view or one of its members names the mockup (`/// … (mockup 06c)`, `// MARK: - p02 Source review`
///   beside `p02-source-review.html`, "Implements mockups/checkout.html": `ViewType.designComments`): a file stem, the
///   code a page's file starts with (after a word saying it is a design, `mockup 13`, unless the code starts with a
///   letter, `p02`, `watch-04`), or the screen's name after such a word on the type's own comment.
/// - The design names a flow step (`Flow step .reviewSource`) that is an enum case of the app, and one view is named by
///   the case's words (`SourceReviewView`): weaker, it pairs a screen no name or only part of a name gives a view.
///
/// A name the app does not declare is no evidence (a stale note), and never a finding. References that disagree (two
/// views, neither a part of the other) leave the screen to the other evidence.
struct ScreenReferences {
    let matcher: ScreenMatcher
    let screens: [ScreenSpec]
    /// For each screen (by position), the views whose comments name it, and whether only their members' comments do.
    private var fromCode: [Int: [(view: Int, onMember: Bool, comment: ViewComment)]] = [:]
    /// View positions by their simple name (`Outer.Inner` → `Inner`).
    private var bySimpleName: [String: [Int]] = [:]

    /// Words before a number or a code in a comment that say it names a design's page (`mockup 02`, `screen 14b`,
    /// "maquette 3", "écran 2").
    static let designWords: Set<String> = [
        "mockup", "mockups", "mock", "mock-up", "screen", "design", "wireframe", "prototype", "figma", "maquette", "écran", "ecran",
        "pantalla", "tela", "entwurf", "bildschirm", "schermata", "画面", "デザイン"
    ]

    /// The words among them that speak only of a design, never of the app's own screens: a screen's name in a comment
    /// counts only beside one of these ("Checkout mockup"; "The Eight Sleep screen that replaced the alarm picker" is the
    /// app's screen).
    static let mockupWords: Set<String> = ["mockup", "mockups", "mock", "mock-up", "wireframe", "figma", "maquette", "デザイン"]

    init(matcher: ScreenMatcher, screens: [ScreenSpec]) {
        self.matcher = matcher
        self.screens = screens
        for (i, v) in matcher.views.enumerated() {
            bySimpleName[v.name.split(separator: ".").last.map(String.init) ?? v.name, default: []].append(i)
        }
        defer { isEmpty = fromCode.isEmpty && !screens.contains { !$0.codeMentions.isEmpty } }
        guard matcher.views.contains(where: { !$0.designComments.isEmpty }) else { return }
        let pages = DesignPages(screens)
        for (i, v) in matcher.views.enumerated() {
            for comment in v.designComments {
                for s in pages.screens(namedBy: comment) {
                    fromCode[s, default: []].append((i, comment.onMember, comment))
                }
            }
        }
    }

    /// True when no screen is named by the code and none names the code: nothing to do.
    private(set) var isEmpty = true

    // MARK: - Explicit references

    /// The screen at `index` paired by an explicit reference (a caption naming the view, a comment on the view naming
    /// the mockup), `current` being what today's evidence found. Nil when the user mapped it (`.configured`), when no
    /// reference or references that disagree name a view, or when only a member's comment names it while a view named
    /// after the screen shows its texts (a member may speak of a screen it opens). When the reference names the view
    /// `current` already has, `current` keeps its evidence and only says the reference: a confirmation is no reason
    /// to judge the screen's sections more severely than before.
    func explicitMatch(_ index: Int, current: ScreenMatch) -> ScreenMatch? {
        if current.evidence == .configured { return nil }
        let s = screens[index]
        var candidates: [(view: Int, reference: ScreenReference, onMember: Bool)] = []
        for m in s.codeMentions where m.kind == .type && !m.inProse {
            guard let found = bySimpleName[m.name], found.count == 1 else { continue }
            candidates.append((found[0], ScreenReference(kind: .designNamesView, source: m.source, named: m.name, location: m.location), false))
        }
        for c in fromCode[index] ?? [] {
            let reference = ScreenReference(
                kind: .codeNamesScreen, source: matcher.views[c.view].name, named: Self.excerpt(c.comment.text), location: c.comment.location)
            candidates.append((c.view, reference, c.onMember))
        }
        guard let chosen = choose(s, among: candidates.map { ($0.view, $0.reference) }) else { return nil }
        let view = matcher.views[chosen.view].name
        if current.viewName == view {
            var same = current
            same.reference = chosen.reference
            return same
        }
        let onlyMembers = candidates.filter { $0.view == chosen.view }.allSatisfy(\.onMember)
        if onlyMembers, current.evidence == .name, current.stateOf == nil, current.textsShown > 0 { return nil }
        // A view the screen's namesake is drawn with that speaks of the screen (`WalkingDots`, "ports the mockup's
        // walking dots", inside `WalkingView`) is a part of it, as a member is.
        if current.evidence == .name, current.stateOf == nil, let named = current.viewName.flatMap({ matcher.byName[$0] }),
            partsOf(named).contains(view)
        {
            return nil
        }
        return paired(s, view: chosen.view, reference: chosen.reference)
    }

    /// The one view the references point at: the only one, or the one the others are parts of (a row view carrying
    /// its own `(mockup 06)`), or, when one design text names several views and nothing else does (`WatchDictationCategoryView
    /// / WatchDictationResultView`), the one showing most of the screen's texts. Nil when they disagree.
    private func choose(_ s: ScreenSpec, among found: [(view: Int, reference: ScreenReference)]) -> (view: Int, reference: ScreenReference)? {
        let views = Array(Set(found.map(\.view))).sorted()
        guard !views.isEmpty else { return nil }
        if views.count == 1 { return found[0] }
        let roots = views.filter { v in !views.contains { o in o != v && partsOf(o).contains(matcher.views[v].name) } }
        if roots.count == 1 { return found.first { $0.view == roots[0] } }
        let sources = Set(found.map { "\($0.reference.kind)\($0.reference.location)" })
        guard sources.count == 1, found[0].reference.kind == .designNamesView else { return nil }
        let ranked = roots.map { (view: $0, shown: matcher.check(s, against: matcher.views[$0]).textsShown) }
        guard let best = ranked.max(by: { ($0.shown, -$0.view) < ($1.shown, -$1.view) }) else { return nil }
        return found.first { $0.view == best.view }
    }

    /// The names of the views `view` is drawn with, transitively: the views it uses, not those it presents (a sheet
    /// another screen shows).
    private func partsOf(_ view: Int) -> Set<String> {
        var seen: Set<String> = []
        var queue = [matcher.views[view].name]
        while let n = queue.popLast() {
            guard let i = matcher.byName[n] else { continue }
            let v = matcher.views[i]
            for u in v.usedViews where !v.presentedViews.contains(u) && seen.insert(u).inserted { queue.append(u) }
        }
        return seen
    }

    // MARK: - Weaker references

    /// A screen that no name, or only part of one, or only texts gave a view: the view one of its flow steps is tied to
    /// (`.reviewSource` ↔ `SourceReviewView`), or, to break a tie, a view its page names in passing in prose. Nil when
    /// there is none, when `m` already rests on a name or an explicit reference, or when the hint points at the view
    /// `m` already has.
    func weakerMatch(_ index: Int, _ m: ScreenMatch) -> ScreenMatch? {
        guard m.reference == nil, [.nameWords, .text, .tabPosition, .none].contains(m.evidence) || (m.evidence == .name && m.stateOf != nil)
        else { return nil }
        let s = screens[index]
        var steps: [(view: Int, reference: ScreenReference)] = []
        for mention in s.codeMentions where mention.kind == .step && matcher.enumCases.contains(mention.name) {
            guard let v = tiedView(ofStep: mention.name) else { continue }
            steps.append((v, ScreenReference(kind: .flowStep, source: mention.source, named: mention.name, location: mention.location)))
        }
        if Set(steps.map(\.view)).count == 1, let step = steps.first, matcher.views[step.view].name != m.viewName {
            return paired(s, view: step.view, reference: step.reference)
        }
        // A type named in prose: only where the evidence ties or is missing, and only when the view shows as many texts.
        var hints: [(view: Int, reference: ScreenReference)] = []
        for mention in s.codeMentions where mention.kind == .type && mention.inProse {
            guard let found = bySimpleName[mention.name], found.count == 1 else { continue }
            hints.append((found[0], ScreenReference(kind: .prose, source: mention.source, named: mention.name, location: mention.location)))
        }
        guard Set(hints.map(\.view)).count == 1, let hint = hints.first, matcher.views[hint.view].name != m.viewName else { return nil }
        let shown = matcher.check(s, against: matcher.views[hint.view]).textsShown
        let tie = m.viewName == nil ? shown > 0 : m.alternatives.contains(matcher.views[hint.view].name) || shown > m.textsShown
        return tie ? paired(s, view: hint.view, reference: hint.reference) : nil
    }

    /// The one shown view named by exactly the words of an enum case (`reviewSource` ↔ `SourceReviewView`,
    /// `assemble` ↔ `AssembleView`); nil when none or several are.
    private func tiedView(ofStep step: String) -> Int? {
        let want = Set(ScreenMatcher.coreWords(ofScreen: step))
        guard !want.isEmpty, !want.isSubset(of: ScreenMatcher.generalWords) else { return nil }
        var found: [Int] = []
        for w in want {
            for i in matcher.viewsByCoreWord[w] ?? [] where matcher.viewCoreWordSets[i] == want && !found.contains(i) { found.append(i) }
        }
        return found.count == 1 ? found[0] : nil
    }

    /// `s` checked against the view at `view`, paired by `reference`.
    private func paired(_ s: ScreenSpec, view: Int, reference: ScreenReference) -> ScreenMatch {
        var m = matcher.check(s, against: matcher.views[view])
        m.evidence = .reference
        m.reference = reference
        m.appTextsShown = m.textsShown
        return m
    }

    /// The start of a comment, for the report: its first 60 characters.
    static func excerpt(_ text: String) -> String {
        var t = text.hasPrefix("MARK:") ? String(text.dropFirst(5)) : text
        while t.first == " " || t.first == "-" { t.removeFirst() }
        return t.count > 60 ? String(t.prefix(59)) + "…" : t
    }
}

/// The design's pages as a comment in code can name them: by file stem (`checkout`, `14-export-wizard-free`), by the
/// code the stem starts with (`06c`, `p02`, `watch-04`), and by screen name. Only pages of one screen: a stem or code
/// of a page of several frames does not say which.
struct DesignPages {
    private var byStem: [String: [Int]] = [:]
    private var byCode: [String: [Int]] = [:]
    private var names: [(screen: Int, name: String)] = []

    init(_ screens: [ScreenSpec]) {
        var perFile: [String: Int] = [:]
        for s in screens { perFile[s.location.file, default: 0] += 1 }
        for (i, s) in screens.enumerated() where perFile[s.location.file] == 1 {
            let stem = Self.stem(s.location.file)
            byStem[stem, default: []].append(i)
            if let code = Self.pageCode(stem) { byCode[code, default: []].append(i) }
        }
        for (i, s) in screens.enumerated() {
            for name in Set([s.name, s.title].compactMap { $0 }.map(TextNormalizer.normalize)) where name.filter(\.isLetter).count >= 5 {
                names.append((i, name))
            }
        }
    }

    /// The screens a comment names (each by one page, or by a name no other screen has).
    func screens(namedBy comment: ViewComment) -> Set<Int> {
        let tokens = Self.tokens(comment.text)
        var out: Set<Int> = []
        func add(_ found: [Int]?) { if let found, found.count == 1 { out.insert(found[0]) } }
        var saysDesign = false
        for (k, token) in tokens.enumerated() {
            let afterDesignWord = k > 0 && ScreenReferences.designWords.contains(tokens[k - 1])
            if ScreenReferences.mockupWords.contains(token) { saysDesign = true }
            if token.hasSuffix(".html") || token.hasSuffix(".htm") {
                add(byStem[Self.stem(token)])
                continue
            }
            if token.count >= 5, token.contains(where: { $0 == "-" || $0 == "_" }), let found = byStem[token] {
                add(found)
                continue
            }
            guard let code = Self.pageCode(token) else { continue }
            // `p02`, `watch-04` name a page alone; a bare number (`02`, `06c`) only after a word saying it is a design's.
            let lettered = token.first?.isLetter == true && Self.normalizedCode(token) == code
            if afterDesignWord || lettered { add(byCode[code]) }
        }
        // A screen's name, on the type's own comment that says it names a mockup ("Checkout mockup").
        if saysDesign, !comment.onMember {
            let text = " " + TextNormalizer.normalize(comment.text) + " "
            let named = names.filter { text.contains(" " + $0.name + " ") }
            if Set(named.map(\.screen)).count == 1, let only = named.first { out.insert(only.screen) }
        }
        return out
    }

    /// Lowercased words of a comment, with the characters of file names and codes kept (`14-export-wizard.html`,
    /// `watch-04`, `mockups/checkout.html`), trailing punctuation dropped.
    static func tokens(_ text: String) -> [String] {
        text.lowercased().split(whereSeparator: { c in !(c.isLetter || c.isNumber || c == "-" || c == "_" || c == "." || c == "/") }).map { t in
            var t = Substring(t)
            while let l = t.last, l == "." || l == "-" || l == "/" || l == "_" { t = t.dropLast() }
            while let f = t.first, f == "." || f == "-" || f == "/" { t = t.dropFirst() }
            return String(t)
        }.filter { !$0.isEmpty }
    }

    /// A file's name without folders and extension, lowercased.
    static func stem(_ path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        let stem = file.lowercased().hasSuffix(".html") ? String(file.dropLast(5)) : file.lowercased().hasSuffix(".htm") ? String(file.dropLast(4)) : file
        return stem.lowercased()
    }

    /// The code a page's stem starts with, its numbers without leading zeros: `06c-capture` → `6c`, `p02-source` →
    /// `p2`, `watch-04-remote` → `watch-4`, `13-validation` → `13`; nil for a stem without one (`checkout`) or with a
    /// version (`v2-home`).
    static func pageCode(_ stem: String) -> String? {
        let parts = stem.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " || $0 == "." }).map(String.init)
        guard let first = parts.first else { return nil }
        func isCode(_ w: String) -> Bool {
            w.count <= 6 && w.contains(where: \.isNumber) && w.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
                && !(w.count >= 2 && w.first == "v" && w.dropFirst().allSatisfy(\.isNumber))
        }
        if isCode(first) { return normalizedCode(first) }
        if parts.count >= 2, first.count <= 8, first.allSatisfy({ $0.isASCII && $0.isLetter }), isCode(parts[1]), parts[1].first?.isNumber == true {
            return first + "-" + normalizedCode(parts[1])
        }
        return nil
    }

    /// `06c` → `6c`, `p02` → `p2`: the numbers of a code without leading zeros.
    static func normalizedCode(_ code: String) -> String {
        var out = ""
        var run = ""
        func flush() {
            guard !run.isEmpty else { return }
            let digits = run.drop { $0 == "0" }
            out += digits.isEmpty ? "0" : String(digits)
            run = ""
        }
        for c in code {
            if c.isNumber { run.append(c) } else { flush(); out.append(c) }
        }
        flush()
        return out
    }
}
