import Foundation
import GapCheckModel

/// Design variables exported keyed by mode name, the way Figma's variables are exported by plugins ("Figma Variables to
/// JSON", grouped by variant) and by hand: `{"mapped": {"textPrimary": {"light": "#1c1e21", "dark": "#ffffff"}},
/// "responsive": {"sm": {"mobile": 8, "desktop": 12}}, "brand": {"blue500": {"Mode 1": "#3a5d85"}}}`.
///
/// Rule: a JSON whose every leaf is a *mode object* (an object of plain values, colors, numbers, lengths or aliases, under a
/// collection and a variable name), where all the mode objects of one top-level collection have the same keys, is such an
/// export: each key path is a token and each key a mode. The mode names decide what the modes are, as the appearance names of
/// Tokens Studio themes do (`TokenSetSelection`): `light`/`dark` (any case, `Light mode`, `Night`) are the two appearances, a
/// single mode (`mode1`, `Default`, `Value`) is the one appearance, and other modes (`mobile`/`desktop`, `compact`/`regular`,
/// brands) are variants, of which the one an Apple phone app would use (`iOS`, `mobile`, `phone`, `compact`) is compared, else
/// the first, said in a warning. Modes that name neither an appearance, a single default nor a platform or size are read only
/// when the file names itself tokens (its name or `$schema`) and each collection holds more variables than modes: a
/// localisation keyed by language (`{"home": {"title": {"en": "Hi", "nb": "Hei"}}}`) or a configuration keyed by environment
/// (`{"api": {"timeout": {"dev": 30, "prod": 60}}}`) is none (its values are no token values, or its keys name no modes).
enum ModeValueTokens {
    /// The tokens read and the warnings about the modes chosen.
    struct Read {
        var raws: [DesignTokenFile.RawToken]
        /// One sentence per collection whose modes are variants: which was compared.
        var notes: [String]
    }

    /// Most modes a mode object has (Figma allows a handful per collection; more keys are a map, not modes).
    static let maxModes = 12

    /// Words of a single mode's name that say it is the only one (`Mode 1`, `Default`, `Value`, `Base`).
    static let singleModeWords: Set<String> = ["mode", "1", "default", "value"]

    /// Words of modes that are variants of layout or platform (screen sizes, size classes, platforms).
    static let variantWords: Set<String> = [
        "mobile", "phone", "iphone", "tablet", "ipad", "desktop", "web", "ios", "android", "compact", "regular", "small", "medium",
        "large", "sm", "md", "lg", "xl", "watch", "tv", "native", "app"
    ]

    /// Words of the variant an Apple phone app uses.
    static let phoneWords: Set<String> = ["ios", "iphone", "phone", "mobile", "compact", "apple", "native", "app"]

    /// The tokens of `root` (the file `path`) when it is a mode-keyed variable export, else nil; `locator` gives the modes'
    /// order as written (the first mode is the default variant).
    static func read(_ root: [String: Any], locator: JSONKeyLocator?, path: String) -> Read? {
        if let response = FigmaRESTVariables.convert(root) { return read(response) }
        return read(
            root, namesTokens: PlainValueTokens.namesTokens(root, path: path), plainShape: PlainValueTokens.isPlainShape(root),
            order: { modes, object in ordered(modes, at: object.path, locator: locator) })
    }

    /// The tokens of a Figma REST API response (`FigmaRESTVariables`), each placed at its variable in the response.
    static func read(_ response: FigmaRESTVariables.Converted) -> Read? {
        guard
            var read = read(
                response.tree, namesTokens: true, plainShape: false,
                order: { modes, object in
                    let written = response.modeOrder[object.path[0]] ?? []
                    return written.filter(modes.contains) + modes.subtracting(written).sorted()
                })
        else { return nil }
        for i in read.raws.indices {
            let raw = read.raws[i]
            guard let place = response.places[raw.path.joined(separator: ".")] else { continue }
            read.raws[i].fullPath = place
            let ids = response.modeIDs[raw.path[0]] ?? [:]
            if let (d, keyPath) = raw.dark, let mode = keyPath.last, let id = ids[mode] {
                read.raws[i].dark = (d, place + ["valuesByMode", id])
            }
            read.raws[i].variants = raw.variants.map { v in (v.name, v.value, ids[v.name].map { place + ["valuesByMode", $0] } ?? place) }
        }
        return read
    }

    /// The tokens of the mode-keyed tree `root`; `namesTokens` when the file says it holds tokens, `plainShape` when its groups
    /// are kinds of values (`PlainValueTokens`); `order` puts a collection's modes in their written order.
    private static func read(
        _ root: [String: Any], namesTokens: Bool, plainShape: Bool, order: (Set<String>, ModeObject) -> [String]
    ) -> Read? {
        guard let collections = modeObjects(root) else { return nil }
        var raws: [DesignTokenFile.RawToken] = []
        var notes: [String] = []
        var tokenLike = 0
        var palettes: Set<String> = []
        var appearances: Set<String> = []
        var variantCollections: Set<String> = []
        var values = 0
        for (collection, objects) in collections.sorted(by: { $0.key < $1.key }) {
            let modes = order(Set(objects[0].modes.keys), objects[0])
            guard objects.allSatisfy({ Set($0.modes.keys) == Set(modes) }) else { return nil }
            let choice = choose(modes)
            if choice == nil, !(namesTokens && !plainShape && objects.count > modes.count) { return nil }
            // A mode object under a group named for an appearance (`color.dark.primary`) is a theme group's tokens, not modes.
            if modes.contains(where: { TokenSetSelection.appearance(TokenSetSelection.words($0)) != nil }),
                objects.contains(where: { $0.path.dropLast().contains { DesignTokenFile.themeGroup($0) != nil } })
            {
                return nil
            }
            let (light, dark) = (choice?.light ?? modes[0], choice?.dark)
            if dark != nil { appearances.insert(collection) } else if choice?.isAppearance == true, modes.count == 1 { palettes.insert(collection) }
            if choice?.isAppearance != true, modes.count > 1 {
                variantCollections.insert(collection)
                notes.append(
                    "Figma variable collection `\(collection)` has the modes \(modes.map { "`\($0)`" }.joined(separator: ", ")), which are no appearances: its `\(light)` values are compared\(choice == nil || !phoneMode(light) ? " (the first mode; none names the phone app's)" : "")"
                )
            }
            for o in objects {
                for v in o.modes.values {
                    values += 1
                    if isTokenValue(v) { tokenLike += 1 }
                }
                guard let value = o.modes[light], var raw = PlainValueTokens.leaf(value, path: o.path) else { continue }
                if let dark, let d = o.modes[dark] { raw.dark = (d, o.path + [dark]) }
                // Variants (not appearances): every mode's value, the compared one first, for `Expectation.modes`.
                if choice?.isAppearance != true, modes.count > 1 {
                    raw.variants = ([light] + modes.filter { $0 != light }).compactMap { m in o.modes[m].map { (m, $0, o.path + [m]) } }
                }
                raws.append(raw)
            }
        }
        // Token values, nearly all: a few strings (a font family, a label) may sit among them; words of a text file may not.
        guard values > 0, tokenLike * 10 >= values * 9, !raws.isEmpty else { return nil }
        let steps = markingUnusedPaletteSteps(resolvingShortAliases(raws), paletteCollections: palettes, appearanceCollections: appearances)
        return Read(raws: markingPrimitiveNumbers(steps, paletteCollections: palettes, variantCollections: variantCollections), notes: notes)
    }

    /// `raws` with the numbers of the single-mode `paletteCollections` that no token of the `variantCollections` (modes
    /// such as `mobile`/`desktop`) aliases marked as steps of the largest of those (`DesignToken.paletteOf`): beside a
    /// collection whose modes say which value each screen size uses, a one-mode collection of numbers (`brand.scale12`)
    /// is the primitives' raw scale it draws from, which apps need not declare.
    static func markingPrimitiveNumbers(
        _ raws: [DesignTokenFile.RawToken], paletteCollections: Set<String>, variantCollections: Set<String>
    ) -> [DesignTokenFile.RawToken] {
        let sizes = Dictionary(grouping: raws.filter { variantCollections.contains($0.path[0]) }, by: { $0.path[0] }).mapValues(\.count)
        guard let modal = sizes.max(by: { ($0.value, $1.key) < ($1.value, $0.key) })?.key, !paletteCollections.isEmpty else { return raws }
        var usedNames: Set<String> = []
        for r in raws where variantCollections.contains(r.path[0]) {
            for v in [r.value] + r.variants.map(\.value) {
                if let s = v as? String, let name = DesignTokenFile.aliasName(s) { usedNames.insert(name) }
            }
        }
        return raws.map { r in
            guard paletteCollections.contains(r.path[0]), r.paletteOf == nil, r.type != "color", r.type != "fontFamily",
                (r.value as? String).flatMap(DesignTokenFile.aliasName) == nil, !usedNames.contains(r.path.joined(separator: "."))
            else { return r }
            var r = r
            r.paletteOf = modal
            return r
        }
    }

    /// `raws` with the colors of the single-mode `paletteCollections` that no color of the light/dark `appearanceCollections`
    /// uses (by value or by alias) marked as palette steps of the first of those (`DesignToken.paletteOf`): Figma's primitives,
    /// which the semantic colors draw from and apps need not declare.
    static func markingUnusedPaletteSteps(
        _ raws: [DesignTokenFile.RawToken], paletteCollections: Set<String>, appearanceCollections: Set<String>
    ) -> [DesignTokenFile.RawToken] {
        // The light/dark collection named is the one with the most tokens (the semantic colors, not a component's few).
        let sizes = Dictionary(grouping: raws.filter { appearanceCollections.contains($0.path[0]) }, by: { $0.path[0] }).mapValues(\.count)
        guard let semantic = sizes.max(by: { ($0.value, $1.key) < ($1.value, $0.key) })?.key, !paletteCollections.isEmpty else { return raws }
        var usedColors: Set<Color> = []
        var usedNames: Set<String> = []
        for r in raws where appearanceCollections.contains(r.path[0]) {
            for v in [r.value] + (r.dark.map { [$0.0] } ?? []) {
                if let s = v as? String, let name = DesignTokenFile.aliasName(s) { usedNames.insert(name) }
                if let c = TokenValueDecoder.color(v) { usedColors.insert(c) }
            }
        }
        return raws.map { r in
            guard paletteCollections.contains(r.path[0]), r.type == "color", let c = TokenValueDecoder.color(r.value), !usedColors.contains(c),
                !usedNames.contains(r.path.joined(separator: "."))
            else { return r }
            var r = r
            r.paletteOf = semantic
            return r
        }
    }

    /// One variable: its key path and its value per mode.
    struct ModeObject {
        var path: [String]
        var modes: [String: Any]
    }

    /// The mode objects of `root` by top-level collection, or nil when some leaf is no mode object (a plain value outside a
    /// mode object, an array, an object mixing values and groups, one at the top or directly in a collection).
    static func modeObjects(_ root: [String: Any]) -> [String: [ModeObject]]? {
        var out: [String: [ModeObject]] = [:]
        var stack: [([String: Any], [String])] = []
        for (key, value) in root where !key.hasPrefix("$") && !PlainValueTokens.metaKeys.contains(key.lowercased()) {
            guard let d = value as? [String: Any] else { return nil }
            stack.append((d, [key]))
        }
        while let (dict, path) = stack.popLast() {
            let keys = dict.keys.filter { !$0.hasPrefix("$") }
            guard !keys.isEmpty else { continue }
            let groups = keys.filter { dict[$0] is [String: Any] }
            if groups.count == keys.count {
                for k in groups { stack.append((dict[k] as! [String: Any], path + [k])) }
                continue
            }
            guard groups.isEmpty, path.count >= 2, keys.count <= maxModes, keys.allSatisfy({ isPlainValue(dict[$0]!) }) else { return nil }
            out[path[0], default: []].append(ModeObject(path: path, modes: dict.filter { !$0.key.hasPrefix("$") }))
        }
        return out.isEmpty ? nil : out
    }

    /// What a collection's modes are.
    struct Choice {
        var light: String
        var dark: String?
        var isAppearance: Bool
    }

    /// The modes compared: the light and dark appearances, the single mode, or the variant a phone app uses (else the first);
    /// nil when the names say none of these.
    static func choose(_ modes: [String]) -> Choice? {
        let named = modes.map { (name: $0, words: TokenSetSelection.words($0)) }
        let appearances = named.filter { TokenSetSelection.appearance($0.words) != nil }
        if !appearances.isEmpty {
            let light = named.first { TokenSetSelection.appearance($0.words) == .light } ?? named.first { TokenSetSelection.appearance($0.words) == nil }
            let dark = named.first { TokenSetSelection.appearance($0.words) == .dark }
            guard let first = light ?? dark else { return nil }
            return Choice(light: first.name, dark: light == nil ? nil : dark?.name, isAppearance: true)
        }
        if modes.count == 1, Set(NameWords.split(modes[0])).isSubset(of: singleModeWords) { return Choice(light: modes[0], dark: nil, isAppearance: true) }
        guard named.allSatisfy({ !$0.words.isDisjoint(with: variantWords) || TokenSetSelection.platform($0.words) != nil }) else { return nil }
        let phone = named.first { phoneMode($0.name) } ?? named[0]
        return Choice(light: phone.name, dark: nil, isAppearance: false)
    }

    /// True for a variant an Apple phone app uses (`iOS`, `mobile`, `compact`).
    static func phoneMode(_ name: String) -> Bool {
        let w = TokenSetSelection.words(name)
        return !w.isDisjoint(with: phoneWords) && TokenSetSelection.platform(w) != .other
    }

    /// `modes` in the order their keys are written under `path` (by name when the places are not known).
    static func ordered(_ modes: Set<String>, at path: [String], locator: JSONKeyLocator?) -> [String] {
        modes.sorted { a, b in
            let pa = locator?.position(of: path + [a]), pb = locator?.position(of: path + [b])
            if let pa, let pb, (pa.line, pa.column) != (pb.line, pb.column) { return (pa.line, pa.column) < (pb.line, pb.column) }
            return a < b
        }
    }

    /// A JSON string, number or boolean.
    private static func isPlainValue(_ v: Any) -> Bool { v is String || v is NSNumber }

    /// A color, a length, a number or an alias; not a boolean, not words.
    static func isTokenValue(_ v: Any) -> Bool {
        if let s = v as? String {
            if DesignTokenFile.aliasName(s) != nil { return true }
            switch TokenValueDecoder.inferType(s) {
            case "color"?: return TokenValueDecoder.color(s) != nil
            case "dimension"?: return true
            default: return false
            }
        }
        guard let n = v as? NSNumber else { return false }
        return String(cString: n.objCType) != "c"
    }

    /// Aliases written without their collection (`{colorDeepBlue500}`) or with `/` for `.` (`{color/blue/500}`) renamed to the
    /// one token they name, so the alias resolver finds it; aliases it already finds, or that name more than one, as written.
    static func resolvingShortAliases(_ raws: [DesignTokenFile.RawToken]) -> [DesignTokenFile.RawToken] {
        func key(_ s: String) -> String { s.replacingOccurrences(of: "/", with: ".") }
        let full = Set(raws.map { $0.path.joined(separator: ".") })
        var short: [String: [String]] = [:]
        for r in raws {
            let name = r.path.joined(separator: ".")
            short[key(name), default: []].append(name)
            short[key(r.path.dropFirst().joined(separator: ".")), default: []].append(name)
        }
        func renamed(_ v: Any) -> Any {
            guard let s = v as? String, let ref = DesignTokenFile.aliasName(s), !full.contains(ref), let names = short[key(ref)],
                Set(names).count == 1
            else { return v }
            return "{\(names[0])}"
        }
        return raws.map { r in
            var r = r
            r.value = renamed(r.value)
            if let (d, p) = r.dark { r.dark = (renamed(d), p) }
            return r
        }
    }
}
