import Foundation
import GapCheckModel

/// One fault of a token file repeated over its tokens: a generator transform applied to every value (Style
/// Dictionary's `size/remToPt` multiplying values already in px by 16; px read as pt at a constant ratio; every
/// color's alpha dropped; the light and dark values written the wrong way round), or a generated file built from an
/// older version of the tokens (many of the design's tokens missing, the ones it has equal to the design's).
///
/// Each such token is a true gap, but one cause: a release manager fixes the build once, not each of twenty lines.
/// The differences that one transform explains are reported together (`token.systematic`), naming the file, the
/// transform and every token with both values; the per-token findings they replace are left out by the pipeline
/// (`Folding`). A token of the same file that differs otherwise keeps its own finding.
///
/// A transform is a cause only where it explains a large share of one kind of value of one file: at least
/// `leastTokens` tokens with at least three different design values (a coincidence of two numbers is no rule) and
/// `leastShare` of the file's compared values the transform would change. Kinds are the file's lengths together
/// (spacing, radii and font sizes, which one unit transform scales alike), else each of them alone, its letter spacings
/// and its colors.
public struct SystematicDifference: Sendable {
    /// The least number of tokens one cause must explain.
    public static let leastTokens = 5
    /// The least share of a file's compared values of one kind that one cause must explain.
    public static let leastShare = 0.6
    /// The least number of different design values among a transform's tokens.
    static let leastDistinctValues = 3

    /// What the tokens of a group have in common.
    public enum Cause: Sendable, Hashable {
        /// Every code value is the design's times this factor.
        case factor(Double)
        /// Every code value is the design's plus this offset, in points.
        case offset(Double)
        /// Every code color is the design's translucent color made opaque.
        case alphaDropped
        /// Every code color has the design's dark value in light mode and its light value in dark mode.
        case appearancesSwapped
        /// The design's tokens of the kind are missing from the generated file, whose other tokens equal the design's.
        case lagging
        /// Every code letter spacing is the number of the design's percent of the font size, taken as points (`-2%` of
        /// a 16px style written `-2`, where it is -0.32pt): a token tool exporting a relative tracking as a length.
        case percentAsPoints
    }

    /// The kind of value a group is about, for its title.
    public enum Kind: String, Sendable, Hashable {
        case lengths = "length"
        case spacing = "spacing step"
        case radii = "radius"
        case fontSizes = "font size"
        case letterSpacings = "letter spacing"
        case colors = "color"
        /// The plural, as a title says it.
        var plural: String { self == .radii ? "radii" : rawValue + "s" }
    }

    /// One token a group explains: the per-token finding it stands for (`rule`, `key`) and both values.
    public struct Member: Sendable, Hashable {
        /// The kind of value (for lengths: spacing, radius or font size).
        public var kind: Kind
        /// The rules that may report the token's own finding (a color's difference is a mismatch or a drift).
        public var rules: [String]
        public var key: String
        public var design: String
        public var designValue: String
        public var designLocation: SourceLocation
        public var code: String?
        public var codeValue: String?
        public var codeLocation: SourceLocation?
    }

    /// Tokens of one kind of one file that one cause explains.
    public struct Group: Sendable {
        /// The code file (for a lagging build, the generated file holding most of the kind's tokens).
        public var file: String
        public var kind: Kind
        public var cause: Cause
        public var members: [Member]
        /// How many of the file's values of the kind were compared: those the cause could change, for a transform;
        /// the design's tokens of the kind, for a lagging build.
        public var compared: Int
        /// For a lagging build: how many of the design's tokens the file names, and how many of those equal the design.
        public var named = 0
        public var equal = 0
        /// True when a generator wrote the file (`Inventory.generatedFiles`): the transform is its build's.
        public var generated = false
        /// Members whose own finding stays (a low one, which says why the token is a question): not listed.
        public var setAside = 0
        /// The kind its members have in common: a group of lengths that are all spacing is about spacing.
        public var commonKind: Kind {
            let kinds = Set(members.map(\.kind))
            return kinds.count == 1 ? kinds.first ?? kind : kind
        }
        /// The key of the group's one finding.
        public var key: String { "systematic|\(file)|\(kind.rawValue)|\(Self.causeKey(cause))" }

        static func causeKey(_ c: Cause) -> String {
            switch c {
            case .factor(let f): return "x" + Length.format(f)
            case .offset(let d): return "+" + Length.format(d)
            case .alphaDropped: return "alpha"
            case .appearancesSwapped: return "swapped"
            case .lagging: return "lagging"
            case .percentAsPoints: return "percent"
            }
        }
    }

    /// The groups found, in file and kind order.
    public let groups: [Group]
    /// `rule \u{1F} key` of each member finding → the index of its group.
    let memberOf: [String: Int]

    /// The groups of `matches`; `generatedFiles` are the code files a generator wrote (`Inventory.generatedFiles`),
    /// the only ones a lagging build is looked for in.
    public init(matches: MatchResult, generatedFiles: Set<String>, driftDeltaE: Double) {
        var groups: [Group] = []
        groups += Self.lengthGroups(matches)
        groups += Self.trackingGroups(matches)
        groups += Self.colorGroups(matches.colors, driftDeltaE: driftDeltaE)
        groups += Self.laggingGroups(matches, generatedFiles: generatedFiles)
        for i in groups.indices { groups[i].generated = generatedFiles.contains(groups[i].file) }
        var memberOf: [String: Int] = [:]
        for (i, g) in groups.enumerated() {
            for m in g.members {
                for rule in m.rules where memberOf[rule + "\u{1F}" + m.key] == nil { memberOf[rule + "\u{1F}" + m.key] = i }
            }
        }
        self.groups = groups
        self.memberOf = memberOf
    }

    /// The group whose one finding stands for `f`, if `f` is a member's per-token finding.
    public func group(of f: Finding) -> Int? {
        guard !groups.isEmpty else { return nil }
        return memberOf[f.rule + "\u{1F}" + f.key]
    }

    // MARK: Lengths

    /// One length compared by name: the design's value and the code's, and the rule that reports it.
    struct LengthPair {
        var row: MatchRow
        var kind: Kind
        var rule: String
        var design: Double
        var code: Double
        /// False when the token differs in more than its value (a font token whose weight differs too): it follows
        /// the transform, but keeps its own finding.
        var foldable: Bool
    }

    /// Rows paired by the design token's name (not found by value under another name), with a code file.
    static func pairedByName(_ r: MatchRow) -> Bool {
        [.matched, .drift, .mismatch].contains(r.status) && !r.foundByValue && r.codeName != nil && r.codeLocation != nil
    }

    static func lengthPairs(_ matches: MatchResult) -> [LengthPair] {
        var out: [LengthPair] = []
        for (rows, kind, rule) in [(matches.spacing, Kind.spacing, "spacing.off-scale"), (matches.radii, .radii, "radius.mismatch")] {
            for r in rows where pairedByName(r) && r.expectation.source != .cssRule {
                guard let d = r.expectation.light.length, let text = r.codeValue,
                    let c = Double(text.hasSuffix("pt") ? String(text.dropLast(2)) : text)
                else { continue }
                out.append(LengthPair(row: r, kind: kind, rule: rule, design: d, code: c, foldable: true))
            }
        }
        for r in matches.typography where pairedByName(r) {
            guard let want = r.expectation.light.font, let d = FontComparison.size(of: want), let font = r.codeFont,
                let c = FontComparison.size(of: font)
            else { continue }
            // The size is the only difference the row notes (`size 256pt vs 16pt`).
            let notes = (r.note ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            out.append(
                LengthPair(row: r, kind: .fontSizes, rule: "typography.mismatch", design: d, code: c, foldable: notes.allSatisfy { $0.hasPrefix("size ") }))
        }
        return out
    }

    /// The groups of each file's lengths: all its lengths together first, else each kind alone.
    static func lengthGroups(_ matches: MatchResult) -> [Group] {
        let pairs = lengthPairs(matches)
        var out: [Group] = []
        let byFile = Dictionary(grouping: pairs) { $0.row.codeLocation?.file ?? "" }
        for file in byFile.keys.sorted() {
            let all = byFile[file] ?? []
            if let g = lengthGroup(all, file: file, kind: .lengths) {
                out.append(g)
                continue
            }
            for kind in [Kind.spacing, .radii, .fontSizes] {
                if let g = lengthGroup(all.filter { $0.kind == kind }, file: file, kind: kind) { out.append(g) }
            }
        }
        return out
    }

    /// True when `code` is `design` under the cause, within what a generator's rounding leaves.
    static func follows(_ p: LengthPair, _ cause: Cause) -> Bool {
        switch cause {
        case .factor(let f): return abs(p.code - p.design * f) <= max(0.05, 0.01 * abs(p.code))
        case .offset(let d): return abs(p.code - (p.design + d)) <= 0.05
        default: return false
        }
    }

    /// The one cause most of `pairs` follow, as a group, if it explains enough of them.
    static func lengthGroup(_ pairs: [LengthPair], file: String, kind: Kind) -> Group? {
        // Values the transform leaves alike either way (a zero) say nothing of it.
        let compared = pairs.filter { $0.design > 0 && $0.code > 0 }
        let differing = compared.filter { abs($0.code - $0.design) > 0.5 }
        guard differing.count >= leastTokens else { return nil }
        var causes: [Cause] = []
        for p in differing {
            let ratio = p.code / p.design
            let factor = Cause.factor(Self.rounded(ratio))
            let offset = Cause.offset(((p.code - p.design) * 100).rounded() / 100)
            if !causes.contains(factor) { causes.append(factor) }
            if !causes.contains(offset) { causes.append(offset) }
        }
        var best: (cause: Cause, followers: [LengthPair])?
        for c in causes {
            let followers = differing.filter { follows($0, c) }
            if followers.count > (best?.followers.count ?? 0) { best = (c, followers) }
        }
        guard let best, best.followers.count >= leastTokens, Double(best.followers.count) >= leastShare * Double(compared.count),
            Set(best.followers.map(\.design)).count >= leastDistinctValues
        else { return nil }
        let members = best.followers.filter(\.foldable).map { p in
            let e = p.row.expectation
            return Member(
                kind: p.kind, rules: [p.rule], key: e.name + "|" + (p.row.codeName ?? ""), design: e.name, designValue: Length.format(p.design) + "pt",
                designLocation: e.location, code: p.row.codeName, codeValue: Length.format(p.code) + "pt", codeLocation: p.row.codeLocation)
        }
        guard members.count >= leastTokens else { return nil }
        return Group(file: file, kind: kind, cause: best.cause, members: members, compared: compared.count)
    }

    /// A ratio as a generator writes it: whole factors and their inverses exact (16, 0.0625), others to three places.
    static func rounded(_ ratio: Double) -> Double {
        let whole = ratio.rounded()
        if whole >= 2, abs(ratio - whole) <= 0.01 * ratio { return whole }
        let inverse = (1 / ratio).rounded()
        if inverse >= 2, abs(1 / ratio - inverse) <= 0.01 / ratio { return 1 / inverse }
        return (ratio * 1000).rounded() / 1000
    }

    // MARK: Letter spacing

    /// The groups of each file's letter spacings: the design's percent of each style's size written as that many points.
    /// Compared are the text styles paired with a code font (by name, or by size, weight and family where the names
    /// differ: the percent written as points is the evidence, not the name) whose design gives a letter spacing other
    /// than zero and whose code states one; a style follows when the code's number is the design's percent within a
    /// generator's rounding, and its own finding is folded only where the letter spacing is all it differs in. The
    /// points the design's percents come to must take at least three values (styles of different sizes): one number
    /// on every style is no evidence.
    static func trackingGroups(_ matches: MatchResult) -> [Group] {
        var byFile: [String: (compared: Int, followers: [(row: MatchRow, gap: LetterSpacingGap)])] = [:]
        for r in matches.typography where [.matched, .drift, .mismatch].contains(r.status) && r.codeName != nil {
            guard let want = r.expectation.light.font, let font = r.codeFont, let code = font.letterSpacing, let file = r.codeLocation?.file,
                let size = FontComparison.size(of: want) ?? FontComparison.size(of: font), size > 0,
                let percent = want.relativeLetterSpacing.map({ $0 * 100 }) ?? want.letterSpacing.map({ $0 / size * 100 }), percent != 0
            else { continue }
            byFile[file, default: (0, [])].compared += 1
            guard r.status == .mismatch, let gap = LetterSpacingGap(design: want, code: font), abs(code - percent) <= 0.005 else { continue }
            byFile[file, default: (0, [])].followers.append((r, gap))
        }
        var out: [Group] = []
        for file in byFile.keys.sorted() {
            guard let entry = byFile[file], entry.followers.count >= leastTokens, Double(entry.followers.count) >= leastShare * Double(entry.compared),
                Set(entry.followers.map { ($0.gap.design * 100).rounded() }).count >= leastDistinctValues
            else { continue }
            // A style that differs in more than its letter spacing keeps its own finding.
            let members = entry.followers.filter { $0.gap.isOnlyDifference(of: $0.row) }.map { p in
                let e = p.row.expectation
                return Member(
                    kind: .letterSpacings, rules: ["typography.mismatch"], key: e.name + "|" + (p.row.codeName ?? ""), design: e.name,
                    designValue: p.gap.designText, designLocation: e.location, code: p.row.codeName, codeValue: LetterSpacingGap.points(p.gap.code),
                    codeLocation: p.row.codeLocation)
            }
            guard members.count >= leastTokens else { continue }
            out.append(Group(file: file, kind: .letterSpacings, cause: .percentAsPoints, members: members, compared: entry.compared))
        }
        return out
    }

    // MARK: Colors

    /// The groups of each file's colors: one transform over the colors it would change.
    static func colorGroups(_ rows: [MatchRow], driftDeltaE: Double) -> [Group] {
        func same(_ a: Color?, _ b: Color?) -> Bool {
            guard let a, let b else { return false }
            return abs(a.alpha - b.alpha) < 0.02 && a.deltaE2000(to: b) <= driftDeltaE
        }
        let paired = rows.filter(pairedByName)
        var out: [Group] = []
        for file in Set(paired.compactMap(\.codeLocation?.file)).sorted() {
            let mine = paired.filter { $0.codeLocation?.file == file }
            // Made opaque: the design's translucent colors, each the code's color at full opacity.
            let translucent = mine.filter { ($0.expectation.light.color?.alpha ?? 1) < 0.98 }
            let opaque = translucent.filter { r in
                guard let want = r.expectation.light.color, let have = r.codeColor else { return false }
                return have.alpha >= 0.98 && same(want.withAlpha(1), have)
            }
            if let g = colorGroup(opaque, applicable: translucent.count, file: file, cause: .alphaDropped) { out.append(g) }
            // Swapped: the design's colors with two values, each the code's the other way round.
            let twoValued = mine.filter { r in
                guard let l = r.expectation.light.color, let d = r.expectation.dark?.color else { return false }
                return !same(l, d)
            }
            let swapped = twoValued.filter { r in
                same(r.codeColor, r.expectation.dark?.color) && same(r.codeDarkColor, r.expectation.light.color)
            }
            if let g = colorGroup(swapped, applicable: twoValued.count, file: file, cause: .appearancesSwapped) { out.append(g) }
        }
        return out
    }

    static func colorGroup(_ followers: [MatchRow], applicable: Int, file: String, cause: Cause) -> Group? {
        guard followers.count >= leastTokens, Double(followers.count) >= leastShare * Double(applicable),
            Set(followers.compactMap { $0.expectation.light.color?.hex }).count >= leastDistinctValues
        else { return nil }
        // Whichever color rule reports the difference (a mismatch, a drift), the group stands for it.
        let members = followers.map { r in
            Member(
                kind: .colors, rules: ["color.mismatch", "color.drift", "color.generic"], key: r.expectation.name + "|" + (r.codeName ?? ""),
                design: r.expectation.name, designValue: CheckSupport.valueText(r.expectation), designLocation: r.expectation.location,
                code: r.codeName, codeValue: r.codeValue ?? r.codeColor.map { "\($0)" }, codeLocation: r.codeLocation)
        }
        return Group(file: file, kind: .colors, cause: cause, members: members, compared: applicable)
    }

    // MARK: A lagging build

    /// Of each kind, the design tokens missing from the app where the app's tokens of the kind are all in generated
    /// files, and either the ones those files name mostly equal the design or most of the design's tokens are missing:
    /// a generated file built from an older version of the tokens (or by a build that leaves them out). One group per
    /// kind, at the file that names most of them; the named tokens that differ keep their own findings.
    static func laggingGroups(_ matches: MatchResult, generatedFiles: Set<String>) -> [Group] {
        guard !generatedFiles.isEmpty else { return [] }
        let kinds: [(rows: [MatchRow], kind: Kind, rule: String)] = [
            (matches.colors.filter { ColorFix.isNamed($0.expectation) }, .colors, "color.missing"),
            (matches.typography.filter { TypographyMatcher.isStyleName($0.expectation) }, .fontSizes, "typography.missing"),
            (matches.spacing.filter { $0.expectation.source != .cssRule }, .spacing, "spacing.off-scale"),
            (matches.radii.filter { $0.expectation.source != .cssRule }, .radii, "radius.mismatch")
        ]
        var out: [Group] = []
        for (rows, kind, rule) in kinds {
            let named = rows.filter(pairedByName)
            let missing = rows.filter { $0.status == .missing }
            guard missing.count >= leastTokens, named.count >= leastTokens,
                named.allSatisfy({ generatedFiles.contains($0.codeLocation?.file ?? "") })
            else { continue }
            // The file has the design's values but not all its tokens, or it lacks most of them: either way one build's gap.
            let equal = named.filter { $0.status == .matched || $0.status == .drift }.count
            guard Double(equal) >= leastShare * Double(named.count) || Double(missing.count) >= leastShare * Double(rows.count) else { continue }
            var votes: [String: Int] = [:]
            for r in named { votes[r.codeLocation?.file ?? "", default: 0] += 1 }
            guard let file = votes.sorted(by: { ($0.value, $1.key) > ($1.value, $0.key) }).first?.key else { continue }
            let members = missing.map { r in
                Member(
                    kind: kind, rules: [rule], key: r.expectation.name, design: r.expectation.name, designValue: CheckSupport.valueText(r.expectation),
                    designLocation: r.expectation.location)
            }
            var g = Group(file: file, kind: kind, cause: .lagging, members: members, compared: rows.count)
            g.named = named.count
            g.equal = equal
            out.append(g)
        }
        return out
    }

    // MARK: Folding

    /// What the pipeline does with the groups: leaves out each member's own finding unless it is low (a low finding
    /// says why the token is a question, not a gap, and stays), and reports each group once, listing the members it
    /// stands for, at the highest severity of their findings (after their lowerings); a group none of whose members
    /// was reported goes.
    public struct Folding: Sendable {
        let difference: SystematicDifference
        let configuration: Configuration
        /// The highest severity of the left-out findings, and the keys of the members left out, per group.
        var severities: [Int: Severity] = [:]
        var folded: [Int: Set<String>] = [:]
        /// The area and severity of each left-out finding, which the score still weighs (`Scoring.summary`).
        public private(set) var leftOut: [(category: Category, severity: Severity)] = []

        /// Nil when the rule is off or nothing is systematic.
        public init?(_ context: CheckContext) {
            guard context.configuration.isEnabled(TokenSystematicCheck.description.id) else { return nil }
            let d = SystematicDifference(
                matches: context.matches, generatedFiles: context.inventory.generatedFiles, driftDeltaE: context.configuration.driftDeltaE)
            guard !d.groups.isEmpty else { return nil }
            difference = d
            configuration = context.configuration
        }

        /// True when `f` is a member's own finding at medium or above, or one `lowered` to low only because it rests on
        /// an unreferenced primitive (`UnreferencedPrimitives`): it is left out, and its severity kept for the group's.
        public mutating func leavesOut(_ f: Finding, lowered: Bool = false) -> Bool {
            guard f.severity != .low || lowered, let g = difference.group(of: f) else { return false }
            severities[g] = min(severities[g] ?? .low, f.severity)
            folded[g, default: []].insert(f.key)
            leftOut.append((f.category, f.severity))
            return true
        }

        /// Each group's finding, made again from the members it stands for, at their severity (or the configured one).
        public func settle(_ findings: inout [Finding]) {
            let id = TokenSystematicCheck.description.id
            let keys = Set(difference.groups.map(\.key))
            findings.removeAll { $0.rule == id && keys.contains($0.key) }
            for (i, group) in difference.groups.enumerated() {
                guard let severity = severities[i], let kept = folded[i] else { continue }
                var g = group
                g.members = g.members.filter { kept.contains($0.key) }
                g.setAside = group.members.count - g.members.count
                var f = TokenSystematicCheck.finding(g)
                f.severity = configuration.severity(for: id, default: severity)
                findings.append(f)
            }
        }
    }
}
