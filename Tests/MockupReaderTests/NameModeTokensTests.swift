import GapCheckModel
import Testing

@testable import MockupReader

/// The name rules of `NameModeTokens` alone: which names carry an appearance or a theme, and which do not.
@Suite struct NameModeTokensTests {
    /// A table of global light definitions with the given names, in order.
    static func table(_ names: [String]) -> NameModeTokens {
        var light: [String: VariableTable.Definition] = [:]
        for (i, n) in names.enumerated() {
            light[n] = VariableTable.Definition(
                name: n, value: [], location: SourceLocation(file: "t.css", line: i + 1, column: 1), selectorText: ":root", dark: false,
                global: true, rule: 0)
        }
        return NameModeTokens(light: light)
    }

    /// Shades are not appearances: `--primary` with `--primary-light`/`--primary-dark`, and hue names
    /// (`--light-blue`/`--dark-blue`) stay separate tokens; one pair alone is no family.
    @Test func shadesOfAColorAreNotAppearances() {
        let shades = Self.table(["--primary", "--primary-light", "--primary-dark", "--accent", "--accent-light", "--accent-dark"])
        #expect(shades.darkPartner.isEmpty)
        #expect(shades.hidden.isEmpty)
        let hues = Self.table(["--light-blue", "--dark-blue", "--light-gray", "--dark-gray", "--gray-light-100", "--gray-dark-100"])
        #expect(hues.darkPartner.isEmpty)
        let one = Self.table(["--surface-light", "--surface-dark"])
        #expect(one.darkPartner.isEmpty)
        let two = Self.table(["--surface-light", "--surface-dark", "--text-day", "--text-night"])
        #expect(two.darkPartner == ["--surface-light": "--surface-dark", "--text-day": "--text-night"])
        #expect(two.hidden == ["--surface-dark", "--text-night"])
    }

    /// Role families under `theme` (`--theme-primary-hover` beside `--theme-secondary-hover`) are tokens, not themes.
    @Test func roleFamiliesUnderThemeAreNotThemes() {
        let names = ["primary", "secondary", "danger"].flatMap { role in ["rest", "hover", "pressed", "disabled"].map { "--theme-\(role)-\($0)" } }
        let t = Self.table(names)
        #expect(t.hidden.isEmpty)
        #expect(t.diagnostic == nil)
    }

    /// Themes sharing the leaves: all but the first (or the one named `default`) are hidden, said once.
    @Test func themesShareLeaves() {
        let names = ["coast", "default", "meadow"].flatMap { theme in ["page", "ink", "rule", "mark"].map { "--theme-\(theme)-\($0)" } }
        let t = Self.table(names)
        #expect(t.hidden == Set(["coast", "meadow"].flatMap { theme in ["page", "ink", "rule", "mark"].map { "--theme-\(theme)-\($0)" } }))
        #expect(t.diagnostic?.message.contains("compared the default theme") == true)
        // Two leaves in common are not enough to call them themes.
        let few = Self.table(["--theme-coast-page", "--theme-coast-ink", "--theme-meadow-page", "--theme-meadow-ink"])
        #expect(few.hidden.isEmpty)
        // With the appearance in the names too, two shared leaves are enough.
        let modes = Self.table(
            ["coast", "meadow"].flatMap { theme in
                ["light", "dark"].flatMap { mode in ["page", "ink"].map { "--theme-\(theme)-\(mode)-\($0)" } }
            })
        #expect(modes.hidden.count == 6, "\(modes.hidden.sorted())")
        #expect(modes.tokenName["--theme-coast-light-page"] == "--theme-page")
        // A leaf only the default theme has (`destructive-primary`) stays the default theme's, not a theme of its own.
        let extra = Self.table(names + ["--theme-default-destructive-primary", "--theme-coast-banner-primary", "--theme-default-banner-primary"])
        #expect(extra.diagnostic?.message.contains("define 3 themes") == true, "\(extra.diagnostic?.message ?? "")")
        #expect(extra.tokenName["--theme-default-destructive-primary"] == "--theme-destructive-primary")
        #expect(!extra.hidden.contains("--theme-default-destructive-primary"))
    }
}
