import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import MockupReader

/// A word an icon font draws as one symbol (`<span class="material-icons-round">tune</span>`, a class whose rule sets an
/// icon font loaded by `@font-face`) is an icon: 3:1 for contrast, never a label, a section word or a text of the app.
/// A class that only mentions "icon" (`.icon-label`) without an icon font keeps its words.
@Suite struct IconFontLigatureTests {
    /// A German settings screen: grey #8A8A8A on white is 3.45:1 (passes 3:1, fails 4.5:1).
    private static let einstellungen = """
        <!DOCTYPE html><html><head><title>Einstellungen</title>
        <link rel="stylesheet" href="https://fonts.googleapis.com/icon?family=Material+Icons+Round">
        <style>
        @font-face { font-family: 'Hausschrift'; src: url(schriften/haus-icons.woff2) format('woff2'); }
        body { background: #FFFFFF; font-size: 15px; color: #111111; }
        .pfeil { font-family: 'Hausschrift'; color: #8A8A8A; font-size: 16px; }
        .symbol { color: #8A8A8A; font-size: 16px; }
        .icon-label { color: #8A8A8A; font-size: 14px; }
        </style></head><body data-screen="einstellungen">
        <h2><span class="material-icons-round symbol">tune</span> Filter</h2>
        <div class="zeile"><span class="label">Benachrichtigungen</span><span class="pfeil">arrow_forward</span></div>
        <p><span class="icon-label">Profil bearbeiten</span></p>
        </body></html>
        """

    private static let view = """
        import SwiftUI
        struct EinstellungenView: View {
            var body: some View {
                List {
                    Section("Filter") { Text("Benachrichtigungen") }
                    Text("Profil bearbeiten")
                }
            }
        }
        """

    @Test func iconFontFamiliesAreKnownByNameOrByTheirFontFile() {
        #expect(IconFontLigatures.namesIconFont("Material Symbols Outlined"))
        #expect(IconFontLigatures.namesIconFont("Material Icons Round"))
        #expect(IconFontLigatures.namesIconFont("Font Awesome 6 Free"))
        #expect(IconFontLigatures.namesIconFont("url(schriften/haus-icons.woff2)"))
        #expect(!IconFontLigatures.namesIconFont("Inter"))
        #expect(!IconFontLigatures.namesIconFont("Iconic Serif"))
        #expect(!IconFontLigatures.namesIconFont("Feathered Sans"))
        #expect(IconFontLigatures.isLigatureName("chevron_right"))
        #expect(!IconFontLigatures.isLigatureName("Profil bearbeiten"))
    }

    @Test func ligaturesAreIconsNotWords() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("ligatur-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: base) }
        try Self.einstellungen.write(to: base.appendingPathComponent("einstellungen.html"), atomically: true, encoding: .utf8)
        let spec = try MockupReader.read(roots: [base.path])
        let icons = Set(spec.colorPairs.compactMap(\.iconGlyph))
        // The Material ligature (class named as the linked family) and the `@font-face` icon font's ligature.
        #expect(icons == ["tune", "arrow_forward"], "\(icons)")
        // Words in a class that merely says "icon" stay text.
        #expect(spec.colorPairs.first { $0.selector == ".icon-label" }?.iconGlyph == nil)
        let screen = try #require(spec.screens.first)
        let words = screen.sections.map(\.title) + screen.labels.map(\.text) + screen.texts
        #expect(!words.contains { $0.contains("tune") || $0.contains("arrow_forward") }, "\(words)")
        #expect(screen.sections.contains { $0.title.contains("Filter") }, "\(screen.sections)")
    }

    @Test func aLigatureIsHeldToThreeToOneAndWordsToFourAndAHalf() throws {
        let a = try DesignTrustTests.run(design: ["einstellungen.html": Self.einstellungen], app: ["EinstellungenView.swift": Self.view])
        let contrast = a.findings.filter { $0.rule == "contrast.insufficient" && $0.title.contains("#8A8A8A") }
        // The two ligatures pass 3:1: only the words of `.icon-label` fail, as text.
        #expect(contrast.count == 1, "\(contrast.map(\.title))")
        #expect(contrast.first?.title.hasSuffix("for text") == true)
        #expect(contrast.first?.message.contains("icon-label") == true, "\(contrast.map(\.message))")
        #expect(!a.findings.contains { $0.message.contains("\"tune\"") || $0.message.contains("arrow_forward") }, "\(a.findings.map(\.title))")
    }
}
