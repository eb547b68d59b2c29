import Foundation
import GapCheckModel

/// Lowers the critical findings that rest only on design pages the design's notes leave out while they judge its other
/// pages (`DesignSpec.unjudgedPages`: the notes choose one page and retire others, and never name these). Such a page
/// may be a direction nobody chose, so it is not authoritative enough for a claim a release manager acts on: medium,
/// and the finding says why. Its findings stay: the page may draw screens the chosen one does not.
public enum UnjudgedDesign {
    /// Lowers the findings of a design with unjudged pages, one finding at a time (as the pipeline merges them).
    public struct Lowering: Sendable {
        let unjudged: [String: SourceLocation]
        let designFiles: Set<String>

        /// Nil when the design has no unjudged page: then no finding is lowered.
        public init?(_ context: CheckContext) {
            guard let pages = context.design.unjudgedPages, !pages.isEmpty else { return nil }
            unjudged = Dictionary(pages.map { ($0.page, $0.note) }, uniquingKeysWith: { a, _ in a })
            designFiles = Set(context.design.files)
        }

        /// Lowers a critical `f` to medium, saying why, when every design location it rests on is on an unjudged page.
        public func lower(_ f: inout Finding) {
            guard f.severity == .critical else { return }
            let files = ([f.expected?.location, f.actual?.location].compactMap { $0 } + f.occurrences).map(\.file).filter(designFiles.contains)
            guard let page = files.first, files.allSatisfy({ unjudged[$0] != nil }), let note = unjudged[page] else { return }
            f.severity = .medium
            f.message +=
                " The design's notes (\((note.file as NSString).lastPathComponent):\(note.line)) choose a page and give the others a status, but never name \((page as NSString).lastPathComponent): a direction of unknown standing, so this is not critical."
        }
    }
}
