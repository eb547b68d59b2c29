import Foundation
import GapCheckModel
import Testing

@testable import CodeReader

/// The idiom the reader records in `Inventory.idiom`: which literal color call the app writes most,
/// SwiftUI or UIKit, and how it reads colorsets.
@Suite("App idiom")
struct AppIdiomTests {
    @Test func theHexHelperTheAppCallsMostWins() throws {
        let inv = try TestSupport.readSnippet(
            """
            import SwiftUI
            extension Color {
                static let a = Color(hexString: "#112233")
                static let b = Color(hexString: "#445566")
                static let c = Color(hex: 0x778899)
            }
            """)
        #expect(inv.idiom.colorCall == ColorCall(type: "Color", label: "hexString", argument: .hexStringWithHash))
        // Each literal keeps its own form, so a fix to that line is written like it.
        let c = try #require(inv.color("Color.c"))
        #expect(inv.idiom.colorCalls[c.expression] == ColorCall(type: "Color", label: "hex", argument: .hexInteger))
        #expect(inv.idiom.colorFramework == .swiftUI)
    }

    @Test func uiKitColorsAndFonts() throws {
        let inv = try TestSupport.readSnippet(
            """
            import UIKit
            extension UIColor {
                static let brand = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
                static let accent = UIColor(rgb: 0x336699)
                static let muted = UIColor(rgb: 0x999999)
            }
            enum Fonts {
                static let body = UIFont.systemFont(ofSize: 17, weight: .regular)
            }
            """)
        #expect(inv.idiom.colorCall == ColorCall(type: "UIColor", label: "rgb", argument: .hexInteger))
        #expect(inv.idiom.colorFramework == .uiKit && inv.idiom.fontFramework == .uiKit)
        #expect(inv.idiom.assetExpression("Brand") == "UIColor(named: \"Brand\")")
    }

    @Test func aStaticFactoryAndAnUnlabeledHexString() throws {
        let inv = try TestSupport.readSnippet(
            """
            import UIKit
            extension UIColor {
                static let a = UIColor.hex("#112233")
                static let b = UIColor.hex("#445566")
            }
            """)
        #expect(inv.idiom.colorCall == ColorCall(type: "UIColor", label: "_", factory: "hex", argument: .hexStringWithHash))
    }

    @Test func colorsetsAloneDoNotMakeAnAssetCatalogApp() throws {
        // Xcode's template ships an AccentColor colorset; the app itself writes its colors inline.
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gapcheck-idiom-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let colorset = dir.appendingPathComponent("Assets.xcassets/AccentColor.colorset")
        try FileManager.default.createDirectory(at: colorset, withIntermediateDirectories: true)
        try #"{"colors":[{"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#.write(
            to: colorset.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        try """
        import SwiftUI
        struct Badge: View {
            var body: some View { Text("1").foregroundColor(Color(red: 0.18, green: 0.58, blue: 0.57)) }
        }
        """.write(to: dir.appendingPathComponent("Badge.swift"), atomically: true, encoding: .utf8)
        let inv = try TestSupport.read(dir.path)
        #expect(!inv.idiom.prefersAssets)
        #expect(inv.idiom.colorCall?.argument == .componentsUnit)
    }

    @Test func assetCatalogColorsOnly() throws {
        let inv = try TestSupport.readSnippet(
            """
            import SwiftUI
            extension Color {
                static let brand = Color("Brand", bundle: .main)
                static let surface = Color("Surface", bundle: .main)
            }
            """)
        #expect(inv.idiom.colorCall == nil && inv.idiom.literalColorCount == 0)
        #expect(inv.idiom.prefersAssets)
        #expect(inv.idiom.assetExpression("StatusInfo") == "Color(\"StatusInfo\", bundle: .main)")
    }
}
