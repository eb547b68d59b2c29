import Foundation

/// Locates the vendored reference data, `Tests/ReferenceData` (provenance in its README).
enum TestData {
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let directory = root.appendingPathComponent("Tests/ReferenceData")

    /// Rows of a CSV file in testdata (header dropped), split on commas.
    static func csv(_ name: String) throws -> [[String]] {
        let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
        return text.split(whereSeparator: \.isNewline).dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
    }
}
