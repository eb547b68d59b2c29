import GapCheckModel
import Testing

@testable import CodeReader

/// Which code fonts follow Dynamic Type (`FontSpec.scales`), as Apple documents each constructor.
@Suite struct FontScalingTests {
    static let source = """
        import SwiftUI
        import UIKit

        enum AppFont {
            static let style = Font.body
            static let styleDesign = Font.system(.title2, design: .rounded)
            static let custom = Font.custom("Inter", size: 15)
            static let relative = Font.custom("Inter", size: 15, relativeTo: .subheadline)
            static let fixedCustom = Font.custom("Inter", fixedSize: 15)
            static let fixedSystem = Font.system(size: 15, weight: .bold)
            static let fixedWeighted = Font.system(size: 15).weight(.bold)
            static let alias = AppFont.fixedSystem
        }

        enum AppUIFont {
            static let preferred = UIFont.preferredFont(forTextStyle: .body)
            static let metrics = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont(name: "Inter", size: 17)!)
            static let system = UIFont.systemFont(ofSize: 15, weight: .semibold)
            static let named = UIFont(name: "Inter-Bold", size: 15)!
            static let resized = UIFont.preferredFont(forTextStyle: .body).withSize(20)
        }
        """

    @Test(arguments: [
        ("AppFont.style", true), ("AppFont.styleDesign", true), ("AppFont.custom", true), ("AppFont.relative", true),
        ("AppFont.fixedCustom", false), ("AppFont.fixedSystem", false), ("AppFont.fixedWeighted", false), ("AppFont.alias", false),
        ("AppUIFont.preferred", true), ("AppUIFont.metrics", true), ("AppUIFont.system", false), ("AppUIFont.named", false),
        ("AppUIFont.resized", false)
    ])
    func scales(_ name: String, _ expected: Bool) throws {
        let inv = try TestSupport.readSnippet(Self.source)
        let font = try #require(inv.font(name), "no font token \(name): \(inv.fonts.map(\.qualifiedName))")
        #expect(font.spec.scales == expected)
    }
}
