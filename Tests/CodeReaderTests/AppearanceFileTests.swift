import Foundation
import GapCheckModel
import Testing

@testable import CodeReader

/// Token files a generator writes once per appearance (`…-day.swift` beside `…-night.swift`, `Dark/X.swift` beside
/// `Light/X.swift`, `X.swift` beside `XDark.swift`), each declaring the same members: one token set with a value per
/// appearance. Files that merely share a word or a few names stay files of their own.
@Suite struct AppearanceFileTests {
    static func read(_ files: [String: String]) throws -> Inventory { try ViewElementStylingTests.read(files) }

    /// A Portuguese UIKit palette class, its values written as 0–1 components.
    static func paleta(fundo: String, texto: String, realce: String) -> String {
        """
        import UIKit

        public final class Paleta {
            public static let fundoPrincipal = UIColor(red: \(fundo), alpha: 1)
            public static let textoSuave = UIColor(red: \(texto), alpha: 1)
            public static let realceMarca = UIColor(red: \(realce), alpha: 1)
            public static let raioCartao: CGFloat = 12
        }
        """
    }

    static func colors(_ inv: Inventory, owner: String) -> [String: String] {
        Dictionary(
            inv.colors.filter { $0.owner == owner }.map { ($0.name, "\($0.light?.hex ?? "-") \($0.dark?.hex ?? "-")") },
            uniquingKeysWith: { a, b in a + " | " + b })
    }

    @Test func dayAndNightFilesAreOneTokenWithBothValues() throws {
        let inv = try Self.read([
            "Gerado/Paleta-day.swift": Self.paleta(
                fundo: "1.0, green: 1.0, blue: 1.0", texto: "0.2, green: 0.2, blue: 0.2", realce: "0.0, green: 0.4, blue: 0.8"),
            "Gerado/Paleta-night.swift": Self.paleta(
                fundo: "0.0, green: 0.0, blue: 0.0", texto: "0.8, green: 0.8, blue: 0.8", realce: "0.0, green: 0.4, blue: 0.8")
        ])
        let c = Self.colors(inv, owner: "Paleta")
        #expect(c["fundoPrincipal"] == "#FFFFFF #000000", "\(c)")
        #expect(c["textoSuave"] == "#333333 #CCCCCC", "\(c)")
        // The same in both files: one fixed value.
        #expect(c["realceMarca"] == "#0066CC -", "\(c)")
        #expect(inv.colors.allSatisfy { $0.location.file.hasSuffix("Paleta-day.swift") })
        #expect(inv.lengths.filter { $0.name == "raioCartao" }.count == 1)
    }

    @Test func appearanceFoldersAndAnUnmarkedBaseAreTwinsToo() throws {
        let swatch = { (hintergrund: String, schrift: String) in
            "import SwiftUI\n\nextension Color {\n    static let hintergrund = Color(red: \(hintergrund))\n    static let schrift = Color(red: \(schrift))\n}\n"
        }
        let farger = { (bakgrunn: String, kant: String) in
            "import SwiftUI\n\nenum Farger {\n    static let bakgrunn = Color(red: \(bakgrunn))\n    static let kant = Color(red: \(kant))\n}\n"
        }
        let inv = try Self.read([
            "Light/Swatches.swift": swatch("0.9, green: 0.9, blue: 0.9", "0.1, green: 0.1, blue: 0.1"),
            "Dark/Swatches.swift": swatch("0.1, green: 0.1, blue: 0.1", "0.9, green: 0.9, blue: 0.9"),
            "Farger.swift": farger("1.0, green: 1.0, blue: 1.0", "0.8, green: 0.8, blue: 0.8"),
            "FargerDark.swift": farger("0.0, green: 0.0, blue: 0.0", "0.4, green: 0.4, blue: 0.4")
        ])
        let color = Self.colors(inv, owner: "Color")
        #expect(color["hintergrund"] == "#E6E6E6 #1A1A1A" && color["schrift"] == "#1A1A1A #E6E6E6", "\(color)")
        let norsk = Self.colors(inv, owner: "Farger")
        #expect(norsk["bakgrunn"] == "#FFFFFF #000000" && norsk["kant"] == "#CCCCCC #666666", "\(norsk)")
    }

    @Test func aHighContrastTwinIsAnAppearanceOfItsOwn() throws {
        let tokens = { (ink: String) in
            "import SwiftUI\n\nenum Ink {\n    static let primary = Color(red: \(ink))\n    static let muted = Color(red: \(ink))\n}\n"
        }
        let inv = try Self.read([
            "Tokens.swift": tokens("0.3, green: 0.3, blue: 0.3"),
            "Tokens-HighContrast.swift": tokens("0.0, green: 0.0, blue: 0.0")
        ])
        let ink = Self.colors(inv, owner: "Ink")
        #expect(ink == ["primary": "#4D4D4D -", "muted": "#4D4D4D -"], "\(ink)")
    }

    @Test func filesSharingAWordOrAFewNamesStayApart() throws {
        let inv = try Self.read([
            // Five members, of which the dark-named file repeats two among others of its own: no twin.
            "Colors.swift": """
            import SwiftUI
            extension Color {
                static let brand = Color(red: 0.1, green: 0.3, blue: 0.9)
                static let canvas = Color(red: 1, green: 1, blue: 1)
                static let ink = Color(red: 0, green: 0, blue: 0)
                static let line = Color(red: 0.8, green: 0.8, blue: 0.8)
                static let danger = Color(red: 0.9, green: 0.1, blue: 0.1)
            }
            """,
            "ColorsDark.swift": """
            import SwiftUI
            extension Color {
                static let brand = Color(red: 0.2, green: 0.4, blue: 1.0)
                static let canvas = Color(red: 0.1, green: 0.1, blue: 0.1)
                static let nightSky = Color(red: 0.05, green: 0.05, blue: 0.2)
                static let moon = Color(red: 0.9, green: 0.9, blue: 0.8)
                static let star = Color(red: 1, green: 1, blue: 0.6)
            }
            """,
            // A view named for dark mode, no twin of anything.
            "DarkModeToggle.swift": """
            import SwiftUI
            struct DarkModeToggle: View {
                static let knob = Color(red: 1, green: 1, blue: 1)
                var body: some View { Circle().fill(Self.knob) }
            }
            """
        ])
        let color = Self.colors(inv, owner: "Color")
        let brand = inv.colors.filter { $0.owner == "Color" && $0.name == "brand" }
        #expect(brand.count == 2 && brand.allSatisfy { $0.dark == nil }, "\(color)")
        #expect(color["canvas"]?.contains("|") == true && color["nightSky"] != nil, "\(color)")
        #expect(Self.colors(inv, owner: "DarkModeToggle")["knob"] == "#FFFFFF -")
    }

    @Test func pathKeysTakeOutOnlyAppearanceWords() {
        func key(_ path: String) -> String? { AppearanceFiles.key(path).map { "\($0.key) \($0.mode.map { "\($0)" } ?? "none")" } }
        #expect(key("ios/StyleDictionary+Color-light.swift") == "ios/style dictionary color.swift light")
        #expect(key("ios/StyleDictionary+Color-dark.swift") == "ios/style dictionary color.swift dark")
        #expect(key("Theme/Night/Palette.swift") == "theme/palette.swift dark")
        #expect(key("Palette_hc.swift") == "palette.swift highContrast")
        #expect(key("DarkModeToggle.swift") == "mode toggle.swift dark")
        #expect(key("Colors.swift") == "colors.swift none")
        #expect(key("LightDark.swift") == nil)
    }
}
