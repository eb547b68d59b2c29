import CodeReader
import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport

/// Round 23 (issue 11): a translucent code color is compared as the app shows it over its own background, and a
/// custom property only rules matching no element use paints nothing. Fixtures: a Spanish banking app drawn dark with
/// `Color.white.opacity(…)` text tokens, a German annotated spec page, token sheets and scripted pages as negatives.
@Suite struct TranslucentColorTests {
    typealias S = MatchingTestSupport
    static func analyze(_ files: [String: String]) throws -> Analysis { try TrustMatchTests.analyze(files) }

    // MARK: - Translucent code colors over the app's background

    /// `#0B0E14` background; white at 7.8 %, 40 % and 60 % over it are #1E2126, #6D6E72 and #9D9FA1.
    static func banking(background: Bool) -> Inventory {
        Inventory(
            colors: (background ? [S.token("background", owner: "Banco", "#0B0E14")] : []) + [
                S.token("surface", owner: "Banco", "#FFFFFF14"), S.token("textSecondary", owner: "Banco", "#FFFFFF99"),
                S.token("textTertiary", owner: "Banco", "#FFFFFF66"), S.token("gold", owner: "Banco", "#FFFFFFB3"),
                S.token("accent", owner: "Banco", "#E63333")
            ])
    }

    @Test func aTranslucentTokenIsComparedOverTheAppBackground() {
        let m = ColorMatcher(inventory: Self.banking(background: true), configuration: Configuration())
        let surface = m.match(S.color("--surface", "#1E2126"))
        #expect(surface.status == .matched, "\(surface)")
        #expect(surface.seenOver == "#FFFFFF @ 7.8% over #0B0E14 ≈ #1E2126", "\(surface)")
        #expect(m.match(S.color("--text-secondary", "#9D9FA1")).status == .matched)
        // Found by the color it shows, under another name: not missing.
        let muted = m.match(S.color("--muted", "#6E6F73"))
        #expect(muted.codeName == "Banco.textTertiary" && muted.foundByValue, "\(muted)")
        #expect([.matchedByValue, .drift].contains(muted.status), "\(muted)")
    }

    /// A hairline of white at 6 % over the background shows a near-black that any dark design color is close to: a
    /// wash is found by its name only (daisybells: `borderSubtle` taken for the inverse text color `--text-inverse`).
    @Test func aFaintWashIsNeverFoundByTheColorItShows() {
        var inv = Self.banking(background: true)
        inv.colors.append(S.token("borderSubtle", owner: "Banco", "#FFFFFF0F"))
        let m = ColorMatcher(inventory: inv, configuration: Configuration())
        let inverse = m.match(S.color("--text-inverse", "#1A1D22"))
        #expect(inverse.codeName != "Banco.borderSubtle", "\(inverse)")
        // By its name it is still compared as shown.
        let border = m.match(S.color("--border-subtle", "#1A1D22"))
        #expect(border.codeName == "Banco.borderSubtle" && [.matched, .drift].contains(border.status), "\(border)")
    }

    @Test func aCompositeStillFarOffStaysAMismatch() {
        let m = ColorMatcher(inventory: Self.banking(background: true), configuration: Configuration())
        let gold = m.match(S.color("--gold", "#E0B44C"))
        #expect(gold.status == .mismatch, "\(gold)")
        #expect(gold.codeSeenColor?.hex == "#B6B7B9", "\(gold)")
        #expect(gold.note == nil, "no opacity difference once composited: \(gold)")
    }

    @Test func opaquePairsAndTranslucentDesignColorsAreComparedAsWritten() {
        let m = ColorMatcher(inventory: Self.banking(background: true), configuration: Configuration())
        let accent = m.match(S.color("--accent", "#2F6FED"))
        #expect(accent.status == .mismatch && accent.seenOver == nil, "\(accent)")
        // A translucent design color against the opaque code one: as written, opacity apart.
        let inv = Inventory(colors: [S.token("background", owner: "Banco", "#0B0E14"), S.token("overlay", owner: "Banco", "#1B1C20")])
        let overlay = ColorMatcher(inventory: inv, configuration: Configuration()).match(S.color("--overlay", "#FFFFFF14"))
        #expect(overlay.status == .mismatch && overlay.seenOver == nil, "\(overlay)")
        #expect(overlay.note?.hasPrefix("opacity") == true, "\(overlay)")
    }

    @Test func withoutABackgroundTokenTranslucentColorsAreComparedAsWritten() {
        let m = ColorMatcher(inventory: Self.banking(background: false), configuration: Configuration())
        let surface = m.match(S.color("--surface", "#1E2127"))
        #expect(surface.status == .mismatch && surface.seenOver == nil, "\(surface)")
        #expect(m.match(S.color("--muted", "#6E6F73")).status == .missing)
        // Background tokens that disagree name no background either.
        let two = Inventory(colors: [
            S.token("background", owner: "Banco", "#0B0E14"), S.token("background", owner: "Tarjeta", "#FFFFFF"),
            S.token("surface", owner: "Banco", "#FFFFFF14")
        ])
        #expect(ColorMatcher(inventory: two, configuration: Configuration()).match(S.color("--surface", "#1E2127")).status == .mismatch)
    }

    /// Each appearance over its own background: light `#3C3C43` at 60 % over #F2F2F7 is #85858B, dark white at 60 % over
    /// #0B0E14 is #9D9FA1.
    @Test func eachAppearanceOverItsOwnBackground() {
        let inv = Inventory(colors: [
            S.token("appBackground", owner: "Tema", "#F2F2F7", dark: "#0B0E14", origin: .asset),
            S.token("textSecondary", owner: "Tema", "#3C3C4399", dark: "#FFFFFF99", origin: .asset)
        ])
        let m = ColorMatcher(inventory: inv, configuration: Configuration())
        let row = m.match(S.color("--text-secondary", "#85858B", dark: "#9D9FA1"))
        #expect(row.status == .matched, "\(row)")
        #expect(row.seenOver?.contains("dark #FFFFFF @ 60% over #0B0E14") == true, "\(row)")
        #expect(m.match(S.color("--text-secondary", "#85858B", dark: "#D0D0D0")).status == .mismatch)
    }

    /// End to end: the app's Swift tokens as written (`Color.white.opacity(0.6)`), the design a dark page.
    @Test func theReportSaysHowTheColorWasSeen() throws {
        let page = """
            <!doctype html><html lang="es"><head><meta charset="utf-8"><style>
            :root { --fondo: #0B0E14; --surface: #1E2127; --text-secondary: #9D9FA1; --muted: #6E6F73; --gold: #E0B44C;
              --text-tertiary: #6A6F7D; --hint: #A3A7B3; }
            body { background: var(--fondo); color: #FFFFFF; }
            .tarjeta { background: var(--surface); }
            .detalle { color: var(--text-secondary); }
            .nota { color: var(--muted); }
            .saldo { color: var(--gold); }
            .pie { color: var(--text-tertiary); }
            .ayuda { color: var(--hint); }
            </style></head><body><main data-screen="cuentas"><h1>Mis cuentas</h1>
            <section class="tarjeta"><p class="saldo">12.450,00 €</p><p class="detalle">Cuenta nómina</p><p class="nota">Actualizado hoy</p></section>
            <p class="pie">Banco Ejemplo</p><p class="ayuda">¿Necesitas ayuda?</p>
            </main></body></html>
            """
        let app = """
            import SwiftUI
            enum Banco {
                static let background = Color(red: 11 / 255, green: 14 / 255, blue: 20 / 255)
                static let surface = Color.white.opacity(0.08)
                static let textSecondary = Color.white.opacity(0.6)
                static let textTertiary = Color.white.opacity(0.4)
                static let gold = Color.white.opacity(0.7)
            }
            struct CuentasView: View {
                var body: some View {
                    VStack {
                        Text("Mis cuentas")
                        Text("12.450,00 €").foregroundStyle(Banco.gold)
                        Text("Cuenta nómina").foregroundStyle(Banco.textSecondary)
                        Text("Actualizado hoy").foregroundStyle(Banco.textTertiary)
                    }.background(Banco.surface).background(Banco.background)
                }
            }
            """
        let a = try Self.analyze(["design/cuentas.html": page, "app/Banco.swift": app])
        let colors = a.findings.filter { $0.rule.hasPrefix("color.") }
        for name in ["--surface", "--text-secondary", "--muted"] {
            #expect(!colors.contains { $0.expected?.name == name && [.critical, .medium].contains($0.severity) }, "\(name): \(colors.map(\.title))")
        }
        let gold = try #require(colors.first { $0.rule == "color.mismatch" && $0.expected?.name == "--gold" }, "\(colors.map(\.title))")
        #expect(gold.title.contains("as shown: #FFFFFF @ 70% over #0B0E14 ≈ #B6B7B"), "\(gold.title)")
        #expect(!gold.title.contains("opacity"), "\(gold.title)")
        #expect(gold.severity != .low, "far off stays a wrong color: \(gold)")
        // A cool gray where the app's translucent white shows a neutral one a few ΔE away: an estimate, low.
        let tertiary = try #require(colors.first { $0.rule == "color.mismatch" && $0.expected?.name == "--text-tertiary" }, "\(colors.map(\.title))")
        #expect(tertiary.severity == .low && tertiary.message.contains("translucent"), "\(tertiary)")
        let hint = try #require(colors.first { $0.rule == "color.missing" && $0.expected?.name == "--hint" }, "\(colors.map(\.title))")
        #expect(hint.severity == .low && hint.message.contains("translucent `Banco.textSecondary`"), "\(hint)")
    }

    // MARK: - Custom properties only unmatched rules use

    static let app = """
        import SwiftUI
        enum Farben {
            static let marke = Color(red: 0.05, green: 0.45, blue: 0.35)
            static let text = Color(red: 0.1, green: 0.1, blue: 0.12)
        }
        struct KontoView: View {
            var body: some View { Text("Mein Konto").foregroundStyle(Farben.text).background(Farben.marke) }
        }
        """

    /// A spec page: a phone frame painted with the page's tokens, and redline markers beside it (the page chrome) whose
    /// blue variant no element carries. `extra` goes into the page's `<style>`, `frame` into the frame, `aside` beside it.
    static func specPage(extra: String = "", frame: String = "", aside: String = "") -> String {
        """
        <!doctype html><html lang="de"><head><meta charset="utf-8"><style>
        :root { --marke: #0E7359; --text: #1A1A1F; --hinweis: #C2410C; --markierung-blau: #3478F6; --akzent: #9333EA; }
        .phone { width: 390px; height: 844px; background: #FFFFFF; }
        .titel { color: var(--text); background: var(--marke); }
        .marker { background: var(--hinweis); color: #FFFFFF; }
        .marker.blau { background: var(--markierung-blau); }
        \(extra)
        </style></head><body>
        <div class="phone" data-screen="konto"><h1 class="titel">Mein Konto</h1>\(frame)</div>
        <aside><span class="marker">A</span> Rand 20 pt \(aside)</aside>
        </body></html>
        """
    }

    static func missing(_ a: Analysis, _ name: String) -> Finding? {
        a.findings.first { $0.rule == "color.missing" && $0.expected?.name == name }
    }

    @Test func aPropertyOnlyAnUnmatchedVariantOfTheChromeUsesPaintsNothing() throws {
        let a = try Self.analyze([
            "design/spec.html": Self.specPage(extra: ".titel.aktiv { color: var(--akzent); }"), "app/Farben.swift": Self.app
        ])
        let blau = try #require(Self.missing(a, "--markierung-blau"), "\(a.findings.map(\.title))")
        #expect(blau.severity == .low, "\(blau)")
        #expect(blau.message.contains("`.marker.blau`"), "\(blau.message)")
        // A state of the app's own title the mockup does not draw still says how the app looks.
        let akzent = try #require(Self.missing(a, "--akzent"), "\(a.findings.map(\.title))")
        #expect(akzent.severity == .medium, "\(akzent)")
    }

    @Test func aStateAClassNoElementCarriesOrAScriptKeepsTheProperty() throws {
        // A rule whose class no element carries at all (a component the mockup does not draw).
        let absent = try Self.analyze([
            "design/spec.html": Self.specPage(extra: ".abzeichen { color: var(--akzent); }"), "app/Farben.swift": Self.app
        ])
        #expect(Self.missing(absent, "--akzent")?.severity == .medium, "\(absent.findings.map(\.title))")
        // Only a hover state of the chrome's marker uses it: no static element matches a state.
        let hover = try Self.analyze([
            "design/spec.html": Self.specPage(extra: ".marker.lila:hover { background: var(--akzent); }"), "app/Farben.swift": Self.app
        ])
        #expect(Self.missing(hover, "--akzent")?.severity == .medium, "\(hover.findings.map(\.title))")
        // A script may add the class.
        let scripted = try Self.analyze([
            "design/spec.html": Self.specPage(aside: "<script>document.querySelector('.marker').classList.add('blau')</script>"),
            "app/Farben.swift": Self.app
        ])
        #expect(Self.missing(scripted, "--markierung-blau")?.severity == .medium, "\(scripted.findings.map(\.title))")
    }

    @Test func aTokenStylesheetKeepsItsTokens() throws {
        let tokens = """
            :root { --marke: #0E7359; --text: #1A1A1F; --markierung-blau: #3478F6; }
            .marker.blau { background: var(--markierung-blau); }
            """
        let page = """
            <!doctype html><html lang="de"><head><meta charset="utf-8"><link rel="stylesheet" href="tokens.css"><style>
            .phone { width: 390px; height: 844px; background: #FFFFFF; }
            .titel { color: var(--text); background: var(--marke); }
            .marker { color: #FFFFFF; background: #C2410C; }
            </style></head><body><div class="phone" data-screen="konto"><h1 class="titel">Mein Konto</h1></div>
            <aside><span class="marker">A</span> Rand 20 pt</aside></body></html>
            """
        let a = try Self.analyze(["design/spec.html": page, "design/tokens.css": tokens, "app/Farben.swift": Self.app])
        #expect(Self.missing(a, "--markierung-blau")?.severity == .medium, "\(a.findings.map(\.title))")
    }
}
