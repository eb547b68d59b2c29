import SwiftUI

public extension Font {
    static func designSystem(_ style: TypographyStyle) -> Font {
        .system(size: style.size.rawValue, weight: style.weight.weight)
    }
}

public extension View {
    func font(_ style: TypographyStyle) -> some View {
        let lineSpacing = (style.lineHeight ?? style.size.rawValue) - style.size.rawValue
        return self
            .font(.designSystem(style))
            .lineSpacing(max(lineSpacing, 0))
            .tracking(style.letterSpacing ?? 0)
    }
}
