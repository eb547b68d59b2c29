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
        var used: [String: [String]] = [:]
        for v in matcher.views where used[v.name] == nil { used[v.name] = v.usedViews }
        for v in matcher.views {
            // A claimed view and the views only it leads to show another screen: the walk stops there.
            var seen: Set<String> = [v.name]
            var queue = [v.name]
            while let n = queue.popLast() {
                for u in used[n] ?? [] where !seen.contains(u) && !claimed.contains(u) {
                    seen.insert(u)
                    queue.append(u)
                }
            }
            var set: Set<String> = []
            for u in seen { set.formUnion(own[u] ?? []) }
            scopes.append(set)
            sizes.append(matcher.closure(of: v).count)
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
        let counts = scopes.map { scope in Self.independent(texts.filter(scope.contains)) }
        guard let top = counts.max(), top > 0 else { return (nil, appShown) }
        let floor = Double(top) * 0.75
        var best: Int?
        for (i, c) in counts.enumerated() where Double(c) >= floor {
            guard let b = best else { best = i; continue }
            if (scopeSizes[i], -c) < (scopeSizes[b], -counts[b]) { best = i }
        }
        return (best.map { ($0, counts[$0]) }, appShown)
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
