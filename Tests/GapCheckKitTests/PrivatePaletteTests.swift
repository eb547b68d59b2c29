import Foundation
import GapCheckModel
import GapCheckReporters
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport

/// Field round 17 (moto2000), causes 35 and 33: constants private to one file are used there by their bare names
/// (`token.duplicate` counted them 0 times and told other files to use them), and a design color paired by value at
/// drift distance was shown as "same value". Fixtures in other styles: a weather app's `fileprivate` palettes, a
/// `private extension`, a view's `private static let` read as `Self.x`, and a token file written with plain
/// `Color(red:green:blue:)`.
@Suite struct PrivatePaletteTests {
    static func analyze(_ files: [String: String]) throws -> Analysis { try TrustMatchTests.analyze(files) }

    static let weather: [String: String] = [
        "design/style.css": """
        :root { --sky-deep: #1B3A5C; --sun-amber: #E8A33D; --cloud: #D9DEE4; }
        .header { background: var(--sky-deep); color: var(--cloud); }
        .warning { color: var(--sun-amber); }
        """,
        "app/Theme/AppColors.swift": """
        import SwiftUI

        extension Color {
            static let skyDeep = Color(red: 27 / 255, green: 58 / 255, blue: 92 / 255)
            static let sunAmber = Color(red: 232 / 255, green: 163 / 255, blue: 61 / 255)
            static let cloud = Color(red: 217 / 255, green: 222 / 255, blue: 228 / 255)
        }
        """,
        "app/Theme/LegacyColors.swift": """
        import SwiftUI

        enum Legacy {
            static let navy = Color(red: 27 / 255, green: 58 / 255, blue: 92 / 255)
            static let gold = Color(red: 232 / 255, green: 163 / 255, blue: 61 / 255)
            static let fog = Color(red: 217 / 255, green: 222 / 255, blue: 228 / 255)
        }
        """,
        "app/Views/HomeView.swift": """
        import SwiftUI

        struct HomeView: View {
            var body: some View {
                VStack {
                    Text("Oslo").foregroundStyle(.cloud)
                    Text("12°").foregroundStyle(.sunAmber)
                }
                .background(Color.skyDeep)
            }
        }
        """,
        "app/Views/ForecastView.swift": """
        import SwiftUI

        fileprivate let dusk = Color(red: 27 / 255, green: 58 / 255, blue: 92 / 255)
        fileprivate let amber = Color(red: 232 / 255, green: 163 / 255, blue: 61 / 255)
        fileprivate let haze = Color(red: 217 / 255, green: 222 / 255, blue: 228 / 255)

        struct ForecastView: View {
            var body: some View {
                VStack {
                    Text("Tomorrow").foregroundStyle(haze)
                    Text("Rain").foregroundStyle(amber)
                    Divider().background(haze.opacity(0.4))
                }
                .background(dusk)
            }
        }
        """,
        "app/Views/RadarView.swift": """
        import SwiftUI

        fileprivate let dusk = Color(red: 27 / 255, green: 58 / 255, blue: 92 / 255)
        fileprivate let amber = Color(red: 232 / 255, green: 163 / 255, blue: 61 / 255)
        fileprivate let haze = Color(red: 217 / 255, green: 222 / 255, blue: 228 / 255)

        struct RadarView: View {
            var body: some View {
                ZStack {
                    Circle().stroke(haze)
                    Circle().fill(amber.opacity(0.3))
                }
                .background(dusk)
            }
        }
        """,
        "app/Views/WindBadge.swift": """
        import SwiftUI

        private extension Color {
            static let gustTint = Color(red: 0.3, green: 0.6, blue: 0.9)
        }

        struct WindBadge: View {
            private static let gust = Color(red: 0.9, green: 0.3, blue: 0.2)
            static let calm = Color(red: 0.2, green: 0.8, blue: 0.4)
            var body: some View {
                Text("Gust")
                    .foregroundStyle(Self.gust)
                    .background(Self.gust.opacity(0.2))
                    .overlay(Color.gustTint)
            }
        }
        """
    ]

    @Test func privateConstantsCountTheirBareAndSelfUsesInTheirFile() throws {
        let inv = try Self.analyze(Self.weather).inventory
        let haze = try #require(inv.colors.first { $0.name == "haze" && $0.location.file.hasSuffix("ForecastView.swift") })
        #expect(haze.filePrivate == true && haze.usesInOwnFile == 2, "\(haze)")
        let gust = try #require(inv.colors.first { $0.name == "gust" })
        #expect(gust.filePrivate == true && gust.usesInOwnFile == 2, "\(gust)")
        let tint = try #require(inv.colors.first { $0.name == "gustTint" })
        #expect(tint.filePrivate == true, "a member of a private extension is private to its file")
        let calm = try #require(inv.colors.first { $0.name == "calm" })
        #expect(calm.filePrivate == nil)
        let sky = try #require(inv.colors.first { $0.name == "skyDeep" })
        #expect(sky.filePrivate == nil)
    }

    @Test func aPrivatePaletteCopiedIntoASecondFileNamesItsUsesAndAFixThatCompiles() throws {
        let a = try Self.analyze(Self.weather)
        let dups = a.findings.filter { $0.rule == "token.duplicate" }
        let titles = dups.map(\.title)
        let copy = try #require(dups.first { $0.title.hasPrefix("RadarView.swift re-declares 3 tokens of ForecastView.swift") }, "\(titles)")
        // Two copies of one palette under the same names: the same duplicate as two public token files.
        #expect(copy.severity == .medium)
        #expect(copy.message.contains("Views use the declarations in ForecastView.swift 4 times and those in RadarView.swift 3 times"), "\(copy.message)")
        let fix = copy.fix?.text ?? ""
        #expect(fix.contains("widen the access of those in ForecastView.swift") && fix.contains("one shared palette"), "\(fix)")
        #expect(!fix.hasPrefix("Delete the 3 declarations from RadarView.swift and use those in"), "\(fix)")
    }

    @Test func aFilePrivatePaletteRepeatingAppTokensIsLowAndCountsItsUses() throws {
        let a = try Self.analyze(Self.weather)
        let dups = a.findings.filter { $0.rule == "token.duplicate" }
        let titles = dups.map(\.title)
        let forecast = try #require(dups.first { $0.title.hasPrefix("ForecastView.swift duplicates AppColors.swift") }, "\(titles)")
        #expect(forecast.severity == .low, "a file's own constants repeat app values; no other view can reach them")
        #expect(forecast.message.contains("ForecastView.swift's 4 times"), "\(forecast.message)")
        #expect(forecast.message.contains("private to it"), "\(forecast.message)")
        #expect(forecast.fix?.text.hasPrefix("Use AppColors.swift's tokens (") == true, "\(forecast.fix?.text ?? "")")
    }

    @Test func aPublicDuplicatePaletteKeepsItsSeverityAndCounts() throws {
        let a = try Self.analyze(Self.weather)
        let legacy = try #require(
            a.findings.first { $0.rule == "token.duplicate" && $0.title.hasPrefix("LegacyColors.swift duplicates AppColors.swift: 3 colors") },
            "\(a.findings.map(\.title))")
        #expect(legacy.severity == .medium)
        #expect(legacy.message.contains("Views use AppColors.swift's tokens 3 times and LegacyColors.swift's 0 times"), "\(legacy.message)")
        #expect(!legacy.message.contains("private"), "\(legacy.message)")
    }

    // MARK: - Cause 33: a pairing by value at drift distance

    /// A studio booking app: its design colors are one-off CSS rule values; the token file writes plain
    /// `Color(red:green:blue:)`, and a chip keeps a private tint of its own.
    static func studio(chipTint: String) -> [String: String] {
        [
            "design/index.html": """
            <!DOCTYPE html><html><head><title>Studio</title><link rel="stylesheet" href="app.css"></head>
            <body><main class="page"><h1>Bookings</h1><span class="tag-done">Done</span><p class="tile">Room A</p></main></body></html>
            """,
            "design/app.css": """
            .tag-done { color: #C2571A; }
            .tile { background: #1B3A5C; }
            """,
            "app/Palette.swift": """
            import SwiftUI

            enum Palette {
                static let rust = Color(red: 0.74, green: 0.34, blue: 0.10)
                static let harbor = Color(red: 0.105, green: 0.227, blue: 0.36)
            }
            """,
            "app/StatusChip.swift": """
            import SwiftUI

            struct StatusChip: View {
                private static let chipTint = \(chipTint)
                var body: some View {
                    Text("Done").foregroundStyle(Self.chipTint).background(Palette.rust.opacity(0.1))
                }
            }
            """,
            "app/BookingsView.swift": """
            import SwiftUI

            struct BookingsView: View {
                var body: some View {
                    VStack { Text("Bookings"); StatusChip() }.background(Palette.harbor)
                }
            }
            """
        ]
    }

    @Test func aValueNearButNotEqualIsADriftNotTheSameValue() throws {
        // The chip's private tint is nearer (ΔE 0.9) than `Palette.rust` (ΔE 1.2), both drift: the shared token wins.
        let a = try Self.analyze(Self.studio(chipTint: "Color(red: 0.75, green: 0.35, blue: 0.11)"))
        let rust = try #require(a.matches.colors.first { $0.expectation.light.color?.hex == "#C2571A" }, "\(a.matches.colors)")
        #expect(rust.status == .drift && rust.foundByValue, "\(rust.status)")
        #expect(rust.codeName == "Palette.rust", "\(rust.codeName ?? "")")
        // A true exact match stays "same value".
        let harbor = try #require(a.matches.colors.first { $0.expectation.light.color?.hex == "#1B3A5C" })
        #expect(harbor.status == .matchedByValue && harbor.codeName == "Palette.harbor", "\(harbor.status)")
        let md = MarkdownReporter().render(a)
        #expect(md.contains("≈ drift (ΔE 1.2) from .tag-done color, different name: design #C2571A"), "\(md)")
        #expect(!md.contains("same value as .tag-done"), "\(md)")
        #expect(md.contains("same value as .tile background"), "\(md)")
        #expect(!md.contains("all 2 colors match"), "\(md)")
        #expect(md.contains("1 is near but not equal (drift)"), "\(md)")
        #expect(md.contains("## 1. Color System ✅ **MOSTLY GOOD**"), "\(md)")
    }

    @Test func aPrivateConstantThatIsTheSameColorStillBeatsADriftedSharedToken() throws {
        let a = try Self.analyze(Self.studio(chipTint: "Color(red: 0.761, green: 0.341, blue: 0.102)"))
        let rust = try #require(a.matches.colors.first { $0.expectation.light.color?.hex == "#C2571A" })
        #expect(rust.status == .matchedByValue && rust.codeName == "StatusChip.chipTint", "\(rust.status) \(rust.codeName ?? "")")
    }
}
