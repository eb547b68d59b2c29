//
//  Preferences.swift
//  Tempo
//

import Foundation

enum Units: String, Codable, CaseIterable, Identifiable {
    case kilometers
    case miles

    var id: Self { self }
}

enum AppTheme: String, Codable, CaseIterable, Identifiable {
    case system
    case light
    case dark

    var id: Self { self }
}

struct Preferences: Codable, Equatable {
    var units: Units = .kilometers
    var autoPause: Bool = true
    var audioCues: Bool = false
    var theme: AppTheme = .system
}
