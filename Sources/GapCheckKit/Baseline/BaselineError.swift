/// Errors reading a baseline file (exit status 2), naming the file.
public enum BaselineError: Error, Sendable, Hashable, CustomStringConvertible {
    case unreadable(path: String)
    /// Not read: not a regular file, over the size limit (`ReportFile.maxBytes`), or `open`/`read` failed.
    case refused(path: String, reason: String)
    case invalid(path: String, reason: String)
    case unsupportedVersion(path: String, version: Int)

    /// One line naming the file, for `gapcheck: error: ...`.
    public var description: String {
        switch self {
        case .unreadable(let path): return "\(path): cannot read the baseline file"
        case .refused(let path, let reason): return "\(path): cannot read the baseline file: \(reason)"
        case .invalid(let path, let reason): return "\(path): not a gapcheck baseline (\(reason))"
        case .unsupportedVersion(let path, let v):
            return "\(path): baseline schema version \(v) is newer than this gapcheck understands (\(Baseline.currentSchemaVersion)); upgrade gapcheck"
        }
    }
}
