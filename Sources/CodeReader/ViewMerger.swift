import GapCheckModel

/// Merges a view's declaration with its extensions across files and resolves which views it uses.
enum ViewMerger {
    static func merge(facts: [FileFacts]) -> [ViewType] {
        let viewNames = Set(facts.flatMap(\.viewTypeNames))
        let viewFunctions = Set(facts.flatMap(\.viewFunctionNames))
        var bySimple: [String: [String]] = [:]
        for n in viewNames { bySimple[n.split(separator: ".").last.map(String.init) ?? n, default: []].append(n) }
        var merged: [String: ViewType] = [:]
        let all = facts.flatMap(\.views)
        let data = dataTexts(facts: facts, all: all, views: bySimple)
        for v in all where v.isDeclaration && v.kind != nil && viewNames.contains(v.name) {
            if merged[v.name] == nil, let kind = v.kind {
                merged[v.name] = ViewType(name: v.name, kind: kind, texts: [], usedViews: [], location: v.location)
            }
        }
        for v in all {
            let target = merged[v.name] != nil ? v.name : bySimple[v.name]?.first { merged[$0] != nil }
            guard let name = target else { continue }
            merged[name]?.texts += v.texts
            merged[name]?.texts += v.calleeTexts.filter { bySimple[$0.callee] != nil || viewFunctions.contains($0.callee) }.map(\.text)
            merged[name]?.texts += v.referencedTypes.flatMap { data[$0] ?? [] }
            let used = v.callees.flatMap { bySimple[$0] ?? [] }.filter { $0 != name }
            merged[name]?.usedViews += used
        }
        return merged.values.map { v in
            var v = v
            var seen = Set<ViewText>()
            v.texts = v.texts.filter { seen.insert($0).inserted }
            v.texts.sort { $0.location < $1.location }
            v.usedViews = Array(Set(v.usedViews)).sorted()
            return v
        }
    }

    /// Texts held as data, by the simple name of the data type that holds them: strings passed to a model's
    /// initializer (`TutorialStep(title: "Work Offline", features: ["Automatic sync"])`) and an enum's string raw
    /// values (`case weekly = "Weekly"`). Apps keep onboarding steps, menu rows and filter names this way and
    /// render them with `ForEach`, so a view that refers to the type can show them.
    static func dataTexts(facts: [FileFacts], all: [FileFacts.ViewFacts], views: [String: [String]]) -> [String: [ViewText]] {
        var dataTypes = Set<String>()
        for f in facts {
            for m in f.models { dataTypes.insert(m.name.split(separator: ".").last.map(String.init) ?? m.name) }
            for e in f.enums { dataTypes.insert(e.name.split(separator: ".").last.map(String.init) ?? e.name) }
        }
        var out: [String: [ViewText]] = [:]
        for v in all {
            for t in v.dataTexts where views[t.callee] == nil && dataTypes.contains(t.callee) {
                out[t.callee, default: []].append(ViewText(text: t.text.text, element: "data", location: t.text.location))
            }
        }
        for f in facts {
            for e in f.enums {
                let simple = e.name.split(separator: ".").last.map(String.init) ?? e.name
                guard views[simple] == nil else { continue }
                for (c, text) in e.strings.sorted(by: { $0.key < $1.key }) where SwiftFileVisitor.looksShown(text) {
                    guard let at = e.stringCases[c]?.location else { continue }
                    out[simple, default: []].append(ViewText(text: text, element: "data", location: at))
                }
            }
        }
        return out
    }
}
