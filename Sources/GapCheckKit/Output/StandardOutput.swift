import Foundation

/// Writes to stdout with `write(2)` and remembers the first failure, so a report piped into a full disk
/// (`> /dev/full`) or a closed file gives the error exit status instead of a silent success (or the trap
/// `FileHandle.write` ends in on Linux).
public enum StandardOutput {
    private static let box = FailureBox()

    /// Writes every byte of `text` to file descriptor 1; a failure is kept for `failure`.
    public static func write(_ text: String) {
        var text = text
        let problem = text.withUTF8 { AtomicFile.writeAll(1, UnsafeRawBufferPointer($0)) }
        if let problem { box.record(problem) }
    }

    /// Why a write to stdout failed (`No space left on device`), or nil when every write succeeded.
    public static var failure: String? { box.first }
}

/// The first failure, behind a lock (stdout may be written from several threads).
private final class FailureBox: @unchecked Sendable {
    private let lock = NSLock()
    private var value: String?

    func record(_ problem: String) {
        lock.lock()
        defer { lock.unlock() }
        if value == nil { value = problem }
    }

    var first: String? {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}
