import GapCheckReport

/// Errors reading a JSON report for `gapcheck diff` or `--compare` (exit status 2), naming the file.
public enum ReportFileError: Error, Sendable, Hashable, CustomStringConvertible {
    case notFound(path: String)
    case unreadable(path: String)
    /// Not read: not a regular file, over the size limit, or `open`/`read` failed.
    case refused(path: String, reason: String)
    /// Not JSON, or JSON that is not a gapcheck report; `reason` says what is wrong.
    case invalid(path: String, reason: String)
    case unsupportedVersion(path: String, version: Int)

    /// One line naming the file, for `gapcheck: error: ...`.
    public var description: String {
        switch self {
        case .notFound(let path): return "\(path): no such file or directory"
        case .unreadable(let path): return "\(path): cannot read the report file"
        case .refused(let path, let reason): return "\(path): cannot read the report file: \(reason)"
        case .invalid(let path, let reason):
            return "\(path): not a gapcheck JSON report (\(reason)); write one with `gapcheck DESIGN IMPL --format json -o FILE`"
        case .unsupportedVersion(let path, let v):
            let newer = v > JSONReport.currentSchemaVersion
            return
                "\(path): report schema version \(v) is \(newer ? "newer than" : "not one") this gapcheck understands (\(JSONReport.currentSchemaVersion))\(newer ? "; upgrade gapcheck" : "")"
        }
    }
}
