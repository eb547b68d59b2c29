import Foundation

/// A fresh directory under the system temp folder, removed when the value is released.
final class TemporaryDirectory: @unchecked Sendable {
    let path: String

    init() throws {
        let base = NSTemporaryDirectory() + "gapcheck-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        path = (base as NSString).resolvingSymlinksInPath
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Names of the entries in the directory, sorted.
    var entries: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }
}

/// Collects console output from a command under test.
final class Captured: @unchecked Sendable {
    private let lock = NSLock()
    private var outText = ""
    private var errText = ""
    func append(out: String) { lock.lock(); outText += out; lock.unlock() }
    func append(err: String) { lock.lock(); errText += err; lock.unlock() }
    var out: String { lock.lock(); defer { lock.unlock() }; return outText }
    var err: String { lock.lock(); defer { lock.unlock() }; return errText }
}
