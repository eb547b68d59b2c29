import Foundation
import GapCheckModel

/// What the notes say of a design's *version folders*: a design kept in `versions/design-a`, `design-b`, `design-c`
/// whose README marks the live one ("| **Design C** | **Current** |", "## Design C: Current Implementation") or the
/// others ("| **Design A** | Archived |", "- `v1/` (legacy)"). The pages of a folder a note retires, and of the version
/// siblings of a folder a note chooses, are history, not the design the app follows: they are retired as the pages
/// `DesignNotes` retires.
///
/// A note speaks of a folder in a unit (`DesignNotes.units`: a heading and its status lines, a table row, a list item)
/// that starts with the folder: a link or a path to it (`[v2](design/v2/)`, `` `design-a/` ``), or its name in words
/// ("Design A" for `design-a`). The mark must be the unit's status, not its prose: a table cell, a parenthesis or a
/// clause of at most four words ("Archived", "(Current Implementation)", ": Current"), or a status line; "- Design A -
/// archived notes are shown in a drawer" marks nothing. Folders holding every page (the design root and above) are
/// never marked; a folder marked both ways says nothing.
enum VersionFolderNotes {
    /// Words that, beside `DesignNotes.chooses`, mark the folder in use.
    private static let activeWords: Set<String> = ["active", "aktiv", "aktuell", "actuel", "activo", "attuale", "vigente"]
    /// Runs of letters without word breaks (CJK) that mark the folder in use: current, in use.
    private static let activeRuns: [String] = ["当前", "现行", "現行", "使用中", "현재"]
    /// Most words of a clause read as a status.
    static let statusWords = 4

    /// A folder a note marks, with the note's place.
    struct Marks: Equatable {
        var retired: [String: SourceLocation] = [:]
        var chosen: [String: SourceLocation] = [:]
    }

    /// The pages (display paths) the notes set aside through their folders, each with the note that does, and the folders
    /// set aside with theirs.
    static func setAside(_ notes: [(file: String, text: String)], pages: [String]) -> (
        pages: [String: SourceLocation], folders: [String: SourceLocation]
    ) {
        let marks = Self.marks(notes, pages: pages)
        guard !marks.retired.isEmpty || !marks.chosen.isEmpty else { return ([:], [:]) }
        var folders = marks.retired
        // The version siblings of a chosen folder, when it is the only one of them chosen.
        for (chosen, at) in marks.chosen {
            let siblings = versionSiblings(of: chosen, among: folderSet(pages))
            guard !siblings.contains(where: { marks.chosen[$0] != nil }) else { continue }
            for s in siblings where folders[s] == nil { folders[s] = at }
        }
        var out: [String: SourceLocation] = [:]
        for page in pages {
            // The nearest marked folder above a page decides: `versions/` archived, `versions/design-c` current.
            for folder in ancestors(of: page) {
                if marks.chosen[folder] != nil { break }
                if let at = folders[folder] {
                    out[page] = at
                    break
                }
            }
        }
        let used = Set(folders.keys.filter { f in out.keys.contains { $0.hasPrefix(f + "/") } })
        return (out, folders.filter { used.contains($0.key) })
    }

    /// The folders the notes mark.
    static func marks(_ notes: [(file: String, text: String)], pages: [String]) -> Marks {
        let all = folderSet(pages)
        // Folders that hold every page are the design itself.
        let folders = all.filter { f in !pages.allSatisfy { $0.hasPrefix(f + "/") } }
        guard !folders.isEmpty else { return Marks() }
        var retired: [String: SourceLocation] = [:]
        var chosen: [String: SourceLocation] = [:]
        var both: Set<String> = []
        for note in notes {
            let base = parent(of: note.file)
            for unit in DesignNotes.units(note.text) {
                guard let lead = leadingFolder(of: unit, base: base, folders: folders) else { continue }
                let (folder, rest) = lead
                let clauses = statusClauses(rest) + unit.status
                let retires = clauses.contains(where: DesignNotes.retires)
                let chooses = clauses.contains(where: Self.chooses)
                guard retires != chooses else { continue }
                let at = SourceLocation(file: note.file, line: unit.line, column: 1)
                if retires {
                    if chosen[folder] != nil { both.insert(folder) }
                    retired[folder] = retired[folder] ?? at
                } else {
                    if retired[folder] != nil { both.insert(folder) }
                    chosen[folder] = chosen[folder] ?? at
                }
            }
        }
        for f in both {
            retired[f] = nil
            chosen[f] = nil
        }
        return Marks(retired: retired, chosen: chosen)
    }

    /// True when `text` marks the folder in use.
    static func chooses(_ text: String) -> Bool {
        let lower = text.lowercased()
        return DesignNotes.chooses(lower) || activeRuns.contains(where: lower.contains)
            || NameWords.split(lower).contains(where: activeWords.contains)
    }

    /// Every folder above a page (display paths, without the trailing slash).
    static func folderSet(_ pages: [String]) -> Set<String> {
        Set(pages.flatMap(ancestors))
    }

    /// The folder holding `path` ("" for a bare name).
    static func parent(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
    }

    /// The last component of `path`.
    static func lastComponent(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }

    /// The folders above `page`, nearest first.
    static func ancestors(of page: String) -> [String] {
        var out: [String] = []
        var p = Substring(page)
        while let slash = p.lastIndex(of: "/") {
            p = p[..<slash]
            guard !p.isEmpty, p != "." else { break }
            out.append(String(p))
        }
        return out
    }

    /// The folders beside `folder` (same parent) named as versions of one another: the same words but the last, a
    /// letter, a number or a short tag (`design-a`/`design-b`, `v1`/`v2`, `option-1`/`option-2`).
    static func versionSiblings(of folder: String, among folders: Set<String>) -> [String] {
        let home = parent(of: folder)
        let words = NameWords.split(lastComponent(of: folder))
        guard let last = words.last, isVersionTag(last) else { return [] }
        return folders.filter { other in
            guard other != folder, parent(of: other) == home else { return false }
            let w = NameWords.split(lastComponent(of: other))
            return w.count == words.count && w.dropLast() == words.dropLast() && w.last.map(isVersionTag) == true
        }.sorted()
    }

    /// A word that tells versions apart: a number, or at most two letters (`a`, `b`, `v`).
    static func isVersionTag(_ word: String) -> Bool {
        word.allSatisfy(\.isNumber) || word.count <= 2
    }

    /// The folder a unit starts with, and the text after its name. A link or path names a folder relative to the note's
    /// folder `base` (or from the root of the display paths); words name the one folder with that name under `base`.
    static func leadingFolder(of unit: DesignNotes.Unit, base: String, folders: Set<String>) -> (String, String)? {
        var line = Substring(unit.subject).drop { " #|-*+>".contains($0) }
        line = line.drop { "*`_[ ".contains($0) }
        // A link: its text, then its target.
        if let close = line.range(of: "]("), line[..<close.lowerBound].count <= 60 {
            let target = line[close.upperBound...].prefix { $0 != ")" && $0 != "#" && $0 != "?" }
            let after = line[close.upperBound...].drop { $0 != ")" }.dropFirst()
            if let f = resolve(String(target), base: base, folders: folders) { return (f, String(after)) }
            if let f = named(String(line[..<close.lowerBound]), base: base, folders: folders) { return (f, String(after)) }
            return nil
        }
        // A path or a name, up to the end of its cell or clause.
        let lead = line.prefix { !"|:(—–,".contains($0) && $0 != "\n" }
        var head = String(lead)
        var rest = String(line.dropFirst(lead.count))
        if let dash = head.range(of: " - ") {
            rest = String(head[dash.lowerBound...]) + rest
            head = String(head[..<dash.lowerBound])
        }
        head = head.trimmingCharacters(in: CharacterSet(charactersIn: " *`_"))
        guard !head.isEmpty, head.count <= 60 else { return nil }
        if head.contains("/"), let f = resolve(head, base: base, folders: folders) { return (f, rest) }
        if let f = named(head, base: base, folders: folders) { return (f, rest) }
        return nil
    }

    /// The folder a relative path from `base` leads to, if it is one of `folders`.
    static func resolve(_ path: String, base: String, folders: Set<String>) -> String? {
        var p = path.trimmingCharacters(in: CharacterSet(charactersIn: " `<>"))
        while p.hasSuffix("/") { p.removeLast() }
        guard !p.isEmpty, !p.contains(":"), !p.hasPrefix("/") else { return nil }
        var parts = base.isEmpty ? [] : base.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        for c in p.split(separator: "/").map(String.init) {
            if c == "." { continue }
            if c == ".." {
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            } else {
                parts.append(c)
            }
        }
        let f = parts.joined(separator: "/")
        return folders.contains(f) ? f : nil
    }

    /// The one folder under `base` whose name has the words of `text` ("Design A" for `design-a`).
    static func named(_ text: String, base: String, folders: Set<String>) -> String? {
        let words = NameWords.split(text)
        guard !words.isEmpty, words.count <= 4 else { return nil }
        let under = folders.filter { base.isEmpty || $0.hasPrefix(base + "/") }
        let matches = under.filter { NameWords.split(lastComponent(of: $0)) == words }
        return matches.count == 1 ? matches.first : nil
    }

    /// The clauses of `text` short enough to be a status: table cells, parentheses and clauses of at most
    /// `statusWords` words.
    static func statusClauses(_ text: String) -> [String] {
        text.components(separatedBy: CharacterSet(charactersIn: "|()[]:—–,;")).flatMap { $0.components(separatedBy: " - ") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && NameWords.split($0).count <= statusWords }
    }
}
