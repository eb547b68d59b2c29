import GapCheckModel
import Testing

@testable import CodeReader

/// The comments a view carries that may name a design page (`ViewType.designComments`): those on its declaration and on
/// its members, never those inside a body; only comments that can name a page (a digit, an HTML file, a `MARK`).
@Suite struct DesignCommentTests {
    static let source = """
        import UIKit

        // MARK: - Paiement (maquette 04b)

        /// Implémente mockups/paiement.html.
        final class PaiementViewController: UIViewController {
            /// La carte enregistrée (maquette 04c).
            private let carte = UILabel()
            /// Affiche le total.
            private let total = UILabel()

            override func viewDidLoad() {
                super.viewDidLoad()
                // Le bouton de la maquette 09 n'est pas encore là.
                carte.text = "Carte"
            }
        }

        extension PaiementViewController {
            // MARK: Reçu (écran 05)
            func reçu() {}
        }

        /// Formats amounts for mockup 04b.
        struct Montant { var valeur: Double }
        """

    @Test func commentsOnTheViewAndItsMembersAreKeptNotThoseInBodies() throws {
        let inventory = try TestSupport.readSnippet(Self.source)
        let view = try #require(inventory.views.first { $0.name == "PaiementViewController" })
        let texts = view.designComments.map(\.text)
        #expect(texts.contains { $0.hasPrefix("MARK:") && $0.contains("maquette 04b") })
        #expect(texts.contains("Implémente mockups/paiement.html."), "a blank line ends a comment")
        #expect(view.designComments.first { $0.text.contains("04b") }?.onMember == false)
        #expect(view.designComments.first { $0.text.contains("04c") }?.onMember == true)
        #expect(texts.contains { $0.contains("écran 05") }, "an extension's members are the view's")
        #expect(!texts.contains { $0.contains("maquette 09") }, "a comment inside a method body is not kept")
        #expect(!texts.contains { $0.contains("Affiche le total") }, "no digit, no file, no MARK: cannot name a page")
    }
}
