import Foundation
import GapCheckModel
import Testing

@testable import CodeReader

/// Strings a view passes to the app's own views under any label that does not name a thing (`options:`, `value:`),
/// one by one or as an array: the view shows them through the component.
@Suite struct ViewArgumentTextTests {
    static let app = """
        import SwiftUI

        struct Segmented: View {
            let options: [String]
            @Binding var selection: Int
            var body: some View {
                HStack { ForEach(options.indices, id: \\.self) { i in Text(options[i]) } }
            }
        }

        struct Chip: View {
            let value: String
            let symbol: String
            var body: some View { Label(value, systemImage: symbol) }
        }

        struct ViajesView: View {
            @State private var tab = 0
            var body: some View {
                VStack {
                    Segmented(options: ["Viajes", "Personas", "Saldos"], selection: $tab)
                    Chip(value: "Pagado", symbol: "checkmark.circle")
                }
            }
        }
        """

    @Test func stringsGivenToTheAppsOwnViewsAreTheCallersTexts() throws {
        let inv = try TestSupport.readSnippet(Self.app, name: "Viajes.swift")
        let viajes = try #require(inv.views.first { $0.name == "ViajesView" })
        let texts = Set(viajes.texts.map(\.text))
        #expect(texts.isSuperset(of: ["Viajes", "Personas", "Saldos", "Pagado"]), "\(texts)")
        // An SF Symbol's name is no text.
        #expect(!texts.contains("checkmark.circle"))
    }
}
