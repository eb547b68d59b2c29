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

    @Test func aScrimOverTheStageHidesTheBackdropOfTheTextsAboveIt() throws {
        // A Spanish crop screen: a dimming veil stretched over a light photo stage, a hint on it, a card on it.
        let found = try pairs(
            """
            <!DOCTYPE html><html><head><style>
            body { background: #111827; }
            .escenario { position: relative; height: 400px; background: #FDE68A; }
            .velo { position: absolute; top: 40px; right: 0; bottom: 0; left: 0; background: rgba(0, 0, 0, .45); }
            .pista { position: absolute; bottom: 80px; color: #F9FAFB; font-size: 13px; }
            .tarjeta { position: absolute; bottom: 20px; background: #FFFFFF; }
            .tarjeta-texto { color: #6B7280; font-size: 13px; }
            .pie { color: #9CA3AF; font-size: 12px; }
            .panel { position: relative; background: #1E293B; }
            .brillo { position: absolute; inset: 0; background: radial-gradient(circle, rgba(56, 189, 248, .06), transparent 70%); }
            .panel-texto { color: #64748B; font-size: 12px; }
            </style></head><body data-screen="recortar">
            <div class="escenario"><div class="velo"></div><p class="pista">Arrastra para recortar</p>
            <div class="tarjeta"><span class="tarjeta-texto">Proporción libre</span></div></div>
            <p class="pie">Toca dos veces para restablecer</p>
            <div class="panel"><div class="brillo"></div><p class="panel-texto">Quedan 3 recortes</p></div>
            </body></html>
            """)
        // Over the stage it would be #FDE68A, but the veil darkens it by an amount only layout could place.
        #expect(found[".pista"] == nil, "\(found)")
        // A card with its own opaque fill hides the veil beneath it; the page outside the stage has no veil.
        #expect(found[".tarjeta-texto"] == "#FFFFFF", "\(found)")
        #expect(found[".pie"] == "#111827", "\(found)")
        // An ambient glow of a few percent over a panel leaves its text's backdrop as it is.
        #expect(found[".panel-texto"] == "#1E293B", "\(found)")
    }

    @Test func aScrimShownOnlyInAnotherStateHidesNothing() throws {
        let found = try pairs(
            """
            <!DOCTYPE html><html><head><style>
            .hoja { position: relative; background: #ECFDF5; }
            .fondo-modal { position: fixed; inset: 0; background: #0008; display: none; }
            .aviso { color: #6EE7B7; font-size: 13px; }
            </style></head><body data-screen="pedido">
            <div class="hoja"><div class="fondo-modal"></div><p class="aviso">Pedido enviado</p></div>
            </body></html>
            """)
        #expect(found[".aviso"] == "#ECFDF5", "\(found)")
    }

    @Test func aSpotlightShadowHidesTheBackdropAroundItsBox() throws {
        // A selection marquee that darkens the rest of the screen with a huge shadow spread, its size label above it.
        let found = try pairs(
            """
            <!DOCTYPE html><html><head><style>
            .pantalla { position: relative; height: 500px; background: #7DD3FC; }
            .seleccion { position: absolute; left: 90px; top: 60px; width: 300px; height: 200px; box-shadow: 0 0 0 9999px #0000008C; }
            .medida { position: absolute; top: -26px; color: #FFFFFF; font-size: 11px; }
            .consejo { position: absolute; bottom: 30px; color: #E0F2FE; font-size: 13px; }
            .boton { background: #0284C7; box-shadow: 0 0 0 3px #BAE6FD, 0 8px 20px rgba(0, 0, 0, .3); }
            .boton-texto { color: #E0F2FE; font-size: 13px; }
            </style></head><body data-screen="grabar">
            <div class="pantalla"><div class="seleccion"><span class="medida">1280 × 720</span></div>
            <p class="consejo">Ajusta el área y pulsa Grabar</p></div>
            <div class="barra"><span class="boton"><span class="boton-texto">Grabar</span></span></div>
            </body></html>
            """)
        #expect(found[".medida"] == nil && found[".consejo"] == nil, "\(found)")
        // A focus ring and a drop shadow spread a few points: the button's label keeps its pair.
        #expect(found[".boton-texto"] == "#0284C7", "\(found)")
    }

    @Test func aColorEmojiBeyondTheBasicPlaneIsAnImageEvenWithoutASelector() throws {
        // 🛠 (U+1F6E0) and 🖨 (U+1F5A8) default to text presentation, but only the color emoji font draws them.
        #expect(!RenderingExtractor.hasTextColoredGlyph("🛠"))
        #expect(!RenderingExtractor.hasTextColoredGlyph(" 🖨 "))
        // Asked for text presentation, or a symbol text fonts draw (⚙ U+2699, ✳ U+2733), it takes the text color.
        #expect(RenderingExtractor.hasTextColoredGlyph("🛠\u{FE0E}"))
        #expect(RenderingExtractor.hasTextColoredGlyph("⚙"))
        #expect(RenderingExtractor.hasTextColoredGlyph("✳"))
        #expect(RenderingExtractor.hasTextColoredGlyph("🛠 Herramientas"))
        let found = try pairs(
            """
            <!DOCTYPE html><html><head><style>
            .barra { background: #1F2937; }
            .herramienta { color: #374151; font-size: 15px; }
            .ajuste { color: #4B5563; font-size: 15px; }
            </style></head><body data-screen="editor">
            <div class="barra"><button class="herramienta">🛠</button><button class="ajuste">⚙</button></div>
            </body></html>
            """)
        #expect(found[".herramienta"] == nil, "\(found)")
        #expect(found[".ajuste"] == "#1F2937", "\(found)")
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
