import GapCheckModel

/// Which views show which texts, for matching a screen no view is named after by what it shows.
///
/// Each view's texts count with the views it uses, transitively (a screen's rows live in row views).
/// Root views (`ContentView`, a tab view) use nearly everything, so among views that show at least 3/4 as many
/// of a screen's texts as the best one, the one with the smallest scope wins: the most specific view.
struct TextEvidence {
    /// Per normalized text: the views (by position in the matcher's sorted views, ascending) whose scope — the
    /// view and the views it uses — shows it. Ranking a screen then touches only the views that show one of
    /// its texts, not every view of the app (the all-views scan made the analysis quadratic in the app's size).
    let viewsShowing: [String: [Int]]
    /// How many views each scope spans.
    let scopeSizes: [Int]
    /// Every normalized text any view shows.
    let all: Set<String>
    /// The views each view uses, by position (`ViewType.usedViews`): which candidates hold which.
    let uses: [[Int]]
    /// Positions of the reusable parts of screens: views named as a part (`ScreenMatcher.partWords`: a button, a cell, a
    /// bar) that two views or more use. Their texts are every screen's that uses them, so they are never a screen's view
    /// while a view that holds them shows as many of its texts.
    let reusableParts: Set<Int>

    /// Indexes every view of `matcher`. Views in `claimed` implement other screens (matched by name):
    /// their texts are evidence for those screens, so they count only for themselves, never through a
    /// view that uses them (a root `ContentView` shows every tab's texts but implements none of them).
    ///
    /// With `sectionsOnly`, the views that host the app's sections (`ViewType.hostedViews`) show only what their sections
    /// show: their chrome (a sidebar's caption "MEMORY", its item labels) is no evidence for a pane the design draws
    /// beside its own sidebar, which holds the same words. `all` keeps every text.
    init(matcher: ScreenMatcher, claimed: Set<String> = [], sectionsOnly: Bool = false) {
        var own: [String: Set<String>] = [:]
        var everything: Set<String> = []
        for v in matcher.views {
            var set = own[v.name] ?? []
            let chrome = sectionsOnly ? Set(v.chromeTexts) : []
            for t in v.texts {
                for variant in TextNormalizer.variants(t.text) {
                    everything.insert(variant)
                    if !chrome.contains(t) { set.insert(variant) }
                }
            }
            own[v.name] = set
        }
        var showing: [String: [Int]] = [:]
        var sizes: [Int] = []
        var used: [String: [String]] = [:]
        for v in matcher.views where used[v.name] == nil { used[v.name] = v.usedViews }
        for (i, v) in matcher.views.enumerated() {
            // A claimed view and the views only it leads to show another screen: the walk stops there.
            var seen: Set<String> = [v.name]
            var queue = [v.name]
            while let n = queue.popLast() {
                for u in used[n] ?? [] where !seen.contains(u) && !claimed.contains(u) {
                    seen.insert(u)
                    queue.append(u)
                }
            }
            sizes.append(matcher.closure(of: v).count)
            // A view the app never shows is no screen's evidence (`ScreenMatcher.unshown`).
            if matcher.unshown.contains(i) { continue }
            var set: Set<String> = []
            for u in seen { set.formUnion(own[u] ?? []) }
            for t in set { showing[t, default: []].append(i) }
        }
        viewsShowing = showing
        scopeSizes = sizes
        all = everything
        let index = matcher.byName
        uses = matcher.views.map { v in v.usedViews.compactMap { index[$0] }.sorted() }
        var users: [Int: Set<Int>] = [:]
        for (i, used) in uses.enumerated() { for u in used where u != i { users[u, default: []].insert(i) } }
        reusableParts = Set(
            matcher.views.indices.filter { i in
                (users[i]?.count ?? 0) >= 2
                    && NameWords.split(matcher.views[i].name).contains { ScreenMatcher.partWords.contains(NameKey.canonicalWord[$0] ?? $0) }
            })
    }

    /// The view showing most of `texts` (the smallest scope among those within 25% of the best count),
    /// and how many of `texts` the whole app shows.
    func rank(_ texts: [String]) -> (best: (view: Int, shown: Int)?, appShown: Int) {
        let appShown = texts.filter(all.contains).count
        guard appShown > 0 else { return (nil, 0) }
        // Each view's shown texts, in the order of `texts`; a view that shows none counts 0 and can never be
        // within 25% of a best count above 0, so it is left out.
        var shownBy: [Int: [String]] = [:]
        for t in texts { for i in viewsShowing[t] ?? [] { shownBy[i, default: []].append(t) } }
        // `independent` (quadratic in a view's shown texts) only where it can matter: a view's count is at most
        // the number of texts it shows, so once a view counts `top`, a view showing fewer than 3/4 of `top`
        // texts can neither raise `top` nor come within 25% of it. Most shown first; the counts skipped are
        // those the floor below would drop (common texts make every view of a big app show a few: issue 14).
        var top = 0
        var counts: [(view: Int, count: Int)] = []
        for (view, shown) in shownBy.sorted(by: { ($0.value.count, $1.key) > ($1.value.count, $0.key) }) {
            guard Double(shown.count) >= Double(top) * 0.75 else { break }
            let c = Self.independent(shown)
            top = max(top, c)
            counts.append((view, c))
        }
        counts.sort { $0.view < $1.view }
        guard top > 0 else { return (nil, appShown) }
        let floor = Double(top) * 0.75
        var near = counts.filter { Double($0.count) >= floor }
        // A reusable part (the back button every flow screen draws) is no screen while a view holding it is as near, and
        // the texts it shows are on every screen using it: no evidence of which one this is. The other texts decide.
        let parts = Set(near.map(\.view).filter(reusableParts.contains))
        if !parts.isEmpty, near.contains(where: { !parts.contains($0.view) }) {
            let rest = texts.filter { t in !(viewsShowing[t] ?? []).contains(where: parts.contains) }
            return (rank(rest).best, appShown)
        }
        // A view holding another near one (a root, a tab view) shows its texts through it: the held view is the screen.
        // Of views that do not hold each other, the one showing most of the texts: a smaller scope that shows fewer is
        // another screen, not a more specific one.
        let nearViews = Set(near.map(\.view))
        if nearViews.count > 1 { near.removeAll { holds($0.view, anyOf: nearViews) } }
        var best: (view: Int, shown: Int)?
        // In view order, so ties go to the first view, as before.
        for (i, c) in near {
            guard let b = best else { best = (i, c); continue }
            if (-c, scopeSizes[i]) < (-b.shown, scopeSizes[b.view]) { best = (i, c) }
        }
        return (best, appShown)
    }

    /// True when the scope of the view at `view` (the views it uses, transitively) holds another view of `others`.
    func holds(_ view: Int, anyOf others: Set<Int>) -> Bool {
        var seen: Set<Int> = [view]
        var queue = uses[view]
        while let u = queue.popLast() {
            guard seen.insert(u).inserted else { continue }
            if others.contains(u) { return true }
            queue.append(contentsOf: uses[u])
        }
        return false
    }

    /// How many of `shown` are separate evidence: a text whose words are all in another shown text ("Credits" beside
    /// "Earn Credits") repeats it, so it does not count again.
    static func independent(_ shown: [String]) -> Int {
        let words = shown.map { Set($0.split(separator: " ")) }
        return words.enumerated().filter { i, w in
            !words.enumerated().contains { j, other in
                j != i && w.isSubset(of: other) && (w != other || j < i)
            }
        }.count
    }
}
