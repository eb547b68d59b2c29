import UIKit

extension UIColor {
    convenience init(dynamicLightHex: String, darkHex: String) {
        self.init { traits in
            traits.userInterfaceStyle == .dark ? UIColor(hexString: darkHex) : UIColor(hexString: dynamicLightHex)
        }
    }

    convenience init(dayColor: String, nightColor: String) {
        self.init(dynamicLightHex: dayColor, darkHex: nightColor)
    }

    convenience init(hexString: String) {
        var value: UInt64 = 0
        Scanner(string: hexString.replacingOccurrences(of: "#", with: "")).scanHexInt64(&value)
        self.init(rgbValue: Int(value))
    }

    convenience init(rgbValue: Int) {
        self.init(
            red: CGFloat((rgbValue >> 16) & 0xFF) / 255, green: CGFloat((rgbValue >> 8) & 0xFF) / 255,
            blue: CGFloat(rgbValue & 0xFF) / 255, alpha: 1)
    }
}
