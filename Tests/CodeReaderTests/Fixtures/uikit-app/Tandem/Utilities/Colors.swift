//
//  Colors.swift
//  Tandem
//
//  Created by Dana Levi on 03/02/2021.
//  Copyright © 2021 Tandem Labs. All rights reserved.
//

import UIKit

struct Colors {

    static let appBlue = UIColor(red: 0.35, green: 0.34, blue: 0.87, alpha: 1)
    static let appOrange = UIColor(red: 255/255, green: 95/255, blue: 80/255, alpha: 1)
    static let textMediumBlue = UIColor(red: 0.18, green: 0.17, blue: 0.66, alpha: 1)
    static let borderGray = UIColor(red: 0.17, green: 0.17, blue: 0.34, alpha: 0.15)
    static let offwhiteLight = UIColor(red: 249/255, green: 249/255, blue: 249/255, alpha: 1)
    static let appLightGray = UIColor(red: 186.0 / 255.0, green: 186.0 / 255.0, blue: 201.0 / 255.0, alpha: 0.5)

    // MARK: - Shadows

    static let shadowColor = UIColor(red: 0.1, green: 0.12, blue: 0.57, alpha: 0.1)
    static let playerShadowColor = UIColor(red: 0.09, green: 0.09, blue: 0.28, alpha: 0.33)

    // MARK: - States

    static let pressedBlue = #colorLiteral(red: 0.18, green: 0.17, blue: 0.66, alpha: 1)
    static let errorRed = UIColor(red: 0xE7 / 255, green: 0x4C / 255, blue: 0x3C / 255, alpha: 1)

    // MARK: - Asset catalog

    static let successGreen = UIColor(named: "SuccessGreen")!
    static let cardBackground = UIColor(named: "CardBackground") ?? .white
    static let textPrimary = UIColor(named: "TextPrimary")!

    // MARK: - System

    static let link = UIColor.systemBlue
    static let separator = UIColor.separator

    static let overlay = UIColor.black.withAlphaComponent(0.32)

    // Not colors.
    static let fadeDuration: TimeInterval = 0.25
    static let maxBadgeCount = 99
}
