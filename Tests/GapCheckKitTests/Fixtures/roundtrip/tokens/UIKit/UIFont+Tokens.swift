import UIKit

extension UIFont {
    static let title = UIFont.systemFont(ofSize: 22, weight: .semibold)
    static let display = UIFont(name: "Inter-Bold", size: 28)!
}
