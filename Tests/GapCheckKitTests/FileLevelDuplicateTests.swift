import Foundation
import GapCheckModel
import GapCheckReporters
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport

/// Issue 11, point 6: a second file that re-declares another file's tokens under the same names is one decision
/// for the team ("consolidate"), reported once at file level; a conflicting value keeps its own critical finding.
@Suite struct FileLevelDuplicateTests {
    static func analyze(_ files: [String: String]) throws -> Analysis { try TrustMatchTests.analyze(files) }

    /// A UIKit app: the palette and metrics in `Palette.swift` and `Metrics.swift`, and a legacy `LegacyStyle.swift`
    /// left from an older screen set that declares four of them again (one with another value).
    static let files: [String: String] = [
        "design/style.css": """
        :root { --ink: #1F2933; --accent-blue: #2F6FED; --alert-red: #D64545; --gap-wide: 24px; }
        .card { color: var(--ink); padding: var(--gap-wide); }
        .cta { background: var(--accent-blue); }
        .warn { color: var(--alert-red); }
        """,
        "app/Palette.swift": """
        import UIKit

        extension UIColor {
            static let ink = UIColor(red: 31 / 255, green: 41 / 255, blue: 51 / 255, alpha: 1)
            static let accentBlue = UIColor(red: 47 / 255, green: 111 / 255, blue: 237 / 255, alpha: 1)
            static let alertRed = UIColor(red: 214 / 255, green: 69 / 255, blue: 69 / 255, alpha: 1)
            static let paper = UIColor(red: 250 / 255, green: 250 / 255, blue: 247 / 255, alpha: 1)
        }
        """,
        "app/Metrics.swift": """
        import UIKit

        enum Metrics {
            static let gapWide: CGFloat = 24
            static let gapNarrow: CGFloat = 8
        }
        """,
        "app/LegacyStyle.swift": """
        import UIKit

        enum LegacyStyle {
            static let accentBlue = UIColor(red: 47 / 255, green: 111 / 255, blue: 237 / 255, alpha: 1)
            static let alertRed = UIColor(red: 0.8, green: 0.1, blue: 0.1, alpha: 1)
            static let ink = UIColor(red: 31 / 255, green: 41 / 255, blue: 51 / 255, alpha: 1)
            static let gapWide: CGFloat = 24
        }
        """,
        "app/CardView.swift": """
        import UIKit

        final class CardView: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                backgroundColor = .paper
                tintColor = .accentBlue
                layoutMargins = UIEdgeInsets(top: Metrics.gapWide, left: Metrics.gapWide, bottom: Metrics.gapWide, right: Metrics.gapWide)
                layer.borderColor = LegacyStyle.alertRed.cgColor
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
    ]

    @Test func aFileRedeclaringSeveralTokensIsOneFileLevelFinding() throws {
        let a = try Self.analyze(Self.files)
        let dups = a.findings.filter { $0.rule == "token.duplicate" }
        let titles = dups.map(\.title)
        let file = try #require(dups.first { $0.title.hasPrefix("LegacyStyle.swift re-declares") }, "\(titles)")
        #expect(file.severity == .medium)
        #expect(file.title.contains("4 tokens of Metrics.swift and Palette.swift"), "\(file.title)")
        #expect(file.title.contains("`alertRed` (conflicting value)"), "\(file.title)")
        for name in ["accentBlue", "ink", "gapWide"] { #expect(file.title.contains("`\(name)`"), "\(file.title)") }
        #expect(file.count == 4 && file.fixLocation?.file.hasSuffix("app/LegacyStyle.swift") == true, "\(String(describing: file.fixLocation))")
        #expect(file.fix?.text.contains("`LegacyStyle.gapWide` → `Metrics.gapWide`") == true, "\(file.fix?.text ?? "")")
        // The conflicting value is wrong on screen today: it keeps its own critical finding.
        let conflict = try #require(dups.first { $0.title.contains("`alertRed` is declared 2 times with conflicting values") }, "\(titles)")
        #expect(conflict.severity == .critical)
        // The agreeing per-token findings fold into the file-level one.
        #expect(!dups.contains { $0.title.contains("`accentBlue` is declared") || $0.title.contains("`ink` is declared") }, "\(titles)")
        #expect(!dups.contains { $0.title.contains("`gapWide` is declared") }, "\(titles)")
        #expect(dups.count == 2, "\(titles)")
    }

    @Test func oneRedeclaredTokenStaysAPerTokenFinding() throws {
        var files = Self.files
        files["app/LegacyStyle.swift"] = """
            import UIKit

            enum LegacyStyle {
                static let accentBlue = UIColor(red: 47 / 255, green: 111 / 255, blue: 237 / 255, alpha: 1)
            }
            """
        files["app/CardView.swift"] = files["app/CardView.swift"]?.replacingOccurrences(of: "LegacyStyle.alertRed", with: "UIColor.alertRed")
        let a = try Self.analyze(files)
        let dups = a.findings.filter { $0.rule == "token.duplicate" }
        #expect(!dups.contains { $0.title.contains("re-declares") }, "\(dups.map(\.title))")
        let one = try #require(dups.first { $0.title.contains("`accentBlue` is declared 2 times") }, "\(dups.map(\.title))")
        #expect(one.severity == .medium)
    }

    @Test func theChecklistAndTheScoreCardKeepTheFileLevelFindingHonest() throws {
        let a = try Self.analyze(Self.files)
        let md = MarkdownReporter().render(a)
        #expect(md.contains("Each token is defined once, in one file (`UIColor.alertRed`; no copies left in LegacyStyle.swift)"), "\(md)")
        // An open critical finding caps a category's verdict and the overall one, whatever the score.
        let tokens = try #require(md.split(separator: "\n").first { $0.hasPrefix("| Token Hygiene |") })
        #expect(tokens.hasSuffix("| ⚠️ Needs Work |") || tokens.hasSuffix("| ❌ Critical |"), "\(tokens)")
        #expect(md.contains("critical finding") && md.contains(" open)"), "overall verdict names the open criticals")
    }
}
