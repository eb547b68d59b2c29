import SwiftUI

/// Asset-backed surfaces; light and dark live in Colors.xcassets.
enum AppColors {
    static let surface = Color("Surface")
    static let border = Color("Border")
}
