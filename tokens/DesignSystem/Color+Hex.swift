//
//  Color+Hex.swift
//  Tempo
//

import SwiftUI

extension Color {
    /// `Color(hex: 0x4F46E5)`. Pass 0xRRGGBB; use `opacity` for alpha.
    init(hex: UInt32, opacity: Double = 1) {
        let red = Double((hex >> 16) & 0xFF) / 255
        let green = Double((hex >> 8) & 0xFF) / 255
        let blue = Double(hex & 0xFF) / 255
        self.init(.sRGB, red: red, green: green, blue: blue, opacity: opacity)
    }

    /// `Color(hex: "#4F46E5")` or `"#4F46E5CC"` (RRGGBBAA). Invalid strings give clear.
    init(hex string: String) {
        var text = string.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.hasPrefix("#") { text.removeFirst() }
        var value: UInt64 = 0
        guard Scanner(string: text).scanHexInt64(&value) else {
            self = .clear
            return
        }
        switch text.count {
        case 6:
            self.init(hex: UInt32(value))
        case 8:
            self.init(hex: UInt32(value >> 8), opacity: Double(value & 0xFF) / 255)
        default:
            self = .clear
        }
    }
}
