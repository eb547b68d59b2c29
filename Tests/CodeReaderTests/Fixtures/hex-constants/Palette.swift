import UIKit

/// Raw brand values, shared with the web build as hex strings.
struct Palette {
    struct Raw {
        static let coralDay = "#E4572E"
        static let coralNight = "F28A6B"
        static let inkDay = "#17202A"
        static let inkNight = "#EAECEE"
        static let mossValue = 0x2E8B57
        static let cancelTitle = "Add"
    }
}
