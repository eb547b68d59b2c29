import CSSEngine
import GapCheckModel

/// Every custom property declaration of the design: global (`:root`, `html`, `body`) light and dark
/// definitions, and those scoped to other selectors.
struct VariableTable: Sendable {
    /// One `--name: value` declaration.
    struct Definition: Sendable {
        var name: String
        var value: [CSSComponentValue]
        var location: SourceLocation
        /// The rule's selector list as written.
        var selectorText: String
        var dark: Bool
        var global: Bool
        var rule: Int
        /// Declared on a class or attribute the page's own `<html>`/`<body>` carries (`StyleRule.pageWide`).
        var pageWide = false
        /// Declared under a light theme a class or attribute turns on (`StyleRule.lightBySelector`).
        var lightBySelector = false
        /// Declared under a theme or brand scope (`[data-theme=ocean]`, `.theme-forest`: `Selector.isThemeScope`).
        var themeScope = false
        /// The classes of each selector's subject (`.card-icon.rose` → `card-icon`, `rose`).
        var subjectClasses: [[String]] = []
    }

    /// First global light definition of each name.
    private(set) var light: [String: Definition] = [:]
    /// First global dark definition of each name.
    private(set) var dark: [String: Definition] = [:]
    /// Definitions under other selectors, by name, in source order.
    private(set) var scoped: [String: [Definition]] = [:]
    /// Later global light definitions with another value: (first, later).
    private(set) var redefinitions: [String: [Definition]] = [:]
    /// Other files whose global light definition repeats the first one's value, by name.
    private(set) var repeatedIn: [String: Set<String>] = [:]
    /// Later global dark definitions that do not replace the first (another page's dark value), by name.
    private(set) var laterDark: [String: [Definition]] = [:]
    /// Appearances and themes the names carry (`--…-light-bg` beside `--…-dark-bg`): the dark-named partners
    /// are the light-named ones' dark values, and they, high-contrast variants and other themes are no tokens.
    private(set) var nameModes = NameModeTokens(light: [:])
    /// Names whose unthemed global value is their dark one, replaced in light only under a theme a class or attribute
    /// turns on (`:root { --bg: #000 } .light { --bg: #FFF }`): a dark design with an optional light theme.
    private(set) var darkByDefault: Set<String> = []
    /// Names whose unthemed global value is their light one: a dark theme or dark media query replaces it.
    private(set) var lightByDefault: Set<String> = []
    /// Names that are a component's own variables, never the design's tokens (`componentLocalNames`).
    private(set) var componentLocal: Set<String> = []

    /// - Parameter deferred: rules read after all the others (a page set aside as no design of the app): a name they
    ///   share with the others keeps the others' values, theirs become redefinitions, and their dark value is never
    ///   the dark value of another page's light one.
    init(rules: [StyleRule], deferring deferred: (StyleRule) -> Bool = { _ in false }) {
        var explicitLight: [String: Definition] = [:]
        let late = rules.indices.filter { deferred(rules[$0]) }
        let order = late.isEmpty ? Array(rules.indices) : rules.indices.filter { !deferred(rules[$0]) } + late
        // Names the rules read first declare globally, once the deferred rules begin.
        var settled: Set<String> = []
        for (k, ri) in order.enumerated() {
            let r = rules[ri]
            if !late.isEmpty, k == order.count - late.count { settled = Set(light.keys) }
            // High-contrast values are an appearance of their own: they never stand for light or dark.
            if r.highContrast { continue }
            let global = r.selectors.contains { $0.isGlobalScope } || r.pageWide
            for d in r.declarations where d.name.hasPrefix("--") {
                var def = Definition(name: d.name, value: d.value, location: d.location, selectorText: r.selectorText, dark: r.dark, global: global, rule: ri)
                def.pageWide = r.pageWide
                def.lightBySelector = r.lightBySelector
                def.themeScope = r.selectors.contains(where: \.isThemeScope)
                def.subjectClasses = r.selectors.map { $0.subject?.classes ?? [] }
                if global {
                    if r.lightTheme {
                        if explicitLight[d.name] == nil { explicitLight[d.name] = def }
                    } else if r.dark {
                        if let first = dark[d.name] {
                            if Self.overrides(def, first) { dark[d.name] = def } else { laterDark[d.name, default: []].append(def) }
                        } else if settled.contains(d.name) {
                            laterDark[d.name, default: []].append(def)
                        } else {
                            dark[d.name] = def
                        }
                    } else if let first = light[d.name], Self.overrides(def, first) {
                        light[d.name] = def
                    } else if let first = light[d.name] {
                        if !Self.sameValue(first, def) {
                            redefinitions[d.name, default: []].append(def)
                        } else if def.location.file != first.location.file {
                            repeatedIn[d.name, default: []].insert(def.location.file)
                        }
                    } else {
                        light[d.name] = def
                    }
                } else {
                    scoped[d.name, default: []].append(def)
                }
            }
        }
        for (name, d) in dark where d.dark && explicitLight[name] == nil && light[name].map({ !Self.sameValue($0, d) }) == true {
            lightByDefault.insert(name)
        }
        applyExplicitLight(explicitLight)
        applyNameModes()
        // The classes of the elements that read each property (`.chip { border: var(--border) }` → `chip`).
        var readers: [String: Set<String>] = [:]
        for r in rules {
            let classes = r.selectors.flatMap { $0.subject?.classes ?? [] }
            guard !classes.isEmpty else { continue }
            for d in r.declarations {
                for name in CSSVariables.referencedNames(d.value) { readers[name, default: []].formUnion(classes) }
            }
        }
        componentLocal = Self.componentLocalNames(scoped.filter { light[$0.key] == nil && dark[$0.key] == nil }, readers: readers)
    }

    /// The names set only inside one component's variants: never declared globally (`:root`, `html`, `body`, `:host`,
    /// a mode block such as `.dark` or `[data-theme=dark]`, a class the page's root carries) nor under a theme or brand
    /// scope, declared in each file on two selectors or more with two values or more, each selector a variant of a
    /// component that reads the property (`.chip-rose { --border: … }`, `.chip.sky { --border: … }` beside `.chip {
    /// border-color: var(--border) }`: `readers` holds the classes of the rules reading each name). Such a property is a
    /// parameter of the component, resolved for the elements that use it, never an app-wide token to find in the app's
    /// token files. Classes that restyle a whole frame (`.jobsite { --accent: … }`, `.paper { --accent: … }` on the phone
    /// frames) and one wrapper's properties (`.phone { --accent: … }`) stay tokens: they are the design's values.
    static func componentLocalNames(_ scopedOnly: [String: [Definition]], readers: [String: Set<String>]) -> Set<String> {
        var out: Set<String> = []
        for (name, defs) in scopedOnly where !defs.isEmpty && !defs.contains(where: \.themeScope) {
            let components = readers[name] ?? []
            let variants = defs.allSatisfy { d in
                !d.subjectClasses.isEmpty && d.subjectClasses.allSatisfy { Self.isVariant($0, of: components) }
            }
            guard variants else { continue }
            let values = Set(defs.map { CSSSerializer.serializeTrimmed($0.value) })
            guard values.count >= 2 else { continue }
            let selectorsByFile = Dictionary(grouping: defs, by: \.location.file).mapValues { Set($0.map(\.selectorText)) }
            if selectorsByFile.values.allSatisfy({ $0.count >= 2 }) { out.insert(name) }
        }
        return out
    }

    /// True when a selector's subject classes name a variant of one of `components`: the component's class beside a
    /// modifier (`.badge.is-ok`) or the component's class extended by one (`.chip-rose`, `.tag--vegan`, `.btn_primary`).
    static func isVariant(_ classes: [String], of components: Set<String>) -> Bool {
        classes.contains { c in
            components.contains { base in
                (c == base && classes.count >= 2) || (c.count > base.count + 1 && (c.hasPrefix(base + "-") || c.hasPrefix(base + "_")))
            }
        }
    }

    /// True when `later` replaces `first` as the page's value: `first` is declared on `:root` (or `html`, `body`) and
    /// `later`, in the same file, on a class or attribute the page's own `<html>`/`<body>` carries. The root elements
    /// inherit it, so nothing on that page ever shows `first`. In another file `first` may still be another page's
    /// value, and `later` is only a redefinition.
    private static func overrides(_ later: Definition, _ first: Definition) -> Bool {
        later.pageWide && !first.pageWide && later.location.file == first.location.file
    }

    /// Gives each light-named property its dark-named partner as its dark value, unless a selector or media
    /// query already gives it one. Both names still resolve in `var()` as written.
    private mutating func applyNameModes() {
        nameModes = NameModeTokens(light: light)
        for (name, partner) in nameModes.darkPartner where dark[name] == nil {
            if let d = light[partner] { dark[name] = d }
        }
    }

    /// Apply explicit light themes: a `.light-theme`/`[data-theme=light]`/light-media value is the light
    /// value; the unthemed global value it replaces is then the dark one (Astro: `:root` holds the dark
    /// theme, `.light-theme` the light one), unless the design gives an explicit dark value too.
    private mutating func applyExplicitLight(_ explicitLight: [String: Definition]) {
        for (name, l) in explicitLight {
            if let unthemed = light[name] {
                // The unthemed value is the dark one: no dark theme, or one that repeats it (`:root` and `.dark` alike).
                if l.lightBySelector, !Self.sameValue(unthemed, l), dark[name].map({ Self.sameValue($0, unthemed) }) ?? true {
                    darkByDefault.insert(name)
                }
                // Kept with `dark == false`: the value is dark only because a light theme replaces it.
                if !Self.sameValue(unthemed, l), dark[name] == nil { dark[name] = unthemed }
                redefinitions[name]?.removeAll { Self.sameValue($0, l) }
                if redefinitions[name]?.isEmpty == true { redefinitions[name] = nil }
            }
            light[name] = l
        }
    }

    /// True when two declarations give the same value as written, wherever they are.
    private static func sameValue(_ a: Definition, _ b: Definition) -> Bool {
        CSSSerializer.serializeTrimmed(a.value) == CSSSerializer.serializeTrimmed(b.value)
    }

    /// True when the design is dark by default: its unthemed values are its dark ones for three names or more, and
    /// for more names than a dark theme replaces (`darkByDefault`, `lightByDefault`), none of them the page's chrome.
    func isDarkByDefault(excluding chrome: Set<String>) -> Bool {
        let dark = darkByDefault.subtracting(chrome).count
        return dark >= 3 && dark > lightByDefault.subtracting(chrome).count
    }

    /// The global dark definition of `name` declared in `file`, nil when that file gives it none.
    func darkDefinition(of name: String, in file: String) -> Definition? {
        if let d = dark[name], d.location.file == file { return d }
        return laterDark[name]?.first { $0.location.file == file }
    }

    /// The global value of `name` in a scheme (dark falls back to light).
    func lookup(_ name: String, dark isDark: Bool) -> [CSSComponentValue]? {
        if isDark, let d = dark[name] { return d.value }
        if let l = light[name] { return l.value }
        // A property only ever declared under a selector still resolves, to its first value.
        return scoped[name]?.first { $0.dark == isDark }?.value ?? scoped[name]?.first?.value
    }
}
