//
//  Colors.swift
//  Tempo
//
//  Semantic colors. Keep in sync with design/css/tokens.css.
//

import SwiftUI

extension Color {
    // MARK: - Brand

    static let brandPrimary = Color("BrandPrimary")
    static let brandPrimaryPressed = Color(hex: "#4338CA")
    static let brandAccent = Color(hex: 0xFF6A3D)

    // MARK: - Status

    static let statusSuccess = Color.green
    static let darkGreen = Color(hex: 0x1A7F37)
    static let statusSuccessSubtle = Color(hex: "#E8F8EC")
    static let statusWarning = Color(hex: "#FFCC00")
    static let statusError = Color(hex: "#FF3B30")
    static let statusInfo = Color(hex: "#0F88FF")

    // MARK: - Text

    static let textPrimary = Color("TextPrimary")
    static let textSecondary = Color("TextSecondary")
    static let textTertiary = Color(red: 174 / 255, green: 174 / 255, blue: 178 / 255)
    static let textOnBrand = Color.white

    // MARK: - Backgrounds

    static let backgroundPrimary = Color("Background")
    static let surface = Color("Surface")
    static let border = Color("Border")
    static let overlay = Color.black.opacity(0.4)

    // MARK: - Heart-rate zones

    static let zoneEasy = Color(hex: 0x64D2FF)
    static let zoneSteady = Color(hex: 0x30D158)
    static let zoneTempo = Color(hex: 0xFFD60A)
    static let zoneThreshold = Color(hex: 0xFF9F0A)
    static let zoneMax = Color(hex: 0xFF453A)

    // MARK: - Charts

    static let chartGrid = Color("ChartGrid")
}
