import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A scratch tree for one hostile-input case: `design/` and `app/` (the inputs), `out/` (reports go
/// here) and `outside/` (a secret that no run may read), removed when the value is released.
final class Workspace: @unchecked Sendable {
    /// Real path of the workspace folder.
    let path: String

    /// Text of `outside/secret.txt`; it must never appear in any output.
    static let secret = "GAPCHECK-SECRET-7f3a"
    /// A custom property name that only `outside/secret.css` declares.
    static let secretToken = "leakedsecret"

    init() throws {
        let base = NSTemporaryDirectory() + "gapcheck-hostile-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        path = (base as NSString).resolvingSymlinksInPath
        for sub in ["design", "app", "out", "outside"] { try FileManager.default.createDirectory(atPath: path + "/" + sub, withIntermediateDirectories: true) }
        try write("outside/secret.txt", Workspace.secret + "\n")
        try write(
            "outside/secret.css",
            ":root { --\(Workspace.secretToken)-brand: #a1b2c3; }\n.\(Workspace.secretToken) { color: #a1b2c3 }\n/* \(Workspace.secret) */\n")
        try write("outside/secret.html", "<html><body><h1>\(Workspace.secret)</h1></body></html>\n")
    }

    deinit {
        // Undo chmod 000 so the tree can be removed.
        if let e = FileManager.default.enumerator(atPath: path) {
            while let rel = e.nextObject() as? String { chmod(path + "/" + rel, 0o755) }
        }
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Writes UTF-8 `text` at `relative`, creating folders.
    func write(_ relative: String, _ text: String) throws { try write(relative, bytes: Array(text.utf8)) }

    /// Writes `bytes` at `relative`, creating folders.
    func write(_ relative: String, bytes: [UInt8]) throws {
        let full = path + "/" + relative
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: full))
    }

    /// A small valid design and app, so every run has something to compare besides the hostile file.
    func addBaseline() throws {
        try write(
            "design/home.html",
            """
            <!doctype html><html><head><title>Home</title><style>
            :root { --brand: #0A84FF; --space-md: 16px; }
            .title { color: var(--brand); font-size: 17px; padding: var(--space-md); }
            </style></head><body><main class="screen" data-screen="Home"><h1 class="title">Home</h1>
            <section aria-label="Stats"><h2>Stats</h2><dl><dt>Tunnel IP</dt><dd>10.0.0.1</dd></dl></section></main></body></html>
            """)
        try write(
            "app/Theme.swift",
            """
            import SwiftUI
            enum AppColors { static let brand = Color(hex: 0x0A84FF) }
            struct HomeView: View { var body: some View { Text("Home").foregroundColor(AppColors.brand) } }
            """)
    }

    /// Every file and folder under `relative` (hidden ones too) with its size, mtime and content hash.
    func snapshot(_ relative: String) -> [String: String] {
        var out: [String: String] = [:]
        let root = path + "/" + relative
        guard let e = FileManager.default.enumerator(atPath: root) else { return out }
        while let rel = e.nextObject() as? String {
            var st = stat()
            guard lstat(root + "/" + rel, &st) == 0 else { out[rel] = "unstatable"; continue }
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            if (st.st_mode & S_IFMT) == S_IFREG, let data = FileManager.default.contents(atPath: root + "/" + rel) {
                for b in data { hash = (hash ^ UInt64(b)) &* 0x100_0000_01b3 }
            }
            out[rel] = "\(st.st_mode) \(st.st_size) \(st.st_mtim.tv_sec).\(st.st_mtim.tv_nsec) \(hash)"
        }
        return out
    }

    /// Runs the built gapcheck in the workspace.
    func run(_ arguments: [String], environment: [String: String] = [:]) throws -> CLIResult {
        try GapCheckBinary.run(arguments, in: path, environment: environment)
    }

    /// `gapcheck design app -o out/report.<ext>` with a fixed date and no gate.
    func check(format: String = "markdown", extraArguments: [String] = []) throws -> CLIResult {
        let ext = ["markdown": "md", "json": "json", "sarif": "sarif", "xcode": "txt", "github": "txt", "html": "html"][format] ?? "out"
        return try run(["design", "app", "--format", format, "-o", "out/report.\(ext)", "--fail-on", "never", "--date", "2026-01-01"] + extraArguments)
    }

    /// Contents of `relative`, or "" when missing.
    func read(_ relative: String) -> String {
        (try? String(contentsOfFile: path + "/" + relative, encoding: .utf8)) ?? ""
    }

    func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: path + "/" + relative) }
}

/// What one run of the executable printed and returned.
struct CLIResult: CustomStringConvertible {
    var status: Int32
    var out: String
    var err: String
    var description: String { "status \(status)\n--- stderr\n\(err.prefix(4000))\n--- stdout\n\(out.prefix(2000))" }
}

/// The gapcheck executable that `swift build` put in .build/debug (or release), found from this file.
enum GapCheckBinary {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var url: URL? {
        // GAPCHECK_BINARY runs the suite against another build (e.g. main's, to see a new case fail there).
        if let other = ProcessInfo.processInfo.environment["GAPCHECK_BINARY"], FileManager.default.isExecutableFile(atPath: other) {
            return URL(fileURLWithPath: other)
        }
        for config in ["debug", "release"] {
            let u = packageRoot.appendingPathComponent(".build/\(config)/gapcheck")
            if FileManager.default.isExecutableFile(atPath: u.path) { return u }
        }
        return nil
    }

    static var isAvailable: Bool { url != nil }

    /// Runs gapcheck; stdout and stderr go through files so neither pipe can fill up. Killed after `timeout` seconds.
    static func run(_ arguments: [String], in directory: String, environment: [String: String] = [:], timeout: TimeInterval = 300) throws -> CLIResult {
        let binary = try #require(url)
        let scratch = NSTemporaryDirectory() + "gapcheck-hostile-io-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let outPath = scratch + "/out", errPath = scratch + "/err"
        _ = FileManager.default.createFile(atPath: outPath, contents: nil)
        _ = FileManager.default.createFile(atPath: errPath, contents: nil)
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var env = ProcessInfo.processInfo.environment
        env["SOURCE_DATE_EPOCH"] = nil
        env["NO_COLOR"] = "1"
        for (k, v) in environment { env[k] = v }
        process.environment = env
        let outHandle = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
        let errHandle = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
        defer { try? outHandle.close(); try? errHandle.close() }
        process.standardOutput = outHandle
        process.standardError = errHandle
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning {
            if Date() > deadline {
                process.terminate()
                process.waitUntilExit()
                Issue.record("gapcheck \(arguments) did not finish in \(Int(timeout)) s; killed")
                break
            }
            usleep(20_000)
        }
        process.waitUntilExit()
        return CLIResult(
            status: process.terminationStatus,
            out: String(decoding: FileManager.default.contents(atPath: outPath) ?? Data(), as: UTF8.self),
            err: String(decoding: FileManager.default.contents(atPath: errPath) ?? Data(), as: UTF8.self))
    }
}

/// True when this process can read files whatever their mode (root, as in CI containers).
var permissionsAreIgnored: Bool { getuid() == 0 }

/// Asserts the run succeeded and wrote a non-empty report at `report`.
func expectReportWritten(_ r: CLIResult, _ ws: Workspace, _ report: String = "out/report.md", sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(r.status == 0, "\(r)", sourceLocation: sourceLocation)
    #expect(!ws.read(report).isEmpty, "report \(report) not written: \(r)", sourceLocation: sourceLocation)
}

/// Asserts a warning on stderr names `file` (and, when given, says `mentioning`).
func expectWarning(_ r: CLIResult, naming file: String, mentioning: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    let lines = r.err.split(separator: "\n").filter { $0.contains(file) && $0.contains("warning") }
    #expect(!lines.isEmpty, "no warning naming \(file): \(r)", sourceLocation: sourceLocation)
    if let mentioning {
        #expect(
            lines.contains { $0.localizedCaseInsensitiveContains(mentioning) }, "no warning about \(file) says '\(mentioning)': \(r)",
            sourceLocation: sourceLocation)
    }
}

/// Asserts text has no terminal control characters (ESC, other C0 but tab/newline, C1, DEL).
func expectNoControlCharacters(_ text: String, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let bad = text.unicodeScalars.filter { s in
        (s.value < 0x20 && s.value != 0x0A && s.value != 0x09) || s.value == 0x7F || (0x80...0x9F).contains(s.value)
    }
    #expect(bad.isEmpty, "\(what) contains control characters \(bad.map { String($0.value, radix: 16) })", sourceLocation: sourceLocation)
}

/// A TCP listener on 127.0.0.1 that counts connections, to prove nothing was fetched.
final class LoopbackListener: @unchecked Sendable {
    let port: UInt16
    private let fd: Int32

    init?() {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_port = 0
        addr.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 16) == 0 else { close(fd); return nil }
        var len = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &addr) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &len) } }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        self.fd = fd
        port = UInt16(bigEndian: addr.sin_port)
    }

    /// Connections accepted so far (each is closed at once).
    func connections() -> Int {
        var n = 0
        while true {
            let c = accept(fd, nil, nil)
            if c < 0 { break }
            close(c)
            n += 1
        }
        return n
    }

    deinit { close(fd) }
}

/// A small deterministic generator (SplitMix64) for property tests: same seed, same cases.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
