import UIKit

extension UIColor {
    static let brandPrimary = UIColor(0x1F6FEB)
    static let accent = brandPrimary
    static let brandTertiary: UIColor = #colorLiteral(red: 0.345, green: 0.337, blue: 0.839, alpha: 1)
    static let focusRing = UIColor(rgbHex: 0x096CDC)

    static let statusError = UIColor(red: 255/255, green: 95/255, blue: 80/255, alpha: 1)
    static let statusInfo = UIColor(rgb: 0x12A4F0)

    static let textPrimary = UIColor(named: "TextPrimary")!
    static let textOnBrand = UIColor(white: 1.0, alpha: 1.0)

    static let backgroundPrimary = UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(rgb: 0x0D1117)
            : UIColor(rgb: 0xFFFFFF)
    }

    static let backgroundSecondary = UIColor(dynamicProvider: { traitCollection in
        switch traitCollection.userInterfaceStyle {
        case .dark:
            return UIColor(red: 22 / 255, green: 27 / 255, blue: 34 / 255, alpha: 1)
        default:
            return UIColor(red: 246 / 255, green: 248 / 255, blue: 250 / 255, alpha: 1)
        }
    })

    static let surfaceSubtle = UIColor(white: 0.98, alpha: 1)
}
