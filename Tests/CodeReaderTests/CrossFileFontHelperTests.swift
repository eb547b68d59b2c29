import Foundation
import GapCheckModel
import Testing

@testable import CodeReader

/// Font helpers declared in one file and called in another (field round 11: every call of a cross-file helper read
/// as its defaults, so a semibold call read as Regular): each call is read as the helper's body with the call's own
/// arguments in place, in styles of our own (a nested `DesignSystem.Typography` struct, a switch over the weight, a
/// `UIFont` extension with `UIFontMetrics`, a free function, a `Font` extension called as an implicit member).
@Suite("Font helpers of another file")
struct CrossFileFontHelperTests {
    static func read(_ files: [String: String]) throws -> Inventory {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gapcheck-xfont-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        for (name, text) in files {
            let url = dir.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return try CodeReader.read(roots: [dir.path])
    }

    static func font(_ inv: Inventory, _ text: String) -> FontSpec? { inv.elements.first { $0.text == text }?.font?.font }

    static let typography = """
        import SwiftUI

        public struct DesignSystem {
            public struct Typography {
                public enum Emphasis: String {
                    case book = "Book"
                    case medium = "Medium"
                    case heavy = "Heavy"
                }

                /// Headings: the Lexend face the weight asks for.
                public static func heading(size: CGFloat, weight: Font.Weight = .bold) -> Font {
                    switch weight {
                    case .heavy, .black: return .custom("Lexend-ExtraBold", size: size)
                    case .bold: return .custom("Lexend-Bold", size: size)
                    case .semibold: return .custom("Lexend-SemiBold", size: size)
                    default: return .custom("Lexend-Regular", size: size)
                    }
                }

                /// Labels: a Satoshi face named by the emphasis, sized by a curve of the app's own.
                public static func label(_ points: CGFloat, emphasis: Emphasis = .book) -> Font {
                    Font.custom("Satoshi-\\(emphasis.rawValue)", size: adjusted(points), relativeTo: .footnote)
                }

                /// Figures: the system monospaced design at any weight.
                public static func figures(_ points: CGFloat, _ weight: Font.Weight = .regular, design: Font.Design = .monospaced) -> Font {
                    .system(size: points, weight: weight, design: design)
                }

                private static func adjusted(_ points: CGFloat) -> CGFloat { points < 12 ? points * 1.25 : points }
            }
        }
        """

    static let receipt = """
        import SwiftUI

        struct ReceiptScreen: View {
            let emphasis: DesignSystem.Typography.Emphasis
            var body: some View {
                VStack {
                    Text("Order summary").font(DesignSystem.Typography.heading(size: 26, weight: .heavy))
                    Text("Delivery").font(DesignSystem.Typography.heading(size: 18, weight: .semibold))
                    Text("Items").font(DesignSystem.Typography.heading(size: 18))
                    Text("SUBTOTAL").font(DesignSystem.Typography.label(10, emphasis: .heavy))
                    Text("Tax").font(DesignSystem.Typography.label(11))
                    Text("$42.00").font(DesignSystem.Typography.figures(15, .semibold))
                    Text("Rounded total").font(DesignSystem.Typography.figures(15, .bold, design: .rounded))
                    Text("Chosen emphasis").font(DesignSystem.Typography.label(12, emphasis: emphasis))
                }
            }
        }
        """

    @Test func aHelperOfAnotherFileIsReadWithTheCallsArguments() throws {
        let inv = try Self.read(["DesignSystem/Typography.swift": Self.typography, "Screens/ReceiptScreen.swift": Self.receipt])
        // A switch over the weight picks the face of the case passed, `default` when none matches.
        let summary = try #require(Self.font(inv, "Order summary"))
        #expect(summary.family == "Lexend-ExtraBold" && summary.weight == 800 && summary.size == 26)
        #expect(Self.font(inv, "Delivery")?.weight == 600 && Self.font(inv, "Delivery")?.family == "Lexend-SemiBold")
        // An argument left out takes the parameter's default.
        #expect(Self.font(inv, "Items")?.weight == 700 && Self.font(inv, "Items")?.family == "Lexend-Bold")
        // A face built from the emphasis' raw value; the size passed through the app's own curve is the size written.
        let subtotal = try #require(Self.font(inv, "SUBTOTAL"))
        #expect(subtotal.family == "Satoshi-Heavy" && subtotal.weight == 800 && subtotal.size == 10)
        #expect(subtotal.textStyle == "footnote" && subtotal.scales == true)
        #expect(Self.font(inv, "Tax")?.family == "Satoshi-Book" && Self.font(inv, "Tax")?.size == 11)
        // `Font.Weight` and `Font.Design` parameters of a system font.
        let price = try #require(Self.font(inv, "$42.00"))
        #expect(price.weight == 600 && price.design == "monospaced" && price.size == 15 && price.family == nil)
        #expect(Self.font(inv, "Rounded total")?.design == "rounded" && Self.font(inv, "Rounded total")?.weight == 700)
    }

    @Test func aPartTheCallDoesNotLetUsReadIsLeftUnknown() throws {
        // The emphasis is a property: which Satoshi face is not known, so no weight is claimed (no "Regular").
        let inv = try Self.read(["DesignSystem/Typography.swift": Self.typography, "Screens/ReceiptScreen.swift": Self.receipt])
        #expect(Self.font(inv, "Chosen emphasis") == nil)
    }

    @Test func theHelperAsATokenIsItsDefaultFace() throws {
        let inv = try Self.read(["DesignSystem/Typography.swift": Self.typography])
        // `label(_:emphasis:)` with its default emphasis: the Book face, not a name with `\(emphasis.rawValue)` in it.
        let label = try #require(inv.font("DesignSystem.Typography.label"))
        #expect(label.spec.family == "Satoshi-Book")
    }

    @Test func uiKitHelpersFreeFunctionsAndFontExtensionsOfAnotherFile() throws {
        let inv = try Self.read([
            "Support/Fonts.swift": """
            import UIKit
            import SwiftUI

            extension UIFont {
                /// Inter at a size that follows the reader's text size setting.
                static func inter(_ size: CGFloat, face: String = "Regular") -> UIFont {
                    let scaled = UIFontMetrics.default.scaledValue(for: size)
                    return UIFont(name: "Inter-\\(face)", size: scaled) ?? .systemFont(ofSize: scaled)
                }
            }

            enum Stroke: String { case light, black }

            extension Font {
                static func display(_ size: CGFloat, _ stroke: Stroke = .black) -> Font {
                    let face: String = switch stroke {
                    case .light: "Fraunces-Light"
                    case .black: "Fraunces-Black"
                    }
                    return .custom(face, fixedSize: size)
                }
            }

            func brandFont(_ size: CGFloat, weight: Font.Weight = .regular) -> Font {
                Font.custom("Recoleta-Regular", size: size).weight(weight)
            }
            """,
            "Checkout/CheckoutController.swift": """
            import UIKit

            final class CheckoutController: UIViewController {
                let total = UILabel()
                let note = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    total.text = "Total due"
                    total.font = .inter(17, face: "SemiBold")
                    note.text = "Thanks for shopping"
                    note.font = UIFont.inter(13)
                }
            }
            """,
            "Checkout/BannerView.swift": """
            import SwiftUI

            struct BannerView: View {
                var body: some View {
                    VStack {
                        Text("Spring sale").font(.display(34))
                        Text("ends soon").font(.display(14, .light))
                        Text("Shop now").font(brandFont(16, weight: .semibold))
                    }
                }
            }
            """
        ])
        // The UIFontMetrics-scaled size is the size written, and the font follows Dynamic Type.
        let total = try #require(Self.font(inv, "Total due"))
        #expect(total.family == "Inter-SemiBold" && total.weight == 600 && total.size == 17 && total.scales == true)
        #expect(Self.font(inv, "Thanks for shopping")?.family == "Inter-Regular")
        // A local chosen by a switch expression over a string enum's cases.
        #expect(Self.font(inv, "Spring sale")?.family == "Fraunces-Black" && Self.font(inv, "Spring sale")?.weight == 900)
        #expect(Self.font(inv, "ends soon")?.weight == 300 && Self.font(inv, "ends soon")?.size == 14)
        // A free function called by its bare name.
        #expect(Self.font(inv, "Shop now")?.weight == 600 && Self.font(inv, "Shop now")?.size == 16)
    }
}
