import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit

/// Element comparison on real-world mockup habits (field round 7): an app that pins dark mode against a
/// dark-only design, device frames drawn smaller than a phone, and SF Symbols beside the text a stack is
/// named by. Fixtures of our own: a Spanish budgeting app, a German settings screen, a Dutch shop badge.
@Suite struct ElementScaleTests {
    // MARK: - The app forces dark: compare with its dark values over a dark canvas

    /// A dark-only mockup (no color-scheme marking) of a Spanish budgeting app's summary screen.
    static let resumen = """
        <!DOCTYPE html><html><head><title>Presupuesto</title><style>
        body { background: #000000; color: #FFFFFF; font-family: -apple-system; }
        .nota { color: rgba(235, 235, 245, 0.6); font-size: 15px; }
        .saldo { color: #FFFFFF; font-size: 17px; }
        </style></head><body data-screen="resumen">
        <p class="nota">Gastos de este mes</p><p class="saldo">Saldo disponible</p>
        </body></html>
        """

    static func resumenApp(root: String) -> [String: String] {
        [
            "ResumenView.swift": """
            import SwiftUI

            struct ResumenView: View {
                var body: some View {
                    VStack {
                        Text("Gastos de este mes").font(.subheadline).foregroundStyle(.secondary)
                        Text("Saldo disponible").foregroundStyle(Color.black)
                    }
                }
            }
            """,
            "PresupuestoApp.swift": """
            import SwiftUI

            @main
            struct PresupuestoApp: App {
                var body: some Scene {
                    WindowGroup { ResumenView()\(root) }
                }
            }
            """
        ]
    }

    @Test func anAppThatForcesDarkIsComparedInDark() throws {
        let a = try DesignTrustTests.run(design: ["resumen.html": Self.resumen], app: Self.resumenApp(root: ".preferredColorScheme(.dark)"))
        let colors = a.findings.filter { $0.rule == "element.color" }
        // `.secondary` is #EBEBF5 at 60 % in dark, what the design draws: no gap.
        #expect(!colors.contains { $0.title.contains("Gastos") }, "\(colors.map(\.title))")
        // A fixed black text is black in dark too: a real gap, said in the appearance the app shows.
        let saldo = try #require(colors.first { $0.title.contains("Saldo") }, "\(colors.map(\.title))")
        let value = try #require(saldo.actual?.value)
        #expect(value.contains("app forces dark"), "\(value)")
        #expect(!a.findings.contains { $0.rule == "darkmode.disabled" })
    }

    @Test func withoutThePinADarkScreenIsStillComparedInDark() throws {
        // The same app without the pin: the design draws the screen dark (its only look, on a black canvas), so it
        // says what the app shows in dark; comparing it with the light values would pair a dark look with a light one.
        let a = try DesignTrustTests.run(design: ["resumen.html": Self.resumen], app: Self.resumenApp(root: ""))
        let colors = a.findings.filter { $0.rule == "element.color" }
        #expect(!colors.contains { $0.title.contains("Gastos") }, "\(colors.map(\.title))")
        let saldo = try #require(colors.first { $0.title.contains("Saldo") }, "\(colors.map(\.title))")
        let value = try #require(saldo.actual?.value)
        #expect(!value.contains("app forces"), "\(value)")
        #expect(saldo.title.contains("in dark mode") && saldo.message.contains("screen is dark"), "\(saldo.title) \(saldo.message)")
    }

    @Test func onlyAnAppWidePinOfTheDesignsOnlyDarkAppearanceCounts() {
        let loc = SourceLocation(file: "App.swift", line: 1)
        var inventory = Inventory()
        inventory.colorSchemeOverrides = [ColorSchemeOverride(scheme: "dark", expression: "UIUserInterfaceStyle = Dark", location: loc)]
        let dark = DesignSpec(pageAppearance: .dark)
        let light = DesignSpec(pageAppearance: .light)
        #expect(ElementAligner.forcedScheme(design: dark, inventory: inventory) == "dark")
        // A light design forced dark is `darkmode.disabled`'s finding; its elements keep their light comparison.
        #expect(ElementAligner.forcedScheme(design: light, inventory: inventory) == nil)
        // Pins that disagree (a light Info.plist, a dark root) say no single appearance.
        inventory.colorSchemeOverrides.append(ColorSchemeOverride(scheme: "light", expression: ".preferredColorScheme(.light)", location: loc))
        #expect(ElementAligner.forcedScheme(design: dark, inventory: inventory) == nil)
    }

    // MARK: - Device frames drawn smaller than a phone

    /// A German settings screen in a frame of the given size; every type size is the app's scaled by 260/390.
    static func einstellungen(frame: String) -> String {
        """
        <!DOCTYPE html><html><head><title>Einstellungen</title><style>
        body { background: #F2F2F7; }
        .device { \(frame) background: #FFFFFF; }
        .titel { font-size: 18.7px; font-weight: 700; color: #000000; }
        .hinweis { font-size: 10px; color: #000000; }
        .fuss { font-size: 12px; color: #000000; }
        </style></head><body>
        <div class="device" data-screen="einstellungen">
        <h1 class="titel">Konto verwalten</h1><p class="hinweis">Änderungen werden sofort gespeichert</p><p class="fuss">Version anzeigen</p>
        </div></body></html>
        """
    }

    static let einstellungenApp = """
        import SwiftUI

        struct EinstellungenView: View {
            var body: some View {
                VStack {
                    Text("Konto verwalten").font(.title.bold())
                    Text("Änderungen werden sofort gespeichert").font(.subheadline)
                    Text("Version anzeigen").font(.largeTitle)
                }
            }
        }
        """

    static func fonts(frame: String) throws -> [Finding] {
        try DesignTrustTests.run(design: ["einstellungen.html": einstellungen(frame: frame)], app: ["EinstellungenView.swift": einstellungenApp])
            .findings.filter { $0.rule == "element.font" }
    }

    @Test func aPhoneFrameDrawnSmallerIsComparedAtItsScale() throws {
        // 260 × 563: a 19.5:9 phone at two thirds: ×1.5.
        let fonts = try Self.fonts(frame: "width: 260px; height: 563px;")
        // 18.7px → 28pt (.title), 10px → 15pt (.subheadline): the same sizes.
        #expect(!fonts.contains { $0.title.contains("Konto") || $0.title.contains("Änderungen") }, "\(fonts.map(\.title))")
        // 12px → 18pt against `.largeTitle` 34pt: a real difference, said with the factor.
        let fuss = try #require(fonts.first { $0.title.contains("Version") }, "\(fonts.map(\.title))")
        #expect(fuss.severity == .medium)
        #expect(fuss.message.contains("×1.50"), "\(fuss.message)")
    }

    /// The same screen in a phone-shaped frame narrower than a phone that only crops: its sizes are points.
    static let kontoCropped = """
        <!DOCTYPE html><html><head><title>Einstellungen</title><style>
        .device { width: 300px; height: 640px; background: #FFFFFF; }
        .titel { font-size: 28px; font-weight: 700; color: #000000; }
        .hinweis { font-size: 15px; color: #000000; }
        .fuss { font-size: 17px; color: #000000; }
        </style></head><body>
        <div class="device" data-screen="einstellungen">
        <h1 class="titel">Konto verwalten</h1><p class="hinweis">Änderungen werden sofort gespeichert</p><p class="fuss">Version anzeigen</p>
        </div></body></html>
        """

    @Test func aNarrowFrameWhoseTextsAgreeAsWrittenIsNotScaled() throws {
        let fonts = try DesignTrustTests.run(design: ["einstellungen.html": Self.kontoCropped], app: ["EinstellungenView.swift": Self.einstellungenApp])
            .findings.filter { $0.rule == "element.font" }
        // Two texts agree as written (28px/.title, 15px/.subheadline): the frame crops, it does not scale. The
        // 17px footer against `.largeTitle` 34pt stays a medium gap, in pixels as written.
        #expect(!fonts.contains { $0.title.contains("Konto") || $0.title.contains("Änderungen") }, "\(fonts.map(\.title))")
        let fuss = try #require(fonts.first { $0.title.contains("Version") }, "\(fonts.map(\.title))")
        #expect(fuss.severity == .medium)
        #expect(!fuss.message.contains("×"), "\(fuss.message)")
    }

    @Test func textsDecideTheScaleOfANarrowPhoneFrame() {
        let frame = FrameScale.Frame(width: 260, height: 563)
        #expect(FrameScale(frame: frame, sizes: [(28, 28), (15, 15), (12, 17)]) == .none)
        #expect(FrameScale(frame: frame, sizes: [(18.7, 28), (10, 15), (12, 12)]).factor == 1.5)
        // No text to tell: the phone's ratio decides.
        #expect(FrameScale(frame: frame, sizes: []).factor == 1.5)
        // A frame of unknown ratio is never scaled by its texts; they can only show it is 1:1.
        let noHeight = FrameScale.Frame(width: 260, height: nil)
        #expect(FrameScale(frame: noHeight, sizes: [(28, 28)]) == .none)
        #expect(FrameScale(frame: noHeight, sizes: [(10, 15), (12, 12)]).uncertainty != nil)
    }

    @Test func aDifferenceOnlyAtTheInferredScaleIsLow() {
        let loc = SourceLocation(file: "a.html", line: 1)
        // A 12px link in a 260px phone frame is 18pt at the frame's scale; the code's `.footnote` is 13pt, a
        // point from the 12px written: the scale alone makes the gap.
        var design = DesignElement(screen: "s", text: "Meer", role: .action, selector: "a.link", light: ElementLook(fontSize: 12), location: loc)
        design.frameWidth = 260
        design.frameHeight = 563
        var code = CodeElement(view: "V", kind: "Text", role: .text, text: "Meer", location: loc)
        code.font = ElementStyleValue(expression: ".font(.footnote)", location: loc, font: FontSpec(size: 13, weight: 400))
        let comparator = ElementComparator(configuration: Configuration(), designHasDark: false)
        let diff = comparator.compare(design: design, code: code, confidence: .exact).0.first { $0.aspect == .font }
        #expect(diff?.severity == .low, "\(String(describing: diff))")
        #expect(diff?.note.contains("as written") == true)
        // 20px in the same frame (30pt) against 13pt: different both ways, medium.
        design.light.fontSize = 20
        let big = comparator.compare(design: design, code: code, confidence: .exact).0.first { $0.aspect == .font }
        #expect(big?.severity == .medium, "\(String(describing: big))")
    }

    @Test func aPinnedAppearancesSystemColorIsNotAdaptive() {
        let loc = SourceLocation(file: "a.html", line: 1)
        // A red hint: #F44336 in a dark-only design; the app pins dark and uses `.red` (#FF453A in dark).
        let design = DesignElement(
            screen: "s", text: "Vereist", role: .text, selector: "p.hint", light: ElementLook(color: Color(hex: "#F44336")!), location: loc)
        var code = CodeElement(view: "V", kind: "Text", role: .text, text: "Vereist", location: loc)
        code.color = ElementStyleValue(
            expression: ".foregroundColor(.red)", location: loc, color: Color(hex: "#FF3B30")!, darkColor: Color(hex: "#FF453A")!, systemName: "systemRed")
        var comparator = ElementComparator(configuration: Configuration(), designHasDark: false)
        comparator.forcedScheme = "dark"
        let diff = comparator.compare(design: design, code: code, confidence: .exact).0.first { $0.aspect == .color }
        // The app shows #FF453A: compared as that value (the light #FF3B30 is never shown).
        #expect(diff.map { $0.codeValue.hasPrefix("#FF453A") && $0.severity != .critical } ?? false, "\(String(describing: diff))")
        #expect(diff.map { !$0.note.contains("adaptive") } ?? true)
    }

    @Test func twoTintsOfOneColorDifferInStrengthOnly() {
        let loc = SourceLocation(file: "a.html", line: 1)
        // A chip: the green at 15 % in the design, at 10 % in the code, over the dark canvas the app pins.
        var look = ElementLook(background: Color(red: 48 / 255, green: 209 / 255, blue: 88 / 255, alpha: 0.15))
        look.boxHoldsOthers = false
        let design = DesignElement(screen: "s", text: "Aanvaard", role: .action, selector: "div.chip", light: look, location: loc)
        var code = CodeElement(view: "V", kind: "Text", role: .text, text: "Aanvaard", location: loc)
        code.background = ElementStyleValue(
            expression: ".background(Color.green.opacity(0.1))", location: loc, color: Color(red: 48 / 255, green: 209 / 255, blue: 88 / 255, alpha: 0.1))
        var comparator = ElementComparator(configuration: Configuration(), designHasDark: false)
        comparator.forcedScheme = "dark"
        let diff = comparator.compare(design: design, code: code, confidence: .exact).0.first { $0.aspect == .background }
        #expect(diff?.severity == .low, "\(String(describing: diff))")
        #expect(diff?.note.contains("same color at 10% opacity") == true, "\(String(describing: diff))")
    }

    @Test func aFullSizeFrameIsReadAtOneToOne() throws {
        let fonts = try Self.fonts(frame: "width: 390px; height: 844px;")
        // 10px against `.subheadline` 15pt: five points apart, as written.
        let hinweis = try #require(fonts.first { $0.title.contains("Änderungen") }, "\(fonts.map(\.title))")
        #expect(hinweis.severity == .medium)
        #expect(!hinweis.message.contains("×"), "\(hinweis.message)")
    }

    @Test func aNarrowFrameOfUnknownScaleMakesSizeDifferencesLow() throws {
        // Width only: narrower than any phone, but which one it stands for is not known.
        let fonts = try Self.fonts(frame: "width: 260px;")
        let hinweis = try #require(fonts.first { $0.title.contains("Änderungen") }, "\(fonts.map(\.title))")
        #expect(hinweis.severity == .low)
        #expect(hinweis.message.contains("scale not known"), "\(hinweis.message)")
    }

    @Test func aScaleIsReadOnlyFromAPhonesRatio() {
        // A 300px tablet-ish frame (3:4) is not a phone drawn small.
        let tablet = FrameScale(frameWidth: 300, frameHeight: 400)
        #expect(tablet.factor == 1)
        #expect(tablet.uncertainty != nil)
        // A 16:9 phone at 250px stands for a 375pt one; a 19.5:9 one at 270px for a 390pt one.
        #expect(abs(FrameScale(frameWidth: 250, frameHeight: 445).factor - 1.5) < 0.001)
        #expect(abs(FrameScale(frameWidth: 270, frameHeight: 585).factor - 390.0 / 270) < 0.001)
        // Real phone widths, and no frame, are 1:1 and certain.
        for (w, h) in [(375.0, 812.0), (430, 932), (320, 568)] {
            #expect(FrameScale(frameWidth: w, frameHeight: h) == .none, "\(w)")
        }
        #expect(FrameScale(frameWidth: nil, frameHeight: nil) == .none)
        #expect(FrameScale.none.describe(11) == "11px")
        #expect(FrameScale(frameWidth: 270, frameHeight: 585).describe(11) == "11px (15.9pt at ×1.44)")
    }

    // MARK: - An SF Symbol beside the text a stack is named by

    /// A Dutch shop's "favourite" badge: an icon and a label, one accessibility element named by the label.
    static let winkel = """
        <!DOCTYPE html><html><head><title>Winkel</title><style>
        body { background: #FFFFFF; }
        .badge { font-size: 13px; font-weight: 600; color: #1D1D1F; }
        </style></head><body data-screen="product">
        <h1>Product</h1><span class="badge"><svg width="12" height="12"></svg>Favoriet artikel</span>
        </body></html>
        """
    static let winkelApp = """
        import SwiftUI

        struct ProductView: View {
            var body: some View {
                VStack {
                    Text("Product")
                    HStack {
                        Image(systemName: "heart.fill").font(.caption)
                        Text("Favoriet artikel").font(.footnote).fontWeight(.semibold)
                    }
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel("Favoriet artikel")
                }
            }
        }
        """

    @Test func theTextBesideASymbolIsTheDesignTextsTwin() throws {
        let a = try DesignTrustTests.run(design: ["winkel.html": Self.winkel], app: ["ProductView.swift": Self.winkelApp])
        let pair = try #require(a.matches.elements.first { $0.design.text == "Favoriet artikel" })
        #expect(pair.code?.kind == "Text", "\(pair.code?.kind ?? "none")")
        #expect(!a.findings.contains { $0.rule == "element.font" && $0.title.contains("systemName") }, "\(a.findings.map(\.title))")
    }

    @Test func aSymbolIsNeverComparedByFontWithAText() {
        let loc = SourceLocation(file: "a.swift", line: 1)
        var look = ElementLook(fontSize: 13, fontWeight: 600)
        look.color = nil
        let design = DesignElement(screen: "product", text: "Favoriet artikel", role: .text, selector: "span.badge", light: look, location: loc)
        var symbol = CodeElement(view: "ProductView", kind: "Image", role: .icon, text: nil, location: loc)
        symbol.font = ElementStyleValue(expression: ".font(.caption)", location: loc, font: FontSpec(size: 12, weight: 400))
        let comparator = ElementComparator(configuration: Configuration(), designHasDark: false)
        #expect(comparator.compare(design: design, code: symbol, confidence: .exact).0.isEmpty)
        // The same font on a text is compared (12pt regular vs 13px semibold).
        var text = symbol
        text.kind = "Text"; text.role = .text; text.text = "Favoriet artikel"
        #expect(comparator.compare(design: design, code: text, confidence: .exact).0.contains { $0.aspect == .font })
    }
}
