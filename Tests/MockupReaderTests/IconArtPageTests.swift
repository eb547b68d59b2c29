import Foundation
import GapCheckModel
import Testing

@testable import MockupReader

/// A page titled as the app's icon that draws it at an artwork's size (`IconArtPage`) is an asset of the app beside its
/// screens: no screen, and its artwork's colors are no token of the design. A screen that lets the user pick the app's
/// icon stays a screen.
@Suite struct IconArtPageTests {
    static let screen = """
        <!DOCTYPE html><html lang="fr"><head><title>Réglages</title>
        <style>:root { --fond: #FAFAF7; --encre: #1B1B1F; } body { background: var(--fond); color: var(--encre); }</style></head>
        <body><h1>Réglages</h1><ul><li>Compte</li><li>Notifications</li></ul></body></html>
        """

    /// Plain CSS, the artwork as an inline-styled square of 1024 px.
    static let iconAlone = """
        <!DOCTYPE html><html lang="fr"><head><title>Icône de l'app — Marée</title>
        <style>:root { --degrade-haut: #FF7A59; --degrade-bas: #C2185B; }
        .art { display: flex; align-items: center; justify-content: center; border-radius: 228px;
               background: linear-gradient(160deg, var(--degrade-haut), var(--degrade-bas)); }
        .glyphe { color: #FFFFFF; font-size: 400px; }</style></head>
        <body><div class="art" style="width: 1024px; height: 1024px"><span class="glyphe">≈</span></div></body></html>
        """

    /// A design sheet: heading in Japanese, the size printed in a spec row, small previews.
    static let iconSheet = """
        <!DOCTYPE html><html lang="ja"><head><title>デザイン</title>
        <style>:root { --sheet-accent: #6A5ACD; } .tile { width: 60px; height: 60px; border-radius: 14px; background: var(--sheet-accent); }</style></head>
        <body><h1>アプリアイコン</h1><table><tr><td>サイズ</td><td>1024 × 1024 px</td></tr><tr><td>角丸</td><td>22%</td></tr></table>
        <div class="tile"></div><div class="tile"></div></body></html>
        """

    /// A settings screen of the app where the user picks its icon: icons drawn at 60 px, no artwork size.
    static let iconPicker = """
        <!DOCTYPE html><html lang="en"><head><title>App Icon</title>
        <style>.choice { width: 60px; height: 60px; border-radius: 14px; }</style></head>
        <body><h1>App Icon</h1><p>Choose how the app looks on your Home Screen.</p>
        <div class="choice" style="background:#222"></div><div class="choice" style="background:#EEE"></div>
        <button>Use Classic</button></body></html>
        """

    @Test func theIconDrawnAsArtworkGivesNoScreenAndNoToken() throws {
        let spec = try readDesign(["reglages/page.html": Self.screen, "icone/page.html": Self.iconAlone])
        let names = spec.screens.map(\.name)
        #expect(names == ["reglages"], "\(names)")
        let tokens = Set(spec.expectations.map(\.name))
        #expect(tokens.contains("--fond"), "\(tokens)")
        #expect(!tokens.contains("--degrade-haut") && !tokens.contains("--degrade-bas"), "\(tokens)")
        #expect(spec.diagnostics.contains { $0.message.contains("draws the app's icon as artwork") }, "\(spec.diagnostics.map(\.message))")
        // Its white glyph on the gradient is art: no contrast pair of the design.
        #expect(!spec.colorPairs.contains { $0.location.file.contains("icone") }, "\(spec.colorPairs.map(\.location))")
    }

    @Test func anIconDesignSheetWithThePrintedSizeIsAnAsset() throws {
        let spec = try readDesign(["reglages/page.html": Self.screen, "icon_sheet/code.html": Self.iconSheet])
        #expect(spec.screens.map(\.name) == ["reglages"], "\(spec.screens.map(\.name))")
    }

    @Test func aScreenForPickingTheAppIconStaysAScreen() throws {
        let spec = try readDesign(["reglages/page.html": Self.screen, "app_icon/page.html": Self.iconPicker])
        #expect(Set(spec.screens.map(\.name)) == ["reglages", "app-icon"], "\(spec.screens.map(\.name))")
    }

    @Test func aSquareSizeMustBeArtworkSizedAndSquare() {
        #expect(IconArtPage.printedSquare("1024x1024px • Centered Composition") == 1024)
        #expect(IconArtPage.printedSquare("512 × 512") == 512)
        #expect(IconArtPage.printedSquare("1920×1080") == nil)
        #expect(IconArtPage.printedSquare("Version 10241024") == nil)
        #expect(IconArtPage.arbitraryPixels("w-[1024px]", prefix: "w-") == 1024)
        #expect(IconArtPage.arbitraryPixels("w-[60%]", prefix: "w-") == nil)
        #expect(IconArtPage.stylePixels("height: 1024px; width:1024px", property: "width") == 1024)
    }
}
