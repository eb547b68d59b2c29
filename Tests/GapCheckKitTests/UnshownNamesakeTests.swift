import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport

/// A view named after a screen that only previews build stays the screen's view, built and never shown, even where a
/// view the app shows draws some of the screen's texts (the field showed such a view is more often a part the screen
/// shares, a form in a sheet or the root tab view, than the screen itself); a view titled like the screen, built only
/// by previews, makes the screen "built but never shown" rather than missing.
@Suite struct UnshownNamesakeTests {
    /// An Italian page for choosing photos, with a heading, a button and a note.
    static let page = """
        <!DOCTYPE html><html lang="it"><head><title>Scegli foto</title>
        <style>.primario { background: #0A84FF; color: #FFFFFF; padding: 14px; }</style></head>
        <body><h1>Scegli le foto</h1><p class="nota">Seleziona fino a 30 foto</p>
        <section><h2>Album recenti</h2></section><button class="primario">Analizza</button></body></html>
        """

    static func app(shownTexts: [String]) -> String {
        """
        import SwiftUI

        @main struct AlbumApp: App { var body: some Scene { WindowGroup { StartView() } } }

        struct StartView: View {
            @State private var picking = false
            var body: some View {
                Button("Nuovo viaggio") { picking = true }
                    .sheet(isPresented: $picking) { GalleryPickerView() }
            }
        }

        struct GalleryPickerView: View {
            var body: some View {
                VStack {
        \(shownTexts.map { "            Text(\"\($0)\")" }.joined(separator: "\n"))
                }
            }
        }

        /// The first draft of the picker; nothing but its preview builds it.
        struct PhotoSelectionView: View {
            var body: some View { Text("Foto") }
        }

        #Preview { PhotoSelectionView() }
        """
    }

    @Test func aViewNamedAfterTheScreenThatOnlyPreviewsBuildStaysItsViewBesideAShownViewWithItsTexts() throws {
        let a = try TrustMatchTests.analyze([
            "design/photo-selection.html": Self.page,
            "app/Album.swift": Self.app(shownTexts: ["Scegli le foto", "Album recenti", "Analizza"])
        ])
        let m = try #require(a.matches.screens.first { $0.screen.name == "photo-selection" })
        #expect(m.viewName == "PhotoSelectionView", "\(m)")
        let built = a.findings.filter { $0.rule == "screen.missing" && $0.title.contains("is built as `PhotoSelectionView`") }
        #expect(built.count == 1, "\(a.findings.map(\.title))")
    }

    /// A design tool's export names the page by its folder (`photo-selection/code.html`); the view of that name shows
    /// none of its texts, but only previews build it: it is not a screen with its copy rewritten, it is never shown.
    @Test func aFolderNamedScreenWhoseViewOnlyPreviewsBuildIsBuiltAndNeverShown() throws {
        let a = try TrustMatchTests.analyze([
            "design/photo-selection/code.html": Self.page,
            "app/Album.swift": Self.app(shownTexts: ["Annulla"])
        ])
        let built = a.findings.filter { $0.rule == "screen.missing" && $0.title.contains("is built as `PhotoSelectionView`") }
        #expect(built.count == 1, "\(a.findings.map(\.title))")
        #expect(!a.findings.contains { $0.title.contains("copy") || $0.message.contains("copy was likely rewritten") })
    }

    @Test func withoutAShownViewShowingItsTextsTheDraftIsBuiltAndNeverShown() throws {
        // The shown picker has one of the screen's texts only: no evidence it draws this screen.
        let a = try TrustMatchTests.analyze([
            "design/photo-selection.html": Self.page,
            "app/Album.swift": Self.app(shownTexts: ["Analizza", "Annulla"])
        ])
        let built = a.findings.filter { $0.rule == "screen.missing" && $0.title.contains("is built as `PhotoSelectionView`") }
        #expect(built.count == 1, "\(a.findings.map(\.title))")
        #expect(built.first?.severity == .medium)
    }

    /// A weekly page whose file names it one way and whose header another; the app's view is named after the header.
    static let weekly = """
        <!DOCTYPE html><html lang="it"><head><title>Raccolta</title></head>
        <body><header><h1>Momenti della settimana</h1></header>
        <section><h2>Lunedì</h2></section><section><h2>Martedì</h2></section><button>Crea il diario</button></body></html>
        """

    static func titledDraft(_ name: String) -> String {
        """

        struct \(name): View {
            var body: some View { List { Text("Caricamento…") }.navigationTitle("Momenti della settimana") }
        }

        #Preview { \(name)() }
        """
    }

    static func weeklyApp(titledViews: [String]) -> String {
        """
        import SwiftUI

        @main struct AlbumApp: App { var body: some Scene { WindowGroup { StartView() } } }

        struct StartView: View {
            var body: some View { Text("Benvenuto") }
        }
        """ + titledViews.map(titledDraft).joined() + "\n"
    }

    @Test func aScreenWhoseOnlyViewIsTitledLikeItAndBuiltByPreviewsIsBuiltNotMissing() throws {
        let a = try TrustMatchTests.analyze([
            "design/weekly-photo-collection.html": Self.weekly, "app/Album.swift": Self.weeklyApp(titledViews: ["WeekMomentsView"])
        ])
        let screen = a.findings.filter { $0.rule == "screen.missing" && $0.expected?.name == "weekly-photo-collection" }
        #expect(screen.count == 1, "\(a.findings.map(\.title))")
        #expect(screen.first?.title.contains("is built as `WeekMomentsView`") == true, "\(screen.map(\.title))")
        #expect(screen.first?.severity == .medium)
        #expect(screen.first?.message.contains("titled") == true, "\(screen.map(\.message))")
    }

    @Test func twoUnshownViewsTitledAlikeTellNothingAndTheScreenStaysMissing() throws {
        let a = try TrustMatchTests.analyze([
            "design/weekly-photo-collection.html": Self.weekly,
            "app/Album.swift": Self.weeklyApp(titledViews: ["WeekMomentsView", "OldMomentsView"])
        ])
        let screen = a.findings.filter { $0.rule == "screen.missing" && $0.expected?.name == "weekly-photo-collection" }
        #expect(screen.count == 1, "\(a.findings.map(\.title))")
        #expect(screen.first?.title.contains("has no view in code") == true, "\(screen.map(\.title))")
        #expect(screen.first.map { [.critical, .medium].contains($0.severity) } == true)
    }
}
