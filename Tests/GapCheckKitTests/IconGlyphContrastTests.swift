import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import MockupReader

/// A text that is one symbol (⚙, ▶, ★, ✓, an arrow) is an icon: WCAG 1.4.11 asks 3:1 of it, not the 4.5:1 of
/// text. Words, digits and ASCII signs in the same colors are still text at 4.5:1, and an icon below 3:1 still fails.
@Suite struct IconGlyphContrastTests {
    /// A Dutch recipe screen: grey #808080 on white is 3.95:1, #B0B0B0 on white 2.2:1.
    private static let recept = """
        <!DOCTYPE html><html><head><style>
        body { background: #FFFFFF; font-size: 15px; }
        .knop { color: #808080; background: #FFFFFF; font-size: 16px; }
        .ster { color: #808080; font-size: 14px; }
        .pijl { color: #808080; font-size: 14px; }
        .vaag { color: #B0B0B0; font-size: 14px; }
        .plus { color: #808080; font-size: 14px; }
        .tijd { color: #808080; font-size: 13px; }
        </style></head><body data-screen="recept">
        <div class="balk"><button class="knop" aria-label="Instellingen">⚙︎</button><button class="knop">Bewaren</button></div>
        <p><span class="ster">★</span> <span class="tijd">25 minuten</span></p>
        <a class="pijl" href="#volgende">→</a>
        <span class="vaag">✓</span>
        <span class="plus">+</span>
        </body></html>
        """

    private static let view = """
        import SwiftUI
        struct ReceptView: View { var body: some View { Text("Recept") } }
        """

    @Test func aPairKnowsItsIconGlyph() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("icoon-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: base) }
        try Self.recept.write(to: base.appendingPathComponent("recept.html"), atomically: true, encoding: .utf8)
        let spec = try MockupReader.read(roots: [base.path])
        let icons = Set(spec.colorPairs.compactMap(\.iconGlyph))
        // The gear (with its text selector) and "Bewaren" share a selector and colors: two pairs, one an icon.
        #expect(spec.colorPairs.filter { $0.selector == ".knop" }.count == 2)
        #expect(icons == ["⚙", "★", "→", "✓"], "\(icons)")
        #expect(spec.colorPairs.first { $0.selector == ".plus" }?.iconGlyph == nil)
        #expect(spec.colorPairs.first { $0.selector == ".tijd" }?.iconGlyph == nil)
    }

    @Test func iconsNeedThreeToOneAndWordsStillNeedFourAndAHalf() throws {
        let a = try DesignTrustTests.run(design: ["recept.html": Self.recept], app: ["ReceptView.swift": Self.view])
        let contrast = a.findings.filter { $0.rule == "contrast.insufficient" }
        let text = contrast.filter { $0.title.hasSuffix("for text") }
        // Words and digits (Bewaren, 25 minuten) and the ASCII "+" in #808080: still 4.5:1, still medium.
        let words = try #require(text.first { $0.title.contains("#808080") })
        #expect(words.severity == .medium)
        #expect(words.count == 3, "\(words.message)")
        // The gear, the star and the arrow in the same grey pass 3:1: no icon finding for #808080.
        #expect(!contrast.contains { $0.title.contains("#808080") && $0.title.contains("icon") }, "\(contrast.map(\.title))")
        // A check mark at 2.2:1 fails even 3:1: reported, as an icon.
        let faint = try #require(contrast.first { $0.title.contains("#B0B0B0") }, "\(contrast.map(\.title))")
        #expect(faint.severity == .medium)
        #expect(faint.title.hasSuffix("AA needs 3:1 for an icon"), "\(faint.title)")
        #expect(faint.message.contains("the symbol ✓") && faint.message.contains("1.4.11"), "\(faint.message)")
    }

    /// A Finnish settings screen: ℹ alone (a letter by its Unicode category, an emoji by its properties) in grey
    /// #808080 on white (3.95:1), a disabled save button and a row of a disabled group in #C0C0C0 (1.8:1), and the
    /// same faint grey on an enabled button.
    private static let asetukset = """
        <!DOCTYPE html><html><head><style>
        body { background: #FFFFFF; font-size: 15px; }
        .tieto { color: #808080; font-size: 16px; }
        .selite { color: #808080; font-size: 14px; }
        .nappi { color: #C0C0C0; background: #FFFFFF; font-size: 16px; }
        .rivi { color: #C0C0C0; font-size: 15px; }
        .linkki { color: #C0C0C0; font-size: 15px; }
        </style></head><body data-screen="asetukset">
        <p><span class="tieto">ℹ</span></p>
        <p class="selite">ℹ Lisätietoja</p>
        <button class="nappi" disabled>Tallenna</button>
        <div class="ryhma ryhma--disabled"><span class="rivi">Synkronointi</span></div>
        <div aria-disabled="true"><span class="rivi">Varmuuskopio</span></div>
        <a class="linkki" href="#ohje">Ohje</a>
        </body></html>
        """

    @Test func anEmojiLetterIsAnIconAndInactiveControlsAreNotMeasured() throws {
        let a = try DesignTrustTests.run(design: ["asetukset.html": Self.asetukset], app: ["ReceptView.swift": Self.view])
        let contrast = a.findings.filter { $0.rule == "contrast.insufficient" }
        // ℹ alone passes 3:1; with words after it, it is text at 4.5:1 and fails.
        #expect(!contrast.contains { $0.title.contains("#808080") && $0.title.contains("icon") }, "\(contrast.map(\.title))")
        let text = try #require(contrast.first { $0.title.contains("#808080") }, "\(contrast.map(\.title))")
        #expect(text.count == 1 && text.message.contains(".selite"), "\(text.message)")
        // Only the enabled link in #C0C0C0 is measured: the disabled button and the rows of disabled groups are not.
        let faint = contrast.filter { $0.title.contains("#C0C0C0") }
        #expect(faint.count == 1 && faint[0].count == 1 && faint[0].message.contains("linkki"), "\(faint.map(\.message))")
    }
}
