import Foundation
import GapCheckModel
import SwiftParser
import Testing

@testable import CodeReader

/// Texts behind the app's own localization wrappers: a function declared in the app that turns its key parameter
/// into a text (`Loc.t("…")`, `"…".localized`, a wrapper of a wrapper) shows the literal passed to it, as `Text("…")`
/// would, and the string table's value for it; a function that logs a string or uses it as a name shows nothing.
@Suite("Localization wrappers")
struct LocalizationWrapperTests {
    private func read(_ files: [String: String]) throws -> Inventory { try ViewElementStylingTests.read(files) }

    private func texts(_ inventory: Inventory, _ view: String) -> [String] {
        inventory.views.first { $0.name == view }?.texts.map(\.text) ?? []
    }

    /// A German app: the wrapper (NSLocalizedString of its parameter) sits in another file than its calls, and one key is
    /// an identifier its `.strings` table resolves.
    static let loc = """
        import Foundation

        enum Loc {
            static func t(_ key: String) -> String {
                NSLocalizedString(key, comment: "")
            }
        }
        """

    static let profile = """
        import SwiftUI

        struct ProfileScreen: View {
            var body: some View {
                List {
                    Text(Loc.t("profile.title")).font(.headline)
                    SettingsRow(title: Loc.t("Benachrichtigungen"))
                    sectionTitle(Loc.t("Konto"))
                }
            }

            private func sectionTitle(_ title: String) -> some View {
                Text(title).font(.caption)
            }
        }

        struct SettingsRow: View {
            let title: String
            var body: some View { Text(title) }
        }
        """

    static let catalog = """
        {
          "sourceLanguage" : "de",
          "strings" : {
            "Konto" : { },
            "profile.title" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Profil" } } } }
          },
          "version" : "1.0"
        }
        """

    @Test func aWrapperDeclaredInAnotherFileShowsItsLiteral() throws {
        let inventory = try read([
            "App/Support/Loc.swift": Self.loc, "App/Screens/ProfileScreen.swift": Self.profile,
            "App/Localizable.xcstrings": Self.catalog
        ])
        let shown = texts(inventory, "ProfileScreen")
        #expect(shown.contains("Profil"), "\(shown)")
        #expect(shown.contains("Benachrichtigungen"), "\(shown)")
        #expect(shown.contains("Konto"), "\(shown)")
        // The element reads the text too, with its style.
        #expect(inventory.elements.contains { $0.view == "ProfileScreen" && $0.text == "Profil" }, "\(inventory.elements.map(\.text))")
    }

    /// A Japanese app: `String` extension members that localize `self`, as a property and as a method, one through the
    /// other.
    static let stringExtension = """
        import Foundation

        extension String {
            var localized: String { String(localized: String.LocalizationValue(self)) }
            func localized(comment: String) -> String { NSLocalizedString(self, comment: comment) }
            var uiText: String { localized }
        }
        """

    static let settings = """
        import SwiftUI

        struct SettingsView: View {
            var body: some View {
                Form {
                    Text("設定".localized)
                    Label("通知".localized(comment: "row"), systemImage: "bell")
                    Button("ヘルプ".uiText) {}
                }
            }
        }
        """

    @Test func stringExtensionMembersLocalizeTheirReceiver() throws {
        let inventory = try read(["Sources/Util/String+L10n.swift": Self.stringExtension, "Sources/SettingsView.swift": Self.settings])
        let shown = texts(inventory, "SettingsView")
        #expect(shown.contains("設定"), "\(shown)")
        #expect(shown.contains("通知"), "\(shown)")
        #expect(shown.contains("ヘルプ"), "\(shown)")
    }

    /// A Spanish app: a typed wrapper (`LocalizedStringResource` parameter) and a wrapper calling a shared localizer's
    /// `Bundle.localizedString(forKey:)` through another wrapper, called through the type's shared instance.
    static let localizer = """
        import Foundation

        func tr(_ resource: LocalizedStringResource) -> String { String(localized: resource) }

        final class Localizer {
            static let shared = Localizer()
            private let bundle = Bundle.main
            func lookup(_ key: String) -> String { bundle.localizedString(forKey: key, value: nil, table: "Main") }
        }

        struct Strings {
            static func text(_ key: String, fallback: String = "") -> String { Localizer.shared.lookup(key) }
        }
        """

    static let home = """
        import SwiftUI

        struct HomeView: View {
            var body: some View {
                VStack {
                    Text(tr("Inicio"))
                    Text(Strings.text("Mis viajes"))
                    Text(Localizer.shared.lookup("Ajustes"))
                }
                .navigationTitle(Strings.text("Resumen"))
            }
        }
        """

    @Test func typedAndChainedWrappersShowTheirLiterals() throws {
        let inventory = try read(["App/Localizer.swift": Self.localizer, "App/HomeView.swift": Self.home])
        let shown = texts(inventory, "HomeView")
        for text in ["Inicio", "Mis viajes", "Ajustes", "Resumen"] { #expect(shown.contains(text), "\(text): \(shown)") }
    }

    /// Functions that take a string and return one without localizing it: a logger, a path builder, a preference read
    /// by key, and strings that name an image, a color or an event.
    static let notWrappers = """
        import SwiftUI

        enum Log {
            static func info(_ message: String) -> String { print(message); return message }
        }
        enum Paths {
            static func icon(_ name: String) -> String { "icons/" + name }
        }
        enum Prefs {
            static func value(_ key: String) -> String { UserDefaults.standard.string(forKey: key) ?? "" }
        }
        enum Analytics {
            static func track(_ event: String) {}
        }

        struct DebugView: View {
            var body: some View {
                VStack {
                    Text(Log.info("Render started"))
                    Text(Paths.icon("Settings"))
                    Text(Prefs.value("Nickname"))
                    Image("Header Art")
                    Color("Brand Blue")
                }
                .onAppear { Analytics.track("Debug Opened") }
            }
        }
        """

    @Test func functionsThatDoNotLocalizeShowNothing() throws {
        let inventory = try read(["App/DebugView.swift": Self.notWrappers])
        let shown = texts(inventory, "DebugView")
        for text in ["Render started", "Settings", "Nickname", "Header Art", "Brand Blue", "Debug Opened"] {
            #expect(!shown.contains(text), "\(text): \(shown)")
        }
        #expect(!inventory.elements.contains { $0.text == "Render started" || $0.text == "Nickname" })
    }

    /// A French app: the wrapper the views call is declared in a file with no localization API in it at all: it only
    /// hands its key to another file's wrapper (`Traduction.texte` → `Localizer.shared.lookup`), and a view declares
    /// its own wrapper beside its calls.
    static let traduction = """
        import Foundation

        enum Traduction {
            static func texte(_ cle: String) -> String { Localizer.shared.lookup(cle) }
        }
        """

    static let panier = """
        import SwiftUI

        struct PanierView: View {
            var body: some View {
                VStack {
                    Text(Traduction.texte("Mon panier"))
                    Text(ligne("Livraison offerte"))
                }
            }

            private func ligne(_ cle: String) -> String { NSLocalizedString(cle, comment: "") }
        }
        """

    @Test func aWrapperOfAWrapperDeclaredInAThirdFileShowsItsLiteral() throws {
        let inventory = try read([
            "App/Localizer.swift": Self.localizer, "App/Traduction.swift": Self.traduction, "App/PanierView.swift": Self.panier,
            "App/DebugView.swift": Self.notWrappers
        ])
        let shown = texts(inventory, "PanierView")
        for text in ["Mon panier", "Livraison offerte"] { #expect(shown.contains(text), "\(text): \(shown)") }
        // A file naming no wrapper reads as before.
        #expect(!texts(inventory, "DebugView").contains("Settings"))
    }

    @Test func wrappersDifferingBetweenTwoReadingsAreNamed() {
        let app = LocalizationWrappers.resolved(
            LocalizationWrappers.declarations(in: Parser.parse(source: Self.localizer + Self.traduction + Self.stringExtension)))
        let own = LocalizationWrappers.resolved(LocalizationWrappers.declarations(in: Parser.parse(source: Self.localizer)))
        #expect(!app.isEmpty && own.isEmpty == false)
        let names = app.names(differingFrom: own)
        #expect(names.contains("texte"))
        #expect(!names.contains("lookup") && !names.contains("tr"), "\(names)")
        #expect(app.names(differingFrom: app).isEmpty)
        #expect(LocalizationWrappers().isEmpty)
    }

    /// An Italian app with SwiftGen's strings file (generated, read for its declarations), R.swift-style accessor
    /// functions, and hand-written constants over a `String` member; two enums share an accessor's name.
    static let swiftGen = """
        // swiftlint:disable all
        // Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen

        import Foundation

        internal enum L10n {
          internal enum Impostazioni {
            /// Impostazioni
            internal static let titolo = L10n.tr("Localizable", "impostazioni.titolo", fallback: "Impostazioni")
          }
          internal enum Profilo {
            internal static let titolo = L10n.tr("Localizable", "profilo.titolo", fallback: "Profilo")
            internal static func messaggi(_ p1: Int) -> String {
              return L10n.tr("Localizable", "profilo.messaggi", p1, fallback: "%d messaggi")
            }
          }
        }

        extension L10n {
          private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
            let format = BundleToken.bundle.localizedString(forKey: key, value: value, table: table)
            return String(format: format, locale: Locale.current, arguments: args)
          }
        }
        """

    static let rStrings = """
        import Foundation

        struct R {
          struct string {
            struct localizable {
              static func esci(preferredLanguages: [String]? = nil) -> String {
                guard let preferredLanguages = preferredLanguages else {
                  return NSLocalizedString("azioni.esci", tableName: "Localizable", comment: "")
                }
                guard !preferredLanguages.isEmpty else { return "azioni.esci" }
                return NSLocalizedString("azioni.esci", tableName: "Localizable", comment: "")
              }
            }
          }
        }

        enum Testi {
          static let annulla = "comune.annulla".localized
          static var salva: String { "comune.salva".localized }
          static let aiuto = Bundle.main.localizedString(forKey: "comune.aiuto", value: nil, table: nil)
          static let percorso = "api/utenti"
          static func intestazione(_ nome: String) -> String { "Ciao " + nome }
        }

        extension String {
          var localized: String { NSLocalizedString(self, comment: "") }
        }
        """

    static let impostazioni = """
        import SwiftUI

        struct ImpostazioniView: View {
            var body: some View {
                List {
                    Text(L10n.Impostazioni.titolo)
                    Text(L10n.Profilo.messaggi(3))
                    Button(Testi.annulla) {}
                    Button(Testi.salva) {}
                    Button(Testi.aiuto) {}
                    Button(R.string.localizable.esci()) {}
                    Text(Testi.percorso)
                    Text(Testi.intestazione("Anna"))
                }
                .navigationTitle(L10n.Profilo.titolo)
            }
        }
        """

    static let strings = """
        "impostazioni.titolo" = "Impostazioni";
        "profilo.titolo" = "Profilo";
        "profilo.messaggi" = "%d messaggi";
        "comune.annulla" = "Annulla";
        "comune.salva" = "Salva";
        "comune.aiuto" = "Aiuto";
        "azioni.esci" = "Esci";
        """

    @Test func accessorsOfGeneratedAndHandWrittenStringTablesShowTheirTexts() throws {
        let inventory = try read([
            "App/Generated/Strings.swift": Self.swiftGen, "App/Support/Testi.swift": Self.rStrings,
            "App/ImpostazioniView.swift": Self.impostazioni, "App/it.lproj/Localizable.strings": Self.strings
        ])
        let shown = texts(inventory, "ImpostazioniView")
        for text in ["Impostazioni", "Profilo", "Annulla", "Salva", "Aiuto", "Esci"] { #expect(shown.contains(text), "\(text): \(shown)") }
        // The format's placeholder is a value, as in any other text.
        #expect(shown.contains { $0.hasSuffix(" messaggi") && !$0.hasPrefix("profilo") }, "\(shown)")
        // Constants and functions that localize nothing stay no text, and no key is shown raw.
        for text in ["api/utenti", "Ciao ", "impostazioni.titolo", "profilo.titolo", "azioni.esci"] {
            #expect(!shown.contains(text), "\(text): \(shown)")
        }
        #expect(inventory.elements.contains { $0.view == "ImpostazioniView" && $0.text == "Annulla" }, "\(inventory.elements.map(\.text))")
    }
}
