import SwiftUI

enum Typography {
    static let title = Font.system(.title, weight: .bold)
    static let heading = Font.system(.title2, design: .rounded, weight: .semibold)
    static let body = Font.body
    static let caption = Font.caption2
    static let display = Font.system(size: 57, weight: .bold, design: .rounded)
    static let metric = Font.custom("SFProRounded-Semibold", size: 28, relativeTo: .title)
    static let fixed = Font.custom("Inter-Regular", fixedSize: 14)
    static let emphasis = Typography.body.weight(.medium)
    static let italicCaption = Font.caption.italic()
    static let boldBody = Font.body.bold()
}

extension Font {
    static let headlineSmall = Font.system(size: 15, weight: .semibold)
}
