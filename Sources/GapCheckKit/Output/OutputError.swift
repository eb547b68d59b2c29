/// Errors writing a report, baseline or config file (exit status 2), naming the file.
public enum OutputError: Error, Sendable, Hashable, CustomStringConvertible {
    case directoryMissing(path: String)
    case exists(path: String)
    case writeFailed(path: String, reason: String)

    /// One line naming the file, for `gapcheck: error: ...`.
    public var description: String {
        switch self {
        case .directoryMissing(let path): return "\(path): the folder to write into does not exist"
        case .exists(let path): return "\(path): already exists"
        case .writeFailed(let path, let reason): return "\(path): cannot write (\(reason))"
        }
    }
}
