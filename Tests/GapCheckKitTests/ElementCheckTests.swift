import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport

/// Element-level alignment and rules through the real readers: a mockup screen beside views written in
/// several styles, with gaps that must be reported and equal values written differently that must not.
@Suite struct ElementCheckTests {
    static func run(html: String, swift: [String: String], screen: String = "wallet", config: Configuration = Configuration()) throws -> Analysis {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gapcheck-el-\(UUID().uuidString)")
        let design = dir.appendingPathComponent("design"), app = dir.appendingPathComponent("app")
        try FileManager.default.createDirectory(at: design, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try html.write(to: design.appendingPathComponent("\(screen).html"), atomically: true, encoding: .utf8)
        for (name, text) in swift { try text.write(to: app.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return try Pipeline.run(design: [design.path], implementation: [app.path], configuration: config, date: "2026-01-01", toolVersion: "test")
    }

    static let wallet = """
        <!DOCTYPE html><html><head><title>Wallet</title><style>
        body { background: #f8f9fa; color: #1c1c1e; font-size: 16px; }
        .balance { background: linear-gradient(135deg, #667eea, #764ba2); color: #ffffff; border-radius: 12px; }
        .amount { font-size: 28px; font-weight: 700; }
        .card { background: #ffffff; border-radius: 12px; }
        .credit { color: #28a745; }
        .bonus { color: #ffd700; }
        </style></head>
        <body><h1>Wallet</h1>
        <div class="balance"><span>Balance</span><p class="amount">24</p></div>
        <div class="card"><p class="credit">Credits left</p><p class="bonus">+ 30 emergency minutes</p><p>Member since</p></div>
        </body></html>
        """

    static func rules(_ a: Analysis) -> [String: [Finding]] {
        Dictionary(grouping: a.findings.filter { $0.rule.hasPrefix("element.") }, by: \.rule)
    }

    @Test func swiftUIWithLiteralsReportsEachGap() throws {
        let a = try Self.run(
            html: Self.wallet,
            swift: [
                "WalletView.swift": """
                import SwiftUI

                struct WalletView: View {
                    let count = 24
                    let extra = 30
                    var body: some View {
                        VStack {
                            VStack {
                                Text("Balance")
                                Text("\\(count)").font(.system(size: 28, weight: .bold))
                            }
                            .foregroundStyle(.white)
                            .background(Color(.systemGray6))
                            .cornerRadius(12)
                            VStack {
                                Text("Credits left").foregroundColor(.green)
                                Text("+ \\(extra) emergency minutes").foregroundStyle(.orange)
                                Text("Member since")
                            }
                            .background(Color.white)
                            .cornerRadius(16)
                        }
                        .navigationTitle("Wallet")
                    }
                }
                """
            ])
        let r = Self.rules(a)
        let colors = r["element.color"] ?? []
        // `.green` where the design gives #28a745: an adaptive system color for a status hue.
        let credit = try #require(colors.first { $0.title.contains("Credits left") })
        #expect(credit.severity == .critical)
        // Paired through its interpolation: at most medium.
        let bonus = try #require(colors.first { $0.title.contains("emergency minutes") })
        #expect(bonus.severity == .medium)
        let bg = try #require((r["element.background"] ?? []).first { $0.title.contains("Balance") })
        #expect(bg.title.contains("gradient"))
        // The card's `.cornerRadius(16)` styles three texts: one finding, counted three times.
        let radius = try #require((r["element.radius"] ?? []).first { $0.title.contains(".cornerRadius(16)") })
        #expect(radius.count == 3)
        // The `<h1>` has no font rule (the user agent's 32px is no statement) and nothing else is critical.
        #expect((r["element.font"] ?? []).allSatisfy { $0.severity != .critical })
        // White text over the card: `.white` is #ffffff.
        #expect(!colors.contains { $0.title.contains("Balance") })
        // "24" pairs with `"\\(count)"` by data only: shown, not judged.
        let amount = try #require(a.matches.elements.first { $0.design.text == "24" })
        #expect(amount.confidence == .weak && amount.differences.isEmpty)
    }

    @Test func swiftUIWithTokensAndEqualValuesIsQuiet() throws {
        let a = try Self.run(
            html: Self.wallet,
            swift: [
                "Tokens.swift": """
                import SwiftUI

                enum AppColors {
                    static let success = Color(red: 40 / 255, green: 167 / 255, blue: 69 / 255)
                    static let gold = Color(hex: "#FFD700")
                    static let gradientStart = Color(hex: 0x667EEA)
                    static let gradientEnd = Color(hex: 0x764BA2)
                }
                enum Radius { static let card: CGFloat = 12 }
                """,
                "WalletView.swift": """
                import SwiftUI

                struct WalletView: View {
                    let extra = 30
                    var body: some View {
                        VStack {
                            BalanceCard()
                            VStack {
                                Text("Credits left").foregroundStyle(AppColors.success)
                                Text("+ \\(extra) emergency minutes").foregroundStyle(AppColors.gold)
                                Text("Member since")
                            }
                            .background(RoundedRectangle(cornerRadius: Radius.card).fill(Color(red: 1, green: 1, blue: 1)))
                        }
                        .navigationTitle("Wallet")
                        .navigationBarTitleDisplayMode(.inline)
                        .font(.system(size: 32, weight: .bold))
                    }
                }

                struct BalanceCard: View {
                    var body: some View {
                        VStack {
                            Text("Balance")
                        }
                        .foregroundColor(Color(red: 1, green: 1, blue: 1))
                        .background(LinearGradient(colors: [AppColors.gradientStart, AppColors.gradientEnd], startPoint: .top, endPoint: .bottom))
                        .clipShape(RoundedRectangle(cornerRadius: Radius.card))
                    }
                }
                """
            ])
        let r = Self.rules(a)
        #expect(r["element.color"] == nil, "\(r["element.color"]?.map(\.title) ?? [])")
        #expect(r["element.background"] == nil, "\(r["element.background"]?.map(\.title) ?? [])")
        #expect(r["element.radius"] == nil, "\(r["element.radius"]?.map(\.title) ?? [])")
        // The balance card is reached through `BalanceCard()`, a view the matched view uses.
        let balance = try #require(a.matches.elements.first { $0.design.text == "Balance" })
        #expect(balance.code?.view == "BalanceCard" && balance.agreeing.contains(.background))
    }

    @Test func uiKitInCodeIsComparedToo() throws {
        let a = try Self.run(
            html: Self.wallet,
            swift: [
                "WalletViewController.swift": """
                import UIKit

                final class WalletViewController: UIViewController {
                    private let creditLabel = UILabel()
                    private let memberLabel = UILabel()

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        title = "Wallet"
                        creditLabel.text = "Credits left"
                        creditLabel.textColor = .systemGreen
                        memberLabel.text = "Member since"
                        memberLabel.font = .systemFont(ofSize: 22, weight: .regular)
                    }
                }
                """
            ])
        let r = Self.rules(a)
        #expect((r["element.color"] ?? []).contains { $0.title.contains("Credits left") && $0.severity == .critical })
        // 16px body text at 22pt: more than a step off.
        #expect((r["element.font"] ?? []).contains { $0.title.contains("Member since") && $0.severity == .medium })
    }

    /// A screen's canvas, a custom ButtonStyle and a swipe action are not the design's card, button or text.
    /// An element's wrong text color is critical by the rule tokens use (`ColorReading`): another hue or a clearly
    /// different color. A darker shade of the same hue is medium and says so, whatever ΔE it has under 10.
    @Test func textColorIsCriticalOnlyWhenReadAsAnotherColor() throws {
        let html = """
            <!DOCTYPE html><html><head><title>Orders</title><style>
            body { background: #ffffff; color: #111111; }
            .late { color: #d9480f; }
            .paid { color: #22c55e; }
            </style></head>
            <body><h1>Orders</h1><p class="late">Overdue by two days</p><p class="paid">Settled in full</p></body></html>
            """
        let a = try Self.run(
            html: html,
            swift: [
                "OrdersView.swift": """
                import SwiftUI

                struct OrdersView: View {
                    var body: some View {
                        VStack {
                            Text("Overdue by two days").foregroundStyle(Color(red: 184 / 255, green: 60 / 255, blue: 12 / 255))
                            Text("Settled in full").foregroundStyle(Color(red: 15 / 255, green: 185 / 255, blue: 133 / 255))
                        }
                        .navigationTitle("Orders")
                    }
                }
                """
            ], screen: "orders")
        let colors = Self.rules(a)["element.color"] ?? []
        // #B83C0C for #D9480F: the same orange darker (ΔE 7.9, hue 0.1° apart).
        let late = try #require(colors.first { $0.title.contains("Overdue") }, "\(colors.map(\.title))")
        #expect(late.severity == .medium)
        #expect(late.message.contains("another shade of the same hue"), "\(late.message)")
        // #0FB985 for #22C55E: under ΔE 10, but 16° of hue away, teal for green.
        let paid = try #require(colors.first { $0.title.contains("Settled") }, "\(colors.map(\.title))")
        #expect(paid.severity == .critical)
    }

    @Test func canvasButtonStylesAndMenusAreNotCompared() throws {
        let a = try Self.run(
            html: Self.wallet,
            swift: [
                "WalletView.swift": """
                import SwiftUI

                struct PillStyle: ButtonStyle {
                    func makeBody(configuration: Configuration) -> some View { configuration.label }
                }

                struct WalletView: View {
                    var body: some View {
                        ScrollView {
                            VStack {
                                Text("Member since")
                                Button { } label: { Text("Credits left") }
                                    .buttonStyle(PillStyle())
                            }
                            .swipeActions { Button("Balance") { } .tint(.red) }
                        }
                        .foregroundStyle(.orange)
                        .background(Color(.systemGroupedBackground))
                        .navigationTitle("Wallet")
                    }
                }
                """
            ])
        let pairs = Dictionary(a.matches.elements.map { ($0.design.text, $0) }, uniquingKeysWith: { x, _ in x })
        // The ScrollView's background is the screen's canvas, not the design card's white.
        #expect(pairs["Member since"]?.code?.background == nil)
        #expect(!a.findings.contains { $0.rule == "element.background" })
        // The button's label takes its look from PillStyle, not from the orange set outside.
        #expect(pairs["Credits left"]?.code != nil && pairs["Credits left"]?.code?.color == nil)
        // A swipe action named like the balance card's text is not that text.
        #expect(pairs["Balance"]?.code == nil)
    }

    @Test func fitsMatchesWildcardsOverWords() {
        #expect(ElementAligner.fits(["24", "min"], ["*", "min"]))
        #expect(ElementAligner.fits(["and", "30", "emergency", "minutes"], ["and", "*", "emergency", "minutes"]))
        #expect(!ElementAligner.fits(["min"], ["*", "min"]))
        #expect(!ElementAligner.fits(["24", "hours"], ["*", "min"]))
    }
}
