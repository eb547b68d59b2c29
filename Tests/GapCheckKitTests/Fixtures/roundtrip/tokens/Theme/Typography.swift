import SwiftUI

enum AppFont {
    static let largeTitle = Font.system(size: 34, weight: .bold)
    static let headline = Font.custom("Inter-SemiBold", size: 17)
    static let body = Font.body
    static let caption = Font.caption
}
