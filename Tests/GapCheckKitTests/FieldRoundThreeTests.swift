import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport
@testable import GapCheckReporters

/// Styles met in the third field round (docs/field-tests.md), each in a fixture of our own.
@Suite struct FieldRoundThreeTests {
    // MARK: - Texts held as data

    @Test func textsInModelInitializersAndEnumRawValuesAreShownByTheViewsThatReadThem() throws {
        // A membership page lists perks and plans; the app keeps them as data and renders them with ForEach.
        let design = """
            <!DOCTYPE html><html><head><title>Membership</title></head><body data-screen="membership">
            <h1>Membership</h1>
            <section><h2>Offline Reading</h2><p>Save any article</p></section>
            <section><h2>Yearly Plan</h2><p>Best value</p></section>
            </body></html>
            """
        let app = """
            import SwiftUI

            struct Perk: Identifiable {
                let id = UUID()
                let headline: String
                let symbolName: String
                static let all: [Perk] = [
                    Perk(headline: "Offline Reading", symbolName: "arrow.down.circle"),
                    Perk(headline: "Ad-free Articles", symbolName: "nosign")
                ]
            }

            enum Plan: String, CaseIterable {
                case monthly = "Monthly Plan"
                case yearly = "Yearly Plan"
            }

            struct MembershipView: View {
                var body: some View {
                    List {
                        ForEach(Perk.all) { perk in Label(perk.headline, systemImage: perk.symbolName) }
                        ForEach(Plan.allCases, id: \\.self) { plan in Text(plan.rawValue) }
                    }
                    .navigationTitle("Membership")
                }
            }
            """
        let a = try DesignTrustTests.run(design: ["membership.html": design], app: ["MembershipView.swift": app])
        let missing = a.findings.filter { $0.rule == "section.missing" }
        #expect(missing.isEmpty, "\(missing.map { "\($0.severity) \($0.title)" })")
        let texts = a.inventory.views.first { $0.name == "MembershipView" }?.texts.map(\.text) ?? []
        #expect(texts.contains("Offline Reading") && texts.contains("Yearly Plan"), "\(texts)")
        // Identifiers passed beside them are no texts.
        #expect(!texts.contains("arrow.down.circle"), "\(texts)")
    }

    // MARK: - A section in other words

    @Test func aSectionWhoseHeadingAndTextsAreReworded() throws {
        let design = """
            <!DOCTYPE html><html><head><title>Checkout</title></head><body data-screen="checkout">
            <h1>Checkout</h1>
            <section><h2>Order Summary</h2>
            <div class="row"><span class="label">Items Subtotal</span><span class="value">$42.00</span></div>
            <div class="row"><span class="label">Delivery Estimate</span><span class="value">Tue, 12 Mar</span></div>
            </section>
            </body></html>
            """
        let reworded = """
            import SwiftUI

            struct CheckoutView: View {
                var body: some View {
                    Form {
                        Text("Your Order").font(.headline)
                        LabeledContent("Subtotal of Items", value: "$42.00")
                        LabeledContent("Estimated Delivery", value: "Tuesday")
                    }
                    .navigationTitle("Checkout")
                }
            }
            """
        let a = try DesignTrustTests.run(design: ["checkout.html": design], app: ["CheckoutView.swift": reworded])
        let found = a.findings.filter { $0.rule == "section.missing" }
        #expect(found.count == 1 && found.allSatisfy { $0.severity == .low }, "\(found.map { "\($0.severity) \($0.title)" })")

        // Without those texts the section is missing.
        let absent = reworded.replacingOccurrences(of: "LabeledContent(\"Subtotal of Items\", value: \"$42.00\")", with: "")
            .replacingOccurrences(of: "LabeledContent(\"Estimated Delivery\", value: \"Tuesday\")", with: "")
        let b = try DesignTrustTests.run(design: ["checkout.html": design], app: ["CheckoutView.swift": absent])
        #expect(b.findings.contains { $0.rule == "section.missing" && $0.severity == .critical }, "\(b.findings.map { "\($0.severity) \($0.title)" })")
    }

    @Test func aHeadingAloneWhoseWordTheViewShowsIsNotACriticalAbsence() throws {
        // The section has no labels to check; the view shows "Points You'll Collect": maybe the same section reworded.
        let design = """
            <!DOCTYPE html><html><head><title>Visit</title></head><body data-screen="visit">
            <h1>Visit</h1><section><h3>Points Forecast</h3><div class="forecast"><span>Points Gained</span> <b>12</b></div></section>
            </body></html>
            """
        func app(_ text: String) -> [String: String] {
            ["VisitView.swift": "import SwiftUI\n\nstruct VisitView: View {\n    var body: some View { VStack { Text(\"Visit\"); Text(\"\(text)\") } }\n}\n"]
        }
        let echoed = try DesignTrustTests.run(design: ["visit.html": design], app: app("Points You'll Collect"))
        #expect(echoed.findings.contains { $0.rule == "section.missing" && $0.severity == .medium }, "\(echoed.findings.map { "\($0.severity) \($0.title)" })")
        let silent = try DesignTrustTests.run(design: ["visit.html": design], app: app("Check in"))
        #expect(
            silent.findings.contains { $0.rule == "section.missing" && $0.severity == .critical }, "\(silent.findings.map { "\($0.severity) \($0.title)" })")
    }

    // MARK: - Text evidence

    @Test func aTextInsideAnotherShownTextIsNoSecondEvidence() {
        #expect(TextEvidence.independent(["rewards", "earn rewards"]) == 1)
        #expect(TextEvidence.independent(["rewards", "redeem points"]) == 2)
        #expect(TextEvidence.independent(["rewards", "rewards"]) == 1)
    }

    @Test func aRootViewIsNoTextMatchThroughTheScreensItPresents() throws {
        // "Rewards" exists in no view. The root shows "Earn Rewards" itself, a profile tab shows a "Rewards" stat,
        // and the Home screen (matched by name) shows "Quick Actions": scattered, not one view.
        let home = """
            <!DOCTYPE html><html><head><title>Home</title></head><body data-screen="home">
            <h1>Home</h1><h2>Quick Actions</h2><p>Good morning</p></body></html>
            """
        let rewards = """
            <!DOCTYPE html><html><head><title>Rewards</title></head><body data-screen="rewards">
            <h1>Rewards</h1><h2>Quick Actions</h2><button>Earn Rewards</button><h2>Reward History</h2><button>Invite Friends</button>
            </body></html>
            """
        let app = """
            import SwiftUI

            struct RootView: View {
                @State var signedIn = false
                var body: some View {
                    if signedIn {
                        TabView { HomeView(); ProfileView() }
                    } else {
                        VStack { Text("Earn Rewards"); Button("Sign In") { signedIn = true } }
                    }
                }
            }
            struct HomeView: View {
                var body: some View { VStack { Text("Good morning"); QuickActionsCard() }.navigationTitle("Home") }
            }
            struct QuickActionsCard: View {
                var body: some View { Text("Quick Actions") }
            }
            struct ProfileView: View {
                var body: some View { VStack { Text("Rewards"); Text("Level 3") } }
            }
            """
        let a = try DesignTrustTests.run(design: ["home.html": home, "rewards.html": rewards], app: ["App.swift": app])
        let screen = a.findings.filter { $0.rule == "screen.missing" && $0.title.contains("Rewards") }
        #expect(screen.count == 1 && screen.first?.severity == .medium, "\(a.findings.map { "\($0.severity) \($0.rule) \($0.title)" })")
        #expect(!screen.contains { $0.title.contains("by text only") })
    }

    // MARK: - System label colors

    @Test func anAdaptiveSystemLabelColorAgainstAFixedNearBlackIsLow() throws {
        let design = ["tokens.css": ":root { --ink-primary: #202124; --brand-accent: #0B57D0; }"]
        let app = [
            "Ink.swift": """
            import SwiftUI

            extension Color {
                static let inkPrimary = Color.primary
                static let brandAccent = Color(red: 11 / 255, green: 87 / 255, blue: 208 / 255)
            }
            """
        ]
        let a = try DesignTrustTests.run(design: design, app: app)
        let ink = a.findings.filter { $0.rule == "color.mismatch" && $0.title.contains("inkPrimary") }
        #expect(ink.count == 1 && ink.first?.severity == .low, "\(a.findings.map { "\($0.severity) \($0.title)" })")
    }

    // MARK: - Touch targets

    @Test func aTextButtonWithNoPaddingOfItsOwnIsMeasuredByItsLine() throws {
        func page(_ css: String) -> String {
            """
            <!DOCTYPE html><html><head><title>Inbox</title><style>\(css)</style></head><body data-screen="inbox">
            <h1>Inbox</h1><div class="banner"><span>Message deleted</span><button class="retry-link">Restore</button></div>
            </body></html>
            """
        }
        let app = ["InboxView.swift": "import SwiftUI\n\nstruct InboxView: View {\n    var body: some View { Text(\"Inbox\") }\n}\n"]
        let own = try DesignTrustTests.run(
            design: ["inbox.html": page(".banner .retry-link { padding: 0; border: 0; background: none; font-size: 13px; color: #0B57D0; }")], app: app)
        #expect(own.findings.contains { $0.rule == "touch-target.small" && $0.title.contains("retry-link") }, "\(own.findings.map(\.title))")
        // A reset's zero padding says nothing about the button's box.
        let reset = try DesignTrustTests.run(design: ["inbox.html": page("* { margin: 0; padding: 0; } .retry-link { font-size: 13px; }")], app: app)
        #expect(!reset.findings.contains { $0.rule == "touch-target.small" }, "\(reset.findings.map(\.title))")
    }

    // MARK: - Labels

    @Test func headerRowsAndAdornedStatLabelsAreNotGluedLabels() throws {
        let design = """
            <!DOCTYPE html><html><head><title>Shelf</title></head><body data-screen="shelf">
            <h1>Shelf</h1>
            <div class="kpi"><div class="kpi-label"><span>📦</span> Orders <span class="delta-pill">+4%</span></div><div class="kpi-value">128</div></div>
            <div class="list-label"><h3>Pinned</h3><a class="more" href="#">Show all</a></div>
            <div class="card"><div class="row"><span>N</span><span>Notebook</span></div><div class="row"><span>Notebook</span><span>2 days ago</span></div><div class="row"><span>Pencil</span><span>Today</span></div></div>
            </body></html>
            """
        let app = """
            import SwiftUI

            struct Item { let name: String; let added: Date }

            struct ShelfView: View {
                var body: some View {
                    List {
                        Text("Orders")
                        Section("Pinned") { Text("Notebook") }
                    }
                    .navigationTitle("Shelf")
                }
            }
            """
        let a = try DesignTrustTests.run(design: ["shelf.html": design], app: ["ShelfView.swift": app])
        let labels = a.design.screens.flatMap(\.labels).map(\.text)
        #expect(labels.contains("Orders"), "\(labels)")
        #expect(!labels.contains("N"), "an avatar's initial is no label: \(labels)")
        #expect(!labels.contains { $0.contains("Pinned") && $0.contains("Show") }, "\(labels)")
        #expect(a.design.screens.flatMap(\.sections).map(\.title).contains("Pinned"))
        // The view shows the stat's label: its value is computed, no model property is asked for.
        #expect(!a.findings.contains { $0.rule == "model.field-missing" && $0.title.contains("Orders") }, "\(a.findings.map(\.title))")
    }

    // MARK: - Pages about the app

    @Test func aStyleGuidePageWithoutFramesIsNotAppUI() throws {
        func page(_ title: String) -> String {
            """
            <!DOCTYPE html><html><head><title>\(title)</title><style>
            body { background: #FFFFFF; } .back { color: #9AA0A6; font-size: 13px; padding: 6px 0; }
            </style></head><body>
            <h1>\(title)</h1><a class="back" href="../index.html">Back to site</a>
            <p>Colors and type of the app.</p>
            </body></html>
            """
        }
        let app = ["AppView.swift": "import SwiftUI\n\nstruct AppView: View {\n    var body: some View { Text(\"Hi\") }\n}\n"]
        let guide = try DesignTrustTests.run(design: ["guide.html": page("Acme Style Guide")], app: app)
        #expect(!guide.findings.contains { $0.rule == "contrast.insufficient" || $0.rule == "touch-target.small" }, "\(guide.findings.map(\.title))")
        let screen = try DesignTrustTests.run(design: ["guide.html": page("Acme Weather")], app: app)
        #expect(screen.findings.contains { $0.rule == "contrast.insufficient" }, "\(screen.findings.map(\.title))")
    }

    // MARK: - Design-tool artboards

    @Test func artboardsExportedFromADesignToolAreScreens() throws {
        let design = """
            <!DOCTYPE html><html><head><title>Mail — Design Mockups</title><style>.hint { color: #C8CCD2; }</style></head><body><div class="artboards">
            <div class="artboard-group"><div class="artboard-label">Screen 1 — Inbox</div>
              <div class="artboard"><div class="toolbar"><span>Inbox</span></div><ul><li>Weekly report</li><li>Lunch?</li></ul></div></div>
            <div class="artboard-group"><div class="artboard-label">Screen 2 — Compose</div>
              <div class="artboard artboard-sheet"><div class="toolbar"><span>New Message</span></div><button>Send</button></div></div>
            <div class="artboard-group"><div class="artboard-label">Screen 3 — Settings</div>
              <div class="artboard-settings"><div class="toolbar"><span>Settings</span></div><p class="hint">Signature</p></div></div>
            </div></body></html>
            """
        let app = """
            import SwiftUI

            struct InboxView: View {
                var body: some View { List { Text("Weekly report") }.navigationTitle("Inbox") }
            }
            struct ComposeView: View {
                var body: some View { VStack { Text("New Message"); Button("Send") {} } }
            }
            struct SettingsView: View {
                var body: some View { Text("Signature").navigationTitle("Settings") }
            }
            """
        let a = try DesignTrustTests.run(design: ["mockups.html": design], app: ["Mail.swift": app])
        #expect(a.design.screens.count == 3, "\(a.design.screens.map(\.name))")
        // The settings artboard is app UI for the design-side checks too: its pale hint fails contrast.
        #expect(a.findings.contains { $0.rule == "contrast.insufficient" }, "\(a.findings.map(\.title))")
        #expect(!a.findings.contains { $0.rule == "screen.missing" && $0.severity != .low }, "\(a.findings.map { "\($0.severity) \($0.title)" })")
    }

    // MARK: - Tokens Studio themes

    @Test func tokenSetsOnlyAnotherPlatformsThemesEnableAreLeftOut() throws {
        let themes = """
            [
              {"id": "1", "name": "Core", "selectedTokenSets": {"core": "enabled"}},
              {"id": "2", "name": "iOS", "group": "Platform", "selectedTokenSets": {"native/apple": "enabled"}},
              {"id": "3", "name": "Android", "group": "Platform", "selectedTokenSets": {"native/google": "enabled"}},
              {"id": "4", "name": "Light High Contrast", "selectedTokenSets": {"contrast-more": "enabled"}}
            ]
            """
        let design = [
            "tokens/$themes.json": themes,
            "tokens/core.json": ##"{"color": {"brand": {"$type": "color", "$value": "#6750A4"}}}"##,
            "tokens/native/apple.json": ##"{"color": {"tint": {"$type": "color", "$value": "#007AFF"}}}"##,
            "tokens/native/google.json": ##"{"color": {"tint": {"$type": "color", "$value": "#6200EE"}}}"##,
            "tokens/contrast-more.json": ##"{"color": {"ink": {"$type": "color", "$value": "#000000"}}}"##
        ]
        let app = ["Brand.swift": "import SwiftUI\n\nextension Color {\n    static let brand = Color(red: 103 / 255, green: 80 / 255, blue: 164 / 255)\n}\n"]
        let a = try DesignTrustTests.run(design: design, app: app)
        let files = Set(a.design.expectations.map { ($0.location.file as NSString).lastPathComponent })
        #expect(files.contains("core.json") && files.contains("apple.json"), "\(files)")
        #expect(!files.contains("google.json") && !files.contains("contrast-more.json"), "\(files)")
    }

    // MARK: - Prototype pages and Mac apps

    @Test func anAreaLabelledAsTheMockupIsTheAppAndTheControlsAroundItAreNot() throws {
        let design = """
            <!DOCTYPE html><html><head><title>Clipboard prototype</title><style>
            .intro p { color: #8A94A6; } .controls button { padding: 4px 8px; font-size: 12px; }
            .stage .chip { color: #B0B7C3; background: #FFFFFF; font-size: 12px; }
            </style></head><body>
            <section class="intro"><h1>Clipboard prototype</h1><p>Pick a scenario below.</p>
            <div class="controls"><button>Empty</button><button>Full</button></div></section>
            <section class="stage" aria-label="Clipboard window mockup"><div class="window"><span class="chip">Pinned</span><p>Copied items</p></div></section>
            </body></html>
            """
        let app = ["ClipView.swift": "import SwiftUI\n\nstruct ClipView: View {\n    var body: some View { Text(\"Copied items\") }\n}\n"]
        let a = try DesignTrustTests.run(design: ["index.html": design], app: app)
        let contrast = a.findings.filter { $0.rule == "contrast.insufficient" }
        #expect(contrast.count == 1 && contrast.allSatisfy { ($0.expected?.location?.line ?? 0) == 7 }, "\(contrast.map(\.title))")
        #expect(!a.findings.contains { $0.rule == "touch-target.small" }, "\(a.findings.map(\.title))")
    }

    @Test func touchTargetsOfAMacAppAreLow() throws {
        let design = """
            <!DOCTYPE html><html><head><title>Notes</title><style>
            .icon-btn { width: 24px; height: 24px; }
            </style></head><body data-screen="notes"><h1>Notes</h1><button class="icon-btn">+</button></body></html>
            """
        func app(_ platformCall: String) -> [String: String] {
            [
                "NotesView.swift": """
                import SwiftUI

                struct NotesView: View {
                    var body: some View {
                        Button("+") { \(platformCall) }
                    }
                }
                """
            ]
        }
        let mac = try DesignTrustTests.run(design: ["notes.html": design], app: app("NSPasteboard.general.clearContents()"))
        let phone = try DesignTrustTests.run(design: ["notes.html": design], app: app("UIPasteboard.general.string = nil"))
        #expect(mac.findings.contains { $0.rule == "touch-target.small" && $0.severity == .low }, "\(mac.findings.map { "\($0.severity) \($0.title)" })")
        #expect(phone.findings.contains { $0.rule == "touch-target.small" && $0.severity == .medium }, "\(phone.findings.map { "\($0.severity) \($0.title)" })")
    }
}
