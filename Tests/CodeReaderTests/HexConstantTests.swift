import Foundation
import GapCheckModel
import Testing

@testable import CodeReader

/// A String or `0x` integer constant holding a hex color is read wherever a hex value is accepted, in any file;
/// a factory whose labels name the two appearances (`dynamicLightHex:darkHex:`, `dayColor:nightColor:`) is a
/// light/dark pair; colors the reader cannot read are counted in one warning per file.
@Suite("Hex constants")
struct HexConstantTests {
    @Test func hexStringConstantsOfAnotherFileFeedLightDarkFactories() throws {
        let inv = try TestSupport.read(TestSupport.fixture("hex-constants"))
        let coral = try #require(inv.color("ThemeColors.coral"))
        #expect(coral.light?.hex == "#E4572E")
        #expect(coral.dark?.hex == "#F28A6B")
        let ink = try #require(inv.color("ThemeColors.ink"))
        #expect(ink.light?.hex == "#17202A")
        #expect(ink.dark?.hex == "#EAECEE")
        #expect(inv.color("ThemeColors.moss")?.light?.hex == "#2E8B57")
        #expect(inv.color("ThemeColors.moss")?.dark == nil)
        // The constants are no color tokens of their own.
        #expect(!inv.colors.contains { $0.owner == "Palette.Raw" })
    }

    @Test func unreadColorsAreCountedOncePerFile() throws {
        let inv = try TestSupport.read(TestSupport.fixture("hex-constants"))
        // A constant never declared, a String that is no hex (`"Add"`), a value made at run time.
        for name in ["sand", "cancel", "fog"] { #expect(inv.color("ThemeColors." + name) == nil, "\(name)") }
        let notes = inv.diagnostics.filter { $0.message.contains("could not be read") }
        #expect(notes.count == 1, "\(notes)")
        #expect(notes.first?.message.hasPrefix("3 color tokens declared in ThemeColors.swift could not be read") == true, "\(notes)")
        #expect(notes.first?.location.line == 7, "\(notes)")
    }

    @Test func sameOwnerBareNamesAndHexFactories() throws {
        let inv = try TestSupport.readSnippet(
            """
            import SwiftUI
            enum Brand {
                static let accentHex = "#3366FF"
                static let accent = Color(hex: accentHex)
                static let accentSoft = Color(hex: Self.accentHex, opacity: 0.5)
                static let leaf = Color.fromHex(Leaf.value)
                static let adaptiveInk = Color.adaptive(lightHex: Ink.day, darkHex: Ink.night)
            }
            enum Leaf { static let value = "0x4CAF50" }
            enum Ink {
                static let day = "#222222"
                static let night = "#DDDDDD"
            }
            """)
        #expect(inv.color("Brand.accent")?.light?.hex == "#3366FF")
        #expect(inv.color("Brand.accentSoft")?.light?.alpha == 0.5)
        #expect(inv.color("Brand.leaf")?.light?.hex == "#4CAF50")
        #expect(inv.color("Brand.adaptiveInk")?.light?.hex == "#222222")
        #expect(inv.color("Brand.adaptiveInk")?.dark?.hex == "#DDDDDD")
    }

    @Test func appearanceLabels() {
        for label in ["light", "lightHex", "dynamicLightHex", "dayColor", "anyHexString", "lightMode"] {
            #expect(LightDarkPairRecognizer.isLight(label), "\(label)")
        }
        for label in ["dark", "darkHex", "nightColor", "darkModeRGB"] { #expect(LightDarkPairRecognizer.isDark(label), "\(label)") }
        // Other words than value words: not an appearance (`lightRed:` is a component, `darkened:` no appearance).
        for label in ["lightRed", "darkened", "highlight", "lightDark", "daylight"] {
            #expect(!LightDarkPairRecognizer.isLight(label) || !LightDarkPairRecognizer.isDark(label), "\(label)")
        }
        #expect(!LightDarkPairRecognizer.isLight("lightRed"))
        #expect(!LightDarkPairRecognizer.isDark("darkened"))
    }
}
