//
//  SettingsView.swift
//  Tempo
//

import SwiftUI

struct SettingsView: View {
    @EnvironmentObject private var store: WorkoutStore

    var body: some View {
        NavigationStack {
            Form {
                Section("Profile") {
                    LabeledContent("Name", value: store.profile.name)
                    LabeledContent("Email", value: store.profile.email)
                    LabeledContent("Weekly Goal", value: "\(Int(store.profile.weeklyGoal)) km")
                }

                Section {
                    Picker("Units", selection: $store.preferences.units) {
                        Text("Kilometers").tag(Units.kilometers)
                        Text("Miles").tag(Units.miles)
                    }
                    Toggle("Auto-Pause", isOn: $store.preferences.autoPause)
                    Toggle("Audio Cues", isOn: $store.preferences.audioCues)
                } header: {
                    Text("Workouts")
                } footer: {
                    Text("Auto-Pause stops the timer when you stop moving.")
                }

                Section("Appearance") {
                    Picker("Theme", selection: $store.preferences.theme) {
                        Text("System").tag(AppTheme.system)
                        Text("Light").tag(AppTheme.light)
                        Text("Dark").tag(AppTheme.dark)
                    }
                }

                Section("About") {
                    LabeledContent("Version", value: "\(AppInfo.current.version) (\(AppInfo.current.build))")
                    Link("Privacy Policy", destination: URL(string: "https://tempo.run/privacy")!)
                }

                Section {
                    Button("Sign Out", role: .destructive) {
                        store.signOut()
                    }
                    .foregroundStyle(Theme.statusError)
                }
            }
            .navigationTitle("Settings")
        }
    }
}
