import Foundation
import GapCheckModel
import Testing

@testable import CodeReader

/// Tokens written through the file's own helpers, `#if` platform branches, appearance settings and the root
/// tint (field round 5, each in a style of our own).
@Suite("File helpers and platform branches")
struct FileHelperReadingTests {
    // MARK: - Color helpers called without a type

    @Test func colorHelpersCalledWithoutATypeAreReadLikeInitializers() throws {
        // A UIKit palette: a file-scope helper returning UIColor with integer hex pairs, and a static helper in an
        // enum returning Color with one marked hex.
        let inv = try TestSupport.readSnippet(
            """
            import UIKit
            import SwiftUI

            fileprivate func pair(lightMode: UInt32, darkMode: UInt32) -> UIColor {
                UIColor { $0.userInterfaceStyle == .dark ? UIColor(rgb: darkMode) : UIColor(rgb: lightMode) }
            }

            enum Palette {
                static let canvas = pair(lightMode: 0xF8FAFC, darkMode: 0x0B1120)
                static let ink: UIColor = pair(lightMode: 0x0F172A, darkMode: 0xE2E8F0)
                static let signal = Self.hex(0x16A34A)
                static let named = asset("Brand")
                static let looked = lookup("Accent")
                private static func hex(_ value: UInt32) -> Color { Color(rgb: value) }
                private static func asset(_ name: String) -> Color { Color(name) }
                private static func lookup(_ key: String) -> Color { Theme.current.color(key) }
            }
            """)
        #expect(inv.color("Palette.canvas")?.light?.hex == "#F8FAFC")
        #expect(inv.color("Palette.canvas")?.dark?.hex == "#0B1120")
        #expect(inv.color("Palette.ink")?.dark?.hex == "#E2E8F0")
        #expect(inv.color("Palette.signal")?.light?.hex == "#16A34A")
        // A helper's lone string means whatever the helper makes of it: its body says (`Color(name)` names a
        // colorset), and where the body does not, no asset name is guessed.
        #expect(inv.color("Palette.named")?.origin == .asset)
        #expect(inv.color("Palette.looked")?.origin != .asset)
        #expect(!inv.assetReferences.contains { $0.name == "Accent" })
    }

    @Test func aFunctionOfAnotherTypeIsNoColorHelper() throws {
        // `mix(...)` returns a String here: the call is not read as a color.
        let inv = try TestSupport.readSnippet(
            """
            import SwiftUI
            func mix(light: String, dark: String) -> String { light + dark }
            enum Keys {
                static let pair = mix(light: "#FFFFFF", dark: "#000000")
            }
            """)
        #expect(inv.color("Keys.pair") == nil)
    }

    // MARK: - Font helpers and font functions

    @Test func fontTokensMadeByAHelperAreReadWithTheirArguments() throws {
        // Face names kept as constants, a helper with unlabeled parameters, and tokens as functions with defaults.
        let inv = try TestSupport.readSnippet(
            """
            import SwiftUI

            struct Faces {
                static let heavy = "Manrope-ExtraBold"
                static let book = "Manrope-Regular"
                static let half = "Manrope-SemiBold"
            }

            struct TypeScale {
                static let titleSize: CGFloat = 30
                private static func manrope(_ face: String, _ size: CGFloat) -> Font { Font.custom(face, size: size) }
                static let display = manrope(Faces.heavy, 34)
                static let reading: Font = manrope(Faces.book, 17)
                static func title(size: CGFloat? = nil) -> Font {
                    let font = Font.custom(Faces.half, fixedSize: size ?? titleSize)
                    return font
                }
                static func caption(_ size: CGFloat = 12) -> Font { .system(size: size, weight: .medium) }
            }
            """)
        let display = try #require(inv.font("TypeScale.display"))
        #expect(display.spec.size == 34 && display.spec.weight == 800 && display.spec.family == "Manrope-ExtraBold")
        #expect(inv.font("TypeScale.reading")?.spec.size == 17 && inv.font("TypeScale.reading")?.spec.weight == 400)
        let title = try #require(inv.font("TypeScale.title"))
        #expect(title.spec.size == 30 && title.spec.weight == 600, "\(title.spec)")
        let caption = try #require(inv.font("TypeScale.caption"))
        #expect(caption.spec.size == 12 && caption.spec.weight == 500, "\(caption.spec)")
    }

    // MARK: - #if branches

    @Test func anIOSBuildsBranchesAreTheOnesRead() throws {
        let inv = try TestSupport.readSnippet(
            """
            #if canImport(AppKit)
            import AppKit
            #else
            import UIKit
            #endif

            enum Chrome {
                #if os(macOS) || targetEnvironment(macCatalyst)
                static let sidebar = NSColor(named: "MacSidebar")
                static let gutter: CGFloat = 20
                #elseif os(iOS)
                static let sidebar = UIColor(named: "PhoneSidebar")
                static let gutter: CGFloat = 16
                #endif
                #if DEBUG
                static let debugTint = UIColor(named: "DebugTint")
                #endif
                static let icon = NSColor(named: "DockIcon")
            }
            """)
        #expect(inv.assetReferences.map(\.name).sorted() == ["DebugTint", "PhoneSidebar"])
        #expect(inv.lengths.filter { $0.name == "gutter" }.map(\.value) == [16])
        #expect(inv.colors.filter { $0.name == "sidebar" }.count == 1)
    }

    @Test func conditionsAreEvaluatedThreeValued() throws {
        // Which branch of `#if c … #else … #endif` is read: "then", "else", or both when `c` is unknown.
        func branches(_ condition: String) throws -> [String] {
            let inv = try TestSupport.readSnippet(
                "import UIKit\nenum M {\n#if \(condition)\nstatic let a = UIColor(named: \"Then\")\n#else\nstatic let b = UIColor(named: \"Else\")\n#endif\n}\n"
            )
            return inv.assetReferences.map(\.name).sorted()
        }
        #expect(try branches("os(iOS)") == ["Then"])
        #expect(try branches("!os(iOS)") == ["Else"])
        #expect(try branches("os(watchOS) || canImport(AppKit)") == ["Else"])
        #expect(try branches("os(iOS) && !targetEnvironment(macCatalyst)") == ["Then"])
        #expect(try branches("DEBUG && os(macOS)") == ["Else"])
        #expect(try branches("(DEBUG || os(iOS))") == ["Then"])
        #expect(try branches("DEBUG") == ["Else", "Then"])
    }

    // MARK: - Appearance settings

    @Test func anAppearanceSettingIsNoForcedAppearance() throws {
        let inv = try TestSupport.readSnippet(
            """
            import UIKit

            final class ThemeController {
                var window: UIWindow?
                func apply(_ choice: Int) {
                    if choice == 1 {
                        window?.overrideUserInterfaceStyle = .dark
                    } else if choice == 2 {
                        window?.overrideUserInterfaceStyle = .light
                    } else {
                        window?.overrideUserInterfaceStyle = .unspecified
                    }
                }
            }

            final class ReaderController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    overrideUserInterfaceStyle = .light
                }
            }
            """)
        #expect(inv.colorSchemeOverrides.map(\.scheme) == ["light"])
        #expect(inv.colorSchemeOverrides.first?.enclosingType == "ReaderController")
    }

    @Test func aPreferredColorSchemeFromASettingIsNoForcedAppearance() throws {
        let inv = try TestSupport.readSnippet(
            """
            import SwiftUI

            struct ShellView: View {
                @AppStorage("theme") var theme = 0
                var body: some View {
                    switch theme {
                    case 1: Text("A").preferredColorScheme(.dark)
                    case 2: Text("A").preferredColorScheme(.light)
                    default: Text("A").preferredColorScheme(nil)
                    }
                }
            }
            """)
        #expect(inv.colorSchemeOverrides.isEmpty, "\(inv.colorSchemeOverrides)")
    }

    @Test func appKitsNamedAppearancePinsAWindowOrTheApp() throws {
        let inv = try TestSupport.readSnippet(
            """
            import AppKit

            final class Fenster: NSWindowController {
                init() {
                    let window = NSWindow(contentRect: .zero, styleMask: [.titled], backing: .buffered, defer: false)
                    window.appearance = NSAppearance(named: .darkAqua)
                    super.init(window: window)
                }
                required init?(coder: NSCoder) { nil }
            }

            final class Start: NSObject, NSApplicationDelegate {
                func applicationDidFinishLaunching(_ n: Notification) {
                    NSApplication.shared.appearance = NSAppearance(named: NSAppearance.Name.aqua)
                }
            }
            """)
        #expect(inv.colorSchemeOverrides.map(\.scheme).sorted() == ["dark", "light"], "\(inv.colorSchemeOverrides)")
        #expect(Set(inv.colorSchemeOverrides.compactMap(\.enclosingType)) == ["Fenster", "Start"])
    }

    @Test func anAppKitAppearanceChoiceOrAControlsAppearancePinsNothing() throws {
        let inv = try TestSupport.readSnippet(
            """
            import AppKit

            final class Darstellung {
                func anwenden(_ modus: Int) {
                    switch modus {
                    case 1: NSApp.appearance = NSAppearance(named: .vibrantDark)
                    case 2: NSApp.appearance = NSAppearance(named: .aqua)
                    default: NSApp.appearance = nil
                    }
                }
            }

            final class Regler: NSView {
                let schieber = NSSlider()
                func einrichten() {
                    schieber.appearance = NSAppearance(named: .darkAqua)
                    NSApp.appearance = gespeicherteDarstellung()
                }
                func gespeicherteDarstellung() -> NSAppearance? { nil }
            }
            """)
        #expect(inv.colorSchemeOverrides.isEmpty, "\(inv.colorSchemeOverrides)")
    }

    // MARK: - Root tint

    @Test func theRootViewsTintIsRecordedAsTheAccent() throws {
        let inv = try TestSupport.readSnippet(
            """
            import SwiftUI

            enum Brand {
                static let ochre = Color(red: 0.8, green: 0.6, blue: 0.2)
            }

            @main
            struct LedgerApp: App {
                var body: some Scene {
                    WindowGroup { ShellView() }
                }
            }

            struct ShellView: View {
                var body: some View {
                    NavigationStack { HomeView() }
                        .accentColor(Brand.ochre)
                }
            }

            struct HomeView: View {
                var body: some View {
                    List { Text("Hi").tint(.red) }
                }
            }
            """)
        let tint = try #require(inv.accentTint)
        #expect(tint.light?.hex == "#CC9933")
        #expect(tint.expression == ".accentColor(Brand.ochre)")
        #expect(tint.location.line == 17)
    }

    @Test func aTintInsideANestedViewIsNoAccent() throws {
        let inv = try TestSupport.readSnippet(
            """
            import SwiftUI
            @main
            struct LedgerApp: App {
                var body: some Scene { WindowGroup { HomeView() } }
            }
            struct HomeView: View {
                var body: some View {
                    List { Toggle("On", isOn: .constant(true)).tint(.green) }
                }
            }
            """)
        #expect(inv.accentTint == nil)
    }
}
