import Foundation
import GapCheckModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The temp file being written, so a signal handler can remove it (only async-signal-safe calls there).
nonisolated(unsafe) private var pendingTempPath: UnsafeMutablePointer<CChar>? = nil
nonisolated(unsafe) private var signalHandlersInstalled = false

/// Writes files atomically: a temp file in the target's folder, then a rename, so readers (and CI
/// diffs) see the old file or the new one, never half a report. The temp file is removed on failure
/// and on SIGINT/SIGTERM.
public enum AtomicFile {
    /// Writes `text` (UTF-8) to `path`. With `overwrite: false`, fails with `.exists` instead of replacing a file.
    public static func write(_ text: String, to path: String, overwrite: Bool = true) throws(OutputError) {
        // Straight from the string's UTF-8 storage: a 50 MB report is not copied on its way out.
        try write(to: path, overwrite: overwrite) { fd in
            var text = text
            return text.withUTF8 { writeAll(fd, UnsafeRawBufferPointer($0)) }
        }
    }

    /// Writes what `produce` returns; if it throws, the target is left as it was.
    public static func write(to path: String, overwrite: Bool = true, _ produce: () throws -> Data) throws(OutputError) {
        try write(to: path, overwrite: overwrite) { fd in
            let data = try produce()
            return data.withUnsafeBytes { writeAll(fd, $0) }
        }
    }

    /// Writes what `produce` writes into its output, as it goes (a report is never held whole). If a write
    /// fails or `produce` throws, the target is left as it was and the temp file removed.
    public static func write(to path: String, overwrite: Bool = true, streaming produce: (inout FileOutput) throws -> Void) throws(OutputError) {
        try write(to: path, overwrite: overwrite) { fd in
            var out = FileOutput(fd: fd)
            try produce(&out)
            return out.finish()
        }
    }

    /// Every byte of `bytes` to `fd`; nil, or why not.
    static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> String? {
        var offset = 0
        while offset < bytes.count {
            let n = Glibc_write(fd, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                return String(cString: strerror(errno))
            }
            offset += n
        }
        return nil
    }

    /// Writes to `path` by what it is: a regular file (or a new one) atomically, through a temp file and a
    /// rename; a symlink to a regular file atomically at its target, so the link stays a link; a character
    /// device or FIFO (`/dev/null`, `/dev/stdout`, `/proc/self/fd/N` on a pipe) in place, since renaming
    /// over a device would replace it with a regular file (as root, `-o /dev/null` would destroy
    /// `/dev/null`). Sockets, block devices and dangling symlinks are refused. Every write error
    /// (including `ENOSPC` from `/dev/full`) is thrown.
    private static func write(to path: String, overwrite: Bool, _ body: (Int32) throws -> String?) throws(OutputError) {
        var info = stat()
        if stat(path, &info) == 0 {
            let type = info.st_mode & S_IFMT
            if type == S_IFCHR || type == S_IFIFO {
                guard overwrite else { throw .exists(path: path) }
                return try writeInPlace(to: path, body)
            }
            if type == S_IFSOCK || type == S_IFBLK {
                throw .writeFailed(path: path, reason: "not a regular file (\(SourceTree.kindName(info.st_mode)))")
            }
            var link = stat()
            if type == S_IFREG, lstat(path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK {
                // Written through to the link's target; a target that cannot be named (`/proc/self/fd/N`
                // of a deleted file) is written in place.
                guard let real = realPath(path) else { return try writeInPlace(to: path, body, truncate: true) }
                return try writeAtomically(to: real, shownAs: path, overwrite: overwrite, body)
            }
        } else {
            var link = stat()
            if lstat(path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK {
                throw .writeFailed(path: path, reason: "a symlink to a missing file")
            }
        }
        try writeAtomically(to: path, shownAs: path, overwrite: overwrite, body)
    }

    /// Writes to an existing device, FIFO or unnameable file through `open(2)`, without a temp file.
    /// A FIFO with no reader is an error at once (`O_NONBLOCK` on open), not a hang.
    private static func writeInPlace(to path: String, _ body: (Int32) throws -> String?, truncate: Bool = false) throws(OutputError) {
        let fd = open(path, O_WRONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK | (truncate ? O_TRUNC : 0))
        guard fd >= 0 else {
            let code = errno
            throw .writeFailed(path: path, reason: code == ENXIO ? "a FIFO with no reader" : String(cString: strerror(code)))
        }
        // Blocking writes from here on: a pipe with a slow reader must not fail with EAGAIN.
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        let failure: String?
        do { failure = try body(fd) } catch {
            close(fd)
            throw .writeFailed(path: path, reason: String(describing: error))
        }
        if let failure {
            close(fd)
            throw .writeFailed(path: path, reason: failure)
        }
        guard close(fd) == 0 else { throw .writeFailed(path: path, reason: String(cString: strerror(errno))) }
    }

    private static func realPath(_ path: String) -> String? {
        guard let r = realpath(path, nil) else { return nil }
        defer { free(r) }
        return String(cString: r)
    }

    /// Creates the temp file next to `path`, lets `body` fill it (nil, or why it failed; throwing leaves
    /// the target as it was), then syncs and renames (or links) it into place. Errors name `shown`.
    private static func writeAtomically(to path: String, shownAs shown: String, overwrite: Bool, _ body: (Int32) throws -> String?) throws(OutputError) {
        let url = URL(fileURLWithPath: path)
        let dir = url.deletingLastPathComponent().path
        let name = url.lastPathComponent
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dir, isDirectory: &isDir), isDir.boolValue else {
            throw .directoryMissing(path: shown)
        }
        if !overwrite, FileManager.default.fileExists(atPath: path) { throw .exists(path: shown) }
        installSignalHandlers()
        var template = Array((dir as NSString).appendingPathComponent(".\(name).gapcheck-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return -1 }
            return mkstemp(base)
        }
        guard fd >= 0 else { throw .writeFailed(path: shown, reason: String(cString: strerror(errno))) }
        let tempPath = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        pendingTempPath = strdup(tempPath)
        defer {
            let p = pendingTempPath
            pendingTempPath = nil
            free(p)
        }
        func fail(_ reason: String) -> OutputError {
            close(fd)
            unlink(tempPath)
            return .writeFailed(path: shown, reason: reason)
        }
        let failure: String?
        do { failure = try body(fd) } catch { throw fail(String(describing: error)) }
        if let failure { throw fail(failure) }
        fchmod(fd, 0o644)
        guard fsync(fd) == 0 || errno == EINVAL else { throw fail(String(cString: strerror(errno))) }
        guard close(fd) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(tempPath)
            throw .writeFailed(path: shown, reason: reason)
        }
        if overwrite {
            guard rename(tempPath, path) == 0 else {
                let reason = String(cString: strerror(errno))
                unlink(tempPath)
                throw .writeFailed(path: shown, reason: reason)
            }
        } else {
            // link() never replaces an existing file, so two `gapcheck init` runs cannot clobber each other.
            let ok = link(tempPath, path) == 0
            let code = errno
            unlink(tempPath)
            if !ok { throw code == EEXIST ? .exists(path: shown) : .writeFailed(path: shown, reason: String(cString: strerror(code))) }
        }
    }

    private static func installSignalHandlers() {
        guard !signalHandlersInstalled else { return }
        signalHandlersInstalled = true
        for sig in [SIGINT, SIGTERM] {
            signal(sig) { received in
                if let p = pendingTempPath { unlink(p) }
                signal(received, SIG_DFL)
                raise(received)
            }
        }
    }
}

/// `write(2)`, named apart from `AtomicFile.write`.
@inline(__always)
private func Glibc_write(_ fd: Int32, _ buf: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Darwin)
        return Darwin.write(fd, buf, count)
    #elseif canImport(Musl)
        return Musl.write(fd, buf, count)
    #else
        return Glibc.write(fd, buf, count)
    #endif
}
