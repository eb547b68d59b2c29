import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport

/// `element.dynamic-type` through the real readers: fixed fonts in several styles (literals in views, tokens,
/// UIKit in code, storyboards) and scaling fonts written differently that must stay quiet.
@Suite struct ElementDynamicTypeTests {
    static func run(_ html: String, _ files: [String: String], screen: String = "activity") throws -> Analysis {
        try ElementCheckTests.run(html: html, swift: files, screen: screen)
    }

    static func findings(_ a: Analysis, _ rule: String = "element.dynamic-type") -> [Finding] { a.findings.filter { $0.rule == rule } }

    /// A screen in pixel sizes: the design says nothing about scaling.
    static let pixels = """
        <!DOCTYPE html><html><head><style>
        h1 { font-size: 28px; } .hint { font-size: 15px; color: #6b7280; } .count { font-size: 17px; }
        </style></head>
        <body><h1>Activity</h1><p class="hint">No workouts yet</p><p class="count">Weekly goal</p></body></html>
        """

    /// The same screen with relative sizes: the design says its text scales.
    static let relative = pixels.replacingOccurrences(of: "font-size: 15px", with: "font-size: 0.9375rem")
        .replacingOccurrences(of: "font-size: 17px", with: "font-size: 1.0625rem")

    @Test func literalFixedSizeInAViewIsLowWithATextStyleFix() throws {
        let a = try Self.run(
            Self.pixels,
            [
                "ActivityView.swift": """
                import SwiftUI

                struct ActivityView: View {
                    var body: some View {
                        VStack {
                            Text("Activity").font(.title)
                            Text("No workouts yet").font(.system(size: 15))
                            Text("Weekly goal").font(.system(size: 17, weight: .semibold))
                            Text("Unpaired footer").font(.system(size: 15))
                        }
                    }
                }
                """
            ])
        let f = Self.findings(a)
        let hint = try #require(f.first { $0.title.contains("No workouts yet") })
        #expect(hint.severity == .low)
        #expect(hint.fix?.text == ".font(.subheadline)")
        #expect(hint.fixLocation?.line == 7)
        // 17pt Semibold is the headline style, not the body with a weight.
        let goal = try #require(f.first { $0.title.contains("Weekly goal") })
        #expect(goal.fix?.text == ".font(.headline)")
        // hardcoded.font keeps the line no design text is paired with, and leaves the paired ones.
        let hard = Self.findings(a, "hardcoded.font")
        let lines: [Int] = hard.flatMap { f -> [Int] in (f.actual?.location.map { [$0.line] } ?? []) + f.occurrences.map(\.line) }
        #expect(lines.contains(9))
        #expect(!lines.contains(7) && !lines.contains(8))
    }

    @Test func relativeDesignSizesRaiseToMediumAndTokensAreFixedAtTheirDeclaration() throws {
        let a = try Self.run(
            Self.relative,
            [
                "Typography.swift": """
                import SwiftUI

                enum AppFont {
                    static let hint = Font.system(size: 15)
                    static let title = Font.largeTitle
                }
                """,
                "ActivityView.swift": """
                import SwiftUI

                struct ActivityView: View {
                    var body: some View {
                        VStack {
                            Text("Activity").font(AppFont.title)
                            Text("No workouts yet").font(AppFont.hint)
                        }
                    }
                }
                """
            ])
        let f = Self.findings(a)
        let hint = try #require(f.first { $0.title.contains("AppFont.hint") })
        #expect(hint.severity == .medium)
        #expect(hint.fix?.text == "static let hint = Font.subheadline")
        #expect(hint.fixLocation?.file.hasSuffix("Typography.swift") == true && hint.fixLocation?.line == 4)
        #expect(f.count == 1)
    }

    @Test func scalingFontsWrittenDifferentlyAreQuiet() throws {
        let a = try Self.run(
            Self.pixels,
            [
                "Styles.swift": """
                import SwiftUI

                enum AppFont {
                    static let hint = Font.subheadline
                }

                struct Caption: ViewModifier {
                    func body(content: Content) -> some View { content.font(.custom("Inter", size: 17)) }
                }
                """,
                "ActivityView.swift": """
                import SwiftUI

                struct ActivityView: View {
                    var body: some View {
                        VStack {
                            Text("Activity").font(Font.system(.title, design: .rounded))
                            VStack {
                                Text("No workouts yet").font(AppFont.hint)
                                Text("Weekly goal").modifier(Caption())
                            }
                            .font(.system(size: 15))
                        }
                    }
                }
                """
            ])
        #expect(Self.findings(a).isEmpty)
    }

    @Test func aSizeThatAlsoDiffersIsElementFontsLine() throws {
        let a = try Self.run(
            Self.pixels,
            [
                "ActivityView.swift": """
                import SwiftUI

                struct ActivityView: View {
                    var body: some View {
                        VStack {
                            Text("Activity").font(.title)
                            Text("No workouts yet").font(.system(size: 22))
                        }
                    }
                }
                """
            ])
        #expect(Self.findings(a, "element.font").contains { $0.title.contains("No workouts yet") })
        #expect(Self.findings(a).isEmpty)
    }

    @Test func uiKitFontsScaleThroughMetricsAndPreferredFonts() throws {
        let a = try Self.run(
            Self.pixels,
            [
                "ActivityViewController.swift": """
                import UIKit

                final class ActivityViewController: UIViewController {
                    let titleLabel = UILabel()
                    let hintLabel = UILabel()
                    let goalLabel = UILabel()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        titleLabel.text = "Activity"
                        titleLabel.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: UIFont(name: "Inter-Bold", size: 28)!)
                        hintLabel.text = "No workouts yet"
                        hintLabel.font = UIFont.systemFont(ofSize: 15)
                        goalLabel.text = "Weekly goal"
                        goalLabel.font = UIFont.preferredFont(forTextStyle: .body)
                        goalLabel.adjustsFontForContentSizeCategory = false
                    }
                }
                """
            ])
        let f = Self.findings(a)
        let hint = try #require(f.first { $0.title.contains("No workouts yet") })
        #expect(hint.fix?.text.contains("UIFont.preferredFont(forTextStyle: .subheadline)") == true)
        #expect(!(hint.fix?.text.contains(".font(.") ?? true))
        let goal = try #require(f.first { $0.title.contains("Weekly goal") })
        #expect(goal.message.contains("adjustsFontForContentSizeCategory = false"))
        #expect(!f.contains { $0.title.contains("\"Activity\"") })
    }

    @Test func storyboardPointSizesAreFixedAndTextStylesScale() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes><scene sceneID="s1"><objects>
                    <viewController id="vc" customClass="ActivityViewController" sceneMemberID="viewController">
                        <view key="view" id="v">
                            <subviews>
                                <label text="Activity" id="l0" adjustsFontForContentSizeCategory="YES">
                                    <fontDescription key="fontDescription" style="UICTFontTextStyleTitle1"/>
                                </label>
                                <label text="No workouts yet" id="l1">
                                    <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                </label>
                            </subviews>
                        </view>
                    </viewController>
                </objects></scene></scenes>
            </document>
            """
        let a = try Self.run(
            Self.pixels,
            ["Main.storyboard": storyboard, "ActivityViewController.swift": "import UIKit\n\nfinal class ActivityViewController: UIViewController {}\n"])
        let f = Self.findings(a)
        let hint = try #require(f.first { $0.title.contains("No workouts yet") })
        #expect(hint.fixLocation?.file.hasSuffix("Main.storyboard") == true)
        #expect(hint.fix?.text.contains("UIFont") == true)
        #expect(!f.contains { $0.title.contains("\"Activity\"") })
        let title = try #require(a.inventory.elements.first { $0.text == "Activity" })
        #expect(title.adjustsFontForContentSize == true)
    }

    @Test func designThatNamesTextStylesOrUsesSystemStylesSaysItScales() throws {
        let tokens = """
            <!DOCTYPE html><html><head><style>
            :root { --font-size-title2: 22px; --font-size-subheadline: 15px; --font-size-footnote: 13px; }
            .hint { font-size: var(--font-size-subheadline); }
            </style></head><body><h1>Activity</h1><p class="hint">No workouts yet</p></body></html>
            """
        let system = """
            <!DOCTYPE html><html><head><style>.hint { font: -apple-system-subheadline; }</style></head>
            <body><h1>Activity</h1><p class="hint">No workouts yet</p></body></html>
            """
        let swift = [
            "ActivityView.swift": """
            import SwiftUI

            struct ActivityView: View {
                var body: some View {
                    VStack {
                        Text("Activity").font(.title)
                        Text("No workouts yet").font(.system(size: 15))
                    }
                }
            }
            """
        ]
        for html in [tokens, system] {
            let f = try #require(Self.findings(try Self.run(html, swift)).first { $0.title.contains("No workouts yet") })
            #expect(f.severity == .medium)
        }
    }

    /// The three fixed-size texts of the Activity view, and an optional fourth `Footer` text in `footer`.
    static func activityView(footer: String? = nil) -> String {
        let footerLine = footer.map { "\n                    Text(\"Footer\").font(\($0))" } ?? ""
        return """
            import SwiftUI

            struct ActivityView: View {
                var body: some View {
                    VStack {
                        Text("Activity").font(.system(size: 28))
                        Text("No workouts yet").font(.system(size: 15))
                        Text("Weekly goal").font(.system(size: 17))\(footerLine)
                    }
                }
            }
            """
    }

    @Test func anAppWithNoScalingFontGetsOneNote() throws {
        func views(_ footer: String) -> [String: String] { ["ActivityView.swift": Self.activityView(footer: footer)] }
        let fixed = Self.findings(try Self.run(Self.pixels, views(".system(size: 12)")))
        let note = try #require(fixed.first { $0.title.hasPrefix("No font in the app scales") })
        #expect(note.severity == .medium)
        #expect(fixed.filter { $0.title.hasPrefix("No font") }.count == 1)
        let one = Self.findings(try Self.run(Self.pixels, views(".caption")))
        #expect(!one.contains { $0.title.hasPrefix("No font in the app scales") })
    }

    /// A Mac-only app (AppKit, a `MenuBarExtra`, no UIKit) has no Dynamic Type to ignore: neither the per-text
    /// findings nor the app note, while the same views in an iOS app get both.
    @Test func aMacOnlyAppGetsNoDynamicTypeFinding() throws {
        let view = Self.activityView()
        let mac = """
            import AppKit
            import SwiftUI

            @main struct TrackerApp: App {
                var body: some Scene { MenuBarExtra("Tracker", systemImage: "figure.run") { ActivityView() } }
            }
            func copyGoal() { NSPasteboard.general.setString("goal", forType: .string) }
            """
        let ios = Self.findings(try Self.run(Self.pixels, ["ActivityView.swift": view]))
        #expect(ios.contains { $0.title.hasPrefix("No font in the app scales") } && ios.contains { $0.title.contains("No workouts yet") })
        let a = try Self.run(Self.pixels, ["ActivityView.swift": view, "TrackerApp.swift": mac])
        #expect(a.inventory.macOnly)
        #expect(Self.findings(a).isEmpty, "\(Self.findings(a).map(\.title))")
    }

    @Test func aButtonStylesFontIsReportedAtTheStyle() throws {
        let html = """
            <!DOCTYPE html><html><head><style>.primary { font-size: 14px; background: #2563eb; color: #fff; }</style></head>
            <body><h1>Activity</h1><button class="primary">Start workout</button></body></html>
            """
        func files(_ font: String) -> [String: String] {
            [
                "PillButtonStyle.swift": """
                import SwiftUI

                struct PillButtonStyle: ButtonStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        configuration.label
                            .font(\(font))
                            .foregroundColor(.white)
                    }
                }
                """,
                "ActivityView.swift": """
                import SwiftUI

                struct ActivityView: View {
                    var body: some View {
                        VStack {
                            Text("Activity").font(.title)
                            Button("Start workout") {}
                                .buttonStyle(PillButtonStyle())
                        }
                    }
                }
                """
            ]
        }
        let fixed = Self.findings(try Self.run(html, files(".system(size: 14, weight: .semibold)")))
        let f = try #require(fixed.first { $0.title.contains("Start workout") })
        #expect(f.fixLocation?.file.hasSuffix("PillButtonStyle.swift") == true && f.fixLocation?.line == 6)
        #expect(Self.findings(try Self.run(html, files(".subheadline.weight(.semibold)"))).isEmpty)
    }
}
