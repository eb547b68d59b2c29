import Foundation

/// Errors about the input paths themselves: the run cannot start (exit status 2).
public enum InputError: Error, Sendable, Hashable, CustomStringConvertible {
    case notFound(path: String)
    case unreadable(path: String, reason: String)

    public var description: String {
        switch self {
        case .notFound(let path): return "\(path): no such file or directory"
        case .unreadable(let path, let reason): return "\(path): cannot read (\(reason))"
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

    public init(path: String, displayPath: String, relativePath: String, size: Int) {
        self.path = path; self.displayPath = displayPath; self.relativePath = relativePath; self.size = size
    }

    public static func < (a: InputFile, b: InputFile) -> Bool { a.displayPath < b.displayPath }
}

/// Walks input roots safely: no symlink escapes or loops, build folders skipped, sorted output.
public enum SourceTree {
    /// Folder names never descended into (build products, dependencies, VCS).
    public static let skippedDirectories: Set<String> = [
        ".git", ".hg", ".svn", ".build", ".swiftpm", "DerivedData", "Pods", "Carthage", "node_modules",
        "xcuserdata", ".idea", "build",
    ]

    /// Skipped folders too common to mention (version control, editor state).
    static let metadataDirectories: Set<String> = [".git", ".hg", ".svn", ".swiftpm", "xcuserdata", ".idea"]

    /// True when a `build/` folder holds an app's build output: Xcode's `XCBuildData`, `Intermediates.noindex`,
    /// `Products`, `*.build` or `*.app` folders, a `Build` folder, or Gradle's `intermediates`/`tmp` pair.
    static func isAppBuildOutput(_ path: String) -> Bool {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: path) else { return true }
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
    /// their CSS and JSON to `build/`.
    public static func files(
        under root: String, include: [String] = [], exclude: [String] = [],
        accept: (String) -> Bool, diagnostics: inout [Diagnostic], designRoot: Bool = false
    ) throws(InputError) -> [InputFile] {
        let fm = FileManager.default
        var isDir: ObjCBool = false
        guard fm.fileExists(atPath: root, isDirectory: &isDir) else { throw .notFound(path: root) }
        let display = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
        if !isDir.boolValue {
            guard fm.isReadableFile(atPath: root) else { throw .unreadable(path: root, reason: "permission denied") }
            let size = ((try? fm.attributesOfItem(atPath: root))?[.size] as? Int) ?? 0
            let name = (root as NSString).lastPathComponent
            return [InputFile(path: root, displayPath: display, relativePath: name, size: size)]
        }
        guard let rootReal = realPath(root) else { throw .unreadable(path: root, reason: "cannot resolve") }
        guard (try? fm.contentsOfDirectory(atPath: root)) != nil else {
            throw .unreadable(path: root, reason: "permission denied")
        }
        var out: [InputFile] = []
        var skippedFolders: [String] = []
        defer {
            if !skippedFolders.isEmpty {
                let shown = skippedFolders.sorted()
                let list = shown.prefix(8).joined(separator: ", ") + (shown.count > 8 ? ", …" : "")
                diagnostics.append(Diagnostic(
                    .warning, "\(shown.count) folder\(shown.count == 1 ? "" : "s") skipped as build output or dependencies, not read: \(list)",
                    at: SourceLocation(file: display)))
            }
        }
        var visited: Set<String> = [rootReal]
        var stack: [(path: String, rel: String)] = [(root, "")]
        while let (dir, rel) = stack.popLast() {
            let entries: [String]
            do { entries = try fm.contentsOfDirectory(atPath: dir) } catch {
                diagnostics.append(Diagnostic(.warning, "directory not readable, skipped", at: SourceLocation(file: join(display, rel))))
                continue
            }
            for name in entries.sorted() {
                let full = (dir as NSString).appendingPathComponent(name)
                let relPath = rel.isEmpty ? name : rel + "/" + name
                let shown = join(display, relPath)
                guard let attrs = try? fm.attributesOfItem(atPath: full), let type = attrs[.type] as? FileAttributeType else {
                    diagnostics.append(Diagnostic(.warning, "not readable, skipped", at: SourceLocation(file: shown)))
                    continue
                }
                var kind = type
                var target = full
                if type == .typeSymbolicLink {
                    guard let real = realPath(full) else {
                        diagnostics.append(Diagnostic(.warning, "dangling symlink, skipped", at: SourceLocation(file: shown)))
                        continue
                    }
                    guard real == rootReal || real.hasPrefix(rootReal + "/") else {
                        diagnostics.append(Diagnostic(.warning, "symlink points outside the input root, not followed", at: SourceLocation(file: shown)))
                        continue
                    }
                    target = real
                    guard let t = (try? fm.attributesOfItem(atPath: real))?[.type] as? FileAttributeType else { continue }
                    kind = t
                }
                if kind == .typeDirectory {
                    if skippedDirectories.contains(name) || name.hasPrefix(".build") {
                        let readAsDesign = designRoot && name == "build" && !isAppBuildOutput(target)
                        if !readAsDesign {
                            if !metadataDirectories.contains(name) { skippedFolders.append(relPath) }
                            continue
                        }
                    }
                    guard let real = realPath(target), !visited.contains(real) else { continue }
                    visited.insert(real)
                    if !exclude.isEmpty, exclude.contains(where: { Glob.matches($0, relPath) || Glob.matches($0, relPath + "/") }) { continue }
                    stack.append((full, relPath))
                } else if kind == .typeRegular {
                    guard accept(name) else { continue }
                    if !include.isEmpty, !include.contains(where: { Glob.matches($0, relPath) }) { continue }
                    if exclude.contains(where: { Glob.matches($0, relPath) }) { continue }
                    let size = (attrs[.size] as? Int) ?? 0
                    out.append(InputFile(path: full, displayPath: shown, relativePath: relPath, size: size))
                }
            }
        }
        return out.sorted()
    }

    /// Reads a file as text: UTF-8 (BOM stripped), UTF-16 with BOM, else Latin-1 with a warning.
    /// Returns nil (with a warning) for binary files, files over `maxBytes`, and unreadable files.
    public static func readText(_ file: InputFile, maxBytes: Int = maxTextBytes, diagnostics: inout [Diagnostic]) -> String? {
        let loc = SourceLocation(file: file.displayPath)
        if file.size > maxBytes {
            diagnostics.append(Diagnostic(.warning, "file is \(file.size / (1 << 20)) MB, over the \(maxBytes >> 20) MB limit; skipped", at: loc))
            return nil
        }
        guard let bytes = readBytes(atPath: file.path, limit: maxBytes) else {
            diagnostics.append(Diagnostic(.warning, "not readable, skipped", at: loc))
            return nil
        }
        if bytes.count > maxBytes {
            diagnostics.append(Diagnostic(.warning, "file is over the \(maxBytes >> 20) MB limit; skipped", at: loc))
            return nil
        }
        return decode(bytes, location: loc, diagnostics: &diagnostics)
    }

    /// The bytes of a file, read with open/read up to `limit + 1` bytes (so a file that grew past the
    /// limit after it was listed is seen as too big without reading all of it); nil when it cannot be
    /// opened or read. Not `FileManager.contents(atPath:)`: that leaks a 4 KB buffer per empty file
    /// (found by the FuzzHTML target's leak checker) and reads a growing file to its end.
    public static func readBytes(atPath path: String, limit: Int = maxTextBytes) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        let expected = fstat(fd, &info) == 0 && info.st_size > 0 ? min(Int(info.st_size), limit) + 1 : 64 * 1024
        var out: [UInt8] = []
        out.reserveCapacity(expected)
        var chunk = [UInt8](repeating: 0, count: min(expected, 1 << 20))
        while out.count <= limit {
            let want = min(chunk.count, limit + 1 - out.count)
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, want) }
            if n < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if n == 0 { break }
            out.append(contentsOf: chunk[0..<n])
        }
        return out
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

    private static func realPath(_ path: String) -> String? {
        guard let r = realpath(path, nil) else { return nil }
        defer { free(r) }
        return String(cString: r)
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
            if pi == p.endIndex { result = si == s.endIndex }
            else if p[pi] == UInt8(ascii: "*") {
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
            } else { result = false }
            memo[key] = result
            return result
        }
        return go(p.startIndex, s.startIndex)
    }
}
