//
//  DashboardView.swift
//  Tempo
//

import SwiftUI

struct DashboardView: View {
    @EnvironmentObject private var store: WorkoutStore

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: Spacing.lg) {
                    Text(Date.now, format: .dateTime.weekday(.wide).month(.wide).day())
                        .font(Typography.subheadline)
                        .foregroundStyle(Color.textSecondary)

                    thisWeek
                    weeklyGoal
                    recentWorkouts
                }
                .padding(.horizontal, Spacing.md)
            }
            .background(Color.backgroundPrimary)
            .navigationTitle("Today")
            .toolbar {
                Button {
                    store.isStartingWorkout = true
                } label: {
                    Image(systemName: "plus")
                }
                .accessibilityLabel("Start workout")
            }
            .refreshable { await store.refresh() }
        }
    }

    private var thisWeek: some View {
        VStack(alignment: .leading, spacing: Spacing.xs) {
            SectionHeader("This Week")
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: Spacing.sm) {
                StatTile(value: store.summary.distanceText, title: "Distance")
                StatTile(value: "\(store.summary.activeMinutes)", title: "Active Minutes")
                StatTile(value: store.summary.averagePaceText, title: "Avg Pace")
            }
        }
    }

    private var weeklyGoal: some View {
        VStack(alignment: .leading, spacing: Spacing.xs) {
            SectionHeader("Weekly Goal")
            VStack(alignment: .leading, spacing: Spacing.xs) {
                Text("\(store.summary.distanceText) of \(Int(store.profile.weeklyGoal)) km")
                    .font(Typography.headline)
                ProgressView(value: min(store.summary.distance / max(store.profile.weeklyGoal, 1), 1))
                    .tint(Color.brandAccent)
                Text("Updated \(store.summary.lastUpdated, style: .relative) ago")
                    .font(Typography.caption)
                    .foregroundStyle(Color.textTertiary)
            }
            .padding(Spacing.md)
            .background(Color.surface)
            .clipShape(RoundedRectangle(cornerRadius: CornerRadius.lg.rawValue))
        }
    }

    private var recentWorkouts: some View {
        VStack(alignment: .leading, spacing: Spacing.sm) {
            SectionHeader("Recent Workouts")
            ForEach(store.recentWorkouts) { workout in
                NavigationLink(value: workout) {
                    WorkoutRow(workout: workout)
                }
                .buttonStyle(.plain)
            }
        }
        .navigationDestination(for: Workout.self) { workout in
            WorkoutDetailView(workout: workout)
        }
    }
}

#Preview {
    DashboardView()
        .environmentObject(WorkoutStore())
}
