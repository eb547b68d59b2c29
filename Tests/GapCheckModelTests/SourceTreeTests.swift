import Foundation
import Testing

@testable import GapCheckModel

@Suite("Walking input folders safely")
struct SourceTreeTests {
    /// A fresh temporary folder.
    static func tempDir() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gapcheck-tree-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test func missingRootIsAnError() {
        var d: [Diagnostic] = []
        #expect(throws: InputError.notFound(path: "/nonexistent/design")) {
            try SourceTree.files(under: "/nonexistent/design", accept: { _ in true }, diagnostics: &d)
        }
    }

    @Test func symlinksLoopsAndEscapes() throws {
        let root = try Self.tempDir(), outside = try Self.tempDir()
        let fm = FileManager.default
        try fm.createDirectory(atPath: root + "/a/b", withIntermediateDirectories: true)
        try "x".write(toFile: root + "/a/b/one.css", atomically: true, encoding: .utf8)
        try "y".write(toFile: outside + "/secret.css", atomically: true, encoding: .utf8)
        try fm.createSymbolicLink(atPath: root + "/a/b/loop", withDestinationPath: root + "/a")
        try fm.createSymbolicLink(atPath: root + "/escape", withDestinationPath: outside)
        try fm.createSymbolicLink(atPath: root + "/dangling.css", withDestinationPath: root + "/nope.css")
        try fm.createDirectory(atPath: root + "/.build", withIntermediateDirectories: true)
        try "z".write(toFile: root + "/.build/gen.css", atomically: true, encoding: .utf8)
        var d: [Diagnostic] = []
        let files = try SourceTree.files(under: root + "/", accept: { $0.hasSuffix(".css") }, diagnostics: &d)
        #expect(files.map(\.relativePath) == ["a/b/one.css"])
        #expect(files[0].displayPath == root + "/a/b/one.css")
        #expect(d.contains { $0.message.contains("outside the input root") && $0.location.file.hasSuffix("escape") })
        #expect(d.contains { $0.message.contains("dangling") })
    }

    @Test func excludeAndIncludeGlobs() throws {
        let root = try Self.tempDir()
        try FileManager.default.createDirectory(atPath: root + "/Sources/Gen", withIntermediateDirectories: true)
        for f in ["Sources/A.swift", "Sources/Gen/R.generated.swift", "Sources/B.swift"] {
            try "".write(toFile: root + "/" + f, atomically: true, encoding: .utf8)
        }
        var d: [Diagnostic] = []
        let files = try SourceTree.files(under: root, exclude: ["**/Gen/**"], accept: { $0.hasSuffix(".swift") }, diagnostics: &d)
        #expect(files.map(\.relativePath) == ["Sources/A.swift", "Sources/B.swift"])
        #expect(Glob.matches("*.generated.swift", "Sources/Gen/R.generated.swift"))
        #expect(!Glob.matches("Sources/*.swift", "Sources/Gen/R.swift"))
        #expect(Glob.matches("Sources/**/*.swift", "Sources/Gen/R.swift"))
    }

    @Test func decodingOddEncodings() throws {
        var d: [Diagnostic] = []
        let loc = SourceLocation(file: "x.css")
        #expect(SourceTree.decode([0xEF, 0xBB, 0xBF, 0x61], location: loc, diagnostics: &d) == "a")
        #expect(SourceTree.decode([0xFF, 0xFE, 0x61, 0x00, 0x62, 0x00], location: loc, diagnostics: &d) == "ab")
        #expect(SourceTree.decode([0x63, 0x61, 0x66, 0xE9], location: loc, diagnostics: &d) == "café")
        #expect(d.count == 1 && d[0].message.contains("Latin-1"))
        #expect(SourceTree.decode([0x7F, 0x45, 0x4C, 0x46, 0x00, 0x01], location: loc, diagnostics: &d) == nil)
        #expect(d.last?.message.contains("binary") == true)
    }

    @Test func oversizedFileIsSkipped() throws {
        let root = try Self.tempDir()
        try String(repeating: "a", count: 2048).write(toFile: root + "/big.css", atomically: true, encoding: .utf8)
        var d: [Diagnostic] = []
        let files = try SourceTree.files(under: root, accept: { _ in true }, diagnostics: &d)
        #expect(SourceTree.readText(files[0], maxBytes: 1024, diagnostics: &d) == nil)
        #expect(d.last?.location.file.hasSuffix("big.css") == true)
    }

    @Test("readBytes: exact bytes, empty files, a bound of limit + 1, nil when missing")
    func readBytesBounds() throws {
        let root = try Self.tempDir()
        let bytes = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        #expect(FileManager.default.createFile(atPath: root + "/data.bin", contents: Data(bytes)))
        #expect(FileManager.default.createFile(atPath: root + "/empty.css", contents: Data()))
        #expect(SourceTree.readBytes(atPath: root + "/data.bin", limit: 1 << 20) == bytes)
        #expect(SourceTree.readBytes(atPath: root + "/data.bin", limit: 1000) == Array(bytes.prefix(1001)))
        #expect(SourceTree.readBytes(atPath: root + "/empty.css") == [])
        #expect(SourceTree.readBytes(atPath: root + "/missing.css") == nil)
        #expect(SourceTree.readBytes(atPath: root) == nil)
    }
}
