import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit

/// Views named by role and audience as well as by screen (`ClientsListView` for "Clients", `ClientDetailView`
/// for "Coach · Client Detail"): found by their name words with a word more or fewer, ranked by the texts they
/// show, never reported as a missing screen. Styles met in a coaching app's handoff (figcaptioned phones) and
/// a network tool's tab panes.
@Suite struct PartialViewNameTests {
    /// The screen matches of `files`, by screen name.
    static func screensByName(_ files: [String: String]) throws -> [String: ScreenMatch] {
        Dictionary(uniqueKeysWithValues: try TrustMatchTests.analyze(files).matches.screens.map { ($0.screen.name, $0) })
    }

    /// A view type that shows one text.
    static func view(_ name: String, _ text: String) -> String {
        "import SwiftUI\nstruct \(name): View { var body: some View { Text(\"\(text)\") } }\n"
    }

    static func page(_ title: String, _ body: String) -> String {
        "<!DOCTYPE html><html><head><title>\(title)</title></head><body>\(body)</body></html>"
    }

    static let coachApp: [String: String] = [
        "app/Clients/ClientsListView.swift": """
        import SwiftUI
        struct ClientsListView: View {
            var body: some View { List { Text("Active"); Text("Needs attention") }.navigationTitle("Roster") }
        }
        struct ClientRowView: View { var body: some View { Text("Last session") } }
        """,
        "app/Clients/ClientDetailView.swift": """
        import SwiftUI
        struct ClientDetailView: View {
            var body: some View { Form { Section("Program") { Text("Adherence") }; Section("Notes") { Text("Private") } } }
        }
        """,
        "app/Tools/PingToolView.swift": """
        import SwiftUI
        struct PingToolView: View { var body: some View { VStack { Text("Host"); Button("Start") {} } } }
        struct PingResultRowView: View { var body: some View { Text("Latency") } }
        """,
        "app/Home/TodayView.swift": """
        import SwiftUI
        struct TodayView: View { var body: some View { VStack { Text("Sessions today"); Text("Check-ins") } } }
        """,
        "app/Home/ConsumerHomeView.swift": """
        import SwiftUI
        struct ConsumerHomeView: View { var body: some View { VStack { Text("Your plan"); Text("Streak"); Text("Next workout") } } }
        """
    ]

    @Test func aRoleWordAfterTheScreenNameIsTheScreensView() throws {
        var files = Self.coachApp
        files["design/clients.html"] = Self.page("Clients", "<h1>Clients</h1><section><h2>Active</h2></section><section><h2>Needs attention</h2></section>")
        files["design/ping.html"] = Self.page("Ping", "<h1>Ping</h1><label>Host</label><input><button>Start</button>")
        let a = try TrustMatchTests.analyze(files)
        let clients = try #require(a.matches.screens.first { $0.screen.name == "clients" })
        #expect(clients.viewName == "ClientsListView" && clients.evidence == .nameWords)
        #expect(clients.sectionsMissing.isEmpty)
        // `PingResultRowView` is a part of a screen (a row), never a screen's view.
        let ping = try #require(a.matches.screens.first { $0.screen.name == "ping" })
        #expect(ping.viewName == "PingToolView" && ping.evidence == .nameWords)
        #expect(TrustMatchTests.screenFindings(a).isEmpty, "confirmed by their texts: nothing to say")
    }

    @Test func aRoleWordBeforeTheViewNameIsDroppedFromTheScreen() throws {
        var files = Self.coachApp
        files["design/handoff.html"] = Self.page(
            "Coach handoff",
            """
            <figure><div class="phone" data-screen="Coach Client Detail"><h1>Dana K.</h1>
            <section><h2>Program</h2><p>Adherence 82%</p></section><section><h2>Notes</h2><p>Private</p></section><section><h2>Billing</h2></section></div>
            <figcaption>Coach · Client Detail</figcaption></figure>
            """)
        let a = try TrustMatchTests.analyze(files)
        let m = try #require(a.matches.screens.first)
        #expect(m.viewName == "ClientDetailView" && m.evidence == .nameWords)
        #expect(m.sectionsMissing == ["Billing"])
        // A section missing from a view found by part of its name is medium at most: the match may be wrong.
        let section = try #require(a.findings.first { $0.rule == "section.missing" })
        #expect(section.severity == .medium)
        #expect(!a.findings.contains { $0.rule == "screen.missing" && $0.severity != .low })
    }

    @Test func textsChooseAmongViewsSharingTheName() throws {
        var files = Self.coachApp
        // "Consumer Today": `TodayView` has one word fewer, `ConsumerHomeView` one word other; the texts say which.
        files["design/consumer-today.html"] = Self.page(
            "Consumer Today",
            "<h1>Good morning</h1><section><h2>Your plan</h2></section><div><span>Streak</span><span>12 days</span></div><button>Next workout</button>")
        let a = try TrustMatchTests.analyze(files)
        let m = try #require(a.matches.screens.first)
        #expect(m.viewName == "ConsumerHomeView")
    }

    @Test func aViewSharingOneWordOnEachSideNeedsTexts() throws {
        var files = Self.coachApp
        files["design/consumer-billing.html"] = Self.page(
            "Consumer Billing", "<h1>Billing</h1><section><h2>Invoices</h2></section><section><h2>Payment method</h2></section><button>Add card</button>")
        let a = try TrustMatchTests.analyze(files)
        let m = try #require(a.matches.screens.first)
        // `ConsumerHomeView` shares "consumer" and lacks "billing" but shows none of the texts: no match.
        #expect(m.viewName == nil)
        let f = try #require(TrustMatchTests.screenFindings(a).first)
        #expect(f.severity == .critical)
    }

    @Test func partsAndGeneralWordsNameNoScreen() throws {
        let files: [String: String] = [
            "app/BillingRowView.swift": Self.view("BillingRowView", "Amount"),
            "app/DetailView.swift": Self.view("DetailView", "More"),
            "design/billing.html": Self.page("Billing", "<h1>Billing</h1><section><h2>Invoices</h2></section><section><h2>Plans</h2></section>"),
            "design/coach-detail.html": Self.page("Coach detail", "<h1>Coach</h1><section><h2>Certifications</h2></section><section><h2>Reviews</h2></section>")
        ]
        let a = try TrustMatchTests.analyze(files)
        #expect(a.matches.screens.allSatisfy { $0.viewName == nil }, "\(a.matches.screens.map { ($0.screen.name, $0.viewName) })")
    }

    @Test func anUnconfirmedOrTiedMatchIsSaidAtLowSeverity() throws {
        let files: [String: String] = [
            "app/OrdersCalendarView.swift": Self.view("OrdersCalendarView", "Recent"),
            "app/OrdersMapView.swift": Self.view("OrdersMapView", "Nearby"),
            "design/orders.html": Self.page("Orders", "<h1>Orders</h1><section><h2>Pending</h2></section>")
        ]
        let a = try TrustMatchTests.analyze(files)
        let m = try #require(a.matches.screens.first)
        #expect(m.viewName == "OrdersCalendarView" && m.alternatives == ["OrdersMapView"])
        let f = try #require(TrustMatchTests.screenFindings(a).first)
        #expect(f.severity == .low && f.title.contains("by part of its name") && f.message.contains("OrdersMapView"))
    }

    @Test func appearanceAndOwnerWordsOfACaptionAreNotPartOfTheName() throws {
        let files: [String: String] = [
            "app/WorkoutCompleteView.swift": Self.view("WorkoutCompleteView", "Nice work"),
            "app/ProgressView.swift": Self.view("ProgressView", "This week"),
            "design/workout-complete-dark.html": Self.page("Workout complete Dark", "<h1>Nice work</h1>"),
            "design/my-progress.html": Self.page("My progress", "<h1>This week</h1>")
        ]
        let byName = try Self.screensByName(files)
        #expect(byName["workout-complete-dark"]?.viewName == "WorkoutCompleteView")
        #expect(byName["workout-complete-dark"]?.evidence == .name)
        #expect(byName["my-progress"]?.viewName == "ProgressView")
    }

    @Test func theSameWordsInAnotherOrderNameTheView() throws {
        var files = Self.coachApp
        files["app/Progress/LogProgressView.swift"] = Self.view("LogProgressView", "Weight")
        files["design/progress-logging.html"] = Self.page("Progress logging", "<h1>Log</h1><label>Weight</label><input>")
        let a = try TrustMatchTests.analyze(files)
        #expect(a.matches.screens.first?.viewName == "LogProgressView")
    }

    @Test func aViewSharingAWordButNoTextsMakesTheAbsenceAQuestion() throws {
        var files = Self.coachApp
        files["app/Messages/MessageThreadView.swift"] =
            "import SwiftUI\nstruct MessageThreadView: View { let messages: [String]; var body: some View { List(messages, id: \\.self) { Text($0) } } }\n"
        files["design/coaching-thread.html"] = Self.page(
            "Coaching thread", "<h1>Jordan</h1><p>Morning! Knee felt great today</p><p>Love to hear it</p><input placeholder=\"Message Jordan\">")
        let a = try TrustMatchTests.analyze(files)
        #expect(a.matches.screens.first?.viewName == nil)
        let f = try #require(TrustMatchTests.screenFindings(a).first)
        #expect(f.severity == .low && f.message.contains("MessageThreadView"), "\(f.severity) \(f.message)")
    }

    @Test func aControlNamedLikeTheScreenMakesItsAbsenceMedium() throws {
        var files = Self.coachApp
        files["app/Settings/SettingsView.swift"] =
            "import SwiftUI\nstruct SettingsView: View { var body: some View { List { Button(\"Switch role\") {}; Text(\"Sign out\") } } }\n"
        files["design/role-switch.html"] = Self.page(
            "Role switch", "<h1>Switch mode</h1><h2>Active mode</h2><button>Coaching</button><button>My training</button><button>Done</button>")
        let a = try TrustMatchTests.analyze(files)
        let f = try #require(TrustMatchTests.screenFindings(a).first)
        #expect(f.severity == .medium && f.message.contains("\"Switch role\""), "\(f.severity) \(f.message)")
        // Without the control, the same screen is a critical absence.
        files["app/Settings/SettingsView.swift"] = "import SwiftUI\nstruct SettingsView: View { var body: some View { List { Text(\"Sign out\") } } }\n"
        let b = try TrustMatchTests.analyze(files)
        #expect(TrustMatchTests.screenFindings(b).first?.severity == .critical)
    }

    @Test func aViewSharingPartOfTheNameButNoneOfManyTextsIsNotTheScreen() throws {
        let files: [String: String] = [
            "app/ShippingView.swift": """
            import SwiftUI
            struct ShippingView: View { var body: some View { Form { Text("Carrier"); Text("Tracking number"); Text("Label size") } } }
            """,
            "design/snap-ship.html": Self.page(
                "Snap & Ship",
                "<h1>Snap &amp; Ship</h1><section><h2>Snap Photo</h2></section><section><h2>AI Analysis</h2></section><section><h2>Publish Everywhere</h2></section>"
            )
        ]
        let a = try TrustMatchTests.analyze(files)
        #expect(a.matches.screens.first?.viewName == nil)
        #expect(TrustMatchTests.screenFindings(a).first?.severity == .critical)
    }

    @Test func aPluralScreenIsTheListAndASingularOneTheItem() throws {
        let files: [String: String] = [
            "app/ClientsListView.swift": Self.view("ClientsListView", "All"),
            "app/ClientDetailView.swift": Self.view("ClientDetailView", "Notes"),
            "design/clients.html": Self.page("Clients", "<h1>Clients</h1>"),
            "design/client.html": Self.page("Client", "<h1>Client</h1>")
        ]
        let byName = try Self.screensByName(files)
        #expect(byName["clients"]?.viewName == "ClientsListView" && byName["clients"]?.alternatives == [])
        #expect(byName["client"]?.viewName == "ClientDetailView")
    }

    @Test func stemsJoinTheFormsOfOneWord() {
        #expect(ScreenMatcher.stem("clients") == ScreenMatcher.stem("client"))
        #expect(ScreenMatcher.stem("messaging") == ScreenMatcher.stem("message"))
        #expect(ScreenMatcher.stem("logging") == ScreenMatcher.stem("log"))
        #expect(ScreenMatcher.stem("activities") == ScreenMatcher.stem("activity"))
        #expect(ScreenMatcher.stem("progress") == "progress")
        #expect(ScreenMatcher.stem("status") == "status")
        #expect(ScreenMatcher.coreWords(ofView: "ClientsListViewController") == ["client", "list"])
        #expect(ScreenMatcher.coreWords(ofView: "SettingsRowView").isEmpty)
        #expect(ScreenMatcher.coreWords(ofView: "ContentView").isEmpty)
    }
}
