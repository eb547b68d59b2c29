import Foundation
import GapCheckModel

/// Two token files of one design that give one length scale's steps different values, when the code follows one of
/// them: a base stylesheet's `--radius-sm: 4px` beside a token export's `radius.sm = 6px` that the app's
/// `radiusSm = 6` was generated from.
///
/// A step is the words of a token's name after its last scale word (`sm` of `--radius-sm`, `dimension.radius.sm`
/// and `Radius.sm`; `5` of `--space-5`). Two files disagree on a step both name with values half a point apart or
/// more. The code follows a file on a step when its token of that step (by the same words) has the file's value.
/// When the code follows one file (the source) on every step two files disagree on that the code has, and the other
/// (the rival) on none, the rival's steps the code lacks under those steps are the design's conflict, not the app's
/// gaps: one low `design.conflict` per scale and source names them. When two or more steps disagree so, the rival is
/// another scale altogether, and its steps the code lacks that the source does not name are folded in too. A step
/// the rival and the source agree on is the design's, and compared as usual.
struct DesignScaleConflicts {
    /// One rival file's steps set aside for a source file.
    struct Conflict {
        var source: String
        var rival: String
        /// The steps the two files name with different values: the step, the rival's and the source's values.
        var disagreements: [(step: String, rival: Double, source: Double, code: String)]
        /// The rival's other steps the code lacks, set aside with it: their names and values.
        var others: [(name: String, value: Double)] = []
        /// Where the rival's steps set aside are declared.
        var locations: [SourceLocation] = []
    }

    /// The conflicts, by source file, in file order.
    let conflicts: [Conflict]
    /// The design locations of the rival steps set aside (`LengthScaleFindings` reports none of them).
    let setAside: Set<SourceLocation>

    /// Words that name a length scale: a token's step is what follows the last of them.
    static let scaleWords: Set<String> = [
        "radius", "radii", "rounded", "corner", "corners", "round", "space", "spacing", "spacer", "spacers", "gap", "gutter", "inset"
    ]

    /// The step a token named `name` names (`sm`, `2 xl`), nil when no scale word is in its name or nothing follows it.
    static func step(_ name: String) -> String? {
        let words = NameWords.split(name)
        guard let last = words.lastIndex(where: scaleWords.contains), last + 1 < words.count else { return nil }
        return words[(last + 1)...].joined(separator: " ")
    }

    /// The conflicts among `rows` (one scale's design tokens, with how the code matched each) given the code's `scale`.
    init(rows: [MatchRow], scale: [LengthToken]) {
        var codeByStep: [String: [LengthToken]] = [:]
        for t in scale { if let s = Self.step(t.qualifiedName) { codeByStep[s, default: []].append(t) } }
        // Each file's steps, first declaration wins; rows of rules (`.card { padding }`) name no step.
        var files: [String] = []
        var steps: [String: [String: (value: Double, row: MatchRow)]] = [:]
        for r in rows where r.expectation.source != .cssRule {
            guard let v = r.expectation.light.length, let s = Self.step(r.expectation.name) else { continue }
            let f = r.expectation.location.file
            if steps[f] == nil { files.append(f) }
            if steps[f, default: [:]][s] == nil { steps[f, default: [:]][s] = (v, r) }
        }
        var conflicts: [Conflict] = []
        var setAside: Set<SourceLocation> = []
        func follows(_ s: String, _ v: Double) -> LengthToken? { codeByStep[s]?.first { abs($0.value - v) < 0.5 } }
        for rival in files {
            let theirs = steps[rival, default: [:]]
            // The source the code follows over this file, the first that qualifies.
            for source in files where source != rival {
                let ours = steps[source, default: [:]]
                let disagreeing = theirs.keys.filter { s in ours[s].map { abs($0.value - theirs[s]!.value) >= 0.5 } ?? false }.sorted()
                let judged = disagreeing.filter { codeByStep[$0] != nil }
                guard !judged.isEmpty, judged.allSatisfy({ follows($0, ours[$0]!.value) != nil }),
                    !judged.contains(where: { follows($0, theirs[$0]!.value) != nil })
                else { continue }
                var conflict = Conflict(
                    source: source, rival: rival,
                    disagreements: judged.map { s in (s, theirs[s]!.value, ours[s]!.value, follows(s, ours[s]!.value)!.qualifiedName) })
                conflict.locations = judged.map { theirs[$0]!.row.expectation.location }
                if judged.count >= 2 {
                    // Another scale altogether: its steps the code lacks and the source does not name go with it.
                    for (s, t) in theirs.sorted(by: { $0.value.row.expectation.location < $1.value.row.expectation.location })
                    where ours[s] == nil && t.row.status == .missing && abs(t.value) >= LengthScaleFindings.zeroLength
                        && follows(s, t.value) == nil
                    {
                        conflict.locations.append(t.row.expectation.location)
                        conflict.others.append((t.row.expectation.name, t.value))
                    }
                }
                setAside.formUnion(conflict.locations)
                conflicts.append(conflict)
                break
            }
        }
        self.conflicts = conflicts
        self.setAside = setAside
    }
}
