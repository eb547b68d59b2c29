/// How `swift package gapcheck [design] [impl...] [options]` becomes a `gapcheck check` command line.
///
/// Plain Swift, no PackagePlugin: the plugin compiles this file, and `Tests/GapCheckPluginTests`
/// compiles the same file (a symlink) to test it.
struct GapCheckInvocation: Equatable {
    /// Options of `gapcheck check` followed by a value, so that the value is not taken for a folder.
    static let optionsWithValue: Set<String> = [
        "-f", "--format", "-o", "--output", "--fail-on", "--config", "--baseline", "--write-baseline", "--date",
        "--assets", "--compare"
    ]

    /// The design folder when none is given, relative to the package.
    static let defaultDesign = "design"

    /// What `swift package gapcheck --help` prints before gapcheck's own help.
    static let usage = """
        USAGE: swift package [--allow-writing-to-package-directory] gapcheck [<design>] [<implementation> ...] [<gapcheck options>]

        Runs gapcheck on this package: <design> defaults to design/, the implementation folders to the
        directories of the package's source targets (tests excluded). Paths are relative to the package.
        Options are gapcheck's (below); put -- before folders whose names start with '-'.
        The report goes to stdout, or with -o FILE to FILE: inside the package that needs
        --allow-writing-to-package-directory before the verb (elsewhere, --allow-writing-to-directory DIR).
        """

    /// The mockups' folder.
    var design: String
    /// The app's folders.
    var implementation: [String]
    /// gapcheck options, in the order given.
    var options: [String]
    /// True when the design folder was not given (so the plugin can explain a missing `design/`).
    var designDefaulted: Bool
    /// `--help` or `-h` was given: print the usage and gapcheck's help instead of running.
    var wantsHelp: Bool

    /// Why no command line could be built.
    enum Problem: Error, Equatable, CustomStringConvertible {
        /// No implementation folder given and the package has no source target.
        case noImplementation

        var description: String {
            switch self {
            case .noImplementation:
                return "the package has no source targets; name the app's folders: swift package gapcheck design/ Sources/App"
            }
        }
    }

    /// Splits `arguments` (what followed the verb) into folders and options. Folders not given default
    /// to `design` and `sourceDirectories` (the package's source targets, relative to the package).
    init(arguments: [String], sourceDirectories: [String]) throws(Problem) {
        var positionals: [String] = []
        var options: [String] = []
        var help = false
        var i = 0
        while i < arguments.count {
            let arg = arguments[i]
            i += 1
            if arg == "--" {
                positionals += arguments[i...]
                break
            }
            guard arg.hasPrefix("-"), arg != "-" else {
                positionals.append(arg)
                continue
            }
            options.append(arg)
            if arg == "-h" || arg == "--help" { help = true }
            if Self.optionsWithValue.contains(arg), i < arguments.count {
                options.append(arguments[i])
                i += 1
            }
        }
        design = positionals.first ?? Self.defaultDesign
        designDefaulted = positionals.isEmpty
        implementation = positionals.count > 1 ? Array(positionals.dropFirst()) : sourceDirectories
        self.options = options
        wantsHelp = help
        if implementation.isEmpty, !help { throw .noImplementation }
    }

    /// The arguments for the gapcheck executable: `check`, the options, then `--` and the folders.
    var arguments: [String] {
        wantsHelp ? ["check", "--help"] : ["check"] + options + ["--", design] + implementation
    }

    /// Where `-o`/`--output` writes, when it writes to a file.
    var output: String? {
        var result: String?
        var i = 0
        while i < options.count {
            let o = options[i]
            if o == "-o" || o == "--output", i + 1 < options.count {
                result = options[i + 1]
                i += 1
            } else if o.hasPrefix("--output=") {
                result = String(o.dropFirst("--output=".count))
            }
            i += 1
        }
        return result == "-" ? nil : result
    }

    /// One line gapcheck wrote on stderr, as the plugin passes it on to SwiftPM (which prints a
    /// plugin's own output on stdout, where only the report belongs).
    enum StderrLine: Equatable {
        /// `gapcheck: error: message`: the message.
        case error(String)
        /// `path:line:column: warning: message` (a reader diagnostic): `path:line:column: message`.
        case warning(String)
        /// Anything else: the summary line.
        case info(String)
    }

    /// Classifies one stderr line of gapcheck.
    static func classify(_ line: String) -> StderrLine {
        if line.hasPrefix("gapcheck: error: ") { return .error(String(line.dropFirst("gapcheck: error: ".count))) }
        if let range = line.firstRange(of: ": warning: ") {
            return .warning(String(line[..<range.lowerBound]) + ": " + String(line[range.upperBound...]))
        }
        return .info(line)
    }

    /// What to add when gapcheck could not write `output` inside the package: SwiftPM's sandbox
    /// (macOS) lets a plugin write there only with `--allow-writing-to-package-directory`.
    static func writeHint(errors: [String], output: String?, packageDirectory: String) -> String? {
        guard let output, isInside(output, packageDirectory: packageDirectory),
            errors.contains(where: { $0.contains("cannot write (") })
        else { return nil }
        return "to write \(output) inside the package, run `swift package --allow-writing-to-package-directory gapcheck ...`"
    }

    /// `path` relative to `base` when it lies inside it (both absolute, `/`-separated), else `path`.
    static func relative(_ path: String, to base: String) -> String {
        let b = base.hasSuffix("/") ? String(base.dropLast()) : base
        if path == b { return "." }
        return path.hasPrefix(b + "/") ? String(path.dropFirst(b.count + 1)) : path
    }

    /// True when `path` (relative to the package, or absolute) lies inside the package at `packageDirectory`.
    static func isInside(_ path: String, packageDirectory: String) -> Bool {
        guard path.hasPrefix("/") else { return !normalized(path).hasPrefix("..") }
        let b = packageDirectory.hasSuffix("/") ? String(packageDirectory.dropLast()) : packageDirectory
        let p = normalized(path)
        return p == b || p.hasPrefix(b + "/")
    }

    /// `path` with `.` and `..` components folded (no file system access).
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            if part == "..", path.hasPrefix("/") { continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + joined : (joined.isEmpty ? "." : joined)
    }
}
