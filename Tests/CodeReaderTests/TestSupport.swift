import Foundation
import GapCheckModel

@testable import CodeReader

/// Paths and lookups shared by the code reader tests.
enum TestSupport {
    /// The repository root: three levels up from this file (`Tests/CodeReaderTests/TestSupport.swift`).
    static let repoRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// `Tests/CodeReaderTests/Fixtures/<name>`.
    static func fixture(_ name: String) -> String { repoRoot + "/Tests/CodeReaderTests/Fixtures/" + name }

    /// `Tests/ReferenceData/<name>`: the vendored reference data (provenance in its README).
    static func testdata(_ name: String) -> String { repoRoot + "/Tests/ReferenceData/" + name }

    /// Reads a folder, failing the test on input errors.
    static func read(_ path: String) throws -> Inventory { try CodeReader.read(roots: [path]) }

    /// Reads one Swift snippet as a whole app (a temporary folder with one file).
    static func readSnippet(_ source: String, name: String = "Snippet.swift") throws -> Inventory {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gapcheck-cr-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try source.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8)
        return try CodeReader.read(roots: [dir.path])
    }

    /// CSV rows as dictionaries (no quoted commas except in a trailing note column).
    static func csv(_ path: String) throws -> [[String: String]] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var lines = text.split(separator: "\n").map(String.init)
        guard !lines.isEmpty else { return [] }
        let header = lines.removeFirst().split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        return lines.map { line in
            let cells = line.split(separator: ",", maxSplits: header.count - 1, omittingEmptySubsequences: false).map(String.init)
            var row: [String: String] = [:]
            for (i, h) in header.enumerated() where i < cells.count { row[h] = cells[i] }
            return row
        }
    }
}

extension Inventory {
    /// The color token with this qualified name.
    func color(_ q: String) -> ColorToken? { colors.first { $0.qualifiedName == q } }
    func font(_ q: String) -> FontToken? { fonts.first { $0.qualifiedName == q } }
    func length(_ q: String) -> LengthToken? { lengths.first { $0.qualifiedName == q } }
}
