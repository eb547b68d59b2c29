import DesignTokenJSON
import GapCheckModel
import Testing

@Suite struct DesignTokenFileTests {
    private func parse(_ json: String, path: String = "tokens.json") -> ([DesignToken], [Diagnostic]) {
        var diags: [Diagnostic] = []
        let tokens = DesignTokenFile.parse(Array(json.utf8), path: path, diagnostics: &diags)
        return (tokens, diags)
    }

    private func token(_ tokens: [DesignToken], _ name: String) -> DesignToken? { tokens.first { $0.name == name } }

    @Test func dtcgAliasesInheritedTypesAndExactKeyLocations() throws {
        let json = """
            {
              "color": {
                "$type": "color",
                "base": { "green": { "$value": "#34C759" } },
                "status": {
                  "success": { "$value": "{color.base.green}", "$description": "Positive" }
                }
              }
            }
            """
        let (tokens, diags) = parse(json)
        #expect(diags.isEmpty)
        let success = try #require(token(tokens, "color.status.success"))
        #expect(success.type == "color")
        #expect(success.value == .color(Color(hex: "#34C759")!))
        #expect(success.description == "Positive")
        #expect(success.aliases == ["{color.base.green}"])
        #expect(success.location == SourceLocation(file: "tokens.json", line: 6, column: 7))
        #expect(success.kind == .color)
        let green = try #require(token(tokens, "color.base.green"))
        #expect(green.location == SourceLocation(file: "tokens.json", line: 4, column: 15))
    }

    @Test func colorObjectsDimensionsTypographyAndShadows() throws {
        let json = """
            {
              "orange": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 0.5843, 0], "alpha": 0.5 } },
              "p3": { "$type": "color", "$value": { "colorSpace": "display-p3", "components": [1, 0, 0], "hex": "#FF0000" } },
              "space": { "$type": "dimension", "md": { "$value": "16px" }, "lg": { "$value": { "value": 1.5, "unit": "rem" } } },
              "radius": { "card": { "$type": "dimension", "$value": "12px" } },
              "title": { "$type": "typography", "$value": { "fontFamily": ["SF Pro", "sans-serif"], "fontSize": "22px", "fontWeight": "semi-bold", "lineHeight": 1.25 } },
              "elevation": { "$type": "shadow", "$value": { "color": "#0000001F", "offsetX": "0px", "offsetY": "1px", "blur": "3px", "spread": "0px" } }
            }
            """
        let (tokens, diags) = parse(json)
        #expect(diags.isEmpty)
        #expect(token(tokens, "orange")?.value?.color?.hex == "#FF950080")
        // display-p3 red is outside sRGB: the converted red channel exceeds 1.
        #expect(token(tokens, "p3")?.value?.color?.isOutOfGamut == true)
        #expect(token(tokens, "space.md")?.value == .length(16))
        #expect(token(tokens, "space.lg")?.value == .length(24))
        #expect(token(tokens, "space.md")?.kind == .spacing)
        #expect(token(tokens, "radius.card")?.kind == .radius)
        let title = try #require(token(tokens, "title")?.value?.font)
        #expect(title == FontSpec(family: "SF Pro", size: 22, weight: 600, lineHeight: 27.5))
        let shadow = try #require(token(tokens, "elevation")?.value?.shadow)
        #expect(shadow.y == 1 && shadow.blur == 3 && shadow.color?.hex == "#0000001F")
    }

    @Test func darkModesFromExtensionsAndDarkGroups() throws {
        let json = """
            {
              "bg": { "$type": "color", "$value": "#FFFFFF", "$extensions": { "com.figma": { "modes": { "Dark": "#000000" } } } },
              "text": { "$type": "color", "$value": "#111111", "$extensions": { "mode": { "dark": "{palette.white}" } } },
              "palette": { "white": { "$type": "color", "$value": "#FAFAFA" } },
              "theme": {
                "light": { "surface": { "$type": "color", "$value": "#F2F2F7" } },
                "dark": { "surface": { "$type": "color", "$value": "#1C1C1E" } }
              }
            }
            """
        let (tokens, diags) = parse(json)
        #expect(diags.isEmpty)
        let bg = try #require(token(tokens, "bg"))
        #expect(bg.darkValue == .color(Color(hex: "#000000")!))
        #expect(bg.darkLocation == SourceLocation(file: "tokens.json", line: 2, column: 93))
        #expect(token(tokens, "text")?.darkValue == .color(Color(hex: "#FAFAFA")!))
        // The light/dark groups pair into one token named without the theme group.
        let surface = try #require(token(tokens, "theme.surface"))
        #expect(surface.value == .color(Color(hex: "#F2F2F7")!))
        #expect(surface.darkValue == .color(Color(hex: "#1C1C1E")!))
        #expect(surface.darkLocation?.line == 7)
        #expect(token(tokens, "theme.dark.surface") == nil)
    }

    @Test func styleDictionaryAndTokensStudioFormats() throws {
        let json = """
            {
              "global": {
                "primary": { "value": "#007AFF", "type": "color" },
                "accent": { "value": "{global.primary}", "type": "color" },
                "spacing-sm": { "value": "8", "type": "spacing" },
                "heading": { "value": { "fontFamily": "Inter", "fontWeight": "Bold", "fontSize": "28", "lineHeight": "120%" }, "type": "typography" },
                "card": { "value": { "x": "0", "y": "2", "blur": "8", "spread": "0", "color": "rgba(0,0,0,0.1)", "type": "dropShadow" }, "type": "boxShadow" }
              }
            }
            """
        let (tokens, diags) = parse(json)
        #expect(diags.isEmpty)
        #expect(token(tokens, "global.accent")?.value == .color(Color(hex: "#007AFF")!))
        #expect(token(tokens, "global.spacing-sm")?.value == .length(8))
        #expect(token(tokens, "global.heading")?.value?.font == FontSpec(family: "Inter", size: 28, weight: 700, lineHeight: 33.6))
        #expect(token(tokens, "global.card")?.value?.shadow?.blur == 8)
        #expect(token(tokens, "global.card")?.value?.shadow?.color?.alpha == 0.1)
    }

    /// DTCG's `number` is unitless: a layer order, an opacity or a ratio is no length, while a Figma variable export's
    /// numbers under a spacing or radius path are, and Tokens Studio's `spacing` numbers stay lengths.
    @Test func unitlessNumbersAreLengthsOnlyWhereThePathNamesOne() throws {
        let json = """
            {
              "layer": { "$type": "number", "overlay": { "$value": 900 }, "popover": { "$value": 1200 } },
              "opacity": { "disabled": { "$type": "number", "$value": 0.4 } },
              "aspect-ratio": { "$type": "number", "wide": { "$value": 1.78 } },
              "Gap Large": { "$type": "number", "$value": 24 },
              "corner": { "$type": "number", "card": { "$value": 14 } },
              "stack": { "unit": { "value": "6", "type": "spacing" } }
            }
            """
        let (tokens, _) = parse(json)
        for name in ["layer.overlay", "layer.popover", "opacity.disabled", "aspect-ratio.wide"] {
            #expect(token(tokens, name)?.kind == nil, "\(name)")
        }
        #expect(token(tokens, "Gap Large")?.kind == .spacing)
        #expect(token(tokens, "Gap Large")?.value == .length(24))
        #expect(token(tokens, "corner.card")?.kind == .radius)
        #expect(token(tokens, "stack.unit")?.kind == .spacing)
        #expect(token(tokens, "stack.unit")?.value == .length(6))
    }

    @Test func aliasCyclesAndMissingAliasesAreDiagnosed() {
        let json = """
            {
              "a": { "$type": "color", "$value": "{b}" },
              "b": { "$type": "color", "$value": "{a}" },
              "c": { "$type": "color", "$value": "{nowhere.at.all}" }
            }
            """
        let (tokens, diags) = parse(json)
        #expect(tokens.count == 3)
        #expect(tokens.allSatisfy { $0.value == nil })
        #expect(diags.contains { $0.message.contains("alias cycle") && $0.location.line == 2 })
        #expect(diags.contains { $0.message.contains("{nowhere.at.all} does not resolve") && $0.location.line == 4 })
    }

    @Test func badJSONIsADiagnosticWithALine() {
        let (tokens, diags) = parse("{\n  \"a\": { \"$value\": \"#fff\" },\n  \"b\": { \"$value\": @ }\n}")
        #expect(tokens.isEmpty)
        #expect(diags.count == 1)
        #expect(diags.first?.location.line == 3)
        #expect(diags.first?.message.hasPrefix("not valid JSON") == true)
    }

    @Test func garbageAndDeepNestingDoNotCrash() {
        let deep = String(repeating: "{\"a\":", count: 50_000) + "1" + String(repeating: "}", count: 50_000)
        _ = parse(deep)
        _ = parse(String(repeating: "[", count: 50_000))
        _ = parse("\u{0}\u{1}garbage")
        let locator = JSONKeyLocator(Array(deep.utf8))
        #expect(locator.position(of: ["a"])?.line == 1)
    }

    @Test func darkFileNamesPairWithTheirLightTwin() {
        #expect(DesignTokenFile.isDarkFileName("tokens.dark.json"))
        #expect(DesignTokenFile.isDarkFileName("colors-dark.json"))
        #expect(!DesignTokenFile.isDarkFileName("tokens.json"))
        #expect(DesignTokenFile.themeStem("tokens.dark.json") == DesignTokenFile.themeStem("tokens.light.json"))
        let light = [DesignToken(path: ["bg"], type: "color", value: .color(Color(hex: "#FFFFFF")!), location: SourceLocation(file: "t.json", line: 2))]
        let dark = [DesignToken(path: ["bg"], type: "color", value: .color(Color(hex: "#000000")!), location: SourceLocation(file: "t.dark.json", line: 3))]
        let (merged, unmatched) = DesignTokenFile.applyDarkSet(dark, to: light)
        #expect(unmatched.isEmpty)
        #expect(merged.first?.darkValue == .color(Color(hex: "#000000")!))
        #expect(merged.first?.darkLocation == SourceLocation(file: "t.dark.json", line: 3))
    }
}
