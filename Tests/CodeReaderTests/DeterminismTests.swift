import Foundation
import GapCheckModel
import Testing

@testable import CodeReader

/// Same input, same bytes: parallel parsing never changes the order of anything.
@Suite("Determinism")
struct DeterminismTests {
    @Test func readingTwiceGivesTheSameJSON() throws {
        let roots = [TestSupport.repoRoot + "/tokens", TestSupport.fixture("uikit-app")]
        let enc = JSONEncoder()
        enc.outputFormatting = [.sortedKeys]
        let a = try enc.encode(CodeReader.read(roots: roots))
        let b = try enc.encode(CodeReader.read(roots: roots))
        #expect(a == b)
    }

    @Test func missingRootThrowsInputError() {
        #expect(throws: InputError.self) { try CodeReader.read(roots: ["/nonexistent/gapcheck-root"]) }
    }
}
