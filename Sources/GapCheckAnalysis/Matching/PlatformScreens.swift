import GapCheckModel

/// Pairs each design screen with a view of its own platform when the app holds a watch app beside another.
///
/// One design may draw an iPhone app in phone frames and its watch app in watch frames, and one app input may hold
/// both targets. A watch frame's screen is a watch view's, never an iPhone view's, and a phone's or desktop's frame
/// is never a watch view's: each is matched among its own platform's views only (`Inventory.watchFolders`). The
/// views a watch view uses from outside its folder (shared components) stay its candidates too. Screens whose frame
/// says no device are matched among all views.
enum PlatformScreens {
    /// Every screen of `screens` matched, each among the views of its surface's platform.
    static func match(_ screens: [ScreenSpec], inventory: Inventory, configuration: Configuration) -> [ScreenMatch] {
        let all = ScreenMatcher(inventory: inventory, configuration: configuration)
        let isWatch = inventory.views.map { inventory.isWatchCode($0.location.file) }
        guard isWatch.contains(true), isWatch.contains(false), screens.contains(where: { $0.surface != nil }) else { return all.match(screens) }
        let watchViews = watchSide(inventory.views, isWatch: isWatch)
        var watchOnly = inventory
        watchOnly.views = inventory.views.indices.filter { watchViews.contains($0) }.map { inventory.views[$0] }
        var othersOnly = inventory
        othersOnly.views = inventory.views.indices.filter { !isWatch[$0] }.map { inventory.views[$0] }
        let watch = screens.filter { $0.surface == .watch }
        let others = screens.filter { $0.surface != nil && $0.surface != .watch }
        let unknown = screens.filter { $0.surface == nil }
        let found =
            ScreenMatcher(inventory: watchOnly, configuration: configuration).match(watch)
            + ScreenMatcher(inventory: othersOnly, configuration: configuration).match(others) + all.match(unknown)
        return found.sorted { ($0.screen.name, $0.screen.location) < ($1.screen.name, $1.screen.location) }
    }

    /// Positions of the watch views and of the views they use, transitively (shared components outside the watch folder).
    static func watchSide(_ views: [ViewType], isWatch: [Bool]) -> Set<Int> {
        var byName: [String: [Int]] = [:]
        for (i, v) in views.enumerated() { byName[v.name, default: []].append(i) }
        var found = Set(views.indices.filter { isWatch[$0] })
        var frontier = Array(found)
        while let i = frontier.popLast() {
            for name in views[i].usedViews {
                for j in byName[name] ?? [] where found.insert(j).inserted { frontier.append(j) }
            }
        }
        return found
    }
}
