//
//  UserProfile.swift
//  Tempo
//

import Foundation

struct UserProfile: Codable, Equatable {
    var name: String
    var email: String
    var weightKg: Double?
    /// Kilometers per week.
    var weeklyGoal: Double
}
