import SwiftUI

@main
struct BuilderApp: App {
    var body: some Scene {
        WindowGroup {
            DashboardView()
        }
    }
}
