import Foundation
import GapCheckModel
import Testing

@testable import CodeReader
@testable import GapCheckAnalysis
@testable import GapCheckKit

/// Styles met in the fifth field round (field-tests-trust5.md), each in a fixture of our own.
@Suite struct FieldRoundFiveTests {
    // MARK: - Findings from a superseded design file

    /// A menu mockup in two versions: the app follows v2 wherever they disagree; v1 alone has a cream
    /// color, a gray hint with poor contrast and a "Chef's Pick" label.
    static let menuV1 = """
        <!DOCTYPE html><html><head><title>Menu</title><style>
        :root { --tomato: #E4572E; --basil: #4C9F70; --saffron: #F4A259; --cream: #FFF3D6; }
        body { background: #FFFFFF; }
        .dish { color: var(--tomato); }
        .hint { color: #C8C8C8; background: #FFFFFF; font-size: 13px; }
        .tag { background: var(--cream); color: var(--basil); }
        </style></head><body data-screen="menu">
        <h1 class="dish">Tonight</h1>
        <p class="hint">Tap a dish for details</p>
        <span class="tag">Chef's Pick</span>
        </body></html>
        """
    static let menuV2 = """
        <!DOCTYPE html><html><head><title>Menu</title><style>
        :root { --tomato: #D7263D; --basil: #2E8B57; --saffron: #F08A24; }
        body { background: #FFFFFF; }
        .dish { color: var(--tomato); }
        .note { color: var(--basil); }
        </style></head><body data-screen="menu">
        <h1 class="dish">Tonight</h1>
        <p class="note">Fresh today</p>
        </body></html>
        """
    static let menuApp = """
        import SwiftUI

        enum Kitchen {
            static let tomato = Color(red: 215 / 255, green: 38 / 255, blue: 61 / 255)
            static let basil = Color(red: 46 / 255, green: 139 / 255, blue: 87 / 255)
            static let saffron = Color(red: 240 / 255, green: 138 / 255, blue: 36 / 255)
        }

        struct MenuView: View {
            var body: some View {
                VStack {
                    Text("Tonight").foregroundStyle(Kitchen.tomato)
                    Text("Fresh today").foregroundStyle(Kitchen.basil)
                }
            }
        }
        """

    @Test func findingsRestingOnlyOnASupersededDesignFileAreLowAndSaySo() throws {
        let a = try DesignTrustTests.run(design: ["menu-v1.html": Self.menuV1, "menu-v2.html": Self.menuV2], app: ["Kitchen.swift": Self.menuApp])
        let cream = try #require(a.findings.first { $0.rule == "color.missing" && $0.title.contains("--cream") })
        #expect(cream.severity == .low, "\(cream.severity) \(cream.title)")
        #expect(cream.message.contains("older version of the design") && cream.message.contains("menu-v2.html"), "\(cream.message)")
        let hint = a.findings.filter { $0.rule == "contrast.insufficient" && $0.title.contains("#C8C8C8") }
        #expect(!hint.isEmpty && hint.allSatisfy { $0.severity == .low }, "\(hint.map { "\($0.severity) \($0.title)" })")
        // Nothing that rests only on the older file stays above low.
        let above = a.findings.filter { f in
            f.severity != .low && [f.expected?.location, f.actual?.location].compactMap { $0 }.contains { $0.file.hasSuffix("menu-v1.html") }
        }
        #expect(above.isEmpty, "\(above.map { "\($0.severity) \($0.rule) \($0.title)" })")
    }

    @Test func withoutANewerVersionTheSameFindingsKeepTheirSeverity() throws {
        let a = try DesignTrustTests.run(design: ["menu.html": Self.menuV1], app: ["Kitchen.swift": Self.menuApp])
        let cream = try #require(a.findings.first { $0.rule == "color.missing" && $0.title.contains("--cream") })
        #expect(cream.severity == .medium)
        #expect(!cream.message.contains("older version"))
    }

    /// A garden planner whose first study named its accent family `--sage-*`; a later study renamed the family
    /// `--moss-*` with new values, and the app kept the old names with the new values (`sage = moss`). The old
    /// study is the older version: its accent mismatches are low and say why. One token whose value happens to
    /// equal a similarly named token elsewhere is no rename: it keeps its severity.
    static let gardenFirst = """
        <!DOCTYPE html><html><head><title>Beds</title><style>
        :root { --sage: #7A9E7E; --sage-deep: #3F6B47; --sage-wash: #E3EEE4; --on-sage: #FFFFFF; }
        body { background: #FFFFFF; }
        .bed { color: var(--sage-deep); } .chip { background: var(--sage-wash); color: var(--sage); }
        .go { background: var(--sage); color: var(--on-sage); }
        </style></head><body data-screen="beds"><h1 class="bed">Raised beds</h1><span class="chip">Watered</span>
        <button class="go">Plan a bed</button></body></html>
        """
    static let gardenLater = """
        <!DOCTYPE html><html><head><title>Harvest</title><style>
        :root { --moss: #5B7F2A; --moss-deep: #33501A; --moss-wash: #EDF3DC; --on-moss: #10140A; }
        body { background: #FFFFFF; }
        .crop { color: var(--moss-deep); } .ripe { background: var(--moss-wash); color: var(--moss); }
        .go { background: var(--moss); color: var(--on-moss); }
        </style></head><body data-screen="harvest"><h1 class="crop">Harvest log</h1><span class="ripe">Ripe</span>
        <button class="go">Log a harvest</button></body></html>
        """
    static func gardenApp(deep: String) -> String {
        """
        import SwiftUI

        enum Garden {
            static let sage = Color(hex: 0x5B7F2A)
            static let sageDeep = Color(hex: \(deep))
            static let sageWash = Color(hex: 0xEDF3DC)
            static let onSage = Color(hex: 0x10140A)
        }

        struct BedsView: View {
            var body: some View { VStack { Text("Raised beds").foregroundStyle(Garden.sageDeep); Text("Watered") } }
        }

        struct HarvestView: View {
            var body: some View { VStack { Text("Harvest log"); Text("Ripe") } }
        }
        """
    }

    @Test func aPaletteRenamedInANewerStudyMakesTheOldStudySuperseded() throws {
        let a = try DesignTrustTests.run(
            design: ["beds-study.html": Self.gardenFirst, "harvest-study.html": Self.gardenLater],
            app: ["Garden.swift": Self.gardenApp(deep: "0x33501A")])
        let mismatches = a.findings.filter { $0.rule == "color.mismatch" }
        let sage = try #require(mismatches.first { $0.title.contains("`Garden.sage`") }, "\(mismatches.map(\.title))")
        #expect(sage.severity == .low, "\(sage.severity) \(sage.message)")
        #expect(sage.message.contains("older version of the design") && sage.message.contains("harvest-study.html"), "\(sage.message)")
        #expect(mismatches.allSatisfy { $0.severity == .low }, "\(mismatches.map { "\($0.severity) \($0.title)" })")
    }

    @Test func oneValueEqualToASimilarlyNamedTokenIsNoRename() throws {
        // Only `sage` equals a `--moss` value among tokens the other study renames; the others are the app's own.
        let app = Self.gardenApp(deep: "0x1E2A10").replacingOccurrences(of: "0xEDF3DC", with: "0xC9D8C0")
            .replacingOccurrences(of: "0x10140A", with: "0x222222")
        let a = try DesignTrustTests.run(
            design: ["beds-study.html": Self.gardenFirst, "harvest-study.html": Self.gardenLater], app: ["Garden.swift": app])
        let sage = try #require(a.findings.first { $0.rule == "color.mismatch" && $0.title.contains("`Garden.sage`") })
        #expect(sage.severity == .critical, "\(sage.severity) \(sage.message)")
        #expect(!sage.message.contains("older version"))
    }

    // MARK: - A token suggested in the literal's own type

    @Test func aCGColorLiteralIsToldToUseTheTokenAsACGColor() throws {
        let app = """
            import SwiftUI
            import UIKit

            extension Color {
                static let harbor = Color(red: 0.2, green: 0.4, blue: 0.6)
            }

            final class RingView: UIView {
                override func layoutSubviews() {
                    super.layoutSubviews()
                    layer.borderColor = CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
                }
            }
            """
        let design = DesignTrustTests.page("Ring", "--accent: #336699;")
        let a = try DesignTrustTests.run(design: ["ring.html": design], app: ["Ring.swift": app])
        let f = try #require(a.findings.first { $0.rule == "hardcoded.color" && $0.actual?.name?.hasPrefix("CGColor(") == true })
        #expect(f.fix?.text == "Use `UIColor(Color.harbor).cgColor` instead of `CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)`", "\(f.fix?.text ?? "nil")")
        #expect(f.title.contains("use `UIColor(Color.harbor).cgColor`"), "\(f.title)")
    }

    @Test func colorReferencesConvertBetweenTheColorTypes() {
        func candidate(_ name: String, owner: String?, expression: String, origin: ColorOrigin = .literal) -> ColorCandidate {
            ColorCandidate(
                name: name, owner: owner, light: nil, dark: nil, origin: origin, systemName: nil, expression: expression,
                location: SourceLocation(file: "T.swift"), unresolved: false)
        }
        let ui = candidate("ink", owner: "Palette", expression: "UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)")
        #expect(TypedColorReference.reference(ui, as: "Color", macOnly: false) == "Color(uiColor: Palette.ink)")
        #expect(TypedColorReference.reference(ui, as: "CGColor", macOnly: false) == "Palette.ink.cgColor")
        #expect(TypedColorReference.reference(ui, as: "UIColor", macOnly: false) == "Palette.ink")
        let asset = candidate("Sand", owner: nil, expression: "", origin: .asset)
        #expect(TypedColorReference.reference(asset, as: "CGColor", macOnly: true) == "NSColor(named: \"Sand\")?.cgColor")
        #expect(TypedColorReference.reference(asset, as: "UIColor", macOnly: false) == "UIColor(named: \"Sand\")")
        #expect(TypedColorReference.reference(asset, as: "NSColor", macOnly: true) == "NSColor(named: \"Sand\")")
        #expect(TypedColorReference.reference(asset, as: nil, macOnly: false) == "Color(\"Sand\")")
        #expect(TypedColorReference.type(ofExpression: "SwiftUI.Color(red: 1, green: 0, blue: 0)") == "Color")
        #expect(TypedColorReference.type(ofExpression: ".red") == nil)
    }

    // MARK: - An app's own light/dark literal helper

    @Test func anAppThatWritesLightDarkLiteralsGetsItsDarkFixesInThatForm() throws {
        let design = """
            <!DOCTYPE html><html><head><title>Trips</title><style>
            :root { --sky: #0EA5E9; --dune: #F5E6C8; }
            @media (prefers-color-scheme: dark) { :root { --sky: #38BDF8; --dune: #3B2F1E; } }
            .title { color: var(--sky); background: var(--dune); }
            </style></head><body data-screen="trips"><h1 class="title">Trips</h1></body></html>
            """
        let app = """
            import UIKit

            extension UIColor {
                convenience init(lightColor: UInt32, darkColor: UInt32) {
                    self.init { traits in
                        let v = traits.userInterfaceStyle == .dark ? darkColor : lightColor
                        return UIColor(red: CGFloat((v >> 16) & 0xFF) / 255, green: CGFloat((v >> 8) & 0xFF) / 255, blue: CGFloat(v & 0xFF) / 255, alpha: 1)
                    }
                }
            }

            enum Tint {
                static let sky = UIColor(lightColor: 0x0EA5E9, darkColor: 0x0EA5E9)
                static let dune = UIColor(lightColor: 0xF5E6C8, darkColor: 0x3B2F1E)
            }
            """
        let a = try DesignTrustTests.run(design: ["trips.html": design], app: ["Tint.swift": app])
        #expect(a.inventory.idiom.adaptiveCall == AdaptiveColorCall(type: "UIColor", lightLabel: "lightColor", darkLabel: "darkColor", argument: .hexInteger))
        let sky = a.findings.filter { $0.title.contains("sky") && $0.rule.hasPrefix("color.") }
        let fixes = sky.compactMap { $0.fix?.text }
        #expect(!fixes.isEmpty, "\(a.findings.map { "\($0.rule) \($0.title)" })")
        #expect(
            fixes.allSatisfy { $0.contains("UIColor(lightColor: 0x0EA5E9, darkColor: 0x38BDF8)") && !$0.contains("colorset") },
            "\(sky.map { "\($0.rule) \($0.title) \($0.fix?.text ?? "")" })")
    }

    @Test func twoValueCallsAreReadAsTheAdaptiveIdiomOnlyWithHexOfOneForm() {
        func adaptive(_ text: String) -> AdaptiveColorCall? { IdiomReader.colorCalls(in: text).adaptive }
        #expect(
            adaptive(##"static let a = Color(light: "#FFFFFF", dark: "#0F172A")"##)
                == AdaptiveColorCall(type: "Color", lightLabel: "light", darkLabel: "dark", argument: .hexStringWithHash))
        #expect(adaptive(##"Color(light: Color.white, dark: Color.black)"##) == nil)
        #expect(adaptive(##"Color(light: "#FFFFFF", dark: 0x0F172A)"##) == nil)
        #expect(adaptive(##"Color(hex: "#FFFFFF")"##) == nil)
        let call = AdaptiveColorCall(type: "Color", lightLabel: "any", darkLabel: "dark", argument: .hexString)
        #expect(
            call.expression(light: Color(hex: "#112233") ?? Color(red: 0, green: 0, blue: 0), dark: Color(red: 1, green: 1, blue: 1))
                == ##"Color(any: "112233", dark: "FFFFFF")"##)
    }

    // MARK: - Light and dark as twin tokens

    @Test func aTokenWithADarkTwinIsNotAColorMissingItsDarkValue() throws {
        let design = """
            <!DOCTYPE html><html><head><title>Notes</title><style>
            :root { --paper: #FAFAF7; --ink: #1B1B1F; }
            @media (prefers-color-scheme: dark) { :root { --paper: #121214; --ink: #EDEDED; } }
            .sheet { background: var(--paper); color: var(--ink); }
            </style></head><body data-screen="notes"><div class="sheet">Notes</div></body></html>
            """
        let app = """
            import SwiftUI

            struct Shade {
                static let paperLight = Color(red: 250 / 255, green: 250 / 255, blue: 247 / 255)
                static let paperDark = Color(red: 18 / 255, green: 18 / 255, blue: 20 / 255)
                static let ink = Color(red: 27 / 255, green: 27 / 255, blue: 31 / 255)
            }
            """
        let a = try DesignTrustTests.run(design: ["notes.html": design], app: ["Shade.swift": app])
        let missing = a.findings.filter { $0.rule == "color.dark-variant-missing" }
        // The twins are one color with both values (`ColorCandidate.mergedTwins`): --paper matches them in both
        // appearances, so nothing is missing its dark value.
        #expect(!missing.contains { $0.title.contains("paper") }, "\(missing.map(\.title))")
        let paper = try #require(a.matches.colors.first { $0.expectation.name == "--paper" })
        #expect(paper.codeName == "Shade.paperLight" && paper.codeDarkColor?.hex == "#121214", "\(String(describing: paper.codeName))")
        // A token with no twin keeps the rule's severity.
        let ink = try #require(missing.first { $0.title.contains("Shade.ink") })
        #expect(ink.severity == .medium)
        #expect(ColorDarkVariantMissingCheck.appearanceTwin(of: "T.highlight", in: ["T.highdark"]) == nil)
        #expect(ColorDarkVariantMissingCheck.appearanceTwin(of: "T.lightSurface", in: ["T.darkSurface"]) == "T.darkSurface")
    }

    // MARK: - An icon whose symbol is a parameter of a reusable view

    @Test func anIconSymbolPassedToAReusableViewIsAnElementWhereItIsCalled() throws {
        let design = """
            <!DOCTYPE html><html><head><title>Compose</title><style>
            .tool { width: 44px; height: 44px; }
            </style></head><body data-screen="compose"><h1>Compose</h1>
            <nav class="toolbar"><button class="tool" aria-label="Attach photo">📎</button>
            <button class="tool" aria-label="Send">➤</button></nav></body></html>
            """
        let app = """
            import SwiftUI

            struct ToolbarIcon: View {
                let systemName: String
                var action: () -> Void = {}
                var body: some View {
                    Button(action: action) {
                        Image(systemName: systemName)
                            .frame(width: 44, height: 44)
                    }
                }
            }

            struct ComposeView: View {
                var body: some View {
                    VStack {
                        Text("Compose")
                        HStack {
                            ToolbarIcon(systemName: "paperclip")
                            ToolbarIcon(systemName: "paperplane")
                                .accessibilityLabel("Send")
                        }
                    }
                }
            }
            """
        let a = try DesignTrustTests.run(design: ["compose.html": design], app: ["Compose.swift": app])
        let icons = a.inventory.elements.filter { $0.kind == "Image" }
        #expect(icons.map(\.symbol) == ["paperclip", "paperplane"], "\(icons)")
        #expect(icons.allSatisfy { $0.view == "ComposeView" && $0.inControl })
        #expect(icons.last?.accessibilityLabel == "Send")
        let unlabeled = a.findings.filter { $0.rule == "element.accessibility-label" }
        #expect(unlabeled.map(\.title).contains { $0.contains("Attach photo") && $0.contains("paperclip") }, "\(unlabeled.map(\.title))")
        #expect(!unlabeled.contains { $0.title.contains("\"Send\"") })
    }

    // MARK: - Sizes as tokens, weights set in the views

    @Test func aStyleWhoseSizeIsASizeTokenOfTheAppIsLowNotMissing() throws {
        let design = """
            <!DOCTYPE html><html><head><title>Stats</title><style>
            .text-metric { font-family: "Inter"; font-size: 28px; font-weight: 700; }
            .text-footnote-strong { font-family: "Inter"; font-size: 13px; font-weight: 600; }
            </style></head><body data-screen="stats"><p class="text-metric">42</p><p class="text-footnote-strong">Runs</p></body></html>
            """
        let app = """
            import SwiftUI

            enum TypeScale {
                static let fontSizeDisplay: CGFloat = 28
                static let fontSizeCaption = CGFloat(11)
            }
            """
        let a = try DesignTrustTests.run(design: ["stats.html": design], app: ["TypeScale.swift": app])
        let missing = a.findings.filter { $0.rule == "typography.missing" }
        // The family and weight keep the size token from matching the style by value; the size is there.
        let metric = try #require(missing.first { $0.title.contains("text-metric") }, "\(a.findings.map { "\($0.rule) \($0.title)" })")
        #expect(metric.severity == .low, "\(metric.severity)")
        #expect(metric.message.contains("`TypeScale.fontSizeDisplay` is 28pt"), "\(metric.message)")
        // 13px has no size token: still missing at the rule's severity.
        let footnote = try #require(missing.first { $0.title.contains("text-footnote-strong") })
        #expect(footnote.severity == .medium)
    }

    // MARK: - Touch targets the app draws larger than the mockup

    @Test func aMockupControlTheAppDrawsAtAFullHitAreaIsLow() throws {
        let design = """
            <!DOCTYPE html><html><head><title>Onboarding</title><style>
            .pill { height: 30px; padding: 0 10px; font-size: 14px; }
            </style></head><body data-screen="onboarding"><h1>Welcome aboard</h1>
            <button class="pill skip">Skip</button><button class="pill later">Remind me later</button></body></html>
            """
        let app = """
            import SwiftUI

            struct OnboardingView: View {
                var body: some View {
                    VStack {
                        Text("Welcome aboard")
                        Button { } label: {
                            Text("Skip")
                                .frame(minWidth: 60, minHeight: 48)
                        }
                        Button { } label: {
                            Text("Remind me later")
                                .frame(width: 200, height: 30)
                        }
                    }
                }
            }
            """
        let a = try DesignTrustTests.run(design: ["onboarding.html": design], app: ["OnboardingView.swift": app])
        let skip = try #require(a.inventory.elements.first { $0.text == "Skip" })
        #expect(skip.hitSize == 48)
        let targets = a.findings.filter { $0.rule == "touch-target.small" }
        let skipTarget = try #require(targets.first { $0.title.contains("skip") }, "\(targets.map(\.title))")
        #expect(skipTarget.severity == .low)
        #expect(skipTarget.message.contains("at least 48×48pt"), "\(skipTarget.message)")
        // The app draws "Remind me later" 30pt high too: the gap is real.
        let later = try #require(targets.first { $0.title.contains("later") })
        #expect(later.severity == .medium)
    }

    // MARK: - Design grays in an app that draws neutrals with semantic colors

    @Test func aMissingGrayIsLowWhenTheAppDrawsNeutralsWithSemanticColors() throws {
        let design = """
            <!DOCTYPE html><html><head><title>Inbox</title><style>
            :root { --fog-700: #4B5563; --fog-300: #D1D5DB; --coral: #F2545B; }
            .meta { color: var(--fog-700); border-bottom: 1px solid var(--fog-300); }
            .badge { color: var(--coral); }
            </style></head><body data-screen="inbox"><p class="meta">2 min ago</p><span class="badge">New</span></body></html>
            """
        let semantic = """
            import UIKit

            enum Brand {
                static let moss = UIColor(red: 0.2, green: 0.5, blue: 0.3, alpha: 1)
            }

            final class InboxCell: UITableViewCell {
                func configure() {
                    textLabel?.textColor = .label
                    detailTextLabel?.textColor = .secondaryLabel
                    backgroundColor = .secondarySystemGroupedBackground
                }
            }
            """
        let a = try DesignTrustTests.run(design: ["inbox.html": design], app: ["InboxCell.swift": semantic])
        let missing = a.findings.filter { $0.rule == "color.missing" }
        let fog = missing.filter { $0.title.contains("--fog") }
        #expect(fog.count == 2 && fog.allSatisfy { $0.severity == .low }, "\(missing.map { "\($0.severity) \($0.title)" })")
        #expect(fog.first?.message.contains("semantic colors (3 uses") == true, "\(fog.first?.message ?? "")")
        // A hue is not a stand-in for a semantic color.
        let coral = try #require(missing.first { $0.title.contains("--coral") })
        #expect(coral.severity == .medium)
        // An app with no semantic colors keeps the gray at medium.
        let plain = try DesignTrustTests.run(
            design: ["inbox.html": design],
            app: ["InboxCell.swift": semantic.replacingOccurrences(of: ".label", with: ".black").replacingOccurrences(of: ".secondaryLabel", with: ".darkGray")]
        )
        #expect(plain.findings.filter { $0.rule == "color.missing" && $0.title.contains("--fog") }.allSatisfy { $0.severity == .medium })
    }
}
