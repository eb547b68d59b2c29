import SwiftUI

public enum FontSize: CGFloat, CaseIterable {
    case caption = 12
    case footnote = 13
    case subheadline = 14
    case body = 16
    case headline = 18
    case title3 = 20
    case title2 = 22
    case title1 = 28
    case largeTitle = 34
}

public enum FontWeight: String, CaseIterable {
    case regular = "regular"
    case medium = "medium"
    case semibold = "semibold"
    case bold = "bold"

    var weight: Font.Weight {
        switch self {
        case .regular: return .regular
        case .medium: return .medium
        case .semibold: return .semibold
        case .bold: return .bold
        }
    }
}

public struct TypographyStyle {
    let size: FontSize
    let weight: FontWeight
    let lineHeight: CGFloat?
    let letterSpacing: CGFloat?

    public init(size: FontSize, weight: FontWeight, lineHeight: CGFloat? = nil, letterSpacing: CGFloat? = nil) {
        self.size = size
        self.weight = weight
        self.lineHeight = lineHeight
        self.letterSpacing = letterSpacing
    }
}

public extension TypographyStyle {
    static let largeTitle = TypographyStyle(size: .largeTitle, weight: .bold)
    static let title1 = TypographyStyle(size: .title1, weight: .bold)
    static let title2 = TypographyStyle(size: .title2, weight: .semibold)
    static let headline = TypographyStyle(size: .headline, weight: .semibold)
    static let body = TypographyStyle(size: .body, weight: .regular, lineHeight: 22)
    static let caption = TypographyStyle(size: .caption, weight: .regular)
}
