import GapCheckModel

/// Small helpers shared by the checks: keys, sides and wording.
enum CheckSupport {
    /// A stable key: rule-specific parts joined, never line numbers.
    static func key(_ parts: String...) -> String { parts.joined(separator: "|") }

    /// The design side of a finding for an expectation.
    static func expected(_ e: Expectation) -> FindingSide {
        FindingSide(
            name: e.name, value: valueText(e), color: e.light.color, darkColor: e.dark?.color, font: e.light.font, location: e.location)
    }

    /// `#34C759`, or `#34C759 light / #30D158 dark`; fonts as `22pt Bold`.
    static func valueText(_ e: Expectation) -> String {
        if let f = e.light.font { return FontComparison.describe(f) }
        if let d = e.dark, d != e.light { return "\(e.light) light / \(d) dark" }
        return e.light.description
    }

    /// The code side of a finding for a match row.
    static func actual(_ r: MatchRow) -> FindingSide {
        FindingSide(
            name: r.codeName, value: r.codeValue, color: r.codeColor, darkColor: r.codeDarkColor, font: r.codeFont, location: r.codeLocation)
    }

    /// `ΔE 3.4`.
    static func deltaText(_ d: Double?) -> String {
        guard let d else { return "" }
        return "ΔE2000 " + Length.format((d * 10).rounded() / 10)
    }

    /// `Color.green` (system green) as written, else the name.
    static func codeWritten(_ r: MatchRow) -> String { r.codeExpression.map(SwiftIdiom.valueText) ?? r.codeName ?? "?" }

    /// Where sibling tokens live: the file of the first token of the same owner, else any token file.
    static func siblingLocation(_ file: String?) -> SourceLocation? { file.map { SourceLocation(file: $0) } }

    /// A Swift identifier for a design name, generic words dropped (`--color-status-success` → `statusSuccess`).
    /// Only the leading kind words go (`color`, `space`, `font`...): `--color-brand-highlight` → `brandHighlight`.
    static func swiftName(_ designName: String, extraGeneric: Set<String> = []) -> String {
        let kindWords: Set<String> = ["color", "colors", "clr", "font", "fonts", "typography", "space", "spacing", "radius", "size", "token", "tokens", "ds"]
        let words = NameWords.split(designName)
        let drop = kindWords.union(extraGeneric)
        let rest = Array(words.drop { drop.contains($0) })
        return NameWords.camelCase(rest.isEmpty ? words : rest)
    }

    /// Locations of several occurrences, sorted, bounded.
    static func occurrences(_ locs: [SourceLocation], limit: Int = 20) -> [SourceLocation] {
        Array(Set(locs).sorted().prefix(limit))
    }

    /// `1 place` / `3 places`.
    static func plural(_ n: Int, _ word: String) -> String { n == 1 ? "1 \(word)" : "\(n) \(word)s" }

    /// `A`, `A and B`, `A, B and C`.
    static func list(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        return items.count == 1 ? last : items.dropLast().joined(separator: ", ") + " and " + last
    }

    /// "only `.pin.blue` uses it, and no element of the design carries that selector" for a custom property only rules
    /// matching no element use (`Expectation.unmatchedRules`); nil for any other.
    static func unmatchedRulesText(_ e: Expectation) -> String? {
        guard let selectors = e.unmatchedRules, !selectors.isEmpty else { return nil }
        let one = selectors.count == 1
        return
            "only \(list(selectors.map { "`\($0)`" })) \(one ? "uses" : "use") \(e.name), and no element of the design carries \(one ? "that selector" : "those selectors")"
    }

    /// ", as shown: #FFFFFF @ 42% over #09090B ≈ #707072" for a translucent code color compared over the app's
    /// background (`MatchRow.seenOver`); empty for any other.
    static func seenText(_ r: MatchRow) -> String { r.seenOver.map { ", as shown: " + $0 } ?? "" }
}
