//
//  App.swift
//  Tempo
//

import SwiftUI

@main
struct TempoApp: App {
    @StateObject private var store = WorkoutStore()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environmentObject(store)
                .tint(.brandPrimary)
                // Dark mode isn't finished yet (cards stay white) — ship light only for 2.4.
                .preferredColorScheme(.light)
        }
    }
}
