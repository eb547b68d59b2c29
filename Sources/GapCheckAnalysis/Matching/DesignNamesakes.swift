import GapCheckModel

/// Design tokens of token files named alike once their first group is set aside: a Figma export's collections
/// (`responsive.borderRadiusMd` and `semanticTokens.borderRadiusMd`, `mapped.textPrimary` and
/// `semanticTokens.colorTextPrimary`), a token file's layers. A code token the name pairs with one of them while it
/// equals another follows the design: which of the two is meant is the design's question, not the app's drift.
enum DesignNamesakes {
    /// The name's core words without its first group (`semanticTokens.colorTextPrimary` → `text primary`); nil for
    /// names of one group and for expectations not read from token files.
    static func key(_ e: Expectation) -> String? {
        guard e.source == .tokenFile else { return nil }
        let groups = e.name.split(separator: ".")
        guard groups.count >= 2 else { return nil }
        return NameKey(groups.dropFirst().joined(separator: ".")).core.joined(separator: " ")
    }

    /// Row positions by `key`, in input order.
    static func byKey(_ rows: [MatchRow]) -> [String: [Int]] {
        var out: [String: [Int]] = [:]
        for (i, r) in rows.enumerated() {
            guard let k = key(r.expectation) else { continue }
            out[k, default: []].append(i)
        }
        return out
    }

    /// The first other design token named like `rows[i]` (by `key`, under another name) that `agrees` accepts.
    static func namesake(of i: Int, in rows: [MatchRow], byKey: [String: [Int]], agrees: (Expectation) -> Bool) -> Expectation? {
        guard let k = key(rows[i].expectation) else { return nil }
        return (byKey[k] ?? []).lazy.map { rows[$0].expectation }.first { $0.name != rows[i].expectation.name && agrees($0) }
    }
}
