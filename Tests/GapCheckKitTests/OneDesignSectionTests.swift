import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport

/// A section that only one of a view's designs draws: the view's own page lacks it, and another flow's file shows
/// the view with it (a welcome card at the end of onboarding, an order-ready banner after checkout). The designs
/// disagree on whether the view has it, so its absence is a question for the designer, medium, never critical.
@Suite struct OneDesignSectionTests {
    static let cartPage = """
        <!DOCTYPE html><html><head><title>Tienda — Carrito</title></head><body data-screen="Carrito">
        <h1>Carrito</h1>
        <section><h2>Productos</h2><p>Pan de masa madre</p><p>Queso curado</p><p>Aceitunas</p></section>
        <section><h2>Resumen</h2><p>Subtotal</p><p>Envío</p><p>Total</p></section>
        </body></html>
        """

    static let checkoutFlow = """
        <!DOCTYPE html><html><head><title>Tienda — Compra</title></head><body>
        <div data-screen="Carrito">
        <h1>Carrito</h1>
        <section><h2>¡Pedido listo!</h2><p>Lo recibirás mañana por la mañana</p><button>Seguir comprando</button></section>
        <section><h2>Productos</h2><p>Pan de masa madre</p><p>Queso curado</p><p>Aceitunas</p></section>
        </div>
        </body></html>
        """

    static let cartView = """
        import SwiftUI
        struct CarritoView: View {
            var body: some View {
                List {
                    Section("Productos") { Text("Pan de masa madre"); Text("Queso curado"); Text("Aceitunas") }
                    Section("Resumen") { Text("Subtotal"); Text("Envío"); Text("Total") }
                }
                .navigationTitle("Carrito")
            }
        }
        """

    static func readySection(_ a: Analysis) -> Finding? {
        a.findings.first { $0.rule == "section.missing" && $0.title.contains("¡Pedido listo!") }
    }

    @Test func aSectionOnlyAnotherFlowsDesignDrawsIsMedium() throws {
        let a = try TrustMatchTests.analyze([
            "design/carrito.html": Self.cartPage, "design/compra.html": Self.checkoutFlow, "app/CarritoView.swift": Self.cartView
        ])
        let f = try #require(Self.readySection(a), "\(a.findings.map(\.title))")
        #expect(f.severity == .medium)
        #expect(f.message.contains("carrito.html") && f.message.contains("only one design of the view draws it"), "\(f.message)")
    }

    @Test func withOneDesignOfTheViewTheMissingSectionStaysCritical() throws {
        let a = try TrustMatchTests.analyze(["design/compra.html": Self.checkoutFlow, "app/CarritoView.swift": Self.cartView])
        let f = try #require(Self.readySection(a), "\(a.findings.map(\.title))")
        #expect(f.severity == .critical)
    }
}
