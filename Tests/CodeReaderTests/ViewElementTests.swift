import GapCheckModel
import Testing

@testable import CodeReader

/// Code elements: texts with their own and inherited styles, tokens resolved; SwiftUI and UIKit.
@Suite struct ViewElementTests {
    static func element(_ inv: Inventory, _ text: String) -> CodeElement? { inv.elements.first { $0.text == text } }

    @Test func swiftUIWithTokensAndInheritedStyles() throws {
        let inv = try TestSupport.readSnippet(
            """
            import SwiftUI

            enum AppColors {
                static let textSecondary = Color(red: 0.39, green: 0.39, blue: 0.4)
                static let brand = Color(hex: 0x667EEA)
            }
            extension Color {
                static let credit = Color(red: 40 / 255, green: 167 / 255, blue: 69 / 255)
            }
            enum Radius { static let card: CGFloat = 12 }

            struct DashboardView: View {
                let minutes = 30
                var body: some View {
                    VStack(alignment: .leading) {
                        Text("Balance")
                        Text("\\(minutes) min").foregroundStyle(.credit)
                        Label("Settings", systemImage: "gearshape")
                    }
                    .font(.headline)
                    .foregroundStyle(AppColors.textSecondary)
                    .padding()
                    .background(RoundedRectangle(cornerRadius: Radius.card).fill(AppColors.brand))
                    .navigationTitle("Dashboard")
                }
            }
            """)
        let balance = try #require(Self.element(inv, "Balance"))
        #expect(balance.view == "DashboardView" && balance.kind == "Text")
        #expect(balance.font?.font?.textStyle == "headline" && balance.font?.inherited == true)
        #expect(balance.color?.color?.hex == "#636366")
        #expect(balance.background?.color?.hex == "#667EEA")
        #expect(balance.radius?.length == 12)
        // The element's own modifier wins over the stack's; the interpolation is kept.
        let minutes = try #require(Self.element(inv, "\\(minutes) min"))
        #expect(minutes.color?.color?.hex == "#28A745" && minutes.color?.inherited == false)
        let label = try #require(Self.element(inv, "Settings"))
        #expect(label.symbol == "gearshape")
        let title = try #require(inv.elements.first { $0.kind == "navigationTitle" })
        #expect(title.text == "Dashboard" && title.role == .title && title.font?.font?.size == 34)
    }

    @Test func swiftUIWithLiteralsInViews() throws {
        let inv = try TestSupport.readSnippet(
            """
            import SwiftUI

            struct CreditsView: View {
                var body: some View {
                    List {
                        Section("Account") {
                            Button("Buy minutes") {}
                                .tint(.green)
                            Text("Remaining")
                                .font(.system(size: 28, weight: .bold))
                                .foregroundColor(Color(red: 1, green: 1, blue: 1))
                                .background(LinearGradient(colors: [Color(hex: "#667eea"), Color(hex: "#764ba2")], startPoint: .top, endPoint: .bottom))
                                .clipShape(RoundedRectangle(cornerRadius: 16))
                        }
                    }
                    .navigationTitle("Credits")
                    .navigationBarTitleDisplayMode(.inline)
                }
            }
            """)
        let section = try #require(Self.element(inv, "Account"))
        #expect(section.role == .heading)
        let buy = try #require(Self.element(inv, "Buy minutes"))
        #expect(buy.role == .action && buy.color?.systemName == "systemGreen")
        let remaining = try #require(Self.element(inv, "Remaining"))
        #expect(remaining.font?.font?.size == 28 && remaining.font?.font?.weight == 700)
        #expect(remaining.color?.color?.hex == "#FFFFFF")
        #expect(remaining.background?.gradient?.map(\.hex) == ["#667EEA", "#764BA2"])
        #expect(remaining.radius?.length == 16)
        let title = try #require(inv.elements.first { $0.kind == "navigationTitle" })
        #expect(title.font?.font?.size == 17)
    }

    @Test func aButtonStyleOfTheAppStylesItsButtonsLabels() throws {
        let inv = try TestSupport.readSnippet(
            """
            import SwiftUI

            struct PillButtonStyle: ButtonStyle {
                let isPrimary: Bool
                func makeBody(configuration: Configuration) -> some View {
                    let fill = isPrimary ? Color.teal : Color.gray
                    configuration.label
                        .font(.system(size: 14, weight: .semibold))
                        .foregroundColor(.white)
                        .background(fill)
                        .cornerRadius(8)
                }
            }

            struct CardView: View {
                var body: some View {
                    VStack {
                        Button { } label: { Text("Start") }
                            .buttonStyle(PillButtonStyle(isPrimary: true))
                        Button("Later") { }
                            .buttonStyle(PillButtonStyle(isPrimary: false))
                            .foregroundStyle(.orange)
                    }
                    .font(.largeTitle)
                }
            }
            """)
        let start = try #require(Self.element(inv, "Start"))
        #expect(start.font?.font?.size == 14 && start.font?.font?.weight == 600)
        #expect(start.color?.color?.hex == "#FFFFFF" && start.radius?.length == 8)
        // The fill is a local of makeBody: unknown, so not guessed.
        #expect(start.background == nil)
        let later = try #require(Self.element(inv, "Later"))
        #expect(later.font?.font?.size == 14 && later.role == .action)
    }

    @Test func uiKitLabelsAndButtonsInCode() throws {
        let inv = try TestSupport.readSnippet(
            """
            import UIKit

            final class ProfileViewController: UIViewController {
                private let nameLabel: UILabel = {
                    let label = UILabel()
                    label.text = "Member since"
                    label.font = UIFont.systemFont(ofSize: 15, weight: .semibold)
                    label.textColor = UIColor(red: 0.16, green: 0.65, blue: 0.27, alpha: 1)
                    return label
                }()
                private let saveButton = UIButton(type: .system)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    saveButton.setTitle("Save", for: .normal)
                    saveButton.setTitleColor(.systemBlue, for: .normal)
                    saveButton.backgroundColor = .white
                    saveButton.layer.cornerRadius = 10
                }
            }
            """)
        let name = try #require(Self.element(inv, "Member since"))
        #expect(name.kind == "UILabel" && name.view == "ProfileViewController")
        #expect(name.font?.font?.size == 15 && name.font?.font?.weight == 600)
        #expect(name.color?.color?.hex == "#29A645")
        let save = try #require(Self.element(inv, "Save"))
        #expect(save.role == .action && save.radius?.length == 10 && save.background?.color?.hex == "#FFFFFF")
        #expect(save.color?.systemName == "systemBlue")
    }
}
