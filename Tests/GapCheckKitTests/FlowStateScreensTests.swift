import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport

/// Field round 11 (open cause 9): the steps of a flow written as the cases of one view's enum, and the states of a
/// view chosen by its properties, were each a missing screen, because screen names were matched with view type names
/// only. A view owns the names of its states too: a design screen named like one of them, whose texts the view shows,
/// is that state. A screen with no such state, or one the view shows none of, stays missing.
@Suite struct FlowStateScreensTests {
    static func analyze(_ files: [String: String]) throws -> Analysis { try TrustMatchTests.analyze(files) }

    /// A purchase flow drawn as `data-screen` sections of one page: two steps the app has, a step it has but draws
    /// none of, and a step it lacks.
    static let purchasePage = """
        <!doctype html><html><head><title>Purchase flow</title><style>
        .cta { background: #0A7C5A; color: #FFFFFF; font-size: 17px; }
        </style></head><body>
        <section data-screen="Address"><h1>Where should we deliver?</h1><p>We only ship within the EU.</p>
          <button class="cta">Continue to payment</button></section>
        <section data-screen="Payment"><h1>Add a card</h1><p>Cards are charged when the parcel leaves our warehouse.</p>
          <button class="cta">Pay now</button></section>
        <section data-screen="Basket"><h1>Saved for later</h1><button class="cta">Move to wishlist</button>
          <button class="cta">Continue shopping</button></section>
        <section data-screen="Gift wrap"><h1>Choose a paper</h1><h2>Add a message</h2><button class="cta">Wrap it</button></section>
        </body></html>
        """

    /// A UIKit controller that switches one screen between the stages of an enum with string raw values; the payment
    /// headline is a ternary with a final period.
    static let checkoutController = """
        import UIKit

        final class CheckoutViewController: UIViewController {
            enum Stage: String { case cart = "Your basket", address, payment }
            private var stage: Stage = .cart { didSet { render() } }
            private var savedCard: String?
            private let headline = UILabel()
            private let hint = UILabel()
            private let payButton = UIButton()

            override func viewDidLoad() {
                super.viewDidLoad()
                render()
            }

            private func render() {
                switch stage {
                case .cart: showBasket()
                case .address: showAddressForm()
                case .payment: showPaymentForm()
                }
            }

            private func showBasket() { headline.text = "Review your items" }

            private func showAddressForm() {
                headline.text = "Where should we deliver?"
                hint.text = "We only ship within the EU."
            }

            private func showPaymentForm() {
                headline.text = savedCard == nil ? "Add a card." : "Pay with your saved card."
                payButton.setTitle("Pay now", for: .normal)
            }
        }
        """

    /// An orders page of device sections: states of one SwiftUI view chosen by its properties, and a screen the app lacks.
    static let ordersPage = """
        <!doctype html><html><head><title>Orders study</title><style>
        .btn { background: #0A7C5A; color: #FFFFFF; font-size: 15px; }
        </style></head><body>
        <section data-screen="Busy week"><h1>This week</h1><p>Twelve orders placed this week</p><button class="btn">Reorder</button></section>
        <section data-screen="Order selected with tracking"><p>Arrives on Thursday morning</p><button class="btn">Track parcel</button></section>
        <section data-screen="Filtering"><h2>Filter by status</h2><button class="btn">Apply</button></section>
        <section data-screen="Orders with one tip"><p>Swipe left to reorder</p><button class="btn">Reorder</button></section>
        <section data-screen="Selected order empty"><p>Nothing to track yet</p></section>
        <section data-screen="Returns"><h1>Start a return</h1><h2>Print label</h2><h2>Refund status</h2></section>
        </body></html>
        """

    static let ordersView = """
        import SwiftUI

        struct OrdersView: View {
            let orders: [String]
            @State private var selectedOrderID: Int?
            @State private var isFiltering = false
            @AppStorage("orders.tip") private var tipSeen = false
            @FocusState private var searchFocused: Bool

            var body: some View {
                VStack {
                    if !tipSeen { Text("Swipe left to reorder") }
                    if isFiltering { Text("Filter by status") }
                    if selectedOrderID != nil { Button("Track parcel") {} }
                    Button("Reorder") {}
                }
            }
        }
        """

    static func files() -> [String: String] {
        [
            "design/purchase-flow.html": purchasePage, "design/orders-mockup.html": ordersPage,
            "app/CheckoutViewController.swift": checkoutController, "app/OrdersView.swift": ordersView
        ]
    }

    @Test func aViewOwnsItsEnumCasesRawValuesSelectedSubviewsAndStateProperties() throws {
        let a = try Self.analyze(Self.files())
        let checkout = try #require(a.inventory.views.first { $0.name == "CheckoutViewController" })
        #expect(
            Set(checkout.states).isSuperset(of: ["cart", "address", "payment", "Your basket", "showBasket", "showPaymentForm"]),
            "\(checkout.states)")
        #expect(!checkout.states.contains("render") && !checkout.states.contains("viewDidLoad"), "\(checkout.states)")
        let orders = try #require(a.inventory.views.first { $0.name == "OrdersView" })
        #expect(Set(orders.stateProperties).isSuperset(of: ["selectedOrderID", "isFiltering", "tipSeen"]), "\(orders.stateProperties)")
        // A focused field chooses no screen.
        #expect(!orders.stateProperties.contains("searchFocused"), "\(orders.stateProperties)")
    }

    @Test func bothSidesOfATernaryAreShownTexts() throws {
        let a = try Self.analyze(Self.files())
        let checkout = try #require(a.inventory.views.first { $0.name == "CheckoutViewController" })
        let texts = Set(checkout.texts.map(\.text))
        #expect(texts.isSuperset(of: ["Add a card.", "Pay with your saved card."]), "\(texts.sorted())")
    }

    @Test func aScreenNamedLikeAStepTheViewShowsIsThatStep() throws {
        let a = try Self.analyze(Self.files())
        let byName = Dictionary(a.matches.screens.map { ($0.screen.name, $0) }, uniquingKeysWith: { a, _ in a })
        for (name, state) in [("Address", "address"), ("Payment", "payment")] {
            let m = try #require(byName[name], "\(byName.keys.sorted())")
            #expect(m.viewName == "CheckoutViewController" && m.evidence == .name && m.stateOf == state, "\(name): \(m)")
        }
        let missing = TrustMatchTests.screenFindings(a)
        for name in ["Address", "Payment"] {
            #expect(!missing.contains { $0.expected?.name == name }, "\(missing.map(\.title))")
        }
    }

    @Test func aScreenNamedWithAStatesWordsOrDrawnOnTheViewsPageIsTakenAsAStateAtLow() throws {
        let a = try Self.analyze(Self.files())
        let byName = Dictionary(a.matches.screens.map { ($0.screen.name, $0) }, uniquingKeysWith: { a, _ in a })
        let selected = try #require(byName["Order selected with tracking"])
        #expect(selected.viewName == "OrdersView" && selected.stateOf == "selectedOrderID" && selected.isWeak)
        let tip = try #require(byName["Orders with one tip"])
        #expect(tip.viewName == "OrdersView" && tip.stateOf == "tipSeen" && tip.isWeak)
        // A state property's own name is weaker than a step's: taken, but said.
        let filtering = try #require(byName["Filtering"])
        #expect(filtering.viewName == "OrdersView" && filtering.stateOf == "isFiltering" && filtering.isWeak)
        // A state's words and the page named after the view agree: no shown text needed.
        let empty = try #require(byName["Selected order empty"])
        #expect(empty.viewName == "OrdersView" && empty.stateOf == "selectedOrderID" && empty.isWeak)
        let busy = try #require(byName["Busy week"])
        #expect(busy.viewName == "OrdersView" && busy.stateByPage && busy.isWeak)
        let missing = TrustMatchTests.screenFindings(a)
        for name in ["Order selected with tracking", "Orders with one tip", "Filtering", "Selected order empty", "Busy week"] {
            let f = try #require(missing.first { $0.expected?.name == name }, "\(missing.map(\.title))")
            #expect(f.severity == .low && f.title.contains("taken as a state of OrdersView"), "\(f.title)")
        }
    }

    @Test func aScreenWithNoStateOrNoShownTextStaysMissing() throws {
        let a = try Self.analyze(Self.files())
        let missing = TrustMatchTests.screenFindings(a)
        // No case, no text the app shows: missing, with evidence.
        #expect(missing.first { $0.expected?.name == "Gift wrap" }?.severity == .critical, "\(missing.map { "\($0.severity) \($0.title)" })")
        // A case of its name (`Stage.cart = "Your basket"`, `showBasket`), but none of its texts shown.
        #expect(missing.first { $0.expected?.name == "Basket" }?.severity == .critical, "\(missing.map { "\($0.severity) \($0.title)" })")
        // Drawn on the page named after `OrdersView`, which shows none of its texts.
        #expect(missing.first { $0.expected?.name == "Returns" }?.severity == .critical, "\(missing.map { "\($0.severity) \($0.title)" })")
    }

    /// A flag that presents another view (`@State var showPreferences`) names that view's screen, not a state of the
    /// view holding it: a screen with the flag's name alone, of whose texts the view shows one in eight, is not taken
    /// as its state and stays missing.
    @Test func aStatesNameAloneNeedsMoreThanAFifthOfTheTexts() throws {
        let a = try Self.analyze([
            "design/preferences.html": """
            <html><head><title>Preferences</title></head><body><div class="phone">
            <h1>Preferences</h1><h2>Account</h2><h2>Privacy</h2><h2>Notifications</h2>
            <p>Daily digest</p><p>Share usage data</p><p>Export archive</p><p>Delete account</p><button>Sign out</button>
            </div></body></html>
            """,
            "app/LibraryView.swift": """
            import SwiftUI
            struct LibraryView: View {
                @State private var showPreferences = false
                var body: some View {
                    VStack {
                        Text("Your shelves")
                        Button("Sign out") {}
                        Button("Open the preferences") { showPreferences = true }
                    }
                    .sheet(isPresented: $showPreferences) { Text("Coming soon") }
                }
            }
            """
        ])
        let m = try #require(a.matches.screens.first { $0.screen.name.lowercased() == "preferences" })
        #expect(m.stateOf == nil, "\(m)")
        let missing = TrustMatchTests.screenFindings(a)
        let f = try #require(missing.first { $0.expected?.name?.lowercased() == "preferences" }, "\(missing.map(\.title))")
        #expect(f.severity != .low && !f.title.contains("taken as a state"), "\(f.severity) \(f.title)")
    }

    /// A step matched by its exact name is still a state of a larger view, which may draw it otherwise: an element
    /// difference found there is at most medium, as on a screen matched by texts.
    @Test func aDifferenceOnAStepIsAtMostMedium() throws {
        let a = try Self.analyze([
            "design/signup.html": """
            <html><head><title>Sign up</title></head><body>
            <section data-screen="Trial" class="phone"><h1>Start your free week</h1>
              <p style="color:#1E6BD6">Cancel anytime</p><button>Start trial</button></section>
            <section data-screen="Plan" class="phone"><h1>Pick a plan</h1><button>Yearly</button></section>
            </body></html>
            """,
            "app/SignupFlow.swift": """
            import SwiftUI
            enum SignupStep { case trial, plan }
            struct SignupFlow: View {
                @State private var step: SignupStep = .trial
                var body: some View {
                    switch step {
                    case .trial: trialStep
                    case .plan: planStep
                    }
                }
                var trialStep: some View {
                    VStack {
                        Text("Start your free week")
                        Text("Cancel anytime").foregroundStyle(Color(red: 0.42, green: 0.29, blue: 0.0))
                        Button("Start trial") { step = .plan }
                    }
                }
                var planStep: some View { VStack { Text("Pick a plan"); Button("Yearly") {} } }
            }
            """
        ])
        let trial = try #require(a.matches.screens.first { $0.screen.name == "Trial" })
        #expect(trial.viewName == "SignupFlow" && trial.evidence == .name && trial.stateOf != nil && trial.isWeak, "\(trial)")
        let colors = a.findings.filter { $0.rule == "element.color" && $0.title.contains("Cancel anytime") }
        #expect(!colors.isEmpty, "\(a.findings.map(\.title))")
        #expect(colors.allSatisfy { $0.severity == .medium }, "\(colors.map { ($0.title, $0.severity) })")
    }
}
