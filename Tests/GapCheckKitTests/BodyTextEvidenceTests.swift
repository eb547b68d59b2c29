import Foundation
import GapCheckModel
import Testing

@testable import CodeReader
@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport

/// A screen no view is named after is matched by the texts the app shows word for word: its headings,
/// paragraphs and captions too, not only its title, buttons and labels; texts on every screen (a tab bar) say
/// nothing; and a one-word text in a script without letter case (`月历`) is a text the app shows.
@Suite struct BodyTextEvidenceTests {
    static func analyze(_ files: [String: String]) throws -> Analysis { try TrustMatchTests.analyze(files) }

    /// A frameless page: a nav title, a page heading, a paragraph and two captions over custom pickers, one
    /// button, and a tab bar the app draws in a view of its own.
    static let page = """
        <!doctype html><html><head><title>Konto einrichten – Fahrplan</title></head><body>
        <div class="topbar"><span class="nav-title">Profil</span></div>
        <h1 class="headline">Erzähl uns von dir</h1>
        <p class="lead">Wir stellen deinen Fahrplan aus deinen Lieblingsstrecken zusammen.</p>
        <div class="picker-block"><span class="caption">Heimatbahnhof</span><div class="wheel"><select><option>Köln Hbf</option></select></div></div>
        <div class="picker-block"><span class="caption">Pendelzeit am Morgen</span><div class="wheel"><select><option>07:30</option></select></div></div>
        <button class="primary">Weiter</button>
        <nav class="tabs"><a href="#">Start</a><a href="#">Tickets</a><a href="#">Konto</a></nav>
        </body></html>
        """

    static let app: [String: String] = [
        "app/StartseiteView.swift": """
        import SwiftUI

        struct StartseiteView: View {
            var body: some View {
                VStack {
                    Text("Erzähl uns von dir")
                    Text("Wir stellen deinen Fahrplan aus deinen Lieblingsstrecken zusammen.")
                    Text("Heimatbahnhof")
                    Text("Pendelzeit am Morgen")
                    Button("Weiter") {}
                }
            }
        }
        """,
        "app/Leiste.swift": """
        import SwiftUI

        struct Leiste: View {
            var body: some View { HStack { Text("Start"); Text("Tickets"); Text("Konto") } }
        }
        """
    ]

    @Test func bodyTextsTheAppShowsPickTheView() throws {
        var files = Self.app
        files["design/anmeldung.html"] = Self.page
        let a = try Self.analyze(files)
        let m = try #require(a.matches.screens.first { $0.screen.name == "anmeldung" })
        #expect(m.viewName == "StartseiteView")
        #expect(!TrustMatchTests.screenFindings(a).contains { $0.severity == .critical || $0.severity == .medium })
    }

    @Test func theExtractorKeepsHeadingsParagraphsAndCaptionsButNotOptions() throws {
        var files = Self.app
        files["design/anmeldung.html"] = Self.page
        let a = try Self.analyze(files)
        let s = try #require(a.design.screens.first { $0.name == "anmeldung" })
        #expect(s.texts.contains("Erzähl uns von dir"))
        #expect(s.texts.contains("Wir stellen deinen Fahrplan aus deinen Lieblingsstrecken zusammen."))
        #expect(s.texts.contains("Pendelzeit am Morgen"))
        #expect(!s.texts.contains("Köln Hbf"))
    }

    /// Body texts are evidence only where the app shows them: sample prose the app does not show never makes
    /// a screen "missing" that its title and buttons matched before.
    @Test func sampleProseDoesNotUnmatchAScreen() throws {
        let sample = (1...30).map { "<p>Beispielnachricht Nummer \($0) von einer erfundenen Person</p>" }.joined()
        var files = Self.app
        files["design/anmeldung.html"] = """
            <!doctype html><html><head><title>Heimatbahnhof</title></head><body>\(sample)
            <button>Weiter</button><button>Pendelzeit am Morgen</button></body></html>
            """
        let a = try Self.analyze(files)
        let m = try #require(a.matches.screens.first { $0.screen.name == "anmeldung" })
        #expect(m.viewName == "StartseiteView")
    }

    /// Three screens share a tab bar: its labels are on every screen, so they are no evidence for one of them.
    @Test func textsOnEveryScreenAreShared() {
        func spec(_ name: String, _ own: String) -> ScreenSpec {
            ScreenSpec(
                name: name, title: own, sections: [],
                labels: ["Start", "Tickets", "Konto"].map {
                    DataLabel(text: $0, kind: .action, sampleValue: nil, section: nil, location: SourceLocation(file: name))
                },
                location: SourceLocation(file: name))
        }
        let shared = ScreenMatcher.sharedTexts([spec("a", "Abfahrt"), spec("b", "Ankunft"), spec("c", "Umstieg")])
        #expect(shared == ["start", "tickets", "konto"])
        #expect(ScreenMatcher.sharedTexts([spec("a", "Abfahrt"), spec("b", "Ankunft")]).isEmpty)
    }

    @Test func aOneWordTextInACaselessScriptLooksShown() {
        #expect(SwiftFileVisitor.looksShown("月历"))
        #expect(SwiftFileVisitor.looksShown("ホーム"))
        #expect(SwiftFileVisitor.looksShown("出生时辰（选填）"))
        #expect(SwiftFileVisitor.looksShown("Calendar"))
        #expect(!SwiftFileVisitor.looksShown("calendar"))
        #expect(!SwiftFileVisitor.looksShown("note_id"))
        #expect(!SwiftFileVisitor.looksShown("月历.png"))
    }

    /// The tab labels are an enum's raw values shown with `Text(tab.rawValue)`: in Chinese they are app texts too.
    @Test func caselessEnumRawValuesAreAppTexts() throws {
        let files: [String: String] = [
            "design/x.html": "<html><body><h1>x</h1></body></html>",
            "app/TabLeiste.swift": """
            import SwiftUI

            enum Reiter: String, CaseIterable { case kalender = "月历", heute = "今日" }

            struct TabLeiste: View {
                var body: some View { HStack { ForEach(Reiter.allCases, id: \\.self) { r in Text(r.rawValue) } } }
            }
            """
        ]
        let a = try Self.analyze(files)
        let texts = a.inventory.views.flatMap(\.texts).map(\.text)
        #expect(texts.contains("月历") && texts.contains("今日"))
    }

    /// A presented view pinned to the other appearance: low when no design screen is that view, medium when one is.
    @Test func pinnedPresentedViewIsLowWithoutADesignScreen() throws {
        let app: [String: String] = [
            "app/HauptView.swift": """
            import SwiftUI

            struct HauptView: View {
                @State private var zeigen = false
                var body: some View { Text("Willkommen").preferredColorScheme(.light).sheet(isPresented: $zeigen) { KameraView() } }
            }
            """,
            "app/KameraView.swift": """
            import SwiftUI

            struct KameraView: View {
                var body: some View { Text("Scannen").preferredColorScheme(.dark) }
            }
            """
        ]
        var files = app
        files["design/haupt.html"] =
            "<!doctype html><html><head><style>body { background: #FFFFFF; color: #111111; }</style></head><body data-screen=\"haupt\"><h1>Willkommen</h1></body></html>"
        let without = try Self.analyze(files).findings.filter { $0.rule == "darkmode.disabled" }
        #expect(without.count == 1 && without.first?.severity == .low)
        files["design/kamera.html"] =
            "<!doctype html><html><head><style>body { background: #FFFFFF; color: #111111; }</style></head><body data-screen=\"kamera\"><h1>Scannen</h1></body></html>"
        let with = try Self.analyze(files).findings.filter { $0.rule == "darkmode.disabled" }
        #expect(with.count == 1 && with.first?.severity == .medium)
    }
}
