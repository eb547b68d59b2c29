import GapCheckModel

/// Lowers findings whose only design evidence is a file the matcher knows is an older version of another
/// (`MatchIndex.supersededFiles`: wherever the two disagree on a token, the code follows the other). Such a
/// finding is a question about a design the app has moved past, not a gap in the release: low, and it
/// says why. A finding that the newer file also supports (a location there, or a token it declares with
/// the same value) keeps its severity.
public enum SupersededDesign {
    /// What lowering a finding needs, built once for every check's findings: the pipeline lowers each finding
    /// as it takes it (no lowered copy of a check's array, no index built again per check).
    public struct Lowering: Sendable {
        let superseded: [String: (newer: String, count: Int)]
        let designFiles: Set<String>
        /// Files declaring each design token with its value: the token's own file and those repeating it.
        let declared: [String: Set<String>]

        /// Nil when no design file is superseded: then no finding is lowered.
        public init?(_ context: CheckContext) {
            superseded = context.matches.index.supersededFiles
            guard !superseded.isEmpty else { return nil }
            designFiles = Set(context.design.files)
            var declared: [String: Set<String>] = [:]
            for e in context.design.expectations {
                declared[e.name + "\u{1F}" + e.location.file, default: []].formUnion([e.location.file] + (e.alsoDeclaredIn ?? []))
            }
            self.declared = declared
        }

        /// Lowers `f` to low, saying why, when it rests only on a superseded file.
        public func lower(_ f: inout Finding) {
            guard f.severity != .low,
                let older = SupersededDesign.olderFile(of: f, superseded: superseded, designFiles: designFiles, declared: declared)
            else { return }
            f.severity = .low
            f.message +=
                " It comes only from \(older.file), which looks like an older version of the design: where it and \(older.newer) disagree on a token (\(older.count) times), the app follows \(older.newer)."
        }
    }

    /// The superseded file `f` rests on, with its newer version, when every design location of `f` lies in
    /// a superseded file and no newer file declares its design token with the same value; nil otherwise.
    static func olderFile(
        of f: Finding, superseded: [String: (newer: String, count: Int)], designFiles: Set<String>, declared: [String: Set<String>]
    ) -> (file: String, newer: String, count: Int)? {
        let locations = ([f.expected?.location, f.actual?.location].compactMap { $0 } + f.occurrences).filter { designFiles.contains($0.file) }
        guard let first = locations.first, let older = superseded[first.file],
            locations.allSatisfy({ superseded[$0.file] != nil })
        else { return nil }
        if let name = f.expected?.name, let files = declared[name + "\u{1F}" + first.file],
            files.contains(where: { superseded[$0] == nil })
        {
            return nil
        }
        return (first.file, older.newer, older.count)
    }
}
