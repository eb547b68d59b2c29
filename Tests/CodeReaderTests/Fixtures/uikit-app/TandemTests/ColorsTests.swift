//
//  ColorsTests.swift
//  TandemTests
//

import XCTest
@testable import Tandem

final class ColorsTests: XCTestCase {
    private static let expectedOrange = UIColor(red: 1, green: 0.373, blue: 0.314, alpha: 1)

    func testAppOrangeMatchesBrandGuide() {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        Colors.appOrange.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        XCTAssertEqual(red, 1, accuracy: 0.001)
        XCTAssertEqual(green, 95 / 255, accuracy: 0.001)
        XCTAssertEqual(blue, 80 / 255, accuracy: 0.001)
    }

    func testAssetColorsLoad() {
        XCTAssertNotNil(UIColor(named: "SuccessGreen"))
        XCTAssertNotNil(UIColor(named: "CardBackground"))
    }
}
