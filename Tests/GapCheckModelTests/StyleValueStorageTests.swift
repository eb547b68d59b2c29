import Foundation
import Testing

@testable import GapCheckModel

/// `ElementStyleValue` keeps its rarely set fields out of line: each must read back as set, default when absent,
/// and compare, hash and encode as when every field was inline.
@Suite struct StyleValueStorageTests {
    static let at = GapCheckModel.SourceLocation(file: "Sources/Ficha/Tarjeta.swift", line: 12, column: 9)
    static let plain = ElementStyleValue(expression: ".background(Paleta.fondo)", location: at, color: Color(red: 0.9, green: 0.9, blue: 0.8))

    /// Every field set, the rare ones included.
    static var full: ElementStyleValue {
        var v = ElementStyleValue(
            expression: ".padding(.horizontal, 14)", location: at, color: Color(red: 0.1, green: 0.2, blue: 0.3),
            darkColor: Color(red: 0.7, green: 0.8, blue: 0.9, alpha: 0.5), systemName: "systemTeal",
            gradient: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)], font: FontSpec(size: 15, weight: 600),
            length: 14, inherited: true)
        v.atViewRoot = true; v.sharedBox = true; v.verticalLength = 6; v.via = ".tarjeta()"; v.token = "Tipos.cuerpo"
        return v
    }

    @Test func rareFieldsReadBackAsSetAndDefaultToNil() {
        let p = Self.plain
        #expect(p.darkColor == nil && p.gradient == nil && p.verticalLength == nil && p.via == nil && p.token == nil)
        let f = Self.full
        #expect(f.darkColor == Color(red: 0.7, green: 0.8, blue: 0.9, alpha: 0.5))
        #expect(f.gradient == [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)])
        #expect(f.verticalLength == 6 && f.via == ".tarjeta()" && f.token == "Tipos.cuerpo")
        #expect(f.color == Color(red: 0.1, green: 0.2, blue: 0.3) && f.systemName == "systemTeal" && f.length == 14)
        #expect(f.font == FontSpec(size: 15, weight: 600) && f.inherited && f.atViewRoot && f.sharedBox)
        // One rare field set alone leaves the others nil.
        var one = Self.plain
        one.token = "Tipos.titulo"
        #expect(one.token == "Tipos.titulo" && one.via == nil && one.darkColor == nil && one.verticalLength == nil && one.gradient == nil)
    }

    @Test func aRareFieldSetAndClearedEqualsAndHashesAsNeverSet() {
        var v = Self.plain
        v.via = ".modifier(Tarjeta())"
        v.darkColor = Color(red: 0, green: 0, blue: 0)
        #expect(v != Self.plain)
        v.via = nil
        #expect(v != Self.plain)
        v.darkColor = nil
        #expect(v == Self.plain)
        #expect(v.hashValue == Self.plain.hashValue)
        #expect(Set([v, Self.plain]).count == 1)
    }

    @Test func valuesDifferingInOneRareFieldAreUnequal() {
        let f = Self.full
        var changes: [(inout ElementStyleValue) -> Void] = []
        changes.append { $0.darkColor = nil }
        changes.append { $0.gradient = [Color(red: 1, green: 0, blue: 0)] }
        changes.append { $0.verticalLength = 7 }
        changes.append { $0.via = nil }
        changes.append { $0.token = "Tipos.pie" }
        for change in changes {
            var g = f
            change(&g)
            #expect(g != f)
            #expect(f == Self.full)  // the copy's write never reaches the original
        }
        // Set in another order, the same values are equal and hash alike.
        var a = Self.plain, b = Self.plain
        a.via = "storyboard"; a.token = "T.x"
        b.token = "T.x"; b.via = "storyboard"
        #expect(a == b && a.hashValue == b.hashValue)
    }

    /// The fields as they were declared inline: their synthesized encoding is the one reports were written with.
    struct InlineFields: Codable, Equatable {
        var expression: String
        var location: GapCheckModel.SourceLocation
        var color: Color?
        var darkColor: Color?
        var systemName: String?
        var gradient: [Color]?
        var font: FontSpec?
        var length: Double?
        var inherited: Bool
        var atViewRoot: Bool = false
        var sharedBox: Bool = false
        var verticalLength: Double?
        var via: String?
        var token: String?

        init(_ v: ElementStyleValue) {
            expression = v.expression; location = v.location; color = v.color; darkColor = v.darkColor; systemName = v.systemName
            gradient = v.gradient; font = v.font; length = v.length; inherited = v.inherited; atViewRoot = v.atViewRoot
            sharedBox = v.sharedBox; verticalLength = v.verticalLength; via = v.via; token = v.token
        }
    }

    @Test func encodesAsTheInlineFieldsDidAndDecodesBack() throws {
        // Sorted keys: this Foundation's encoder writes a keyed container in hash order (the project's writers keep it).
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        for v in [Self.plain, Self.full] {
            let data = try encoder.encode(v)
            #expect(data == (try encoder.encode(InlineFields(v))))
            let back = try JSONDecoder().decode(ElementStyleValue.self, from: data)
            #expect(back == v)
            #expect(InlineFields(back) == InlineFields(v))
        }
    }
}
