import GapCheckModel

/// Lowers findings whose only design evidence is a primitive token no semantic token aliases
/// (`Expectation.primitive == .unreferenced`), when the app does not mirror the primitive layer.
///
/// A token set of primitives (`Core/Color`, `Core/Spacing`) that the themes use only as a source, or a file of literal
/// values the other token files alias (`base.json` under `global.json` and `dark.json`, `PrimitiveFiles`), is the scale the
/// semantic tokens are built from; a generated app build publishes the semantic layer (`SmaTokens.spacingMd`), and a
/// primitive step no semantic token uses (`spacing.44`) reaches no screen: not an app gap. An app that mirrors the
/// primitives (a code token paired by name with one of them, `Color.gray500` ↔ `color.gray.500`) is owed every step,
/// so nothing is lowered there.
public enum UnreferencedPrimitives {
    /// Lowers the findings of a design whose unreferenced primitives it knows, one finding at a time.
    public struct Lowering: Sendable {
        let unreferenced: Set<SourceLocation>
        let designFiles: Set<String>

        /// Nil when the design has no unreferenced primitive, or when the app mirrors its primitive layer.
        public init?(_ context: CheckContext) {
            var unreferenced: Set<SourceLocation> = []
            for e in context.design.expectations where e.primitive == .unreferenced {
                unreferenced.insert(e.location)
                if let d = e.darkLocation { unreferenced.insert(d) }
            }
            guard !unreferenced.isEmpty, !Self.mirrorsPrimitives(context.matches) else { return nil }
            self.unreferenced = unreferenced
            designFiles = Set(context.design.files)
        }

        /// True when a code token is paired by name with a primitive of the design: the app publishes primitives too.
        static func mirrorsPrimitives(_ matches: MatchResult) -> Bool {
            (matches.colors + matches.typography + matches.spacing + matches.radii).contains { row in
                row.expectation.primitive != nil && row.codeName != nil && !row.foundByValue
                    && [.matched, .drift, .mismatch].contains(row.status)
            }
        }

        /// Lowers `f` to low, saying why, when every design location it rests on is an unreferenced primitive.
        public func lower(_ f: inout Finding) {
            guard f.severity != .low else { return }
            let locations = ([f.expected?.location, f.actual?.location].compactMap { $0 } + f.occurrences).filter { designFiles.contains($0.file) }
            guard !locations.isEmpty, locations.allSatisfy(unreferenced.contains) else { return }
            f.severity = .low
            f.message +=
                " This is a primitive of the design's token scale that no semantic token aliases: the themes use its set only as a source, and the app publishes the semantic tokens, so no screen owes it."
        }
    }
}
