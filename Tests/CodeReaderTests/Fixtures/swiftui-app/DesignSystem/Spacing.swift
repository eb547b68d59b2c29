import SwiftUI

enum Spacing {
    static let xs: CGFloat = 4
    static let sm = 8.0
    static let md: CGFloat = CGFloat(16)
    static let lg: Double = 24
    static let cardPadding = md
}

enum CornerRadius: CGFloat, CaseIterable {
    case small = 8
    case medium = 12
}

extension CGFloat {
    static let space20: CGFloat = 20
}

enum Layout {
    static let buttonHeight: CGFloat = 56
    static let iconSize = 24
    static let animationDuration = 0.25
    static let maxRetries = 3
}
