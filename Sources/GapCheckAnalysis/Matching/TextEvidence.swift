import GapCheckModel

/// Which views show which texts, for matching a screen no view is named after by what it shows.
///
/// Each view's texts count with the views it uses, transitively (a screen's rows live in row views).
/// Root views (`ContentView`, a tab view) use nearly everything, so among views that show at least 3/4 as many
/// of a screen's texts as the best one, the one with the smallest scope wins: the most specific view.
struct TextEvidence {
    /// Per view (by position in the matcher's sorted views): the normalized texts it and the views it uses show.
    let scopes: [Set<String>]
    /// How many views each scope spans.
    let scopeSizes: [Int]
    /// Every normalized text any view shows.
    let all: Set<String>

    /// Indexes every view of `matcher`. Views in `claimed` implement other screens (matched by name):
    /// their texts are evidence for those screens, so they count only for themselves, never through a
    /// view that uses them (a root `ContentView` shows every tab's texts but implements none of them).
    init(matcher: ScreenMatcher, claimed: Set<String> = []) {
        var own: [String: Set<String>] = [:]
        for v in matcher.views {
            var set = own[v.name] ?? []
            for t in v.texts { for variant in TextNormalizer.variants(t.text) { set.insert(variant) } }
            own[v.name] = set
        }
        var everything: Set<String> = []
        for (_, set) in own { everything.formUnion(set) }
        var scopes: [Set<String>] = []
        var sizes: [Int] = []
        for v in matcher.views {
            let closure = matcher.closure(of: v)
            var set: Set<String> = []
            for u in Set(closure.map(\.name)) where u == v.name || !claimed.contains(u) { set.formUnion(own[u] ?? []) }
            scopes.append(set)
            sizes.append(closure.count)
        }
        self.scopes = scopes
        scopeSizes = sizes
        all = everything
    }

    /// The view showing most of `texts` (the smallest scope among those within 25% of the best count),
    /// and how many of `texts` the whole app shows.
    func rank(_ texts: [String]) -> (best: (view: Int, shown: Int)?, appShown: Int) {
        let appShown = texts.filter(all.contains).count
        guard appShown > 0 else { return (nil, 0) }
        let counts = scopes.map { scope in texts.filter(scope.contains).count }
        guard let top = counts.max(), top > 0 else { return (nil, appShown) }
        let floor = Double(top) * 0.75
        var best: Int?
        for (i, c) in counts.enumerated() where Double(c) >= floor {
            guard let b = best else { best = i; continue }
            if (scopeSizes[i], -c) < (scopeSizes[b], -counts[b]) { best = i }
        }
        return (best.map { ($0, counts[$0]) }, appShown)
    }
}
