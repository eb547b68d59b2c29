import Foundation
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit

/// What the readers see in each reader fixture, as `gapcheck extract|inventory FOLDER --format json`
/// prints it from the repository root, compared byte for byte with Snapshots/readers/.
/// `GAPCHECK_RECORD=1 swift test --filter ReaderGoldenTests` rewrites them; read the diff before committing:
/// these files document what the readers understand of each idiom.
@Suite("Reader golden files")
struct ReaderGoldenTests {
    /// The repository root: paths in the goldens are relative to it, so they hold in any clone.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// App folders read by `gapcheck inventory`, relative to the repository root.
    static let apps = [
        "Tests/CodeReaderTests/Fixtures/swiftui-app",
        "Tests/CodeReaderTests/Fixtures/uikit-app",
        "Tests/CodeReaderTests/Fixtures/token-package",
        "Tests/CodeReaderTests/Fixtures/no-tokens",
        "tokens"
    ]

    /// Design folders read by `gapcheck extract`, relative to the repository root.
    static let designs = [
        "Tests/MockupReaderTests/Fixtures/design",
        "design"
    ]

    /// The golden file's name: the folder's path with `/` as `-`, then the subcommand.
    static func goldenName(_ folder: String, _ command: String) -> String {
        "readers/" + folder.replacingOccurrences(of: "/", with: "-") + ".\(command).json"
    }

    /// Reads with absolute paths (tests run in any directory) and prints them relative to the repository.
    static func relative(_ text: String) -> String {
        text.replacingOccurrences(of: repository.path + "/", with: "")
    }

    @Test("inventory --format json of each app fixture matches its golden file", arguments: apps)
    func inventory(folder: String) throws {
        let root = Self.repository.appendingPathComponent(folder).path
        let result = try ReaderCommands.inventory(roots: [root], format: .json, configuration: Configuration())
        #expect(!result.text.isEmpty)
        ReporterSnapshot.assertMatches(Self.relative(result.text), named: Self.goldenName(folder, "inventory"))
    }

    @Test("extract --format json of each design fixture matches its golden file", arguments: designs)
    func extract(folder: String) throws {
        let root = Self.repository.appendingPathComponent(folder).path
        let result = try ReaderCommands.extract(roots: [root], format: .json, configuration: Configuration())
        #expect(!result.text.isEmpty)
        ReporterSnapshot.assertMatches(Self.relative(result.text), named: Self.goldenName(folder, "extract"))
    }
}
