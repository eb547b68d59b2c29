import GapCheckModel
import Testing

@testable import CodeReader

/// Views a view opens (a sheet, a cover, a popover, a navigation destination) are other screens, recorded apart from
/// the views it is built of; and a text chosen by nested ternaries is every one of its literals.
@Suite struct PresentedViewTests {
    static let source = """
        import SwiftUI

        struct KontoView: View {
            @State private var paying = false
            @State private var owes = false
            @State private var late = false
            var body: some View {
                VStack {
                    Text(owes ? "Schulden" : (late ? "Verspätet" : "Saldo"))
                    SummaryCard()
                    Button("Mehr") { paying = true }
                }
                .sheet(isPresented: $paying) { PaySheet() }
                .navigationDestination(for: String.self) { id in HistoryPage(id: id) }
            }
        }
        struct SummaryCard: View { var body: some View { Text("Summe") } }
        struct PaySheet: View { var body: some View { Text("Saldo") } }
        struct HistoryPage: View {
            let id: String
            var body: some View { Text(id) }
        }
        struct ReceiptList: View {
            @State private var open = false
            var body: some View {
                VStack { PaySheet() }
                    .popover(isPresented: $open) { PaySheet() }
            }
        }
        """

    @Test func viewsInAPresentationsContentArePresentedNotParts() throws {
        let inv = try TestSupport.readSnippet(Self.source)
        let konto = try #require(inv.views.first { $0.name == "KontoView" })
        #expect(Set(konto.usedViews) == ["SummaryCard", "PaySheet", "HistoryPage"])
        #expect(konto.presentedViews == ["HistoryPage", "PaySheet"])
    }

    @Test func aViewAlsoBuiltInlineIsAPart() throws {
        let inv = try TestSupport.readSnippet(Self.source)
        let list = try #require(inv.views.first { $0.name == "ReceiptList" })
        #expect(list.usedViews == ["PaySheet"])
        #expect(list.presentedViews.isEmpty)
    }

    @Test func aTextOfNestedTernariesIsEachOfItsLiterals() throws {
        let inv = try TestSupport.readSnippet(Self.source)
        let texts = Set(inv.elements.filter { $0.view == "KontoView" && $0.kind == "Text" }.compactMap(\.text))
        #expect(texts == ["Schulden", "Verspätet", "Saldo"])
    }
}
