import Foundation
import GapCheckModel
import Testing

@testable import CodeReader

/// Texts behind a hand-written translation helper: a function returning one of its `String` parameters chosen by the
/// app's language (`LanguageChooser`), and members whose value is its call with literal texts. A view showing such a
/// member (`Text(texte.einstellungen)`) shows the fallback language's text, and the others are its translations. A
/// choice between texts that are not translations, and a member name the app declares twice, show nothing new.
@Suite("Language choices")
struct LanguageChoiceTests {
    private func read(_ files: [String: String]) throws -> Inventory { try ViewElementStylingTests.read(files) }

    private func texts(_ inventory: Inventory, _ view: String) -> [String] {
        inventory.views.first { $0.name == view }?.texts.map(\.text) ?? []
    }

    /// German and English: a labelled two-parameter helper on a struct, its members read through an environment value
    /// in another file; one member is a function with an interpolated count.
    static let texte = """
        import SwiftUI

        enum Sprache: String { case deutsch, englisch }

        struct Texte {
            var sprache: Sprache = .englisch

            func tr(de: String, en: String) -> String {
                if sprache == .deutsch { return de }
                return en
            }

            var konto: String { tr(de: "Konto", en: "Account") }
            var speichern: String { tr(de: "Speichern", en: "Save") }
            var abmelden: String { tr(de: "Abmelden", en: "Sign out") }
            func geraete(_ anzahl: Int) -> String { tr(de: "\\(anzahl) Geräte", en: "\\(anzahl) devices") }
            var version: String { "Version" }
        }

        private struct TexteKey: EnvironmentKey { static let defaultValue = Texte() }
        extension EnvironmentValues {
            var texte: Texte {
                get { self[TexteKey.self] }
                set { self[TexteKey.self] = newValue }
            }
        }
        """

    static let kontoView = """
        import SwiftUI

        struct KontoBereich: View {
            @Environment(\\.texte) private var texte
            let anzahl: Int
            var body: some View {
                Form {
                    Text(texte.konto).font(.headline)
                    Text(texte.geraete(anzahl))
                    Label(texte.abmelden, systemImage: "rectangle.portrait.and.arrow.right")
                    Button(texte.speichern) {}
                    Text(texte.version)
                }
            }
        }
        """

    @Test func membersOfAGermanEnglishHelperShowTheirTexts() throws {
        let inventory = try read(["App/Texte.swift": Self.texte, "App/KontoBereich.swift": Self.kontoView])
        let shown = texts(inventory, "KontoBereich")
        // The language the helper falls back to (its last `return`) is the text, the other its translation.
        for text in ["Account", "Sign out", "Save", "\\(anzahl) devices", "Version"] { #expect(shown.contains(text), "\(text): \(shown)") }
        for text in ["Konto", "Abmelden", "Speichern"] { #expect(!shown.contains(text), "\(text): \(shown)") }
        #expect(inventory.translations["Account"] == ["Konto"], "\(inventory.translations)")
        #expect(inventory.translations["Save"] == ["Speichern"], "\(inventory.translations)")
        // A literal beside the choices is the same text in every language: no translation.
        #expect(inventory.translations["Version"] == nil, "\(inventory.translations)")
        #expect(inventory.elements.contains { $0.view == "KontoBereich" && $0.text == "Save" }, "\(inventory.elements.map(\.text))")
        // The helper type is no view, and its members' texts are not texts a model computes.
        #expect(!inventory.computedTexts.contains { $0.text == "Account" || $0.text == "Konto" }, "\(inventory.computedTexts.map(\.text))")
    }

    /// Japanese and English: a singleton class switching over a language enum, named through its type; a model of the
    /// app declares a `String` member of the same name as one of the choices.
    static let strings = """
        import Foundation

        enum AppLanguage { case japanese, english }

        final class Strings {
            static let shared = Strings()
            var language: AppLanguage = .japanese

            private func pick(ja: String, en: String) -> String {
                switch language {
                case .japanese: return ja
                default: return en
                }
            }

            var title: String { pick(ja: "ホーム", en: "Home") }
            var memo: String { pick(ja: "メモ", en: "Notes") }
        }

        struct Note {
            var title: String
            var body: String
        }
        """

    static let homeView = """
        import SwiftUI

        struct HomeScreen: View {
            let notes: [Note]
            var body: some View {
                NavigationStack {
                    List(notes, id: \\.title) { note in
                        Text(note.title)
                    }
                    .navigationTitle(Strings.shared.title)
                    Text(Strings.shared.memo)
                }
            }
        }

        struct NoteRow: View {
            let note: Note
            var body: some View { Text(note.title) }
        }
        """

    @Test func aSwitchOverTheLanguageNamedThroughItsTypeShowsItsTexts() throws {
        let inventory = try read(["App/Strings.swift": Self.strings, "App/HomeScreen.swift": Self.homeView])
        let home = texts(inventory, "HomeScreen")
        #expect(home.contains("Home"), "\(home)")
        #expect(home.contains("Notes"), "\(home)")
        #expect(inventory.translations["Home"] == ["ホーム"], "\(inventory.translations)")
        // `note.title` names no type, and the app declares another `title`: never the choice's text.
        #expect(texts(inventory, "NoteRow").isEmpty, "\(texts(inventory, "NoteRow"))")
    }

    /// Three languages (French, Spanish, English) switched without a default: every case's text is a translation.
    static let libelles = """
        import SwiftUI

        enum Langue { case fr, es, en }

        struct Libelles {
            let langue: Langue
            func choisir(fr: String, es: String, en: String) -> String {
                switch langue {
                case .fr: return fr
                case .es: return es
                case .en: return en
                }
            }
            var panier: String { choisir(fr: "Panier", es: "Carrito", en: "Cart") }
            var payer: String { choisir(fr: "Payer", es: "Pagar", en: "Checkout") }
        }

        struct PanierVue: View {
            let libelles: Libelles
            var body: some View {
                VStack {
                    Text(libelles.panier)
                    Button(libelles.payer) {}
                }
            }
        }
        """

    @Test func aThreeLanguageSwitchKeepsEveryLanguage() throws {
        let inventory = try read(["App/PanierVue.swift": Self.libelles])
        let shown = texts(inventory, "PanierVue")
        #expect(shown.contains("Cart"), "\(shown)")
        #expect(inventory.translations["Cart"] == ["Carrito", "Panier"], "\(inventory.translations)")
        #expect(inventory.translations["Checkout"] == ["Pagar", "Payer"], "\(inventory.translations)")
    }

    /// Helpers choosing by something else than the language, and a choice between two different messages: none of
    /// them is a translation helper.
    static let notTranslations = """
        import SwiftUI

        struct UploadTexts {
            var failed = false
            var compact = false
            var lang = "en"

            func outcome(_ success: String, _ failure: String) -> String { failed ? failure : success }
            func fitting(_ short: String, _ long: String) -> String { compact ? short : long }
            func tint(_ light: Color, _ dark: Color) -> Color { lang == "en" ? light : dark }

            var result: String { outcome("Upload complete", "Upload failed") }
            var action: String { fitting("Retry", "Try the upload again") }
            var status: String { failed ? "Upload failed" : "Upload complete" }
        }

        struct UploadPanel: View {
            let texts: UploadTexts
            var body: some View {
                VStack {
                    Text(texts.result)
                    Button(texts.action) {}
                    Text(texts.status)
                }
            }
        }
        """

    @Test func choicesOverOtherThingsThanTheLanguageAreNoTranslations() throws {
        let inventory = try read(["App/UploadPanel.swift": Self.notTranslations])
        #expect(inventory.translations.isEmpty, "\(inventory.translations)")
        let shown = texts(inventory, "UploadPanel")
        // Texts passed through a helper are no literals the view shows; `texts.status` returns its literals itself, and the
        // panel reads it through a value of its type (`let texts: UploadTexts`), so it shows them (`TypedMemberTextsTests`).
        for text in ["Retry", "Try the upload again"] { #expect(!shown.contains(text), "\(text): \(shown)") }
        #expect(shown.contains("Upload failed") && shown.contains("Upload complete"), "\(shown)")
    }

    /// Two helper types both declaring `title` with their own texts: a use naming no type may mean either.
    static let twoTitles = """
        import SwiftUI

        enum Lingua { case italiano, english }

        struct OnboardingCopy {
            let lingua: Lingua
            func t(_ it: String, _ en: String) -> String { lingua == .italiano ? it : en }
            var title: String { t("Benvenuto", "Welcome") }
            var next: String { t("Avanti", "Next") }
        }

        struct PaywallCopy {
            let lingua: Lingua
            func t(_ it: String, _ en: String) -> String { lingua == .italiano ? it : en }
            var title: String { t("Abbonati", "Subscribe") }
        }

        struct OnboardingPage: View {
            let copy: OnboardingCopy
            let lingua: Lingua
            var body: some View {
                VStack {
                    Text(copy.title)
                    Text(OnboardingCopy(lingua: lingua).title)
                    Button(copy.next) {}
                }
            }
        }
        """

    @Test func aNameTwoHelpersDeclareIsReadOnlyThroughItsType() throws {
        let inventory = try read(["App/OnboardingPage.swift": Self.twoTitles])
        let shown = texts(inventory, "OnboardingPage")
        // `copy.title` is unread; the member named through its type and the app's only `next` are read.
        #expect(shown.filter { $0 == "Welcome" }.count == 1, "\(shown)")
        #expect(!shown.contains("Subscribe"), "\(shown)")
        #expect(shown.contains("Next"), "\(shown)")
        #expect(inventory.translations["Next"] == ["Avanti"], "\(inventory.translations)")
    }

    @Test func languageNamesAndCodes() {
        for name in ["de", "en", "ptBR", "pt_BR", "zhHans", "es-419", "english", "germanText", "EN"] {
            #expect(LanguageChooser.isLanguage(name), "\(name)")
        }
        for name in ["isOn", "toDo", "title", "short", "success", "on", "off", "a", "b", "ptbr"] { #expect(!LanguageChooser.isLanguage(name), "\(name)") }
    }
}
