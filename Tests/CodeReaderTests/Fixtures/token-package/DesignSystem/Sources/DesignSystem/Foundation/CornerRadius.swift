import CoreGraphics

public enum CornerRadius: CGFloat, CaseIterable {
    case small = 8
    case medium = 12
    case large = 16
    case extraLarge = 20
}

public enum ComponentHeight: CGFloat {
    case button = 56
    case textField = 52
    case smallButton = 44
}
