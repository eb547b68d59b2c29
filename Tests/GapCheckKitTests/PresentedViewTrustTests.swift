import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport

/// A screen's elements pair with the views it is built of, never with a sheet it opens that shows the same words; and
/// a screen named in a comment is the sheet that shows it (`OrderReviewSheet` for "Review", `NewNoteSheet` for "Add
/// Note"). Styles: a German banking gallery of frames named by comments, its sheets presented with `.sheet`.
@Suite struct PresentedViewTrustTests {
    static let design = """
        <!DOCTYPE html><html><head><title>Konto — Entwürfe</title><style>
        .device { width: 375px; height: 812px; border-radius: 40px; }
        .hint { font-size: 13px; color: #6B7280; }
        .pay { font-size: 15px; color: #B91C1C; }
        .note { font-size: 15px; color: #1D4ED8; }
        </style></head><body>
        <!-- Account Screen -->
        <div class="device"><div class="bar"><span>9:41</span></div><h2>Konto</h2><div class="hint">Saldo</div>
        <span class="pay">Begleichen</span><p class="note">Hinweis</p></div>
        </body></html>
        """

    /// The account view: its own ternary text, a button three views down, and a sheet showing the same words in black.
    static func app(noteSheetPresented: Bool) -> [String: String] {
        let note = noteSheetPresented ? ".sheet(isPresented: $noting) { NoteSheet() }" : ".overlay { NoteSheet() }"
        return [
            "app/AccountView.swift": """
            import SwiftUI
            struct AccountView: View {
                @State private var paying = false
                @State private var noting = false
                @State private var owes = false
                @State private var late = false
                var body: some View {
                    VStack {
                        Text("Konto")
                        Text(owes ? "Schulden" : (late ? "Verspätet" : "Saldo"))
                            .font(.system(size: 13)).foregroundStyle(Color(red: 0.42, green: 0.45, blue: 0.50))
                        SummaryCard()
                    }
                    .sheet(isPresented: $paying) { PaySheet() }
                    \(note)
                }
            }
            struct SummaryCard: View { var body: some View { VStack { PayRow() } } }
            struct PayRow: View {
                var body: some View {
                    Button("Begleichen") {}.font(.system(size: 15)).foregroundStyle(Color(red: 0.73, green: 0.11, blue: 0.11))
                }
            }
            struct PaySheet: View {
                var body: some View {
                    VStack {
                        Text("Saldo").font(.system(size: 22)).foregroundStyle(Color.black)
                        Text("Begleichen").font(.system(size: 22)).foregroundStyle(Color.black)
                    }
                }
            }
            struct NoteSheet: View {
                var body: some View { Text("Hinweis").font(.system(size: 15)).foregroundStyle(Color(red: 0.11, green: 0.30, blue: 0.85)) }
            }
            """
        ]
    }

    static func analyze(noteSheetPresented: Bool = true) throws -> Analysis {
        var files = app(noteSheetPresented: noteSheetPresented)
        files["design/konto.html"] = design
        return try TrustMatchTests.analyze(files)
    }

    static func pair(_ a: Analysis, _ text: String) -> ElementPair? { a.matches.elements.first { $0.design.text == text } }

    @Test func theScreensOwnTextsWinOverASheetItOpens() throws {
        let a = try Self.analyze()
        #expect(a.matches.screens.first?.viewName == "AccountView")
        #expect(Self.pair(a, "Saldo")?.code?.view == "AccountView")
        #expect(Self.pair(a, "Begleichen")?.code?.view == "PayRow")
        let wrong = a.findings.filter { $0.rule.hasPrefix("element.") && $0.message.contains("PaySheet") }
        #expect(wrong.isEmpty, "\(wrong.map(\.message))")
    }

    @Test func aPresentedViewIsAnotherScreenButAnEmbeddedOneIsAPart() throws {
        let presented = try Self.analyze(noteSheetPresented: true)
        #expect(Self.pair(presented, "Hinweis")?.code == nil)
        let embedded = try Self.analyze(noteSheetPresented: false)
        #expect(Self.pair(embedded, "Hinweis")?.code?.view == "NoteSheet")
    }

    // MARK: - Screens named in comments, shown by sheets

    static let sheetsDesign = """
        <!DOCTYPE html><html><head><title>Notizen</title>
        <style>.device { width: 375px; height: 780px; border-radius: 48px; overflow: hidden; } .cap { font-size: 12px; }</style></head><body>
        <!-- 1. REVIEW -->
        <div><div class="cap">1 · Prüfung</div><div class="device"><div class="bar"><span>9:41</span></div><div class="t">Bestellung</div>
        <div class="s">Bitte prüfen Sie Ihre Bestellung sorgfältig.</div></div></div>
        <!-- 2. ADD NOTE -->
        <div><div class="cap">2 · Neue Notiz</div><div class="device"><div class="bar"><span>9:41</span></div><div class="t">Notiz</div>
        <div class="s">Schreiben Sie eine kurze Notiz.</div></div></div>
        </body></html>
        """

    @Test func aSheetNamedAfterTheScreenWithAQualifierIsItsView() throws {
        let a = try TrustMatchTests.analyze([
            "design/index.html": Self.sheetsDesign,
            "app/Sheets.swift": """
            import SwiftUI
            struct OrderReviewSheet: View { var body: some View { Text("Bitte prüfen Sie Ihre Bestellung sorgfältig.") } }
            struct NewNoteSheet: View { var body: some View { TextField("Notiz", text: .constant("")) } }
            struct RootView: View {
                @State private var open = false
                var body: some View { Text("Start").sheet(isPresented: $open) { OrderReviewSheet() }.popover(isPresented: $open) { NewNoteSheet() } }
            }
            """
        ])
        let views = Dictionary(a.matches.screens.map { ($0.screen.name, $0.viewName ?? "-") }, uniquingKeysWith: { x, _ in x })
        #expect(views["Prüfung"] == "OrderReviewSheet", "\(views)")
        #expect(views["Neue Notiz"] == "NewNoteSheet", "\(views)")
        #expect(TrustMatchTests.screenFindings(a).isEmpty, "\(TrustMatchTests.screenFindings(a).map(\.message))")
    }

    @Test func aSheetOfOtherWordsIsNoScreensView() throws {
        let a = try TrustMatchTests.analyze([
            "design/index.html": Self.sheetsDesign,
            "app/Sheets.swift": """
            import SwiftUI
            struct ShareSheet: View { var body: some View { Text("Teilen") } }
            struct ExportModal: View { var body: some View { Text("Exportieren") } }
            """
        ])
        #expect(a.matches.screens.allSatisfy { $0.viewName == nil })
    }

    @Test func aScreenNamedForItsPresentationSharesItsNameWithSheets() throws {
        // "Group picker sheet": `CurrencyPickerSheet` shares a word of its name without "sheet" on either side, so the
        // missing screen is a question (low), not a claim.
        let a = try TrustMatchTests.analyze([
            "design/index.html": Self.sheetsDesign.replacingOccurrences(of: "1 · Prüfung", with: "1 · Group picker sheet"),
            "app/Sheets.swift": """
            import SwiftUI
            struct CurrencyPickerSheet: View { var body: some View { Text("Währung") } }
            """
        ])
        let missing = TrustMatchTests.screenFindings(a).first { $0.message.contains("Group picker sheet") }
        #expect(missing?.severity == .low, "\(TrustMatchTests.screenFindings(a).map(\.message))")
    }
}
