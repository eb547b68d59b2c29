import GapCheckModel
import Testing

@testable import CodeReader

/// A view that shows a text through its own String-typed method or computed property (`Text(titel(voor: status))`)
/// shows every literal that member returns, case by case. Fixture: a Dutch delivery-status view.
@Suite struct ReturnedTextsTests {
    static let bezorging = """
        import SwiftUI

        enum Bezorgstatus { case onderweg, bezorgd, vertraagd }

        struct BezorgStatusView: View {
            let status: Bezorgstatus
            var body: some View {
                VStack {
                    Text(titel(voor: status))
                    Text(self.ondertitel)
                    ForEach(0..<2) { _ in Text(regel) }
                }
            }

            private func titel(voor s: Bezorgstatus) -> String {
                switch s {
                case .onderweg: return "Onderweg"
                case .bezorgd: return "Bezorgd"
                case .vertraagd:
                    let extra = [1].map { _ in return "niet getoond" }
                    return extra.isEmpty ? "Vertraagd" : "Later dan gepland"
                }
            }

            private var ondertitel: String { status == .bezorgd ? "Fijne dag" : "Nog even geduld" }

            private var regel: String {
                switch status {
                case .onderweg: "Rijdt nu"
                case .bezorgd, .vertraagd: "Bijgewerkt"
                }
            }

            private func logregel() -> String { "debug: status" }
        }
        """

    @Test func textsAViewShowsThroughItsOwnMembersAreItsTexts() throws {
        let inventory = try TestSupport.readSnippet(Self.bezorging, name: "BezorgStatusView.swift")
        let view = try #require(inventory.views.first { $0.name == "BezorgStatusView" })
        let texts = Set(view.texts.map(\.text))
        let shown: Set<String> = [
            "Onderweg", "Bezorgd", "Vertraagd", "Later dan gepland", "Fijne dag", "Nog even geduld", "Rijdt nu", "Bijgewerkt"
        ]
        #expect(shown.isSubset(of: texts), "\(texts.sorted())")
        // A closure's return inside the member is not the member's result, and a member no text shows adds nothing.
        #expect(!texts.contains("niet getoond"))
        #expect(!texts.contains("debug: status"))
    }
}
