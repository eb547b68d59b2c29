import GapCheckModel
import Testing

@testable import CodeReader

/// `String(localized: "key", defaultValue: "…")` and `NSLocalizedString("key", value: "…", comment:)` show their default
/// in the development language (Xcode's tables take it from there), never the key, with or without a table; the other
/// languages' texts are found by that value. A text the app's own view takes through the view's own computed
/// property (`Etikett(text: zielText)`, the property returning a local constant) is one of the view's texts.
/// Fixture: a German habit tracker with an English translation.
@Suite struct DefaultValueTextTests {
    private func read(_ files: [String: String]) throws -> Inventory { try ViewElementStylingTests.read(files) }

    static let start = """
        import SwiftUI

        struct Etikett: View {
            let text: String
            var body: some View { Text(text).font(.caption) }
        }

        struct StartAnsicht: View {
            let hatZiel: Bool
            let zielName: String
            var body: some View {
                VStack {
                    Text(String(localized: "start.titel", defaultValue: "Dein Tag"))
                    Text(NSLocalizedString("start.serie", value: "Tage in Folge", comment: "Zähler"))
                    Etikett(text: zielText)
                    Etikett(text: String(localized: "start.ohne_vorgabe"))
                }
            }

            private var zielText: String {
                let basis = String(localized: "start.ziel", defaultValue: "Dein Ziel")
                guard hatZiel else { return basis }
                return "\\(basis) · \\(zielName)"
            }

            private var protokoll: String { "debug" }
        }
        """

    static let catalog = """
        {
          "sourceLanguage" : "de",
          "strings" : {
            "start.titel" : { "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Dein Tag" } },
              "en" : { "stringUnit" : { "state" : "translated", "value" : "Your day" } } } },
            "start.ziel" : { "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Dein Ziel" } },
              "en" : { "stringUnit" : { "state" : "translated", "value" : "Your goal" } } } }
          },
          "version" : "1.0"
        }
        """

    private func texts(_ inventory: Inventory) -> Set<String> {
        Set(inventory.views.first { $0.name == "StartAnsicht" }?.texts.map(\.text) ?? [])
    }

    @Test func aDefaultValueIsTheTextWithoutATable() throws {
        let shown = texts(try read(["App/StartAnsicht.swift": Self.start]))
        #expect(shown.isSuperset(of: ["Dein Tag", "Tage in Folge", "Dein Ziel"]), "\(shown.sorted())")
        #expect(shown.isDisjoint(with: ["start.titel", "start.serie", "start.ziel"]), "\(shown.sorted())")
        // A key without a default stays the key when no table holds it; a member no text reads shows nothing.
        #expect(shown.contains("start.ohne_vorgabe"), "\(shown.sorted())")
        #expect(!shown.contains("debug"), "\(shown.sorted())")
    }

    @Test func aDefaultValueKeepsItsTranslations() throws {
        let inventory = try read(["App/StartAnsicht.swift": Self.start, "App/Localizable.xcstrings": Self.catalog])
        let shown = texts(inventory)
        #expect(shown.isSuperset(of: ["Dein Tag", "Dein Ziel"]), "\(shown.sorted())")
        #expect(inventory.translations["Dein Tag"] == ["Your day"], "\(inventory.translations)")
        #expect(inventory.translations["Dein Ziel"] == ["Your goal"], "\(inventory.translations)")
    }
}
