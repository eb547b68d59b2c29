import XCTest
@testable import DesignSystem

final class SpacingTests: XCTestCase {
    static let expectedScale: [CGFloat] = [4, 8, 12, 16, 20, 24, 32, 48]

    func testScaleIsFourPointGrid() {
        XCTAssertEqual(Spacing.allCases.map(\.rawValue), Self.expectedScale)
        for value in Spacing.allCases.map(\.rawValue) {
            XCTAssertEqual(value.truncatingRemainder(dividingBy: 4), 0)
        }
    }

    func testSemanticAliases() {
        XCTAssertEqual(Spacing.medium, .md)
        XCTAssertEqual(CGFloat.space16, Spacing.md.rawValue)
    }
}
