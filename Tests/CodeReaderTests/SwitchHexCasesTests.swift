import Foundation
import GapCheckModel
import Testing

@testable import CodeReader

/// A `String` switch returning a hex code per case (`SwitchColorCases.hexCases`): in a model it is the model's color per
/// case, colors the app writes in place (inline literals); in a type named as a palette its cases are the palette's
/// tokens; a switch of other strings, or one not named as a color, is neither.
@Suite("Switch hex cases")
struct SwitchHexCasesTests {
    @Test func aModelsHexPerCaseIsColorsTheAppWritesNotTokens() throws {
        // A German library app's genres: data per case (title, symbol) and a tint written as hex.
        let inv = try TestSupport.readSnippet(
            """
            import SwiftUI
            enum Genre: String, CaseIterable, Codable {
                case krimi = "KRIMI", sachbuch = "SACHBUCH", lyrik = "LYRIK"
                var titel: String {
                    switch self {
                    case .krimi: return "Krimi"
                    case .sachbuch: return "Sachbuch"
                    case .lyrik: return "Lyrik"
                    }
                }
                var farbeHex: String {
                    switch self {
                    case .krimi: return "#7C3AED"
                    case .sachbuch: return "0D9488"
                    case .lyrik: return "#DB2777"
                    }
                }
                var farbe: Color { Color(hex: farbeHex) }
            }
            """)
        #expect(!inv.colors.contains { $0.owner?.hasPrefix("Genre") == true }, "\(inv.colors.map(\.qualifiedName))")
        let hexes = Set(inv.literals.filter { $0.kind == .color && $0.enclosingType == "Genre" }.compactMap { $0.value?.color?.hex })
        #expect(hexes == ["#7C3AED", "#0D9488", "#DB2777"], "\(inv.literals)")
    }

    @Test func aPaletteTypesHexPerCaseIsItsTokens() throws {
        // A Portuguese shop app's palette enum keeps its colors as hex per case: the app's palette.
        let inv = try TestSupport.readSnippet(
            """
            import SwiftUI
            enum LojaPalette {
                case marca, destaque
                func hex() -> String {
                    switch self {
                    case .marca: "#0B5FFF"
                    case .destaque: "#FFB020"
                    }
                }
            }
            """)
        #expect(inv.color("LojaPalette.hex.marca")?.light?.hex == "#0B5FFF", "\(inv.colors.map(\.qualifiedName))")
        #expect(inv.color("LojaPalette.hex.destaque")?.light?.hex == "#FFB020")
        #expect(!inv.literals.contains { $0.kind == .color && $0.enclosingType == "LojaPalette" })
    }

    @Test func otherStringSwitchesAreNoColors() throws {
        let inv = try TestSupport.readSnippet(
            """
            import SwiftUI
            enum Plan {
                case free, pro
                // Not named as a color: six hex digits may be an identifier.
                var productID: String {
                    switch self {
                    case .free: return "ABC123"
                    case .pro: return "DEF456"
                    }
                }
                // Named as a color, but one case is no hex code.
                var badgeColor: String {
                    switch self {
                    case .free: return "#CCCCCC"
                    case .pro: return "gold"
                    }
                }
            }
            """)
        #expect(!inv.literals.contains { $0.kind == .color && $0.enclosingType == "Plan" }, "\(inv.literals)")
        #expect(!inv.colors.contains { $0.owner?.hasPrefix("Plan") == true })
    }
}
