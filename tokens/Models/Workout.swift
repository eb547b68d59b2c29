//
//  Workout.swift
//  Tempo
//

import Foundation

enum WorkoutKind: String, Codable, CaseIterable {
    case run
    case ride
    case walk
    case hike
}

enum SyncStatus: String, Codable {
    case synced
    case pending
}

struct Workout: Identifiable, Codable, Hashable {
    let id: UUID
    var kind: WorkoutKind
    var title: String
    var startDate: Date
    /// Seconds.
    var duration: TimeInterval
    /// Meters.
    var distance: Double
    /// Seconds per kilometer.
    var averagePace: TimeInterval
    var averageHeartRate: Int
    /// Meters climbed.
    var elevationGain: Double
    var calories: Int
    var splits: [Split]
    var zones: [ZoneTime]
    var syncStatus: SyncStatus
}

extension Workout {
    var distanceText: String {
        String(format: "%.2f km", distance / 1000)
    }

    var durationText: String {
        Duration.seconds(duration).formatted(.time(pattern: .minuteSecond))
    }

    var paceText: String {
        let minutes = Int(averagePace) / 60
        let seconds = Int(averagePace) % 60
        return String(format: "%d:%02d /km", minutes, seconds)
    }

    var summaryLine: String {
        "\(distanceText) · \(durationText) · \(paceText)"
    }
}
