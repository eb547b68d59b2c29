import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Odd input paths and trees, and where gapcheck may write.
@Suite("input paths and output safety", .enabled(if: GapCheckBinary.isAvailable, "build the gapcheck product first"))
struct FileSystemTests {
    @Test("a missing input path: exit 2, one line naming it, no report")
    func missingPath() throws {
        let ws = try Workspace()
        let r = try ws.run(["design", "no-such-app", "-o", "out/report.md"])
        #expect(r.status == 2, "\(r)")
        #expect(r.err == "gapcheck: error: no-such-app: no such file or directory\n", "\(r)")
        #expect(!ws.exists("out/report.md"))
    }

    @Test("SIGINT or SIGTERM at any moment: the previous report or a whole new one, never half, no temp file")
    func interrupted() throws {
        let ws = try Workspace()
        try ws.addBaseline()
        // Enough work that signals land in reading, checking and writing across the delays below.
        for i in 0..<300 {
            try ws.write(
                "app/Views/V\(i).swift",
                "import SwiftUI\nstruct V\(i): View { var body: some View { Text(\"\(i)\").foregroundColor(Color(red: 0.1, green: 0.2, blue: 0.\(i % 10))).padding(\(i % 17)) } }\n"
            )
        }
        let previous = "# previous report\n"
        let complete = try ws.check()
        expectReportWritten(complete, ws)
        let whole = ws.read("out/report.md")
        let binary = try #require(GapCheckBinary.url)
        for (k, sig) in [SIGINT, SIGTERM, SIGINT, SIGTERM, SIGINT, SIGTERM].enumerated() {
            try ws.write("out/report.md", previous)
            let p = Process()
            p.executableURL = binary
            p.arguments = ["design", "app", "-o", "out/report.md", "--fail-on", "never", "--date", "2026-01-01"]
            p.currentDirectoryURL = URL(fileURLWithPath: ws.path)
            p.standardOutput = FileHandle.nullDevice
            p.standardError = FileHandle.nullDevice
            try p.run()
            usleep(UInt32(50_000 * (k + 1)))
            kill(p.processIdentifier, sig)
            p.waitUntilExit()
            let now = ws.read("out/report.md")
            #expect(now == previous || now == whole, "signal \(sig) after \(50 * (k + 1)) ms left a report of \(now.utf8.count) bytes")
            let leftovers = (try FileManager.default.contentsOfDirectory(atPath: ws.path + "/out")).filter { $0 != "report.md" }
            #expect(leftovers.isEmpty, "temp files left: \(leftovers)")
        }
    }

    @Test("a file instead of a folder is read as a one-file input")
    func fileInsteadOfFolder() throws {
        let ws = try Workspace()
        try ws.addBaseline()
        let r = try ws.run(["design/home.html", "app/Theme.swift", "-o", "out/report.md", "--fail-on", "never"])
        expectReportWritten(r, ws)
        #expect(ws.read("out/report.md").contains("home.html"))
    }

    @Test("an unreadable file and folder become warnings naming them")
    func unreadable() throws {
        let ws = try Workspace()
        try ws.addBaseline()
        try ws.write("design/locked.css", ".a { color: red }")
        try ws.write("app/Locked/Hidden.swift", "let x = 1")
        try ws.write("app/Locked.swift", "let y = 1")
        chmod(ws.path + "/design/locked.css", 0)
        chmod(ws.path + "/app/Locked.swift", 0)
        chmod(ws.path + "/app/Locked", 0)
        let r = try ws.check()
        expectReportWritten(r, ws)
        // CI runs as root, and root reads files whatever their mode: only assert the warnings when
        // the permission bits actually deny this process.
        if !permissionsAreIgnored {
            expectWarning(r, naming: "design/locked.css")
            expectWarning(r, naming: "app/Locked.swift")
            expectWarning(r, naming: "app/Locked")
        }
        // An unreadable root is exit 2 naming it.
        if !permissionsAreIgnored {
            chmod(ws.path + "/app", 0)
            let r2 = try ws.check()
            chmod(ws.path + "/app", 0o755)
            #expect(r2.status == 2 && r2.err.contains("app"), "\(r2)")
        }
    }

    @Test("symlink loop, dangling symlink and symlinks out of the root")
    func symlinks() throws {
        let ws = try Workspace()
        try ws.addBaseline()
        let fm = FileManager.default
        try fm.createDirectory(atPath: ws.path + "/design/sub", withIntermediateDirectories: true)
        try fm.createSymbolicLink(atPath: ws.path + "/design/sub/loop", withDestinationPath: "..")
        try fm.createSymbolicLink(atPath: ws.path + "/design/self", withDestinationPath: "self")
        try fm.createSymbolicLink(atPath: ws.path + "/design/a", withDestinationPath: "b")
        try fm.createSymbolicLink(atPath: ws.path + "/design/b", withDestinationPath: "a")
        try fm.createSymbolicLink(atPath: ws.path + "/design/dangling.css", withDestinationPath: "nowhere/missing.css")
        try fm.createSymbolicLink(atPath: ws.path + "/design/escape.css", withDestinationPath: ws.path + "/outside/secret.css")
        try fm.createSymbolicLink(atPath: ws.path + "/design/escape-rel.html", withDestinationPath: "../outside/secret.html")
        try fm.createSymbolicLink(atPath: ws.path + "/design/outside-dir", withDestinationPath: "../outside")
        try fm.createSymbolicLink(atPath: ws.path + "/app/Root.swift", withDestinationPath: "/etc/passwd")
        try fm.createSymbolicLink(atPath: ws.path + "/app/etc", withDestinationPath: "/etc")
        let r = try ws.check()
        expectReportWritten(r, ws)
        expectWarning(r, naming: "design/dangling.css", mentioning: "dangling")
        expectWarning(r, naming: "design/escape.css", mentioning: "outside")
        expectWarning(r, naming: "design/escape-rel.html", mentioning: "outside")
        expectWarning(r, naming: "design/outside-dir", mentioning: "outside")
        expectWarning(r, naming: "app/Root.swift", mentioning: "outside")
        let all = r.out + r.err + ws.read("out/report.md")
        #expect(!all.contains(Workspace.secret) && !all.localizedCaseInsensitiveContains(Workspace.secretToken), "read through a symlink: \(r)")
        #expect(!all.contains("root:x:0:0"))
        // A root that is itself a symlink is fine (the user chose it).
        try fm.createSymbolicLink(atPath: ws.path + "/design-link", withDestinationPath: "design")
        let r2 = try ws.run(["design-link", "app", "-o", "out/r2.md", "--fail-on", "never"])
        expectReportWritten(r2, ws, "out/r2.md")
    }

    @Test("10,000 files in one folder")
    func manyFiles() throws {
        let ws = try Workspace()
        try ws.addBaseline()
        for i in 0..<5_000 {
            try ws.write(String(format: "app/Many/F%05d.swift", i), "let v\(i) = \(i)\n")
            try ws.write(String(format: "design/many/p%05d.txt", i), "not read")
        }
        let r = try ws.check()
        expectReportWritten(r, ws)
    }

    @Test("-o into a location that cannot be written: exit 2 naming it, no temp file left")
    func unwritableOutput() throws {
        let ws = try Workspace()
        try ws.addBaseline()
        // The target is a folder: the temp file is written, the rename fails, the temp must go.
        try FileManager.default.createDirectory(atPath: ws.path + "/out/report.md", withIntermediateDirectories: true)
        let r = try ws.run(["design", "app", "-o", "out/report.md", "--fail-on", "never"])
        #expect(r.status == 2, "\(r)")
        #expect(r.err.contains("out/report.md"), "\(r)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: ws.path + "/out") == ["report.md"], "temp file left behind")
        // A folder that does not exist.
        let r2 = try ws.run(["design", "app", "-o", "nowhere/report.md"])
        #expect(r2.status == 2 && r2.err.contains("nowhere/report.md"), "\(r2)")
        // A read-only file system (/proc) and, when not root, a read-only folder.
        let r3 = try ws.run(["design", "app", "-o", "/proc/gapcheck-report.md"])
        #expect(r3.status == 2 && r3.err.contains("/proc/gapcheck-report.md"), "\(r3)")
        if !permissionsAreIgnored {
            try FileManager.default.createDirectory(atPath: ws.path + "/ro", withIntermediateDirectories: true)
            chmod(ws.path + "/ro", 0o555)
            let r4 = try ws.run(["design", "app", "-o", "ro/report.md"])
            #expect(r4.status == 2 && r4.err.contains("ro/report.md"), "\(r4)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: ws.path + "/ro").isEmpty)
        }
        // The previous report survives a failed write.
        try ws.write("out/keep.md", "previous report\n")
        let r5 = try ws.run(["design", "app", "-o", "out/keep.md", "--config", "missing.yml"])
        #expect(r5.status == 2)
        #expect(ws.read("out/keep.md") == "previous report\n")
    }

    @Test("gapcheck never writes into the input folders")
    func inputsUntouched() throws {
        let ws = try Workspace()
        try ws.addBaseline()
        try ws.write("design/broken.css", ".a { color: ")
        try ws.write(
            "app/Assets.xcassets/Brand.colorset/Contents.json",
            #"{"colors":[{"color":{"color-space":"srgb","components":{"red":"0.1","green":"0.2","blue":"0.3","alpha":"1"}}}]}"#)
        let before = (ws.snapshot("design"), ws.snapshot("app"))
        for format in ["markdown", "json", "sarif", "xcode", "github"] {
            _ = try ws.check(format: format, extraArguments: ["--write-baseline", "out/baseline-\(format).json"])
        }
        _ = try ws.run(["design", "app", "--fail-on", "never"])
        _ = try ws.run(["extract", "design", "--format", "json"])
        _ = try ws.run(["inventory", "app", "--format", "json"])
        let inside = try ws.run(["design", "app", "-o", "design/report.md"])
        #expect(inside.status == 2)
        let after = (ws.snapshot("design"), ws.snapshot("app"))
        #expect(before.0 == after.0, "design/ changed")
        #expect(before.1 == after.1, "app/ changed")
    }
}
