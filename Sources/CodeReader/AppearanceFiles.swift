import GapCheckModel

/// Token files written once per appearance: `StyleDictionary+Color-light.swift` beside `…-dark.swift`, `Light/Palette.swift`
/// beside `Dark/Palette.swift`, `Colors.swift` beside `ColorsDark.swift`. A token generator run once per mode writes the
/// same type and members into each file, every one with its mode's value; read as they are, they are one token declared
/// twice, and whichever is read last passes for its value. They are one token set: the light (or unmarked) twin's value
/// is the token's light value, the dark twin's its dark value, and a high-contrast twin's values are an appearance of
/// their own, never compared (as the design's `*-hc.css`).
///
/// Files pair only when their paths differ by nothing but an appearance word and they declare mostly the same members:
/// `DarkModeToggle.swift` or a `Colors.swift` beside `Theme.swift` with a few names in common are files of their own.
enum AppearanceFiles {
    /// The appearance a file's path names.
    enum Mode: Hashable { case light, dark, highContrast }

    /// Words of a file or folder name that name an appearance: the asset folders' (`AppearanceFolders`), and high contrast.
    private static let darkWords = AppearanceFolders.darkWords
    private static let lightWords = AppearanceFolders.lightWords
    private static let contrastWords: Set<String> = ["hc", "highcontrast"]

    /// The path with its appearance words taken out (folders and file name, extension kept apart), and the appearance
    /// those words name; mode nil for a path naming none. Nil for a path naming both light and dark.
    static func key(_ path: String) -> (key: String, mode: Mode?)? {
        var parts = path.split(separator: "/").map(String.init)
        guard let file = parts.popLast() else { return nil }
        let dot = file.lastIndex(of: ".")
        let stem = dot.map { String(file[..<$0]) } ?? file
        let ext = dot.map { String(file[$0...]) } ?? ""
        var dark = false, light = false, contrast = false
        var kept: [String] = []
        for part in parts + [stem] {
            var words = NameWords.split(part)
            if words.contains("high") && words.contains("contrast") {
                contrast = true
                words.removeAll { $0 == "high" || $0 == "contrast" }
            }
            dark = dark || words.contains(where: darkWords.contains)
            light = light || words.contains(where: lightWords.contains)
            contrast = contrast || words.contains(where: contrastWords.contains)
            let rest = words.filter { !darkWords.contains($0) && !lightWords.contains($0) && !contrastWords.contains($0) }
            if !rest.isEmpty { kept.append(rest.joined(separator: " ")) }
        }
        guard !(dark && light) else { return nil }
        let mode: Mode? = contrast ? .highContrast : dark ? .dark : light ? .light : nil
        return (kept.joined(separator: "/") + ext, mode)
    }

    /// For each file that is the dark or high-contrast twin of another, that other file (its light or unmarked twin).
    static func twins(members: [String: Set<String>]) -> [String: (base: String, mode: Mode)] {
        var groups: [String: [(file: String, mode: Mode?)]] = [:]
        for file in members.keys.sorted() {
            guard let (key, mode) = key(file) else { continue }
            groups[key, default: []].append((file, mode))
        }
        var out: [String: (base: String, mode: Mode)] = [:]
        for (_, files) in groups where files.count > 1 {
            // The light twin, else the one file naming no appearance: one of them, never two.
            let lights = files.filter { $0.mode == .light }
            let plain = files.filter { $0.mode == nil }
            guard let base = lights.count == 1 ? lights[0].file : lights.isEmpty && plain.count == 1 ? plain[0].file : nil,
                let baseMembers = members[base]
            else { continue }
            for f in files where f.mode == .dark || f.mode == .highContrast {
                guard let mode = f.mode, let own = members[f.file] else { continue }
                // Each declares most of the other's members (`AppearanceWords.mostlyDeclared`).
                guard AppearanceWords.mostlyDeclared(own, by: baseMembers), AppearanceWords.mostlyDeclared(baseMembers, by: own) else { continue }
                out[f.file] = (base, mode)
            }
        }
        // Two dark twins of one base (`Colors-dark.swift` and `dark/Colors.swift`) leave it unclear which is the dark one.
        let darkBases = out.values.filter { $0.mode == .dark }.map(\.base)
        let doubled = Set(darkBases.filter { b in darkBases.filter { $0 == b }.count > 1 })
        return out.filter { !($0.value.mode == .dark && doubled.contains($0.value.base)) }
    }

    /// The tokens with each dark twin's colors merged into their light twins as dark values, and the dark and
    /// high-contrast twins' tokens that their base file declares too left out. A twin's member its base lacks stays.
    static func merge(colors: inout [ColorToken], fonts: inout [FontToken], lengths: inout [LengthToken]) {
        var members: [String: Set<String>] = [:]
        for c in colors { members[c.location.file, default: []].insert("color " + c.qualifiedName) }
        for f in fonts { members[f.location.file, default: []].insert("font " + f.qualifiedName) }
        for l in lengths { members[l.location.file, default: []].insert("length " + l.qualifiedName) }
        let twins = twins(members: members)
        guard !twins.isEmpty else { return }
        /// True for a declaration of a twin file whose base declares the same member.
        func isTwin(_ kind: String, _ qualified: String, _ file: String) -> Bool {
            guard let base = twins[file]?.base else { return false }
            return members[base]?.contains(kind + " " + qualified) == true
        }
        var baseIndex: [String: Int] = [:]
        let bases = Set(twins.values.map(\.base))
        for (i, c) in colors.enumerated() where bases.contains(c.location.file) {
            baseIndex[c.location.file + "|" + c.qualifiedName] = baseIndex[c.location.file + "|" + c.qualifiedName] ?? i
        }
        var drop: Set<Int> = []
        for (i, c) in colors.enumerated() where isTwin("color", c.qualifiedName, c.location.file) {
            drop.insert(i)
            guard let twin = twins[c.location.file], twin.mode == .dark, let j = baseIndex[twin.base + "|" + c.qualifiedName] else { continue }
            // A base with a dark value of its own, or a dark twin with two, keeps what it says.
            // A value the same in both files stays a fixed one.
            if colors[j].dark == nil, c.dark == nil || c.dark == c.light, let d = c.light, let l = colors[j].light, d != l {
                colors[j].dark = d
            }
        }
        colors = colors.enumerated().filter { !drop.contains($0.offset) }.map(\.element)
        fonts.removeAll { isTwin("font", $0.qualifiedName, $0.location.file) }
        lengths.removeAll { isTwin("length", $0.qualifiedName, $0.location.file) }
    }
}
