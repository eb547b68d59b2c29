import CoreGraphics

/// 4-point grid.
public enum Spacing: CGFloat, CaseIterable {
    case xxs = 4      // Extra extra small
    case xs = 8       // Extra small
    case sm = 12      // Small
    case md = 16      // Medium (base unit)
    case lg = 20      // Large
    case xl = 24      // Extra large
    case xxl = 32     // Extra extra large
    case xxxl = 48    // Triple extra large
}

public extension Spacing {
    static let tiny = Spacing.xxs
    static let small = Spacing.xs
    static let medium = Spacing.md
    static let large = Spacing.xl
    static let huge = Spacing.xxxl
}
