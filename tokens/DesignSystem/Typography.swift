//
//  Typography.swift
//  Tempo
//
//  Type scale from design/css/tokens.css (.text-*). Text styles scale with Dynamic Type.
//

import SwiftUI

enum Typography {
    static let largeTitle = Font.system(size: 34, weight: .bold)
    static let title = Font.system(size: 22, weight: .semibold)
    static let headline = Font.headline
    static let body = Font.body
    static let subheadline = Font.subheadline
    static let footnote = Font.footnote
    static let caption = Font.system(size: 12, weight: .medium)

    /// Big numbers in stat tiles and workout summaries.
    static let metric = Font.custom("SFProRounded-Bold", size: 28)
}
