import Foundation
import GapCheckModel
import Testing

@testable import CodeReader

/// A wash whose strength the running app chooses (`amber.opacity(filled ? 0.2 : 0.1)`) is no solid color: the reader
/// leaves such a background or text color unknown rather than reading it at full strength (round 20, lingxi: a 12%
/// gold wash compared as solid gold, the text on it as 1:1). Style: Portuguese names, a capsule and a card.
@Suite struct RunTimeOpacityTests {
    static let source = """
        import SwiftUI

        enum Paleta {
            static let ambar = Color(red: 0.78, green: 0.66, blue: 0.43)
            static let tinta = Color(red: 0.95, green: 0.93, blue: 0.90)
        }

        struct CartaoReserva: View {
            let cheio: Bool
            let nivel: Double
            var body: some View {
                VStack {
                    Text("Reserva a encher")
                        .padding(8)
                        .background(Capsule().fill(Paleta.ambar.opacity(cheio ? 0.2 : 0.1)))
                    Text("Nível variável")
                        .foregroundStyle(Paleta.tinta.opacity(nivel))
                    Text("Reserva fixa")
                        .padding(8)
                        .background(RoundedRectangle(cornerRadius: 10).fill(Paleta.ambar.opacity(0.1)))
                    Text("Tinta plena")
                        .foregroundStyle(Paleta.tinta)
                }
            }
        }
        """

    @Test func aWashOfRunTimeStrengthIsNoKnownColor() throws {
        let inv = try ViewElementStylingTests.read(["Cartao.swift": Self.source])
        // Chosen at run time: unknown, so not compared.
        let conditional = ViewElementStylingTests.element(inv, "Reserva a encher")
        #expect(conditional != nil)
        #expect(conditional?.background?.color == nil, "\(String(describing: conditional?.background))")
        #expect(ViewElementStylingTests.element(inv, "Nível variável")?.color?.color == nil)
    }

    /// Negative: a wash of written strength is read, at that strength; a solid color stays solid.
    @Test func aWashOfWrittenStrengthIsRead() throws {
        let inv = try ViewElementStylingTests.read(["Cartao.swift": Self.source])
        let fixed = ViewElementStylingTests.element(inv, "Reserva fixa")?.background?.color
        #expect(fixed != nil)
        #expect(abs((fixed?.alpha ?? 1) - 0.1) < 0.01, "\(String(describing: fixed))")
        #expect(ViewElementStylingTests.element(inv, "Tinta plena")?.color?.color?.alpha == 1)
    }
}
