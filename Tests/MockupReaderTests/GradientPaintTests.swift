import CSSEngine
import Foundation
import GapCheckModel
import Testing

@testable import MockupReader

/// What a gradient paints behind a text: only the stretch of its line inside the box (stops placed beyond it
/// are not drawn, the box's edges show interpolated colors), and a translucent stop shows what lies beneath
/// it, an ancestor's color or gradient, never a white canvas the page does not show. Fixtures: a Dutch
/// weather widget and a tide table, not the bundled sample.
@Suite struct GradientPaintTests {
    private func gradient(_ css: String) throws -> PaintedGradient {
        let value = CSSParser.parseValue(css)
        let f = try #require(value.first { $0.function != nil }?.function)
        return try #require(PaintedGradient.parse(name: f.name, arguments: f.arguments, dark: false))
    }

    private func read(_ html: String) throws -> DesignSpec {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("verloop-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        try html.write(to: base.appendingPathComponent("weer.html"), atomically: true, encoding: .utf8)
        return try MockupReader.read(roots: [base.path])
    }

    @Test func stopsOutsideTheBoxAreClippedToItsEdges() throws {
        // The lit stop sits 100% before the box: the box starts 5/8 of the way to the deep stop.
        let g = try gradient("linear-gradient(90deg, #FFD166 -100%, #073B4C 60%, #021820 100%)")
        #expect(g.points.map(\.position) == [0, 0.6, 1])
        let start = try #require(g.points.first)
        #expect(start.edge)
        #expect(start.color.hex == PaintedGradient.mix(Color(hex: "#FFD166")!, Color(hex: "#073B4C")!, 0.625).hex)
        #expect(!g.points.contains { $0.color.hex == "#FFD166" })
        // A stop beyond the end: the box ends at 100/118 of the way from the middle stop's position.
        let warm = try gradient("linear-gradient(160deg, #2B0A0A 0%, #7A2416 42%, #FFB4A0 130%)")
        #expect(warm.points.last?.edge == true)
        // Where a left-to-right text begins: the top-left corner, on the line of a square box.
        #expect(abs((try gradient("linear-gradient(135deg, #000000, #FFFFFF)").start ?? -1) - 0) < 1e-9)
        #expect(abs((try gradient("linear-gradient(to top, #000000, #FFFFFF)").start ?? -1) - 1) < 1e-9)
        #expect(abs((try gradient("linear-gradient(#000000, #FFFFFF)").start ?? -1) - 0) < 1e-9)
        #expect(try gradient("radial-gradient(circle, #000000, #FFFFFF)").start == nil)
        #expect(warm.points.last?.color.hex == PaintedGradient.mix(Color(hex: "#7A2416")!, Color(hex: "#FFB4A0")!, 58.0 / 88).hex)
    }

    @Test func positionsAreFixedUpAsCSSPlacesThem() throws {
        // A position before an earlier one moves up to it; stops without one are spaced evenly.
        let g = try gradient("linear-gradient(#101010 0%, #2020F0 -25%, #F0F0F0 118%)")
        #expect(g.points.first?.color.hex == "#2020F0")
        #expect(!g.points.contains { $0.color.hex == "#F0F0F0" })
        let even = try gradient("linear-gradient(to right, #000000, #808080, #FFFFFF)")
        #expect(even.points.map(\.position) == [0, 0.5, 1])
        #expect(even.points.map(\.color.hex) == ["#000000", "#808080", "#FFFFFF"])
        // Lengths need the box's size: every stop is kept.
        let lengths = try gradient("linear-gradient(#000000 12px, #FFFFFF 48px)")
        #expect(lengths.points.map(\.color.hex) == ["#000000", "#FFFFFF"])
        // A transparent stop fades the other color's alpha, not toward black.
        let fade = try gradient("linear-gradient(to top, #0B0F14 60%, transparent)")
        #expect(fade.isTranslucent)
        #expect(fade.color(at: 0.8).hex.hasPrefix("#0B0F14"))
        #expect(abs(fade.color(at: 0.8).alpha - 0.5) < 0.001)
    }

    @Test func textOnACardIsMeasuredAgainstWhatTheCardShows() throws {
        let spec = try read(
            """
            <!DOCTYPE html><html><head><style>
            body { background: #000000; }
            .kaart { background: linear-gradient(90deg, #FFD166 -100%, #073B4C 60%, #021820 100%); color: #FFFFFF; padding: 16px; }
            </style></head><body data-screen="weer"><div class="kaart"><p>Morgen 14°</p></div></body></html>
            """)
        let p = try #require(spec.colorPairs.first { $0.scheme == "light" && $0.foreground.hex == "#FFFFFF" })
        #expect(p.background.hex != "#FFD166")
        #expect(p.backgroundName.hasPrefix("gradient edge"), "\(p.backgroundName)")
        #expect(p.foreground.contrastRatio(with: p.background) >= 4.5)
        #expect(p.gradientRatios?.count == RenderingExtractor.gradientSamples)
    }

    @Test func aFadeToTransparentShowsTheScreenBeneathIt() throws {
        let html = """
            <!DOCTYPE html><html><head><style>
            .handset { background: linear-gradient(to bottom, #16202C 0%, #0B0F14 50%); color: #F1F5F9; }
            .onderbalk { background: linear-gradient(to top, #0B0F14 60%, transparent); padding: 16px; }
            .stil { background: rgba(255, 255, 255, 0.08); color: #F1F5F9; padding: 12px; }
            .foto { background: url(getijden.jpg) center / cover; }
            .foto .onderbalk span { color: #F1F5F9; }
            </style></head><body>
            <div class="handset" data-screen="getijden">
              <div class="onderbalk"><button class="stil">Toon eb en vloed</button></div>
              <div class="foto"><div class="onderbalk"><span>Hoogwater 06:12</span></div></div>
            </div></body></html>
            """
        let spec = try read(html)
        let button = try #require(spec.colorPairs.first { $0.selector.contains("stil") })
        // Over the dark screen, not over a white canvas.
        #expect(button.background.relativeLuminance < 0.05, "\(button.background.hex)")
        #expect(!spec.colorPairs.contains { $0.background.hex == "#FFFFFF" || $0.background.hex == "#F6F6F6" })
        // Over a photo, what the fade shows is not known: no pair.
        #expect(!spec.colorPairs.contains { $0.selector.contains("foto") })
    }
    /// A background of several layers stacks its first layer on top: soft translucent glows over an opaque dark
    /// gradient show over that gradient, and a translucent panel on it shows over them, never over the white page.
    @Test func layersOverAnOpaqueBottomLayerShowOverIt() throws {
        let html = """
            <!DOCTYPE html><html><head><style>
            .bureau { background: radial-gradient(80% 60% at 20% 100%, rgba(150, 180, 255, .18), transparent 60%),
                                  radial-gradient(60% 40% at 80% 0%, rgba(255, 200, 140, .12), transparent 55%),
                                  linear-gradient(160deg, #07090E 0%, #0C1220 100%); }
            .paneel { background: linear-gradient(rgba(36, 38, 46, .86), rgba(28, 30, 36, .9)); color: #F2F2F5; padding: 12px; }
            .bijschrift { color: #9A9BA0; font-size: 11px; }
            .glas { background: radial-gradient(circle, rgba(255, 255, 255, .2), transparent); }
            .glas .bijschrift { color: #6B6C70; }
            </style></head><body>
            <div class="bureau" data-screen="herinneringen"><div class="paneel"><p class="bijschrift">Volgende pauze om 14:30</p></div></div>
            <div class="glas" data-screen="leeg"><p class="bijschrift">Niets gepland</p></div>
            </body></html>
            """
        let spec = try read(html)
        let caption = spec.colorPairs.filter { $0.scheme == "light" && $0.foreground.hex == "#9A9BA0" }
        #expect(!caption.isEmpty)
        // The panel over the dark desk: every backdrop dark, the caption readable (it was measured on a gray of the
        // panel over white, about 2.8:1).
        #expect(caption.allSatisfy { $0.background.relativeLuminance < 0.05 }, "\(caption.map(\.background.hex))")
        #expect(caption.allSatisfy { $0.foreground.contrastRatio(with: $0.background) >= 4.5 }, "\(caption.map(\.background.hex))")
        // Layers that are all translucent still show over what lies beneath the box: the white page here.
        let empty = try #require(spec.colorPairs.first { $0.scheme == "light" && $0.foreground.hex == "#6B6C70" })
        #expect(empty.background.relativeLuminance > 0.8, "\(empty.background.hex)")
    }

    /// A gradient clipped to a headline's glyphs (`background-clip: text`, transparent fill) paints the text, not a
    /// box behind it: the headline is not its own backdrop, and the text under it sits on the card.
    @Test func aBackgroundClippedToTheTextIsNoBackdrop() throws {
        let spec = try read(
            """
            <!DOCTYPE html><html><head><style>
            .scherm { background: #0B1320; color: #E8EEF6; }
            .kop { color: #E8EEF6; background: linear-gradient(120deg, #E8EEF6, #8FB8FF); -webkit-background-clip: text;
                   background-clip: text; -webkit-text-fill-color: transparent; font-size: 30px; }
            .kop small { font-size: 14px; }
            .kop .effen { -webkit-text-fill-color: #E8EEF6; }
            .regel { background: linear-gradient(#8FB8FF, #8FB8FF); -webkit-background-clip: text; color: #0B1320; }
            </style></head><body><div class="scherm" data-screen="welkom">
            <h1 class="kop">Goeiemorgen <small>Anna</small> <span class="effen">vandaag</span></h1>
            <p class="regel">Donker op donker</p>
            </div></body></html>
            """)
        // The headline and its small print are painted by the gradient: no pair of the text over itself.
        #expect(!spec.colorPairs.contains { $0.selector.contains("kop") && !$0.selector.contains("effen") })
        #expect(!spec.colorPairs.contains { $0.backgroundName.hasPrefix("gradient") })
        // A span filled with its own color sits on the screen, not on the clipped gradient.
        let plain = try #require(spec.colorPairs.first { $0.selector.contains("effen") })
        #expect(plain.background.hex == "#0B1320")
        // An opaque text over a background clipped to it shows its own color on the screen beneath: a true failure.
        let dark = try #require(spec.colorPairs.first { $0.selector.contains("regel") })
        #expect(dark.background.hex == "#0B1320" && dark.foreground.hex == "#0B1320")
    }
}
