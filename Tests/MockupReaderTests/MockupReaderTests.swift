import Foundation
import GapCheckModel
import Testing

@testable import MockupReader

/// The realistic fixture under `Fixtures/design`: four pages (one with two `data-screen`s), shared CSS
/// linked from every page and importing the tokens, a dark media query and `[data-theme=dark]`, and a
/// DTCG token file.
@Suite struct MockupReaderFixtureTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/design").path
    static let spec: DesignSpec = {
        do { return try MockupReader.read(roots: [root]) } catch { return DesignSpec() }
    }()

    private func loc(_ file: String, _ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(file: Self.root + "/" + file, line: line, column: column)
    }

    private func expectation(_ name: String) -> Expectation? { Self.spec.expectations.first { $0.name == name } }
    private func screen(_ name: String) -> ScreenSpec? { Self.spec.screens.first { $0.name == name } }

    @Test func customPropertyColorsWithDarkVariantsAndLocations() throws {
        let success = try #require(expectation("--status-success"))
        #expect(success.kind == .color && success.source == .customProperty)
        #expect(success.light.color?.hex == "#34C759")
        #expect(success.dark?.color?.hex == "#30D158")
        #expect(success.location == loc("styles/tokens.css", 8, 3))
        // From the `[data-theme="dark"]` block.
        #expect(success.darkLocation == loc("styles/tokens.css", 51, 3))
        #expect(success.screens == ["settings"])

        let text = try #require(expectation("--text-primary"))
        #expect(text.role == .text)
        #expect(text.dark?.color?.hex == "#FFFFFF")
        // From `@media (prefers-color-scheme: dark)`.
        #expect(text.darkLocation == loc("styles/tokens.css", 44, 5))

        #expect(expectation("--text-secondary")?.light.color?.hex == "#3C3C4399")
        #expect(expectation("--status-error")?.light.color?.hex == "#FF3B30")
        #expect(expectation("--status-error")?.usageCount == 0)
    }

    @Test func literalUsesCountForTheCustomPropertyOfTheSameColor() throws {
        let primary = try #require(expectation("--brand-primary"))
        // `var(--brand-primary)` in `.btn` plus the literal `#007AFF` of `.stat-value`.
        #expect(primary.usageCount == 2)
        #expect(primary.screens == ["dashboard", "setup", "welcome"])
        #expect(expectation(".stat-value color") == nil)
    }

    @Test func lengthsRadiiSizesAndShadows() throws {
        #expect(expectation("--space-lg")?.light == .length(24))  // 1.5rem
        #expect(expectation("--space-lg")?.kind == .spacing)
        #expect(expectation("--radius-md")?.kind == .radius)
        #expect(expectation("--tap-min")?.kind == .size)
        #expect(expectation("--tap-min")?.light == .length(44))
        let shadow = try #require(expectation("--shadow-card")?.light.shadow)
        #expect(shadow.y == 1 && shadow.blur == 3 && shadow.color?.hex == "#0000001F")
        let toggle = try #require(expectation(".toggle width"))
        #expect(toggle.kind == .size && toggle.light == .length(51))
        #expect(toggle.location == loc("styles/components.css", 72, 3))
        #expect(expectation(".badge border-radius")?.light == .length(6))
        #expect(expectation(".btn padding-top")?.light == .length(12))
    }

    @Test func typographyFromCustomPropertyGroupsAndRules() throws {
        let title = try #require(expectation("--font-title-large"))
        #expect(title.kind == .typography)
        #expect(title.light.font == FontSpec(size: 22, weight: 600, lineHeight: 28))
        #expect(title.location == loc("styles/tokens.css", 30, 3))
        // Used through `.title-large` on the dashboard's card heading.
        #expect(title.screens == ["dashboard"])
        let screenTitle = try #require(expectation(".screen-title"))
        #expect(screenTitle.light.font == FontSpec(size: 34, weight: 700, lineHeight: 41))
        #expect(screenTitle.screens == ["dashboard", "devices", "settings"])
        // A rule in the page's own <style>: the location is in the HTML file, offset by the <style> position.
        let capsule = try #require(expectation(".capsule-name"))
        #expect(capsule.location == loc("dashboard.html", 9, 21))
        #expect(capsule.light.font?.size == 17 && capsule.light.font?.weight == 600)
    }

    @Test func ruleDerivedValuesGetDarkVariantsOfTheSameSelector() throws {
        let badge = try #require(expectation(".badge background"))
        #expect(badge.source == .cssRule && badge.role == .background)
        #expect(badge.light.color?.hex == "#E5F8EA")
        #expect(badge.dark?.color?.hex == "#1E3A26")
        #expect(badge.location == loc("styles/components.css", 54, 3))
        #expect(badge.darkLocation == loc("styles/components.css", 79, 3))
    }

    @Test func styleAttributesPointAtTheAttributeValue() throws {
        let inline = try #require(expectation("span.badge[style] color"))
        #expect(inline.light.color?.hex == "#1D7A34")
        #expect(inline.location == loc("dashboard.html", 35, 32))
        #expect(inline.screens == ["dashboard"])
    }

    @Test func tokenFileExpectations() throws {
        let success = try #require(expectation("color.status.success"))
        #expect(success.source == .tokenFile)
        #expect(success.light.color?.hex == "#34C759")
        #expect(success.dark?.color?.hex == "#30D158")
        #expect(success.location == loc("tokens/design-tokens.json", 9, 7))
        #expect(success.notes.contains("alias of {color.base.green}"))
        #expect(expectation("color.status.warning")?.light.color?.hex == "#FF9500")
        #expect(expectation("spacing.lg")?.light == .length(24))
        #expect(expectation("typography.title-large")?.light.font == FontSpec(family: "SF Pro Display", size: 22, weight: 600, lineHeight: 27.5))
    }

    @Test func screensAndTitles() {
        #expect(Self.spec.screens.map(\.name) == ["dashboard", "devices", "welcome", "setup", "settings"])
        #expect(screen("dashboard")?.title == "Dashboard")
        #expect(screen("dashboard")?.location == loc("dashboard.html", 2, 1))
        #expect(screen("welcome")?.title == "Welcome to Relay")
        #expect(screen("setup")?.location == loc("onboarding.html", 13, 3))
    }

    @Test func sectionsFromHeadingsClassesAriaAndLegends() {
        let dashboard = screen("dashboard")?.sections.map(\.title)
        #expect(dashboard == ["Cloudflare Tunnel", "System Status", "Capsules"])
        #expect(screen("dashboard")?.sections.first { $0.title == "System Status" }?.location == loc("dashboard.html", 25, 3))
        #expect(screen("settings")?.sections.map(\.title) == ["Connection", "App Settings", "API", "About"])
        #expect(screen("settings")?.sections.last?.level == 2)
        #expect(screen("devices")?.sections.map(\.title) == ["Tailscale Devices"])
        #expect(screen("setup")?.sections.map(\.title) == ["Mac Device"])
    }

    @Test func dataLabelsWithValuesSectionsAndLocations() throws {
        let labels = try #require(screen("dashboard")?.labels)
        let ip = try #require(labels.first { $0.text == "Tunnel IP" })
        #expect(ip.kind == .labelValue && ip.sampleValue == "100.66.202.6" && ip.section == "Cloudflare Tunnel")
        #expect(ip.location == loc("dashboard.html", 21, 22))
        let stats = labels.filter { $0.kind == .stat }
        #expect(stats.map(\.text) == ["Total Capsules", "Active", "Testing", "API Latency"])
        #expect(stats.map { $0.sampleValue ?? "" } == ["24", "7", "18", "32ms"])
        #expect(stats.allSatisfy { $0.section == "System Status" })
        #expect(labels.contains { $0.kind == .action && $0.text == "Open" && $0.section == "Capsules" })

        let settings = try #require(screen("settings")?.labels)
        #expect(settings.first { $0.text == "Server" }?.sampleValue == "relay.example.com")
        let toggles = settings.filter { $0.kind == .toggle }
        #expect(toggles.map(\.text) == ["Notifications", "Analytics", "Use Cellular Data"])
        #expect(toggles.map { $0.sampleValue ?? "" } == ["on", "off", "on"])
        #expect(toggles.allSatisfy { $0.section == "App Settings" })
        let key = try #require(settings.first { $0.text == "API Key" })
        #expect(key.kind == .formField && key.sampleValue == "sk-..." && key.section == "API")
        #expect(settings.first { $0.text == "Region" }?.sampleValue == "EU West")
        #expect(settings.first { $0.text == "Version" }?.sampleValue == "2.4.1")
        #expect(settings.first { $0.text == "Version" }?.section == "About")

        let headers = (screen("devices")?.labels ?? []).filter { $0.kind == .tableHeader }
        #expect(headers.map(\.text) == ["Name", "IP Address", "Status"])
        #expect(headers.first?.location == loc("devices.html", 12, 13))
        // `<input placeholder="Device name">` has no label: the placeholder is sample text, not a label to look for.
        #expect(screen("setup")?.labels.contains { $0.kind == .formField } == false)
    }

    @Test func colorPairsInBothSchemes() throws {
        let pairs = Self.spec.colorPairs.filter { $0.screen == "dashboard" && $0.selector == ".label" }
        let light = try #require(pairs.first { $0.scheme == "light" })
        // rgba(60, 60, 67, 0.6) over the white card.
        #expect(light.foreground.hex == "#8A8A8E")
        #expect(light.background.hex == "#FFFFFF")
        #expect(light.foregroundName == "--text-secondary" && light.backgroundName == "--surface-card")
        #expect(light.fontSize == 15 && light.fontWeight == 400)
        #expect(light.location == loc("dashboard.html", 20, 22))
        let dark = try #require(pairs.first { $0.scheme == "dark" })
        #expect(dark.background.hex == "#1C1C1E")

        let stat = try #require(Self.spec.colorPairs.first { $0.selector == ".stat-value" && $0.scheme == "light" })
        #expect(stat.foreground.hex == "#007AFF" && stat.background.hex == "#F2F2F7" && stat.fontSize == 28 && stat.fontWeight == 700)
        // Inherited text color: named after the element, not the body rule.
        #expect(Self.spec.colorPairs.contains { $0.selector == "h1.screen-title" && $0.screen == "settings" })
        // Buttons have no dark override: no dark pair duplicating the light one.
        #expect(!Self.spec.colorPairs.contains { $0.selector == ".btn" && $0.scheme == "dark" })
    }

    @Test func tapTargets() {
        let targets = Self.spec.tapTargets
        let button = targets.first { $0.selector == "button.btn" }
        #expect(button?.height == 44)
        #expect(button?.width == nil)
        #expect(button?.screen == "dashboard")
        let icon = targets.first { $0.selector == "button.icon-button" }
        #expect(icon?.width == 32)
        #expect(icon?.height == 32)
        #expect(icon?.location == loc("devices.html", 18, 5))
        let toggle = targets.first { $0.selector == "div.toggle" }
        #expect(toggle?.width == 51)
        #expect(toggle?.height == 31)
    }

    @Test func darkVariantFilesAndDiagnostics() {
        #expect(Self.spec.hasDarkVariant)
        #expect(Self.spec.darkVariantLocation == loc("styles/components.css", 79, 3))
        #expect(
            Self.spec.files.map { String($0.dropFirst(Self.root.count + 1)) } == [
                "dashboard.html", "devices.html", "onboarding.html", "settings.html", "styles/components.css", "styles/tokens.css",
                "tokens/design-tokens.json"
            ])
        #expect(
            Self.spec.diagnostics.map(\.description) == [
                "\(Self.root)/settings.html:6:3: warning: stylesheet https://fonts.googleapis.com/css2?family=Inter is a URL; not fetched"
            ])
    }

    @Test func outputIsDeterministic() throws {
        let again = try MockupReader.read(roots: [Self.root])
        #expect(again == Self.spec)
    }
}
