//
//  Spacing.swift
//  Tempo
//

import CoreGraphics

/// 4-pt grid, mirrors `--space-*`.
enum Spacing {
    static let xxs: CGFloat = 4
    static let xs: CGFloat = 8
    static let sm: CGFloat = 12
    static let md: CGFloat = 16
    static let lg: CGFloat = 20
    static let xl: CGFloat = 32
    static let xxl: CGFloat = 48
}

/// Mirrors `--radius-*`. Use `.rawValue` with `RoundedRectangle(cornerRadius:)`.
enum CornerRadius: CGFloat {
    case sm = 6
    case md = 10
    case lg = 14
    case pill = 999
}

enum Layout {
    static let minTapTarget: CGFloat = 44
    static let buttonHeight: CGFloat = 50
    static let screenPadding = Spacing.md
}
