import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// FIFOs, sockets and devices reached on every input path: skipped or refused with a line naming them,
/// never opened (opening a FIFO with no writer blocks forever). Every run has a time limit, so a hang
/// fails its test instead of stalling the suite.
@Suite("special files on every input path", .enabled(if: GapCheckBinary.isAvailable, "build the gapcheck product first"))
struct SpecialFileTests {
    static let limit: TimeInterval = 60

    func run(_ ws: Workspace, _ arguments: [String]) throws -> CLIResult {
        try GapCheckBinary.run(arguments, in: ws.path, timeout: Self.limit)
    }

    func fifo(_ ws: Workspace, _ relative: String) throws {
        let full = ws.path + "/" + relative
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        #expect(mkfifo(full, 0o644) == 0, "mkfifo \(relative)")
    }

    /// A Unix socket bound at `relative` (kept open by the returned descriptor).
    func socketFile(_ ws: Workspace, _ relative: String) throws -> Int32 {
        let full = ws.path + "/" + relative
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var addr = sockaddr_un()
        addr.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &addr.sun_path) { buf in
            for (i, b) in full.utf8.prefix(buf.count - 1).enumerated() { buf[i] = b }
        }
        let ok = withUnsafePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        #expect(ok == 0, "bind \(relative)")
        return fd
    }

    @Test("FIFOs and a socket in the walk: skipped with a warning naming each, the report written")
    func inTheWalk() throws {
        let ws = try Workspace()
        try ws.addBaseline()
        try fifo(ws, "design/pipe.css")
        try fifo(ws, "design/pipe.html")
        try fifo(ws, "app/Pipe.swift")
        try fifo(ws, "app/Assets.xcassets/P.colorset/Contents.json")
        try fifo(ws, "app/notes.fifo")
        let s = try socketFile(ws, "app/s.sock")
        defer { close(s) }
        let r = try run(ws, ["design", "app", "-o", "out/report.md", "--fail-on", "never"])
        expectReportWritten(r, ws)
        for f in ["design/pipe.css", "design/pipe.html", "app/Pipe.swift", "app/Assets.xcassets/P.colorset/Contents.json", "app/notes.fifo"] {
            expectWarning(r, naming: f, mentioning: "FIFO")
        }
        expectWarning(r, naming: "app/s.sock", mentioning: "socket")
    }

    /// The repository's own notes above the design folder are read for the marks they give its pages
    /// (`RepositoryNotes`): a FIFO named like one is never opened.
    @Test("a FIFO named like a note in the repository above the design folder: the run finishes")
    func inTheRepositoryNotes() throws {
        let ws = try Workspace()
        try ws.addBaseline()
        try FileManager.default.createDirectory(atPath: ws.path + "/.git", withIntermediateDirectories: true)
        try fifo(ws, "AGENTS.md")
        let r = try run(ws, ["design", "app", "-o", "out/report.md", "--fail-on", "never"])
        expectReportWritten(r, ws)
    }

    @Test("a FIFO reached as a linked stylesheet, through @import, and through a symlink: skipped, named")
    func linkedAndImported() throws {
        let ws = try Workspace()
        try ws.addBaseline()
        try fifo(ws, "out/linked.css")
        try fifo(ws, "out/imported.css")
        // The FIFOs sit outside the walk (in out/) and are reached by symlinks inside the design folder.
        #expect(symlink(ws.path + "/out/linked.css", ws.path + "/design/linked.css") == 0)
        try fifo(ws, "design/sub/imp.css")
        try ws.write(
            "design/page.html",
            """
            <!doctype html><html><head><link rel="stylesheet" href="sub/imp.css"><link rel="stylesheet" href="linked.css">
            <style>@import "sub/imp.css"; .x { color: #123456 }</style></head><body><h1 class="x">Page</h1></body></html>
            """)
        try ws.write("design/main.css", "@import url(sub/imp.css);\n.y { color: #654321 }\n")
        let r = try run(ws, ["design", "app", "-o", "out/report.md", "--fail-on", "never"])
        expectReportWritten(r, ws)
        expectWarning(r, naming: "design/sub/imp.css", mentioning: "regular file")
    }

    @Test("a FIFO or a device given as a root, config, baseline or report to compare: exit 2 naming it")
    func asRootsAndOptionFiles() throws {
        let ws = try Workspace()
        try ws.addBaseline()
        try fifo(ws, "out/root.html")
        try fifo(ws, "out/App.swift")
        try fifo(ws, "out/config.yml")
        try fifo(ws, "out/baseline.json")
        try fifo(ws, "out/old.json")
        try fifo(ws, "out/new.json")
        let cases: [([String], String)] = [
            (["out/root.html", "app", "-o", "out/r.md"], "out/root.html"),
            (["design", "out/App.swift", "-o", "out/r.md"], "out/App.swift"),
            (["design", "app", "--config", "out/config.yml", "-o", "out/r.md"], "out/config.yml"),
            (["design", "app", "--config", "/dev/zero", "-o", "out/r.md"], "/dev/zero"),
            (["design", "app", "--baseline", "out/baseline.json", "-o", "out/r.md"], "out/baseline.json"),
            (["design", "app", "--compare", "out/old.json", "-o", "out/r.md"], "out/old.json"),
            (["diff", "out/old.json", "out/new.json"], "out/old.json"),
            (["diff", "/dev/zero", "out/new.json"], "/dev/zero")
        ]
        for (args, named) in cases {
            let r = try run(ws, args)
            #expect(r.status == 2, "\(args): \(r)")
            #expect(r.err.contains("gapcheck: error: \(named)") && r.err.contains("not a regular file"), "\(args): \(r)")
        }
    }

    @Test("an implicit .gapcheck.yml that is a FIFO: exit 2 naming it")
    func implicitConfig() throws {
        let ws = try Workspace()
        try ws.addBaseline()
        try fifo(ws, ".gapcheck.yml")
        let r = try run(ws, ["design", "app", "-o", "out/r.md"])
        #expect(r.status == 2, "\(r)")
        #expect(r.err.contains(".gapcheck.yml") && r.err.contains("FIFO"), "\(r)")
    }
}
