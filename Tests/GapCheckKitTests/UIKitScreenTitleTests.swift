import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport

/// A UIKit view controller names its screen with its own title (`title = "Konto"`, `navigationItem.title`), as a
/// SwiftUI view does with `.navigationTitle`: a page whose title says the same is that controller's screen, whatever
/// the language of the title and of the type name.
@Suite struct UIKitScreenTitleTests {
    /// A frameless German page named by its file (`vorschau.html`), six rows, of which the app builds one.
    static let page = """
        <!DOCTYPE html><html lang="de"><head><title>Vorschau der Kontoseite</title><style>
        .kopf { font-weight: 600; } .zeile { display: flex; justify-content: space-between; }
        </style></head><body><div class="rahmen">
        <header><a class="zurueck">Zurück</a><h1 class="kopf">Konto</h1></header>
        <section><div class="zeile"><span>Passwort ändern</span><input type="checkbox"></div>
        <div class="zeile"><span>Zwei-Faktor-Anmeldung</span><input type="checkbox"></div>
        <div class="zeile"><span>Benachrichtigungen</span><input type="checkbox"></div>
        <div class="zeile"><span>Newsletter</span><input type="checkbox"></div>
        <div class="zeile"><span>Standort teilen</span><input type="checkbox"></div>
        <div class="zeile"><span>Konto löschen</span><input type="checkbox"></div></section>
        </div></body></html>
        """

    static func controller(_ name: String, superclass: String = "UIViewController", titleLine: String) -> String {
        """
        import UIKit

        final class \(name): \(superclass) {
            let schalter = UISwitch()

            override func viewDidLoad() {
                super.viewDidLoad()
                \(titleLine)
                let zeile = UILabel()
                zeile.text = "Passwort ändern"
                view.addSubview(zeile)
            }
        }
        """
    }

    static func screen(_ a: Analysis) -> ScreenMatch? { a.matches.screens.first }

    @Test(arguments: ["title = \"Konto\"", "self.title = \"Konto\"", "navigationItem.title = \"Konto\""])
    func aControllersOwnTitlePairsItWithThePage(titleLine: String) throws {
        let a = try TrustMatchTests.analyze([
            "design/vorschau.html": Self.page,
            "app/AccountSettingsController.swift": Self.controller("AccountSettingsController", titleLine: titleLine)
        ])
        #expect(Self.screen(a)?.viewName == "AccountSettingsController", "\(a.matches.screens.map { ($0.screen.name, $0.viewName ?? "-") })")
        let missing = a.findings.filter { $0.rule == "screen.missing" && $0.severity != .low }
        #expect(missing.isEmpty, "\(missing.map(\.title))")
    }

    /// Negative: a `title` property of a plain view (`BannerView.title`) names no screen, and a controller titled
    /// otherwise ("Profil") is not the page's.
    @Test func aViewsTitleOrAnotherTitleDoesNotPair() throws {
        let banner = """
            import UIKit

            final class BannerView: UIView {
                var title: String?
                func configure() {
                    title = "Konto"
                }
            }
            """
        let a = try TrustMatchTests.analyze([
            "design/vorschau.html": Self.page,
            "app/BannerView.swift": banner,
            "app/ProfileController.swift": Self.controller("ProfileController", titleLine: "title = \"Profil\"")
        ])
        #expect(Self.screen(a)?.viewName == nil, "\(a.matches.screens.map { ($0.screen.name, $0.viewName ?? "-") })")
    }
}
