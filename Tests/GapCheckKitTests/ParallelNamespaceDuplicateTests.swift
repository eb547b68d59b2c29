import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit

/// Parallel namespaces that declare the same names (a theme and its alternative, per-component settings):
/// differing values are intended, so `token.duplicate` says nothing above low there (each namespace is its own
/// scope, `TokenScope`) and stays critical for two top-level palettes.
@Suite struct ParallelNamespaceDuplicateTests {
    @Test func aThemeAndItsAlternativeAreNoConflictingDuplicate() throws {
        let app = """
            import UIKit

            enum Look {
                enum Warm {
                    static let paper = UIColor(red: 0.95, green: 0.94, blue: 0.92, alpha: 1)
                    static let ink = UIColor(red: 0.17, green: 0.16, blue: 0.14, alpha: 1)
                    static let rule = UIColor(red: 0.89, green: 0.87, blue: 0.84, alpha: 1)
                }
                enum Cool {
                    static let paper = UIColor(red: 0.92, green: 0.92, blue: 0.92, alpha: 1)
                    static let ink = UIColor(red: 0.05, green: 0.05, blue: 0.05, alpha: 1)
                    static let rule = UIColor(red: 0.84, green: 0.84, blue: 0.84, alpha: 1)
                }
            }

            enum Brand {
                static let accent = UIColor(red: 0.9, green: 0.2, blue: 0.1, alpha: 1)
            }
            enum Theme {
                static let accent = UIColor(red: 0.1, green: 0.3, blue: 0.9, alpha: 1)
            }
            """
        let a = try DesignTrustTests.run(design: ["home.html": DesignTrustTests.page("Home", "--accent: #E6331A;")], app: ["Look.swift": app])
        let dups = a.findings.filter { $0.rule == "token.duplicate" }
        let themes = dups.filter { $0.title.contains("Look.Warm") }
        #expect(themes.allSatisfy { $0.severity == .low }, "\(dups.map { "\($0.severity) \($0.title)" })")
        #expect(dups.contains { $0.title.contains("`accent`") && $0.severity == .critical }, "\(dups.map { "\($0.severity) \($0.title)" })")
    }
}
