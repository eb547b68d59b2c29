/// Errors in how gapcheck was invoked (exit status 2): bad option values, unsafe output paths.
public enum CommandError: Error, Sendable, Hashable, CustomStringConvertible {
    case invalidDate(String)
    case invalidSourceDateEpoch(String)
    /// An output file would land inside an input folder, which gapcheck never writes into.
    case outputInsideInput(output: String, input: String)
    /// An output file is one of the command's input files.
    case outputIsInput(output: String)
    /// `gapcheck init` found an existing configuration file.
    case configExists(path: String)
    /// `--format` value not supported by this command.
    case unsupportedFormat(String, allowed: [String])
    case unknownRule(String)
    /// `--compare` with a format that has no place for the trend.
    case compareUnsupported(format: String)

    /// One line naming the file, for `gapcheck: error: ...`.
    public var description: String {
        switch self {
        case .invalidDate(let d): return "--date \(d): expected a calendar date as YYYY-MM-DD"
        case .invalidSourceDateEpoch(let v): return "SOURCE_DATE_EPOCH=\(v): expected whole seconds since 1970, up to 253402300799 (9999-12-31)"
        case .outputInsideInput(let output, let input):
            return "\(output): refusing to write inside the input folder \(input); choose an output path outside it"
        case .outputIsInput(let output): return "\(output): refusing to overwrite an input file; choose another output path"
        case .configExists(let path): return "\(path): already exists; edit it, or remove it to start over"
        case .unsupportedFormat(let f, let allowed):
            return "--format \(f): unsupported here (use \(allowed.joined(separator: ", ")))"
        case .unknownRule(let id): return "\(id): unknown rule (run `gapcheck rules` for the list)"
        case .compareUnsupported(let f):
            return "--compare: the \(f) format has no trend section (use --format markdown or json, or `gapcheck diff OLD.json NEW.json`)"
        }
    }
}
