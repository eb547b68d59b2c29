import SwiftUI

extension Color {
    // Brand
    static let brandPrimary = Color("BrandPrimary")
    static let brandSecondary = Color("BrandSecondary", bundle: .module)
    static let brandAccent = Color(.brandAccent)
    static let accent = brandPrimary
    static let accentPressed = Self.brandSecondary

    // Status
    static let statusSuccess = Color.green
    static let statusWarning = Color(hex: "#FF9500")
    static let statusError = Color(hex: 0xFF3B30)
    static let statusInfo = Color(red: 0, green: 122 / 255, blue: 1, opacity: 1)
    static let statusInfoMuted = statusInfo.opacity(0.25)

    // Text
    static let textPrimary = Color.primary
    static let textSecondary = Color(.secondaryLabel)
    static let textInverse = Color(uiColor: .systemBackground)
    static let textOnBrand = Color.white

    // Surfaces
    static let surfaceRaised = Color(.sRGB, red: 0.949, green: 0.949, blue: 0.969, opacity: 1)
    static let surfaceWide = Color(.displayP3, red: 1, green: 0, blue: 0)
    static let surfaceGray = Color(white: 0.5)
    static let surfaceAdaptive = Color(light: Color(hex: 0xFFFFFF), dark: Color(hex: 0x1C1C1E))
    static let missingAsset = Color("DoesNotExist")
    static var computedBrand: Color { Color(hex: "#4F46E5") }
    static let highlight = Color(hex: "#FFD60ACC")
}

enum AppColors {
    static let green = Color(hex: 0xb3cbc0)
    static let darkGreen = Color(hex: 0x7fa395)
    static let textPrimary = Color.black
    static let divider = Color(.separator)
    static let secondaryFill = Color(.secondarySystemBackground)
    static let tintFromUIKit = Color(UIColor.systemBlue)
    static let link = AppColors.green
    static let cycleA = cycleB
    static let cycleB = cycleA
}
