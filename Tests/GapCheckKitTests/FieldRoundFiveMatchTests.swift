import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport

/// Field round 5, matching side: token duplicates only within one scope, component pages as components,
/// designer tooling and web-framework slots kept out of the app comparison. Fixtures in styles other
/// than the repositories that showed each cause, run through the real readers.
@Suite struct FieldRoundFiveMatchTests {
    static func analyze(_ files: [String: String]) throws -> Analysis { try TrustMatchTests.analyze(files) }

    static func duplicates(_ a: Analysis) -> [Finding] { a.findings.filter { $0.rule == "token.duplicate" } }

    // MARK: - token.duplicate: global tokens only

    /// UIKit metrics structs, one per component, and a view controller's own layout enum: each sets its
    /// own `height`/`inset`; none is "one token declared twice". Two app-wide palettes still are.
    @Test func perComponentAndViewLocalConstantsAreNoDuplicateTokens() throws {
        let a = try Self.analyze([
            "design/tokens.css": ":root { --accent: #0A84FF; --inset: 12px; }",
            "app/Metrics.swift": """
            import UIKit
            struct CardMetrics {
                static let height: CGFloat = 120
                static let inset: CGFloat = 16
            }
            struct ChipMetrics {
                static let height: CGFloat = 32
                static let inset: CGFloat = 6
            }
            enum Spacing {
                static let inset: CGFloat = 12
            }
            """,
            "app/ProfileViewController.swift": """
            import UIKit
            final class ProfileViewController: UIViewController {
                private enum Layout {
                    static let inset: CGFloat = 20
                }
            }
            """,
            "app/Palette.swift": """
            import UIKit
            enum Palette {
                static let accent = UIColor(red: 10 / 255, green: 132 / 255, blue: 1, alpha: 1)
            }
            enum Theme {
                static let accent = UIColor(red: 0.9, green: 0.1, blue: 0.1, alpha: 1)
            }
            """
        ])
        let d = Self.duplicates(a)
        #expect(!d.contains { $0.title.contains("`height`") }, "\(d.map(\.title))")
        #expect(!d.contains { $0.title.contains("`inset`") }, "\(d.map(\.title))")
        #expect(d.contains { $0.severity == .critical && $0.title.contains("`accent`") }, "\(d.map(\.title))")
    }

    /// A layout type whose members only forward to a style type (`static let x = RowStyle.x`,
    /// `static var font: UIFont { RowStyle.font }`) has one source of truth.
    @Test func forwardersToTheOtherDeclarationAreNoDuplicate() throws {
        let a = try Self.analyze([
            "design/tokens.css": ":root { --avatar: 40px; }",
            "app/RowStyle.swift": """
            import UIKit
            enum RowStyle {
                static let avatarSize: CGFloat = 40
                static let gutter: CGFloat = 12
                static let titleFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
            }
            """,
            "app/CompactRowLayout.swift": """
            import UIKit
            struct CompactRowLayout: RowLayout {
                static let avatarSize = RowStyle.avatarSize
                static let gutter: CGFloat = RowStyle.gutter
                static var titleFont: UIFont { RowStyle.titleFont }
            }
            """
        ])
        #expect(Self.duplicates(a).isEmpty, "\(Self.duplicates(a).map(\.title))")
    }

    /// Two views that repeat one value under one name: a low note, never medium or critical.
    @Test func oneValueRepeatedInTwoViewsIsLow() throws {
        let a = try Self.analyze([
            "design/tokens.css": ":root { --gap: 16px; }",
            "app/Views.swift": """
            import SwiftUI
            struct InboxView: View {
                static let rowGap: CGFloat = 10
                var body: some View { Text("Inbox") }
            }
            struct OutboxView: View {
                static let rowGap: CGFloat = 10
                var body: some View { Text("Outbox") }
            }
            """
        ])
        let d = Self.duplicates(a).filter { $0.title.contains("`rowGap`") }
        #expect(d.count == 1, "\(Self.duplicates(a).map(\.title))")
        #expect(d.first?.severity == .low)
    }

    // MARK: - screen.missing: component pages

    /// A pattern library's pages, one component each (flat files under `patterns/`, or titled with a component
    /// name), against an app whose views all carry a `DS` prefix: matched by view type, and the pages' sample
    /// texts (parameters in code) are never reported; a component without a view type is low, not critical.
    @Test func componentPagesMatchPrefixedViewsAndAreNeverCriticalScreens() throws {
        func page(_ title: String, _ body: String) -> String {
            "<!DOCTYPE html><html><head><title>\(title)</title></head><body><h1>\(title)</h1>\(body)</body></html>"
        }
        let a = try Self.analyze([
            "design/patterns/avatar-stack.html": page(
                "Avatar stack",
                "<h2>Overflow</h2><div class='stack'><span>AB</span><span>CD</span><span>+3 more</span></div><h2>Sizes</h2><p>Small</p><p>Large</p>"),
            "design/library/segmented.html": page(
                "Segmented Control",
                "<h2>Three options</h2><div><button>Option A</button><button>Option B</button></div><dl><dt>Selected</dt><dd>Option A</dd><dt>Owner</dt><dd>Ana</dd></dl><label>Caption <input value='Pick one'></label>"
            ),
            "design/patterns/rating.html": page("Rating", "<h2>Read only</h2><p>4.5 out of 5</p><h2>Editable</h2><p>Tap a star</p><p>Your rating</p>"),
            "app/Kit/DSAvatarStack.swift":
                "import SwiftUI\nstruct DSAvatarStack: View {\n    let initials: [String]\n    var body: some View { HStack { ForEach(initials, id: \\.self) { Text($0) } } }\n}\n",
            "app/Kit/DSSegmentedControl.swift":
                "import SwiftUI\nstruct DSSegmentedControl: View {\n    let options: [String]\n    var body: some View { HStack { ForEach(options, id: \\.self) { Text($0) } } }\n}\n",
            "app/Kit/DSBadge.swift": "import SwiftUI\nstruct DSBadge: View {\n    let text: String\n    var body: some View { Text(text) }\n}\n",
            "app/Kit/DSCard.swift": "import SwiftUI\nstruct DSCard<Content: View>: View {\n    let content: Content\n    var body: some View { content }\n}\n",
            "app/HomeView.swift": "import SwiftUI\nstruct HomeView: View {\n    var body: some View { DSBadge(text: \"New\") }\n}\n",
            "app/Models.swift": "struct Member {\n    var initials: String\n    var displayName: String\n}\n"
        ])
        let views = Dictionary(a.matches.screens.map { ($0.screen.name, $0.viewName ?? "-") }, uniquingKeysWith: { x, _ in x })
        #expect(views["avatar-stack"] == "DSAvatarStack", "\(views)")
        #expect(views["segmented"] == "DSSegmentedControl", "\(views)")
        let screens = a.findings.filter { $0.rule == "screen.missing" }
        #expect(!screens.contains { $0.severity != .low }, "\(screens.map(\.title))")
        #expect(screens.contains { $0.title.hasPrefix("Component rating") }, "\(screens.map(\.title))")
        let sections = a.findings.filter { ["section.missing", "content.label-missing", "model.field-missing"].contains($0.rule) }
        #expect(sections.isEmpty, "\(sections.map(\.title))")
    }

    // MARK: - designer tooling and script-drawn prototypes

    /// A presentation kit (`presentation/annotations.html` with its own callout colors) beside a real screen:
    /// not a screen, its colors are not the app's, and the reader says so once.
    @Test func designerToolingPagesAndTheirTokensAreNotComparedWithTheApp() throws {
        let a = try Self.analyze([
            "design/tokens.css": ":root { --ink: #1F2937; --callout-fill: #FDE68A; --callout-line: #B45309; --sticky-note: #FEF3C7; }",
            "design/presentation/annotations.html": """
            <!DOCTYPE html><html><head><title>Annotations</title><link rel="stylesheet" href="../tokens.css">
            <style>.callout { background: var(--callout-fill); border: 1px solid var(--callout-line); color: #FFFFFF; }
            .note { background: var(--sticky-note); }</style></head>
            <body><h1>Annotations</h1><div class="callout">Spacing 16</div><div class="note">Tap target 44</div></body></html>
            """,
            "design/inbox.html": """
            <!DOCTYPE html><html><head><title>Inbox</title><link rel="stylesheet" href="tokens.css">
            <style>body { color: var(--ink); }</style></head><body><h1>Inbox</h1><p>No messages</p></body></html>
            """,
            "app/InboxView.swift":
                "import SwiftUI\nextension Color {\n    static let ink = Color(red: 31 / 255, green: 41 / 255, blue: 55 / 255)\n}\nstruct InboxView: View {\n    var body: some View { Text(\"No messages\").foregroundColor(.ink) }\n}\n"
        ])
        #expect(!a.findings.contains { $0.rule == "screen.missing" }, "\(a.findings.filter { $0.rule == "screen.missing" }.map(\.title))")
        let tooling = a.findings.filter { $0.title.contains("callout") || $0.title.contains("sticky") || $0.message.contains("Spacing 16") }
        #expect(tooling.isEmpty, "\(tooling.map(\.title))")
        #expect(a.design.diagnostics.contains { $0.message.contains("designer-tooling page") }, "\(a.design.diagnostics.map(\.message))")
    }

    /// A prototype whose phone frame is empty until `proto.js` fills it: one warning, and the page's own
    /// controls (a small low-contrast theme switch outside the frame) are not app UI.
    @Test func aScriptDrawnPrototypeIsAnnouncedAndItsChromeIsNotAppUI() throws {
        let a = try Self.analyze([
            "design/prototype.html": """
            <!DOCTYPE html><html><head><title>Prototype</title>
            <style>.switcher { color: #BBBBBB; background: #FFFFFF; width: 20px; height: 18px; font-size: 11px; }
            .handset { width: 390px; height: 844px; }</style></head>
            <body><div class="toolbar"><button class="switcher">Dark</button><button class="switcher">Light</button></div>
            <div class="handset" id="screen"></div><script src="proto.js"></script></body></html>
            """,
            "app/MainView.swift": "import SwiftUI\nstruct MainView: View {\n    var body: some View { Text(\"Hello\") }\n}\n"
        ])
        #expect(a.design.diagnostics.contains { $0.message.contains("drawn by proto.js") }, "\(a.design.diagnostics.map(\.message))")
        let chrome = a.findings.filter { ["contrast.insufficient", "touch-target.small"].contains($0.rule) }
        #expect(chrome.isEmpty, "\(chrome.map(\.title))")
    }

    // MARK: - colors: clear and framework slots

    /// A component's deliberately clear outline (`UIColor.clear`) is not the design's opaque `--outline-brand`.
    @Test func aClearColorIsNeverPairedByNameWithAnOpaqueToken() throws {
        let a = try Self.analyze([
            "design/tokens.css": ":root { --outline-brand: #2563EB; --surface: #FFFFFF; }",
            "app/SearchFieldPalette.swift": """
            import UIKit
            enum SearchFieldPalette {
                static let outline = UIColor.clear
                static let surface = UIColor.white
            }
            """
        ])
        let bad = a.findings.filter { $0.rule.hasPrefix("color.") && $0.title.contains("outline") && $0.title.contains("0%") }
        #expect(bad.isEmpty, "\(bad.map(\.title))")
        #expect(!a.findings.contains { $0.rule == "color.mismatch" && $0.title.contains("outline") }, "\(a.findings.map(\.title))")
    }

    /// A Tailwind v3 `globals.css` with shadcn/ui's slots in `rgb()` beside a product palette: the slots
    /// nothing uses are left out with one warning; the product colors are still compared.
    @Test func unusedWebFrameworkThemeSlotsAreSummarisedNotReported() throws {
        let slots = [
            "--background", "--foreground", "--card", "--card-foreground", "--popover", "--popover-foreground", "--primary",
            "--primary-foreground", "--muted", "--muted-foreground", "--border", "--input", "--ring", "--chart-1", "--chart-2",
            "--sidebar", "--sidebar-ring"
        ]
        let slotCSS = slots.enumerated().map { i, n in "\(n): rgb(\(10 + i * 9) \(200 - i * 7) \(90 + i * 5));" }.joined(separator: " ")
        let product = (0..<40).map { i in "--mint-\(i * 10 + 50): rgb(\(20 + i * 5) \(180 - i * 3) \(120 + i * 2));" }.joined(separator: " ")
        let a = try Self.analyze([
            "design/globals.css": ":root { \(slotCSS) \(product) } .dark { --sidebar-ring: rgb(1 2 3); --chart-1: rgb(4 5 6); }",
            "app/Mint.swift": "import SwiftUI\nenum Mint {\n    static let mint50 = Color(red: 20 / 255, green: 180 / 255, blue: 120 / 255)\n}\n"
        ])
        let slotFindings = a.findings.filter { f in slots.contains { f.title.contains($0 + " ") || f.title.contains($0 + ")") } }
        #expect(slotFindings.isEmpty, "\(slotFindings.map(\.title))")
        #expect(a.design.diagnostics.contains { $0.message.contains("web-framework theme variables") }, "\(a.design.diagnostics.map(\.message))")
        #expect(a.findings.contains { $0.rule == "color.missing" && $0.title.contains("--mint-440") }, "\(a.findings.map(\.title))")
    }

    // MARK: - lengths: breakpoints and shapes

    /// `--screen-md`/`--bp-wide` are media-query thresholds, and `--notch` is only a `clip-path` length:
    /// none is a spacing step or a radius.
    @Test func breakpointsAndShapeLengthsAreNotSpacingOrRadius() throws {
        let a = try Self.analyze([
            "design/tokens.css": """
            :root { --gap-1: 8px; --gap-2: 16px; --screen-md: 768px; --bp-wide: 1200px; --notch-radius: 14px; --round: 12px; }
            .ticket { clip-path: polygon(var(--notch-radius) 0, 100% 0, 100% 100%, 0 100%); padding: var(--gap-2); border-radius: var(--round); }
            """,
            "app/Space.swift":
                "import UIKit\nenum Space {\n    static let gap1: CGFloat = 8\n    static let gap2: CGFloat = 16\n}\nenum Corner {\n    static let round: CGFloat = 12\n}\n"
        ])
        let bad = a.findings.filter { f in ["--screen-md", "--bp-wide", "--notch-radius"].contains { f.title.contains($0) } }
        #expect(bad.isEmpty, "\(bad.map(\.title))")
    }
}
