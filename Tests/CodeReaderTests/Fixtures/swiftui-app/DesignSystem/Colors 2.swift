import SwiftUI

extension Color {
    static let brandPrimary = Color(hex: 0x000000)
}
