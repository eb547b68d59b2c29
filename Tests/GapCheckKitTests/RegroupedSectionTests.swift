import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit

/// Sections the app shows under its own headings: a German permissions screen whose cards the app groups as
/// `Section("Fotomediathek")` / `Section("Standortdienste")` with the cards' action, and a Japanese confirmation the
/// app asks with `.confirmationDialog`. Those are there in other words (low); a section the app has no group or
/// dialog for stays critical.
@Suite struct RegroupedSectionTests {
    static let berechtigungen = """
        <!DOCTYPE html><html lang="de"><head><title>Berechtigungen</title><style>
        body { background: #FAFAF7; color: #202020; } .karte { border-radius: 12px; padding: 16px; background: #FFFFFF; }
        </style></head><body>
        <div class="geraet" data-screen="berechtigungen">
          <h1>Berechtigungen</h1>
          <section class="karte"><h2>Fotozugriff</h2><p>Voller Zugriff erlaubt</p><p>Die App sieht alle Fotos.</p>
            <button>In den iOS-Einstellungen ändern</button></section>
          <section class="karte"><h2>Standortzugriff</h2><p>Nicht erlaubt</p><p>Mit dem Standort werden Orte genauer erkannt.</p>
            <button>Zugriff gewähren</button></section>
          <section class="karte"><h2>Sicherung</h2><p>Zuletzt gesichert: gestern</p><button>Jetzt sichern</button></section>
        </div>
        </body></html>
        """

    static let berechtigungenApp = """
        import SwiftUI

        struct BerechtigungenView: View {
            @State private var fotoStatus = "Erlaubt"
            var body: some View {
                List {
                    Section("Fotomediathek") {
                        HStack { Text("Status"); Spacer(); Text(fotoStatus) }
                        Button("In den Einstellungen ändern") {}
                    }
                    Section("Standortdienste") {
                        HStack { Text("Status"); Spacer(); Text("Unbekannt") }
                        Button("In den Einstellungen ändern") {}
                    }
                }
                .navigationTitle("Berechtigungen")
            }
        }
        """

    @Test func sectionsTheViewGroupsUnderItsOwnHeadingsAreLow() throws {
        let a = try DesignTrustTests.run(
            design: ["berechtigungen.html": Self.berechtigungen], app: ["BerechtigungenView.swift": Self.berechtigungenApp])
        let sections = a.findings.filter { $0.rule == "section.missing" }
        // The photo card: the view's "Fotomediathek" group offers its action, in a shorter wording.
        let foto = try #require(sections.first { $0.title.contains("\"Fotozugriff\"") }, "\(sections.map(\.title))")
        #expect(foto.severity == .low, "\(foto.message)")
        #expect(foto.message.contains("\"Fotomediathek\""), "\(foto.message)")
        // The location card's action differs, but its heading is echoed by a group and its sibling card is regrouped.
        let standort = try #require(sections.first { $0.title.contains("\"Standortzugriff\"") }, "\(sections.map(\.title))")
        #expect(standort.severity == .low, "\(standort.message)")
        // A card the app has no group for, nor its action, stays critical.
        let sicherung = try #require(sections.first { $0.title.contains("\"Sicherung\"") }, "\(sections.map(\.title))")
        #expect(sicherung.severity == .critical, "\(sicherung.message)")
    }

    @Test func anEchoedHeadingAloneIsNotEnough() throws {
        // One card whose heading shares a word with the view's group, but whose action the view lacks, and no other
        // section of the page is there: the group may be another thing about photos.
        let design = """
            <!DOCTYPE html><html lang="de"><head><title>Fotos</title></head><body>
            <div data-screen="fotos"><h1>Fotos</h1>
            <section><h2>Fotosicherung</h2><p>Zuletzt gestern</p><button>Jetzt sichern</button></section>
            </div></body></html>
            """
        let app = """
            import SwiftUI

            struct FotosView: View {
                var body: some View {
                    List { Section("Fotomediathek") { Button("Fotos auswählen") {} } }.navigationTitle("Fotos")
                }
            }
            """
        let a = try DesignTrustTests.run(design: ["fotos.html": design], app: ["FotosView.swift": app])
        let section = try #require(a.findings.first { $0.rule == "section.missing" && $0.title.contains("Fotosicherung") })
        #expect(section.severity != .low, "\(section.message)")
    }

    static let datenDialog = """
        <!DOCTYPE html><html lang="ja"><head><title>データ管理</title></head><body>
        <div data-screen="data-settings"><h1>データ管理</h1>
          <p>保存されている記録: 12件</p>
          <div class="modal"><h2>本当に削除しますか?</h2><p>この操作は取り消せません。</p>
            <button>キャンセル</button><button>削除</button></div>
        </div></body></html>
        """

    @Test func aDesignedDialogTheViewAsksWithADialogIsLow() throws {
        let app = """
            import SwiftUI

            struct DataSettingsView: View {
                @State private var asking = false
                var body: some View {
                    List { Button("記録をすべて削除") { asking = true } }
                        .navigationTitle("データ管理")
                        .confirmationDialog("すべての記録を消去しますか?", isPresented: $asking) {
                            // The system adds the dialog's cancel button.
                            Button("削除", role: .destructive) {}
                        }
                }
            }
            """
        let a = try DesignTrustTests.run(design: ["data-settings.html": Self.datenDialog], app: ["DataSettingsView.swift": app])
        let section = try #require(a.findings.first { $0.rule == "section.missing" && $0.title.contains("本当に削除しますか") })
        #expect(section.severity == .low, "\(section.message)")
        #expect(section.message.contains("confirmationDialog"), "\(section.message)")
    }

    @Test func theSameActionsWithoutADialogStayMissing() throws {
        // The view offers the same two buttons, but asks nothing: the confirmation the design draws is not there.
        let app = """
            import SwiftUI

            struct DataSettingsView: View {
                var body: some View {
                    List { Button("削除") {}; Button("キャンセル") {} }.navigationTitle("データ管理")
                }
            }
            """
        let a = try DesignTrustTests.run(design: ["data-settings.html": Self.datenDialog], app: ["DataSettingsView.swift": app])
        let section = try #require(a.findings.first { $0.rule == "section.missing" && $0.title.contains("本当に削除しますか") })
        #expect(section.severity == .critical, "\(section.message)")
    }

    @Test func shorterWordingsOfALabelCountAsShown() {
        let shown: [Set<Substring>] = [["clear", "cache"], ["delete"]]
        #expect(SectionMissingCheck.labelShown("Clear cache 234 MB", shown: shown))
        // One word is too little to stand for a longer label, and a text with words the label lacks is another text.
        #expect(!SectionMissingCheck.labelShown("Delete account", shown: shown))
        #expect(SectionMissingCheck.labelShown("Cache", shown: [["clear", "cache", "now"]]))
        #expect(!SectionMissingCheck.labelShown("Clear photos", shown: shown))
    }

    @Test func wordsOfDenseScriptsCountFromTwoCharacters() {
        #expect(SectionMissingCheck.roots(["사진", "접근"], dense: true) == ["사진", "접근"])
        #expect(SectionMissingCheck.roots(["設定"], dense: true) == ["設定"])
        // Short words of a cased script still say nothing, and outside the group-heading echo neither do short dense ones.
        #expect(SectionMissingCheck.roots(["my", "app"], dense: true).isEmpty)
        #expect(SectionMissingCheck.roots(["사진", "접근"]).isEmpty)
    }
}
