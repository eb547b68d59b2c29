import GapCheckModel
import Testing

@testable import CodeReader

/// A view that draws the rows of a literal collection through `ForEach`/`List` shows the strings at the position its
/// text control reads (`Toggle(sintoma.1, …)`), and only those: the keys beside them, image names, a `var` the user
/// edits and a preview's sample data are no texts. Fixtures: a Spanish symptom checklist, a German settings list, a
/// Japanese menu.
@Suite struct CollectionTextsTests {
    static let cuestionario = """
        import SwiftUI

        enum Catalogo {
            static let alergias: [(clave: String, nombre: String)] = [
                (clave: "polen", nombre: "Polen de gramíneas"),
                (clave: "lactosa", nombre: "Intolerancia a la lactosa")
            ]
            static let iconos = ["leaf", "drop"]
        }

        struct CuestionarioView: View {
            @State private var marcados: Set<String> = []
            @State private var notas = ["Nota editable del usuario"]
            private let frecuencias = ["Nunca", "A veces", "A diario"]
            let secciones: [[String: String]] = [["titulo": "Datos personales", "id": "datos_personales"]]

            var body: some View {
                Form {
                    let sintomas = [
                        ("dolor_cabeza", "Dolor de cabeza frecuente"),
                        ("mareo", "Mareos al levantarse")
                    ]
                    ForEach(sintomas, id: \\.0) { sintoma in
                        Toggle(sintoma.1, isOn: Binding(
                            get: { marcados.contains(sintoma.0) },
                            set: { _ in marcados.insert(sintoma.0) }))
                    }
                    ForEach(Catalogo.alergias, id: \\.clave) { alergia in
                        Toggle(alergia.nombre, isOn: .constant(false))
                    }
                    Picker("Frecuencia", selection: .constant("Nunca")) {
                        ForEach(frecuencias, id: \\.self) { Text($0) }
                    }
                    ForEach(secciones, id: \\.self) { s in Section(header: Text(s["titulo"] ?? "")) { EmptyView() } }
                    ForEach(Array(["Primera visita", "Revisión"].enumerated()), id: \\.offset) { indice, motivo in
                        Text(motivo)
                    }
                    ForEach(Catalogo.iconos, id: \\.self) { Image(systemName: $0) }
                    ForEach(notas, id: \\.self) { Text($0) }
                }
            }
        }

        #Preview {
            let ejemplo = ["Ejemplo de vista previa"]
            return List(ejemplo, id: \\.self) { Text($0) }
        }
        """

    @Test func theTextsAForEachDrawsFromALiteralCollectionAreTheViews() throws {
        let inventory = try TestSupport.readSnippet(Self.cuestionario, name: "CuestionarioView.swift")
        let view = try #require(inventory.views.first { $0.name == "CuestionarioView" })
        let texts = Set(view.texts.map(\.text))
        let shown: Set<String> = [
            "Dolor de cabeza frecuente", "Mareos al levantarse", "Polen de gramíneas", "Intolerancia a la lactosa", "Nunca", "A veces",
            "A diario", "Datos personales", "Primera visita", "Revisión"
        ]
        #expect(shown.isSubset(of: texts), "\(texts.sorted())")
        // Only the position drawn: the keys, the dictionary's id and the symbol names are identifiers.
        for key in ["dolor_cabeza", "mareo", "polen", "lactosa", "datos_personales", "leaf", "drop"] {
            #expect(!texts.contains(key), "\(key)")
        }
        // A `var` is state the user changes, and a preview's sample data never ships.
        #expect(!texts.contains("Nota editable del usuario"))
        #expect(!inventory.views.flatMap(\.texts).contains { $0.text == "Ejemplo de vista previa" })
        // Each text is located at its literal, not at the control.
        let mareo = try #require(view.texts.first { $0.text == "Mareos al levantarse" })
        #expect(mareo.location.line == 21, "\(mareo.location)")
    }

    static let einstellungen = """
        import SwiftUI

        struct Option {
            let titel: String
            let symbol: String
        }

        struct EinstellungenView: View {
            private let optionen = [
                Option(titel: "Benachrichtigungen", symbol: "bell"),
                Option(titel: "Datenschutz", symbol: "lock")
            ]
            private let zeilen = [(name: "Sprache", wert: "de_DE")]

            var body: some View {
                List {
                    ForEach(optionen.indices, id: \\.self) { i in
                        Label(optionen[i].titel, systemImage: optionen[i].symbol)
                            .foregroundStyle(.blue)
                    }
                    ForEach(zeilen, id: \\.name) { zeile in
                        Text(zeile.name).font(.headline)
                        Text(zeile.wert)
                    }
                }
            }
        }
        """

    @Test func eachRowIsAnElementAtItsLiteral() throws {
        let inventory = try TestSupport.readSnippet(Self.einstellungen, name: "EinstellungenView.swift")
        let labels = inventory.elements.filter { $0.kind == "Label" }
        #expect(Set(labels.compactMap(\.text)) == ["Benachrichtigungen", "Datenschutz"], "\(labels.map(\.text))")
        let datenschutz = try #require(labels.first { $0.text == "Datenschutz" })
        #expect(datenschutz.location.line == 11, "\(datenschutz.location)")
        #expect(labels.allSatisfy { $0.color != nil })
        let sprache = try #require(inventory.elements.first { $0.text == "Sprache" })
        #expect(sprache.font != nil)
        // The value beside the name is read only where a text draws it: `Text(zeile.wert)` does.
        #expect(inventory.elements.contains { $0.text == "de_DE" })
        #expect(!inventory.elements.contains { $0.text == "bell" || $0.text == "lock" })
    }

    /// A loop over something that is not a literal collection, or a text that reads another name, shows nothing of it.
    @Test func whatIsNotALiteralCollectionIsNotRead() throws {
        let source = """
            import SwiftUI

            struct MenuView: View {
                let items: [String]
                let ラベル = ["朝ごはん", "昼ごはん"]
                var body: some View {
                    VStack {
                        ForEach(items, id: \\.self) { Text($0) }
                        ForEach(0..<2) { i in Text("\\(i)") }
                        ForEach(ラベル.reversed(), id: \\.self) { Text($0) }
                        let 献立 = ["カレーライス"]
                        Text(献立.first ?? "")
                        ForEach(ラベル, id: \\.self) { ラベル in Button("注文") { print(ラベル) } }
                    }
                }
            }
            """
        let inventory = try TestSupport.readSnippet(source, name: "MenuView.swift")
        let view = try #require(inventory.views.first { $0.name == "MenuView" })
        let texts = Set(view.texts.map(\.text))
        #expect(texts.isDisjoint(with: ["朝ごはん", "昼ごはん", "カレーライス"]), "\(texts.sorted())")
        #expect(texts.contains("注文"))
    }
}
