//
//  HeartRateZone.swift
//  Tempo
//

import SwiftUI

enum HeartRateZone: Int, Codable, CaseIterable {
    case easy = 1
    case steady
    case tempo
    case threshold
    case max

    var name: String {
        switch self {
        case .easy: "Easy"
        case .steady: "Steady"
        case .tempo: "Tempo"
        case .threshold: "Threshold"
        case .max: "Max"
        }
    }

    var color: Color {
        switch self {
        case .easy: .zoneEasy
        case .steady: .zoneSteady
        case .tempo: .zoneTempo
        case .threshold: .zoneThreshold
        case .max: .zoneMax
        }
    }
}

struct ZoneTime: Identifiable, Codable, Hashable {
    var id: HeartRateZone { zone }
    let zone: HeartRateZone
    /// Seconds spent in the zone.
    let duration: TimeInterval
}
