import GapCheckModel

/// Lowers findings whose only design evidence is a value nothing shows the screens paint (`Expectation.unpainted`:
/// the design's pages are all drawn by scripts gapcheck does not read, and no style rule uses the value). Such a
/// value may be a stock template's default (a UI kit's theme copied into the project), so a finding on it is a
/// question for the design, not a gap in the release: low, and it says why.
public enum UnpaintedDesign {
    /// `findings` of one check, each finding whose every design location is an unpainted value lowered to low.
    public static func lower(_ findings: [Finding], context: CheckContext) -> [Finding] {
        var unpainted: Set<SourceLocation> = []
        for e in context.design.expectations where e.unpainted == true {
            unpainted.insert(e.location)
            if let d = e.darkLocation { unpainted.insert(d) }
        }
        guard !unpainted.isEmpty else { return findings }
        let designFiles = Set(context.design.files)
        return findings.map { f in
            guard f.severity != .low else { return f }
            let locations = ([f.expected?.location, f.actual?.location].compactMap { $0 } + f.occurrences).filter { designFiles.contains($0.file) }
            guard !locations.isEmpty, locations.allSatisfy(unpainted.contains) else { return f }
            var out = f
            out.severity = .low
            out.message +=
                " Nothing in the design shows this value paints a screen: its pages are drawn by scripts gapcheck does not read, and no style rule uses it, so it may be a template's default."
            return out
        }
    }
}
