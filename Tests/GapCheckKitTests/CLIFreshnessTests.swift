import Foundation
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReporters

/// The project checks itself: committed outputs must equal a fresh run.
@Suite("Committed outputs are fresh")
struct CLIFreshnessTests {
    static let root = CLIBinary.packageRoot.path

    @Test("docs/checks.md matches `gapcheck rules --format markdown` (run `make docs`)")
    func checksDoc() throws {
        let committed = try String(contentsOfFile: Self.root + "/docs/checks.md", encoding: .utf8)
        if committed != RuleDocumentation.markdown(RuleRegistry.descriptions) {
            Issue.record("docs/checks.md is stale: run `make docs` and commit it")
        }
    }

    static var hasSample: Bool {
        ["design", "tokens", "reports/gap-analysis.md", "reports/gap-analysis.json", "reports/gap-analysis.html"].allSatisfy {
            FileManager.default.fileExists(atPath: root + "/" + $0)
        }
    }

    /// The report's date is the day it was generated; it is the one line allowed to differ.
    static func withoutDate(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter {
            !$0.hasPrefix("- **Date:** ") && !$0.hasPrefix("  \"date\" : ") && !$0.hasPrefix("<div><dt>Date</dt>")
        }
    }

    @Test("reports/ matches a fresh `make run` (run `make run`)", .enabled(if: hasSample && CLIBinary.url != nil))
    func sampleReports() throws {
        for (format, file) in [("markdown", "reports/gap-analysis.md"), ("json", "reports/gap-analysis.json"), ("html", "reports/gap-analysis.html")] {
            let fresh = try CLIBinary.run(["design/", "tokens/", "--format", format, "--fail-on", "never", "--quiet"], in: Self.root)
            #expect(fresh.status == 0, "\(fresh.err)")
            let committed = try String(contentsOfFile: Self.root + "/" + file, encoding: .utf8)
            let (old, new) = (Self.withoutDate(committed), Self.withoutDate(fresh.out))
            if old != new {
                let i = zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(old.count, new.count)
                Issue.record("\(file) is stale (first difference at line \(i + 1) ignoring the date): run `make run` and commit it")
            }
        }
    }
}
