import Foundation
import GapCheckModel
import Testing

@testable import GapCheckKit
@testable import GapCheckReport

/// A forced appearance on the root of the view the app's scene shows pins the app, as on the scene's content; one on a
/// sheet or a nested screen pins that view only (field tests round 17, moto2000 cause 3). Fixture: a Polish tide
/// app, dark boards, other names than the field repository's.
@Suite struct RootViewPinTests {
    static let design = DarkOnlyDesignTests.page(background: "#0D1117", text: "#E6EDF3")

    /// The app: `WindowGroup { ContentView() }`; `pin` is Swift inserted at the end of `ContentView.body` or of a
    /// nested view's, by `where`.
    static func app(pinOn place: String) -> String {
        let pin = ".preferredColorScheme(.dark)"
        return """
            import SwiftUI

            @main
            struct PrzyplywyApp: App {
                var body: some Scene { WindowGroup { ContentView() } }
            }

            struct ContentView: View {
                @State private var showsHelp = false
                var body: some View {
                    TabView {
                        MapaView().tabItem { Text("Mapa") }
                        UstawieniaView().tabItem { Text("Ustawienia") }
                    }
                    .sheet(isPresented: $showsHelp) { PomocView() }\(place == "root" ? "\n        " + pin : "")
                }
            }

            struct MapaView: View {
                var body: some View { Text("Recepten")\(place == "tab" ? pin : "") }
            }

            struct UstawieniaView: View {
                var body: some View { Text("Vandaag koken") }
            }

            struct PomocView: View {
                var body: some View { Text("Pomoc")\(place == "sheet" ? pin : "") }
            }

            struct PodgladView: View {
                var body: some View { ContentView() }
            }
            """
    }

    @Test func aPinEndingTheRootViewsBodyPinsTheApp() throws {
        let a = try DesignTrustTests.run(design: ["plywy.html": Self.design], app: ["App.swift": Self.app(pinOn: "root")])
        #expect(a.design.appearance == .dark)
        #expect(a.inventory.colorSchemeOverrides.first?.pinsApp == true)
        #expect(!DarkOnlyDesignTests.named(a), "\(a.design.diagnostics.map(\.message))")
    }

    /// An App that switches between views by state shows each only in its state: a dark sign-in screen pins nothing else.
    @Test func aPinOnOneOfTheStatesAnAppSwitchesBetweenDoesNot() throws {
        let app = """
            import SwiftUI

            @main
            struct PrzyplywyApp: App {
                @State private var zalogowany = false
                var body: some Scene { WindowGroup { if zalogowany { ContentView() } else { LogowanieView() } } }
            }

            struct ContentView: View {
                var body: some View { Text("Recepten") }
            }

            struct LogowanieView: View {
                var body: some View {
                    VStack { Text("Zaloguj") }
                        .preferredColorScheme(.dark)
                }
            }
            """
        let a = try DesignTrustTests.run(design: ["plywy.html": Self.design], app: ["App.swift": app])
        #expect(a.inventory.colorSchemeOverrides.count == 1)
        #expect(a.inventory.colorSchemeOverrides.first?.pinsApp == nil)
    }

    @Test func aPinOnASheetOrANestedScreenDoesNot() throws {
        for place in ["sheet", "tab"] {
            let a = try DesignTrustTests.run(design: ["plywy.html": Self.design], app: ["App.swift": Self.app(pinOn: place)])
            #expect(a.inventory.colorSchemeOverrides.count == 1)
            #expect(a.inventory.colorSchemeOverrides.first?.pinsApp == nil, "\(place)")
            #expect(DarkOnlyDesignTests.named(a), "\(place)")
        }
    }
}
