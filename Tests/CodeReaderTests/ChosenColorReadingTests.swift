import GapCheckModel
import Testing

@testable import CodeReader

/// Token values the code chooses with a condition that is not the appearance (field round 6, R20): a feature
/// switch between two palettes, a user setting, an accessibility setting; and what the reader records about
/// forwarding tokens and the font token an element uses, so checks need not re-read Swift text.
@Suite struct ChosenColorReadingTests {
    /// A UIKit skin switch in its own style: helpers labelled `any:dark:`, hex integers, nested palettes.
    static let skins = """
        import UIKit

        enum Skin {
            static let usesSepia = true
            static let usesMono = false
            static var usesNight = false

            fileprivate enum Sepia {
                static let canvasLight = UIColor(rgb: 0xF4F1EC)
                static let canvasDark = UIColor(rgb: 0x1E1E1E)
            }
            fileprivate enum Mono {
                static let canvasLight = UIColor(rgb: 0xFFFFFF)
                static let canvasDark = UIColor(rgb: 0x000000)
            }

            static let canvas = usesSepia
                ? tone(any: Sepia.canvasLight, dark: Sepia.canvasDark)
                : tone(any: Mono.canvasLight, dark: Mono.canvasDark)
            static let card = usesMono ? tone(any: Mono.canvasLight, dark: Mono.canvasDark) : tone(any: Sepia.canvasLight, dark: Sepia.canvasDark)
            static let sheet = !usesSepia ? UIColor(rgb: 0x101010) : UIColor(rgb: 0xFAFAFA)
            static let night = usesNight ? UIColor(rgb: 0x202020) : UIColor(rgb: 0xEEEEEE)
            static let rule = UserDefaults.standard.bool(forKey: "sepia") ? UIColor(rgb: 0xD8D0C4) : UIColor.separator
            static let stroke = UIAccessibility.isReduceTransparencyEnabled ? UIColor(rgb: 0x000000) : UIColor(rgb: 0x8A8A8A)

            private static func tone(any: UIColor, dark: UIColor) -> UIColor {
                UIColor { $0.userInterfaceStyle == .dark ? dark : any }
            }
        }

        enum Metrics {
            static let small: CGFloat = 8
            static let large: CGFloat = 16
            static let isCompact = true
            static let gutter = isCompact ? Metrics.small : Metrics.large
        }
        """

    @Test func aConstantSwitchPicksItsBranchWithBothAppearances() throws {
        let inv = try TestSupport.readSnippet(Self.skins)
        let canvas = try #require(inv.color("Skin.canvas"), "\(inv.colors.map(\.qualifiedName))")
        #expect(canvas.light?.hex == "#F4F1EC" && canvas.dark?.hex == "#1E1E1E", "\(String(describing: canvas.light)) \(String(describing: canvas.dark))")
        #expect(canvas.notes.contains { $0.contains("usesSepia") && $0.contains("true") }, "\(canvas.notes)")
        // `false` picks the other branch; `!true` is false.
        #expect(inv.color("Skin.card")?.dark?.hex == "#1E1E1E")
        #expect(inv.color("Skin.sheet")?.light?.hex == "#FAFAFA")
        // The sources decide these: no diagnostic.
        #expect(!inv.diagnostics.contains { $0.message.contains("Skin.canvas") || $0.message.contains("Skin.card") }, "\(inv.diagnostics)")
    }

    @Test func aRunTimeChoiceIsReadAsTheDefaultBranchAndSaysSo() throws {
        let inv = try TestSupport.readSnippet(Self.skins)
        // A `var` switch can change while the app runs: the first branch, with a diagnostic.
        #expect(inv.color("Skin.night")?.light?.hex == "#202020")
        #expect(inv.color("Skin.rule")?.light?.hex == "#D8D0C4")
        let rule = try #require(inv.diagnostics.first { $0.message.contains("Skin.rule") }, "\(inv.diagnostics)")
        #expect(rule.message.contains("chosen at run time") && rule.message.contains("UIColor.separator"), "\(rule.message)")
        #expect(inv.diagnostics.contains { $0.message.contains("Skin.night") })
        // An accessibility setting's branch is the exception: the default settings show the `else` branch.
        #expect(inv.color("Skin.stroke")?.light?.hex == "#8A8A8A")
    }

    /// A stored setting whose default the file gives (`@AppStorage … = .paper`, `?? .paper`), compared with one case.
    static let themeSetting = """
        import SwiftUI

        enum Reading: String { case paper, night, sepia }

        final class ReaderSettings {
            @AppStorage("reading") var reading: Reading = .paper
        }

        enum Ink {
            static var mode: Reading { Reading(rawValue: UserDefaults.standard.string(forKey: "reading") ?? "") ?? .paper }
            static var page: Color { mode == .night ? Color(red: 0.1, green: 0.1, blue: 0.1) : Color(red: 0.98, green: 0.97, blue: 0.95) }
            static var rule: Color { .paper != mode ? Color(red: 0.3, green: 0.3, blue: 0.3) : Color(red: 0.85, green: 0.85, blue: 0.85) }
            static var link: Color { mode == .paper ? Color(red: 0, green: 0.2, blue: 0.4) : Color(red: 0.4, green: 0.7, blue: 1) }
        }
        """

    @Test func aSwitchComparedWithOneCaseIsReadAsItsDefaultsBranch() throws {
        let inv = try TestSupport.readSnippet(Self.themeSetting)
        // `.night` is not the default: the `else` branch shows until the reader changes the setting.
        #expect(inv.color("Ink.page")?.light?.hex == "#FAF7F2", "\(String(describing: inv.color("Ink.page")?.light))")
        #expect(inv.color("Ink.rule")?.light?.hex == "#D9D9D9")
        // Compared with the default itself: the first branch.
        #expect(inv.color("Ink.link")?.light?.hex == "#003366")
        let page = try #require(inv.diagnostics.first { $0.message.contains("Ink.page") }, "\(inv.diagnostics)")
        #expect(page.message.contains("the default `.paper`"), "\(page.message)")
    }

    @Test func aChoiceBetweenTwoNamesThatAreNoColorsIsNoColorToken() throws {
        let inv = try TestSupport.readSnippet(Self.skins)
        #expect(inv.color("Metrics.gutter") == nil, "\(inv.colors.map(\.qualifiedName))")
    }

    // MARK: - What checks read instead of Swift text

    static let forwarding = """
        import SwiftUI

        enum Ink {
            static let primary = Color(red: 0.12, green: 0.1, blue: 0.09)
            static let reading = Font.custom("Lora", size: 17)
            static let gutter: CGFloat = 14
        }

        struct ArticleStyle {
            static let primary = Ink.primary
            static let faded = Ink.primary.opacity(0.6)
            static var reading: Font { Ink.reading }
            static let gutter = Ink.gutter
            static let own = Color(red: 1, green: 0, blue: 0)
        }

        extension Font {
            static let caption9 = Font.system(size: 9)
        }

        struct ArticleRow: View {
            var body: some View {
                VStack {
                    Text("Headline").font(ArticleStyle.reading.weight(.bold))
                    Text("Byline").font(.caption9)
                    Text("Footer").font(.system(size: 11))
                }
            }
        }
        """

    @Test func aForwardingTokenRecordsWhatItForwardsTo() throws {
        let inv = try TestSupport.readSnippet(Self.forwarding)
        #expect(inv.color("ArticleStyle.primary")?.aliasOf == "Ink.primary")
        #expect(inv.font("ArticleStyle.reading")?.aliasOf == "Ink.reading", "\(inv.fonts.map { ($0.qualifiedName, $0.aliasOf) })")
        #expect(inv.length("ArticleStyle.gutter")?.aliasOf == "Ink.gutter", "\(inv.lengths.map { ($0.qualifiedName, $0.aliasOf) })")
        // Something applied to the other token, or a value written out, is no forwarder.
        #expect(inv.color("ArticleStyle.faded")?.aliasOf == nil)
        #expect(inv.color("ArticleStyle.own")?.aliasOf == nil)
        #expect(inv.color("Ink.primary")?.aliasOf == nil)
    }

    @Test func anElementsFontRecordsTheTokenItUses() throws {
        let inv = try TestSupport.readSnippet(Self.forwarding)
        func token(_ text: String) -> String? { inv.elements.first { $0.text == text }?.font?.token }
        #expect(token("Headline") == "ArticleStyle.reading", "\(inv.elements.map { ($0.text, $0.font?.expression, $0.font?.token) })")
        #expect(token("Byline") == "Font.caption9")
        #expect(inv.elements.first { $0.text == "Footer" }?.font != nil)
        #expect(token("Footer") == nil)
    }
}
