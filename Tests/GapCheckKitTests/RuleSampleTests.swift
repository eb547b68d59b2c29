import Foundation
import Testing
import GapCheckModel
@testable import GapCheckKit

/// The bundled sample (`design/` vs `tokens/`) against its answer key, and the roundtrip fixture.
@Suite struct RuleSampleTests {
    typealias S = MatchingTestSupport

    static var root: URL { S.repoRoot }
    static var hasSample: Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent("design").path)
            && FileManager.default.fileExists(atPath: root.appendingPathComponent("tokens").path)
    }

    static func analyze(_ design: String, _ impl: String) throws -> Analysis {
        let cwd = FileManager.default.currentDirectoryPath
        FileManager.default.changeCurrentDirectoryPath(root.path)
        defer { FileManager.default.changeCurrentDirectoryPath(cwd) }
        return try Pipeline.run(design: [design], implementation: [impl], configuration: Configuration(), date: "2026-01-01", toolVersion: "test")
    }

    static func dump(_ a: Analysis) -> String {
        a.findings.map { f in
            "\(f.severity.rawValue) \(f.rule) [\(f.actual?.location?.description ?? "-") | \(f.expected?.location?.description ?? "-")] \(f.title)\n    fix: \(f.fix ?? "-")"
        }.joined(separator: "\n")
    }

    @Test(.enabled(if: hasSample)) func dumpSample() throws {
        let a = try Self.analyze("design", "tokens")
        if ProcessInfo.processInfo.environment["GAPCHECK_DUMP"] != nil {
            print(Self.dump(a))
            for r in a.matches.colors { print("COLOR \(r.expectation.name) \(r.status) \(r.codeName ?? "-") \(r.deltaE ?? -1)") }
            for r in a.matches.typography { print("TYPE \(r.expectation.name) [\(r.expectation.source)] \(r.status) \(r.codeName ?? "-") \(r.note ?? "")") }
            for r in a.matches.spacing + a.matches.radii { print("LEN \(r.expectation.name) \(r.status) \(r.codeName ?? "-")") }
            for s in a.matches.screens { print("SCREEN \(s.screen.name) \(s.viewName ?? "-") missing sections \(s.sectionsMissing) labels \(s.labelsMissing)") }
            for f in a.matches.fields { print("FIELD \(f.screen) \(f.label.text) [\(f.label.kind)] -> \(f.property ?? "-")") }
            print(a.summary)
        }
    }
}
