import DesignTokenJSON
import GapCheckModel
import Testing

/// Tokens Studio exports read as token sets: aliases without the set name, themes choosing the light,
/// dark and platform sets, later sets overriding earlier ones, and percent letter spacing.
@Suite struct TokenSetExportTests {
    private func parse(_ json: String, path: String = "studio.json") -> ([DesignToken], [Diagnostic]) {
        var diags: [Diagnostic] = []
        let tokens = DesignTokenFile.parse(Array(json.utf8), path: path, diagnostics: &diags)
        return (tokens, diags)
    }

    private func token(_ tokens: [DesignToken], _ name: String) -> DesignToken? { tokens.first { $0.name == name } }

    /// A single-file export: three sets, themes in a scheme group and a platform group, an order.
    static let singleFile = """
        {
          "primitives": {
            "hue": {
              "jade": { "300": { "value": "#3FB28A", "type": "color" }, "700": { "value": "#14563F", "type": "color" } },
              "sand": { "50": { "value": "#FBF7EF", "type": "color" }, "900": { "value": "#2A2418", "type": "color" } }
            },
            "corner": { "tile": { "value": "6", "type": "borderRadius" } },
            "type": {
              "face": { "value": "Nunito", "type": "fontFamilies" },
              "size-m": { "value": "20", "type": "fontSizes" },
              "heavy": { "value": "Bold", "type": "fontWeights" },
              "tight": { "value": "-2%", "type": "letterSpacing" }
            },
            "heading": {
              "value": { "fontFamily": "{type.face}", "fontSize": "{type.size-m}", "fontWeight": "{type.heavy}", "letterSpacing": "{type.tight}" },
              "type": "typography"
            }
          },
          "semantic-light": {
            "ink": { "strong": { "value": "{hue.sand.900}", "type": "color" } },
            "accent": { "value": "{hue.jade.700}", "type": "color" }
          },
          "semantic-dark": {
            "ink": { "strong": { "value": "{hue.sand.50}", "type": "color" } },
            "accent": { "value": "{hue.jade.300}", "type": "color" }
          },
          "handset-apple": { "corner": { "tile": { "value": "10", "type": "borderRadius" } } },
          "handset-android": { "corner": { "tile": { "value": "4", "type": "borderRadius" } } },
          "$themes": [
            { "id": "c", "name": "Light", "group": "Scheme", "selectedTokenSets": { "primitives": "enabled", "semantic-light": "enabled" } },
            { "id": "d", "name": "Dark", "group": "Scheme", "selectedTokenSets": { "primitives": "enabled", "semantic-dark": "enabled" } },
            { "id": "e", "name": "Android", "group": "Device", "selectedTokenSets": { "handset-android": "enabled" } },
            { "id": "f", "name": "iOS", "group": "Device", "selectedTokenSets": { "handset-apple": "enabled" } }
          ],
          "$metadata": { "tokenSetOrder": ["primitives", "handset-android", "handset-apple", "semantic-light", "semantic-dark"] }
        }
        """

    @Test func aliasesWithoutTheSetNameResolveAcrossTheEnabledSets() throws {
        let (tokens, diags) = parse(Self.singleFile)
        #expect(
            diags.map(\.message) == [
                #"1 theme for another platform than the app's left out (Device Android), and with it the token set handset-android; compared: "Device iOS", "Scheme Light", "Scheme Dark""#
            ])
        // Named without the set, light from the light theme, dark from the dark theme.
        let ink = try #require(token(tokens, "ink.strong"))
        #expect(ink.value == .color(Color(hex: "#2A2418")!))
        #expect(ink.darkValue == .color(Color(hex: "#FBF7EF")!))
        #expect(ink.location.line == 20 && ink.darkLocation?.line == 24)
        #expect(token(tokens, "accent")?.darkValue == .color(Color(hex: "#3FB28A")!))
        // A palette token both themes share has no separate dark value.
        let jade = try #require(token(tokens, "hue.jade.300"))
        #expect(jade.darkValue == nil && jade.location.line == 4)
        #expect(!tokens.contains { $0.path.first == "semantic-light" || $0.path.first == "primitives" })
    }

    /// Aliases that name the set they point into (`{primitives.hue.jade.700}`), as some exports write them, and a set
    /// named with a slash (`brand/night`) written with dots.
    @Test func aliasesQualifiedWithTheirSetNameResolve() throws {
        let json = Self.singleFile
            .replacingOccurrences(of: "\"{hue.sand.900}\"", with: "\"{primitives.hue.sand.900}\"")
            .replacingOccurrences(of: "\"{hue.jade.300}\"", with: "\"{primitives.hue.jade.300}\"")
        let (tokens, diags) = parse(json)
        #expect(!diags.contains { $0.message.contains("resolve") }, "\(diags.map(\.message))")
        #expect(token(tokens, "ink.strong")?.value == .color(Color(hex: "#2A2418")!))
        #expect(token(tokens, "accent")?.darkValue == .color(Color(hex: "#3FB28A")!))
    }

    @Test func theAppleThemeIsChosenAndALaterSetOverrides() throws {
        let (tokens, _) = parse(Self.singleFile)
        // `handset-apple` comes after `primitives` in tokenSetOrder: its 10 wins; Android's 4 is never read.
        let tile = tokens.filter { $0.name == "corner.tile" }
        #expect(tile.count == 1)
        #expect(tile.first?.value == .length(10))
        #expect(tile.first?.location.line == 27)
    }

    @Test func typographyCompositesOfAliasesAndPercentLetterSpacing() throws {
        let (tokens, _) = parse(Self.singleFile)
        let heading = try #require(token(tokens, "heading")?.value?.font)
        #expect(heading.family == "Nunito" && heading.size == 20 && heading.weight == 700)
        #expect(abs((heading.letterSpacing ?? 0) - -0.4) < 1e-9)
        // On its own, a percent has no size to be taken of: it stays relative (never of a 16pt root) until a style's
        // size meets it.
        let tight = try #require(token(tokens, "type.tight")?.value?.font)
        #expect(tight.letterSpacing == nil && tight.relativeLetterSpacing == -0.02)
    }

    @Test func aSourceSetResolvesAliasesButGivesNoTokens() throws {
        let json = """
            {
              "scale": { "blue": { "value": "#1F5FD6", "type": "color" } },
              "roles": { "link": { "value": "{blue}", "type": "color" } },
              "$themes": [{ "name": "Default", "selectedTokenSets": { "scale": "source", "roles": "enabled" } }]
            }
            """
        let (tokens, diags) = parse(json)
        #expect(diags.isEmpty, "\(diags)")
        #expect(tokens.map(\.name) == ["link"])
        #expect(token(tokens, "link")?.value == .color(Color(hex: "#1F5FD6")!))
    }

    @Test func setsAreRecognisedByTheirAliasesWhenTheFileDoesNotDeclareThem() throws {
        let json = """
            {
              "base": { "tone": { "ocean": { "value": "#0B6E99", "type": "color" }, "foam": { "value": "#D9F2FB", "type": "color" } } },
              "light": { "surface": { "raised": { "value": "{tone.foam}", "type": "color" } } },
              "dark": { "surface": { "raised": { "value": "{tone.ocean}", "type": "color" } } }
            }
            """
        let (tokens, diags) = parse(json)
        #expect(diags.isEmpty, "\(diags)")
        let raised = try #require(token(tokens, "surface.raised"))
        #expect(raised.value == .color(Color(hex: "#D9F2FB")!))
        #expect(raised.darkValue == .color(Color(hex: "#0B6E99")!))
    }

    @Test func anOrdinaryFileWithTopLevelGroupsIsNoSetExport() throws {
        let json = """
            {
              "base": { "ocean": { "value": "#0B6E99", "type": "color" } },
              "roles": { "link": { "value": "{base.ocean}", "type": "color" } }
            }
            """
        let (tokens, diags) = parse(json)
        #expect(diags.isEmpty)
        #expect(token(tokens, "roles.link")?.value == .color(Color(hex: "#0B6E99")!))
    }

    @Test func repeatedProblemsAreOneWarningPerKindWithACount() throws {
        let entries = (1...40).map { "\"gap\($0)\": { \"value\": \"{nowhere.\($0)}\", \"type\": \"color\" }" }
        let odd = (1...12).map { "\"w\($0)\": { \"value\": \"1vw\", \"type\": \"spacing\" }" }
        let json = "{\n" + (entries + odd).joined(separator: ",\n") + "\n}"
        let (_, diags) = parse(json)
        #expect(diags.count == 2, "\(diags)")
        #expect(diags.contains { $0.message.hasPrefix("40 tokens have aliases that do not resolve: gap1 ({nowhere.1})") && $0.location.line == 2 })
        #expect(diags.contains { $0.message.hasPrefix("12 tokens: spacing value not understood: w1,") && $0.location.line == 42 })
    }

    @Test func themesWithoutGroupsAreSortedByWhatTheirNamesSay() throws {
        // Ungrouped themes: a base ("Shared"), platforms and appearances, high contrast left out.
        let json = """
            {
              "shared": { "step": { "value": "{grid.unit}", "type": "spacing" }, "grid": { "unit": { "value": "4", "type": "spacing" } } },
              "web": { "grid": { "unit": { "value": "5", "type": "spacing" } } },
              "ios": { "grid": { "unit": { "value": "8", "type": "spacing" } } },
              "day": { "canvas": { "value": "#FFFFFF", "type": "color" } },
              "night": { "canvas": { "value": "#101010", "type": "color" } },
              "night-contrast": { "canvas": { "value": "#000000", "type": "color" } },
              "$themes": [
                { "name": "Shared", "selectedTokenSets": { "shared": "enabled" } },
                { "name": "Web", "selectedTokenSets": { "web": "enabled" } },
                { "name": "iOS", "selectedTokenSets": { "ios": "enabled" } },
                { "name": "Light", "selectedTokenSets": { "day": "enabled" } },
                { "name": "Dark", "selectedTokenSets": { "night": "enabled" } },
                { "name": "Dark high contrast", "selectedTokenSets": { "night-contrast": "enabled" } }
              ],
              "$metadata": { "tokenSetOrder": ["shared", "web", "ios", "day", "night", "night-contrast"] }
            }
            """
        let (tokens, diags) = parse(json)
        #expect(token(tokens, "step")?.value == .length(8))
        #expect(token(tokens, "canvas")?.value == .color(Color(hex: "#FFFFFF")!))
        #expect(token(tokens, "canvas")?.darkValue == .color(Color(hex: "#101010")!))
        #expect(diags.count == 2, "\(diags)")
        #expect(
            diags.contains { $0.message.hasPrefix("1 theme for another platform than the app's left out (Web), and with it the token set web;") }, "\(diags)")
        #expect(diags.contains { $0.message.contains("1 token set left out (night-contrast)") }, "\(diags)")
    }
}
