import Foundation
import GapCheckModel
import Testing

@testable import CodeReader

/// Views that write localization keys show their string table's texts in the development language: String Catalogs
/// (plural variations, keys that are their own text), `.strings` files (UTF-16, comments, escapes, another language as
/// the development region), the table nearest the code; a key no table holds stays as written.
@Suite("Localized texts")
struct LocalizedTextTests {
    private func read(_ files: [String: [UInt8]]) throws -> Inventory {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gapcheck-cr-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        for (name, bytes) in files {
            let url = dir.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        return try CodeReader.read(roots: [dir.path])
    }

    private static func utf8(_ s: String) -> [UInt8] { Array(s.utf8) }
    private static func utf16LE(_ s: String) -> [UInt8] { [0xFF, 0xFE] + s.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } }
    private func texts(_ inventory: Inventory, _ view: String) -> [String] {
        inventory.views.first { $0.name == view }?.texts.map(\.text) ?? []
    }

    static let reminders = """
        import SwiftUI

        struct RemindersScreen: View {
            let count: Int
            var body: some View {
                NavigationStack {
                    List {
                        Section("reminders.section.today") { Text("\\(count) reminders") }
                        Text("Save changes")
                        Text("account.delete")
                        Button(String(localized: "reminders.action.add")) {}
                    }
                    .navigationTitle("reminders.title")
                }
            }
        }
        """

    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld reminders" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld reminder" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld reminders due" } } } } },
                "nl" : { "stringUnit" : { "state" : "translated", "value" : "%lld herinneringen" } }
              }
            },
            "Save changes" : { },
            "reminders.action.add" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "New reminder" } } } },
            "reminders.section.today" : { "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "Due today" } },
              "nl" : { "stringUnit" : { "state" : "translated", "value" : "Vandaag" } } } },
            "reminders.title" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Reminders" } } } }
          },
          "version" : "1.0"
        }
        """

    @Test func aCatalogShowsItsSourceLanguagesTexts() throws {
        let inventory = try read(["App/RemindersScreen.swift": Self.utf8(Self.reminders), "App/Localizable.xcstrings": Self.utf8(Self.catalog)])
        let shown = texts(inventory, "RemindersScreen")
        #expect(shown.contains("Due today"), "\(shown)")
        #expect(shown.contains("Reminders"), "\(shown)")
        #expect(shown.contains("New reminder"), "\(shown)")
        // A plural shows its `other` form, the interpolation where the specifier was.
        #expect(shown.contains("\\(count) reminders due"), "\(shown)")
        // A key that is its own English text, and a text no table holds though it looks like a key, stay as written.
        #expect(shown.contains("Save changes"), "\(shown)")
        #expect(shown.contains("account.delete"), "\(shown)")
        #expect(!shown.contains { $0.hasPrefix("reminders.") }, "\(shown)")
        #expect(inventory.elements.contains { $0.text == "Due today" }, "\(inventory.elements.compactMap(\.text))")
        #expect(inventory.files.contains { $0.hasSuffix("Localizable.xcstrings") })
    }

    @Test func withoutATableKeysStayAsWritten() throws {
        let inventory = try read(["App/RemindersScreen.swift": Self.utf8(Self.reminders)])
        let shown = texts(inventory, "RemindersScreen")
        #expect(shown.contains("reminders.section.today") && shown.contains("\\(count) reminders"), "\(shown)")
    }

    static let profile = """
        import UIKit

        final class ProfileViewController: UIViewController {
            private let headerLabel = UILabel()
            private let hintLabel = UILabel()
            override func viewDidLoad() {
                super.viewDidLoad()
                title = NSLocalizedString("profile.title", comment: "Screen title")
                headerLabel.text = NSLocalizedString("profile.header", comment: "")
                hintLabel.text = NSLocalizedString("profile.hint", comment: "")
            }
        }
        """

    @Test func stringsFilesOfTheProjectsDevelopmentRegion() throws {
        let german = """
            /* Profil */
            "profile.title" = "Profil";
            // Kopfzeile
            "profile.header" = "Profil \\"bearbeiten\\"";
            "profile.hint" = "Tippe auf ein Feld\\nzum \\U00C4ndern";
            """
        let english = """
            "profile.title" = "Profile";
            "profile.header" = "Edit profile";
            """
        let inventory = try read([
            "Shop/ProfileViewController.swift": Self.utf8(Self.profile),
            "Shop/de.lproj/Localizable.strings": Self.utf16LE(german),
            "Shop/en.lproj/Localizable.strings": Self.utf8(english),
            "Shop.xcodeproj/project.pbxproj": Self.utf8("// !$*UTF8*$!\n{ objects = { A = { developmentRegion = de; knownRegions = (en, de, Base); }; }; }\n")
        ])
        let shown = texts(inventory, "ProfileViewController")
        #expect(shown.contains("Profil"), "\(shown)")
        #expect(shown.contains("Profil \"bearbeiten\""), "\(shown)")
        #expect(shown.contains("Tippe auf ein Feld\nzum Ändern"), "\(shown)")
        #expect(!shown.contains("Edit profile"), "\(shown)")
    }

    @Test func withoutADevelopmentRegionBaseThenEnglish() throws {
        let inventory = try read([
            "Shop/ProfileViewController.swift": Self.utf8(Self.profile),
            "Shop/fr.lproj/Localizable.strings": Self.utf8("\"profile.title\" = \"Profil\";\n"),
            "Shop/en.lproj/Localizable.strings": Self.utf8("\"profile.title\" = \"Your profile\";\n")
        ])
        #expect(texts(inventory, "ProfileViewController").contains("Your profile"))
        // Two languages, neither the development one nor English: which one users see is unknown, keys stay.
        let unknown = try read([
            "Shop/ProfileViewController.swift": Self.utf8(Self.profile),
            "Shop/fr.lproj/Localizable.strings": Self.utf8("\"profile.title\" = \"Profil\";\n"),
            "Shop/it.lproj/Localizable.strings": Self.utf8("\"profile.title\" = \"Profilo\";\n")
        ])
        #expect(texts(unknown, "ProfileViewController").contains("profile.title"))
    }

    @Test func theOtherLanguagesAreIndexedByTheShownText() throws {
        // A catalog's other localizations, interpolations written back; `.strings` files' other languages of the same
        // table. The development language's own text and a value equal to the key are not translations.
        let catalog = try read(["App/RemindersScreen.swift": Self.utf8(Self.reminders), "App/Localizable.xcstrings": Self.utf8(Self.catalog)])
        #expect(catalog.translations["Due today"] == ["Vandaag"], "\(catalog.translations)")
        #expect(catalog.translations["\\(count) reminders due"] == ["\\(count) herinneringen"], "\(catalog.translations)")
        #expect(catalog.translations["New reminder"] == nil && catalog.translations["Save changes"] == nil, "\(catalog.translations)")
        let files = try read([
            "Shop/ProfileViewController.swift": Self.utf8(Self.profile),
            "Shop/en.lproj/Localizable.strings": Self.utf8("\"profile.title\" = \"Profile\";\n\"profile.header\" = \"Edit profile\";\n"),
            "Shop/ko.lproj/Localizable.strings": Self.utf8("\"profile.title\" = \"프로필\";\n\"profile.header\" = \"Edit profile\";\n"),
            "Shop/fi.lproj/Localizable.strings": Self.utf8("\"profile.title\" = \"Profiili\";\n")
        ])
        #expect(texts(files, "ProfileViewController").contains("Profile"))
        #expect(files.translations["Profile"] == ["Profiili", "프로필"], "\(files.translations)")
        #expect(files.translations["Edit profile"] == nil, "\(files.translations)")
    }

    @Test func theTableNearestTheCodeWins() throws {
        let view = "import SwiftUI\nstruct CartView: View { var body: some View { Text(\"cart.title\") } }\n"
        let inventory = try read([
            "App/Cart/CartView.swift": Self.utf8(view),
            "App/Resources/Localizable.xcstrings": Self.utf8(
                #"{"sourceLanguage":"en","strings":{"cart.title":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Your bag"}}}}}}"#),
            "Packages/Checkout/Sources/Resources/Localizable.xcstrings": Self.utf8(
                #"{"sourceLanguage":"en","strings":{"cart.title":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Checkout"}}}}}}"#)
        ])
        #expect(texts(inventory, "CartView") == ["Your bag"])
    }

    @Test func aMalformedCatalogIsOneWarningAndTheRunGoesOn() throws {
        let inventory = try read([
            "App/RemindersScreen.swift": Self.utf8(Self.reminders), "App/Localizable.xcstrings": Self.utf8("{ \"sourceLanguage\": \"en\", \"strings\": "),
            "App/en.lproj/Settings.strings": Self.utf8("\"a\" = \"b\"\n\"c\" = \"d\";\n")
        ])
        let warnings = inventory.diagnostics.filter { $0.location.file.hasSuffix("Localizable.xcstrings") }
        #expect(warnings.count == 1, "\(inventory.diagnostics)")
        let strings = try #require(inventory.diagnostics.first { $0.location.file.hasSuffix("Settings.strings") }, "\(inventory.diagnostics)")
        #expect(strings.location.line == 2)
        #expect(texts(inventory, "RemindersScreen").contains("reminders.title"))
    }

    @Test func formatStringsAndWrittenLiteralsSplitAtTheirPlaceholders() {
        let format = FormatPieces(format: "%2$@ of %1$lld · 100%% done, %.1f km")
        #expect(format.fixed == ["", " of ", " · 100% done, ", " km"])
        #expect(format.positions == [2, 1, nil])
        #expect(format.written(with: ["total", "done"]) == "\\(done) of \\(total) · 100% done, \\(…) km")
        #expect(FormatPieces(format: "50% off").positions.isEmpty)
        let written = FormatPieces(written: "\\(items.count(where: { $0.done })) of \\(total) \\u{2014} \\\"ok\\\"")
        #expect(written.expressions == ["items.count(where: { $0.done })", "total"])
        #expect(written.fixed == ["", " of ", " — \"ok\""])
    }

    @Test func stringsTextsInEveryEncodingAndSpelling() throws {
        let text = "/* c */ greeting = \"Hallo\";\n\"bye\" = \"Tsch\\u00FCss\"; // end\n\"only\";\n"
        for bytes in [Self.utf8(text), Self.utf16LE(text), [0xEF, 0xBB, 0xBF] + Self.utf8(text)] {
            let decoded = try #require(StringsFileReader.decode(bytes))
            #expect(try StringsFileReader.parse(decoded) == ["greeting": "Hallo", "bye": "Tschüss", "only": "only"])
        }
    }
}
