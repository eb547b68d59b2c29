import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport
@testable import GapCheckReporters

/// Fixes are written in the idiom the code reader saw: the app's own hex helper and label, UIKit or
/// SwiftUI, asset catalogs. Apps in three styles other than the bundled sample.
@Suite struct FixIdiomTests {
    static let design = [
        "index.html": """
        <!DOCTYPE html><html><head><title>Home</title><style>
        :root { --color-brand-primary: #4F46E5; --color-status-warning: #FF9500; --color-status-info: #0A84FF; }
        .cta { background: var(--color-brand-primary); color: var(--color-status-warning); border-color: var(--color-status-info); }
        .text-metric { font-size: 28px; font-weight: 700; }
        </style></head><body data-screen="home"><h1 class="text-metric">12</h1></body></html>
        """
    ]

    static func fix(_ a: Analysis, _ rule: String, _ title: String) -> Fix? {
        a.findings.first { $0.rule == rule && $0.title.contains(title) }?.fix
    }

    @Test("an app calling Color(hexString:) gets fixes in Color(hexString:)")
    func hexStringHelper() throws {
        let app = [
            "Theme/Colors.swift": """
            import SwiftUI

            extension Color {
                init(hexString: String) {
                    let v = UInt64(hexString.dropFirst(), radix: 16) ?? 0
                    self.init(red: Double((v >> 16) & 0xFF) / 255, green: Double((v >> 8) & 0xFF) / 255, blue: Double(v & 0xFF) / 255)
                }
                static let brandPrimary = Color(hexString: "#4F46E5")
                static let statusWarning = Color(hexString: "#FFCC00")
            }
            """
        ]
        let a = try DesignTrustTests.run(design: Self.design, app: app)
        let mismatch = try #require(Self.fix(a, "color.mismatch", "statusWarning"))
        #expect(mismatch.text == "static let statusWarning = Color(hexString: \"#FF9500\")")
        #expect(mismatch.kind == "declaration" && mismatch.code?.name == "statusWarning")
        let missing = try #require(Self.fix(a, "color.missing", "status-info"))
        #expect(missing.text == "static let statusInfo = Color(hexString: \"#0A84FF\")")
        #expect(Self.fix(a, "typography.missing", "text-metric")?.text.contains("Font.system(size: 28, weight: .bold)") == true)
    }

    @Test("a UIKit app gets UIColor and UIFont fixes, never SwiftUI's Color or Font")
    func uiKit() throws {
        let app = [
            "Theme/Palette.swift": """
            import UIKit

            extension UIColor {
                static let brandPrimary = UIColor(red: 0.31, green: 0.275, blue: 0.898, alpha: 1)
                static let statusWarning = UIColor(red: 1, green: 0.8, blue: 0, alpha: 1)
            }

            enum AppFont {
                static let body = UIFont.systemFont(ofSize: 17, weight: .regular)
            }
            """
        ]
        let a = try DesignTrustTests.run(design: Self.design, app: app)
        #expect(Self.fix(a, "color.mismatch", "statusWarning")?.text == "static let statusWarning = UIColor(red: 1, green: 0.584, blue: 0, alpha: 1)")
        #expect(Self.fix(a, "color.missing", "status-info")?.text == "static let statusInfo = UIColor(red: 0.039, green: 0.518, blue: 1, alpha: 1)")
        let font = try #require(Self.fix(a, "typography.missing", "text-metric"))
        #expect(font.text.hasSuffix("= UIFont.systemFont(ofSize: 28, weight: .bold)"), "\(font.text)")
        for f in a.findings {
            let text = f.fix?.text ?? ""
            #expect(!text.contains("Font.system(") && !text.contains(" Color("), "\(f.rule): \(text)")
        }
    }

    @Test("a UIKit font for a custom family keeps the design's weight")
    func uiKitCustomFamily() {
        let bold = TypographyFix.expression(FontSpec(family: "\"Inter\", sans-serif", size: 40, weight: 700), framework: .uiKit)
        #expect(
            bold
                == "UIFont(descriptor: UIFontDescriptor(fontAttributes: [.family: \"Inter\", .traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.bold]]), size: 40)"
        )
        #expect(TypographyFix.expression(FontSpec(family: "Inter", size: 40, weight: 700)) == "Font.custom(\"Inter\", size: 40).weight(.bold)")
    }

    @Test("an app with only asset-catalog colors gets a colorset to add, read the way the app reads colorsets")
    func assetCatalogOnly() throws {
        let colorset = """
            {"colors":[{"color":{"color-space":"srgb","components":{"red":"0x4F","green":"0x46","blue":"0xE5","alpha":"1.000"}},"idiom":"universal"}],\
            "info":{"author":"xcode","version":1}}
            """
        let app = [
            "Resources/Assets.xcassets/BrandPrimary.colorset/Contents.json": colorset,
            "Views/HomeView.swift": """
            import SwiftUI

            struct HomeView: View {
                var body: some View {
                    Text("12").foregroundStyle(Color("BrandPrimary"))
                }
            }
            """
        ]
        let a = try DesignTrustTests.run(design: Self.design, app: app)
        let missing = try #require(Self.fix(a, "color.missing", "status-info"))
        guard case .addAsset(let asset) = missing else {
            Issue.record("expected a colorset to add, got \(missing)")
            return
        }
        #expect(asset.name == "StatusInfo" && asset.light?.hex == "#0A84FF")
        #expect(missing.text == "static let statusInfo = Color(\"StatusInfo\")  // add colorset StatusInfo: Any #0A84FF")
    }

    @Test("the JSON report keeps the fix text and adds its kind")
    func jsonKeepsText() throws {
        let app = ["Colors.swift": "import SwiftUI\n\nextension Color {\n    static let statusWarning = Color(hexString: \"#FFCC00\")\n}\n"]
        let a = try DesignTrustTests.run(design: Self.design, app: app)
        let report = JSONReport(a)
        let row = try #require(report.findings.first { $0.rule == "color.mismatch" })
        #expect(row.fix == "static let statusWarning = Color(hexString: \"#FF9500\")" && row.fixKind == "declaration")
        // A report written before `fixKind` existed still decodes (baselines and `gapcheck diff` read old reports).
        let data = try JSONEncoder().encode(report)
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        object["findings"] = (object["findings"] as? [[String: Any]])?.map { f in f.filter { $0.key != "fixKind" } }
        let old = try JSONDecoder().decode(JSONReport.self, from: try JSONSerialization.data(withJSONObject: object))
        #expect(old.findings.first { $0.rule == "color.mismatch" }?.fixKind == nil)
        #expect(old.findings.first { $0.rule == "color.mismatch" }?.fix == row.fix)
    }
}

/// View-level fixes follow the framework of the view they go into.
@Suite struct ViewFixIdiomTests {
    @Test("a UIKit app gets a view controller, UIKit controls and size constraints, not SwiftUI views")
    func uiKitViews() throws {
        let design = [
            "home.html": """
            <!DOCTYPE html><html><head><title>Home</title><style>.icon-btn { width: 28px; height: 28px; }</style></head>
            <body data-screen="home"><h1>Home</h1><section><h2>Account</h2><div class="row"><span class="label">Streak</span><span class="value">12</span></div></section>
            <button class="icon-btn">x</button></body></html>
            """,
            "achievements.html": """
            <!DOCTYPE html><html><head><title>Achievements</title></head>
            <body data-screen="achievements"><h1>Achievements</h1><h2>Badges</h2><p>First run</p><p>Ten runs</p><p>Marathon</p></body></html>
            """
        ]
        let app = [
            "HomeViewController.swift": """
            import UIKit

            final class HomeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Home"
                }
            }
            """
        ]
        let a = try DesignTrustTests.run(design: design, app: app)
        let screen = try #require(a.findings.first { $0.rule == "screen.missing" && $0.title.contains("achievements") })
        #expect(screen.fix?.text.hasPrefix("final class AchievementsViewController: UIViewController { ... }") == true, "\(screen.fix?.text ?? "-")")
        #expect(screen.fixLocation?.file.hasSuffix("AchievementsViewController.swift") == true)
        let touch = try #require(a.findings.first { $0.rule == "touch-target.small" })
        #expect(touch.fix?.text.contains("heightAnchor.constraint(greaterThanOrEqualToConstant: 44)") == true, "\(touch.fix?.text ?? "-")")
        for f in a.findings {
            let text = f.fix?.text ?? ""
            #expect(
                !text.contains(": View {") && !text.contains("LabeledContent(") && !text.contains("Section(\"") && !text.contains(".frame("),
                "\(f.rule): \(text)")
        }
    }
}
