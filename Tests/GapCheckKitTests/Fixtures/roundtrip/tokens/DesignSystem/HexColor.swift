import SwiftUI
import UIKit

// Hex helpers used across the token files. 8-digit values are RRGGBBAA.

extension Color {
    init(hex: UInt32) {
        self.init(
            .sRGB,
            red: Double((hex >> 16) & 0xFF) / 255,
            green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255,
            opacity: 1
        )
    }

    init(hex: String) {
        let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
        self.init(hex: UInt32(digits, radix: 16) ?? 0)
    }
}

extension UIColor {
    convenience init(rgb: UInt32, alpha: CGFloat = 1) {
        self.init(
            red: CGFloat((rgb >> 16) & 0xFF) / 255,
            green: CGFloat((rgb >> 8) & 0xFF) / 255,
            blue: CGFloat(rgb & 0xFF) / 255,
            alpha: alpha
        )
    }

    /// `UIColor(0x1F6FEB)`
    convenience init(_ rgb: UInt32) {
        self.init(rgb: rgb)
    }

    /// `UIColor(rgbHex: 0x096CDC)` — same as `rgb:`, kept for the old call sites.
    convenience init(rgbHex: UInt32) {
        self.init(rgb: rgbHex)
    }

    /// `UIColor(rgba: 0x218BFFFF)` — RRGGBBAA.
    convenience init(rgba: UInt32) {
        self.init(
            red: CGFloat((rgba >> 24) & 0xFF) / 255,
            green: CGFloat((rgba >> 16) & 0xFF) / 255,
            blue: CGFloat((rgba >> 8) & 0xFF) / 255,
            alpha: CGFloat(rgba & 0xFF) / 255
        )
    }

    convenience init(hex: String) {
        let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
        self.init(rgb: UInt32(digits, radix: 16) ?? 0)
    }
}
