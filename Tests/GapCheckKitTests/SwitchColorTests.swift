import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit

/// Colors a `switch` returns case by case (a carrier palette in a shipping app, a UIKit status palette), and design
/// colors that are iOS's own semantic colors (a reading app's separator and quaternary text).
@Suite struct SwitchColorTests {
    /// A parcel-tracking app: carriers' brand colors, kept in a function of the app's `Palette`.
    static let parcelDesign = """
        <!DOCTYPE html><html><head><title>Parcels</title><style>
        :root { --ink: #1B1B1F; --fedex: #4D148C; --dhl: #FFCC00; --royal-mail: #E60012; --courier-x: #00A19A; }
        body { background: #FFFFFF; color: var(--ink); }
        .tag-fedex { color: var(--fedex); } .tag-dhl { color: var(--dhl); }
        .tag-rm { color: var(--royal-mail); } .tag-cx { color: var(--courier-x); }
        </style></head><body data-screen="parcels"><h1>Parcels</h1>
        <span class="tag-fedex">FedEx</span><span class="tag-dhl">DHL</span><span class="tag-rm">Royal Mail</span><span class="tag-cx">Courier X</span>
        </body></html>
        """
    static let parcelApp = """
        import SwiftUI

        enum Palette {
            static let ink = Color(red: 27 / 255, green: 27 / 255, blue: 31 / 255)

            static func carrier(_ name: String) -> Color {
                switch name.lowercased() {
                case "fedex": Color(red: 77 / 255, green: 20 / 255, blue: 140 / 255)
                case "dhl", "dhl express": return Color(red: 1, green: 0.8, blue: 0)
                case "royal mail": Color(red: 230 / 255, green: 0, blue: 18 / 255)
                default: .gray
                }
            }
        }

        struct ParcelsView: View {
            var body: some View {
                VStack { Text("Parcels"); Text("FedEx").foregroundStyle(Palette.carrier("fedex")) }
            }
        }
        """

    @Test func aColorReturnedByANamedCaseIsAToken() throws {
        let a = try DesignTrustTests.run(design: ["parcels.html": Self.parcelDesign], app: ["Palette.swift": Self.parcelApp])
        let cases = a.inventory.colors.filter { $0.owner == "Palette.carrier" }
        // Named cases become tokens (multi-word strings camel-cased); `default` has no name.
        #expect(cases.map(\.name).sorted() == ["dhl", "fedex", "royalMail"], "\(cases.map(\.qualifiedName))")
        #expect(cases.first { $0.name == "fedex" }?.light?.hex == "#4D148C")
        #expect(cases.first { $0.name == "dhl" }?.expression.hasPrefix("case \"dhl\", \"dhl express\":") == true)
        let missing = a.findings.filter { $0.rule == "color.missing" }.map(\.title)
        // The carriers the switch has are found by name; the one it lacks is still missing.
        #expect(!missing.contains { $0.contains("--fedex") || $0.contains("--dhl") || $0.contains("--royal-mail") }, "\(missing)")
        #expect(missing.contains { $0.contains("--courier-x") }, "\(missing)")
        // A fix still goes into the palette type, never into the function.
        let courier = try #require(a.findings.first { $0.rule == "color.missing" && $0.title.contains("--courier-x") })
        #expect(courier.message.contains("Add it to `Palette`"), "\(courier.message)")
    }

    /// A UIKit computed property over an enum, with `return` in each case; one case forwards to another token.
    static let statusApp = """
        import UIKit

        enum Shipment {
            case delayed, delivered, lost

            var tint: UIColor {
                switch self {
                case .delayed: return UIColor(red: 0.95, green: 0.6, blue: 0.1, alpha: 1)
                case .delivered: return .systemGreen
                case .lost: return Shipment.alarm
                }
            }

            static let alarm = UIColor(red: 0.8, green: 0.1, blue: 0.1, alpha: 1)
        }

        final class ShipmentCell: UITableViewCell {
            func tint(for s: Shipment) -> UIColor {
                switch s {
                case .delayed: return UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
                case .delivered: return UIColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)
                case .lost: return .black
                }
            }
        }
        """

    @Test func computedPropertyCasesAreTokensButViewCodeAndForwardsAreNot() throws {
        let a = try DesignTrustTests.run(design: ["parcels.html": Self.parcelDesign], app: ["Shipment.swift": Self.statusApp])
        let names = a.inventory.colors.map(\.qualifiedName).sorted()
        #expect(names.contains("Shipment.tint.delayed"), "\(names)")
        // An implicit system member is the case's own color.
        let delivered = try #require(a.inventory.colors.first { $0.qualifiedName == "Shipment.tint.delivered" })
        #expect(delivered.systemName == "systemGreen", "\(delivered)")
        // Forwarding to another token adds no color of the palette's own.
        #expect(!names.contains("Shipment.tint.lost"), "\(names)")
        // A cell's helper is view code: its colors are the view's literals, not tokens.
        #expect(!names.contains { $0.hasPrefix("ShipmentCell") }, "\(names)")
    }

    @Test func caseColorsAreNeitherDuplicatePalettesNorSuggestedNames() throws {
        let levels = """
            import SwiftUI

            enum Urgency {
                case calm, soon, now
                var color: Color {
                    switch self {
                    case .calm: .green
                    case .soon: .orange
                    case .now: .red
                    }
                }
            }
            """
        let moods = """
            import SwiftUI

            enum Mood {
                case fine, tense, upset
                var color: Color {
                    switch self {
                    case .fine: return .green
                    case .tense: return .orange
                    case .upset: return .red
                    }
                }
            }

            struct MoodView: View {
                var body: some View { Text("FedEx").foregroundStyle(Color(red: 77 / 255, green: 20 / 255, blue: 140 / 255)) }
            }
            """
        let a = try DesignTrustTests.run(
            design: ["parcels.html": Self.parcelDesign],
            app: ["Palette.swift": Self.parcelApp, "Urgency.swift": levels, "Mood.swift": moods])
        #expect(a.inventory.colors.contains { $0.qualifiedName == "Mood.color.tense" })
        // Two status enums that map their cases to the same system colors are no parallel palettes.
        let duplicates = a.findings.filter { $0.rule == "token.duplicate" }
        #expect(duplicates.isEmpty, "\(duplicates.map(\.title))")
        // A view's literal with a case's value is not told to use the case: no code can name it.
        let literal = try #require(a.findings.first { $0.rule == "hardcoded.color" && $0.title.contains("#4D148C") }, "\(a.findings.map(\.title))")
        #expect(!literal.title.contains("Palette.carrier") && !literal.message.contains("`Palette.carrier"), "\(literal.title) \(literal.message)")
    }

    @Test func aCaseThatDriftsIsFixedInItsCase() throws {
        let design = Self.parcelDesign.replacingOccurrences(of: "--fedex: #4D148C", with: "--fedex: #51188F")
        let a = try DesignTrustTests.run(design: ["parcels.html": design], app: ["Palette.swift": Self.parcelApp])
        let drift = try #require(a.findings.first { $0.rule == "color.drift" && $0.title.contains("--fedex") }, "\(a.findings.map(\.title))")
        let fix = try #require(drift.fix?.code?.lines.joined(separator: "\n"), "\(String(describing: drift.fix))")
        #expect(fix == "case \"fedex\": Color(red: 81 / 255, green: 24 / 255, blue: 143 / 255)", "\(fix)")
        #expect(ColorFix.caseLabel("case \"dhl\", \"dhl: express\": return .yellow") == "case \"dhl\", \"dhl: express\":")
        #expect(ColorFix.caseLabel("case brand = \"Brand\"") == nil)
        #expect(ColorFix.caseLabel("static let x = Color.red") == nil)
    }

    @Test func aCaseNameIsTrustedOnlyWhenItsValueAgrees() throws {
        // A log viewer's per-level row tint: `.warning` is a 15% wash for one use, not the design's `--warning`.
        let design = """
            <!DOCTYPE html><html><head><title>Logs</title><style>
            :root { --warning: #B45309; --info: #2563EB; }
            .warn { color: var(--warning); } .info { color: var(--info); }
            </style></head><body data-screen="logs"><h1>Logs</h1><p class="warn">Disk almost full</p><p class="info">Synced</p></body></html>
            """
        let app = """
            import SwiftUI

            enum LogLevel {
                case info, warning
                var rowTint: Color {
                    switch self {
                    case .info: return Color(red: 37 / 255, green: 99 / 255, blue: 235 / 255)
                    case .warning: return Color(red: 1, green: 0.58, blue: 0).opacity(0.15)
                    }
                }
            }
            """
        let a = try DesignTrustTests.run(design: ["logs.html": design], app: ["LogLevel.swift": app])
        let colors = a.findings.filter { $0.rule.hasPrefix("color.") }
        #expect(!colors.contains { $0.rule == "color.mismatch" }, "\(colors.map(\.title))")
        #expect(!colors.contains { $0.title.contains("--info") }, "\(colors.map(\.title))")
        let warning = try #require(colors.first { $0.title.contains("--warning") }, "\(colors.map(\.title))")
        #expect(warning.rule == "color.missing", "\(warning.title)")
    }

    @Test func aSwitchWithOneNamedCaseIsNoPalette() throws {
        let app = """
            import SwiftUI

            enum Badge {
                static func color(_ on: Bool) -> Color {
                    switch on {
                    case true: Color(red: 1, green: 0, blue: 0)
                    default: Color(red: 0, green: 0, blue: 1)
                    }
                }
            }
            """
        let a = try DesignTrustTests.run(design: ["parcels.html": Self.parcelDesign], app: ["Badge.swift": app])
        #expect(!a.inventory.colors.contains { $0.owner == "Badge.color" }, "\(a.inventory.colors.map(\.qualifiedName))")
    }

    // MARK: - Design colors that are iOS's own semantic colors

    /// A dark reading app's design: its separator and faintest text are iOS's `separator` and `quaternaryLabel`
    /// (dark values, as Apple's design kits give them), its rule line is a color of its own.
    static let readerDesign = """
        <!DOCTYPE html><html><head><title>Shelf</title><style>
        :root { --page: #000000; --separator: rgba(84, 84, 88, 0.65); --text-quaternary: rgba(235, 235, 245, 0.16);
          --rule: rgba(120, 40, 40, 0.6); --separator-warm: rgba(110, 84, 60, 0.6); }
        body { background: var(--page); color: #FFFFFF; }
        .row { border-bottom: 1px solid var(--separator); } .hint { color: var(--text-quaternary); }
        .chapter { border-top: 1px solid var(--rule); } .fold { border-top: 1px solid var(--separator-warm); }
        </style></head><body data-screen="shelf"><h1>Shelf</h1><div class="row">Dune</div><p class="hint">Swipe to archive</p>
        <div class="chapter">Part one</div><div class="fold">Notes</div></body></html>
        """
    static let readerApp = """
        import SwiftUI

        enum Ink {
            static let page = Color.black
            static let accent = Color(red: 0.9, green: 0.7, blue: 0.2)
        }

        struct ShelfView: View {
            var body: some View {
                List { Text("Shelf"); Text("Dune"); Divider(); Text("Swipe to archive") }
            }
        }
        """

    @Test func aDesignColorWithIOSsOwnValueAndNameIsLow() throws {
        let a = try DesignTrustTests.run(design: ["shelf.html": Self.readerDesign], app: ["Ink.swift": Self.readerApp])
        let missing = a.findings.filter { $0.rule == "color.missing" }
        let separator = try #require(missing.first { $0.title.contains("--separator (") }, "\(missing.map(\.title))")
        #expect(separator.severity == .low, "\(separator.message)")
        #expect(separator.message.contains("iOS's own `separator`"), "\(separator.message)")
        #expect(separator.message.contains("Divider()"), "\(separator.message)")
        let quaternary = try #require(missing.first { $0.title.contains("--text-quaternary") }, "\(missing.map(\.title))")
        #expect(quaternary.severity == .low, "\(quaternary.message)")
        #expect(quaternary.message.contains("`quaternaryLabel`"), "\(quaternary.message)")
        // A color of the design's own stays a gap, even named like a system color.
        let rule = try #require(missing.first { $0.title.contains("--rule") })
        #expect(rule.severity == .medium)
        let warm = try #require(missing.first { $0.title.contains("--separator-warm") })
        #expect(warm.severity == .medium, "\(warm.message)")
    }

    /// A design color the app has no token for but draws inline (a fixed `.white`, a hex helper in several views) is
    /// shown right: its missing token is low and names the inline expression. A color the views never draw stays medium,
    /// and so does one the design gives another dark value (the fixed inline color is right in light only).
    @Test func aDesignColorTheViewsDrawInlineIsLow() throws {
        let design = """
            <!DOCTYPE html><html><head><title>Tickets</title><style>
            :root { --paper: #ffffff; --stamp: #0e7c66; --void: #b3261e; --ink: #1d1b20; }
            @media (prefers-color-scheme: dark) { :root { --ink: #e6e1e5; } }
            body { background: var(--paper); color: var(--ink); }
            .valid { color: var(--stamp); } .expired { color: var(--void); }
            </style></head><body data-screen="tickets"><h1>Tickets</h1><p class="valid">Valid today</p>
            <p class="expired">Expired</p></body></html>
            """
        let app = """
            import SwiftUI

            enum Fare { static let accent = Color(hex: "#6750A4") }

            struct TicketsView: View {
                var body: some View {
                    VStack {
                        Text("Tickets").foregroundStyle(Color(hex: "#1D1B20"))
                        Text("Valid today").foregroundStyle(Color(hex: "#0E7C66"))
                    }
                    .background(.white)
                }
            }

            struct StampBadge: View {
                var body: some View { Circle().fill(Color(hex: "#0E7C66")) }
            }
            """
        let a = try DesignTrustTests.run(design: ["tickets.html": design], app: ["TicketsView.swift": app])
        let missing = a.findings.filter { $0.rule == "color.missing" }
        let stamp = try #require(missing.first { $0.title.contains("--stamp") }, "\(missing.map(\.title))")
        #expect(stamp.severity == .low, "\(stamp.message)")
        #expect(stamp.message.contains("`Color(hex: \"#0E7C66\")` (#0E7C66) 2 times"), "\(stamp.message)")
        let paper = try #require(missing.first { $0.title.contains("--paper") }, "\(missing.map(\.title))")
        #expect(paper.severity == .low && paper.message.contains("`.white`"), "\(paper.message)")
        let void = try #require(missing.first { $0.title.contains("--void") })
        #expect(void.severity == .medium)
        // #1D1B20 inline in light, but the design's ink turns #E6E1E5 in dark.
        let ink = try #require(missing.first { $0.title.contains("--ink") })
        #expect(ink.severity == .medium, "\(ink.message)")
    }

    @Test func platformColorNeedsNameAndEveryValue() {
        let loc = SourceLocation(file: "d/a.css", line: 1, column: 1)
        func expectation(_ name: String, _ light: Color, dark: Color? = nil) -> GapCheckModel.Expectation {
            Expectation(
                kind: .color, name: name, source: .customProperty, role: .border, light: .color(light), dark: dark.map { .color($0) },
                location: loc)
        }
        let sepLight = Color(red255: 60, green255: 60, blue255: 67, alpha: 0.29)
        let sepDark = Color(red255: 84, green255: 84, blue255: 88, alpha: 0.6)
        #expect(ColorMissingCheck.platformColor(of: expectation("--divider-separator", sepLight, dark: sepDark), threshold: 2)?.color.name == "separator")
        // The same value under a name that says nothing of it is the design's own color.
        #expect(ColorMissingCheck.platformColor(of: expectation("--hairline", sepLight), threshold: 2) == nil)
        // Both values must be the system color's: a light one alone does not make an adaptive pair the platform's.
        #expect(
            ColorMissingCheck.platformColor(of: expectation("--separator", sepLight, dark: Color(red255: 20, green255: 90, blue255: 40)), threshold: 2) == nil)
        // Opacity counts: 29% is not 60%.
        #expect(ColorMissingCheck.platformColor(of: expectation("--separator", sepDark.withAlpha(0.29)), threshold: 2) == nil)
    }
}
