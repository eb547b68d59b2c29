//
//  Layout.swift
//  Tandem
//

import UIKit

enum Layout {
    static let fieldHeight: CGFloat = 50
    static let horizontalMargin: CGFloat = 48
    static let modalMargin: CGFloat = 17
    static let buttonSpacing: CGFloat = 16
    static let cardCornerRadius: CGFloat = 15
    static let modalCornerRadius: CGFloat = 31
    static let actionButtonCornerRadius: CGFloat = 18
}
