import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport

/// Token sets as design systems publish them (issue 11): namespaced names, palette names, instance-member token
/// classes, size-only font tokens, bare color channels, labelled light/dark helpers and placeholders.
/// Every fixture here is written in a style other than the bundled sample.
@Suite struct TokenTrustTests {
    typealias S = MatchingTestSupport

    /// Runs the whole pipeline on files written to a temporary `design/` and `app/` folder.
    static func run(design: [String: String], app: [String: String]) throws -> Analysis {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gapcheck-trust-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        for (folder, files) in [("design", design), ("app", app)] {
            for (name, text) in files {
                let url = dir.appendingPathComponent(folder).appendingPathComponent(name)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
            }
        }
        return try Pipeline.run(
            design: [dir.appendingPathComponent("design").path], implementation: [dir.appendingPathComponent("app").path],
            configuration: Configuration(), date: "", toolVersion: "")
    }

    // MARK: - C2 namespace prefix

    /// `--nova-color-gray-100` meets `gray100`: the set's namespace word `nova` is set aside.
    @Test func designNamespaceDoesNotBlockNameMatching() {
        let names = ["gray-100", "gray-200", "ink-primary", "surface-raised", "ink-muted", "line-subtle", "accent-rest", "accent-hover"]
        let values = ["#F4F6F8", "#E1E6EC", "#1B1D22", "#FFFFFF", "#656D77", "#E1E6EC", "#0467DD", "#0558C7"]
        let exps = zip(names, values).map { S.color("--nova-color-" + $0.0, $0.1) }
        var inv = Inventory()
        inv.colors = zip(names, values).map { n, v in
            S.token(
                NameKey(n).words.enumerated().map { $0.offset == 0 ? $0.element : $0.element.capitalized }.joined(), owner: "Palette",
                n == "ink-primary" ? "#000000" : v)
        }
        let rows = ColorMatcher(inventory: inv, configuration: Configuration()).match(exps)
        let byName = Dictionary(uniqueKeysWithValues: rows.map { ($0.expectation.name, $0) })
        #expect(byName["--nova-color-gray-100"]?.status == .matched)
        #expect(byName["--nova-color-gray-100"]?.codeName == "Palette.gray100")
        // Found by name, so a real difference is a mismatch of that token, not a value hunt.
        #expect(byName["--nova-color-ink-primary"]?.status == .mismatch)
        #expect(byName["--nova-color-ink-primary"]?.codeName == "Palette.inkPrimary")
    }

    /// Asset names carrying the namespace (`Orbit Status Critical`) meet unprefixed design names.
    @Test func codeNamespaceDoesNotBlockNameMatching() {
        let exps = [S.color("--color-status-critical", "#FF3838"), S.color("--color-status-caution", "#FCE83A")]
        var inv = Inventory()
        for n in ["Critical", "Caution", "Normal", "Standby", "Serious", "Off"].map({ "Orbit Status " + $0 }) + ["Orbit UI Accent", "Orbit UI Background"] {
            inv.colors.append(S.token(n, owner: nil, "#101010", origin: .asset))
        }
        let rows = ColorMatcher(inventory: inv, configuration: Configuration()).match(exps)
        #expect(rows.map(\.codeName) == ["Orbit Status Critical", "Orbit Status Caution"])
        #expect(rows.allSatisfy { $0.status == .mismatch })
    }

    /// A word both sides write is a real name word, never a namespace; small sets have none.
    @Test func namespaceNeedsAWordOnlyOneSideWrites() {
        let keys = ["primary", "secondary", "muted", "inverse", "link", "disabled", "accent", "on-accent"].map { NameKey("--text-" + $0) }
        #expect(NameNamespace.leadingWord(of: keys, absentFrom: ["abc"]) == "text")
        #expect(NameNamespace.leadingWord(of: keys, absentFrom: ["text", "primary"]) == nil)
        // A handful of names sharing a word is a token family (`adaptiveBackground`, `adaptiveSurface`), not a set's prefix.
        #expect(NameNamespace.leadingWord(of: Array(keys.prefix(4)), absentFrom: []) == nil)
        // A hue shared by a gray ramp is the color, not a namespace.
        let ramp = (1...9).map { NameKey("--gray-\($0)00") }
        #expect(NameNamespace.leadingWord(of: ramp, absentFrom: []) == nil)
    }

    /// A design color with a dark value finds the dynamic token, not the fixed light half it is built from.
    @Test func valueMatchPrefersTheTokenWithTheDarkValue() {
        var inv = Inventory()
        inv.colors = [
            S.token("paperLight", owner: "Palette", "#F5F5F5"), S.token("paperDark", owner: "Palette", "#1A1A1A"),
            S.token("adaptivePaper", owner: "Palette", "#F5F5F5", dark: "#1A1A1A")
        ]
        let row = ColorMatcher(inventory: inv, configuration: Configuration()).match([S.color("--page-bg", "#F5F5F5", dark: "#1A1A1A")]).first
        #expect(row?.codeName == "Palette.adaptivePaper")
        #expect(row?.status == .matchedByValue)
    }

    // MARK: - C5 palette names are not role names

    static func literalFindings(design names: [(String, String)], code: [(String, String)]) -> [Finding] {
        // The rest of the set (a namespace is only learned from a published set, not from a handful of names).
        let ramp = (1...5).map { ("--hue-teal-\($0)0", "#00\($0)0A0") }
        let design = DesignSpec(expectations: (names + ramp).map { S.color($0.0, $0.1) })
        var inv = Inventory()
        inv.colors = code.map { S.token($0.0, owner: nil, $0.1, origin: .asset) }
        return S.run(design, inv).filter { $0.rule == "naming.literal" }
    }

    @Test func namespacedPaletteNamesAreNotRoleNames() {
        let findings = Self.literalFindings(
            design: [
                ("--hue-blue", "#0675C4"), ("--hue-blue-50", "#0675C4"), ("--hue-pink-40", "#E34C84"), ("--hue-black", "#101517"),
                ("--hue-gray-5", "#DCDCDE")
            ],
            code: [("Ocean", "#111111"), ("Blue", "#0675C4"), ("Pink 40", "#E34C84"), ("Black", "#101517"), ("Gray 5", "#DCDCDE")])
        #expect(findings.isEmpty, "\(findings.map(\.title))")
    }

    @Test func roleNameStillReportsAHueToken() {
        let findings = Self.literalFindings(
            design: [("--hue-status-success", "#34C759"), ("--hue-blue-50", "#0675C4"), ("--hue-pink-40", "#E34C84"), ("--hue-black", "#101517")],
            code: [("Green", "#34C759"), ("Blue", "#0675C4"), ("Pink 40", "#E34C84"), ("Black", "#101517")])
        #expect(findings.map(\.title).count == 1)
        #expect(findings.first?.title.contains("--hue-status-success") == true)
    }

    // MARK: - C3/C9 instance token classes, CGFloat(n), scale arithmetic, size-only fonts

    static let layoutTokens = """
        import SwiftUI

        public final class SurfaceTokens {
            public let surfaceRaised = CorePalette.slate50
            public let inkPrimary = CorePalette.slate900
            public init() { }
        }

        public enum CorePalette {
            public static let slate50 = Color(red: 248 / 255, green: 250 / 255, blue: 252 / 255)
            public static let slate900 = Color(red: 15 / 255, green: 23 / 255, blue: 42 / 255)
        }

        public enum Metrics {
            public static let gridUnit = CGFloat(4)
            public static let space1X = gridUnit
            public static let space2X = gridUnit * 2
            public static let space4X = gridUnit * 4
            public static let space6X = CGFloat(24)
            public static let textSizeTitle = CGFloat(26)
            public static let textSizeCaption = CGFloat(12)
        }
        """

    @Test func instanceTokenClassesAndScaleArithmeticAreTokens() throws {
        let css = """
            :root {
              --kit-surface-raised: #F8FAFC; --kit-ink-primary: #0F172A;
              --kit-space-1x: 4px; --kit-space-2x: 8px; --kit-space-4x: 16px; --kit-space-6x: 24px;
              --kit-text-size-title: 28px; --kit-text-size-caption: 12px;
            }
            .title { font-size: var(--kit-text-size-title); color: var(--kit-ink-primary); background: var(--kit-surface-raised); }
            .caption { font-size: var(--kit-text-size-caption); padding: var(--kit-space-4x) var(--kit-space-6x) var(--kit-space-1x) var(--kit-space-2x); }
            """
        let a = try Self.run(design: ["tokens.css": css], app: ["Tokens.swift": Self.layoutTokens])
        let titles = a.findings.map { "\($0.rule) \($0.severity): \($0.title)" }
        #expect(a.inventory.colors.contains { $0.qualifiedName == "SurfaceTokens.surfaceRaised" }, "\(a.inventory.colors.map(\.qualifiedName))")
        #expect(!a.inventory.models.contains { $0.name == "SurfaceTokens" })
        #expect(a.inventory.lengths.first { $0.qualifiedName == "Metrics.space4X" }?.value == 16)
        #expect(a.inventory.lengths.first { $0.qualifiedName == "Metrics.space1X" }?.value == 4)
        #expect(a.inventory.fonts.first { $0.qualifiedName == "Metrics.textSizeTitle" }?.sizeOnly == true)
        #expect(!a.findings.contains { ["color.missing", "spacing.off-scale", "typography.missing"].contains($0.rule) }, "\(titles)")
        // The one real difference: the title size, reported against the app's own token, not a text style.
        let type = a.findings.filter { $0.category == .typography }
        #expect(type.count == 1 && type.first?.rule == "typography.mismatch", "\(titles)")
        #expect(type.first?.title.contains("Metrics.textSizeTitle") == true, "\(titles)")
    }

    // MARK: - C11 bare color channels

    @Test func bareChannelCustomPropertiesAreColors() throws {
        let css = """
            :root { --surface: 0 0% 100%; --brand: 221 83% 53%; --glow: 37 99 235; --layers: 1 2 3; }
            .dark { --surface: 222 47% 11%; --brand: 213 94% 68%; }
            .btn { background: hsl(var(--brand)); box-shadow: 0 0 4px rgb(var(--glow) / 0.5); }
            """
        let html = "<html><body><button class=\"btn\">Go</button></body></html>"
        let a = try Self.run(design: ["styles.css": css, "index.html": html], app: ["App.swift": "import SwiftUI\n"])
        func exp(_ n: String) -> GapCheckModel.Expectation? { a.design.expectations.first { $0.name == n && $0.kind == .color } }
        func near(_ c: Color?, _ hex: String) -> Bool { c.map { $0.deltaE2000(to: Color(hex: hex)!) < 1.5 } ?? false }
        #expect(near(exp("--brand")?.light.color, "#2563EB"), "\(String(describing: exp("--brand")))")
        #expect(near(exp("--brand")?.dark?.color, "#60A5FA"))
        #expect(near(exp("--surface")?.light.color, "#FFFFFF"))
        #expect(near(exp("--surface")?.dark?.color, "#0F172A"))
        #expect(near(exp("--glow")?.light.color, "#2563EB"))
        #expect(exp("--layers") == nil)
    }

    // MARK: - Placeholders are sample text

    @Test func placeholderIsNotAFieldLabel() throws {
        let html = """
            <html><body data-screen="signup">
              <h1>Sign up</h1>
              <div class="group"><label class="caption">Full Name</label><input type="text" placeholder="Enter your full name"></div>
              <input type="search" placeholder="Search everything...">
              <input type="number" aria-label="Seats" placeholder="e.g., 4">
            </body></html>
            """
        let a = try Self.run(design: ["signup.html": html], app: ["App.swift": "import SwiftUI\n"])
        let fields = a.design.screens.flatMap(\.labels).filter { $0.kind == .formField }
        #expect(fields.map(\.text).sorted() == ["Full Name", "Seats"], "\(fields.map(\.text))")
        #expect(fields.first { $0.text == "Full Name" }?.sampleValue == "Enter your full name")
    }

    /// Labels of a sign-up form drive model fields as data: `Full Name` is `name`, a password is never model data,
    /// and a field with no model property (`Team`) is still reported.
    @Test func formLabelsAndModelFields() throws {
        let html = """
            <html><body data-screen="join">
              <h1>Join</h1>
              <div class="row"><label>Full Name</label><input type="text" value="Ada Byron" placeholder="Enter your full name"></div>
              <div class="row"><label>Password</label><input type="password" placeholder="Create a strong password"></div>
              <div class="row"><label>Team</label><input type="text" value="Core Platform"></div>
            </body></html>
            """
        let swift = """
            import SwiftUI

            struct Member { let name: String; let email: String }

            struct JoinView: View {
                @State private var name = ""
                @State private var secret = ""
                var body: some View {
                    Form {
                        TextField("Full Name", text: $name)
                        SecureField("Password", text: $secret)
                        Text("Team")
                    }
                    .navigationTitle("Join")
                }
            }
            """
        let a = try Self.run(design: ["join.html": html], app: ["JoinView.swift": swift])
        let missing = a.findings.filter { $0.rule == "model.field-missing" }.compactMap(\.expected?.name)
        #expect(missing == ["Team"], "\(a.findings.map { "\($0.rule): \($0.title)" })")
    }
}
