import UIKit

extension UIColor {
    /// Primitive palette. Prefer the semantic colors; these back charts and illustrations.
    enum Palette {
        static let blue50 = UIColor(rgb: 0xDDF4FF)
        static let blue500 = UIColor(rgba: 0x218BFFFF)
        static let gray100 = UIColor(hex: "#EAEDF0")
    }
}
