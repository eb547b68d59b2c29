import Foundation

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

    /// Every byte of `bytes` to `fd`; nil, or why not.
    private static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> String? {
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

    /// Creates the temp file, lets `body` fill it (nil, or why it failed; throwing leaves the target as
    /// it was), then syncs and renames (or links) it into place.
    private static func write(to path: String, overwrite: Bool, _ body: (Int32) throws -> String?) throws(OutputError) {
        let url = URL(fileURLWithPath: path)
        let dir = url.deletingLastPathComponent().path
        let name = url.lastPathComponent
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dir, isDirectory: &isDir), isDir.boolValue else {
            throw .directoryMissing(path: path)
        }
        if !overwrite, FileManager.default.fileExists(atPath: path) { throw .exists(path: path) }
        installSignalHandlers()
        var template = Array((dir as NSString).appendingPathComponent(".\(name).gapcheck-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return -1 }
            return mkstemp(base)
        }
        guard fd >= 0 else { throw .writeFailed(path: path, reason: String(cString: strerror(errno))) }
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
            return .writeFailed(path: path, reason: reason)
        }
        let failure: String?
        do { failure = try body(fd) } catch { throw fail(String(describing: error)) }
        if let failure { throw fail(failure) }
        fchmod(fd, 0o644)
        guard fsync(fd) == 0 || errno == EINVAL else { throw fail(String(cString: strerror(errno))) }
        close(fd)
        if overwrite {
            guard rename(tempPath, path) == 0 else {
                let reason = String(cString: strerror(errno))
                unlink(tempPath)
                throw .writeFailed(path: path, reason: reason)
            }
        } else {
            // link() never replaces an existing file, so two `gapcheck init` runs cannot clobber each other.
            let ok = link(tempPath, path) == 0
            let code = errno
            unlink(tempPath)
            if !ok { throw code == EEXIST ? .exists(path: path) : .writeFailed(path: path, reason: String(cString: strerror(code))) }
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
