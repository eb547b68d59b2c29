import UIKit

enum ThemeColors {
    static let coral = UIColor(dynamicLightHex: Palette.Raw.coralDay, darkHex: Palette.Raw.coralNight)
    static let ink = UIColor(dayColor: Palette.Raw.inkDay, nightColor: Palette.Raw.inkNight)
    static let moss = UIColor(rgbValue: Palette.Raw.mossValue)
    static let sand = UIColor(hexString: Palette.Raw.sandValue)
    static let cancel = UIColor(hexString: Palette.Raw.cancelTitle)
    static let fog = UIColor(hexString: RemoteTheme.current.fogHex())
}
