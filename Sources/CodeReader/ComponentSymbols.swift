/// Icons whose symbol is a parameter of a reusable view: `FormatButton` draws `Image(systemName: systemName)`,
/// and `CreateView` calls `FormatButton(systemName: "bold")`. The icon is an element where it is called,
/// with the symbol of that call, the component's styles, and the label the call site gives it; the
/// component's own parameterized icon is no element (it draws nothing by itself).
enum ComponentSymbols {
    /// `raw` with every call of a component that takes its symbol as a parameter turned into that
    /// component's icon at the call site; call records and parameterized icons removed.
    static func expand(_ raw: [RawElement]) -> [RawElement] {
        var templates: [String: [RawElement]] = [:]
        for e in raw where e.symbolParameter != nil && e.component == nil { templates[e.view, default: []].append(e) }
        var out: [RawElement] = []
        out.reserveCapacity(raw.count)
        for e in raw {
            if e.symbolParameter != nil { continue }
            guard let component = e.component else {
                out.append(e)
                continue
            }
            // A view that calls itself (recursion) or a call whose view draws no parameterized icon adds nothing.
            guard component != e.view, let icons = templates[component] else { continue }
            for icon in icons {
                guard let parameter = icon.symbolParameter, let symbol = e.componentArguments[parameter] else { continue }
                var placed = icon
                placed.view = e.view
                placed.symbol = symbol
                placed.symbolParameter = nil
                placed.location = e.location
                placed.accessibilityLabel = e.accessibilityLabel ?? icon.accessibilityLabel
                placed.inMenu = icon.inMenu || e.inMenu
                placed.inTabBar = icon.inTabBar || e.inTabBar
                out.append(placed)
            }
        }
        return out
    }
}
