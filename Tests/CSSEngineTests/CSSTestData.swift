import Foundation

/// Where the vendored reference test data lives: `Tests/ReferenceData` (provenance in its README).
enum CSSTestData {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let directory = root.appendingPathComponent("Tests/ReferenceData")

    static func url(_ relative: String) -> URL { directory.appendingPathComponent(relative) }

    static func json(_ relative: String) throws -> CSSTestJSON {
        try JSONDecoder().decode(CSSTestJSON.self, from: Data(contentsOf: url(relative)))
    }

    /// The (input, expected) pairs of a css-parsing-tests file.
    static func pairs(_ relative: String) -> [(CSSTestJSON, CSSTestJSON)] {
        guard case .array(let a)? = try? json(relative) else { return [] }
        return stride(from: 0, to: a.count - 1, by: 2).map { (a[$0], a[$0 + 1]) }
    }
}
