import Foundation
import GapCheckModel

/// One file of a Tokens Studio folder export: a token set, named as `$themes.json` and
/// `$metadata.json` name it (its path relative to the folder, without `.json`).
public struct TokenSetFile: Sendable {
    /// The set's name (`theme-light`, `core/colors`).
    public var name: String
    /// The path shown in reports.
    public var path: String
    /// The file's bytes.
    public var bytes: [UInt8]

    public init(name: String, path: String, bytes: [UInt8]) {
        self.name = name; self.path = path; self.bytes = bytes
    }
}

/// How a theme uses a token set: its tokens are the theme's (`enabled`), or only aliases may point into
/// it (`source`, Tokens Studio's "reference only").
enum TokenSetStatus: Equatable {
    case enabled, source
}

/// A Tokens Studio theme: a name, the theme group it belongs to (when the file has groups) and the sets
/// it turns on.
struct TokenTheme {
    var name: String
    var group: String?
    var sets: [String: TokenSetStatus]

    /// The themes of a `$themes` list; entries with no `selectedTokenSets` are not themes.
    static func list(_ json: Any?) -> [TokenTheme] {
        guard let list = json as? [Any] else { return [] }
        return list.compactMap { entry -> TokenTheme? in
            guard let theme = entry as? [String: Any], let selected = theme["selectedTokenSets"] as? [String: Any] else { return nil }
            var sets: [String: TokenSetStatus] = [:]
            for (set, status) in selected {
                switch (status as? String)?.lowercased() {
                case "enabled": sets[set] = .enabled
                case "source": sets[set] = .source
                default: continue
                }
            }
            return TokenTheme(name: (theme["name"] as? String) ?? "", group: theme["group"] as? String, sets: sets)
        }
    }
}

/// A Tokens Studio export read as token sets: the sets in the order the export gives them (its
/// `tokenSetOrder`, later sets overriding earlier ones), and the themes that turn them on.
///
/// Tokens Studio writes one set per top-level key of a single-file export (`global`, `light`, `dark`,
/// beside `$themes` and `$metadata`), or one file per set in a folder export; either way an alias names a
/// token without its set (`{color.palette.blue-40}`) and resolves in whichever enabled set defines it.
struct TokenSetExport {
    /// One token set: its tokens, with paths relative to the set, and where their keys are written.
    struct TokenSet {
        var name: String
        var raws: [DesignTokenFile.RawToken]
        var locate: ([String]) -> SourceLocation
    }

    /// The sets, in `tokenSetOrder` first, then in the order the export writes them.
    var sets: [TokenSet]
    /// The themes of `$themes`; empty when the export has none.
    var themes: [TokenTheme]
    /// Where a warning about the sets as a whole points (the themes, or the file).
    var origin: SourceLocation

    /// Reads a single-file export whose top-level groups are token sets: the file says so
    /// (`$metadata.tokenSetOrder` or `$themes` naming top-level groups), or its aliases do (most aliases
    /// that name no token by their full path name one once a top-level group is taken as a set).
    /// Nil for any other token file.
    init?(singleFile root: [String: Any], locator: JSONKeyLocator, path: String) {
        let groups = root.keys.filter { key in
            guard !key.hasPrefix("$"), let d = root[key] as? [String: Any] else { return false }
            return d["$value"] == nil && d["value"] == nil
        }
        guard !groups.isEmpty else { return nil }
        let order = ((root["$metadata"] as? [String: Any])?["tokenSetOrder"] as? [Any] ?? []).compactMap { $0 as? String }
        let themes = TokenTheme.list(root["$themes"])
        let named = Set(order).union(themes.flatMap { $0.sets.keys })
        let declared = !Set(groups).isDisjoint(with: named)
        guard declared || Self.aliasesNameSets(root, groups: groups) else { return nil }
        let locate = locator.locate(in: path)
        let position: (String) -> SourceLocation = { key in
            let p = locator.position(of: [key])
            return SourceLocation(file: path, line: p?.line ?? Int.max, column: p?.column ?? 0)
        }
        let ordered =
            order.filter { groups.contains($0) }
            + groups.filter { !order.contains($0) }.sorted { (position($0), $0) < (position($1), $1) }
        var seen: Set<String> = []
        sets = ordered.compactMap { key in
            guard seen.insert(key).inserted, let group = root[key] as? [String: Any] else { return nil }
            return TokenSet(name: key, raws: DesignTokenFile.collect(group, prefix: [key]), locate: locate)
        }
        self.themes = themes
        let themesAt = locator.position(of: ["$themes"]) ?? locator.position(of: ["$metadata"])
        origin = SourceLocation(file: path, line: themesAt?.line ?? 1, column: themesAt?.column ?? 1)
    }

    /// Reads a folder export: `files` are its sets, `themes` and `metadata` the bytes of its
    /// `$themes.json` and `$metadata.json` (at `origin`), when present.
    init(folder files: [TokenSetFile], themes: [UInt8]?, metadata: [UInt8]?, origin: SourceLocation, diagnostics: inout [Diagnostic]) {
        func json(_ bytes: [UInt8]?) -> Any? { bytes.flatMap { try? JSONSerialization.jsonObject(with: Data($0)) } }
        let order = ((json(metadata) as? [String: Any])?["tokenSetOrder"] as? [Any] ?? []).compactMap { $0 as? String }
        let rank = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        var sets: [TokenSet] = []
        for f in files.sorted(by: { (rank[$0.name] ?? Int.max, $0.name) < (rank[$1.name] ?? Int.max, $1.name) }) {
            guard let (root, locator) = DesignTokenFile.readObject(f.bytes, path: f.path, diagnostics: &diagnostics) else { continue }
            sets.append(TokenSet(name: f.name, raws: DesignTokenFile.collect(root), locate: locator.locate(in: f.path)))
        }
        self.sets = sets
        self.themes = TokenTheme.list(json(themes))
        self.origin = origin
    }

    /// True when most aliases that name no token by their full path name one relative to a top-level group.
    private static func aliasesNameSets(_ root: [String: Any], groups: [String]) -> Bool {
        guard groups.count >= 2 else { return false }
        let raws = DesignTokenFile.collect(root)
        let full = Set(raws.map { $0.path.joined(separator: ".") })
        let relative = Set(raws.filter { $0.path.count > 1 }.map { $0.path.dropFirst().joined(separator: ".") })
        var unresolved = 0
        var relativeHits = 0
        for r in raws {
            for ref in aliases(in: r.value) where !full.contains(ref) {
                unresolved += 1
                if relative.contains(ref) { relativeHits += 1 }
            }
        }
        return unresolved > 0 && relativeHits * 2 > unresolved
    }

    /// The aliases a value is (`{a.b}`) or holds in its parts (a typography or shadow composite).
    private static func aliases(in value: Any) -> [String] {
        if let s = value as? String { return DesignTokenFile.aliasName(s).map { [$0] } ?? [] }
        if let d = value as? [String: Any] { return d.values.flatMap { v in (v as? String).flatMap(DesignTokenFile.aliasName).map { [$0] } ?? [] } }
        if let a = value as? [Any] {
            return a.flatMap { v in ((v as? [String: Any])?.values).map { $0.compactMap { ($0 as? String).flatMap(DesignTokenFile.aliasName) } } ?? [] }
        }
        return []
    }
}
