import GapCheckModel

/// Lowers findings whose only design evidence is a value nothing shows the screens paint (`Expectation.unpainted`:
/// the design's pages are all drawn by scripts gapcheck does not read, and no style rule uses the value). Such a
/// value may be a stock template's default (a UI kit's theme copied into the project), so a finding on it is a
/// question for the design, not a gap in the release: low, and it says why.
public enum UnpaintedDesign {
    /// Lowers the findings of a design whose unpainted values it knows, one finding at a time (as the pipeline
    /// merges them, with no second array).
    public struct Lowering: Sendable {
        let unpainted: Set<SourceLocation>
        let designFiles: Set<String>

        /// Nil when the design has no unpainted value: then no finding is lowered.
        public init?(_ context: CheckContext) {
            var unpainted: Set<SourceLocation> = []
            for e in context.design.expectations where e.unpainted == true {
                unpainted.insert(e.location)
                if let d = e.darkLocation { unpainted.insert(d) }
            }
            guard !unpainted.isEmpty else { return nil }
            self.unpainted = unpainted
            designFiles = Set(context.design.files)
        }

        /// Lowers `f` to low, saying why, when every design location it rests on is an unpainted value.
        public func lower(_ f: inout Finding) {
            guard f.severity != .low else { return }
            let locations = ([f.expected?.location, f.actual?.location].compactMap { $0 } + f.occurrences).filter { designFiles.contains($0.file) }
            guard !locations.isEmpty, locations.allSatisfy(unpainted.contains) else { return }
            f.severity = .low
            f.message +=
                " Nothing in the design shows this value paints a screen: its pages are drawn by scripts gapcheck does not read, and no style rule uses it, so it may be a template's default."
        }
    }
}
