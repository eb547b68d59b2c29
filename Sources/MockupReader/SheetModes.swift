import Foundation
import GapCheckModel

/// Stylesheets that are one token set in several modes, not layers of one cascade: a token pipeline writes
/// each mode of a layout axis (`breakpoint-xs.css`, `breakpoint-lg-1024px-regular.css`; `density-compact.css`,
/// `density-spacious.css`; `layout-mobile.css`, `layout-desktop.css`) or each brand (`brands/alpha/…`,
/// `brands/beta/…`) as its own plain `:root`, so loading them all lets one mode override the others by
/// load order.
///
/// Two kinds of groups of alternatives:
/// - Sibling files (one folder) whose names agree once the axis words (and a width like `390px` with
///   them) are taken out, each with an axis word, that declare the same custom properties or selectors.
/// - Sibling folders under one parent that hold the same files (by their paths inside the folder): brands
///   or themes, named by the folder.
///
/// The design's values are read from one mode of each group, the base: for an axis the phone's (the first
/// mode named default, base, compact, mobile, phone, sm, small, xs, in that order of preference; else the first
/// by name), for brands the one named default or base, else the first by name. The other modes are read
/// one group at a time (`assignments`) and become the token's `modes`.
struct SheetModes: Sendable {
    /// One group of alternatives; each member is the stylesheets of one mode.
    struct Group: Sendable {
        var members: [[String]]
        var labels: [String]
        var base: Int
        /// True for brand folders, false for an axis's files.
        var brands: Bool
    }

    private(set) var groups: [Group] = []

    /// Words that name a mode of a layout axis: breakpoints, size classes, form factors, densities.
    static let axisWords: Set<String> = [
        "xxs", "xs", "sm", "md", "lg", "xl", "xxl", "compact", "regular", "expanded", "mobile", "phone", "tablet", "desktop",
        "handset", "default", "comfortable", "cozy", "spacious", "dense", "roomy"
    ]
    /// Axis words by preference for the base mode: the default density, the phone's size.
    static let basePreference = ["default", "base", "compact", "mobile", "phone", "handset", "sm", "small", "xs"]
    /// Brand names that say they are the one to compare.
    static let defaultBrandWords: Set<String> = ["default", "base", "main", "core", "standard"]
    /// Units of a width written into a file name (`390px`).
    static let widthUnits: Set<String> = ["px", "pt", "dp", "em", "rem", "w"]

    /// The groups among `sheets`: each stylesheet's path inside its design root and what it declares (custom
    /// property names and the selectors of its other rules).
    init(sheets: [(path: String, declares: Set<String>)]) {
        let declares = Dictionary(sheets.map { ($0.path, $0.declares) }, uniquingKeysWith: { $0.union($1) })
        let paths = declares.keys.filter { !(declares[$0]?.isEmpty ?? true) }.sorted()
        groups = Self.brandGroups(paths, declares: declares) + Self.axisGroups(paths, declares: declares)
    }

    /// Sibling files whose names differ only in an axis word and that declare the same things.
    static func axisGroups(_ paths: [String], declares: [String: Set<String>]) -> [Group] {
        var byKey: [String: [(path: String, label: String)]] = [:]
        for path in paths {
            let folder = (path as NSString).deletingLastPathComponent
            let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            guard let split = axisSplit(stem) else { continue }
            byKey[folder + "/" + split.key, default: []].append((path, split.label))
        }
        var out: [Group] = []
        for key in byKey.keys.sorted() {
            guard let members = byKey[key], Set(members.map(\.label)).count == members.count, members.count >= 2 else { continue }
            // Alternatives declare the same things: each shares half of what it declares with another.
            let shares = members.allSatisfy { m in
                let mine = declares[m.path] ?? []
                return members.contains { o in
                    o.path != m.path && mine.intersection(declares[o.path] ?? []).count * 2 >= min(mine.count, declares[o.path]?.count ?? 0)
                }
            }
            guard shares else { continue }
            let labels = members.map(\.label)
            out.append(Group(members: members.map { [$0.path] }, labels: labels, base: baseIndex(labels), brands: false))
        }
        return out
    }

    /// The file name without its axis words and widths (the group key), and the axis words (the mode's label);
    /// nil when the name has no axis word, or nothing else.
    static func axisSplit(_ stem: String) -> (key: String, label: String)? {
        let words = NameWords.split(stem)
        var key: [String] = []
        var label: [String] = []
        var i = 0
        while i < words.count {
            let w = words[i]
            if axisWords.contains(w) {
                label.append(w)
            } else if w.allSatisfy(\.isNumber), i + 1 < words.count, widthUnits.contains(words[i + 1]) {
                i += 1
            } else {
                key.append(w)
            }
            i += 1
        }
        guard !label.isEmpty, !key.isEmpty else { return nil }
        return (key.joined(separator: "-"), label.joined(separator: "-"))
    }

    /// Sibling folders (not named for an appearance) that hold the same files: brands or themes.
    static func brandGroups(_ paths: [String], declares: [String: Set<String>]) -> [Group] {
        // parent folder → child folder → paths inside the child
        var tree: [String: [String: Set<String>]] = [:]
        for path in paths {
            let parts = path.split(separator: "/").map(String.init)
            guard parts.count >= 2 else { continue }
            for i in 0..<(parts.count - 1) {
                let parent = parts[..<i].joined(separator: "/")
                tree[parent, default: [:]][parts[i], default: []].insert(parts[(i + 1)...].joined(separator: "/"))
            }
        }
        var out: [Group] = []
        var taken: [String] = []
        for parent in tree.keys.sorted(by: { ($0.count, $0) < ($1.count, $1) }) {
            // A group inside another group's folders is one of its modes already.
            if taken.contains(where: { (parent + "/").hasPrefix($0) }) { continue }
            guard let children = tree[parent] else { continue }
            let names = children.keys.filter { name in
                SheetAppearance.ofPath(name) == SheetAppearance() && axisSplit(name) == nil
            }.sorted()
            guard names.count >= 2 else { continue }
            // Folders that repeat at least two files of another, and half of the smaller one's files, whose
            // copies declare the same things (component folders each with an `index.css` are no brands).
            let prefix = parent.isEmpty ? "" : parent + "/"
            let members = names.filter { a in
                names.contains { b in
                    guard a != b, let x = children[a], let y = children[b] else { return false }
                    let shared = x.intersection(y)
                    guard shared.count >= 2, shared.count * 2 >= min(x.count, y.count) else { return false }
                    let same = shared.filter { file in
                        let p = declares[prefix + a + "/" + file] ?? [], q = declares[prefix + b + "/" + file] ?? []
                        return !p.isEmpty && p.intersection(q).count * 2 >= min(p.count, q.count)
                    }
                    return same.count * 2 >= shared.count
                }
            }
            guard members.count >= 2 else { continue }
            let files = members.map { m in (children[m] ?? []).sorted().map { prefix + m + "/" + $0 } }
            let base = members.firstIndex { !Set(NameWords.split($0)).isDisjoint(with: defaultBrandWords) } ?? 0
            out.append(Group(members: files, labels: members, base: base, brands: true))
            taken += members.map { prefix + $0 + "/" }
        }
        return out
    }

    /// The base mode among an axis group's labels.
    static func baseIndex(_ labels: [String]) -> Int {
        for word in basePreference {
            if let i = labels.firstIndex(where: { $0.split(separator: "-").contains(Substring(word)) }) { return i }
        }
        return labels.indices.min { labels[$0] < labels[$1] } ?? 0
    }

    /// The stylesheets left out of the base reading: every group's other modes.
    var baseExclusions: Set<String> { exclusions(choices: [:]) }

    /// The stylesheets left out when each group in `choices` (group index → member) reads that member, and
    /// every other group its base.
    func exclusions(choices: [Int: Int], brandsOnly: Bool = false) -> Set<String> {
        var out: Set<String> = []
        for (g, group) in groups.enumerated() where group.brands || !brandsOnly {
            let chosen = choices[g] ?? group.base
            for (m, files) in group.members.enumerated() where m != chosen { out.formUnion(files) }
        }
        return out
    }

    /// The readings besides the base one: each brand (with the base of every axis), and within each brand
    /// (the base one included) each other mode of one axis at a time.
    var assignments: [[Int: Int]] {
        let brandGroups = groups.indices.filter { groups[$0].brands }
        let axisGroups = groups.indices.filter { !groups[$0].brands }
        var outer: [[Int: Int]] = [[:]]
        for g in brandGroups {
            for m in groups[g].members.indices where m != groups[g].base { outer.append([g: m]) }
        }
        var out: [[Int: Int]] = []
        for o in outer {
            if !o.isEmpty { out.append(o) }
            // An axis of a brand this reading leaves out is no mode of it.
            let excluded = exclusions(choices: o, brandsOnly: true)
            for g in axisGroups where !groups[g].members.joined().contains(where: excluded.contains) {
                for m in groups[g].members.indices where m != groups[g].base { out.append(o.merging([g: m]) { $1 }) }
            }
        }
        return out
    }

    /// The words of `path` that name a mode of some group: axis words of its file name, brand folder names.
    func modeWords(of path: String) -> [String] {
        var words: [String] = []
        for group in groups where group.brands {
            for (m, files) in group.members.enumerated() where files.contains(path) { words += NameWords.split(group.labels[m]) }
        }
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        if let split = Self.axisSplit(stem) { words += split.label.split(separator: "-").map(String.init) }
        return words
    }

    /// One sentence per kind of group, naming the modes read as the base and the others.
    func diagnostics(display: (String) -> String) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for brands in [true, false] {
            let mine = groups.filter { $0.brands == brands }
            guard let first = mine.first, let at = first.members[first.base].first else { continue }
            let base = mine.map { $0.labels[$0.base] }
            let others = mine.flatMap { g in g.labels.enumerated().filter { $0.offset != g.base }.map(\.element) }
            let list = { (names: [String]) in Array(NSOrderedSet(array: names)).compactMap { $0 as? String } }
            let shownOthers = list(others)
            let text =
                brands
                ? "sibling folders hold the same stylesheets for \(mine.reduce(0) { $0 + $1.members.count }) brands or themes: the design's values are read from \(list(base).joined(separator: ", ")); a code token whose type or folder names another (\(shownOthers.prefix(6).joined(separator: ", "))\(shownOthers.count > 6 ? ", …" : "")) is compared with that one, and one that names none with any of them"
                : "\(mine.reduce(0) { $0 + $1.members.count }) stylesheets are modes of one token set (breakpoints, size classes, densities), not overrides: the design's values are read from the \(list(base).joined(separator: ", ")) ones; a code token whose type or file names another mode (\(shownOthers.prefix(6).joined(separator: ", "))\(shownOthers.count > 6 ? ", …" : "")) is compared with that mode, and one that names none with any of them"
            out.append(Diagnostic(.warning, text, at: SourceLocation(file: display(at), line: 1, column: 1)))
        }
        return out
    }
}
