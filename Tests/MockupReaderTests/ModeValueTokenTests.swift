import DesignTokenJSON
import Foundation
import GapCheckModel
import Testing

/// Design variables exported keyed by mode name (Figma's variables, as plugins and hand-written exports give them) are
/// tokens: each key path a token, each mode an appearance or a variant. A localisation keyed by language, a configuration
/// keyed by environment or a package manifest is still no token file.
@Suite("Mode-keyed variable JSON")
struct ModeValueTokenTests {
    private func parse(_ json: String, path: String = "variables.json") -> ([DesignToken], [Diagnostic]) {
        var diags: [Diagnostic] = []
        let tokens = DesignTokenFile.parse(Array(json.utf8), path: path, diagnostics: &diags)
        return (tokens, diags)
    }

    private func token(_ tokens: [DesignToken], _ name: String) -> DesignToken? { tokens.first { $0.name == name } }

    /// Two collections in nested groups: primitives with one mode named `Value`, a theme with `Light mode`/`Dark mode`
    /// whose values alias the primitives by their full name and by the variable's name alone.
    static let themed = """
        {
          "Primitives": {
            "teal": { "700": { "Value": "#0F766E" }, "200": { "Value": "#99F6E4" }, "050": { "Value": "#F0FDFA" } },
            "ink": { "900": { "Value": "rgb(17, 24, 39)" } },
            "gap": { "3": { "Value": 12 } },
            "corner": { "card": { "Value": "14px" } }
          },
          "Thema": {
            "Fläche": {
              "akzent": { "Light mode": "{Primitives.teal.700}", "Dark mode": "{teal.200}" },
              "grund": { "Light mode": "#FFFFFF", "Dark mode": "{Primitives.ink.900}" }
            },
            "abstand": { "innen": { "Light mode": "{Primitives.gap.3}", "Dark mode": "{Primitives.gap.3}" } }
          }
        }
        """

    @Test func lightAndDarkModesAreTheTwoAppearancesAndAliasesResolve() throws {
        #expect(DesignTokenFile.shape(Array(Self.themed.utf8), path: "variables.json") == .modeValues)
        let (tokens, diags) = parse(Self.themed)
        #expect(diags.isEmpty, "\(diags)")
        let akzent = try #require(token(tokens, "Thema.Fläche.akzent"))
        #expect(akzent.value == .color(Color(hex: "#0F766E")!))
        #expect(akzent.darkValue == .color(Color(hex: "#99F6E4")!))
        #expect(akzent.location.line == 10)
        #expect(akzent.darkLocation?.line == 10)
        #expect(token(tokens, "Thema.Fläche.grund")?.darkValue == .color(Color(red: 17 / 255, green: 24 / 255, blue: 39 / 255)))
        #expect(token(tokens, "Thema.abstand.innen")?.value == .length(12))
        #expect(token(tokens, "Primitives.teal.700")?.darkValue == nil)
        // A palette step no light/dark color uses is marked as one; the steps the theme aliases are not.
        #expect(token(tokens, "Primitives.teal.050")?.paletteOf == "Thema")
        #expect(token(tokens, "Primitives.teal.700")?.paletteOf == nil)
        #expect(token(tokens, "Primitives.teal.200")?.paletteOf == nil)
        #expect(token(tokens, "Primitives.gap.3")?.paletteOf == nil)
        // Appearances are no variants.
        #expect(akzent.modes.isEmpty)
        #expect(token(tokens, "Primitives.corner.card")?.kind == .radius)
        #expect(token(tokens, "Primitives.gap.3")?.kind == .spacing)
    }

    @Test func variantModesCompareThePhonesAndSaySo() throws {
        let json = """
            { "Layout": { "gutter": { "Desktop": 32, "Tablet": 24, "Phone": 16 },
                          "titleFontSize": { "Desktop": 40, "Tablet": 34, "Phone": 28 } },
              "Density": { "rowHeight": { "Regular": 56, "Large": 64 }, "cellInset": { "Regular": 12, "Large": 16 } } }
            """
        let (tokens, diags) = parse(json, path: "figma-export.json")
        #expect(token(tokens, "Layout.gutter")?.value == .length(16))
        #expect(token(tokens, "Layout.gutter")?.darkValue == nil)
        // Every mode's value stays with the token (the compared one first), as a stylesheet's modes do.
        let gutter = try #require(token(tokens, "Layout.gutter"))
        #expect(gutter.modes.map(\.value) == [.length(16), .length(32), .length(24)])
        #expect(gutter.modes.map(\.words) == [["phone"], ["desktop"], ["tablet"]])
        #expect(gutter.modes[1].location.line == 1)
        #expect(token(tokens, "Layout.titleFontSize")?.value == .font(FontSpec(size: 28)))
        // No mode names the phone: the first as written.
        #expect(token(tokens, "Density.rowHeight")?.value == .length(56))
        #expect(diags.count == 2, "\(diags)")
        #expect(diags.contains { $0.message.contains("`Layout`") && $0.message.contains("its `Phone` values are compared") && !$0.message.contains("first") })
        #expect(diags.contains { $0.message.contains("`Density`") && $0.message.contains("its `Regular` values are compared (the first mode") })
    }

    @Test func aSingleDefaultModeIsTheOneAppearance() throws {
        let json = ##"{ "core": { "brand": { "coral": { "Mode 1": "#FF6F61" } }, "radius": { "pill": { "Mode 1": 999 } } } }"##
        #expect(DesignTokenFile.shape(Array(json.utf8), path: "export.json") == .modeValues)
        let (tokens, diags) = parse(json)
        #expect(diags.isEmpty, "\(diags)")
        #expect(token(tokens, "core.brand.coral")?.value == .color(Color(hex: "#FF6F61")!))
        #expect(token(tokens, "core.radius.pill")?.kind == .radius)
    }

    @Test func brandModesAreReadOnlyInAFileThatNamesItselfTokens() throws {
        let json = """
            { "brands": { "accent": { "Aurora": "#7C3AED", "Borealis": "#059669" }, "onAccent": { "Aurora": "#FFFFFF", "Borealis": "#000000" },
                          "corner": { "Aurora": 8, "Borealis": 4 } } }
            """
        #expect(DesignTokenFile.shape(Array(json.utf8), path: "brand-tokens.json") == .modeValues)
        let (tokens, diags) = parse(json, path: "brand-tokens.json")
        #expect(token(tokens, "brands.accent")?.value == .color(Color(hex: "#7C3AED")!))
        #expect(token(tokens, "brands.accent")?.modes.count == 2)
        #expect(diags.count == 1 && diags[0].message.contains("the first mode"), "\(diags)")
        #expect(DesignTokenFile.shape(Array(json.utf8), path: "brands.json") == .notTokens)
    }

    @Test func jsonKeyedByLanguageOrEnvironmentIsNoTokenFile() {
        let others = [
            ("strings.json", ##"{ "home": { "title": { "en": "Hi", "nb": "Hei" }, "cta": { "en": "Start", "nb": "Begynn" } } }"##),
            (
                "tokens.json",
                ##"{ "home": { "title": { "en": "Hi", "nb": "Hei" }, "cta": { "en": "Start", "nb": "Begynn" }, "bye": { "en": "Bye", "nb": "Ha det" } } }"##
            ),
            ("strings.json", ##"{ "en": { "title": "Hi" }, "nb": { "title": "Hei" } }"##),
            ("config.json", ##"{ "api": { "timeout": { "dev": 30, "prod": 60 }, "retries": { "dev": 1, "prod": 3 } } }"##),
            ("config.json", ##"{ "dev": { "url": "http://localhost", "port": 8080 }, "prod": { "url": "https://x.io", "port": 443 } }"##),
            ("package.json", ##"{ "name": "web", "version": "1.0.0", "scripts": { "build": "vite" }, "dependencies": { "react": "^18" } }"##),
            ("palette.json", ##"{ "team": { "home": { "light": "#ffffff", "dark": "#000000" } }, "count": 3 }"##)
        ]
        for (name, json) in others {
            #expect(DesignTokenFile.shape(Array(json.utf8), path: name) != .modeValues, "\(name): \(json)")
        }
        #expect(DesignTokenFile.shape(Array(others[3].1.utf8), path: "config.json") == .notTokens)
        #expect(DesignTokenFile.shape(Array(others[0].1.utf8), path: "strings.json") == .notTokens)
    }

    @Test func appearanceGroupsOfPlainValuesStayThemeGroups() throws {
        // `light`/`dark` groups of plain values are theme groups (`PlainValueTokens`), not variables whose modes are their keys.
        let json = ##"{ "color": { "light": { "primary": "#b3261e" }, "dark": { "primary": "#f2b8b5" } } }"##
        #expect(DesignTokenFile.shape(Array(json.utf8), path: "tokens.json") == .plainValues)
        let (tokens, _) = parse(json, path: "tokens.json")
        let primary = try #require(token(tokens, "color.primary"))
        #expect(primary.darkValue == .color(Color(hex: "#f2b8b5")!))
    }

    /// Figma's REST API response for a file's local variables: collections with their modes, variables by id with values per
    /// mode id, colors as 0–1 channels, an alias by variable id.
    static let restResponse = """
        { "status": 200, "error": false, "meta": {
            "variableCollections": {
              "VariableCollectionId:1:1": { "id": "VariableCollectionId:1:1", "name": "Base", "defaultModeId": "1:0",
                                             "modes": [ { "modeId": "1:0", "name": "Mode 1" } ] },
              "VariableCollectionId:2:1": { "id": "VariableCollectionId:2:1", "name": "Semantic", "defaultModeId": "2:0",
                                             "modes": [ { "modeId": "2:0", "name": "Light" }, { "modeId": "2:1", "name": "Dark" } ] } },
            "variables": {
              "VariableID:1:2": { "id": "VariableID:1:2", "name": "sun/400", "variableCollectionId": "VariableCollectionId:1:1",
                                  "resolvedType": "COLOR", "valuesByMode": { "1:0": { "r": 1, "g": 0.8, "b": 0, "a": 1 } } },
              "VariableID:1:3": { "id": "VariableID:1:3", "name": "space/lg", "variableCollectionId": "VariableCollectionId:1:1",
                                  "resolvedType": "FLOAT", "valuesByMode": { "1:0": 24 } },
              "VariableID:2:2": { "id": "VariableID:2:2", "name": "fill/highlight", "variableCollectionId": "VariableCollectionId:2:1",
                                  "resolvedType": "COLOR",
                                  "valuesByMode": { "2:0": { "type": "VARIABLE_ALIAS", "id": "VariableID:1:2" },
                                                    "2:1": { "r": 0.2, "g": 0.2, "b": 0.2, "a": 0.5 } } },
              "VariableID:2:3": { "id": "VariableID:2:3", "name": "isCompact", "variableCollectionId": "VariableCollectionId:2:1",
                                  "resolvedType": "BOOLEAN", "valuesByMode": { "2:0": true, "2:1": false } } } } }
        """

    @Test func figmaRESTResponseIsReadAsItsVariables() throws {
        #expect(DesignTokenFile.shape(Array(Self.restResponse.utf8), path: "local-variables.json") == .modeValues)
        let (tokens, diags) = parse(Self.restResponse, path: "local-variables.json")
        #expect(diags.isEmpty, "\(diags)")
        let highlight = try #require(token(tokens, "Semantic.fill.highlight"))
        #expect(highlight.value == .color(Color(red: 1, green: 0.8, blue: 0)))
        #expect(highlight.darkValue == .color(Color(red: 0.2, green: 0.2, blue: 0.2, alpha: 0.5)))
        #expect(highlight.aliases == ["{Base.sun.400}"])
        #expect(highlight.location.line == 12)
        #expect(highlight.darkLocation?.line == 15)
        #expect(token(tokens, "Base.space.lg")?.value == .length(24))
        #expect(token(tokens, "Semantic.isCompact") == nil)
    }

    /// Numbers of a text style's paragraphs and of an effect are read, but are no layout lengths: a paragraph spacing or
    /// indent (`paragraphSpacingCaption`, `Paragraph indent/Body`), and a shadow's numbers however the shadow is spelt
    /// (`dropshadowPositionSm`, `innerShadowY`, `boxshadowSpread`). A spacing that only mentions a paragraph after it
    /// (`spacingParagraph`) or a word that merely contains `shadow` elsewhere (`shadowless`) is still one.
    @Test func paragraphMetricsAndShadowNumbersAreNoLayoutLengths() throws {
        let json = """
            {
              "Metrics": {
                "paragraphSpacingCaption": { "Phone": 6, "Tablet": 8 },
                "Paragraph indent": { "Body": { "Phone": 12, "Tablet": 16 } },
                "dropshadowPositionSm": { "Phone": 2, "Tablet": 2 },
                "innerShadowY": { "Phone": 1, "Tablet": 1 },
                "boxshadowSpread": { "Phone": 4, "Tablet": 4 },
                "spacingParagraph": { "Phone": 20, "Tablet": 24 },
                "shadowlessInset": { "Phone": 10, "Tablet": 12 },
                "gapLg": { "Phone": 24, "Tablet": 32 }
              }
            }
            """
        let (tokens, _) = parse(json, path: "design-tokens.json")
        #expect(token(tokens, "Metrics.gapLg")?.kind == .spacing, "\(tokens.map(\.name))")
        for name in [
            "Metrics.paragraphSpacingCaption", "Metrics.Paragraph indent.Body", "Metrics.dropshadowPositionSm", "Metrics.innerShadowY",
            "Metrics.boxshadowSpread"
        ] {
            #expect(token(tokens, name) != nil && token(tokens, name)?.kind == nil, "\(name): \(String(describing: token(tokens, name)?.kind))")
        }
        #expect(token(tokens, "Metrics.spacingParagraph")?.kind == .spacing)
        #expect(token(tokens, "Metrics.shadowlessInset")?.kind == .spacing)
    }
}
