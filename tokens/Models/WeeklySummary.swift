//
//  WeeklySummary.swift
//  Tempo
//

import Foundation

struct WeeklySummary: Codable, Equatable {
    /// Kilometers, Monday to today.
    var distance: Double
    var activeMinutes: Int
    /// Seconds per kilometer.
    var averagePace: TimeInterval
    var workoutsCount: Int
    var lastUpdated: Date

    static let empty = WeeklySummary(distance: 0, activeMinutes: 0, averagePace: 0, workoutsCount: 0, lastUpdated: .distantPast)

    var distanceText: String { String(format: "%.1f", distance) }

    var averagePaceText: String {
        String(format: "%d:%02d", Int(averagePace) / 60, Int(averagePace) % 60)
    }
}
