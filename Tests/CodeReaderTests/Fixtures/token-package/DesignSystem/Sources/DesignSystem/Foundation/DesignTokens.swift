import CoreGraphics

public protocol DesignToken {
    associatedtype RawValue
    var rawValue: RawValue { get }
}

extension Spacing: DesignToken {}
extension FontSize: DesignToken {}
extension CornerRadius: DesignToken {}

#if DEBUG
enum TokenAudit {
    /// Values seen in the app before the package existed; kept to track the migration.
    static let legacyPaddings: [CGFloat] = [8, 16, 20, 24, 32]
    static let legacyRadii: [CGFloat] = [12, 16, 20]
}
#endif
