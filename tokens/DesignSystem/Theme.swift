//
//  Theme.swift
//  Tempo
//
//  From the v1 prototype. New code should use Colors.swift / Typography.swift.
//

import SwiftUI

enum Theme {
    // MARK: Colors

    static let brandPrimary = Color(hex: "#4F46E5")
    static let statusError = Color(red: 0.9, green: 0.2, blue: 0.2)

    // MARK: Fonts

    static let title = Font.system(size: 22, weight: .semibold)
}
