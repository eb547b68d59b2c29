import Foundation

/// One string table of the app (`Localizable.xcstrings`, `en.lproj/Localizable.strings`): its keys and the texts the
/// app's development language shows for them.
struct StringTable: Sendable, Hashable {
    /// The table's file, as reports show it.
    var path: String
    /// The table's name, its file name without extension (`Localizable`, `Settings`): what `tableName:` names.
    var name: String
    /// Key → the text shown for it, format specifiers as written in the table (`%lld items`, `%1$@`).
    var texts: [String: String]
    /// Key → the texts the app's other languages show for it (`settings.support` → `支持与关于`, `サポートと情報`),
    /// sorted, without the development language's; empty for a key only one language holds. One index per table,
    /// not one copy per view: a view text keeps its development-language value and looks its others up here.
    var translations: [String: [String]] = [:]

    /// The table's folder: where the code it localizes lives (`App/Resources/` for `App/Resources/en.lproj/…`).
    var folder: String {
        var parts = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        if parts.last?.hasSuffix(".lproj") == true { parts = parts.dropLast() }
        return parts.joined(separator: "/")
    }
}

/// A `.strings` file before its language is chosen: one language's texts of one table.
struct StringsFileTable: Sendable, Hashable {
    var table: StringTable
    /// The language of its `.lproj` folder (`en`, `Base`, `pt-BR`); nil for a file outside one (the one table every
    /// language shows).
    var language: String?

    /// The development region an Xcode project file names (`developmentRegion = en;`), nil when it names none.
    static func developmentRegion(inProject bytes: [UInt8]) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let r = text.range(of: "developmentRegion = ") else { return nil }
        let value = text[r.upperBound...].prefix { $0 != ";" && $0 != "\n" }.trimmingCharacters(in: .whitespaces)
        let region = value.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        return region.isEmpty ? nil : region
    }

    /// The `.lproj` folder's language of a path (`App/de.lproj/Localizable.strings` → `de`).
    static func language(ofPath path: String) -> String? {
        let parts = path.split(separator: "/")
        guard parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj") else { return nil }
        return String(parts[parts.count - 2].dropLast(".lproj".count))
    }

    /// The tables the app shows in its development language, one per table name and folder: the development
    /// region's (`developmentRegion` of the Xcode project), else `Base`, else the file outside any `.lproj`, else
    /// `en`, else the only language there is. A table whose language cannot be told is left out: its keys stay as
    /// written rather than show another language's texts.
    static func chosen(_ files: [StringsFileTable], developmentRegion: String?) -> [StringTable] {
        let groups = Dictionary(grouping: files) { "\($0.table.folder)\u{0}\($0.table.name)" }
        return groups.keys.sorted().compactMap { key -> StringTable? in
            guard let group = groups[key] else { return nil }
            func named(_ language: String?) -> StringsFileTable? {
                group.filter { $0.language?.lowercased() == language?.lowercased() }.min { $0.table.path < $1.table.path }
            }
            let languages = Set(group.map { $0.language?.lowercased() ?? "" })
            guard
                let chosen = developmentRegion.flatMap({ named($0) }) ?? named("Base") ?? named(nil) ?? named("en")
                    ?? (languages.count == 1 ? group.min { $0.table.path < $1.table.path } : nil)
            else { return nil }
            var table = chosen.table
            table.translations = translations(of: table, among: group.map(\.table))
            return table
        }
    }

    /// For each key of `table`, the other texts `others` (the same table in other languages) show for it, sorted.
    static func translations(of table: StringTable, among others: [StringTable]) -> [String: [String]] {
        var found: [String: Set<String>] = [:]
        for other in others where other.path != table.path {
            for (key, value) in other.texts where !value.isEmpty && value != key && value != table.texts[key] {
                found[key, default: []].insert(value)
            }
        }
        return found.mapValues { $0.sorted() }
    }
}
