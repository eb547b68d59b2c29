import Foundation
import Testing

@testable import GapCheckKit
@testable import GapCheckReport

/// Golden files in Snapshots/: compared byte for byte after placeholders replace the tool version.
/// `GAPCHECK_RECORD=1 swift test` rewrites them; review the diff before committing.
enum ReporterSnapshot {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")

    static var recording: Bool { ProcessInfo.processInfo.environment["GAPCHECK_RECORD"] == "1" }

    /// Replaces values that change between releases.
    static func normalize(_ text: String) -> String {
        text.replacingOccurrences(of: ToolInfo.version, with: "{{VERSION}}")
    }

    static func assertMatches(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = directory.appendingPathComponent(name)
        let normalized = normalize(actual)
        if recording || !FileManager.default.fileExists(atPath: url.path) {
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(normalized.utf8).write(to: url)
            if !recording { Issue.record("Recorded new snapshot \(name); check it and run again", sourceLocation: sourceLocation) }
            return
        }
        let expected = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        if expected != normalized {
            let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let b = normalized.split(separator: "\n", omittingEmptySubsequences: false)
            let first = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
            let want = first < a.count ? String(a[first]) : "<end>"
            let got = first < b.count ? String(b[first]) : "<end>"
            Issue.record(
                "Snapshot \(name) differs at line \(first + 1):\n  expected: \(want)\n  actual:   \(got)\nRe-record with GAPCHECK_RECORD=1 if the change is intended.",
                sourceLocation: sourceLocation)
        }
    }
}
