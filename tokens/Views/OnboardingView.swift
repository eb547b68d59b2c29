//
//  OnboardingView.swift
//  Tempo
//

import SwiftUI

struct OnboardingView: View {
    @EnvironmentObject private var store: WorkoutStore
    @State private var name = ""
    @State private var weight = ""
    @State private var weeklyGoal = 30
    @State private var showHealthSheet = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: Spacing.md) {
                VStack(spacing: Spacing.xs) {
                    Text("Welcome to Tempo")
                        .font(Typography.largeTitle)
                    Text("Tell us a little about you so we can tune your zones and goals.")
                        .font(Typography.body)
                        .foregroundStyle(Color.textSecondary)
                        .multilineTextAlignment(.center)
                }
                .frame(maxWidth: .infinity)
                .padding(.vertical, Spacing.xxl)

                SectionHeader("About You")
                TextField("Name", text: $name)
                    .textContentType(.name)
                    .fieldStyle()
                TextField("Weight", text: $weight)
                    .keyboardType(.decimalPad)
                    .fieldStyle()

                SectionHeader("Your Goal")
                Picker("Weekly Distance Goal", selection: $weeklyGoal) {
                    ForEach([20, 30, 50], id: \.self) { km in
                        Text("\(km) km").tag(km)
                    }
                }
                Picker("Units", selection: $store.preferences.units) {
                    Text("Kilometers").tag(Units.kilometers)
                    Text("Miles").tag(Units.miles)
                }

                VStack(spacing: Spacing.sm) {
                    Button {
                        saveProfile()
                        showHealthSheet = true
                    } label: {
                        Text("Continue")
                            .font(Typography.headline)
                            .frame(maxWidth: .infinity, minHeight: Layout.buttonHeight)
                            .foregroundStyle(Color.textOnBrand)
                            .background(Color(hex: "#4F46E5"))
                            .clipShape(RoundedRectangle(cornerRadius: CornerRadius.md.rawValue))
                    }
                    Button("Skip for Now") {
                        store.hasCompletedOnboarding = true
                    }
                    .font(Typography.headline)
                    .frame(maxWidth: .infinity, minHeight: Layout.minTapTarget)
                }
                .padding(.top, Spacing.xl)
            }
            .padding(.horizontal, 24)
        }
        .background(Color.backgroundPrimary)
        .sheet(isPresented: $showHealthSheet) {
            HealthAccessSheet {
                store.hasCompletedOnboarding = true
            }
            .presentationDetents([.medium])
        }
    }

    private func saveProfile() {
        store.profile.name = name
        store.profile.weightKg = Double(weight)
        store.profile.weeklyGoal = Double(weeklyGoal)
    }
}

private struct HealthAccessSheet: View {
    var onFinish: () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.md) {
            Text("Connect Apple Health")
                .font(Typography.title)
            Text("Tempo reads heart rate and workouts to build your training load.")
                .font(Typography.body)
                .foregroundStyle(Color.textSecondary)
            Button("Allow Access", action: onFinish)
                .buttonStyle(.borderedProminent)
                .frame(maxWidth: .infinity, minHeight: Layout.buttonHeight)
            Button("Not Now", action: onFinish)
                .frame(maxWidth: .infinity, minHeight: Layout.buttonHeight)
        }
        .padding(Spacing.lg)
    }
}
