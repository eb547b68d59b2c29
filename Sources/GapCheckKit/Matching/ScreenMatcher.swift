import GapCheckModel

/// Matches design screens to view types by name, then sections and labels by normalized text
/// within the view and every view it uses, transitively.
public struct ScreenMatcher: Sendable {
    let views: [ViewType]
    let byName: [String: Int]
    let configuration: Configuration

    /// Suffixes a view type's name may carry beyond the screen name.
    public static let viewSuffixes: [[String]] = [
        ["view"], ["screen"], ["view", "controller"], ["controller"], ["vc"], ["page"], ["scene"], ["content", "view"],
    ]

    /// Prepares lookups for `inventory`'s views.
    public init(inventory: Inventory, configuration: Configuration) {
        views = inventory.views.sorted { ($0.name, $0.location) < ($1.name, $1.location) }
        var m: [String: Int] = [:]
        for (i, v) in views.enumerated() where m[v.name] == nil { m[v.name] = i }
        byName = m
        self.configuration = configuration
    }

    /// The view for a screen name: the configured mapping, else the view whose words are the screen's
    /// words plus a view suffix (`settings` ↔ `SettingsView`, `SettingsScreen`, `SettingsViewController`).
    public func view(for screen: String) -> ViewType? {
        if let mapped = configuration.screens[screen] ?? configuration.screens.first(where: {
            TextNormalizer.normalize($0.key) == TextNormalizer.normalize(screen)
        })?.value {
            return byName[mapped].map { views[$0] }
        }
        let want = NameWords.split(screen).map { NameKey.canonicalWord[$0] ?? $0 }
        guard !want.isEmpty else { return nil }
        var best: (ViewType, Int)?
        for v in views {
            let w = NameWords.split(v.name).map { NameKey.canonicalWord[$0] ?? $0 }
            guard w.count >= want.count, Array(w.prefix(want.count)) == want else { continue }
            let rest = Array(w.dropFirst(want.count))
            guard let rank = ScreenMatcher.viewSuffixes.firstIndex(of: rest) ?? (rest.isEmpty && v.kind != .storyboard ? 99 : nil) else { continue }
            if best.map({ rank < $0.1 }) ?? true { best = (v, rank) }
        }
        return best?.0
    }

    /// The view and every view it uses, transitively, sorted by name.
    public func closure(of root: ViewType) -> [ViewType] {
        var seen: Set<String> = [root.name]
        var queue = [root.name]
        var out: [ViewType] = []
        while let n = queue.first {
            queue.removeFirst()
            guard let i = byName[n] else { continue }
            out.append(views[i])
            for u in views[i].usedViews.sorted() where !seen.contains(u) { seen.insert(u); queue.append(u) }
        }
        return out.sorted { $0.name < $1.name }
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
        return s.sections.filter { $0.level != 1 && TextNormalizer.normalize($0.title) != title }
    }

    /// Every screen matched.
    public func match(_ screens: [ScreenSpec]) -> [ScreenMatch] {
        screens.sorted { ($0.name, $0.location) < ($1.name, $1.location) }.map(match)
    }

    /// One screen: its view, and which sections and labels the view shows.
    public func match(_ s: ScreenSpec) -> ScreenMatch {
        guard let v = view(for: s.name) else {
            return ScreenMatch(screen: s, viewName: nil, viewLocation: nil,
                               sectionsMissing: ScreenMatcher.sections(of: s).map(\.title), labelsMissing: s.labels.filter { $0.kind != .text }.map(\.text))
        }
        let scope = closure(of: v)
        var m = ScreenMatch(screen: s, viewName: v.name, viewLocation: v.location)
        for sec in ScreenMatcher.sections(of: s) {
            if ScreenMatcher.find(sec.title, in: scope) != nil { m.sectionsFound.append(sec.title) } else { m.sectionsMissing.append(sec.title) }
        }
        for l in s.labels where l.kind != .text {
            if ScreenMatcher.find(l.text, in: scope) != nil { m.labelsFound.append(l.text) } else { m.labelsMissing.append(l.text) }
        }
        return m
    }
}
