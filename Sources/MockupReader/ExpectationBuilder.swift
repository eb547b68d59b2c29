import CSSEngine
import GapCheckModel

/// Turns the design's CSS into expectations: one per custom property (typography groups combined),
/// and one per distinct literal value of the rules (named after selector and property), with dark
/// variants, usage counts, screens and exact locations.
struct ExpectationBuilder {
    let rules: [StyleRule]
    /// Screens each rule styles (by rule index).
    let ruleScreens: [Set<String>]
    /// By rule index, the kinds of device frame the elements it styles are drawn in (`SurfaceUse`); nil when no page
    /// draws a frame for a known device (every use then counts as `elsewhere`).
    var ruleSurfaces: [SurfaceUse]? = nil
    let variables: VariableTable
    let rootFontSize: Double
    /// Rules that style only the page around the app (`PageChrome`): their values are no expectations; their
    /// `var()` references still count as uses.
    var pageChromeRules: Set<Int> = []
    /// Custom properties that style only the page around the app (`PageChrome`): left out, unless a rule
    /// of the app's part of the design uses their value.
    var pageChromeVariables: Set<String> = []
    /// When set, only values declared in these files are wanted (another mode of a token set, `SheetModes`):
    /// other files' properties are read only when they may be part of a text style.
    var onlyFiles: Set<String>? = nil
    /// True when every page of the design is drawn by a script gapcheck does not read (`AppFrames.isEmptyMountPage`):
    /// then a custom property no style rule uses shows nothing the screens paint, and its expectation is marked
    /// `unpainted`.
    var pagesDrawnByScript = false
    /// Rules that style only what a mocked terminal or editor prints (`PrintedSamples`), wherever they style something:
    /// a custom property only they use is the sample's colour (`Expectation.printedSample`).
    var printedSampleRules: Set<Int> = []
    /// Custom properties that paint a page's own background (`body { background: var(--ink) }`, `PageBackdrop`): a
    /// background, whatever their names say (`--ink`, `--paper`).
    var pageBackgroundVariables: Set<String> = []
    /// Words of a property that may be part of a text style.
    static let textStyleWords: Set<String> = [
        "font", "text", "type", "typography", "line", "letter", "weight", "size", "family", "leading", "tracking", "style"
    ]

    /// A value being collected before duplicates are merged.
    private struct Entry {
        var kind: ValueKind
        var role: ValueRole
        var name: String
        var source: ExpectationSource
        var light: DesignValue
        var dark: DesignValue?
        var location: SourceLocation
        var darkLocation: SourceLocation?
        var context: String?
        var screens: Set<String>
        var count: Int
        var notes: [String]
        /// Where the value is used: in frames of which devices, or elsewhere (`SurfaceUse`).
        var surfaces: SurfaceUse = .elsewhere
        var alternatives: [DesignAlternative] = []
        var alsoDeclaredIn: Set<String> = []
        /// A custom property of the page chrome; left out unless a literal of the design proves a use.
        var pageChrome = false
        /// A custom property only printed samples use (`Expectation.printedSample`).
        var printedSample = false
        /// A custom property of a script-drawn design that no style rule uses (`Expectation.unpainted`).
        var unpainted = false
        /// Written in `rem` (`Expectation.remWritten`).
        var remWritten = false

        func expectation() -> Expectation {
            var e = Expectation(
                kind: kind, name: name, source: source, role: role, light: light, dark: dark, screens: screens.sorted(),
                usageCount: count, location: location, darkLocation: darkLocation, context: context, notes: notes)
            if !alternatives.isEmpty { e.alternatives = alternatives }
            if !alsoDeclaredIn.isEmpty { e.alsoDeclaredIn = alsoDeclaredIn.sorted() }
            if unpainted { e.unpainted = true }
            if remWritten { e.remWritten = true }
            if printedSample { e.printedSample = true }
            e.drawnOnlyOn = surfaces.only
            return e
        }
    }

    // MARK: - Build

    /// The expectations; custom properties whose `var()` expansion hits gapcheck's bounds (see
    /// `CSSVariables.maxValues`, `maxNesting`) are left out with a warning in `diagnostics`.
    func build(diagnostics: inout [Diagnostic]) -> [Expectation] {
        var leftOut: [String] = []
        return build(diagnostics: &diagnostics, pageChromeLeftOut: &leftOut)
    }

    /// The expectations, as `build(diagnostics:)`; the names of the page-chrome custom properties left out
    /// are appended to `pageChromeLeftOut`.
    func build(diagnostics: inout [Diagnostic], pageChromeLeftOut: inout [String]) -> [Expectation] {

        // var() references: usage counts, screens, and which properties feed which.
        var usage: [String: Int] = [:]
        var varScreens: [String: Set<String>] = [:]
        var varSurfaces: [String: SurfaceUse] = [:]
        var feeds: [(from: String, to: String)] = []
        var usedAs: [String: [String: Int]] = [:]  // custom property → property name → count
        // Custom properties printed samples use, and those anything else uses (`printedSampleRules`).
        var printedUse: Set<String> = []
        var otherUse: Set<String> = []
        for (ri, r) in rules.enumerated() {
            for d in r.declarations {
                let refs = CSSBridge.references(d.value)
                for ref in Set(refs) {
                    usage[ref, default: 0] += 1
                    if d.name.hasPrefix("--") {
                        feeds.append((d.name, ref))
                    } else {
                        if printedSampleRules.contains(ri) { printedUse.insert(ref) } else { otherUse.insert(ref) }
                        varScreens[ref, default: []].formUnion(ruleScreens[ri])
                        varSurfaces[ref, default: []].formUnion(surfaces(ofRule: ri))
                        usedAs[ref, default: [:]][d.name, default: 0] += 1
                    }
                }
            }
        }
        // A dark-named partner's uses are uses of the token it is the dark value of.
        for (name, partner) in variables.nameModes.darkPartner {
            if let n = usage[partner] { usage[name, default: 0] += n }
            if let s = varScreens[partner] { varScreens[name, default: []].formUnion(s) }
            if let s = varSurfaces[partner] { varSurfaces[name, default: []].formUnion(s) }
            if let u = usedAs[partner] { for (k, v) in u { usedAs[name, default: [:]][k, default: 0] += v } }
        }
        // A property used on a screen uses the properties it refers to there as well.
        for _ in 0..<8 {
            var changed = false
            for (from, to) in feeds {
                let add = varScreens[from] ?? []
                if !add.isSubset(of: varScreens[to] ?? []) { varScreens[to, default: []].formUnion(add); changed = true }
                let uses = varSurfaces[from] ?? []
                if !uses.isSubset(of: varSurfaces[to] ?? []) { varSurfaces[to, default: []].formUnion(uses); changed = true }
                if let u = usedAs[from] { for (k, v) in u where usedAs[to]?[k] == nil { usedAs[to, default: [:]][k] = v; changed = true } }
            }
            if !changed { break }
        }

        // A property used through another is used where that one is: a worklist along the references.
        if !printedUse.isEmpty {
            var referenced: [String: [String]] = [:]
            for (from, to) in feeds { referenced[from, default: []].append(to) }
            func closed(_ seeds: Set<String>) -> Set<String> {
                var set = seeds
                var queue = Array(seeds)
                while let name = queue.popLast() {
                    for to in referenced[name] ?? [] where set.insert(to).inserted { queue.append(to) }
                }
                return set
            }
            printedUse = closed(printedUse)
            otherUse = closed(otherUse)
        }
        let printedOnly = printedUse.subtracting(otherUse)

        var entries: [Entry] = []
        var typographyGroups: [String: Int] = [:]  // group name → entry index
        var variableEntry: [String: Int] = [:]  // custom property → entry index

        // Custom properties, global first, then scoped ones not declared globally, but for a component's own variables.
        var definitions = Array(variables.light.values)
        for (name, defs) in variables.scoped where variables.light[name] == nil && !variables.componentLocal.contains(name) {
            if let first = defs.first(where: { !$0.dark }) { definitions.append(first) }
        }
        for (name, def) in variables.dark where variables.light[name] == nil && variables.scoped[name] == nil {
            definitions.append(def)
        }
        definitions.sort { ($0.location, $0.name) < ($1.location, $1.name) }

        var pendingTypography:
            [(def: VariableTable.Definition, group: String?, attribute: FontAttribute, light: [CSSComponentValue], dark: [CSSComponentValue]?)] = []

        // One memoizing substituter per scheme: a chain of n custom properties resolves once, not n times.
        let lightVars = CSSVariables.Substituter(lookup: { variables.lookup($0, dark: false) })
        let darkVars = CSSVariables.Substituter(lookup: { variables.lookup($0, dark: true) })
        let channelWrappers = BareColorChannels.wrappers(in: rules)
        // A web framework's theme slots beside the product's own token layer (shadcn/ui's `--sidebar-ring`,
        // `--chart-3` next to `--surfaces-*`), and the properties that only pass them on (Tailwind v4's
        // `@theme inline { --color-primary: var(--primary) }`): left out when unused, said once.
        let frameworkTheme = FrameworkThemeFilter(definitions: definitions, variables: variables, usedAs: usedAs)
        // A compiled Tailwind build's internals and the steps of its default theme (`--color-red-100` at Tailwind's
        // value): the framework's, never the design's named tokens. Said once.
        let tailwindDefaults = TailwindBuildDefaults.leftOut(definitions)
        if let d = TailwindBuildDefaults.diagnostic(tailwindDefaults, definitions) { diagnostics.append(d) }
        if let d = variables.nameModes.diagnostic { diagnostics.append(d) }
        // `--color-card: var(--card)` is `--card` under the name a utility class reads: one token, whose uses are its own.
        let aliases = NamespaceAliases.targets(of: definitions, variables: variables)
        for (alias, target) in aliases { usage[target, default: 0] += usage[alias] ?? 0 }
        for def in definitions {
            if frameworkTheme.names.contains(def.name) || tailwindDefaults.contains(def.name) || variables.nameModes.hidden.contains(def.name)
                || aliases[def.name] != nil
            {
                continue
            }
            if let only = onlyFiles, !only.contains(def.location.file),
                Set(NameWords.split(def.name)).isDisjoint(with: Self.textStyleWords)
            {
                continue
            }
            let base = def.dark ? (variables.dark[def.name]?.value ?? def.value) : def.value
            let lightValue: [CSSComponentValue]
            switch (def.dark ? darkVars : lightVars).substitute(base) {
            case .success(let v): lightValue = v
            case .failure(let e):
                // A `var()` bomb is cut off, not expanded; say so instead of dropping the property silently.
                if e == .tooLarge || e == .tooDeep {
                    diagnostics.append(Diagnostic(.warning, "\(def.name): \(e) (gapcheck's bound); left out of matching", at: def.location))
                }
                continue
            }
            let darkDef = def.global && !def.dark ? variables.dark[def.name] : variables.scoped[def.name]?.first(where: \.dark)
            let darkRaw = darkDef?.value ?? def.value
            let darkValue = CSSBridge.substitute(darkRaw, with: darkVars)
            // The name without the appearance or theme it carries (`NameModeTokens`), as the app names the token.
            let tokenName = variables.nameModes.tokenName[def.name] ?? def.name
            let words = NameWords.split(tokenName)
            let context = def.global ? nil : def.selectorText
            var notes: [String] = []
            if def.dark { notes.append("declared only for the dark scheme") }
            if let re = variables.redefinitions[def.name] {
                notes += re.map { "redeclared at \($0.location) as \(CSSSerializer.serialize($0.value))" }
            }

            // `--primary: 213 94% 68%` used as `hsl(var(--primary))`: the channels are the color.
            let channelLight = BareColorChannels.wrapped(lightValue, words: words, wrapper: channelWrappers[def.name])
            let colorLight = channelLight ?? lightValue
            let colorDark =
                channelLight == nil
                ? darkValue
                : darkValue.flatMap { BareColorChannels.wrapped($0, words: words, wrapper: channelWrappers[def.name]) }
            if let c = CSSBridge.color(colorLight)?.color {
                let outOfGamut = CSSBridge.color(colorLight)?.outOfGamut ?? false
                if outOfGamut { notes.append("outside sRGB, clamped") }
                var dark: DesignValue?
                var darkLocation: SourceLocation?
                if let dv = colorDark, let dc = CSSBridge.color(dv, dark: true)?.color, dc != c || darkDef != nil {
                    dark = .color(dc)
                    darkLocation = darkDef?.location ?? (dc != c ? def.location : nil)
                }
                if dark == nil, CSSBridge.usesLightDark(lightValue), let dc = CSSBridge.color(lightValue, dark: true)?.color {
                    dark = .color(dc); darkLocation = def.location
                }
                let role = pageBackgroundVariables.contains(def.name) ? .background : Self.colorRole(words: words, usedAs: usedAs[def.name] ?? [:])
                variableEntry[def.name] = entries.count
                var entry = Entry(
                    kind: .color, role: role, name: tokenName, source: .customProperty, light: .color(c), dark: dark,
                    location: def.location, darkLocation: darkLocation, context: context, screens: varScreens[def.name] ?? [],
                    count: usage[def.name] ?? 0, notes: notes, surfaces: SurfaceUse.used(varSurfaces[def.name]))
                entry.pageChrome = pageChromeVariables.contains(def.name)
                entry.printedSample = printedOnly.contains(def.name)
                // The same name with another value elsewhere (a second version of a page): a design conflict.
                if def.global, !def.dark {
                    entry.alsoDeclaredIn.formUnion(variables.repeatedIn[def.name] ?? [])
                    for re in variables.redefinitions[def.name] ?? [] {
                        guard let v = CSSBridge.substitute(re.value, with: lightVars), let rc = CSSBridge.color(v)?.color else { continue }
                        if rc == c {
                            if re.location.file != def.location.file { entry.alsoDeclaredIn.insert(re.location.file) }
                            continue
                        }
                        // The dark value the redefining file gives the name, if any: what that file asks of dark mode.
                        let altDark = variables.darkDefinition(of: def.name, in: re.location.file).flatMap { d in
                            CSSBridge.substitute(d.value, with: darkVars).flatMap { CSSBridge.color($0, dark: true)?.color }
                        }.map(DesignValue.color)
                        guard !entry.alternatives.contains(where: { $0.value == .color(rc) && $0.dark == altDark }) else { continue }
                        entry.alternatives.append(DesignAlternative(value: .color(rc), location: re.location, dark: altDark))
                    }
                }
                entries.append(entry)
                continue
            }
            let wordSet = Set(words)
            if !wordSet.isDisjoint(with: ["shadow", "elevation"]), let s = CSSBridge.shadow(lightValue, rootFontSize: rootFontSize) {
                var dark: DesignValue?
                if let dv = darkValue, let ds = CSSBridge.shadow(dv, rootFontSize: rootFontSize), ds != s { dark = .shadow(ds) }
                variableEntry[def.name] = entries.count
                entries.append(
                    Entry(
                        kind: .shadow, role: .shadow, name: tokenName, source: .customProperty, light: .shadow(s), dark: dark,
                        location: def.location, darkLocation: dark == nil ? nil : darkDef?.location, context: context,
                        screens: varScreens[def.name] ?? [], count: usage[def.name] ?? 0, notes: notes, surfaces: SurfaceUse.used(varSurfaces[def.name]),
                        pageChrome: pageChromeVariables.contains(def.name)))
                continue
            }
            // Text attributes that are neither a size nor a spacing step (Tokens Studio composite typography
            // flattened: `-paragraph-indent`, `-paragraph-spacing`, `-text-case`, `-text-decoration`).
            if Self.isNonSizeTextAttribute(words) { continue }
            // What the properties that use it say comes first: `--body-medium: 14px` in `font-size` is a
            // type size whatever its name; the name decides only for properties nobody uses that way.
            let rawUse = Self.lengthUse(usedAs[def.name] ?? [:])
            let use = rawUse == .other ? nil : rawUse
            let named =
                Self.fontAttribute(name: def.name, words: words, value: lightValue, rootFontSize: rootFontSize)
                ?? Self.referencedFontAttribute(def.value, value: lightValue, rootFontSize: rootFontSize)
            if case .font(let attribute)? = use {
                pendingTypography.append((def, named?.0 == attribute ? named?.1 : nil, attribute, lightValue, darkValue))
                continue
            }
            if use == nil, let (attribute, group) = named {
                pendingTypography.append((def, group, attribute, lightValue, darkValue))
                continue
            }
            guard let length = CSSBridge.length(lightValue, fontSize: rootFontSize, rootFontSize: rootFontSize) else { continue }
            // Media-query thresholds and layout widths (`--breakpoint-lg`, `--screen-md`, `--container-xl`) are
            // not steps of a spacing scale; a length used only to draw a shape (`clip-path`, `mask`,
            // `transform`) is not a radius or a spacing, whatever its name.
            if Self.isBreakpoint(words) || Self.isColumnWidth(words) || rawUse == .other && Self.onlyShapeUses(usedAs[def.name] ?? [:]) {
                continue
            }
            let kind: ValueKind
            if let use {
                switch use {
                case .radius: kind = .radius
                case .size: kind = .size
                default: kind = .spacing
                }
            } else if !wordSet.isDisjoint(with: ["radius", "radii", "rounded", "corner", "round"]) {
                kind = .radius
            } else if !wordSet.isDisjoint(with: ["border", "stroke", "outline", "divider", "hairline", "z", "opacity", "duration", "blur"]) {
                continue
            } else if !wordSet.isDisjoint(with: ["size", "width", "height", "tap", "target", "touch", "icon", "avatar", "hit", "min"]) {
                kind = .size
            } else {
                kind = .spacing
            }
            variableEntry[def.name] = entries.count
            var dark: DesignValue?
            if let dv = darkValue, let dl = CSSBridge.length(dv, fontSize: rootFontSize, rootFontSize: rootFontSize), dl != length { dark = .length(dl) }
            entries.append(
                Entry(
                    kind: kind, role: kind == .radius ? .radius : kind == .size ? .size : .spacing, name: tokenName,
                    source: .customProperty, light: .length(length), dark: dark, location: def.location,
                    darkLocation: dark == nil ? nil : darkDef?.location, context: context, screens: varScreens[def.name] ?? [],
                    count: usage[def.name] ?? 0, notes: notes, surfaces: SurfaceUse.used(varSurfaces[def.name]),
                    pageChrome: pageChromeVariables.contains(def.name)))
            entries[entries.count - 1].remWritten = CSSBridge.writtenInRem(lightValue)
        }

        if let d = frameworkTheme.diagnostic { diagnostics.append(d) }

        // Typography custom properties: `--font-title-large-size/-weight/-line-height` make one font.
        var groupMembers: [String: [Int]] = [:]
        for (i, p) in pendingTypography.enumerated() { if let g = p.group { groupMembers[g, default: []].append(i) } }
        for (i, p) in pendingTypography.enumerated() {
            let members: [Int]
            let name: String
            if let g = p.group, let m = groupMembers[g], m.contains(where: { pendingTypography[$0].attribute == .size }) {
                guard m.first == i else { continue }  // the group is emitted once, at its first member
                members = m
                name = g
            } else {
                members = [i]
                name = p.def.name
            }
            var font = FontSpec()
            var location = p.def.location
            var count = 0
            var screens: Set<String> = []
            var uses: SurfaceUse = []
            var remWritten = false
            for k in members where pendingTypography[k].attribute == .size {
                font.size = CSSBridge.fontSize(pendingTypography[k].light, parentSize: rootFontSize, rootFontSize: rootFontSize)
                location = pendingTypography[k].def.location
                remWritten = CSSBridge.writtenInRem(pendingTypography[k].light)
            }
            for k in members {
                let m = pendingTypography[k]
                let v = m.light
                switch m.attribute {
                case .size: break
                case .weight: font.weight = CSSBridge.fontWeight(v) ?? FontWeightName.weight(named: CSSSerializer.serialize(v))
                case .family: font.family = CSSBridge.fontFamily(v)
                case .lineHeight: CSSBridge.spacing(letterSpacing: nil, lineHeight: v, into: &font, rootFontSize: rootFontSize)
                case .letterSpacing: CSSBridge.spacing(letterSpacing: v, lineHeight: nil, into: &font, rootFontSize: rootFontSize)
                }
                count += usage[m.def.name] ?? 0
                screens.formUnion(varScreens[m.def.name] ?? [])
                uses.formUnion(varSurfaces[m.def.name] ?? [])
                variableEntry[m.def.name] = entries.count
            }
            typographyGroups[name] = entries.count
            let memberNames = members.map { pendingTypography[$0].def.name }
            entries.append(
                Entry(
                    kind: .typography, role: .font, name: name, source: .customProperty, light: .font(font), dark: nil,
                    location: location, darkLocation: nil, context: p.def.global ? nil : p.def.selectorText, screens: screens,
                    count: count, notes: memberNames.count > 1 ? ["from " + memberNames.joined(separator: ", ")] : [],
                    surfaces: SurfaceUse.used(uses), pageChrome: memberNames.allSatisfy(pageChromeVariables.contains)))
            entries[entries.count - 1].remWritten = remWritten
        }

        if pagesDrawnByScript {
            // A typography group is painted when any of its properties is used.
            var painted: Set<Int> = []
            for (name, index) in variableEntry where !(usedAs[name] ?? [:]).isEmpty { painted.insert(index) }
            for index in Set(variableEntry.values) where !painted.contains(index) { entries[index].unpainted = true }
        }
        entries += ruleEntries(
            ruleScreens: ruleScreens, variableEntries: &entries, variableEntry: variableEntry, frameworkNames: frameworkTheme.names.union(tailwindDefaults))
        pageChromeLeftOut += entries.filter(\.pageChrome).map(\.name)
        entries.removeAll(where: \.pageChrome)
        return entries.map { $0.expectation() }.sorted { a, b in
            (a.kind, a.name, a.location) < (b.kind, b.name, b.location)
        }
    }

    // MARK: - Rule literals

    private static let colorRoles: [String: ValueRole] = [
        "color": .text, "background-color": .background, "border-color": .border, "border-top-color": .border,
        "border-right-color": .border, "border-bottom-color": .border, "border-left-color": .border, "outline-color": .border,
        "fill": .fill, "stroke": .fill, "accent-color": .fill, "column-rule-color": .border, "text-decoration-color": .text
    ]
    private static let spacingProperties: Set<String> = [
        "padding-top", "padding-right", "padding-bottom", "padding-left", "margin-top", "margin-right", "margin-bottom",
        "margin-left", "row-gap", "column-gap"
    ]
    private static let radiusProperties: Set<String> = [
        "border-top-left-radius", "border-top-right-radius", "border-bottom-right-radius", "border-bottom-left-radius"
    ]
    private static let sizeProperties: Set<String> = ["width", "height", "min-width", "min-height"]

    /// Entries for literal values in rules, keyed by (selector, longhand) so dark rules attach to light ones,
    /// then merged by (kind, value, role).
    /// `frameworkNames` are the custom properties left out as a framework's (`--text-sm` of a Tailwind build): a rule
    /// whose font size is one of them (`.text-sm { font-size: var(--text-sm) }`) is the framework's utility, no type style.
    private func ruleEntries(
        ruleScreens: [Set<String>], variableEntries entries: inout [Entry], variableEntry: [String: Int], frameworkNames: Set<String> = []
    ) -> [Entry] {
        var keyed: [String: Entry] = [:]
        var keyOrder: [String] = []
        let lightVars = CSSVariables.Substituter(lookup: { variables.lookup($0, dark: false) })

        // Typography entries per rule (font-size present).
        var fonts: [Entry] = []

        for (ri, r) in rules.enumerated() where !r.highContrast && !pageChromeRules.contains(ri) {
            if let only = onlyFiles, !only.contains(r.location.file) { continue }
            let selectorKey = r.selectors.map(\.text).joined(separator: ", ")
            let tappable = r.selectors.contains(where: Self.isTappable)
            var expanded: [StyleDeclaration] = []
            for d in r.declarations where !d.name.hasPrefix("--") { expanded += CSSBridge.expand(d).filter { $0.name != "background-image" } }

            if !r.dark, let sizeDecl = expanded.last(where: { $0.name == "font-size" }) {
                if let f = font(of: expanded, variables: lightVars) {
                    if let ref = CSSBridge.references(sizeDecl.value).first, let vi = variableEntry[ref], entries[vi].kind == .typography {
                        entries[vi].screens.formUnion(ruleScreens[ri])
                        entries[vi].surfaces.formUnion(surfaces(ofRule: ri))
                    } else if let ref = CSSBridge.references(sizeDecl.value).first, frameworkNames.contains(ref) {
                        // The framework's utility: its size is a step of the framework's scale, not a style the design named.
                    } else {
                        let name = r.selectors.first.map(\.subjectName) ?? r.selectorText
                        fonts.append(
                            Entry(
                                kind: .typography, role: .font, name: name, source: .cssRule, light: .font(f), dark: nil,
                                location: sizeDecl.location, darkLocation: nil, context: r.selectorText, screens: ruleScreens[ri],
                                count: 1, notes: [], surfaces: surfaces(ofRule: ri)))
                    }
                }
            }

            // Longhands whose values are all equal carry the shorthand's name.
            var shorthandValues: [String: Set<String>] = [:]
            for d in expanded { if let s = d.shorthand { shorthandValues[s, default: []].insert(d.valueText) } }
            var seenInDeclaration: Set<String> = []

            for d in expanded {
                // Values through var() belong to the custom property.
                if !CSSBridge.references(d.value).isEmpty { continue }
                let kind: ValueKind
                let role: ValueRole
                var value: DesignValue
                var notes: [String] = []
                if let cr = Self.colorRoles[d.name] {
                    guard let parsed = CSSBridge.color(d.value, dark: r.dark), let c = parsed.color, c.alpha > 0 else { continue }
                    if parsed.outOfGamut { notes.append("outside sRGB, clamped") }
                    kind = .color; role = cr; value = .color(c)
                } else if Self.spacingProperties.contains(d.name) {
                    guard let l = CSSBridge.length(d.value, fontSize: rootFontSize, rootFontSize: rootFontSize), l > 0 else { continue }
                    kind = .spacing; role = .spacing; value = .length(l)
                } else if Self.radiusProperties.contains(d.name) {
                    guard let l = CSSBridge.length(d.value, fontSize: rootFontSize, rootFontSize: rootFontSize), l > 0 else { continue }
                    kind = .radius; role = .radius; value = .length(l)
                } else if Self.sizeProperties.contains(d.name), tappable {
                    guard let l = CSSBridge.length(d.value, fontSize: rootFontSize, rootFontSize: rootFontSize), l > 0 else { continue }
                    kind = .size; role = .size; value = .length(l)
                } else if d.name == "box-shadow" {
                    guard let s = CSSBridge.shadow(d.value, rootFontSize: rootFontSize) else { continue }
                    kind = .shadow; role = .shadow; value = .shadow(s)
                } else {
                    continue
                }
                let property: String
                if let s = d.shorthand, shorthandValues[s]?.count == 1 { property = s } else { property = d.name }
                let dedupe = property + "|" + value.description
                if !seenInDeclaration.insert(dedupe).inserted { continue }
                let key = selectorKey + "|" + property
                if r.dark {
                    if var e = keyed[key] {
                        if e.dark == nil, e.light != value {
                            e.dark = value
                            e.darkLocation = d.location
                            keyed[key] = e
                        }
                        continue
                    }
                    // A dark value with no light counterpart on the same selector: the light value is inherited or default.
                    notes.append("dark-scheme rule with no light value on the same selector")
                    keyOrder.append(key + "|dark")
                    keyed[key + "|dark"] = Entry(
                        kind: kind, role: role, name: selectorKey + " " + property,
                        source: .cssRule, light: value, dark: value, location: d.location, darkLocation: d.location,
                        context: r.selectorText, screens: ruleScreens[ri], count: 1, notes: notes, surfaces: surfaces(ofRule: ri))
                    continue
                }
                if var e = keyed[key] {
                    e.count += 1
                    e.screens.formUnion(ruleScreens[ri])
                    e.surfaces.formUnion(surfaces(ofRule: ri))
                    keyed[key] = e
                    continue
                }
                keyOrder.append(key)
                keyed[key] = Entry(
                    kind: kind, role: role, name: r.selectorText + " " + property, source: .cssRule, light: value, dark: nil,
                    location: d.location, darkLocation: nil, context: r.selectorText, screens: ruleScreens[ri], count: 1, notes: notes,
                    surfaces: surfaces(ofRule: ri))
            }
        }

        // Literal colors equal to a global custom property are uses of that property.
        var byColor: [String: Int] = [:]
        for (i, e) in entries.enumerated() where e.kind == .color && e.source == .customProperty && e.context == nil {
            if let c = e.light.color, byColor[c.hex] == nil { byColor[c.hex] = i }
        }
        var merged: [Entry] = []
        var index: [String: Int] = [:]
        for key in keyOrder {
            guard let e = keyed[key] else { continue }
            if e.kind == .color, e.dark == nil, let c = e.light.color, let vi = byColor[c.hex] {
                entries[vi].count += e.count
                entries[vi].screens.formUnion(e.screens)
                entries[vi].surfaces.formUnion(e.surfaces)
                entries[vi].pageChrome = false
                continue
            }
            let k = "\(e.kind)|\(e.role)|\(e.light.description)|\(e.dark?.description ?? "")"
            if let i = index[k] {
                merged[i].count += e.count
                merged[i].screens.formUnion(e.screens)
                merged[i].surfaces.formUnion(e.surfaces)
                if e.location < merged[i].location {
                    let keep = merged[i]
                    merged[i] = e
                    merged[i].count = keep.count
                    merged[i].screens = keep.screens
                    merged[i].surfaces = keep.surfaces.union(e.surfaces)
                }
                continue
            }
            index[k] = merged.count
            merged.append(e)
        }
        // Typography: one entry per distinct font.
        var fontIndex: [FontSpec: Int] = [:]
        for (i, e) in entries.enumerated() where e.kind == .typography { if let f = e.light.font, fontIndex[f] == nil { fontIndex[f] = -1 - i } }
        for f in fonts {
            guard let spec = f.light.font else { continue }
            if let i = fontIndex[spec] {
                if i < 0 {
                    entries[-1 - i].count += 1
                    entries[-1 - i].screens.formUnion(f.screens)
                    entries[-1 - i].surfaces.formUnion(f.surfaces)
                    entries[-1 - i].pageChrome = false
                } else {
                    merged[i].count += 1
                    merged[i].screens.formUnion(f.screens)
                    merged[i].surfaces.formUnion(f.surfaces)
                }
                continue
            }
            fontIndex[spec] = merged.count
            merged.append(f)
        }
        return merged
    }

    /// The kinds of device frame the elements rule `ri` styles are drawn in; `elsewhere` when not known.
    private func surfaces(ofRule ri: Int) -> SurfaceUse {
        guard let r = ruleSurfaces, ri < r.count else { return .elsewhere }
        return SurfaceUse.used(r[ri])
    }

    /// The font a rule sets: size (required), weight, family, line height and letter spacing.
    private func font(of decls: [StyleDeclaration], variables: CSSVariables.Substituter) -> FontSpec? {
        func value(_ name: String) -> [CSSComponentValue]? {
            decls.last(where: { $0.name == name }).flatMap { CSSBridge.substitute($0.value, with: variables) }
        }
        guard let sizeValue = value("font-size") else { return nil }
        guard let size = CSSBridge.fontSize(sizeValue, parentSize: rootFontSize, rootFontSize: rootFontSize) else { return nil }
        var f = FontSpec(size: size)
        f.weight = value("font-weight").flatMap { CSSBridge.fontWeight($0) }
        f.family = value("font-family").flatMap(CSSBridge.fontFamily)
        CSSBridge.spacing(letterSpacing: value("letter-spacing"), lineHeight: value("line-height"), into: &f, rootFontSize: rootFontSize)
        if let style = value("font-style"), style.contains(where: { $0.isIdent("italic") }) { f.italic = true }
        return f
    }

    // MARK: - Classification

    /// True for the text attributes of a composite type token that are not sizes: paragraph indent and
    /// spacing, text case and decoration, font stretch and style; and for CSS's lengths of text that are no font size
    /// (`TextMetricWords.nonSizeTextLengths`: a `--text-indent: 80px` is a paragraph's indent, not an 80pt text style).
    static func isNonSizeTextAttribute(_ words: [String]) -> Bool {
        guard let last = words.last else { return false }
        let previous = words.count > 1 ? words[words.count - 2] : ""
        switch (previous, last) {
        case ("paragraph", "indent"), ("paragraph", "spacing"), ("text", "case"), ("text", "decoration"), ("text", "transform"),
            ("font", "stretch"), ("font", "style"):
            return true
        default:
            // CSS's own lengths of text that are no size of it, wherever in the name (`--text-indent`, `--text-indent-lg`,
            // `--word-spacing`, `--link-underline-offset`, `--text-decoration-thickness`).
            return TextMetricWords.namesNonSizeTextLength(words)
        }
    }

    /// What a length custom property is, by the properties that use it.
    enum LengthUse: Equatable {
        case font(FontAttribute)
        case spacing, radius, size
        /// Used only by properties that are none of those (`border-width`, `z-index`, `transition`).
        case other
    }

    /// Size tiers of breakpoint and container names (`--screen-md`, `--container-2xl`).
    static let sizeTiers: Set<String> = [
        "xs", "sm", "md", "lg", "xl", "xxl", "xxxl", "2xl", "3xl", "4xl", "5xl", "6xl", "7xl", "small", "medium", "large",
        "mobile", "phone", "tablet", "desktop", "wide", "max", "min", "narrow", "compact", "regular", "2", "3", "4", "5", "6", "7",
        "s", "m", "l", "xxs", "laptop", "watch", "tv", "width", "widths"
    ]

    /// Grid column widths (`--1column-mobile`, `--col-4-width`, `--columns-12`): a layout's measure, not a step of
    /// the spacing scale. A column's gap or gutter (`--column-gap`) is spacing.
    static func isColumnWidth(_ words: [String]) -> Bool {
        words.contains { ["column", "columns", "col", "cols"].contains($0) }
            && words.allSatisfy { !["gap", "gutter", "gutters", "spacing", "space", "padding", "margin", "inset"].contains($0) }
    }

    /// True for a media-query threshold or layout width's name: `breakpoint`/`bp`/`viewport` anywhere, or
    /// `screen`/`container`/`device` followed only by a size tier (`--screen-md`, `--devices-xs`, not
    /// `--screen-padding`).
    static func isBreakpoint(_ words: [String]) -> Bool {
        if words.contains(where: { ["breakpoint", "breakpoints", "bp", "viewport", "vw"].contains($0) }) { return true }
        guard let i = words.firstIndex(where: { ["screen", "screens", "container", "containers", "device", "devices"].contains($0) }) else { return false }
        let rest = words[(i + 1)...]
        return !rest.isEmpty && rest.allSatisfy(sizeTiers.contains)
    }

    /// True when every property using a length draws a shape, moves a box or filters what is drawn (`clip-path`,
    /// `mask`, `transform`, `translate`, a `blur()` in `filter` or `backdrop-filter`), so its name says nothing about
    /// radius or spacing.
    static func onlyShapeUses(_ usedAs: [String: Int]) -> Bool {
        !usedAs.isEmpty
            && usedAs.keys.allSatisfy { p in
                let p = p.lowercased()
                return ["clip-path", "transform", "translate", "rotate", "scale", "shape-outside", "offset-path", "offset-distance"].contains(p)
                    || p.hasPrefix("mask") || p.hasPrefix("-webkit-mask") || p.hasPrefix("-webkit-clip-path")
                    || ["filter", "backdrop-filter", "-webkit-filter", "-webkit-backdrop-filter"].contains(p)
            }
    }

    /// The use most of a custom property's uses agree on; nil when nothing uses it through `var()`.
    /// Ties go to typography, then radius, then spacing, then size: the kinds a name is least likely to say.
    static func lengthUse(_ usedAs: [String: Int]) -> LengthUse? {
        guard !usedAs.isEmpty else { return nil }
        var counts: [String: Int] = [:]
        var fontCounts: [FontAttribute: Int] = [:]
        for (property, n) in usedAs {
            let p = property.lowercased()
            switch p {
            case "font-size", "font": fontCounts[.size, default: 0] += n
            case "line-height": fontCounts[.lineHeight, default: 0] += n
            case "letter-spacing": fontCounts[.letterSpacing, default: 0] += n
            default:
                if p.hasPrefix("border") && p.hasSuffix("radius") {
                    counts["radius", default: 0] += n
                } else if p.hasPrefix("padding") || p.hasPrefix("margin") || p.hasSuffix("gap") || p.hasPrefix("inset")
                    || p.hasPrefix("scroll-padding") || p.hasPrefix("scroll-margin") || ["top", "right", "bottom", "left"].contains(p)
                {
                    counts["spacing", default: 0] += n
                } else if ["width", "height", "min-width", "min-height", "max-width", "max-height", "flex-basis", "block-size", "inline-size"].contains(p) {
                    counts["size", default: 0] += n
                } else {
                    counts["other", default: 0] += n
                }
            }
        }
        let font = fontCounts.values.reduce(0, +)
        let best = max(font, counts.values.max() ?? 0)
        guard best > 0 else { return nil }
        if font == best, let attribute = fontCounts.max(by: { ($0.value, $1.key.rank) < ($1.value, $0.key.rank) })?.key {
            return .font(attribute)
        }
        for (key, use) in [("radius", LengthUse.radius), ("spacing", .spacing), ("size", .size), ("other", .other)] where counts[key] == best {
            return use
        }
        return nil
    }

    /// Which part of a font a custom property sets.
    enum FontAttribute: Equatable, Hashable {
        case size, weight, family, lineHeight, letterSpacing
        /// Tie-break order: size first.
        var rank: Int {
            switch self {
            case .size: 0
            case .lineHeight: 1
            case .letterSpacing: 2
            case .weight: 3
            case .family: 4
            }
        }
    }

    /// The font attribute of a typography custom property, and the group it belongs to when the
    /// attribute ends the name (`--font-title-large-size` → `--font-title-large`).
    /// The font attribute of the one property a value only refers to (`--body-huge: var(--font-size-500)` is a type
    /// size, whatever its own name says), with no group of its own; nil for any other value.
    static func referencedFontAttribute(_ raw: [CSSComponentValue], value: [CSSComponentValue], rootFontSize: Double) -> (FontAttribute, String?)? {
        let significant = raw.filter { if case .whitespace = $0.kind { return false } else { return true } }
        guard significant.count == 1, significant[0].function?.name.lowercased() == "var", let ref = CSSBridge.references(raw).first,
            let (attribute, _) = fontAttribute(name: ref, words: NameWords.split(ref), value: value, rootFontSize: rootFontSize)
        else { return nil }
        return (attribute, nil)
    }

    static func fontAttribute(name: String, words: [String], value: [CSSComponentValue], rootFontSize: Double) -> (FontAttribute, String?)? {
        let w = Set(words)
        let typographic = !w.isDisjoint(with: [
            "font", "text", "type", "typography", "leading", "tracking", "letter", "line", "fs", "heading", "display", "headline", "title", "body", "caption",
            "label"
        ])
        guard typographic else { return nil }
        let attribute: FontAttribute
        let suffixes: [String]
        if w.contains("weight") || w.contains("fw") {
            attribute = .weight; suffixes = ["weight", "fw"]
        } else if w.contains("family") || w.contains("ff") {
            attribute = .family; suffixes = ["family", "ff"]
        } else if (w.contains("line") && !w.isDisjoint(with: ["height", "heights"]))
            || !w.isDisjoint(with: ["leading", "leadings", "lh", "lineheight", "lineheights"])
        {
            // A scale of line heights names its group in the plural (`--typography-line-heights-heading: 1.1rem`); a
            // flattened Figma export writes it as one word (`--body-font-body-lineheight`).
            attribute = .lineHeight; suffixes = ["line-height", "lineheight", "leading", "lh"]
        } else if (w.contains("letter") && !w.isDisjoint(with: ["spacing", "spacings"])) || !w.isDisjoint(with: ["tracking", "letterspacing"]) {
            attribute = .letterSpacing; suffixes = ["letter-spacing", "letterspacing", "tracking"]
        } else {
            // A length under a font-ish name is a size (`--text-sm`, `--font-size-lg`, `--font-title-size`).
            // A type-scale step (`--body-medium`, `--headline-lg`, `--title-2`) is a size by its name too.
            let scaleStep =
                !w.isDisjoint(with: ["display", "headline", "title", "body", "label", "caption", "footnote", "callout", "subheadline", "heading"])
                && (!w.isDisjoint(with: ["large", "medium", "small", "lg", "md", "sm", "xl", "xs", "xxl", "regular"])
                    || words.last.map { Int($0) != nil } == true)
            guard CSSBridge.length(value, fontSize: rootFontSize, rootFontSize: rootFontSize) != nil,
                w.contains("font") || w.contains("text") || w.contains("size") || w.contains("fs") || w.contains("typography") || scaleStep
            else {
                if CSSBridge.fontFamily(value) != nil, w.contains("font") { return (.family, nil) }
                return nil
            }
            // Not a spacing that happens to mention "title" (`--title-gap`).
            if !w.isDisjoint(with: ["gap", "padding", "margin", "space", "spacing", "radius", "width", "inset"]) { return nil }
            // Nor the dimension of a thing (`--badge-height-size`, `--text-skeleton-height-size`, `--avatar-size`),
            // unless type is what it sizes (`--badge-font-size`, `--icon-text-size`, the `--text-*` namespace:
            // `--text-badge-md`).
            let sizedWord = words.last.map { ["size", "fs"].contains($0) } == true ? words.dropLast().last : nil
            let typeWords: Set<String> = ["text", "type"]
            let typeSized =
                w.contains("font") || w.contains("typography") || words.first.map(typeWords.contains) == true
                || sizedWord.map(typeWords.contains) == true
            if !typeSized, !w.isDisjoint(with: ["height", "icon", "badge", "avatar", "skeleton"]) { return nil }
            attribute = .size; suffixes = ["size", "fs"]
        }
        let lower = name.lowercased()
        for s in suffixes where lower.hasSuffix("-" + s) || lower.hasSuffix("_" + s) {
            let group = String(name.dropLast(s.count + 1))
            if group.count > 2, group != "--font", group != "--text" { return (attribute, group) }
        }
        return (attribute, nil)
    }

    /// The role of a color custom property from its name, else from the properties that use it.
    static func colorRole(words: [String], usedAs: [String: Int]) -> ValueRole {
        for w in words.reversed() {
            switch w {
            case "text", "foreground", "fg", "on", "ink", "heading", "link": return .text
            case "background", "bg", "surface", "canvas", "backdrop", "card", "page": return .background
            case "border", "stroke", "outline", "divider", "separator", "hairline", "rule": return .border
            case "fill", "icon": return .fill
            case "shadow": return .shadow
            default: continue
            }
        }
        let counts = usedAs.reduce(into: [ValueRole: Int]()) { acc, kv in
            if let r = colorRoles[kv.key]
                ?? (kv.key == "background"
                    ? .background : kv.key.hasPrefix("border") ? .border : ["box-shadow", "text-shadow"].contains(kv.key) ? .shadow : nil)
            {
                acc[r, default: 0] += kv.value
            }
        }
        return counts.max { ($0.value, $1.key.rawValue) < ($1.value, $0.key.rawValue) }?.key ?? .other
    }

    /// True when a selector styles something tappable (buttons, links, switches, `.btn`...).
    static func isTappable(_ s: Selector) -> Bool {
        guard let subject = s.subject else { return false }
        if let t = subject.tag, ["button", "a", "input", "select", "summary"].contains(t) { return true }
        if subject.attributes.contains(where: { $0.name == "role" && ["button", "switch", "tab", "link", "checkbox"].contains($0.value ?? "") }) { return true }
        return subject.classes.contains { c in
            let w = Set(NameWords.split(c))
            return !w.isDisjoint(with: ["btn", "button", "toggle", "switch", "tap", "fab", "chip", "tab", "link", "checkbox"])
        }
    }
}
