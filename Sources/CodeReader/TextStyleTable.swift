/// An Apple Dynamic Type text style at the default (Large) content size.
public struct TextStyle: Sendable, Hashable {
    /// HIG/UIKit name (`largeTitle`, `title1`, `caption1`).
    public var name: String
    /// Numeric weight (400 regular, 600 semibold).
    public var weight: Int
    /// Point size at the Large (default) content size.
    public var size: Double
    /// Line height in points.
    public var leading: Double
    /// A text style at the default size.
    public init(name: String, weight: Int, size: Double, leading: Double) {
        self.name = name; self.weight = weight; self.size = size; self.leading = leading
    }
}

/// The text styles, embedded from `apple_text_styles.csv` (a test keeps them equal).
public enum TextStyleTable {
    /// Large (default) sizes of the 11 iOS text styles.
    public static let styles: [TextStyle] = [
        TextStyle(name: "largeTitle", weight: 400, size: 34, leading: 41),
        TextStyle(name: "title1", weight: 400, size: 28, leading: 34),
        TextStyle(name: "title2", weight: 400, size: 22, leading: 28),
        TextStyle(name: "title3", weight: 400, size: 20, leading: 25),
        TextStyle(name: "headline", weight: 600, size: 17, leading: 22),
        TextStyle(name: "body", weight: 400, size: 17, leading: 22),
        TextStyle(name: "callout", weight: 400, size: 16, leading: 21),
        TextStyle(name: "subheadline", weight: 400, size: 15, leading: 20),
        TextStyle(name: "footnote", weight: 400, size: 13, leading: 18),
        TextStyle(name: "caption1", weight: 400, size: 12, leading: 16),
        TextStyle(name: "caption2", weight: 400, size: 11, leading: 13)
    ]

    /// A style by SwiftUI (`title`, `caption`), UIKit (`title1`, `caption1`) or IB (`UICTFontTextStyleBody`) name.
    public static func style(named raw: String) -> TextStyle? {
        var n = raw
        if n.hasPrefix("UICTFontTextStyle") {
            n = String(n.dropFirst("UICTFontTextStyle".count))
            n = n.prefix(1).lowercased() + n.dropFirst()
            if n == "title0" { n = "largeTitle" }
            if n == "subhead" { n = "subheadline" }
            if n == "emphasizedBody" { n = "body" }
        }
        switch n {
        case "title": n = "title1"
        case "caption": n = "caption1"
        default: break
        }
        return styles.first { $0.name == n }
    }
}
