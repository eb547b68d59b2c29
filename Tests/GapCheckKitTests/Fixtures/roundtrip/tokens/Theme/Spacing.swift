import CoreGraphics

enum Spacing: CGFloat, CaseIterable {
    case xs = 4
    case sm = 8
    case md = 16
    case lg = 24
    case xl = 32
}

extension CGFloat {
    static let space12: CGFloat = 12
    static let space48: CGFloat = 48
}

enum Radius {
    static let sm: CGFloat = 4
    static let md: CGFloat = 8
    static let lg: CGFloat = 12
    static let full: CGFloat = 9999
}
