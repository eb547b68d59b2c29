import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Where `-o` points: devices, FIFOs, /proc fds, symlinks, a full disk. Atomic rename is for regular
/// files only; a device is written in place (never replaced by a regular file); every write error is
/// exit status 2. Never aimed at the real /dev/null: a copy is made with mknod (root only).
@Suite("output targets", .enabled(if: GapCheckBinary.isAvailable, "build the gapcheck product first"))
struct OutputTargetTests {
    func run(_ ws: Workspace, _ arguments: [String]) throws -> CLIResult {
        try GapCheckBinary.run(arguments, in: ws.path, timeout: 120)
    }

    /// True when `path` is a character device. Only then is /dev/full used: a build that renames over its
    /// target (as main did before issue 15) would replace it with a regular file, so run this suite
    /// against such a build (GAPCHECK_BINARY) only in a throwaway container.
    static func isCharacterDevice(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0 && st.st_mode & S_IFMT == S_IFCHR
    }

    func mode(_ path: String) -> mode_t? {
        var st = stat()
        return lstat(path, &st) == 0 ? st.st_mode & S_IFMT : nil
    }

    @Test("-o to a copy of /dev/null: written in place, still a character device", .enabled(if: getuid() == 0, "mknod needs root"))
    func nullDeviceCopy() throws {
        let ws = try Workspace()
        try ws.addBaseline()
        let dev = ws.path + "/out/null"
        // makedev(1, 3): /dev/null's numbers.
        #expect(mknod(dev, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0, "mknod")
        for format in ["markdown", "json", "html"] {
            let r = try run(ws, ["design", "app", "--format", format, "-o", "out/null", "--fail-on", "never"])
            #expect(r.status == 0, "\(format): \(r)")
            #expect(mode(dev) == S_IFCHR, "\(format): out/null is no longer a character device")
        }
        let r = try run(ws, ["design", "app", "--write-baseline", "out/null", "-o", "out/r.md", "--fail-on", "never"])
        #expect(r.status == 0, "\(r)")
        #expect(mode(dev) == S_IFCHR)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: ws.path + "/out").filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty, "temp files left: \(leftovers)")
    }

    @Test(
        "-o /dev/full and stdout on /dev/full: exit 2 naming the target, never success",
        .enabled(if: OutputTargetTests.isCharacterDevice("/dev/full"), "/dev/full is missing or not a device"))
    func fullDevice() throws {
        let ws = try Workspace()
        try ws.addBaseline()
        let r = try run(ws, ["design", "app", "-o", "/dev/full", "--fail-on", "never"])
        #expect(r.status == 2, "\(r)")
        #expect(r.err.contains("gapcheck: error: /dev/full") && r.err.contains("No space left"), "\(r)")
        // The report on stdout, stdout on /dev/full.
        let binary = try #require(GapCheckBinary.url)
        let p = Process()
        p.executableURL = binary
        p.arguments = ["design", "app", "--fail-on", "never"]
        p.currentDirectoryURL = URL(fileURLWithPath: ws.path)
        p.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
        let err = Pipe()
        p.standardError = err
        try p.run()
        let errText = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(p.terminationStatus == 2, "\(errText)")
        #expect(errText.contains("standard output") && errText.contains("No space left"), "\(errText)")
    }

    @Test("-o to a FIFO: written in place to a reader; with no reader, exit 2 at once instead of a hang")
    func fifoTarget() throws {
        let ws = try Workspace()
        try ws.addBaseline()
        let fifo = ws.path + "/out/pipe"
        #expect(mkfifo(fifo, 0o644) == 0)
        let r = try run(ws, ["design", "app", "-o", "out/pipe", "--fail-on", "never"])
        #expect(r.status == 2, "\(r)")
        #expect(r.err.contains("out/pipe") && r.err.contains("no reader"), "\(r)")
        #expect(mode(fifo) == S_IFIFO)
        // With a reader: the whole report arrives through the FIFO, which stays a FIFO.
        let reader = Thread.detachNewThreadWithResult { () -> Data in
            let fd = open(fifo, O_RDONLY)
            defer { close(fd) }
            var out = Data()
            var buf = [UInt8](repeating: 0, count: 65536)
            while true {
                let n = read(fd, &buf, buf.count)
                if n <= 0 { break }
                out.append(contentsOf: buf[0..<n])
            }
            return out
        }
        usleep(200_000)
        let r2 = try run(ws, ["design", "app", "-o", "out/pipe", "--fail-on", "never"])
        #expect(r2.status == 0, "\(r2)")
        // If gapcheck never opened the FIFO, release the reader (a writer that closes at once is EOF).
        let w = open(fifo, O_WRONLY | O_NONBLOCK)
        if w >= 0 { close(w) }
        let text = String(decoding: reader.wait(), as: UTF8.self)
        #expect(text.contains("Home"), "report through the FIFO: \(text.prefix(200))")
        #expect(mode(fifo) == S_IFIFO)
    }

    @Test("-o through /proc/self/fd/1 (stdout): written in place")
    func procFd() throws {
        let ws = try Workspace()
        try ws.addBaseline()
        let r = try run(ws, ["design", "app", "-o", "/proc/self/fd/1", "--fail-on", "never"])
        #expect(r.status == 0, "\(r)")
        #expect(r.out.contains("Home"), "\(r)")
    }

    @Test("a symlinked -o is written through to its target; the link stays a link; a dangling link is refused")
    func symlinkedOutput() throws {
        let ws = try Workspace()
        try ws.addBaseline()
        try ws.write("out/real.md", "old\n")
        #expect(symlink("real.md", ws.path + "/out/link.md") == 0)
        let r = try run(ws, ["design", "app", "-o", "out/link.md", "--fail-on", "never"])
        #expect(r.status == 0, "\(r)")
        #expect(mode(ws.path + "/out/link.md") == S_IFLNK, "the link was replaced")
        #expect(ws.read("out/real.md").contains("Home"), "the target was not written")
        #expect(symlink("missing.md", ws.path + "/out/dangling.md") == 0)
        let d = try run(ws, ["design", "app", "-o", "out/dangling.md", "--fail-on", "never"])
        #expect(d.status == 2, "\(d)")
        #expect(d.err.contains("out/dangling.md") && d.err.contains("symlink"), "\(d)")
        #expect(mode(ws.path + "/out/dangling.md") == S_IFLNK)
        // A link from outside into an input folder: refused like any output inside the inputs.
        #expect(symlink(ws.path + "/design/home.html", ws.path + "/out/into-input.md") == 0)
        let i = try run(ws, ["design", "app", "-o", "out/into-input.md", "--fail-on", "never"])
        #expect(i.status == 2, "\(i)")
        #expect(ws.read("design/home.html").contains("<h1 class=\"title\">Home</h1>"))
    }

    @Test("-o to a socket: exit 2 naming it")
    func socketTarget() throws {
        let ws = try Workspace()
        try ws.addBaseline()
        let full = ws.path + "/out/s.sock"
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var addr = sockaddr_un()
        addr.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &addr.sun_path) { buf in for (i, b) in full.utf8.prefix(buf.count - 1).enumerated() { buf[i] = b } }
        _ = withUnsafePointer(to: &addr) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) } }
        let r = try run(ws, ["design", "app", "-o", "out/s.sock", "--fail-on", "never"])
        #expect(r.status == 2, "\(r)")
        #expect(r.err.contains("out/s.sock") && r.err.contains("socket"), "\(r)")
        #expect(mode(full) == S_IFSOCK)
    }
}

extension Thread {
    /// Runs `body` on a new thread; `wait()` returns its result.
    static func detachNewThreadWithResult<T: Sendable>(_ body: @escaping @Sendable () -> T) -> ThreadResult<T> {
        let result = ThreadResult<T>()
        Thread.detachNewThread { result.set(body()) }
        return result
    }
}

/// The result of a thread, once it has one.
final class ThreadResult<T: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var value: T?

    func set(_ v: T) {
        condition.lock()
        value = v
        condition.broadcast()
        condition.unlock()
    }

    func wait() -> T {
        condition.lock()
        defer { condition.unlock() }
        while value == nil { condition.wait() }
        return value!
    }
}
