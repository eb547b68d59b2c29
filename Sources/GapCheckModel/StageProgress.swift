/// Where a run shows how far it has got: its stages (`checking`) and, while a reader works, the files it
/// reads. The pipeline reports through this protocol; the CLI's terminal line (`ProgressLine`) is one
/// conformance, and a caller that wants no progress passes none.
public protocol StageProgress: Sendable {
    /// A new stage (`checking`, `writing`), without a file count.
    func stage(_ name: String)
    /// Progress for a reader: the stage `name` (`reading design`), counting the files it reads.
    func reading(_ name: String) -> ReadProgress
}
