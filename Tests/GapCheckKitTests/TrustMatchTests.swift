import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport

/// Screens matched by evidence (names from titles, captions, comments and frames; texts shown), system
/// colors found by value, parallel palettes and generated token files: mockups and apps in styles other
/// than the bundled sample, run through the real readers.
@Suite struct TrustMatchTests {
    /// Writes `files` (relative path → text) under a temporary folder and runs the pipeline on
    /// `design/` and `app/`.
    static func analyze(_ files: [String: String], configuration: Configuration = Configuration()) throws -> Analysis {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gapcheck-trust-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        for (path, text) in files {
            let url = dir.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return try Pipeline.run(
            design: [dir.appendingPathComponent("design").path], implementation: [dir.appendingPathComponent("app").path],
            configuration: configuration, date: "", toolVersion: "")
    }

    static func screenFindings(_ a: Analysis) -> [Finding] { a.findings.filter { $0.rule == "screen.missing" } }

    static func colorset(_ hex: String) -> String {
        let r = hex.dropFirst().prefix(2), g = hex.dropFirst(3).prefix(2), b = hex.dropFirst(5).prefix(2)
        return """
            { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0x\(b)", "green" : "0x\(g)", "red" : "0x\(r)" } }, "idiom" : "universal" } ] }
            """
    }

    // MARK: - 1. Screens ↔ views by evidence

    /// A gallery page of device frames, each named only by an HTML comment before it and an `<h2>` inside.
    static let gallery = """
        <!DOCTYPE html><html><head><title>Ledgerly — all screens</title>
        <style>.device { width: 375px; height: 812px; border-radius: 40px; } .device-notch { height: 30px; }</style></head>
        <body><h1>Ledgerly mockups</h1><p class="intro">Four screens of the first release.</p>
        <div class="gallery-row">
          <!-- Wallet Screen -->
          <div class="device"><div class="device-notch"></div><h2>My Wallet</h2>
            <div class="row"><span>Available</span><span>$1,204</span></div><button>Add card</button></div>
          <!-- Activity Screen -->
          <div class="device"><div class="device-notch"></div><h2>Recent activity</h2>
            <div class="row"><span>Coffee Shop</span><span>-$4.50</span></div><button>Export</button></div>
          <!-- Profile Screen -->
          <div class="device"><div class="device-notch"></div><h2>Your profile</h2>
            <label>Display name <input value="Ana"></label><button>Sign out</button></div>
          <!-- Send Money Screen -->
          <div class="device"><div class="device-notch"></div><h2>Send</h2>
            <label>Recipient <input placeholder="Name or email"></label><button>Continue</button></div>
        </div></body></html>
        """

    static let galleryApp: [String: String] = [
        "app/Wallet/WalletView.swift": """
        import SwiftUI
        struct WalletView: View {
            var body: some View { VStack { Text("My Wallet"); Text("Available"); Button("Add card") {} } }
        }
        """,
        "app/Activity/ActivityView.swift": """
        import SwiftUI
        struct ActivityView: View {
            var body: some View { List { Text("Recent activity") }.toolbar { Button("Export") {} } }
        }
        """,
        "app/Profile/ProfileView.swift": """
        import SwiftUI
        struct ProfileView: View {
            var body: some View { Form { TextField("Display name", text: .constant("")); Button("Sign out") {} } }
        }
        """,
        "app/Send/SendMoneyViewController.swift": """
        import UIKit
        final class SendMoneyViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Send"
                let field = UITextField()
                field.placeholder = "Recipient"
                let next = UIButton()
                next.setTitle("Continue", for: .normal)
            }
        }
        """
    ]

    @Test func galleryFramesNamedByCommentsAreFourScreensWithTheirViews() throws {
        var files = Self.galleryApp
        files["design/index.html"] = Self.gallery
        let a = try Self.analyze(files)
        let names = a.design.screens.map(\.name).sorted()
        #expect(names == ["Activity", "Profile", "Send Money", "Wallet"])
        #expect(Self.screenFindings(a).isEmpty, "\(Self.screenFindings(a).map(\.title))")
        let views = Dictionary(a.matches.screens.map { ($0.screen.name, $0.viewName ?? "-") }, uniquingKeysWith: { x, _ in x })
        #expect(views == ["Activity": "ActivityView", "Profile": "ProfileView", "Send Money": "SendMoneyViewController", "Wallet": "WalletView"])
        #expect(a.matches.screens.allSatisfy { $0.evidence == .name && $0.confidence == 1 })
        // The page's own heading and intro are outside every frame: no screen owns them.
        #expect(a.design.screens.allSatisfy { s in !s.sections.contains { $0.title == "Ledgerly mockups" } })
    }

    /// A study page of frames in `.unit` blocks, each followed by a short-class caption (`.cap`) that reads
    /// "NN Name — what the frame demonstrates": the name is the caption's head, not the file's stem and index.
    @Test func aShortCaptionClassWithADescriptionNamesItsFrame() throws {
        func unit(_ n: Int, _ name: String, _ body: String) -> String {
            "<div class=\"unit\"><div class=\"device\"><div class=\"content\">\(body)</div></div>"
                + "<div class=\"cap\"><span class=\"i\">0\(n)</span><span><span class=\"t\">\(name)</span> — drag a session onto another day and "
                + "watch the rest of the week rebalance itself around it</span></div></div>"
        }
        let a = try Self.analyze([
            "design/training-study.html": "<!DOCTYPE html><html><body><div class=\"frames\">"
                + unit(1, "Weekly Plan", "<p>Tempo run</p><p>Long ride</p><p>Rest day</p>")
                + unit(2, "Session Detail", "<p>Warm up</p><p>Intervals</p><p>Cool down</p>") + "</div></body></html>",
            "app/WeeklyPlanView.swift":
                "import SwiftUI\nstruct WeeklyPlanView: View { var body: some View { VStack { Text(\"Tempo run\"); Text(\"Long ride\") } } }\n",
            "app/SessionDetailView.swift":
                "import SwiftUI\nstruct SessionDetailView: View { var body: some View { VStack { Text(\"Warm up\"); Text(\"Intervals\") } } }\n"
        ])
        #expect(a.design.screens.map(\.name).sorted() == ["Session Detail", "Weekly Plan"], "\(a.design.screens.map(\.name))")
        #expect(a.matches.screens.map { $0.viewName ?? "-" }.sorted() == ["SessionDetailView", "WeeklyPlanView"])
        #expect(Self.screenFindings(a).isEmpty, "\(Self.screenFindings(a).map(\.title))")
    }

    /// A screen whose every text the app shows, spread over other views (a state drawn inline: a status pill and a
    /// button label), is no missing screen: low, and it says where its texts are likely drawn.
    @Test func aScreenWhoseTextsTheAppShowsElsewhereIsLow() throws {
        let a = try Self.analyze([
            "design/index.html": "<!DOCTYPE html><html><body>"
                + "<!-- Garden --><div class=\"device\"><h2>Garden</h2><p>Tomatoes</p><p>Basil</p><p>Water all beds</p></div>"
                + "<!-- Watering --><div class=\"device\"><h3>Pump running</h3><button>Checking moisture</button><button>Opening valves</button></div>"
                + "</body></html>",
            "app/GardenView.swift": """
            import SwiftUI
            struct GardenView: View {
                var body: some View { VStack { Text("Garden"); Text("Tomatoes"); Text("Basil"); Button("Water all beds") {}; Button("Opening valves") {} } }
            }
            struct PumpPill: View {
                var body: some View { HStack { Text("Pump running") } }
            }
            struct ValveRow: View {
                var body: some View { VStack { Button("Checking moisture") {} } }
            }
            """
        ])
        let watering = try #require(Self.screenFindings(a).first { $0.title.contains("Watering") }, "\(Self.screenFindings(a).map(\.title))")
        #expect(watering.severity == .low, "\(watering.severity) \(watering.message)")
        #expect(watering.message.contains("likely drawn inside them"), "\(watering.message)")
    }

    @Test func theSelectedTabNamesAFrame() throws {
        func frame(_ active: Int, _ body: String) -> String {
            let tabs = ["Home", "Budgets", "Accounts"].enumerated().map { i, t in "<a class=\"tab-item\(i == active ? " active" : "")\">\(t)</a>" }.joined()
            return "<div class=\"iphone\"><div class=\"content\">\(body)</div><nav class=\"tab-bar\">\(tabs)</nav></div>"
        }
        let a = try Self.analyze([
            "design/flows.html": "<!DOCTYPE html><html><body>" + frame(1, "<p>Groceries</p><p>Rent</p>") + frame(2, "<p>Checking</p><p>Savings</p>")
                + "</body></html>",
            "app/BudgetsView.swift": "import SwiftUI\nstruct BudgetsView: View { var body: some View { Text(\"Groceries\") } }\n",
            "app/AccountsViewController.swift": "import UIKit\nfinal class AccountsViewController: UITableViewController {}\n"
        ])
        #expect(a.matches.screens.map(\.screen.name).sorted() == ["Accounts", "Budgets"])
        #expect(a.matches.screens.map { $0.viewName ?? "-" }.sorted() == ["AccountsViewController", "BudgetsView"])
    }

    /// An onboarding file of `.ios-screen` steps: each step is a screen; a step's heading that another
    /// view shows (a sheet the flow presents) is low, and sample data in an interpolated text matches it.
    @Test func flowStepsInAppScreenFramesAreCheckedAgainstTheirViews() throws {
        func step(_ id: String, _ h1: String, _ more: String) -> String {
            "<div class=\"ios-screen\" id=\"\(id)\"><div class=\"ios-header\"><h1>\(h1)</h1></div>\(more)</div>"
        }
        let a = try Self.analyze([
            "design/onboarding.html": "<!DOCTYPE html><html><body>"
                + step("join", "Join your crew", "<h2>Welcome to Acme Crew!</h2><label>Invite code <input></label><button>Join</button>")
                + step("perms", "Stay in the loop", "<h2>Reminders</h2><button>Allow notifications</button><button>Not now</button>")
                + "</body></html>",
            "app/JoinCrewView.swift": """
            import SwiftUI
            struct JoinCrewView: View {
                let crew: String
                var body: some View { VStack { Text("Join your crew"); Text("Welcome to \\(crew) Crew!"); TextField("Invite code", text: .constant("")); Button("Join") {} } }
            }
            """,
            "app/PermissionsView.swift": """
            import SwiftUI
            struct PermissionsView: View {
                @State private var showInfo = false
                var body: some View { VStack { Text("Stay in the loop"); Button("Allow notifications") {}; Button("Not now") {} } }
            }
            struct RemindersInfoSheet: View {
                var body: some View { Text("Reminders") }
            }
            """
        ])
        #expect(a.design.screens.count == 2)
        let sections = a.findings.filter { $0.rule == "section.missing" }
        // "Welcome to Acme Crew!" is `Welcome to \(crew) Crew!` with sample data: shown.
        #expect(!sections.contains { $0.title.contains("Welcome to Acme Crew") })
        // "Reminders" is shown by a view PermissionsView does not use: low, not critical.
        let reminders = try #require(sections.first { $0.title.contains("Reminders") })
        #expect(reminders.severity == .low && reminders.message.contains("RemindersInfoSheet"))
        #expect(!a.findings.contains { $0.severity == .critical })
    }

    @Test func brandedTitleAndScreenSuffixNameTheScreen() throws {
        let a = try Self.analyze([
            "design/budgets-screen.html": """
            <!DOCTYPE html><html><head><title>Ledgerly - Budgets Screen</title></head><body>
            <div class="large-title">Budgets</div><section><h2>This month</h2><div class="row"><span>Groceries</span><span>$320</span></div></section>
            </body></html>
            """,
            "design/screen-07.html": """
            <!DOCTYPE html><html><head><title>Ledgerly | Settings Mockup</title></head><body>
            <section><h2>Notifications</h2><label>Weekly summary <input type="checkbox"></label></section></body></html>
            """,
            "app/BudgetsView.swift": """
            import SwiftUI
            struct BudgetsView: View {
                var body: some View { List { Section("This month") { Text("Groceries") } }.navigationTitle("Budgets") }
            }
            """,
            "app/SettingsScreen.swift": """
            import SwiftUI
            struct SettingsScreen: View {
                var body: some View { Form { Section("Notifications") { Toggle("Weekly summary", isOn: .constant(true)) } } }
            }
            """
        ])
        #expect(Self.screenFindings(a).isEmpty, "\(Self.screenFindings(a).map(\.title))")
        let budgets = try #require(a.matches.screens.first { $0.screen.name == "budgets" })
        #expect(budgets.viewName == "BudgetsView" && budgets.screen.title == "Budgets")
        let settings = try #require(a.matches.screens.first { $0.viewName == "SettingsScreen" })
        #expect(settings.evidence == .name && settings.matchedName == "Settings")
    }

    @Test func stepsOfOneFlowBelongToOneView() throws {
        var files: [String: String] = [
            "app/OnboardingView.swift": """
            import SwiftUI
            struct OnboardingView: View {
                @State private var page = 0
                var body: some View {
                    TabView(selection: $page) {
                        Text("Welcome to Ledgerly").tag(0)
                        Text("Connect your bank").tag(1)
                        Text("Set a budget").tag(2)
                        Text("Stay on track").tag(3)
                        Text("You're all set").tag(4)
                    }
                }
            }
            """
        ]
        let titles = ["Welcome to Ledgerly", "Connect your bank", "Set a budget", "Stay on track", "You're all set"]
        for (i, t) in titles.enumerated() {
            files["design/onboarding-step-\(i + 1).html"] =
                "<!DOCTYPE html><html><head><title>Onboarding \(i + 1)/5</title></head><body><h1>\(t)</h1><button>Next</button></body></html>"
        }
        let a = try Self.analyze(files)
        #expect(a.matches.screens.count == 5)
        #expect(a.matches.screens.allSatisfy { $0.viewName == "OnboardingView" })
        #expect(Self.screenFindings(a).isEmpty)
    }

    /// A single-component mockup (one card) whose view has another name: matched by the texts it shows,
    /// said at low severity, and its missing row still found.
    @Test func componentMockupMatchesTheViewShowingIt() throws {
        let a = try Self.analyze([
            "design/upcoming-bill-card.html": """
            <!DOCTYPE html><html><head><title>Upcoming bill card</title></head><body>
            <div class="card"><h3>Upcoming bill</h3><div class="row"><span class="label">Due date</span><span class="value">Mar 3</span></div>
            <div class="row"><span class="label">Autopay</span><span class="value">On</span></div>
            <div class="row"><span class="label">Late fee</span><span class="value">$25</span></div><button>Pay now</button></div>
            </body></html>
            """,
            "app/HomeView.swift": """
            import SwiftUI
            struct HomeView: View {
                var body: some View { ScrollView { BillSummary(); Text("Spending") } }
            }
            struct BillSummary: View {
                var body: some View {
                    VStack { Text("Upcoming bill"); LabeledContent("Due date", value: "Mar 3"); LabeledContent("Autopay", value: "On"); Button("Pay now") {} }
                }
            }
            """
        ])
        let m = try #require(a.matches.screens.first)
        #expect(m.viewName == "BillSummary")
        #expect(m.evidence == .text && m.confidence > 0.5 && m.confidence < 1)
        let f = Self.screenFindings(a)
        #expect(f.count == 1 && f[0].severity == .low && f[0].title.contains("by text only"))
        #expect(a.findings.contains { $0.rule == "content.label-missing" && $0.title.contains("Late fee") })
    }

    @Test func aScreenWhoseTextsTheAppLacksIsStillCriticallyMissing() throws {
        let a = try Self.analyze([
            "design/invoices.html": """
            <!DOCTYPE html><html><head><title>Invoices</title></head><body><h1>Invoices</h1>
            <section><h2>Outstanding</h2><div class="row"><span>Client</span><span>Acme</span></div></section>
            <section><h2>Paid</h2></section><button>New invoice</button></body></html>
            """,
            "app/HomeView.swift": "import SwiftUI\nstruct HomeView: View { var body: some View { Text(\"Spending\") } }\n"
        ])
        let f = Self.screenFindings(a)
        #expect(f.count == 1 && f[0].severity == .critical)
        #expect(a.matches.screens.first?.evidence == ScreenEvidence.none)
    }

    @Test func configuredScreenStillOverrides() throws {
        var files = Self.galleryApp
        files["design/index.html"] = Self.gallery
        var cfg = Configuration()
        cfg.screens = ["Wallet": "ProfileView"]
        let a = try Self.analyze(files, configuration: cfg)
        let m = try #require(a.matches.screens.first { $0.screen.name == "Wallet" })
        #expect(m.viewName == "ProfileView" && m.evidence == .configured)
    }

    // MARK: - 5. System colors by value

    @Test func systemColorFoundUnderAnotherNameIsGeneric() throws {
        let a = try Self.analyze([
            "design/tokens.css": ":root { --positive: #34C759; --negative: #FF3B30; --ink: #1C1C1E; }",
            "app/Palette.swift": """
            import SwiftUI
            import UIKit
            enum Palette {
                static let gain = Color(.systemGreen)
                static let loss = UIColor.systemRed
                static let ink = Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255)
            }
            """
        ])
        let generic = a.findings.filter { $0.rule == "color.generic" }
        #expect(Set(generic.compactMap { $0.expected?.name }) == ["--positive", "--negative"], "\(generic.map(\.title))")
        #expect(a.matches.colors.first { $0.expectation.name == "--ink" }?.status == .matched)
    }

    // MARK: - 6. Parallel palettes

    @Test func secondPaletteRepeatingValuesUnderOtherNamesIsOneFileFinding() throws {
        let a = try Self.analyze([
            "design/tokens.css": ":root { --accent: #0A84FF; }",
            "app/Design/Brand.swift": """
            import SwiftUI
            enum Brand {
                static let accent = Color(red: 10 / 255, green: 132 / 255, blue: 1)
                static let danger = Color(red: 1, green: 69 / 255, blue: 58 / 255)
                static let ok = Color(red: 48 / 255, green: 209 / 255, blue: 88 / 255)
                static let ink = Color.black
            }
            """,
            "app/Legacy/Styles.swift": """
            import SwiftUI
            struct Styles {
                static let tint = Color(red: 10 / 255, green: 132 / 255, blue: 1)
                static let alert = Color(red: 1, green: 69 / 255, blue: 58 / 255)
                static let positive = Color(red: 48 / 255, green: 209 / 255, blue: 88 / 255)
                static let text = Color.black
            }
            """,
            "app/Views/ChartView.swift": """
            import SwiftUI
            struct ChartView: View {
                var body: some View {
                    VStack { Text("Up").foregroundStyle(Brand.ok); Text("Down").foregroundStyle(Brand.danger); Text("Now").foregroundStyle(Styles.tint) }
                        .tint(Brand.accent)
                }
            }
            """
        ])
        let f = a.findings.filter { $0.rule == "token.duplicate" && $0.title.contains("duplicates") }
        #expect(f.count == 1)
        #expect(f.first?.title == "Styles.swift duplicates Brand.swift: 3 colors repeated under other names")
        #expect(f.first?.message.contains("`Styles.positive` = `Brand.ok`") == true)
        #expect(f.first?.message.contains("Views use Brand.swift's tokens 3 times and Styles.swift's 1 time") == true)
    }

    @Test func swiftUIAndUIKitAccessorsOfOneColorsetAreNoDuplicate() throws {
        let a = try Self.analyze([
            "design/tokens.css": ":root { --surface: #F8FAFC; --line: #CBD5E1; }",
            "app/Assets.xcassets/surface.colorset/Contents.json": Self.colorset("#F8FAFC"),
            "app/Assets.xcassets/line.colorset/Contents.json": Self.colorset("#CBD5E1"),
            "app/Swift/CoreColors.swift":
                "import SwiftUI\npublic enum CoreColors {\n    public static let surface = Color(\"surface\", bundle: .module)\n    public static let line = Color(\"line\", bundle: .module)\n}\n",
            "app/Swift/CoreUIColors.swift":
                "import UIKit\npublic enum CoreUIColors {\n    public static let surface = UIColor(named: \"surface\", in: .module, compatibleWith: nil)!\n    public static let line = UIColor(named: \"line\", in: .module, compatibleWith: nil)!\n}\n"
        ])
        #expect(a.inventory.colors.count == 4)
        #expect(!a.findings.contains { $0.rule == "token.duplicate" }, "\(a.findings.filter { $0.rule == "token.duplicate" }.map(\.title))")
    }

    @Test func paletteSharingOnlyOneColorIsNoDuplicate() throws {
        let a = try Self.analyze([
            "design/tokens.css": ":root { --accent: #0A84FF; }",
            "app/Brand.swift":
                "import SwiftUI\nenum Brand {\n    static let accent = Color(red: 10 / 255, green: 132 / 255, blue: 1)\n    static let danger = Color(red: 1, green: 0.2, blue: 0.2)\n}\n",
            "app/Chart.swift":
                "import SwiftUI\nenum ChartColors {\n    static let line = Color(red: 10 / 255, green: 132 / 255, blue: 1)\n    static let grid = Color(red: 0.5, green: 0.5, blue: 0.6)\n}\n"
        ])
        #expect(!a.findings.contains { $0.title.contains("duplicates") })
    }

    // MARK: - 9. Generated token files

    @Test func styleDictionaryOutputIsTheAppsTokens() throws {
        let a = try Self.analyze([
            "design/tokens.css": ":root { --color-brand-primary: #5B21B6; --color-surface: #F5F3FF; }",
            "app/Generated/StyleDictionaryColor.swift": """
            //
            // StyleDictionaryColor.swift
            //

            // Do not edit directly
            // Generated on Mon, 02 Mar 2026 10:00:00 GMT

            import UIKit

            public enum StyleDictionaryColor {
                public static let colorBrandPrimary = UIColor(red: 0.357, green: 0.129, blue: 0.714, alpha: 1)
                public static let colorSurface = UIColor(red: 0.961, green: 0.953, blue: 1.000, alpha: 1)
            }
            """
        ])
        #expect(a.inventory.colors.count == 2)
        #expect(a.matches.colors.allSatisfy { $0.status == .matched })
        #expect(!a.findings.contains { $0.rule == "color.missing" })
        #expect(a.inventory.diagnostics.contains { $0.message.contains("read for its tokens only") })
    }

    @Test func outputsOfOnePipelineAreNoDuplicates() throws {
        let header = "//\n// Do not edit directly\n// Generated on Mon, 02 Mar 2026 10:00:00 GMT\n\nimport UIKit\n\n"
        let a = try Self.analyze([
            "design/tokens.css": ":root { --color-ink: #1E293B; --color-sky: #0EA5E9; }",
            "app/Tokens/TokenColor.swift": header + """
                public enum TokenColor {
                    public static let ink = UIColor(red: 0.118, green: 0.161, blue: 0.231, alpha: 1)
                    public static let sky = UIColor(red: 0.055, green: 0.647, blue: 0.914, alpha: 1)
                }
                """,
            "app/Tokens/Tokens.swift": header + """
                public enum Tokens {
                    public static let colorInk = UIColor(red: 0.118, green: 0.161, blue: 0.231, alpha: 1)
                    public static let colorSky = UIColor(red: 0.055, green: 0.647, blue: 0.914, alpha: 1)
                }
                """
        ])
        #expect(a.inventory.colors.count == 4)
        #expect(!a.findings.contains { $0.rule == "token.duplicate" }, "\(a.findings.filter { $0.rule == "token.duplicate" }.map(\.title))")
    }

    /// A generated file with one type per appearance (`PaletteLight`, `PaletteDark`) and sizes outside the
    /// spacing scale: each design value is compared with its own appearance and name.
    @Test func generatedAppearanceTypesAndSizesMatchTheirDesignValues() throws {
        let a = try Self.analyze([
            "design/tokens.css": """
            :root { --surface-base: #FFFFFF; --ink-strong: #111827; --space-2: 8px; --size-avatar: 40px; }
            @media (prefers-color-scheme: dark) { :root { --surface-base: #0B0F19; --ink-strong: #F9FAFB; } }
            .avatar { width: var(--size-avatar); padding: var(--space-2); margin: var(--size-avatar); }
            """,
            "app/Generated/Palette.swift": """
            // Do not edit directly, this file was auto-generated.
            import UIKit
            public struct PaletteLight {
                public static let surfaceBase = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
                public static let inkStrong = UIColor(red: 0.067, green: 0.094, blue: 0.153, alpha: 1)
            }
            public struct PaletteDark {
                public static let surfaceBase = UIColor(red: 0.043, green: 0.059, blue: 0.098, alpha: 1)
                public static let inkStrong = UIColor(red: 0.976, green: 0.980, blue: 0.984, alpha: 1)
            }
            public struct Dimensions {
                public static let space2: CGFloat = 8
                public static let sizeAvatar: CGFloat = 40
            }
            """
        ])
        #expect(!a.findings.contains { $0.severity == .critical }, "\(a.findings.filter { $0.severity == .critical }.map(\.title))")
        #expect(a.matches.colors.allSatisfy { $0.status == .matched && $0.codeName?.hasPrefix("PaletteLight.") == true })
        // The dark type's value is the light token's dark value, compared with the design's dark value.
        #expect(a.matches.colors.count == 2 && a.matches.colors.allSatisfy { ($0.darkDeltaE ?? 99) < 1 })
        #expect(!a.findings.contains { $0.rule == "spacing.off-scale" }, "\(a.findings.filter { $0.rule == "spacing.off-scale" }.map(\.title))")
    }

    @Test func swiftGenAccessorsWithoutTheirCatalogAreTokens() throws {
        let a = try Self.analyze([
            "design/tokens.css": ":root { --brand: #E11D48; }",
            "app/Generated/Assets.swift": """
            // Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen
            import UIKit
            internal enum Asset {
              internal enum Colors {
                internal static let brand = ColorAsset(name: "Brand")
              }
            }
            """,
            "app/Generated/R.generated.swift": """
            import Rswift
            struct R {
              struct color {
                static let ink = Rswift.ColorResource(bundle: R.hostingBundle, name: "Ink")
              }
            }
            """
        ])
        // The catalog lives elsewhere (a package not given): the accessors are the only trace of the tokens.
        #expect(a.inventory.colors.map(\.qualifiedName).sorted() == ["Asset.Colors.brand", "R.color.ink"])
        #expect(a.matches.colors.first?.codeName == "Asset.Colors.brand")
    }

    @Test func swiftGenAndRSwiftAccessorsResolveToTheirColorsets() throws {
        let a = try Self.analyze([
            "design/tokens.css": ":root { --brand: #E11D48; --canvas: #FFF1F2; --ink: #1F2937; }",
            "app/Assets.xcassets/Brand.colorset/Contents.json": Self.colorset("#E11D48"),
            "app/Assets.xcassets/Canvas.colorset/Contents.json": Self.colorset("#FFF1F2"),
            "app/Assets.xcassets/Ink.colorset/Contents.json": Self.colorset("#1F2937"),
            "app/Generated/Assets.swift": """
            // swiftlint:disable all
            // Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen

            import UIKit

            internal enum Asset {
              internal enum Colors {
                internal static let brand = ColorAsset(name: "Brand")
                internal static let canvas = ColorAsset(name: "Canvas")
              }
            }
            internal final class ColorAsset {
              internal fileprivate(set) var name: String
              fileprivate init(name: String) { self.name = name }
            }
            """,
            "app/Generated/R.generated.swift": """
            import Rswift
            struct R {
              struct color {
                static let ink = Rswift.ColorResource(bundle: R.hostingBundle, name: "Ink")
              }
            }
            """,
            "app/Theme/Colors.swift": "import SwiftUI\nextension Color {\n    static let brand = Color(\"Brand\")\n}\n",
            "app/Views/ReceiptView.swift": """
            import SwiftUI
            struct ReceiptView: View {
                var body: some View { Text("Total").foregroundColor(Color(Asset.Colors.canvas.color)).background(Color(R.color.ink)) }
            }
            """
        ])
        let names = a.inventory.colors.map(\.qualifiedName).sorted()
        // The accessors mirror colorsets the catalog already gives: one color each, not two.
        #expect(names == ["Color.brand"], "\(names)")
        // Views using the accessors read the colorsets' values, not unknown colors.
        #expect(!a.findings.contains { $0.rule == "hardcoded.color" }, "\(a.findings.filter { $0.rule == "hardcoded.color" }.map(\.title))")
        #expect(a.matches.colors.allSatisfy { $0.status == .matched })
        #expect(!a.findings.contains { $0.rule == "token.duplicate" })
    }
}
