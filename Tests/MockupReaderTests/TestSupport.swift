import Foundation
import GapCheckModel

@testable import MockupReader

// Swift Testing also declares these names; the tests mean gapcheck's.
typealias SourceLocation = GapCheckModel.SourceLocation
typealias Expectation = GapCheckModel.Expectation

/// Reads a design folder made of `files` (relative path → text) in a fresh temporary folder, removed afterwards.
func readDesign(_ files: [String: String]) throws -> DesignSpec {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("design-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: base) }
    for (name, text) in files {
        let url = base.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return try MockupReader.read(roots: [base.path])
}
