//
//  Colors.swift
//  Tandem
//
//  Created by Dana Levi on 03/02/2021.
//  Copyright © 2021 Tandem Labs. All rights reserved.
//

import UIKit

struct Colors {

    static let appBlue = UIColor(red: 0.36, green: 0.35, blue: 0.89, alpha: 1)
    static let appOrange = UIColor(red: 255/255, green: 102/255, blue: 84/255, alpha: 1)
    static let textMediumBlue = UIColor(red: 0.18, green: 0.17, blue: 0.66, alpha: 1)
    static let borderGray = UIColor(red: 0.17, green: 0.17, blue: 0.34, alpha: 0.2)
    static let offwhiteLight = UIColor(red: 250/255, green: 250/255, blue: 250/255, alpha: 1)

    static let shadowColor = UIColor(red: 0.1, green: 0.12, blue: 0.57, alpha: 0.1)
}
