import Foundation
import GapCheckModel
import Testing

@testable import CodeReader

/// A view that shows a member of a value whose type the code names (`Text(periodo.etiqueta)` where `ForEach` runs over
/// `Periodo.allCases`, or `let periodo: Periodo`) shows every literal that member returns, even when the type is
/// declared in another file. Fixture: a Spanish expense tracker's period picker and its rows.
@Suite struct TypedMemberTextsTests {
    static let modelo = """
        import Foundation

        enum Periodo: String, CaseIterable, Identifiable {
            case semana, mes, trimestre
            var id: String { rawValue }
            var etiqueta: String {
                switch self {
                case .semana: return "Esta semana"
                case .mes: return "Este mes"
                case .trimestre: "Último trimestre"
                }
            }
            var icono: String {
                switch self {
                case .semana: "calendar"
                case .mes, .trimestre: "calendar.badge.clock"
                }
            }
            var clave: String { "periodo_\\(rawValue)_depuracion" }
        }

        enum Moneda: CaseIterable {
            case euro, dolar
            var nombre: String {
                switch self {
                case .euro: "Euro europeo"
                case .dolar: "Dólar estadounidense"
                }
            }
        }
        """

    static let vistas = """
        import SwiftUI

        struct GastosView: View {
            @State private var elegido: Periodo = .semana
            let cuentas: [String] = []
            var body: some View {
                List {
                    HStack {
                        ForEach(Periodo.allCases) { periodo in
                            Button { elegido = periodo } label: { Text(periodo.etiqueta) }
                        }
                    }
                    ForEach(cuentas, id: \\.self) { cuenta in Text(cuenta.nombre) }
                    Section {
                        Text("Sin gastos")
                    } header: {
                        HStack {
                            Text("Gastos propios")
                            Spacer()
                            Text("\\(cuentas.count)/5")
                        }
                    }
                }
            }
        }

        struct FilaPeriodo: View {
            let periodo: Periodo
            var body: some View { Label(periodo.etiqueta, systemImage: periodo.icono) }
        }
        """

    static func read() throws -> Inventory {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gapcheck-typed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try modelo.write(to: dir.appendingPathComponent("Periodo.swift"), atomically: true, encoding: .utf8)
        try vistas.write(to: dir.appendingPathComponent("GastosView.swift"), atomically: true, encoding: .utf8)
        return try CodeReader.read(roots: [dir.path])
    }

    @Test func aForEachOverAnEnumsCasesShowsWhatItsMemberReturns() throws {
        let inventory = try Self.read()
        let view = try #require(inventory.views.first { $0.name == "GastosView" })
        let texts = Set(view.texts.map(\.text))
        #expect(["Esta semana", "Este mes", "Último trimestre"].allSatisfy(texts.contains), "\(texts.sorted())")
        // A member the view never reads, and a same-named member of a type the loop is not over, add nothing.
        #expect(!texts.contains { $0.hasPrefix("periodo_") }, "\(texts.sorted())")
        #expect(!texts.contains("Euro europeo"), "\(texts.sorted())")
    }

    @Test func aStoredValueOfTheTypeShowsWhatItsMemberReturns() throws {
        let inventory = try Self.read()
        let row = try #require(inventory.views.first { $0.name == "FilaPeriodo" })
        let texts = row.texts.filter { $0.element == "Label" }.map(\.text)
        #expect(Set(texts) == ["Esta semana", "Este mes", "Último trimestre"], "\(row.texts)")
    }

    @Test func theFirstTextOfAHeaderStackTitlesTheSection() throws {
        let inventory = try Self.read()
        let view = try #require(inventory.views.first { $0.name == "GastosView" })
        #expect(view.texts.first { $0.text == "Gastos propios" }?.element == "Section", "\(view.texts)")
        // The count beside it and a text in the section's content are no title.
        #expect(view.texts.first { $0.text == "Sin gastos" }?.element == "Text", "\(view.texts)")
        #expect(!view.texts.contains { $0.element == "Section" && $0.text.contains("/5") }, "\(view.texts)")
    }
}
