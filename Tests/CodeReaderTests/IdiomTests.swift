import Foundation
import GapCheckModel
import Testing

@testable import CodeReader

/// One idiom per test, on small snippets: the forms real apps write that the fixtures do not already cover.
@Suite("Idioms")
struct IdiomTests {
    @Test func eightDigitHexWithoutAHelperIsRRGGBBAAWithANote() throws {
        let inv = try TestSupport.readSnippet(
            """
            import UIKit
            extension UIColor {
                static let scrim = UIColor(rgba: 0x12A4F080)
            }
            """)
        let t = try #require(inv.color("UIColor.scrim"))
        #expect(t.light?.hex == "#12A4F080")
        #expect(t.notes.contains { $0.contains("RRGGBBAA") && $0.contains("no UIColor(rgba:) helper") })
    }

    @Test func helperWithAlphaShiftedFromTheTopIsAARRGGBB() throws {
        let inv = try TestSupport.readSnippet(
            """
            import UIKit
            extension UIColor {
                convenience init(argbValue value: UInt32) {
                    let alpha = CGFloat((value >> 24) & 0xFF) / 255
                    let r = CGFloat((value >> 16) & 0xFF) / 255
                    self.init(red: r, green: 0, blue: 0, alpha: alpha)
                }
                static let veil = UIColor(argbValue: 0x80FF0000)
            }
            """)
        #expect(inv.color("UIColor.veil")?.light?.hex == "#FF000080")
    }

    @Test func constantExpressionsAndColorSpaces() throws {
        let inv = try TestSupport.readSnippet(
            """
            import UIKit
            enum Palette {
                static let a = UIColor(red: CGFloat(95) / 255, green: 0x5F / 255, blue: (95.0 / 255.0), alpha: 1)
                static let b = UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1)
                static let c = UIColor(white: 0.2, alpha: 0.5)
                static let d = UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)
                static let e = UIColor(red: 52, green: 199, blue: 89, alpha: 1)
                static let f = UIColor.systemBackground
                static let g = UIColor.green
                static let trap = UIColor(red: CGFloat(95/255), green: CGFloat(255/255), blue: 0, alpha: 1)
            }
            """)
        #expect(inv.color("Palette.a")?.light?.hex == "#5F5F5F")
        // `CGFloat(95/255)` divides Ints first: the app really renders 0.
        #expect(inv.color("Palette.trap")?.light?.hex == "#00FF00")
        #expect(inv.color("Palette.b")?.light?.isOutOfGamut == true)
        #expect(inv.color("Palette.c")?.light?.hex == "#33333380")
        #expect(inv.color("Palette.d")?.light?.hex == "#FF0000")
        // Apple's initializer clamps: `red: 52` is full red. The note names the probably intended value.
        #expect(inv.color("Palette.e")?.light?.hex == "#FFFFFF")
        #expect(inv.color("Palette.e")?.notes.first?.contains("#34C759") == true)
        #expect(inv.color("Palette.f")?.systemName == "systemBackground")
        #expect(inv.color("Palette.f")?.dark?.hex == "#000000")
        // UIKit's `green` is pure green, not systemGreen.
        #expect(inv.color("Palette.g")?.light?.hex == "#00FF00")
        #expect(inv.color("Palette.g")?.origin == .literal)
    }

    @Test func byteComponentHelperReadsZeroTo255() throws {
        let inv = try TestSupport.readSnippet(
            """
            import UIKit
            extension UIColor {
                convenience init(red: Int, green: Int, blue: Int) {
                    self.init(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: 1)
                }
                static let brand = UIColor(red: 52, green: 199, blue: 89)
            }
            """)
        #expect(inv.color("UIColor.brand")?.light?.hex == "#34C759")
    }

    @Test func dynamicProvidersInEveryShape() throws {
        let inv = try TestSupport.readSnippet(
            """
            import UIKit
            extension UIColor {
                static let ifElse = UIColor { traits in
                    if traits.userInterfaceStyle == .dark {
                        return UIColor(white: 0, alpha: 1)
                    } else {
                        return UIColor(white: 1, alpha: 1)
                    }
                }
                static let earlyReturn = UIColor(dynamicProvider: { t in
                    if t.userInterfaceStyle == .light { return .white }
                    return .black
                })
                static let inverted = UIColor { $0.userInterfaceStyle != .dark ? UIColor(rgb: 0xF6F8FA) : UIColor(rgb: 0x161B22) }
                static let grouped = UIColor { $0.userInterfaceStyle == .dark ? .systemGray6 : .white }
            }
            """)
        #expect(inv.color("UIColor.ifElse")?.light?.hex == "#FFFFFF")
        #expect(inv.color("UIColor.ifElse")?.dark?.hex == "#000000")
        #expect(inv.color("UIColor.earlyReturn")?.light?.hex == "#FFFFFF")
        #expect(inv.color("UIColor.earlyReturn")?.dark?.hex == "#000000")
        #expect(inv.color("UIColor.inverted")?.light?.hex == "#F6F8FA")
        #expect(inv.color("UIColor.inverted")?.dark?.hex == "#161B22")
        #expect(inv.color("UIColor.grouped")?.dark?.hex == "#1C1C1E")
        #expect(inv.color("UIColor.grouped")?.light?.hex == "#FFFFFF")
    }

    @Test func systemColorsThroughEveryWrapper() throws {
        let inv = try TestSupport.readSnippet(
            """
            import SwiftUI
            enum Semantic {
                static let a = Color(uiColor: .label)
                static let b = Color(.systemGreen)
                static let c: Color = .secondary
                static let d = Color.gray
                static let e = Color(UIColor.tertiarySystemGroupedBackground)
                static let f = Color.mint.opacity(0.5)
                static let g = Color.secondary.opacity(0.5)
            }
            extension ShapeStyle where Self == Color {
                static var brandInk: Color { Color(hex: 0x101010) }
            }
            """)
        #expect(inv.color("Semantic.a")?.systemName == "label")
        #expect(inv.color("Semantic.b")?.light?.hex == "#34C759")
        #expect(inv.color("Semantic.c")?.systemName == "secondaryLabel")
        #expect(inv.color("Semantic.d")?.systemName == "systemGray")
        #expect(inv.color("Semantic.e")?.dark?.hex == "#2C2C2E")
        #expect(inv.color("Semantic.f")?.light?.hex == "#00C7BE80")
        // SwiftUI's `.opacity` multiplies: secondaryLabel (alpha 0.6) at 0.5 is 0.3.
        #expect(abs((inv.color("Semantic.g")?.light?.alpha ?? 0) - 0.3) < 1e-9)
        #expect(inv.color("Color.brandInk")?.light?.hex == "#101010")
    }

    @Test func generatedAssetSymbolsMatchByNameWords() throws {
        let inv = try TestSupport.readSnippet(
            """
            import SwiftUI
            enum C {
                static let a = Color(.Brand)
                static let b = Color(.brandPrimary)
            }
            """)
        // No asset catalog in the snippet: both are unresolved references, never invented values.
        #expect(inv.color("C.a")?.unresolved == true)
        #expect(inv.color("C.b")?.reference == "brandPrimary")
        #expect(inv.assetReferences.map(\.name) == ["Brand", "brandPrimary"])
    }

    @Test func uiKitTextsAndAppearanceOverrides() throws {
        let inv = try TestSupport.readSnippet(
            """
            import UIKit
            final class ProfileViewController: UIViewController {
                private let nameLabel = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Profile"
                    nameLabel.text = "Your name"
                    saveButton.setTitle("Save", for: .normal)
                    overrideUserInterfaceStyle = .light
                    view.window?.overrideUserInterfaceStyle = .dark
                    nameLabel.font = .systemFont(ofSize: 15, weight: .semibold)
                    nameLabel.heightAnchor.constraint(equalToConstant: 44).isActive = true
                    view.layer.cornerRadius = 12
                }
            }
            """)
        let vc = try #require(inv.views.first { $0.name == "ProfileViewController" })
        #expect(vc.kind == .uiKit)
        #expect(vc.texts.map(\.text) == ["Profile", "Your name", "Save"])
        #expect(inv.colorSchemeOverrides.map(\.scheme) == ["light", "dark"])
        #expect(inv.literals.map(\.modifier) == ["font", "constraint(equalToConstant:)", "cornerRadius"])
        #expect(inv.literals.first?.value?.font?.weight == 600)
        #expect(inv.models.isEmpty)
    }

    /// One control's appearance (a map's dark tiles, a picker) is that control's style, not the app pinning one.
    @Test func aSubviewsAppearanceIsNoAppearanceOverride() throws {
        let inv = try TestSupport.readSnippet(
            """
            import UIKit
            import MapKit
            final class HarbourMapController: UIViewController {
                private let chart = MKMapView()
                private let legend = UIStackView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    chart.overrideUserInterfaceStyle = .dark
                    self.legend.overrideUserInterfaceStyle = .light
                    navigationController?.overrideUserInterfaceStyle = .dark
                    self.view.overrideUserInterfaceStyle = .dark
                    UIApplication.shared.windows.first?.overrideUserInterfaceStyle = .dark
                }
            }
            """)
        #expect(
            inv.colorSchemeOverrides.map(\.expression) == [
                "navigationController?.overrideUserInterfaceStyle = .dark", "self.view.overrideUserInterfaceStyle = .dark",
                "UIApplication.shared.windows.first?.overrideUserInterfaceStyle = .dark"
            ])
    }

    @Test func lengthsInEveryForm() throws {
        let inv = try TestSupport.readSnippet(
            """
            import SwiftUI
            enum Metrics {
                static let gap = CGFloat(8.00)
                static let iconSize: Int = 24
                static let hairline: CGFloat = 0.5
                static let cornerRadius: Double = 10
                static let fadeDuration: CGFloat = 0.3
            }
            enum Inset: Double { case small = 4, large = 12 }
            enum Priority: Int { case low = 1, high = 2 }
            """)
        #expect(inv.length("Metrics.gap")?.value == 8)
        #expect(inv.length("Metrics.gap")?.scale == .spacing)
        #expect(inv.length("Metrics.iconSize")?.scale == .size)
        #expect(inv.length("Metrics.hairline")?.scale == .other)
        #expect(inv.length("Metrics.cornerRadius")?.scale == .radius)
        #expect(inv.length("Metrics.fadeDuration") == nil)
        #expect(inv.length("Inset.large")?.value == 12)
        #expect(inv.length("Priority.low") == nil)
        #expect(inv.models.map(\.name) == ["Priority"])
    }

    @Test func debugOnlyTokensAreKept() throws {
        let inv = try TestSupport.readSnippet(
            """
            import SwiftUI
            enum Debug {
                #if DEBUG
                static let marker = Color(hex: 0xFF00FF)
                #endif
            }
            """)
        #expect(inv.color("Debug.marker")?.light?.hex == "#FF00FF")
    }

    @Test func hopelessInputNeverCrashes() throws {
        let inv = try TestSupport.readSnippet(
            """
            static let = Color(hex: )
            extension { case = }
            struct V: View { var body: some View { Text("ok" } 
            let x = UIColor(red: 1 / 0, green: , blue: 0x, alpha: nil)
            enum Extreme {
                static let a = UIColor(red: 1e400, green: 0, blue: 0, alpha: 1)
                static let b = UIColor(hue: 1e300, saturation: 1, brightness: 1, alpha: 1)
                static let c = UIColor(red: CGFloat((-9223372036854775807 - 1) / -1), green: 0, blue: 0, alpha: 1)
                static let d = Color(hex: 0xFFFFFFFFFFFFFFFFFF)
                static let e = TypographyStyle(size: .huge, weight: .w)
            }
            enum FontSize: CGFloat { case huge = 1e300 }
            struct TypographyStyle { let size: FontSize; let weight: FontSize }
            """)
        #expect(inv.diagnostics.contains { $0.message.contains("syntax errors") })
        #expect(inv.colors.allSatisfy { $0.owner?.hasSuffix("Extreme") == true })
        #expect(!inv.colors.contains { $0.name == "a" })
    }
}
