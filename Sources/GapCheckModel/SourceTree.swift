import Foundation

/// Errors about the input paths themselves: the run cannot start (exit status 2).
public enum InputError: Error, Sendable, Hashable, CustomStringConvertible {
    case notFound(path: String)
    case unreadable(path: String, reason: String)
    /// A root that holds no file the reader could read (a design folder with only PNGs, an app folder with
    /// only `.txt`): nothing to compare, which must not pass as a clean report. `what` names the kinds read.
    case nothingReadable(path: String, what: String)
    /// A design root whose only candidate was a design-token JSON in a shape gapcheck does not read: the file, named.
    case unknownTokenShape(path: String)

    /// What a token JSON of an unknown shape is told, as a warning or as the error that stops a run.
    public static let unknownTokenShapeMessage =
        "design-token JSON of a shape gapcheck does not read: it reads W3C DTCG tokens (`$value`), Style Dictionary and Tokens Studio tokens (`value` with `type`), plain values grouped by kind (`{\"color\": {\"primary\": \"#2563EB\"}, \"spacing\": {\"md\": 16}}`, with `light`/`dark` groups), and Figma variables keyed by mode (`{\"mapped\": {\"textPrimary\": {\"light\": \"#1c1e21\", \"dark\": \"#ffffff\"}}}`)"

    public var description: String {
        switch self {
        case .unknownTokenShape(let path): return "\(path): \(Self.unknownTokenShapeMessage); nothing to compare"
        case .notFound(let path): return "\(path): no such file or directory"
        case .unreadable(let path, let reason): return "\(path): cannot read (\(reason))"
        case .nothingReadable(let path, let what): return "\(path): no readable \(what) found; nothing to compare"
        }
    }
}

/// A file found under an input root.
public struct InputFile: Sendable, Hashable, Comparable {
    /// Path to open.
    public var path: String
    /// Path shown in reports: the root as the user gave it, joined with the relative path.
    public var displayPath: String
    /// Path relative to the root (for include/exclude globs).
    public var relativePath: String
    public var size: Int
    /// The path's bytes when they are not valid UTF-8 (then `path` shows them escaped, `\xE9`, and cannot
    /// be opened); nil otherwise.
    public var rawPath: [UInt8]?

    public init(path: String, displayPath: String, relativePath: String, size: Int, rawPath: [UInt8]? = nil) {
        self.path = path; self.displayPath = displayPath; self.relativePath = relativePath; self.size = size
        self.rawPath = rawPath
    }

    public static func < (a: InputFile, b: InputFile) -> Bool { a.displayPath < b.displayPath }
}

/// Walks input roots safely: no symlink escapes or loops, build folders skipped, sorted output.
public enum SourceTree {
    /// Folder names never descended into (build products, dependencies, VCS).
    public static let skippedDirectories: Set<String> = [
        ".git", ".hg", ".svn", ".build", ".swiftpm", "DerivedData", "Pods", "Carthage", "node_modules",
        "xcuserdata", ".idea", "build"
    ]

    /// Skipped folders too common to mention (version control, editor state).
    static let metadataDirectories: Set<String> = [".git", ".hg", ".svn", ".swiftpm", "xcuserdata", ".idea"]

    /// True when a `build/` folder holds an app's build output: Xcode's `XCBuildData`, `Intermediates.noindex`,
    /// `Products`, `*.build` or `*.app` folders, a `Build` folder, or Gradle's `intermediates`/`tmp` pair.
    static func isAppBuildOutput(_ path: [UInt8]) -> Bool {
        guard let entries = listDirectory(path)?.map({ String(decoding: $0, as: UTF8.self) }) else { return true }
        let markers: Set<String> = ["XCBuildData", "Intermediates.noindex", "Products", "Build", "intermediates", "Index.noindex", "ModuleCache.noindex"]
        return entries.contains { e in markers.contains(e) || e.hasSuffix(".build") || e.hasSuffix(".app") || e.hasSuffix(".swiftmodule") || e.hasSuffix(".o") }
    }

    /// Largest file read as text; larger files are skipped with a warning.
    public static let maxTextBytes = 32 << 20

    /// Files under `root` (or `root` itself when it is a file) whose name passes `accept`, sorted by path.
    ///
    /// Symlinks are followed only when they resolve inside the root, and each real directory is visited
    /// once, so loops end. Unreadable entries become warnings in `diagnostics`.
    ///
    /// Skipped folders (build products, dependencies) other than version-control and editor metadata
    /// are named in one warning per root, so a design that sits under one is never silently empty.
    /// `designRoot`: the root holds design files, and a `build/` folder in it is read unless it holds an
    /// app's build output (Xcode products, intermediates): token pipelines such as Style Dictionary write
    /// their CSS and JSON to `build/`. A hidden folder in it (`.vscode`, `.github`, `.storybook`) holds an editor's or
    /// a tool's settings, no design: skipped and named in a warning of its own.
    public static func files(
        under root: String, include: [String] = [], exclude: [String] = [],
        accept: (String) -> Bool, diagnostics: inout [Diagnostic], designRoot: Bool = false
    ) throws(InputError) -> [InputFile] {
        let fm = FileManager.default
        var isDir: ObjCBool = false
        guard fm.fileExists(atPath: root, isDirectory: &isDir) else { throw .notFound(path: root) }
        let display = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
        if !isDir.boolValue {
            // A FIFO, socket or device given as the root is refused here: opening a FIFO blocks forever.
            if let k = kind(atPath: root), k != S_IFREG { throw .unreadable(path: root, reason: "not a regular file (\(kindName(k)))") }
            guard fm.isReadableFile(atPath: root) else { throw .unreadable(path: root, reason: "permission denied") }
            let size = ((try? fm.attributesOfItem(atPath: root))?[.size] as? Int) ?? 0
            let name = (root as NSString).lastPathComponent
            return [InputFile(path: root, displayPath: display, relativePath: name, size: size)]
        }
        guard let rootRealBytes = realPathBytes(Array(root.utf8)) else { throw .unreadable(path: root, reason: "cannot resolve") }
        guard listDirectory(Array(root.utf8)) != nil else {
            throw .unreadable(path: root, reason: "permission denied")
        }
        // Paths are kept as bytes while walking: a file name need not be UTF-8 (`caf\xE9.swift`), and a
        // `String` would turn it into U+FFFD and name a file that does not exist.
        var out: [InputFile] = []
        var skippedFolders: [String] = []
        var settingsFolders: [String] = []
        defer {
            for (folders, why) in [(skippedFolders, "as build output or dependencies"), (settingsFolders, "as an editor's or tool's settings")]
            where !folders.isEmpty {
                diagnostics.append(
                    Diagnostic(
                        .warning, "\(folders.count) folder\(folders.count == 1 ? "" : "s") skipped \(why), not read: \(listed(folders))",
                        at: SourceLocation(file: display)))
            }
        }
        var visited: Set<[UInt8]> = [rootRealBytes]
        var stack: [(path: [UInt8], rel: String)] = [(Array(root.utf8), "")]
        while let (dir, rel) = stack.popLast() {
            guard let entries = listDirectory(dir) else {
                diagnostics.append(Diagnostic(.warning, "directory not readable, skipped", at: SourceLocation(file: join(display, rel))))
                continue
            }
            for (name, nameBytes) in entries.map({ (escapedName($0), $0) }).sorted(by: { $0.0 < $1.0 }) {
                let full = dir.last == 0x2F ? dir + nameBytes : dir + [0x2F] + nameBytes
                let relPath = rel.isEmpty ? name : rel + "/" + name
                let shown = join(display, relPath)
                guard let linkMode = statMode(full, follow: false) else {
                    diagnostics.append(Diagnostic(.warning, "not readable, skipped", at: SourceLocation(file: shown)))
                    continue
                }
                var mode = linkMode
                var target = full
                if linkMode.mode & S_IFMT == S_IFLNK {
                    guard let real = realPathBytes(full), let m = statMode(real, follow: true) else {
                        diagnostics.append(Diagnostic(.warning, "dangling symlink, skipped", at: SourceLocation(file: shown)))
                        continue
                    }
                    guard real == rootRealBytes || real.starts(with: rootRealBytes + [0x2F]) || rootRealBytes == [0x2F] else {
                        diagnostics.append(Diagnostic(.warning, "symlink points outside the input root, not followed", at: SourceLocation(file: shown)))
                        continue
                    }
                    target = real
                    mode = m
                }
                let type = mode.mode & S_IFMT
                if type == S_IFDIR {
                    if skippedDirectories.contains(name) || name.hasPrefix(".build") {
                        let readAsDesign = designRoot && name == "build" && !isAppBuildOutput(target)
                        if !readAsDesign {
                            if !metadataDirectories.contains(name) { skippedFolders.append(relPath) }
                            continue
                        }
                    }
                    if designRoot, name.hasPrefix(".") {
                        settingsFolders.append(relPath)
                        continue
                    }
                    guard let real = realPathBytes(target), !visited.contains(real) else { continue }
                    visited.insert(real)
                    if !exclude.isEmpty, exclude.contains(where: { Glob.matches($0, relPath) || Glob.matches($0, relPath + "/") }) { continue }
                    stack.append((full, relPath))
                } else if type == S_IFREG {
                    guard accept(name) else { continue }
                    if !include.isEmpty, !include.contains(where: { Glob.matches($0, relPath) }) { continue }
                    if exclude.contains(where: { Glob.matches($0, relPath) }) { continue }
                    let utf8 = String(validating: full, as: UTF8.self)
                    out.append(
                        InputFile(
                            path: utf8 ?? escapedName(full), displayPath: shown, relativePath: relPath, size: mode.size,
                            rawPath: utf8 == nil ? full : nil))
                } else {
                    // FIFOs, sockets and devices are never opened (a FIFO blocks `open` until a writer comes).
                    diagnostics.append(Diagnostic(.warning, "not a regular file (\(kindName(mode.mode))), skipped", at: SourceLocation(file: shown)))
                }
            }
        }
        return out.sorted()
    }

    /// Up to eight paths, sorted and joined with commas, `…` for the rest.
    public static func listed(_ paths: [String]) -> String {
        let shown = paths.sorted()
        return shown.prefix(8).joined(separator: ", ") + (shown.count > 8 ? ", …" : "")
    }

    /// A file name (or path) for display: UTF-8 as is; any byte that is not valid UTF-8 as `\xE9`.
    public static func escapedName(_ bytes: [UInt8]) -> String {
        if let s = String(validating: bytes, as: UTF8.self) { return s }
        var out = ""
        var i = 0
        while i < bytes.count {
            // The longest valid UTF-8 sequence at `i` (1–4 bytes), else one escaped byte.
            var taken = false
            for len in stride(from: min(4, bytes.count - i), through: 1, by: -1) {
                if let s = String(validating: bytes[i..<i + len], as: UTF8.self) {
                    out += s
                    i += len
                    taken = true
                    break
                }
            }
            if !taken {
                out += "\\x" + String(bytes[i], radix: 16, uppercase: true).leftPadded(to: 2)
                i += 1
            }
        }
        return out
    }

    /// The names in a directory (bytes, without `.` and `..`), or nil when it cannot be opened.
    static func listDirectory(_ path: [UInt8]) -> [[UInt8]]? {
        guard let d = withCPath(path, { opendir($0) }) else { return nil }
        defer { closedir(d) }
        var names: [[UInt8]] = []
        while let entry = readdir(d) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if name == [0x2E] || name == [0x2E, 0x2E] { continue }
            names.append(name)
        }
        return names
    }

    /// `st_mode` and size of `path` (following a final symlink when `follow`), or nil.
    static func statMode(_ path: [UInt8], follow: Bool) -> (mode: mode_t, size: Int)? {
        var info = stat()
        let ok = withCPath(path) { follow ? stat($0, &info) : lstat($0, &info) } == 0
        return ok ? (info.st_mode, Int(info.st_size)) : nil
    }

    static func realPathBytes(_ path: [UInt8]) -> [UInt8]? {
        guard let r = withCPath(path, { realpath($0, nil) }) else { return nil }
        defer { free(r) }
        return Array(UnsafeBufferPointer(start: UnsafeRawPointer(r).assumingMemoryBound(to: UInt8.self), count: strlen(r)))
    }

    /// Calls `body` with `path` as a NUL-terminated C string.
    static func withCPath<R>(_ path: [UInt8], _ body: (UnsafePointer<CChar>) -> R) -> R {
        let c = path.map { CChar(bitPattern: $0) } + [0]
        return c.withUnsafeBufferPointer { body($0.baseAddress!) }
    }

    /// Reads a file as text: UTF-8 (BOM stripped), UTF-16 with BOM, else Latin-1 with a warning.
    /// Returns nil (with a warning) for binary files, files over `maxBytes`, and unreadable files.
    public static func readText(_ file: InputFile, maxBytes: Int = maxTextBytes, diagnostics: inout [Diagnostic]) -> String? {
        let loc = SourceLocation(file: file.displayPath)
        if file.size > maxBytes {
            diagnostics.append(Diagnostic(.warning, "file is \(file.size / (1 << 20)) MB, over the \(maxBytes >> 20) MB limit; skipped", at: loc))
            return nil
        }
        let bytes: [UInt8]
        switch read(file, limit: maxBytes) {
        case .success(let b): bytes = b
        case .failure(let failure):
            diagnostics.append(Diagnostic(.warning, "\(failure); skipped", at: loc))
            return nil
        }
        return decode(bytes, location: loc, diagnostics: &diagnostics)
    }

    /// Why a file was not read.
    public enum ReadFailure: Error, Sendable, Hashable, CustomStringConvertible {
        /// Not a regular file (a FIFO, socket or device): opening or reading it could block forever or
        /// never end, so it is never read.
        case notRegular(kind: String)
        /// Larger than the limit.
        case tooLarge(limit: Int)
        /// `open` or `read` failed.
        case unreadable(reason: String)

        public var description: String {
            switch self {
            case .notRegular(let kind): return "not a regular file (\(kind))"
            case .tooLarge(let limit): return "file is over the \(SourceTree.sizeText(limit)) limit"
            case .unreadable(let reason): return "not readable (\(reason))"
            }
        }
    }

    /// The bytes of a file, read with open/read up to `limit + 1` bytes (so a file that grew past the
    /// limit after it was listed is seen as too big without reading all of it); nil when it cannot be
    /// opened or read, or is not a regular file. See `read(atPath:limit:)`.
    public static func read(_ file: InputFile, limit: Int = maxTextBytes) -> Result<[UInt8], ReadFailure> {
        read(pathBytes: file.rawPath ?? Array(file.path.utf8), limit: limit)
    }

    /// The bytes of a regular file of at most `limit` bytes, or why not (see `read(pathBytes:limit:)`).
    public static func read(atPath path: String, limit: Int = maxTextBytes) -> Result<[UInt8], ReadFailure> {
        read(pathBytes: Array(path.utf8), limit: limit)
    }

    public static func readBytes(atPath path: String, limit: Int = maxTextBytes) -> [UInt8]? {
        try? readUpTo(pathBytes: Array(path.utf8), limit: limit).get()
    }

    /// The bytes of a regular file of at most `limit` bytes, or why not.
    ///
    /// Every input file gapcheck reads goes through here (sources, linked stylesheets, `@import`s,
    /// single-file roots, config, baseline, reports to compare): the file is opened with `O_NONBLOCK`, so
    /// opening a FIFO with no writer returns at once instead of blocking, and `fstat` on the open
    /// descriptor (not the path, which could be swapped in between) refuses anything but a regular file.
    /// Not `FileManager.contents(atPath:)`: that leaks a 4 KB buffer per empty file (found by the
    /// FuzzHTML target's leak checker), reads a growing file to its end, and blocks on a FIFO.
    public static func read(pathBytes path: [UInt8], limit: Int = maxTextBytes) -> Result<[UInt8], ReadFailure> {
        switch readUpTo(pathBytes: path, limit: limit, refuseLarger: true) {
        case .success(let bytes) where bytes.count > limit: return .failure(.tooLarge(limit: limit))
        case let other: return other
        }
    }

    /// At most `limit + 1` bytes of a regular file (so a caller sees a file over the limit without
    /// reading all of it); with `refuseLarger`, a file whose size is already over the limit is refused
    /// before a byte is read.
    static func readUpTo(pathBytes path: [UInt8], limit: Int, refuseLarger: Bool = false) -> Result<[UInt8], ReadFailure> {
        let fd = withCPath(path) { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY) }
        guard fd >= 0 else { return .failure(.unreadable(reason: String(cString: strerror(errno)))) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(.unreadable(reason: String(cString: strerror(errno)))) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(.notRegular(kind: kindName(info.st_mode))) }
        if refuseLarger, Int(info.st_size) > limit { return .failure(.tooLarge(limit: limit)) }
        let expected = info.st_size > 0 ? min(Int(info.st_size), limit) + 1 : 64 * 1024
        var out: [UInt8] = []
        out.reserveCapacity(expected)
        var chunk = [UInt8](repeating: 0, count: min(expected, 1 << 20))
        while out.count <= limit {
            let want = min(chunk.count, limit + 1 - out.count)
            let n = chunk.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, want) }
            if n < 0 {
                if errno == EINTR { continue }
                return .failure(.unreadable(reason: String(cString: strerror(errno))))
            }
            if n == 0 { break }
            out.append(contentsOf: chunk[0..<n])
        }
        return .success(out)
    }

    /// `FIFO`, `socket`, `character device`… for a `stat` mode.
    public static func kindName(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: return "FIFO"
        case S_IFSOCK: return "socket"
        case S_IFCHR: return "character device"
        case S_IFBLK: return "block device"
        case S_IFDIR: return "directory"
        case S_IFLNK: return "symlink"
        case S_IFREG: return "regular file"
        default: return "special file"
        }
    }

    /// The type of what `path` names, following symlinks; nil when it does not exist. Never opens it.
    public static func kind(atPath path: String) -> mode_t? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }

    /// `32 MB`, `1 MB`, `512 KB`.
    public static func sizeText(_ bytes: Int) -> String {
        bytes >= 1 << 20 ? "\(bytes >> 20) MB" : "\(bytes >> 10) KB"
    }

    /// Decodes bytes as text (see `readText`).
    public static func decode(_ bytes: [UInt8], location loc: SourceLocation, diagnostics: inout [Diagnostic]) -> String? {
        if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
            let le = bytes[0] == 0xFF
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2)
            var i = 2
            while i + 1 < bytes.count {
                units.append(le ? UInt16(bytes[i]) | UInt16(bytes[i + 1]) << 8 : UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1]))
                i += 2
            }
            return String(decoding: units, as: UTF16.self)
        }
        var body = bytes[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { body = bytes.dropFirst(3) }
        if body.prefix(8192).contains(0) {
            diagnostics.append(Diagnostic(.warning, "binary content (NUL bytes), skipped", at: loc))
            return nil
        }
        if let s = String(validating: body, as: UTF8.self) { return s }
        diagnostics.append(Diagnostic(.warning, "not valid UTF-8, read as Latin-1", at: loc))
        return String(body.map { Character(Unicode.Scalar($0)) })
    }

    private static func join(_ root: String, _ rel: String) -> String {
        if rel.isEmpty { return root }
        if root == "." { return rel }
        return root.hasSuffix("/") ? root + rel : root + "/" + rel
    }
}

/// Minimal glob matching for include/exclude: `*` (within a path segment), `**` (any depth), `?`.
public enum Glob {
    /// True when `path` matches `pattern`. A pattern without `/` matches the file name at any depth.
    public static func matches(_ pattern: String, _ path: String) -> Bool {
        let p = Array(pattern.utf8), s = Array(path.utf8)
        if !pattern.contains("/") {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            return match(p[...], Array(name.utf8)[...])
        }
        return match(p[...], s[...])
    }

    private static func match(_ p: ArraySlice<UInt8>, _ s: ArraySlice<UInt8>) -> Bool {
        // Iterative with memo to stay linear-ish on pathological patterns.
        var memo: [Int: Bool] = [:]
        func go(_ pi: Int, _ si: Int) -> Bool {
            let key = pi &* 1_000_003 &+ si
            if let m = memo[key] { return m }
            var result: Bool
            if pi == p.endIndex {
                result = si == s.endIndex
            } else if p[pi] == UInt8(ascii: "*") {
                if pi + 1 < p.endIndex, p[pi + 1] == UInt8(ascii: "*") {
                    var next = pi + 2
                    if next < p.endIndex, p[next] == UInt8(ascii: "/") { next += 1 }
                    result = false
                    var k = si
                    while k <= s.endIndex { if go(next, k) { result = true; break }; k += 1 }
                } else {
                    result = false
                    var k = si
                    while true {
                        if go(pi + 1, k) { result = true; break }
                        if k == s.endIndex || s[k] == UInt8(ascii: "/") { break }
                        k += 1
                    }
                }
            } else if si < s.endIndex, p[pi] == UInt8(ascii: "?") ? s[si] != UInt8(ascii: "/") : p[pi] == s[si] {
                result = go(pi + 1, si + 1)
            } else {
                result = false
            }
            memo[key] = result
            return result
        }
        return go(p.startIndex, s.startIndex)
    }
}

extension String {
    /// The string with leading `0`s up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
