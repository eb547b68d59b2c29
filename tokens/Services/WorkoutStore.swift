//
//  WorkoutStore.swift
//  Tempo
//

import Foundation

@MainActor
final class WorkoutStore: ObservableObject {
    @Published var summary: WeeklySummary = .empty
    @Published var recentWorkouts: [Workout] = []
    @Published var profile = UserProfile(name: "", email: "", weightKg: nil, weeklyGoal: 30)
    @Published var preferences = Preferences()
    @Published var hasCompletedOnboarding = false
    @Published var isStartingWorkout = false

    private let client: HealthClient

    init(client: HealthClient = .live) {
        self.client = client
    }

    func refresh() async {
        do {
            summary = try await client.weeklySummary()
            recentWorkouts = try await client.recentWorkouts(limit: 5)
        } catch {
            // Keep the last values; the dashboard shows "Updated …" from summary.lastUpdated.
        }
    }

    func signOut() {
        profile = UserProfile(name: "", email: "", weightKg: nil, weeklyGoal: 30)
        hasCompletedOnboarding = false
    }
}

struct HealthClient {
    var weeklySummary: () async throws -> WeeklySummary
    var recentWorkouts: (_ limit: Int) async throws -> [Workout]

    static let live = HealthClient(
        weeklySummary: { .empty },
        recentWorkouts: { _ in [] }
    )
}
