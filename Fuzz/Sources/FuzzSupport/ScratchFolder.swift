import Foundation

/// A per-process folder (in /dev/shm when there is one) that fuzz targets write their input into,
/// for readers whose only public entry point takes paths.
public enum ScratchFolder {
    /// The folder, created on first use; removed by nobody (it is tiny and named after the process).
    public static let path: String = {
        let base = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
        let p = (base as NSString).appendingPathComponent("gapcheck-fuzz-\(getpid())")
        try? FileManager.default.createDirectory(atPath: p, withIntermediateDirectories: true)
        return p
    }()

    /// Replaces the folder's contents with `files` (name → bytes) and returns the folder path.
    @discardableResult
    public static func fill(_ files: [(name: String, bytes: [UInt8])]) -> String {
        let fm = FileManager.default
        for name in (try? fm.contentsOfDirectory(atPath: path)) ?? [] {
            try? fm.removeItem(atPath: (path as NSString).appendingPathComponent(name))
        }
        for f in files {
            let full = (path as NSString).appendingPathComponent(f.name)
            let dir = (full as NSString).deletingLastPathComponent
            try? fm.createDirectory(atPath: dir, withIntermediateDirectories: true)
            _ = fm.createFile(atPath: full, contents: Data(f.bytes))
        }
        return path
    }

    /// Splits `bytes` at the first occurrence of `separator`: (before, after); after is nil without one.
    public static func split(_ bytes: [UInt8], at separator: String) -> ([UInt8], [UInt8]?) {
        let sep = Array(separator.utf8)
        guard bytes.count >= sep.count else { return (bytes, nil) }
        var i = 0
        while i + sep.count <= bytes.count {
            if bytes[i] == sep[0], Array(bytes[i..<(i + sep.count)]) == sep {
                return (Array(bytes[..<i]), Array(bytes[(i + sep.count)...]))
            }
            i += 1
        }
        return (bytes, nil)
    }
}

/// The bytes libFuzzer hands to `LLVMFuzzerTestOneInput`, as an array.
public func fuzzBytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
    guard let data, size > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: data, count: size))
}

/// libFuzzer's driver: parses the command line, runs the corpus and mutations through `callback`.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// Runs libFuzzer with `callback` as the target.
///
/// SwiftPM links an executable target's entry point as `<Module>_main` (so tests can link it) and
/// points `main` at it; each target defines that symbol and lands here, instead of libFuzzer's own `main`.
public func runFuzzer(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32 {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv, callback)
}
