//
//  RootView.swift
//  Tempo
//

import SwiftUI

struct RootView: View {
    @EnvironmentObject private var store: WorkoutStore

    var body: some View {
        TabView {
            DashboardView()
                .tabItem { Label("Today", systemImage: "figure.run") }
            SettingsView()
                .tabItem { Label("Settings", systemImage: "gearshape") }
        }
        .fullScreenCover(isPresented: .constant(!store.hasCompletedOnboarding)) {
            OnboardingView()
        }
    }
}
