import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit

/// A token function's `switch` read whole (field round 25): its `default` arm is the palette's fallback color and an
/// integer case (`case 2:`) is a named step, both tokens of the function; a fallback to a system color, a `default`
/// beside a single case and a view's own helper stay out. A French task board, written in UIKit and SwiftUI.
@Suite struct SwitchFallbackColorTests {
    static let design = """
        <!DOCTYPE html><html><head><title>Tâches</title><style>
        :root { --encre: #22252B; --etiquette-travail: #D8E4F6; --etiquette-perso: #F4DCE3; --etiquette: #EFE6C2;
          --niveau-0: #EEEAE1; --niveau-1: #CFC6AE; --niveau-2: #A69770; --niveau-3: #6E6244; }
        body { background: #FFFFFF; color: var(--encre); }
        .t { background: var(--etiquette-travail); } .p { background: var(--etiquette-perso); } .x { background: var(--etiquette); }
        .n0 { background: var(--niveau-0); } .n1 { background: var(--niveau-1); } .n2 { background: var(--niveau-2); } .n3 { background: var(--niveau-3); }
        </style></head><body data-screen="taches"><h1>Tâches</h1>
        <span class="t">Travail</span><span class="p">Perso</span><span class="x">Autre</span>
        <i class="n0"></i><i class="n1"></i><i class="n2"></i><i class="n3"></i></body></html>
        """
    static let app = """
        import SwiftUI
        import UIKit

        enum Couleurs {
            static let encre = Color(red: 34 / 255, green: 37 / 255, blue: 43 / 255)

            static func etiquette(_ sorte: String) -> UIColor {
                switch sorte {
                case "travail": return UIColor(red: 216 / 255, green: 228 / 255, blue: 246 / 255, alpha: 1)
                case "perso": return UIColor(red: 244 / 255, green: 220 / 255, blue: 227 / 255, alpha: 1)
                default: return UIColor(red: 239 / 255, green: 230 / 255, blue: 194 / 255, alpha: 1)
                }
            }

            static func niveau(_ n: Int) -> Color {
                switch n {
                case 1: Color(red: 207 / 255, green: 198 / 255, blue: 174 / 255)
                case 2: Color(red: 166 / 255, green: 151 / 255, blue: 112 / 255)
                case 3: Color(red: 110 / 255, green: 98 / 255, blue: 68 / 255)
                default: Color(red: 238 / 255, green: 234 / 255, blue: 225 / 255)
                }
            }

            // A fallback to a system color is the platform's, not the palette's.
            static func priorite(_ p: String) -> Color {
                switch p {
                case "haute": Color(red: 0.8, green: 0.2, blue: 0.2)
                case "basse": Color(red: 0.2, green: 0.6, blue: 0.3)
                default: .gray
                }
            }

            // One case and a fallback are a condition, not a palette.
            static func fond(_ actif: String) -> Color {
                switch actif {
                case "oui": Color(red: 0.1, green: 0.1, blue: 0.5)
                default: Color(red: 0.9, green: 0.9, blue: 0.9)
                }
            }
        }

        struct TachesView: View {
            func teinte(_ n: Int) -> Color {
                switch n {
                case 1: Color(red: 0.3, green: 0.3, blue: 0.3)
                case 2: Color(red: 0.4, green: 0.4, blue: 0.4)
                default: Color(red: 0.5, green: 0.5, blue: 0.5)
                }
            }
            var body: some View { Text("Tâches").foregroundStyle(Couleurs.encre) }
        }
        """

    @Test func theDefaultArmAndIntegerCasesAreTokensOfTheFunction() throws {
        let a = try DesignTrustTests.run(design: ["taches.html": Self.design], app: ["Couleurs.swift": Self.app])
        let names = Set(a.inventory.colors.map(\.qualifiedName))
        #expect(names.isSuperset(of: ["Couleurs.etiquette.travail", "Couleurs.etiquette.perso", "Couleurs.etiquette.default"]), "\(names.sorted())")
        #expect(names.isSuperset(of: ["Couleurs.niveau.1", "Couleurs.niveau.2", "Couleurs.niveau.3", "Couleurs.niveau.default"]), "\(names.sorted())")
        #expect(a.inventory.colors.first { $0.qualifiedName == "Couleurs.etiquette.default" }?.light?.hex == "#EFE6C2")
        #expect(a.inventory.colors.first { $0.qualifiedName == "Couleurs.niveau.default" }?.light?.hex == "#EEEAE1")
        // Every design color is in the code: none is missing.
        let missing = a.findings.filter { $0.rule == "color.missing" }.map(\.title)
        #expect(missing.isEmpty, "\(missing)")
    }

    @Test func aSystemFallbackASingleCaseAndAViewsHelperGiveNoTokens() throws {
        let a = try DesignTrustTests.run(design: ["taches.html": Self.design], app: ["Couleurs.swift": Self.app])
        let names = Set(a.inventory.colors.map(\.qualifiedName))
        #expect(names.contains("Couleurs.priorite.haute") && !names.contains("Couleurs.priorite.default"), "\(names.sorted())")
        #expect(!names.contains { $0.hasPrefix("Couleurs.fond") }, "\(names.sorted())")
        #expect(!names.contains { $0.hasPrefix("TachesView") }, "\(names.sorted())")
    }
}
