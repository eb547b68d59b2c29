import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit

/// An Italian recipe app designed as four screens whose project is still the app template: one critical says the app
/// implements none of them, instead of four; as soon as one screen has its view, each missing screen is its own
/// finding again.
@Suite struct NoScreenImplementedTests {
    static func screen(_ title: String, _ texts: [String]) -> String {
        """
        <!DOCTYPE html><html lang="it"><head><title>\(title)</title></head><body>
        <h1>\(title)</h1><ul>\(texts.map { "<li><button>\($0)</button></li>" }.joined())</ul>
        </body></html>
        """
    }

    static let design = [
        "ricette.html": screen("Ricette", ["Pasta al pomodoro", "Risotto ai funghi", "Tiramisù della nonna"]),
        "dispensa.html": screen("Dispensa", ["Farina 00", "Uova fresche", "Olio extravergine"]),
        "spesa.html": screen("Lista della spesa", ["Basilico", "Parmigiano", "Limoni di Sorrento"]),
        "profilo.html": screen("Profilo", ["Ricette salvate", "Preferenze alimentari", "Esci dall'account"])
    ]

    static let template = """
        import SwiftUI

        struct ContentView: View {
            var body: some View {
                VStack { Image(systemName: "globe"); Text("Hello, world!") }.padding()
            }
        }
        """

    @Test func aTemplateAppIsOneFindingNamingEveryScreen() throws {
        let a = try DesignTrustTests.run(design: Self.design, app: ["ContentView.swift": Self.template])
        let missing = a.findings.filter { $0.rule == "screen.missing" }
        #expect(missing.count == 1, "\(missing.map(\.title))")
        let f = try #require(missing.first)
        #expect(f.severity == .critical)
        #expect(f.title == "The app implements none of the design's 4 screens")
        #expect(f.count == 4 && f.occurrences.count == 4)
        for name in ["ricette", "dispensa", "spesa", "profilo"] { #expect(f.message.contains(name), "\(f.message)") }
        #expect(f.message.contains("`ContentView` (\"Hello, world!\")"), "\(f.message)")
    }

    @Test func oneImplementedScreenLeavesEachAbsenceItsOwnFinding() throws {
        let recipes = """
            import SwiftUI

            struct RicetteView: View {
                var body: some View {
                    List { Text("Pasta al pomodoro"); Text("Risotto ai funghi"); Text("Tiramisù della nonna") }
                        .navigationTitle("Ricette")
                }
            }
            """
        let a = try DesignTrustTests.run(design: Self.design, app: ["ContentView.swift": Self.template, "RicetteView.swift": recipes])
        let missing = a.findings.filter { $0.rule == "screen.missing" && $0.severity == .critical }
        #expect(missing.count == 3, "\(missing.map(\.title))")
        #expect(!missing.contains { $0.title.contains("none of the design") })
    }
}
