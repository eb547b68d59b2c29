import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit

/// A token's identity is its qualified path: a text-style ramp written as one type per style, each declaring the same
/// members (`Display1.font`, `Display2.font`), is one token per style, never one token "declared 3 times"; a member
/// declared again by its own type in a second file, and two app-wide palettes declaring one name, still are.
@Suite struct StyleRecordDuplicateTests {
    static func duplicates(_ app: [String: String]) throws -> [Finding] {
        let a = try DesignTrustTests.run(design: ["home.html": DesignTrustTests.page("Home", "--accent: #E6331A;")], app: app)
        return a.findings.filter { $0.rule == "token.duplicate" }
    }

    /// Top-level style types conforming to one protocol, whose names differ only by a number (`Display1`, `Display2`):
    /// the number is dropped from their scope, so before this rule they were one token with conflicting values.
    @Test func topLevelStyleTypesSharingMemberNamesAreDistinctTokens() throws {
        let app = """
            import SwiftUI

            protocol TypeRamp {
                static var font: Font { get }
                static var leading: CGFloat { get }
            }
            struct Display1: TypeRamp {
                static let font = Font.system(size: 57, weight: .regular)
                static let leading: CGFloat = 64
            }
            struct Display2: TypeRamp {
                static let font = Font.system(size: 45, weight: .regular)
                static let leading: CGFloat = 52
            }
            struct Display3: TypeRamp {
                static let font = Font.system(size: 36, weight: .regular)
                static let leading: CGFloat = 44
            }
            """
        let dups = try Self.duplicates(["Type/Ramp.swift": app])
        #expect(dups.isEmpty, "\(dups.map { "\($0.severity) \($0.title)" })")
    }

    /// Nested UIKit style enums, one per text style: fields of the style, not palettes declared twice.
    @Test func nestedStyleEnumsSharingMemberNamesAreDistinctTokens() throws {
        let app = """
            import UIKit

            enum Typo {
                enum Heading1 {
                    static let font = UIFont.systemFont(ofSize: 30, weight: .bold)
                    static let lineHeight: CGFloat = 36
                    static let tracking: CGFloat = 0.2
                }
                enum Heading2 {
                    static let font = UIFont.systemFont(ofSize: 24, weight: .bold)
                    static let lineHeight: CGFloat = 30
                    static let tracking: CGFloat = 0.2
                }
            }
            """
        let dups = try Self.duplicates(["Typo.swift": app])
        #expect(dups.isEmpty, "\(dups.map { "\($0.severity) \($0.title)" })")
    }

    /// Negative: the same qualified name declared in two files (the app's and its widget's copy of one style type) is
    /// one token declared twice, and two app-wide palettes declaring one name conflict as before.
    @Test func aStyleMemberDeclaredAgainByItsOwnTypeStillConflicts() throws {
        let ramp = """
            import SwiftUI

            struct Display1 {
                static let font = Font.system(size: 57, weight: .regular)
                static let leading: CGFloat = 64
            }
            struct Display2 {
                static let font = Font.system(size: 45, weight: .regular)
                static let leading: CGFloat = 52
            }
            """
        let widgetCopy = """
            import SwiftUI

            struct Display1 {
                static let font = Font.system(size: 50, weight: .bold)
                static let leading: CGFloat = 64
            }
            """
        let palettes = """
            import SwiftUI

            extension Color {
                static let alertRed = Color(red: 1, green: 0.23, blue: 0.19)
            }
            enum Theme {
                static let alertRed = Color(red: 0.8, green: 0.1, blue: 0.1)
            }
            """
        let dups = try Self.duplicates(["App/Ramp.swift": ramp, "Widget/Ramp.swift": widgetCopy, "App/Palettes.swift": palettes])
        let titles = dups.map { "\($0.severity) \($0.title)" }
        #expect(dups.contains { $0.title.contains("`alertRed`") && $0.severity == .critical }, "\(titles)")
        #expect(dups.contains { $0.title.contains("`Display1.font`") && $0.severity == .critical }, "\(titles)")
        #expect(!dups.contains { $0.title.contains("Display2") }, "\(titles)")
    }
}
