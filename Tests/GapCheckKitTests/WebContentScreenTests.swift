import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit

/// A Safari web extension draws its popup and options in HTML inside the app's sources: a design screen named like a
/// page of the extension is the app's web content (low, "compare in a browser"), never a missing Swift view. A page
/// nothing ships (a mockup kept in the app folder) does not vouch for a screen.
@Suite struct WebContentScreenTests {
    static func page(_ title: String, _ texts: [String]) -> String {
        "<!DOCTYPE html><html><head><title>\(title)</title></head><body><h1>\(texts[0])</h1>"
            + texts.dropFirst().map { "<button>\($0)</button>" }.joined() + "</body></html>"
    }

    static let design = [
        "popup.html": page("Lesezeichen Popup", ["Lesezeichen", "Alle speichern", "Zuletzt gespeichert", "Ordner wählen"]),
        "optionen.html": page("Optionen", ["Optionen", "Tastenkürzel", "Design", "Konto verbinden"]),
        "verlauf.html": page("Verlauf", ["Verlauf", "Heute", "Gestern", "Alles löschen"])
    ]

    static let host = "import SwiftUI\nstruct HostView: View { var body: some View { Text(\"Erweiterung in Safari aktivieren\") } }\n"

    @Test func screensDrawnByTheAppsWebExtensionAreItsWebContent() throws {
        let a = try DesignTrustTests.run(
            design: Self.design,
            app: [
                "Host/HostView.swift": Self.host,
                "Extension/Resources/manifest.json":
                    "{\"manifest_version\": 3, \"name\": \"Lesezeichen\", \"options_ui\": {\"page\": \"pages/optionen.html\"}}",
                // Set by script, named by nothing: still the extension's.
                "Extension/Resources/popup.html": "<!DOCTYPE html><html><body><script src=popup.js></script></body></html>",
                "Extension/Resources/pages/optionen.html": "<!DOCTYPE html><html><body><script src=options.js></script></body></html>",
                // A mockup kept beside the code, in no extension: no app content.
                "Docs/verlauf.html": Self.page("Verlauf", ["Verlauf"])
            ])
        let screens = a.findings.filter { $0.rule == "screen.missing" }
        for name in ["popup", "optionen"] {
            let f = screens.first { $0.expected?.name == name }
            #expect(f?.severity == .low, "\(name): \(screens.map(\.title))")
            #expect(f?.title.contains("web content") == true, "\(name): \(screens.map(\.title))")
        }
        // The screen no shipped page draws stays missing.
        #expect(screens.contains { $0.expected?.name == "verlauf" && $0.severity == .critical }, "\(screens.map(\.title))")
    }

    @Test func aManifestNamingOtherPagesVouchesForNoScreen() throws {
        let a = try DesignTrustTests.run(
            design: Self.design,
            app: [
                "Host/HostView.swift": Self.host,
                // A web app's manifest (no manifest_version) names one page; `mini-popup.html` is not `popup.html`.
                "Web/manifest.json": "{\"name\": \"Lesezeichen\", \"start_url\": \"mini-popup.html\"}",
                "Web/popup.html": "<!DOCTYPE html><html><body></body></html>",
                "Web/mini-popup.html": "<!DOCTYPE html><html><body></body></html>"
            ])
        let screens = a.findings.filter { $0.rule == "screen.missing" }
        // No screen has a view here, so the absences are one critical naming each (`ScreenMissingCheck.noneImplemented`).
        #expect(
            screens.contains { $0.severity == .critical && ($0.expected?.name == "popup" || $0.message.contains("popup")) },
            "\(screens.map { "\($0.severity) \($0.title) \($0.message)" })")
        #expect(!screens.contains { $0.title.contains("web content") }, "\(screens.map(\.title))")
    }
}
