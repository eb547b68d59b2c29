import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport

/// Frames captioned "screen · state" are states of one screen, and a screen whose names no type name can
/// carry (Japanese, Chinese) is matched by the navigation title its view sets: galleries in styles other than
/// the bundled sample, run through the real readers.
@Suite struct ScreenStatesTests {
    static func analyze(_ files: [String: String]) throws -> Analysis { try TrustMatchTests.analyze(files) }

    /// A gallery page: one `<figure>` per frame, captioned by a `<figcaption>` before the `.device` frame.
    static func gallery(_ frames: [(caption: String, body: String)]) -> String {
        let figures = frames.map { "<figure><figcaption>\($0.caption)</figcaption><div class=\"device\">\($0.body)</div></figure>" }
        return "<!DOCTYPE html><html><head><title>Kakeibo</title></head><body><main class=\"grid\">\(figures.joined())</main></body></html>"
    }

    /// Japanese captions "画面：状態" (full-width colon): the two states of the expense list are one screen, found
    /// by the view whose `.navigationTitle` is the frames' nav title; the settings frame stays its own screen.
    @Test func japaneseStateCaptionsAreOneScreenMatchedByNavigationTitle() throws {
        let a = try Self.analyze([
            "design/screens.html": Self.gallery([
                ("支出一覧：読み込み中", "<div class=\"nav-title\">支出</div><p>読み込んでいます</p><p>しばらくお待ちください</p>"),
                ("支出一覧：空の状態", "<div class=\"nav-title\">支出</div><p>まだ支出がありません</p><button>支出を追加</button>"),
                ("設定", "<div class=\"nav-title\">設定</div><p>通知</p><p>通貨</p>")
            ]),
            "app/ExpenseListView.swift": """
            import SwiftUI
            struct ExpenseListView: View {
                var body: some View {
                    List { Text("まだ支出がありません"); Button("支出を追加") {} }
                        .navigationTitle("支出")
                }
            }
            """,
            "app/PreferencesView.swift": """
            import SwiftUI
            struct PreferencesView: View {
                var body: some View {
                    Form { Toggle("通知", isOn: .constant(true)) }
                        .navigationTitle("設定")
                }
            }
            """
        ])
        let names = a.matches.screens.map(\.screen.name).sorted()
        #expect(names == ["支出一覧", "設定"], "\(names)")
        let list = a.matches.screens.first { $0.screen.name == "支出一覧" }
        #expect(list?.viewName == "ExpenseListView")
        #expect(list?.evidence == .name)
        #expect(list?.matchedName == "支出")
        let settings = a.matches.screens.first { $0.screen.name == "設定" }
        #expect(settings?.viewName == "PreferencesView")
        let missing = TrustMatchTests.screenFindings(a).filter { $0.severity != .low }
        #expect(missing.isEmpty, "\(missing.map(\.title))")
    }

    /// English captions with an en dash: "Checkout – Payment declined" is a state of the "Checkout" frame beside it,
    /// drawn in code as an `.alert` whose title and buttons count as texts the view shows. A lone "Profile – Edit"
    /// (no "Profile" frame, no other "Profile – …") is a screen of its own name.
    @Test func aStateOfAnotherFrameMergesAndALoneDashedCaptionStays() throws {
        let a = try Self.analyze([
            "design/flows.html": Self.gallery([
                ("Checkout", "<h2>Order summary</h2><p>Shipping</p><button>Pay now</button>"),
                ("Checkout – Payment declined", "<h2>Payment declined</h2><p>Your bank declined the charge.</p><button>Try another card</button>"),
                ("Profile – Edit", "<h2>Edit profile</h2><label>Display name <input value='Mina'></label><button>Save changes</button>")
            ]),
            "app/CheckoutView.swift": """
            import SwiftUI
            struct CheckoutView: View {
                @State private var declined = false
                @State private var confirming = false
                var body: some View {
                    VStack { Text("Order summary"); Text("Shipping"); Button("Pay now") { declined = true } }
                        .alert("Payment declined", isPresented: $declined) {
                            Button("Try another card") {}
                        } message: {
                            Text("Your bank declined the charge.")
                        }
                        .confirmationDialog("Remove saved card?", isPresented: $confirming) {
                            Button("Remove card", role: .destructive) {}
                        }
                }
            }
            """,
            "app/ProfileEditorView.swift": """
            import SwiftUI
            struct ProfileEditorView: View {
                @State private var name = ""
                var body: some View { Form { TextField("Display name", text: $name); Button("Save changes") {} } }
            }
            """
        ])
        let names = a.matches.screens.map(\.screen.name).sorted()
        #expect(names == ["Checkout", "Profile Edit"], "\(names)")
        let checkout = a.matches.screens.first { $0.screen.name == "Checkout" }
        #expect(checkout?.viewName == "CheckoutView")
        // The alert's and the confirmation dialog's titles, message and buttons are texts of the view.
        let texts = Set(a.inventory.views.first { $0.name == "CheckoutView" }?.texts.map(\.text) ?? [])
        let dialogs: Set<String> = ["Payment declined", "Try another card", "Your bank declined the charge.", "Remove saved card?", "Remove card"]
        #expect(texts.isSuperset(of: dialogs), "\(texts)")
        #expect(checkout.map { $0.textsShown == $0.textsTotal } == true, "\(String(describing: checkout))")
        let missing = TrustMatchTests.screenFindings(a).filter { $0.severity != .low }
        #expect(missing.isEmpty, "\(missing.map(\.title))")
    }

    /// A navigation title with data in it (`"受信 \(count) 件"`) is no name: a frame titled 受信 12 件 whose other texts
    /// the app never shows stays without a view; a title two views set names neither.
    @Test func navigationTitlesWithDataOrSharedByTwoViewsAreNoNames() throws {
        let a = try Self.analyze([
            "design/mail.html": Self.gallery([
                ("受信箱", "<div class=\"nav-title\">受信 12 件</div><p>未読のみ表示</p><p>すべて既読にする</p>"),
                ("送信済み", "<div class=\"nav-title\">メール</div><p>送信日時</p><p>宛先を表示</p>")
            ]),
            "app/InboxView.swift": """
            import SwiftUI
            struct InboxView: View {
                let count = 12
                var body: some View { List { Text("x") }.navigationTitle("受信 \\(count) 件") }
            }
            struct SentView: View {
                var body: some View { List { Text("y") }.navigationTitle("メール") }
            }
            struct DraftsView: View {
                var body: some View { List { Text("z") }.navigationTitle("メール") }
            }
            """
        ])
        #expect(a.matches.screens.allSatisfy { $0.viewName == nil }, "\(a.matches.screens.map { ($0.screen.name, $0.viewName ?? "-") })")
    }

    /// A data row labelled in a script no property name of the app is written in (`已扫描` beside `scannedCount`)
    /// cannot be found by its words: no `model.field-missing`. A Latin label of the same screen still is. (The page's
    /// only frame is named after the file, `scan` ↔ `ScanView`.)
    @Test func labelsInAnotherScriptThanThePropertyNamesAreNotModelFieldFindings() throws {
        let a = try Self.analyze([
            "design/scan.html": Self.gallery([
                ("扫描进度", "<div class=\"nav-title\">正在分析</div><dl><dt>已扫描</dt><dd>637</dd><dt>Battery level</dt><dd>80%</dd></dl>")
            ]),
            "app/ScanView.swift": """
            import SwiftUI
            struct ScanView: View {
                @ObservedObject var model: ScanModel
                var body: some View { VStack { Text("已扫描"); Text("\\(model.scannedCount)") }.navigationTitle("正在分析") }
            }
            final class ScanModel: ObservableObject {
                @Published var scannedCount = 0
            }
            """
        ])
        #expect(a.matches.screens.first?.viewName == "ScanView")
        let fields = a.findings.filter { $0.rule == "model.field-missing" }.map(\.title)
        #expect(!fields.contains { $0.contains("已扫描") }, "\(fields)")
        #expect(fields.contains { $0.contains("Battery level") }, "\(fields)")
    }
}
