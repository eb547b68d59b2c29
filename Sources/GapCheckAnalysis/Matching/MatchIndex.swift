import GapCheckModel

/// What checks look up beyond the match rows, built once by `Matcher.match` from the same inputs: the
/// code's color candidates with their value index, the spacing and radius scales, the app's idiom (with
/// each literal token's own call form), design files superseded by newer ones, and the design/code color
/// pairs the token rows already compare. Checks read it; none builds a matcher.
public struct MatchIndex: Sendable {
    /// Every color the code offers, with the name and value indexes the color rows were matched through.
    public let colors: ColorMatcher
    /// The matcher the design's colors were compared through: `colors`, or for a design that draws only a
    /// dark appearance one whose candidates offer their dark values (`ColorCandidate.inDarkAppearance`).
    public let designColors: ColorMatcher
    /// The code's spacing and radius scales.
    public let spacing: LengthMatcher
    public let radius: LengthMatcher
    /// How the app writes colors and fonts (`Inventory.idiom`), with where its color tokens live.
    public let idiom: SwiftIdiom
    /// Design files that look like an older version of another, keyed by the older file, with the newer
    /// file and how many disagreements the code settles for it.
    public let supersededFiles: [String: (newer: String, count: Int)]
    /// `scheme|design|code` hex pairs the token-level color rows compare (element checks skip them).
    public let tokenPairs: Set<String>
    /// The color tokens the design's kept pages restate with many values (`DesignSpread`), built once for the checks
    /// and the pipeline that read it.
    public let spread: DesignSpread
    /// The code's lengths and font sizes by their names spelled without separators (`CodeNamesakes`), built once for
    /// the checks that ask whether the code declares a design token under its own name.
    let namesakes: CodeNamesakes

    /// Builds the indexes for `inventory` and the finished color rows.
    public init(inventory: Inventory, configuration: Configuration, colorRows: [MatchRow]) {
        self.init(
            colors: ColorMatcher(inventory: inventory, configuration: configuration), designColors: nil,
            spacing: LengthMatcher(kind: .spacing, inventory: inventory, configuration: configuration),
            radius: LengthMatcher(kind: .radius, inventory: inventory, configuration: configuration),
            inventory: inventory, configuration: configuration, colorRows: colorRows,
            spread: DesignSpread(colorRows.map(\.expectation), tolerance: configuration.driftDeltaE))
    }

    /// The indexes, with the matchers `Matcher.match` already built for the rows.
    init(
        colors: ColorMatcher, designColors: ColorMatcher?, spacing: LengthMatcher, radius: LengthMatcher, inventory: Inventory,
        configuration: Configuration, colorRows: [MatchRow], spread: DesignSpread
    ) {
        self.colors = colors
        self.designColors = designColors ?? colors
        self.spacing = spacing
        self.radius = radius
        idiom = SwiftIdiom(inventory: inventory)
        supersededFiles = Self.supersededFiles(colorRows, driftDeltaE: configuration.driftDeltaE)
        tokenPairs = Self.tokenPairs(colorRows)
        self.spread = spread
        namesakes = CodeNamesakes(inventory)
    }

    /// The scale of `kind` (`.spacing` or `.radius`).
    public func scale(_ kind: ValueKind) -> LengthMatcher { kind == .radius ? radius : spacing }

    /// The design alternative the code's color equals (within the drift threshold), for a row whose code
    /// color differs from the design's first value; nil when the code follows none of them. Each appearance is
    /// compared with what the alternative's file says of it: its light value always, its dark value when the code's
    /// dark differs from the first value's too (a file with no dark value leaves the dark appearance to the app).
    public static func followedAlternative(_ r: MatchRow, driftDeltaE: Double) -> DesignAlternative? {
        guard r.status == .mismatch, let code = r.codeColor, let alternatives = r.expectation.alternatives else { return nil }
        let same = { (a: Color, b: Color) in abs(a.alpha - b.alpha) < 0.02 && a.deltaE2000(to: b) <= driftDeltaE }
        let lightDiffers = r.expectation.light.color.map { !same($0, code) } ?? true
        let darkDiffers = r.expectation.dark?.color.flatMap { d in r.codeDarkColor.map { !same(d, $0) } } ?? false
        return alternatives.first { a in
            guard let c = a.value.color, same(c, code) else { return false }
            // Only the light appearance differs: the code follows the other file's light value.
            guard darkDiffers else { return true }
            // The dark appearance differs too: the other file's dark value must be the code's, and a file that gives
            // none (a page with no dark appearance) explains a difference in light, never one only in dark.
            if let d = a.dark?.color { return same(d, r.codeDarkColor ?? code) }
            return lightDiffers
        }
    }

    /// Design files that look like an older version of another: wherever the two disagree on a token
    /// (at least twice), the code follows the other file, and it never follows this one against another.
    static func supersededFiles(_ rows: [MatchRow], driftDeltaE: Double) -> [String: (newer: String, count: Int)] {
        var lost: [String: [String: Int]] = [:]
        var won: Set<String> = []
        // A token every page restates with its own value says nothing of which page is older.
        let spread = DesignSpread(rows.map(\.expectation), tolerance: driftDeltaE)
        for r in rows where spread.token(r.expectation.name) == nil {
            // A token re-typed under another name on another page says nothing of which page is older.
            guard let alt = followedAlternative(r, driftDeltaE: driftDeltaE), alt.name == nil else { continue }
            let older = r.expectation.location.file, newer = alt.location.file
            guard older != newer else { continue }
            lost[older, default: [:]][newer, default: 0] += 1
            won.insert(newer)
        }
        // Tokens renamed between versions: the code keeps the older file's names with the newer file's values.
        var renamedFiles: Set<String> = []
        for (older, newer) in renamedTokens(rows, driftDeltaE: driftDeltaE) {
            lost[older, default: [:]][newer, default: 0] += 1
            won.insert(newer)
            renamedFiles.insert(older)
        }
        var out: [String: (newer: String, count: Int)] = [:]
        for (older, winners) in lost where !won.contains(older) {
            // The newer file the code follows most often; ties broken by name, so the output is stable.
            guard let best = winners.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }), best.value >= 2 || renamedFiles.contains(older)
            else { continue }
            out[older] = (best.key, best.value)
        }
        return out
    }

    /// (older file, newer file) for each mismatched token the design renamed between two files: the code token
    /// has the name of a design token in one file (`--orange-tint`) and exactly the value of a token in another
    /// file whose name differs from it by one word (`--amber-tint`), and that same word replacement (orange →
    /// amber, into that file) holds for at least two tokens. One token whose value happens to equal a similarly
    /// named one is a coincidence; a word replaced across a family of tokens is a renamed palette the app
    /// follows under its old names.
    static func renamedTokens(_ rows: [MatchRow], driftDeltaE: Double) -> [(older: String, newer: String)] {
        // Each design color by its name words with one word left out: "*|tint" holds --orange-tint and --amber-tint.
        var byPattern: [String: [(word: String, file: String, color: Color)]] = [:]
        func patterns(_ words: [String]) -> [(key: String, word: String)] {
            words.indices.map { i in
                var w = words
                w[i] = "*"
                return (w.joined(separator: "|"), words[i])
            }
        }
        for r in rows {
            guard let c = r.expectation.light.color else { continue }
            for p in patterns(NameWords.split(r.expectation.name)) {
                byPattern[p.key, default: []].append((p.word, r.expectation.location.file, c))
            }
        }
        // One entry per row and replacement: (older file, newer file, "old word, new word, newer file").
        var candidates: [(older: String, newer: String, rename: String)] = []
        for r in rows where r.status == .mismatch && r.note != "dark" {
            guard let code = r.codeColor else { continue }
            let older = r.expectation.location.file
            var renames: Set<String> = []
            for p in patterns(NameWords.split(r.expectation.name)) {
                for d in byPattern[p.key] ?? [] where d.word != p.word && d.file != older {
                    guard abs(d.color.alpha - code.alpha) < 0.02, d.color.deltaE2000(to: code) <= driftDeltaE else { continue }
                    let rename = p.word + "\u{1F}" + d.word + "\u{1F}" + d.file
                    if renames.insert(rename).inserted { candidates.append((older, d.file, rename)) }
                }
            }
        }
        var counts: [String: Int] = [:]
        for c in candidates { counts[c.rename, default: 0] += 1 }
        return candidates.filter { counts[$0.rename, default: 0] >= 2 }.map { ($0.older, $0.newer) }
    }

    /// `scheme|design|code` hex pairs the token-level color rows compare.
    static func tokenPairs(_ rows: [MatchRow]) -> Set<String> {
        var out: Set<String> = []
        for r in rows {
            guard let code = r.codeColor, let design = r.expectation.light.color else { continue }
            out.insert("light|" + design.hex + "|" + code.hex)
            if let dark = r.expectation.dark?.color { out.insert("dark|" + dark.hex + "|" + (r.codeDarkColor ?? code).hex) }
        }
        return out
    }
}

extension MatchIndex: Hashable {
    /// Derived from the inventory and the color rows a `MatchResult` already holds, so it takes no part in
    /// comparing two results.
    public static func == (a: MatchIndex, b: MatchIndex) -> Bool { true }
    public func hash(into hasher: inout Hasher) {}
}
