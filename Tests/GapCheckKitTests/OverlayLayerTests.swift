import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport

/// A layer the design presents over a screen (a full-screen map stretched over it and faded out until a script shows it,
/// a sheet) that the app draws as a view of its own is that view's surface: its elements pair with the view named after
/// it, and the screen's own elements never with that view's. Styles: a German cycling app whose route-map layer repeats
/// the stage card's "Etappe 2 von 6" larger, in another look (the larger copy pairs first); negatives: a coach-mark layer the app builds no view for (its
/// elements pair as the screen's did), and a share sheet the app presents with `.sheet`.
@Suite struct OverlayLayerTests {
    static func analyze(_ files: [String: String]) throws -> Analysis { try TrustMatchTests.analyze(files) }

    static func page(layer: String) -> String {
        """
        <!doctype html><html lang="de"><head><meta charset="utf-8"><title>Fahrt</title><style>
        .phone { width: 390px; height: 844px; position: relative; overflow: hidden; background: #101410; }
        .etappe-karte { padding: 16px; border-radius: 14px; background: #1e2a1e; }
        .ek-zahl { font-size: 12px; font-weight: 600; color: #ffffff; }
        .ek-name { font-size: 22px; font-weight: 700; color: #ffffff; }
        .routen-karte, .hinweis-ebene { position: absolute; inset: 0; opacity: 0; pointer-events: none; background: #0a0c0a; }
        .routen-karte.offen, .hinweis-ebene.offen { opacity: 1; pointer-events: auto; }
        .rk-ort, .he-text { font-size: 18px; font-weight: 800; color: #b6f24a; }
        .teilen-sheet { position: absolute; left: 0; right: 0; bottom: 0; padding: 20px; background: #1b1b1b; }
        .ts-titel { font-size: 15px; font-weight: 600; color: #ffffff; }
        </style></head><body>
        <div class="phone">
          <h1 class="ek-name">Moselschleife</h1>
          <div class="etappe-karte"><div class="ek-zahl">Etappe 2 von 6</div></div>
          \(layer)
        </div>
        </body></html>
        """
    }

    static let fahrtView = """
        import SwiftUI
        struct FahrtView: View {
            @State private var karte = false
            let etappe = 2, gesamt = 6
            var body: some View {
                ZStack {
                    VStack {
                        Text("Moselschleife").font(.system(size: 22, weight: .bold)).foregroundStyle(.white)
                        Text("Etappe \\(etappe) von \\(gesamt)").font(.system(size: 12, weight: .semibold)).foregroundStyle(.white)
                    }
                    if karte { RoutenKarteView(etappe: etappe, gesamt: gesamt) }
                }
            }
        }
        """

    static let routenKarte = """
        import SwiftUI
        struct RoutenKarteView: View {
            let etappe: Int, gesamt: Int
            var body: some View {
                VStack {
                    Text("Etappe \\(etappe) von \\(gesamt)").font(.system(size: 18, weight: .heavy))
                        .foregroundStyle(Color(red: 0.714, green: 0.949, blue: 0.290))
                }
            }
        }
        """

    static let mapLayer = """
        <div class="routen-karte" id="routen-karte"><div class="rk-ort">Etappe 2 von 6</div></div>
        """

    static func pairs(_ a: Analysis, _ text: String) -> [ElementPair] { a.matches.elements.filter { $0.design.text == text } }

    @Test func aLayerPairsWithTheViewNamedAfterIt() throws {
        let a = try Self.analyze([
            "design/fahrt.html": Self.page(layer: Self.mapLayer), "app/FahrtView.swift": Self.fahrtView,
            "app/RoutenKarteView.swift": Self.routenKarte
        ])
        let stage = Self.pairs(a, "Etappe 2 von 6")
        #expect(stage.count == 2, "\(stage.map(\.design.selector))")
        let onMap = try #require(stage.first { !$0.design.layer.isEmpty })
        #expect(onMap.design.layer.contains("routen-karte"), "\(onMap.design.layer)")
        #expect(onMap.code?.view == "RoutenKarteView", "\(String(describing: onMap.code?.view))")
        let onCard = try #require(stage.first { $0.design.layer.isEmpty })
        #expect(onCard.code?.view == "FahrtView", "\(String(describing: onCard.code?.view))")
        // Each agrees with its own: no size difference reported for either copy.
        #expect(
            !a.findings.contains { $0.rule.hasPrefix("element.") && $0.message.contains("Etappe") && [.critical, .medium].contains($0.severity) },
            "\(a.findings.filter { $0.message.contains("Etappe") }.map(\.message))")
    }

    /// A coach-mark layer the app builds no view for: nothing changes, its text pairs within the screen as before.
    @Test func aLayerNoViewIsNamedAfterPairsAsTheScreensContent() throws {
        let a = try Self.analyze([
            "design/fahrt.html": Self.page(layer: "<div class=\"hinweis-ebene\"><div class=\"he-text\">Tippe auf die Karte</div></div>"),
            "app/FahrtView.swift": Self.fahrtView.replacingOccurrences(
                of: "if karte { RoutenKarteView(etappe: etappe, gesamt: gesamt) }", with: "if karte { Text(\"Tippe auf die Karte\") }")
        ])
        let hint = try #require(Self.pairs(a, "Tippe auf die Karte").first)
        #expect(hint.design.layer.contains("hinweis-ebene"))
        #expect(hint.code?.view == "FahrtView")
    }

    /// A share sheet the app presents with `.sheet`: its elements are compared with the sheet's view, which the screen's
    /// own pool leaves out as another screen.
    @Test func aPresentedSheetTheAppBuildsIsComparedWithIt() throws {
        let a = try Self.analyze([
            "design/fahrt.html": Self.page(layer: "<div class=\"teilen-sheet\"><div class=\"ts-titel\">Route teilen</div></div>"),
            "app/FahrtView.swift": Self.fahrtView.replacingOccurrences(
                of: "if karte { RoutenKarteView(etappe: etappe, gesamt: gesamt) }", with: "Color.clear.sheet(isPresented: $karte) { TeilenSheet() }"),
            "app/TeilenSheet.swift": """
            import SwiftUI
            struct TeilenSheet: View {
                var body: some View { Text("Route teilen").font(.system(size: 13, weight: .semibold)) }
            }
            """
        ])
        let share = try #require(Self.pairs(a, "Route teilen").first)
        #expect(share.design.layer.contains("teilen-sheet"))
        #expect(share.code?.view == "TeilenSheet", "\(String(describing: share.code?.view))")
        // The sheet's true difference (15px in the design, 13pt in the app) is reported.
        #expect(share.differences.contains { $0.aspect == .font }, "\(share.differences.map(\.aspect))")
    }
}
