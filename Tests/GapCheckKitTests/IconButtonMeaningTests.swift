import Foundation
import GapCheckModel
import LibXML
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport
@testable import MockupReader

/// An icon-only control of the mockup pairs with the app's symbol that does the same thing: a previous-week chevron
/// never with a refresh arrow, a right chevron never with `chevron.left`, and the controls of one design row with one
/// row of the app, whatever other buttons the app adds around them.
@Suite struct IconButtonMeaningTests {
    static func labelFindings(_ a: Analysis) -> [Finding] { a.findings.filter { $0.rule == "element.accessibility-label" } }

    /// Line of the first line of `source` containing `needle` (1-based).
    static func line(of needle: String, in source: String) -> Int? {
        source.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(needle) }.map { $0 + 1 }
    }

    /// A French week calendar whose arrows are glyphs, the app's symbols the backward/forward ones, with a refresh
    /// button the design does not draw, first in the app's layout.
    static let calendrier = """
        <!DOCTYPE html><html lang="fr"><head><title>Calendrier</title><style>
        .nav { display: flex; justify-content: space-between; }
        .nav button { width: 32px; height: 32px; font-size: 20px; }
        </style></head><body data-screen="calendrier">
        <h1>Calendrier</h1>
        <div class="nav"><button aria-label="Semaine précédente">‹</button><span>Semaine du 3 mars</span>
        <button aria-label="Semaine suivante">›</button></div>
        </body></html>
        """

    static let calendrierView = """
        import SwiftUI

        struct CalendrierView: View {
            @State private var semaine = 0
            var body: some View {
                VStack {
                    HStack {
                        Text("Calendrier").font(.title)
                        Button { recharger() } label: { Image(systemName: "arrow.clockwise") }
                    }
                    HStack {
                        Button { semaine -= 1 } label: { Image(systemName: "chevron.backward") }
                        Text("Semaine du 3 mars")
                        Button { semaine += 1 } label: { Image(systemName: "chevron.forward") }
                    }
                }
            }
            func recharger() {}
        }
        """

    @Test func glyphArrowsInFrenchPairWithTheSymbolsGoingTheirWay() throws {
        let a = try ElementCheckTests.run(html: Self.calendrier, swift: ["CalendrierView.swift": Self.calendrierView], screen: "calendrier")
        let labels = Self.labelFindings(a)
        let previous = try #require(labels.first { $0.title.contains("Semaine précédente") }, "\(labels.map(\.title))")
        let next = try #require(labels.first { $0.title.contains("Semaine suivante") }, "\(labels.map(\.title))")
        #expect(previous.fixLocation?.line == Self.line(of: "chevron.backward", in: Self.calendrierView))
        #expect(next.fixLocation?.line == Self.line(of: "chevron.forward", in: Self.calendrierView))
        #expect(!labels.contains { $0.title.contains("arrow.clockwise") }, "\(labels.map(\.title))")
        let pairs = a.matches.elements.filter { $0.design.accessibilityName != nil }
        #expect(pairs.first { $0.design.accessibilityName == "Semaine précédente" }?.design.iconSense == .backward)
        #expect(pairs.first { $0.design.accessibilityName == "Semaine suivante" }?.design.iconSense == .forward)
    }

    /// An English journal whose day pager draws SVG chevrons (Feather's polylines); the app adds a refresh button
    /// beside its settings and a summary card with a disclosure chevron before the pager.
    static let journal = """
        <!DOCTYPE html><html><head><title>Journal</title></head><body data-screen="journal">
        <header><h1>Journal</h1><button aria-label="Settings"><svg viewBox="0 0 24 24"><circle cx="12" cy="12" r="3"/>
        <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.9l.1.1a2 2 0 1 1-2.8 2.8z"/></svg></button></header>
        <div class="pager">
        <button aria-label="Previous day"><svg viewBox="0 0 24 24"><polyline points="15 18 9 12 15 6"></polyline></svg></button>
        <div>Tuesday</div>
        <button aria-label="Next day"><svg viewBox="0 0 24 24"><polyline points="9 18 15 12 9 6"></polyline></svg></button>
        </div>
        </body></html>
        """

    static let journalView = """
        import SwiftUI

        struct JournalView: View {
            var body: some View {
                VStack {
                    HStack {
                        Text("Journal")
                        Button {} label: { Image(systemName: "arrow.clockwise") }
                        Button {} label: { Image(systemName: "gearshape") }
                    }
                    Button {} label: {
                        HStack { Text("Weekly summary"); Image(systemName: "chevron.right") }
                    }
                    DayPager()
                }
            }
        }
        """

    static let dayPager = """
        import SwiftUI

        struct DayPager: View {
            var body: some View {
                HStack {
                    Button {} label: { Image(systemName: "chevron.left") }
                    Text("Tuesday")
                    Button {} label: { Image(systemName: "chevron.right") }
                }
            }
        }
        """

    @Test func aRowsControlsPairWithOneRowOfTheApp() throws {
        let a = try ElementCheckTests.run(
            html: Self.journal, swift: ["JournalView.swift": Self.journalView, "DayPager.swift": Self.dayPager], screen: "journal")
        let labels = Self.labelFindings(a)
        let previous = try #require(labels.first { $0.title.contains("Previous day") }, "\(labels.map(\.title))")
        let next = try #require(labels.first { $0.title.contains("Next day") }, "\(labels.map(\.title))")
        #expect(previous.fixLocation?.file.hasSuffix("DayPager.swift") == true)
        #expect(previous.fixLocation?.line == Self.line(of: "chevron.left", in: Self.dayPager))
        // The summary card's disclosure chevron points the same way, but the pager's row is where "Previous day" paired.
        #expect(next.fixLocation?.file.hasSuffix("DayPager.swift") == true, "\(String(describing: next.fixLocation))")
        #expect(next.fixLocation?.line == Self.line(of: "chevron.right", in: Self.dayPager))
        let settings = try #require(labels.first { $0.title.contains("Settings") })
        #expect(settings.fixLocation?.line == Self.line(of: "gearshape", in: Self.journalView))
        #expect(!labels.contains { $0.title.contains("arrow.clockwise") }, "\(labels.map(\.title))")
    }

    @Test func aBackChevronIsTheBackControl() throws {
        let html = """
            <!DOCTYPE html><html><head><title>Detail</title></head><body data-screen="detail">
            <button aria-label="Back"><svg viewBox="0 0 10 16"><path d="M9 1 1 8l8 7"/></svg></button><h1>Detail</h1>
            </body></html>
            """
        let view = """
            import SwiftUI

            struct DetailView: View {
                var body: some View {
                    VStack {
                        Button {} label: { Image(systemName: "chevron.left") }
                        Text("Detail")
                    }
                }
            }
            """
        let a = try ElementCheckTests.run(html: html, swift: ["DetailView.swift": view], screen: "detail")
        let back = try #require(Self.labelFindings(a).first { $0.title.contains("Back") })
        #expect(back.fixLocation?.line == Self.line(of: "chevron.left", in: view))
    }

    @Test func aControlWithoutAnAgreeingSymbolStaysUnpaired() throws {
        let html = """
            <!DOCTYPE html><html><head><title>Feed</title></head><body data-screen="feed">
            <h1>Feed</h1><button aria-label="Next page"><svg viewBox="0 0 10 16"><path d="M1 1l8 7-8 7"/></svg></button>
            </body></html>
            """
        let view = """
            import SwiftUI

            struct FeedView: View {
                var body: some View {
                    VStack {
                        Text("Feed")
                        Button {} label: { Image(systemName: "arrow.clockwise") }
                        Button {} label: { Image(systemName: "chevron.left") }
                    }
                }
            }
            """
        let a = try ElementCheckTests.run(html: html, swift: ["FeedView.swift": view], screen: "feed")
        #expect(Self.labelFindings(a).isEmpty, "\(Self.labelFindings(a).map(\.title))")
        #expect(a.matches.elements.first { $0.design.accessibilityName == "Next page" }?.code == nil)
    }

    @Test func symbolsSayWhatTheyDo() {
        #expect(SymbolVocabulary.sense(symbol: "chevron.left") == .backward)
        #expect(SymbolVocabulary.sense(symbol: "chevron.backward.circle.fill") == .backward)
        #expect(SymbolVocabulary.sense(symbol: "backward.fill") == .backward)
        #expect(SymbolVocabulary.sense(symbol: "arrow.right") == .forward)
        #expect(SymbolVocabulary.sense(symbol: "chevron.down") == .down)
        #expect(SymbolVocabulary.sense(symbol: "arrow.clockwise") == .refresh)
        #expect(SymbolVocabulary.sense(symbol: "arrow.triangle.2.circlepath") == .refresh)
        #expect(SymbolVocabulary.sense(symbol: "arrow.up.right") == nil, "a diagonal arrow goes no one way")
        #expect(SymbolVocabulary.sense(symbol: "arrow.uturn.left") == nil, "undo is no direction")
        #expect(SymbolVocabulary.sense(symbol: "gearshape") == nil)
        #expect(SymbolVocabulary.sense(name: "Semaine précédente") == .backward)
        #expect(SymbolVocabulary.sense(name: "Nächste Woche") == .forward)
        #expect(SymbolVocabulary.sense(name: "前の週") == .backward)
        #expect(SymbolVocabulary.sense(name: "Back to next") == nil, "two directions say none")
        #expect(SymbolVocabulary.sense(name: "Settings") == nil)
    }

    @Test func contradictionsAreRefused() {
        #expect(SymbolVocabulary.contradicts(name: "Previous week", drawn: nil, symbol: "arrow.clockwise"))
        #expect(SymbolVocabulary.contradicts(name: "Next week", drawn: nil, symbol: "chevron.left"))
        #expect(SymbolVocabulary.contradicts(name: "Week", drawn: .forward, symbol: "chevron.left"))
        #expect(!SymbolVocabulary.contradicts(name: "Refresh", drawn: nil, symbol: "arrow.clockwise"))
        #expect(!SymbolVocabulary.contradicts(name: "Next", drawn: nil, symbol: "chevron.down"), "a vertical pager's next")
        #expect(SymbolVocabulary.contradicts(name: "Next", drawn: .forward, symbol: "chevron.down"), "the drawing points along the row")
        #expect(!SymbolVocabulary.contradicts(name: "Back", drawn: .backward, symbol: "chevron.backward"))
        #expect(!SymbolVocabulary.contradicts(name: "Send", drawn: nil, symbol: "arrow.up.circle.fill"))
    }

    @Test func drawingsSayWhichWayTheyPoint() throws {
        #expect(DrawnIconSense.pathSense("M9 1 1 8l8 7") == .backward)
        #expect(DrawnIconSense.pathSense("m15 18-6-6 6-6") == .backward)
        #expect(DrawnIconSense.pathSense("M1 1l8 7-8 7") == .forward)
        #expect(DrawnIconSense.pathSense("m6 9 6 6 6-6") == .down)
        #expect(DrawnIconSense.pathSense("M19 12H5M12 19l-7-7 7-7") == .backward, "an arrow: its head points")
        #expect(DrawnIconSense.pathSense("M5 12l5 5L20 7") == nil, "a checkmark points nowhere")
        #expect(DrawnIconSense.pathSense("M12 2a10 10 0 1 0 0 20") == nil, "curves say nothing")
        #expect(DrawnIconSense.chevron([23, 4, 23, 10, 17, 10]) == nil, "a corner is no chevron")
        #expect(DrawnIconSense.named("fa-solid fa-chevron-left", needsIconWord: true) == .backward)
        #expect(DrawnIconSense.named("text-left", needsIconWord: true) == nil, "a layout utility")
        #expect(DrawnIconSense.named("arrow_forward_ios", needsIconWord: false) == .forward)
        let doc = try MarkupDocument.html(
            Array(#"<html><body><button style="transform: rotate(180deg)"><svg><path d="M9 1 1 8l8 7"/></svg></button></body></html>"#.utf8),
            path: "t.html")
        let button = try #require(doc.elementsInOrder().first { doc.nodes[$0].name == "button" })
        #expect(DrawnIconSense.sense(of: button, in: doc) == nil, "a turned drawing may point anywhere")
    }
}
