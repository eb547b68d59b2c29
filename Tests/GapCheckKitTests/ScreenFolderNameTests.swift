import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import MockupReader

/// An export that writes one folder per screen with a fixed file name in each (`order_history/page.html`) names the
/// screen by the folder. A gallery `index.html` beside other pages and a page at the design's root keep their stems.
@Suite struct ScreenFolderNameTests {
    static func page(_ title: String, _ text: String) -> String {
        """
        <!DOCTYPE html><html><head><title>\(title)</title></head><body><h1>\(text)</h1><p>\(text) details</p></body></html>
        """
    }

    @Test func aPlaceholderStemAloneInItsFolderTakesTheFolderName() {
        let folders = PageFolders([
            "order_history/page.html", "order_history/screen.png", "checkout/index.html", "index.html", "gallery/index.html",
            "gallery/profile.html", "flows/index.html", "flows/signup/main.html", "about/faq.html"
        ])
        #expect(folders.screenFolder(of: "order_history/page.html") == "order_history")
        #expect(folders.screenFolder(of: "checkout/index.html") == "checkout")
        #expect(folders.screenFolder(of: "flows/signup/main.html") == "signup")
        // At the root, beside another page, or over a folder of pages: the stem stays.
        #expect(folders.screenFolder(of: "index.html") == nil)
        #expect(folders.screenFolder(of: "gallery/index.html") == nil)
        #expect(folders.screenFolder(of: "flows/index.html") == nil)
        // A stem that names a screen stays whatever its folder.
        #expect(folders.screenFolder(of: "about/faq.html") == nil)
    }

    @Test func screensInFoldersAreMatchedToTheViewsNamedAfterTheFolders() throws {
        let a = try DesignTrustTests.run(
            design: [
                "export/order_history/page.html": Self.page("Generated Screen 4", "Bestellverlauf"),
                "export/checkout_payment/page.html": Self.page("Generated Screen 7", "Zahlung"),
                "export/index.html": Self.page("All screens", "Übersicht")
            ],
            app: [
                "OrderHistoryView.swift": "import SwiftUI\nstruct OrderHistoryView: View { var body: some View { Text(\"Bestellverlauf\") } }\n",
                "CheckoutPaymentView.swift": "import SwiftUI\nstruct CheckoutPaymentView: View { var body: some View { Text(\"Zahlung\") } }\n"
            ])
        let names = Set(a.design.screens.map(\.name))
        #expect(names.isSuperset(of: ["order-history", "checkout-payment"]), "\(names)")
        #expect(!a.findings.contains { $0.rule == "screen.missing" && [.critical, .medium].contains($0.severity) }, "\(a.findings.map(\.title))")
    }
}
