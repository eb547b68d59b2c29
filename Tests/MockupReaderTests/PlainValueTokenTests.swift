import DesignTokenJSON
import Foundation
import GapCheckModel
import Testing

/// Design-token JSON of plain values grouped by kind (no `$value`/`value` objects) is read as tokens; JSON that is
/// no token file (a package manifest, an app manifest, data) is still not; a token file of another shape is named.
@Suite("Plain-value token JSON")
struct PlainValueTokenTests {
    private func parse(_ json: String, path: String = "theme.json") -> ([DesignToken], [Diagnostic]) {
        var diags: [Diagnostic] = []
        let tokens = DesignTokenFile.parse(Array(json.utf8), path: path, diagnostics: &diags)
        return (tokens, diags)
    }

    private func token(_ tokens: [DesignToken], _ name: String) -> DesignToken? { tokens.first { $0.name == name } }

    /// Day and night themes, a palette of CSS color strings, lengths as numbers and CSS lengths, a type scale,
    /// weights, a shadow object; motion and opacity numbers are no lengths.
    static let themed = """
        {
          "$schema": "./schema/theme.schema.json",
          "info": { "author": "design ops", "revision": 7 },
          "themes": {
            "day": { "canvas": "#FAF7F0", "accent": "rgb(0, 122, 94)", "ink": "hsl(220, 20%, 15%)" },
            "night": { "canvas": "#14110D", "accent": "rgb(64, 200, 160)", "ink": "#F2EEE6" }
          },
          "gaps": { "tight": 6, "loose": "20px", "enabled": true },
          "corners": { "chip": 18, "sheet": "1.5rem" },
          "fonts": { "fontFamily": "Nunito, sans-serif", "sizes": { "caption": 11, "headline": 28 }, "weights": { "heavy": 800 } },
          "shadows": { "raised": { "x": 0, "y": 2, "blur": 6, "spread": 0, "color": "#00000033" } },
          "motion": { "quick": 120, "curve": [0.2, 0, 0, 1] },
          "opacity": { "disabled": 0.4 }
        }
        """

    @Test func plainValuesAreTokensWithAppearanceGroups() throws {
        #expect(DesignTokenFile.shape(Array(Self.themed.utf8), path: "theme.json") == .plainValues)
        let (tokens, diags) = parse(Self.themed)
        #expect(diags.isEmpty, "\(diags)")
        let accent = try #require(token(tokens, "themes.accent"))
        #expect(accent.value == .color(Color(red: 0, green: 122 / 255, blue: 94 / 255)))
        #expect(accent.darkValue == .color(Color(red: 64 / 255, green: 200 / 255, blue: 160 / 255)))
        #expect(token(tokens, "themes.canvas")?.darkValue == .color(Color(hex: "#14110D")!))
        #expect(token(tokens, "gaps.tight")?.value == .length(6))
        #expect(token(tokens, "gaps.loose")?.value == .length(20))
        #expect(token(tokens, "gaps.enabled") == nil)
        #expect(token(tokens, "corners.chip")?.kind == .radius)
        #expect(token(tokens, "corners.sheet")?.value == .length(24))
        #expect(token(tokens, "fonts.sizes.headline")?.value == .font(FontSpec(size: 28)))
        #expect(token(tokens, "fonts.weights.heavy")?.value == .font(FontSpec(weight: 800)))
        #expect(token(tokens, "fonts.fontFamily")?.value == .font(FontSpec(family: "Nunito")))
        #expect(token(tokens, "shadows.raised")?.kind == .shadow)
        // A group with a composite's key (`fontFamily`) beside groups is still a group.
        #expect(token(tokens, "fonts") == nil)
        // A composite is one token: its color is no color token of its own.
        #expect(token(tokens, "shadows.raised.color") == nil)
        #expect(!tokens.contains { $0.path.first == "motion" || $0.path.first == "opacity" || $0.path.first == "info" })
        let loc = try #require(token(tokens, "gaps.tight")?.location)
        #expect(loc.line == 8)
    }

    @Test func lightAndDarkGroupsUnderAColorGroup() throws {
        let json = """
            { "color": { "semantic": { "light": { "primary": "#b3261e", "onPrimary": "#ffffff" },
                                       "dark": { "primary": "#f2b8b5", "onPrimary": "#601410" } } },
              "spacing": { "md": 12 }, "meta": { "version": "2.0.0" } }
            """
        let (tokens, _) = parse(json)
        let primary = try #require(token(tokens, "color.semantic.primary"))
        #expect(primary.value == .color(Color(hex: "#b3261e")!))
        #expect(primary.darkValue == .color(Color(hex: "#f2b8b5")!))
        #expect(token(tokens, "spacing.md")?.value == .length(12))
        #expect(!tokens.contains { $0.path.first == "meta" })
    }

    @Test func jsonThatIsNoTokenFileIsNotRead() {
        let others = [
            ("package.json", ##"{ "name": "web", "version": "1.0.0", "scripts": { "build": "vite" }, "dependencies": { "react": "^18" } }"##),
            ("manifest.json", ##"{ "short_name": "Padel", "theme_color": "#d32f2f", "background_color": "#ffffff", "icons": [] }"##),
            ("data.json", ##"{ "teams": { "red": { "color": "#ff0000", "players": 4 } } }"##),
            ("list.json", ##"[ { "color": "#ff0000" } ]"##),
            ("tsconfig.json", ##"{ "compilerOptions": { "strict": true } }"##)
        ]
        for (name, json) in others {
            #expect(DesignTokenFile.shape(Array(json.utf8), path: name) == .notTokens, "\(name)")
        }
    }

    @Test func tokenFileOfAnotherShapeIsSaidSo() {
        let unknown = [
            ("tokens.json", ##"{ "brand": [["primary", "#d32f2f"]] }"##),
            ("brand.json", ##"{ "$schema": "https://example.org/design-tokens.schema.json", "sets": { "main": [] } }"##),
            ("style.json", ##"{ "colors": { "enabled": true } }"##)
        ]
        for (name, json) in unknown {
            #expect(DesignTokenFile.shape(Array(json.utf8), path: name) == .unknownTokens, "\(name)")
        }
        #expect(DesignTokenFile.shape(Array(##"{ "color": { "a": { "$value": "#fff" } } }"##.utf8), path: "x.json") == .tokenObjects)
    }
}
