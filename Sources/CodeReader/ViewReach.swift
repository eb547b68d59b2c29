import GapCheckModel

/// Which of the app's SwiftUI views the app itself can show: those its code reaches from the types that are not views
/// (the `App`, scene and UIKit glue, models, widgets) through the views they construct, and so on. A view only a
/// preview constructs (`#Preview { ChatPanel() }`, a `PreviewProvider`), directly or through another such view, is
/// never shown to a user, so it does not implement a screen while a shown view may.
enum ViewReach {
    /// Conformances that make a type design-time code: what it constructs is never shipped.
    static let previewConformances: Set<String> = ["PreviewProvider", "SwiftUI.PreviewProvider"]
    /// Conformances of the app's entry point: without one among the files read, what is reached is unknown.
    static let appConformances: Set<String> = ["App", "SwiftUI.App"]

    /// Names of the SwiftUI views in `views` that nothing shipped reaches. Empty when the files read hold no SwiftUI
    /// `App`, or the app reaches none of its views (the entry point is elsewhere): then nothing is known.
    static func unshownViews(_ references: [FileFacts.TypeReferences], views: [ViewType]) -> Set<String> {
        let viewNames = Set(views.filter { $0.kind == .swiftUI }.map(\.name))
        guard !viewNames.isEmpty else { return [] }
        var bySimple: [String: [String]] = [:]
        for n in viewNames { bySimple[n.split(separator: ".").last.map(String.init) ?? n, default: []].append(n) }
        var refs: [String: Set<String>] = [:]
        var inherited: [String: Set<String>] = [:]
        for r in references {
            refs[r.name, default: []].formUnion(r.references)
            inherited[r.name, default: []].formUnion(r.inherited)
        }
        for v in views { refs[v.name, default: []].formUnion(v.usedViews) }
        let apps = inherited.filter { !$0.value.isDisjoint(with: appConformances) }.map(\.key)
        guard !apps.isEmpty else { return [] }
        func targets(_ name: String) -> [String] {
            (refs[name] ?? []).flatMap { viewNames.contains($0) ? [$0] : bySimple[$0] ?? [] }
        }
        // The app must reach a view by itself, else its entry point shows them some way this reading does not see.
        guard apps.contains(where: { !targets($0).isEmpty }) else { return [] }
        let roots = refs.keys.filter { name in
            !viewNames.contains(name) && (inherited[name] ?? []).isDisjoint(with: previewConformances)
        }
        var reached: Set<String> = []
        var queue = roots.sorted().flatMap(targets)
        while let n = queue.popLast() {
            guard reached.insert(n).inserted else { continue }
            queue += targets(n)
        }
        return viewNames.subtracting(reached)
    }
}
