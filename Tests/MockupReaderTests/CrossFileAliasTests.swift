import Testing

@testable import MockupReader

/// A Figma variables export writes each collection and mode to a file of its own; the semantic files alias the
/// primitives file (`{gray cold.600}`), so aliases resolve across the design's token files.
@Suite struct CrossFileAliasTests {
    static let primitives = """
        { "slate": { "100": { "$type": "color", "$value": "#F1F5F9" }, "800": { "$type": "color", "$value": "#1E293B" } },
          "gap": { "small": { "$type": "dimension", "$value": "8px" } } }
        """
    static let light = """
        { "Surface": { "base": { "$type": "color", "$value": "{slate.100}" } }, "Ink": { "$type": "color", "$value": "{slate.800}" } }
        """
    static let dark = """
        { "Surface": { "base": { "$type": "color", "$value": "{slate.800}" } }, "Ink": { "$type": "color", "$value": "{slate.100}" } }
        """

    @Test func aliasesIntoAnotherTokenFileResolve() throws {
        let spec = try readDesign([
            "tokens/Palette - primitives.Value.json": Self.primitives,
            "tokens/Palette - roles.Light.json": Self.light,
            "tokens/Palette - roles.Dark.json": Self.dark
        ])
        let surface = try #require(spec.expectations.first { $0.name.hasSuffix("Surface.base") }, "\(spec.expectations.map(\.name))")
        #expect(surface.light.color?.hex == "#F1F5F9")
        #expect(surface.dark?.color?.hex == "#1E293B")
        #expect(!spec.diagnostics.contains { $0.message.contains("do not resolve") }, "\(spec.diagnostics.map(\.message))")
    }

    /// An alias no file declares still says so.
    @Test func anAliasNoFileDeclaresIsStillReported() throws {
        let spec = try readDesign([
            "tokens/a.json": Self.primitives,
            "tokens/b.json": #"{ "Accent": { "$type": "color", "$value": "{teal.500}" } }"#
        ])
        #expect(
            spec.diagnostics.contains { $0.message.contains("do not resolve") || $0.message.contains("does not resolve") }, "\(spec.diagnostics.map(\.message))"
        )
    }

    /// A file's own tokens come before another file's of the same name.
    @Test func aFilesOwnTokenWinsOverAnotherFilesNamesake() throws {
        let spec = try readDesign([
            "tokens/base.json": ##"{ "brand": { "$type": "color", "$value": "#FF0000" } }"##,
            "tokens/theme.json": ##"{ "brand": { "$type": "color", "$value": "#00AA00" }, "cta": { "$type": "color", "$value": "{brand}" } }"##
        ])
        #expect(spec.expectations.first { $0.name == "cta" }?.light.color?.hex == "#00AA00", "\(spec.expectations.map(\.name))")
    }
}

/// Style Dictionary's CTI font styles carry no `type`: each member says what it is by its name, and the style's
/// members are one text style.
@Suite struct TypelessFontStyleTests {
    @Test func aTypelessFontStyleIsOneTextStyle() throws {
        let spec = try readDesign([
            "tokens/font.json": """
            { "font": { "faces": { "heavy": { "value": "Lato-Heavy" } },
              "styles": {
                "headline": { "name": { "value": "{font.faces.heavy.value}" }, "size": { "value": 28 }, "lineHeight": { "value": 34 },
                              "kerning": { "value": -0.4 } },
                "caption": { "size": { "value": 12 }, "lineHeight": { "value": 16 } } } },
              "layout": { "gutter": { "value": 16 } } }
            """
        ])
        let headline = try #require(spec.expectations.first { $0.name == "font.styles.headline" }, "\(spec.expectations.map(\.name))")
        #expect(headline.kind == .typography)
        #expect(headline.light.font?.size == 28 && headline.light.font?.lineHeight == 34 && headline.light.font?.letterSpacing == -0.4)
        #expect(headline.light.font?.family == "Lato-Heavy")
        #expect(spec.expectations.first { $0.name == "font.styles.caption" }?.light.font?.size == 12)
        // A face name alone is no style; a number outside a font group keeps its own reading.
        #expect(!spec.expectations.contains { $0.name.hasPrefix("font.faces") && $0.light.font?.size != nil })
        #expect(!spec.expectations.contains { $0.name == "layout.gutter" && $0.kind == .typography })
    }
}

/// Figma's number variables of an effect (a shadow's offsets and blur, a background blur) are no spacing steps.
@Suite struct EffectNumberTests {
    @Test func aShadowsOrABlursNumbersAreNoLengths() throws {
        let spec = try readDesign([
            "tokens/Effects.Mobile.json": """
            { "Drop-shadow": { "Raised": { "Offset Y": { "$type": "number", "$value": 4 }, "Blur": { "$type": "number", "$value": 12 } } },
              "Background Blur": { "Sheet": { "$type": "number", "$value": 20 } },
              "Gap": { "Card": { "$type": "number", "$value": 16 } } }
            """
        ])
        #expect(!spec.expectations.contains { $0.name.hasPrefix("Drop-shadow") || $0.name.hasPrefix("Background Blur") }, "\(spec.expectations.map(\.name))")
        #expect(spec.expectations.first { $0.name == "Gap.Card" }?.light.length == 16)
    }
}
