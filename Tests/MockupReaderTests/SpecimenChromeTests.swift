import Foundation
import GapCheckModel
import Testing

@testable import MockupReader

/// A page that specifies the design system (swatches captioned with their values) has its own chrome: a title block and
/// a switch previewing the page Light or Dark. Neither is the app: no touch target, no contrast pair, no text style;
/// the swatches keep their tokens and a usage example stays checked. An appearance picker on a screen (a frameless
/// Settings page, or one inside a phone frame) is the app's own. Fixtures: a Spanish palette page with "Tema: Claro /
/// Oscuro" buttons, a Japanese token preview whose mode switch is two radio buttons, a French settings screen.
@Suite struct SpecimenChromeTests {
    static let tokens = """
        :root { --marca: #F2B705; --exito: #2E7D32; --texto: #1F2328; --gris: #9AA0A6; --fondo: #FFFFFF; --titular: #7A1FA2; }
        [data-tema="oscuro"] { --marca: #F5C542; --exito: #66BB6A; --texto: #F1F3F4; --gris: #80868B; --fondo: #121212; }
        """

    /// A Spanish palette page: a heading with a gray subtitle, a "Tema:" switch of two small buttons whose script sets
    /// `data-tema` on `<html>`, four swatches captioned with their codes and a usage example.
    static func paleta(switchLabels: (String, String) = ("Claro", "Oscuro"), script: String = "document.documentElement.setAttribute('data-tema', t);")
        -> String
    {
        """
        <!doctype html><html lang="es"><head><meta charset="utf-8"><title>Paleta de colores</title>
        <link rel="stylesheet" href="tokens.css">
        <style>
        body { background: var(--fondo); color: var(--texto); padding: 24px; }
        .cabecera { display: flex; justify-content: space-between; }
        .cabecera h1 { font-size: 26px; font-weight: 700; color: var(--titular); }
        .bajada { font-size: 13px; font-weight: 400; color: var(--gris); }
        .selector-tema span { font-size: 12px; color: var(--gris); }
        .selector-tema button { font-size: 12px; padding: 3px 10px; border: 0; background: transparent; color: var(--gris); }
        .selector-tema button.activo { background: var(--marca); color: #FFFFFF; }
        .muestra { height: 80px; padding: 8px; border-radius: 10px; color: #FFFFFF; }
        .muestra b { font-size: 13px; } .muestra code { font-size: 12px; }
        .ejemplo .boton { background: var(--marca); color: #FFFFFF; font-size: 15px; padding: 12px 20px; }
        </style></head><body>
        <div class="cabecera">
          <div><h1>Paleta de colores</h1><p class="bajada">Tokens de color · modo claro y oscuro</p></div>
          <div class="selector-tema"><span>Tema:</span><button class="activo" onclick="cambiar('claro')">\(switchLabels.0)</button><button onclick="cambiar('oscuro')">\(switchLabels.1)</button></div>
        </div>
        <section><h2>Colores</h2>
          <div class="muestras">
            <div class="muestra" style="background: var(--marca)"><b>marca</b><code>#F2B705</code></div>
            <div class="muestra" style="background: var(--exito)"><b>éxito</b><code>#2E7D32</code></div>
            <div class="muestra" style="background: var(--gris)"><b>gris</b><code>#9AA0A6</code></div>
            <div class="muestra" style="background: var(--texto)"><b>texto</b><code>#1F2328</code></div>
          </div></section>
        <section class="ejemplo"><h2>Ejemplo de uso</h2><button class="boton">Guardar receta</button></section>
        <script>function cambiar(t) { \(script) }</script>
        </body></html>
        """
    }

    static func spanish(_ page: String = paleta()) throws -> DesignSpec { try readDesign(["tokens.css": tokens, "paleta.html": page]) }

    @Test func aSpecimensThemeSwitchIsNoTouchTargetOrPair() throws {
        let spec = try Self.spanish()
        #expect(!spec.tapTargets.contains { $0.selector.contains("activo") || $0.selector == "button" }, "\(spec.tapTargets.map(\.selector))")
        #expect(!spec.colorPairs.contains { $0.foreground.hex == "#FFFFFF" && $0.background.hex == "#F2B705" && $0.fontSize == 12 })
        // The usage example stays checked: its button and its white text on the brand's yellow.
        #expect(spec.tapTargets.contains { $0.selector.contains("boton") })
        #expect(spec.colorPairs.contains { $0.foreground.hex == "#FFFFFF" && $0.background.hex == "#F2B705" && $0.fontSize == 15 })
    }

    @Test func aSpecimensTitleBlockIsNoTextStyle() throws {
        let spec = try Self.spanish()
        #expect(!spec.colorPairs.contains { $0.foreground.hex == "#9AA0A6" && $0.background.hex == "#FFFFFF" }, "\(spec.colorPairs)")
        #expect(!spec.expectations.contains { $0.kind == .typography && [".bajada", ".cabecera h1"].contains($0.name) })
        // The swatches keep their tokens, the subtitle's gray among them; so does the token only the heading uses: the
        // page is the design system's own.
        let colors = Set(spec.expectations.filter { $0.kind == .color }.map(\.name))
        #expect(colors.isSuperset(of: ["--marca", "--exito", "--gris", "--texto", "--titular"]), "\(colors)")
    }

    /// Buttons that are no appearance words ("Guardar" / "Borrar"), or a page whose script changes nothing of its own
    /// root, make no appearance switch: the buttons stay as drawn.
    @Test func otherButtonsOrNoRootChangeStayAppUI() throws {
        let other = try Self.spanish(Self.paleta(switchLabels: ("Guardar", "Borrar")))
        #expect(other.tapTargets.contains { $0.selector.contains("activo") }, "\(other.tapTargets.map(\.selector))")
        let noRoot = try Self.spanish(Self.paleta(script: "console.log(t);"))
        #expect(noRoot.tapTargets.contains { $0.selector.contains("activo") }, "\(noRoot.tapTargets.map(\.selector))")
    }

    /// A Japanese token preview: tokens in the page, a header with a lead line, and a mode switch of two radio buttons
    /// under a `<legend>` whose handlers toggle a class on `<body>`.
    static let preview = """
        <!doctype html><html lang="ja"><head><meta charset="utf-8"><title>デザイントークン</title>
        <style>
        :root { --ai: #1E4FA3; --sakura: #E8A0B4; --sumi: #222222; --usuzumi: #A0A0A0; --kinari: #FBF8F1; }
        body.dark { --ai: #6F9BE8; --sakura: #F2B8C8; --sumi: #EEEEEE; --usuzumi: #8A8A8A; --kinari: #15161A; }
        body { background: var(--kinari); color: var(--sumi); margin: 0; padding: 16px; }
        header h1 { font-size: 22px; font-weight: 700; }
        header .lead { font-size: 14px; color: var(--usuzumi); }
        .mode label { display: inline-block; font-size: 12px; padding: 2px 6px; color: var(--usuzumi); }
        .chip { height: 72px; border-radius: 8px; padding: 8px; color: #FFFFFF; font-size: 12px; }
        </style></head><body>
        <header>
          <div><h1>デザイントークン</h1><p class="lead">カラーと余白のプレビュー</p></div>
          <fieldset class="mode"><legend>モード</legend>
            <label><input type="radio" name="mode" value="light" checked onchange="document.body.classList.remove('dark')">ライト</label>
            <label><input type="radio" name="mode" value="dark" onchange="document.body.classList.add('dark')">ダーク</label>
          </fieldset>
        </header>
        <main>
          <div class="chips">
            <div class="chip" style="background: var(--ai)"><span>--ai</span><code>#1E4FA3</code></div>
            <div class="chip" style="background: var(--sakura)"><span>--sakura</span><code>#E8A0B4</code></div>
            <div class="chip" style="background: var(--usuzumi)"><span>--usuzumi</span><code>#A0A0A0</code></div>
            <div class="chip" style="background: var(--sumi)"><span>--sumi</span><code>#222222</code></div>
          </div>
        </main>
        </body></html>
        """

    @Test func aRadioModeSwitchAndHeaderOfATokenPreviewAreChrome() throws {
        let spec = try readDesign(["tokens-preview.html": Self.preview])
        #expect(!spec.tapTargets.contains { $0.selector.contains("label") || $0.selector.contains("radio") }, "\(spec.tapTargets.map(\.selector))")
        #expect(!spec.colorPairs.contains { $0.foreground.hex == "#A0A0A0" }, "\(spec.colorPairs)")
        #expect(!spec.expectations.contains { $0.kind == .typography && ["header .lead", "header h1", ".mode label"].contains($0.name) })
        let colors = Set(spec.expectations.filter { $0.kind == .color }.map(\.name))
        #expect(colors.isSuperset(of: ["--ai", "--sakura", "--usuzumi", "--sumi"]), "\(colors)")
    }

    /// A French settings screen drawn without a frame offers Clair / Sombre and previews them on the page: it is the
    /// app's appearance picker, so its buttons stay app UI.
    @Test func aSettingsScreensAppearancePickerStaysAppUI() throws {
        let html = """
            <!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Réglages</title><style>
            body { background: #FFFFFF; color: #1C1C1E; }
            .choix button { font-size: 13px; padding: 4px 12px; color: #8E8E93; background: #F2F2F7; }
            .ligne { font-size: 17px; padding: 12px 16px; }
            </style></head><body>
            <h1>Réglages</h1>
            <div class="ligne">Notifications</div><div class="ligne">Compte</div>
            <div class="ligne"><span>Apparence</span><div class="choix"><button>Clair</button><button>Sombre</button></div></div>
            <script>document.querySelectorAll('.choix button').forEach(b => b.onclick = () =>
              document.documentElement.classList.toggle('sombre', b.textContent === 'Sombre'));</script>
            </body></html>
            """
        let spec = try readDesign(["reglages.html": html])
        #expect(spec.tapTargets.contains { $0.selector.contains("button") }, "\(spec.tapTargets.map(\.selector))")
        #expect(spec.colorPairs.contains { $0.foreground.hex == "#8E8E93" })
    }

    /// The same picker inside a phone frame beside a specimen of the palette: the screen's own control.
    @Test func anAppearancePickerInAFrameStaysAppUI() throws {
        let html = """
            <!doctype html><html lang="en"><head><meta charset="utf-8"><style>
            .phone-frame { width: 390px; height: 844px; background: #FFFFFF; }
            .picker button { font-size: 13px; padding: 4px 12px; color: #8E8E93; background: #F2F2F7; }
            .swatch { color: #FFFFFF; font-size: 12px; }
            </style></head><body>
            <div class="phone-frame"><h1>Settings</h1><p>Appearance</p>
              <div class="picker"><button>Light</button><button>Dark</button></div></div>
            <div class="swatches"><div class="swatch" style="background:#0A84FF"><b>blue</b><code>#0A84FF</code></div>
              <div class="swatch" style="background:#30D158"><b>green</b><code>#30D158</code></div>
              <div class="swatch" style="background:#FF9F0A"><b>orange</b><code>#FF9F0A</code></div></div>
            <script>document.querySelectorAll('.picker button').forEach(b => b.onclick = () =>
              document.body.setAttribute('data-theme', b.textContent.toLowerCase()));</script>
            </body></html>
            """
        let spec = try readDesign(["settings.html": html])
        #expect(spec.tapTargets.contains { $0.selector.contains("button") }, "\(spec.tapTargets.map(\.selector))")
    }
}
