import SwiftUI

extension Color {
    // Brand
    static let brand = Color("Brand")
    static let brandSecondary = Color(hex: "#8250DF")
    static let brandSecondaryMuted = brandSecondary.opacity(0.5)
    static let linkText = Color(.linkText)

    // Status
    static let statusSuccess = Color(hex: 0x34C759)
    static let statusWarning = Color(hex: "#FF9900")

    // Charts and emphasis
    static let chartPositive = Color(red: 45 / 255, green: 164 / 255, blue: 78 / 255)
    static let highlight = Color(.sRGB, red: 1.0, green: 0.827, blue: 0.239, opacity: 1)

    // Text
    static let textSecondary = Color("TextSecondary", bundle: .module)

    // Backgrounds
    static let overlay = Color(white: 0, opacity: 0.5)
}
