import Foundation
import GapCheckModel
import Testing

@testable import MockupReader

/// The backdrop of a text's contrast pair is a box that can hold the text: a bar lower than the text's glyphs
/// (a progress track, a rule the label overflows) is passed over, and a low bar that clips gives no pair.
@Suite struct ContrastBackdropTests {
    /// A fresh temporary folder with one page, and its removal.
    private func page(_ html: String) throws -> (root: String, cleanup: () -> Void) {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("backdrop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        try html.write(to: base.appendingPathComponent("fortschritt.html"), atomically: true, encoding: .utf8)
        return (base.path, { try? FileManager.default.removeItem(at: base) })
    }

    /// Each light pair's background, by the selector of the rule that colors its text; a selector with two pairs
    /// lists both backgrounds.
    private func pairs(_ html: String) throws -> [String: String] {
        let (root, cleanup) = try page(html)
        defer { cleanup() }
        let spec = try MockupReader.read(roots: [root])
        var out: [String: String] = [:]
        for p in spec.colorPairs where p.scheme == "light" { out[p.selector] = [out[p.selector], p.background.hex].compactMap { $0 }.joined(separator: " ") }
        return out
    }

    @Test func aLabelOverflowingAThinTrackSitsOnThePage() throws {
        // A German upload screen: the percentage sits in a 4px track and overflows it onto the sheet.
        let found = try pairs(
            """
            <!DOCTYPE html><html><head><style>
            body { background: #FAFAF9; font-size: 15px; line-height: 1.6; }
            .spur { display: flex; align-items: center; height: 4px; background: #9CA3AF; }
            .prozent { color: #57534E; font-size: 13px; }
            .chip { height: 20px; padding: 0 8px; background: #DBEAFE; }
            .chip-text { color: #1E3A8A; font-size: 12px; }
            </style></head><body data-screen="hochladen">
            <div class="spur"><span class="prozent">75 % hochgeladen</span></div>
            <div class="chip"><span class="chip-text">Entwurf</span></div>
            </body></html>
            """)
        // Over the track it would be #9CA3AF; the glyphs paint on the page.
        #expect(found[".prozent"] == "#FAFAF9")
        // A chip one line high keeps its own fill, though the inherited line height (24px) is taller than it.
        #expect(found[".chip-text"] == "#DBEAFE")
    }

    @Test func aLowBarThatClipsGivesNoPair() throws {
        let found = try pairs(
            """
            <!DOCTYPE html><html><head><style>
            .leiste { max-height: 6px; overflow: hidden auto; background: #E7E5E4; }
            .leiste-y { height: 2px; overflow-y: clip; background: #E7E5E4; }
            .hinweis { color: #78716C; font-size: 11px; }
            .notiz { color: #44403C; font-size: 11px; }
            </style></head><body data-screen="hochladen">
            <div class="leiste"><span class="hinweis">verborgen</span></div>
            <div class="leiste-y"><span class="notiz">abgeschnitten</span></div>
            <p class="hinweis">sichtbar</p>
            </body></html>
            """)
        // The same style outside the bar is measured: only the clipped copies give no pair.
        #expect(found == [".hinweis": "#FFFFFF"], "\(found)")
    }

    @Test func aPairSaysWhetherAStyleChoseItsTextColor() throws {
        let (root, cleanup) = try page(
            """
            <!DOCTYPE html><html><head><style>
            :root { --grund: #FFFFFF; --schrift: #1C1917; }
            @media (prefers-color-scheme: dark) { :root { --grund: #0C0A09; --schrift: #F5F5F4; } }
            body { background: var(--grund); }
            .titel { color: var(--schrift); }
            </style></head><body data-screen="start">
            <h2 class="titel">Heute</h2><span class="symbol">✦</span>
            </body></html>
            """)
        defer { cleanup() }
        let spec = try MockupReader.read(roots: [root])
        let symbol = spec.colorPairs.filter { $0.selector == "span.symbol" }
        #expect(Set(symbol.map(\.scheme)) == ["light", "dark"])
        #expect(symbol.allSatisfy { !$0.textColorStated })
        let titel = spec.colorPairs.filter { $0.selector == ".titel" }
        #expect(!titel.isEmpty && titel.allSatisfy { $0.textColorStated })
    }

    @Test func glyphHeightIsTheEmBoxOrASmallerLine() {
        var style = ElementStyle()
        style.fontSize = 14
        style.lineHeight = 22
        #expect(RenderingExtractor.glyphHeight(style) == 14)
        style.lineHeight = 12
        #expect(RenderingExtractor.glyphHeight(style) == 12)
        var bar = ElementStyle()
        bar.box = ["height": 8]
        #expect(RenderingExtractor.tooLow(bar, for: 14))
        // Padding makes a box with a small content height tall enough to hold the line.
        bar.box["padding-top"] = 4
        bar.box["padding-bottom"] = 4
        #expect(!RenderingExtractor.tooLow(bar, for: 14))
    }
}
