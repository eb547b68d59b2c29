import Foundation
import GapCheckModel
import Testing

@testable import GapCheckKit

/// Styles met in the field tests (docs/field-tests.md), each in a fixture of our own.
@Suite struct FieldStyleTests {
    @Test func oneTextInTwoLooksPairsWithTheCopyThatAgreesWithTheCode() throws {
        // The mockup shows "Accept" twice: a mint suggestion badge, then a green button. The app draws only the
        // button, in the button's green: the button pairs with the button, and there is no difference to report.
        let design = """
            <!DOCTYPE html><html><head><title>Offers</title><style>
            .badge { color: #34D399; font-size: 12px; font-weight: 600; }
            .btn-accept { color: #30D158; font-size: 11px; font-weight: 700; }
            </style></head><body data-screen="offers">
            <h1>Offers</h1><span class="badge">✨ Accept</span><div class="btn-accept">✓ Accept</div>
            </body></html>
            """
        let app = """
            import SwiftUI

            struct OffersView: View {
                var body: some View {
                    VStack {
                        Text("Offers")
                        Button {
                        } label: {
                            Text("Accept").font(.system(size: 11, weight: .bold))
                        }
                        .foregroundStyle(Color(red: 48 / 255, green: 209 / 255, blue: 88 / 255))
                    }
                }
            }
            """
        let a = try DesignTrustTests.run(design: ["offers.html": design], app: ["OffersView.swift": app])
        #expect(!a.findings.contains { $0.rule == "element.color" }, "\(a.findings.map(\.title))")
        let accept = a.matches.elements.filter { $0.code?.text == "Accept" }
        #expect(accept.count == 1 && accept.first?.design.selector.contains("btn-accept") == true, "\(accept.map(\.design.selector))")

        // With a red swipe stamp of the same word in code, the badge may pair with it: a guess, so at most medium.
        let stamped = app.replacingOccurrences(of: "Text(\"Offers\")", with: "Text(\"Offers\")\n            Text(\"ACCEPT\").foregroundStyle(Color.red)")
        let b = try DesignTrustTests.run(design: ["offers.html": design], app: ["OffersView.swift": stamped])
        #expect(b.matches.elements.contains { $0.code?.text == "ACCEPT" }, "the badge pairs with the stamp")
        #expect(!b.findings.contains { $0.rule == "element.color" && $0.severity == .critical }, "\(b.findings.map { "\($0.severity) \($0.title)" })")
    }

    @Test func aliasesOfOneColorsetInTwoFrameworksAreNotDuplicates() throws {
        let design = ["tokens.css": ":root { --bg-canvas: #FFFFFF; }"]
        let catalog = """
            {"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0.100","green":"0.200","blue":"0.300","alpha":"1.000"}}}],"info":{"version":1,"author":"xcode"}}
            """
        let app = [
            "Assets.xcassets/themeBg.colorset/Contents.json": catalog,
            "Core.swift": """
            import SwiftUI
            import UIKit

            public enum CoreColors { public static let themeBg = Color("themeBg") }
            public enum CoreUIColors { public static let themeBg = UIColor(named: "themeBg") }
            """,
            "Semantic.swift": """
            import SwiftUI
            import UIKit

            public enum SemanticColors { public static let bgCanvas = CoreColors.themeBg }
            public enum SemanticUIColors { public static let bgCanvas = CoreUIColors.themeBg }
            """
        ]
        let a = try DesignTrustTests.run(design: design, app: app)
        #expect(!a.findings.contains { $0.rule == "token.duplicate" }, "\(a.findings.map(\.title))")
    }

    @Test func aFullyTransparentDesignColorNeedsNoToken() throws {
        let design = ["tokens.css": ":root { --color-background-transparent: #FFFFFF00; --color-accent-brand: #7C3AED; }"]
        let app = ["Palette.swift": "import SwiftUI\n\nextension Color {\n    static let surface = Color(red: 0.5, green: 0.5, blue: 0.5)\n}\n"]
        let a = try DesignTrustTests.run(design: design, app: app)
        let missing = a.findings.filter { $0.rule == "color.missing" }
        #expect(!missing.isEmpty)
        #expect(!missing.contains { $0.title.contains("transparent") || $0.message.contains("--color-background-transparent") }, "\(missing.map(\.title))")
    }

    @Test func platformDrawnAndTransparentStylesAreNotGaps() throws {
        // A 26px mockup title vs the system's large navigation title, a placeholder's gray vs a field's typed-text
        // color, and a clear background over a card the design paints.
        let design = """
            <!DOCTYPE html><html><head><title>Inbox</title><style>
            .title { font-size: 26px; font-weight: 800; color: #111111; }
            .field { color: #9CA3AF; background: #F3F4F6; }
            .card { background: #E0F2FE; }
            .card span { color: #0C4A6E; font-size: 15px; }
            </style></head><body data-screen="inbox">
            <h1 class="title">Inbox</h1><div class="field">Search messages</div>
            <div class="card"><span>Pinned</span></div>
            </body></html>
            """
        let app = """
            import SwiftUI

            struct InboxView: View {
                @State private var query = ""
                var body: some View {
                    NavigationStack {
                        VStack {
                            TextField("Search messages", text: $query).foregroundStyle(Color(red: 0.07, green: 0.07, blue: 0.07))
                            Text("Pinned").font(.system(size: 15)).foregroundStyle(Color(red: 12 / 255, green: 74 / 255, blue: 110 / 255))
                                .background(Color.clear)
                        }
                        .navigationTitle("Inbox")
                    }
                }
            }
            """
        let a = try DesignTrustTests.run(design: ["inbox.html": design], app: ["InboxView.swift": app])
        let element = a.findings.filter { $0.rule.hasPrefix("element.") }
        #expect(!element.contains { $0.rule == "element.color" && $0.title.contains("Search") }, "\(element.map(\.title))")
        #expect(!element.contains { $0.rule == "element.background" }, "\(element.map(\.title))")
        #expect(a.matches.elements.contains { $0.code?.kind == "navigationTitle" && !$0.differences.isEmpty }, "the title pairs and differs")
        #expect(a.matches.elements.contains { $0.code?.text == "Pinned" }, "the card's text pairs")
        let title = element.filter { $0.rule == "element.font" && $0.title.contains("Inbox") }
        #expect(!title.isEmpty && title.allSatisfy { $0.severity == .low }, "\(title.map { "\($0.severity) \($0.title)" })")
    }
}
