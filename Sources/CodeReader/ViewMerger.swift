import GapCheckModel

/// Merges a view's declaration with its extensions across files and resolves which views it uses.
enum ViewMerger {
    static func merge(facts: [FileFacts]) -> [ViewType] {
        let viewNames = Set(facts.flatMap(\.viewTypeNames))
        let viewFunctions = Set(facts.flatMap(\.viewFunctionNames))
        var bySimple: [String: [String]] = [:]
        for n in viewNames { bySimple[n.split(separator: ".").last.map(String.init) ?? n, default: []].append(n) }
        var merged: [String: ViewType] = [:]
        // Per view: how often it constructs each used view, and how often inside a presentation's content.
        var calls: [String: [String: Int]] = [:]
        var presentedCalls: [String: [String: Int]] = [:]
        var sectionSwitches: [String: [FileFacts.SectionSwitch]] = [:]
        let all = facts.flatMap(\.views)
        let data = dataTexts(facts: facts, all: all, views: bySimple)
        // The literals a member of a non-view type returns (`Period.title`), by `Type.member`: the texts a view shows
        // when it reads that member of a value of the type (`FileFacts.TypedTextSource`).
        var returned: [String: [ViewText]] = [:]
        for t in facts.flatMap(\.computedTexts) { returned[t.element, default: []].append(t) }
        for v in all where v.isDeclaration && v.kind != nil && viewNames.contains(v.name) {
            if merged[v.name] == nil, let kind = v.kind {
                merged[v.name] = ViewType(name: v.name, kind: kind, texts: [], usedViews: [], location: v.location)
            }
        }
        for v in all {
            let target = merged[v.name] != nil ? v.name : bySimple[v.name]?.first { merged[$0] != nil }
            guard let name = target else { continue }
            merged[name]?.texts += v.texts
            merged[name]?.designComments += v.comments
            merged[name]?.texts += v.calleeTexts.filter { bySimple[$0.callee] != nil || viewFunctions.contains($0.callee) }.map(\.text)
            merged[name]?.texts += v.referencedTypes.flatMap { data[$0] ?? [] }
            merged[name]?.texts += v.typedTextSources.flatMap { source in
                (returned["\(source.type).\(source.member)"] ?? []).map { ViewText(text: $0.text, element: source.element, location: $0.location) }
            }
            // Strings under other labels passed to the app's own views (`Segmented(options: ["Trips", "People"])`,
            // `Chip(value: "Paid")`): the view they are given to draws them.
            let given = Set(v.calleeTexts.map(\.text.text))
            merged[name]?.texts += v.dataTexts.filter { bySimple[$0.callee] != nil && !given.contains($0.text.text) }.map(\.text)
            let used = v.callees.flatMap { bySimple[$0] ?? [] }.filter { $0 != name }
            merged[name]?.usedViews += used
            if v.callees.contains("ForEach") { merged[name]?.buildsRows = true }
            for sw in v.sectionSwitches {
                let views = sw.views.compactMap { bySimple[$0]?.first { merged[$0] != nil } }.filter { $0 != name }
                if Set(views).count >= 2 { sectionSwitches[name, default: []].append(.init(views: views, file: sw.file, lines: sw.lines)) }
            }
            for u in used { calls[name, default: [:]][u, default: 0] += 1 }
            for u in v.presentedCallees.flatMap({ bySimple[$0] ?? [] }) where u != name { presentedCalls[name, default: [:]][u, default: 0] += 1 }
        }
        let states = stateNames(facts: facts, all: all, target: { merged[$0] != nil ? $0 : bySimple[$0]?.first { merged[$0] != nil } })
        return merged.values.map { v in
            var v = v
            v.states = states.steps[v.name] ?? []
            v.stateProperties = states.properties[v.name] ?? []
            var seen = Set<ViewText>()
            v.texts = v.texts.filter { seen.insert($0).inserted }
            v.texts.sort { $0.location < $1.location }
            v.usedViews = Array(Set(v.usedViews)).sorted()
            // Presented views constructed nowhere else in the view: every call of them is inside a presentation.
            let called = calls[v.name] ?? [:]
            v.presentedViews = (presentedCalls[v.name] ?? [:]).filter { $0.value >= (called[$0.key] ?? 0) }.keys.sorted()
            // A view that switches among the app's views is a window around them: its texts outside the switch are its
            // chrome (a sidebar's captions and labels), no section's.
            if let switches = sectionSwitches[v.name] {
                var hosted: [String] = []
                for u in switches.flatMap(\.views) where !hosted.contains(u) { hosted.append(u) }
                v.hostedViews = hosted
                v.chromeTexts = v.texts.filter { t in
                    !switches.contains { $0.file == t.location.file && $0.lines.contains(t.location.line) }
                }
            }
            return v
        }
    }

    /// Gives each tab's label to the one app view its content constructs (`NavigationStack { HistoryView() }`:
    /// `HistoryView`), as `ViewType.tabTitles`; a tab whose content builds several of the app's views (rows inline) names
    /// none of them.
    static func attachTabTitles(_ labels: [FileFacts.TabLabel], to views: inout [ViewType]) {
        let shown = TabContent(views)
        for label in labels {
            guard let i = shown.view(of: label), !views[i].tabTitles.contains(label.title) else { continue }
            views[i].tabTitles.append(label.title)
        }
    }

    /// The one app view a tab's content constructs (`NavigationStack { HistoryView() }`: `HistoryView`), by the
    /// simple names of the app's SwiftUI views; none when its content builds several of them (rows inline) or none.
    struct TabContent {
        private var bySimple: [String: Int] = [:]

        init(_ views: [ViewType]) {
            for (i, v) in views.enumerated() where v.kind == .swiftUI {
                let simple = v.name.split(separator: ".").last.map(String.init) ?? v.name
                if bySimple[simple] == nil { bySimple[simple] = i }
            }
        }

        /// The index in the views of the one view `label`'s content constructs.
        func view(of label: FileFacts.TabLabel) -> Int? {
            let shown = Set(label.callees.compactMap { bySimple[$0] })
            return shown.count == 1 ? shown.first : nil
        }
    }

    /// The app's tab bars: the labelled tabs of each `TabView`, in source order, each with the one app view its content
    /// constructs (`TabContent`, as for `attachTabTitles`). A bar of one tab is none.
    static func tabBars(_ facts: [FileFacts], views: [ViewType]) -> [AppTabBar] {
        let shown = TabContent(views)
        var out: [AppTabBar] = []
        for f in facts {
            var bars: [Int: [AppTabBar.Tab]] = [:]
            for label in f.tabLabels {
                guard let bar = label.tabView else { continue }
                let view = shown.view(of: label).map { views[$0].name }
                bars[bar, default: []].append(.init(title: label.title, view: view, location: label.location))
            }
            for (_, tabs) in bars.sorted(by: { $0.key < $1.key }) where tabs.count >= 2 { out.append(AppTabBar(tabs: tabs)) }
        }
        return out
    }

    /// The names of each view's steps (`ViewType.states`: the cases and string raw values of the enum a stored
    /// property holds — the enum nested in the view first, else the one of that name declared in the view's file, else
    /// the app's only one — and the view's own members a `switch` selects alone) and of its state-wrapped properties
    /// (`ViewType.stateProperties`), by view. Sorted, each once.
    static func stateNames(
        facts: [FileFacts], all: [FileFacts.ViewFacts], target: (String) -> String?
    ) -> (steps: [String: [String]], properties: [String: [String]]) {
        var enumsBySimple: [String: [(info: FileFacts.EnumInfo, file: String)]] = [:]
        for f in facts {
            for e in f.enums where !e.cases.isEmpty {
                enumsBySimple[e.name.split(separator: ".").last.map(String.init) ?? e.name, default: []].append((e, f.path))
            }
        }
        var members: [String: Set<String>] = [:]
        for v in all { if let name = target(v.name) { members[name, default: []].formUnion(v.memberNames) } }
        var out: [String: Set<String>] = [:]
        var properties: [String: Set<String>] = [:]
        for v in all {
            guard let name = target(v.name) else { continue }
            for p in v.stateProperties {
                if p.isWrappedState { properties[name, default: []].insert(p.name) }
                // `Stage?`, `Checkout.Stage`, `Binding<Stage>`: the enum's simple name.
                var bare = Substring(p.type)
                while let last = bare.last, last == "?" || last == "!" { bare = bare.dropLast() }
                let inner = bare.hasSuffix(">") ? bare.split(separator: "<").last.map { String($0.dropLast()) } ?? String(bare) : String(bare)
                let simple = inner.split(separator: ".").last.map(String.init) ?? inner
                guard let candidates = enumsBySimple[simple] else { continue }
                let chosen =
                    candidates.first { $0.info.name == name + "." + simple } ?? candidates.first { $0.file == v.location.file }
                    ?? (candidates.count == 1 ? candidates[0] : nil)
                guard let e = chosen?.info else { continue }
                out[name, default: []].formUnion(e.cases)
                out[name, default: []].formUnion(e.strings.values.filter { !$0.isEmpty })
            }
            for s in v.selectedViews where members[name]?.contains(s) == true { out[name, default: []].insert(s) }
        }
        return (out.mapValues { $0.sorted() }, properties.mapValues { $0.sorted() })
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
