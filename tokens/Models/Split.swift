//
//  Split.swift
//  Tempo
//

import Foundation

/// One kilometer of a workout.
struct Split: Identifiable, Codable, Hashable {
    var id: Int { km }

    /// 1-based kilometer index.
    let km: Int
    /// Seconds for this kilometer.
    let pace: TimeInterval
    let heartRate: Int

    var paceText: String {
        String(format: "%d:%02d", Int(pace) / 60, Int(pace) % 60)
    }
}
