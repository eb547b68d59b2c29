import Foundation

/// The design values one file writes as an object's printed form (`[object Object]`): a token generator that met a
/// composite token (a color with its alpha, a text style) it had no transform for and wrote what JavaScript prints for
/// it. Such a value holds nothing to compare; the file is a fault of the design's export, not of the app.
public struct PrintedObjectValues: Sendable, Hashable, Codable {
    /// The file, as the reader names it.
    public var file: String
    /// How many of its values are printed objects.
    public var count: Int
    /// How many values it declares in all.
    public var total: Int
    /// The first words of their names, most used first (`background`, `text`, `icon`): what the lost tokens are.
    public var groups: [String]
    /// The first of them.
    public var location: SourceLocation

    public init(file: String, count: Int, total: Int, groups: [String], location: SourceLocation) {
        self.file = file; self.count = count; self.total = total; self.groups = groups; self.location = location
    }

    /// True when more than half the file's values are printed objects: what was read of it is the smaller part.
    public var mostlyUnreadable: Bool { count * 2 > total }

    /// True for a value that is an object's printed form (`[object Object]`, `[object Array]`), written alone.
    public static func isPrintedObject(_ text: String) -> Bool {
        let t = text.trimmingCharacters(in: CharacterSet(charactersIn: " \t\r\n\"'"))
        guard t.hasPrefix("[object "), t.hasSuffix("]"), t.count <= 32 else { return false }
        let kind = t.dropFirst("[object ".count).dropLast()
        return kind.first?.isUppercase == true && kind.allSatisfy(\.isLetter)
    }

    /// Most groups named.
    public static let shownGroups = 6

    /// One entry per file that has printed objects among `values` (a name, its value as written, where), by file.
    public static func tally(_ values: [(name: String, value: String, location: SourceLocation)]) -> [PrintedObjectValues] {
        var byFile: [String: [(name: String, value: String, location: SourceLocation)]] = [:]
        for v in values { byFile[v.location.file, default: []].append(v) }
        var out: [PrintedObjectValues] = []
        for (file, vs) in byFile {
            let printed = vs.filter { isPrintedObject($0.value) }
            guard let first = printed.map(\.location).min() else { continue }
            var groupCounts: [String: Int] = [:]
            for p in printed { if let w = NameWords.split(p.name).first { groupCounts[w, default: 0] += 1 } }
            let groups = groupCounts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.prefix(shownGroups).map(\.key)
            out.append(PrintedObjectValues(file: file, count: printed.count, total: vs.count, groups: groups, location: first))
        }
        return out.sorted { $0.file < $1.file }
    }
}
