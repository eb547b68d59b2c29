import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit

/// A design spec's reference code before a screen's name (`P-07_order_receipt`, `DLG-002B_cancel_order`) is no part of
/// the name a view carries: the view is looked up by the name after the code, and the code stays in what the report
/// calls the screen.
@Suite struct ScreenCodeNameTests {
    @Test func aCodeOfCapitalsAndDigitsBeforeTheNameIsDropped() {
        #expect(ScreenCode.name(afterCodeOf: "P-07-order-receipt") == "order-receipt")
        #expect(ScreenCode.name(afterCodeOf: "DLG-002B-cancel-order") == "cancel-order")
        #expect(ScreenCode.name(afterCodeOf: "UX12_warenkorb") == "warenkorb")
        #expect(ScreenCode.name(afterCodeOf: "S3 Profil") == "Profil")
    }

    @Test func lowercaseWordsAndCodesWithoutANameStay() {
        // Lowercase words with a number are the name itself (a day, a step), not a spec's code.
        #expect(ScreenCode.name(afterCodeOf: "day-1-summary") == nil)
        #expect(ScreenCode.name(afterCodeOf: "step-2-profile") == nil)
        #expect(ScreenCode.name(afterCodeOf: "iOS17-settings") == nil)
        // A code alone, or a code followed by digits only, leaves no name.
        #expect(ScreenCode.name(afterCodeOf: "P-07") == nil)
        #expect(ScreenCode.name(afterCodeOf: "P-07-2") == nil)
        // Too many capitals or digits make a word, not a code.
        #expect(ScreenCode.name(afterCodeOf: "CHECKOUT-12345-review") == nil)
        #expect(ScreenCode.withoutCode("Settings") == "Settings")
    }

    static func page(_ heading: String, _ texts: [String]) -> String {
        """
        <!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Laden</title>
        <style>body { font-family: sans-serif; } .btn { padding: 12px; }</style></head>
        <body><header><h1>\(heading)</h1></header><main>
        \(texts.map { "<section><h2>\($0)</h2><p>\($0) – Beispiel</p></section>" }.joined(separator: "\n"))
        <button class="btn">Weiter</button></main></body></html>
        """
    }

    static let app: [String: String] = [
        "ShopApp.swift": """
        import SwiftUI
        @main struct ShopApp: App { var body: some Scene { WindowGroup { RootView() } } }
        struct RootView: View {
            @State private var cancelling = false
            var body: some View {
                NavigationStack {
                    ReceiptView()
                        .sheet(isPresented: $cancelling) { CancelOrderDialog() }
                }
            }
        }
        """,
        "ReceiptView.swift": """
        import SwiftUI
        struct ReceiptView: View {
            var body: some View {
                List {
                    Section("Bestellte Artikel") { Text("Summe") }
                    Section("Lieferadresse") { Text("Straße") }
                    Button("Weiter") {}
                }
            }
        }
        """,
        "CancelOrderDialog.swift": """
        import SwiftUI
        struct CancelOrderDialog: View {
            var body: some View {
                VStack { Text("Bestellung stornieren?"); Button("Weiter") {} }
            }
        }
        """
    ]

    @Test func screensNamedAfterACodeAndTheirNameAreMatchedToTheirViews() throws {
        let a = try DesignTrustTests.run(
            design: [
                "spec/P-07_order_receipt/page.html": Self.page("Beleg", ["Bestellte Artikel", "Lieferadresse"]),
                "spec/DLG-002B_cancel_order/page.html": Self.page("Bestellung stornieren?", ["Grund"])
            ],
            app: Self.app)
        let names = Set(a.design.screens.map(\.name))
        // The report still calls the screens by their code.
        #expect(names.isSuperset(of: ["P-07-order-receipt", "DLG-002B-cancel-order"]), "\(names)")
        let missing = a.findings.filter { $0.rule == "screen.missing" }
        #expect(!missing.contains { [.critical, .medium].contains($0.severity) }, "\(missing.map(\.message))")
        let matched = Dictionary(uniqueKeysWithValues: a.matches.screens.map { ($0.screen.name, $0.viewName) })
        #expect(matched["P-07-order-receipt"] == "ReceiptView", "\(matched)")
        #expect(matched["DLG-002B-cancel-order"] == "CancelOrderDialog", "\(matched)")
    }

    @Test func aCodedScreenNoViewIsNamedAfterIsStillMissingAndTheFixNamesTheScreenNotItsCode() throws {
        let a = try DesignTrustTests.run(
            design: [
                "spec/P-07_order_receipt/page.html": Self.page("Beleg", ["Bestellte Artikel", "Lieferadresse"]),
                "spec/P-09_loyalty_points/page.html": Self.page("Treuepunkte", ["Punktestand", "Prämien einlösen", "Verlauf"])
            ],
            app: Self.app)
        let missing = a.findings.filter { $0.rule == "screen.missing" && $0.expected?.name == "P-09-loyalty-points" }
        #expect(missing.count == 1, "\(a.findings.map(\.message))")
        #expect(missing.first?.severity == .critical)
        #expect(missing.first?.message.contains("LoyaltyPointsView") == true, "\(missing.map(\.message))")
        #expect(missing.first?.message.contains("P09") == false, "\(missing.map(\.message))")
    }

    @Test func aViewNamedAfterTheFolderWhoseCopyWasRewrittenIsAWeakMatchSaidSo() throws {
        var app = Self.app
        app["StandortFreigabeView.swift"] = """
            import SwiftUI
            struct StandortFreigabeView: View {
                var body: some View {
                    VStack { Text("Wir brauchen deinen Standort"); Button("Zugriff gewähren") {}; Button("Später") {} }
                }
            }
            """
        app["ShopApp.swift"] = app["ShopApp.swift"]?.replacingOccurrences(of: "ReceiptView()", with: "VStack { ReceiptView(); StandortFreigabeView() }")
        let a = try DesignTrustTests.run(
            design: [
                "spec/P-07_order_receipt/page.html": Self.page("Beleg", ["Bestellte Artikel", "Lieferadresse"]),
                "spec/E-04_standort_freigabe/page.html": Self.page("Standort teilen für bessere Vorschläge", ["Standort erlauben", "Ohne Standort fortfahren"])
            ],
            app: app)
        let m = try #require(a.matches.screens.first { $0.screen.name == "E-04-standort-freigabe" })
        #expect(m.viewName == "StandortFreigabeView", "\(m)")
        #expect(m.isWeak)
        let screen = a.findings.filter { $0.rule == "screen.missing" && $0.expected?.name == "E-04-standort-freigabe" }
        #expect(screen.count == 1 && screen.first?.severity == .low, "\(screen.map(\.title))")
        #expect(screen.first?.message.contains("copy was likely rewritten") == true, "\(screen.map(\.message))")
        #expect(!a.findings.contains { $0.severity == .critical && $0.message.contains("E-04") }, "\(a.findings.map(\.title))")
    }

    @Test func aCodedScreenNeedsMoreThanAFifthOfItsTextsForAViewWithAWordFewer() throws {
        var app = Self.app
        app["CheckoutView.swift"] = """
            import SwiftUI
            struct CheckoutView: View {
                var body: some View { Form { Text("Bestellnummer"); Text("Zahlungsart"); Button("Jetzt kaufen") {} } }
            }
            """
        app["ShopApp.swift"] = app["ShopApp.swift"]?.replacingOccurrences(of: "ReceiptView()", with: "VStack { ReceiptView(); CheckoutView() }")
        let a = try DesignTrustTests.run(
            design: [
                "spec/P-07_order_receipt/page.html": Self.page("Beleg", ["Bestellte Artikel", "Lieferadresse"]),
                "spec/P-12_checkout_result/page.html": Self.page("Zahlung erfolgreich", ["Rechnung senden", "Bestellnummer", "Sendungsverfolgung"])
            ],
            app: app)
        let m = try #require(a.matches.screens.first { $0.screen.name == "P-12-checkout-result" })
        #expect(m.viewName != "CheckoutView", "\(m)")
        let missing = a.findings.filter { $0.rule == "screen.missing" && $0.expected?.name == "P-12-checkout-result" }
        #expect(missing.count == 1 && missing.first?.title.contains("CheckoutView") == false, "\(missing.map(\.title))")
    }
}
