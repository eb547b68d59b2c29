//
//  Fonts.swift
//  Tandem
//

import UIKit

struct Fonts {

    // MARK: - Helpers (size chosen at the call site)

    static func regularFont(size: CGFloat) -> UIFont {
        return UIFont(name: "SFProDisplay-Regular", size: size) ?? UIFont.systemFont(ofSize: size)
    }

    static func mediumDisplayFont(size: CGFloat) -> UIFont {
        return UIFont(name: "SFProDisplay-Medium", size: size) ?? UIFont.systemFont(ofSize: size, weight: .medium)
    }

    static func mediumTextFont(size: CGFloat) -> UIFont {
        return UIFont(name: "SFProText-Medium", size: size) ?? UIFont.systemFont(ofSize: size, weight: .medium)
    }

    static func boldFont(size: CGFloat) -> UIFont {
        return UIFont(name: "SFProDisplay-Bold", size: size) ?? UIFont.boldSystemFont(ofSize: size)
    }

    static func heavyFont(size: CGFloat) -> UIFont {
        return UIFont(name: "SFProDisplay-Heavy", size: size) ?? UIFont.systemFont(ofSize: size, weight: .heavy)
    }

    static func semiBold(size: CGFloat) -> UIFont {
        return UIFont(name: "SFProDisplay-Semibold", size: size) ?? UIFont.systemFont(ofSize: size, weight: .semibold)
    }

    // MARK: - Named styles

    static let screenTitle = UIFont(name: "SFProDisplay-Bold", size: 30)!
    static let modalTitle = UIFont(name: "HelveticaNeue-Bold", size: 28)!
    static let subtitle = UIFont(name: "SFProDisplay-Medium", size: 24)!
    static let field = UIFont(name: "SFProText-Medium", size: 18)!
    static let badge = UIFont(name: "SFProDisplay-Heavy", size: 15)!
    static let body = UIFont.systemFont(ofSize: 17)
    static let caption = UIFont.systemFont(ofSize: 13, weight: .regular)
    static let sectionTitle = UIFont.boldSystemFont(ofSize: 20)
    static let headline = UIFont.preferredFont(forTextStyle: .headline)
    static let timer = UIFont.monospacedSystemFont(ofSize: 15, weight: .medium)
}
