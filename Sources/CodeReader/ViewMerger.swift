import GapCheckModel

/// Merges a view's declaration with its extensions across files and resolves which views it uses.
enum ViewMerger {
    static func merge(facts: [FileFacts]) -> [ViewType] {
        let viewNames = Set(facts.flatMap(\.viewTypeNames))
        var bySimple: [String: [String]] = [:]
        for n in viewNames { bySimple[n.split(separator: ".").last.map(String.init) ?? n, default: []].append(n) }
        var merged: [String: ViewType] = [:]
        let all = facts.flatMap(\.views)
        for v in all where v.isDeclaration && v.kind != nil && viewNames.contains(v.name) {
            if merged[v.name] == nil, let kind = v.kind {
                merged[v.name] = ViewType(name: v.name, kind: kind, texts: [], usedViews: [], location: v.location)
            }
        }
        for v in all {
            let target = merged[v.name] != nil ? v.name : bySimple[v.name]?.first { merged[$0] != nil }
            guard let name = target else { continue }
            merged[name]?.texts += v.texts
            merged[name]?.texts += v.calleeTexts.filter { bySimple[$0.callee] != nil }.map(\.text)
            let used = v.callees.flatMap { bySimple[$0] ?? [] }.filter { $0 != name }
            merged[name]?.usedViews += used
        }
        return merged.values.map { v in
            var v = v
            v.texts.sort { $0.location < $1.location }
            v.usedViews = Array(Set(v.usedViews)).sorted()
            return v
        }
    }
}
