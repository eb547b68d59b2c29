import CSSEngine
import GapCheckModel
import Testing

@Suite struct CSSStylesheetTests {
    static let sample = """
        /* tokens */
        :root {
          --brand: #34C759;
          --Space-md: 16px;
        }
        @media (prefers-color-scheme: dark) {
          :root { --brand: #30D158 !important; }
        }
        .card > .title, h1 {
          COLOR: var(--brand);
          padding: 8px 16px;
          &:hover { color: red; }
        }
        @import url(x.css);
        @font-face { font-family: "Inter"; src: url(inter.woff2); }
        """

    @Test func typedRulesWithPositions() throws {
        let sheet = CSSStylesheet.parse(Self.sample)
        #expect(sheet.rules.count == 5)
        guard case .qualified(let root) = sheet.rules[0] else { Issue.record("expected :root"); return }
        #expect(root.selectorText == ":root")
        #expect(root.line == 2 && root.column == 1)
        #expect(root.declarations.map(\.name) == ["--brand", "--Space-md"])
        #expect(root.declarations[0].line == 3 && root.declarations[0].column == 3)
        #expect(root.declarations[0].valueText == "#34C759")

        guard case .at(let media) = sheet.rules[1] else { Issue.record("expected @media"); return }
        #expect(media.name == "media")
        #expect(media.preludeText == "(prefers-color-scheme: dark)")
        #expect(CSSSelectors.isDarkMediaQuery(media.prelude))
        let inner = try #require(media.rules)
        guard case .qualified(let darkRoot) = inner.first else { Issue.record("expected nested rule"); return }
        #expect(darkRoot.declarations.first?.important == true)
        #expect(darkRoot.declarations.first?.line == 7)

        guard case .qualified(let card) = sheet.rules[2] else { Issue.record("expected .card"); return }
        #expect(card.selectorText == ".card > .title, h1")
        #expect(CSSSelectors.split(card.selectorText) == [".card > .title", "h1"])
        #expect(card.declarations.map(\.name) == ["color", "padding"])
        #expect(card.rules.count == 1)

        guard case .at(let importRule) = sheet.rules[3] else { Issue.record("expected @import"); return }
        #expect(importRule.rules == nil)
        guard case .at(let fontFace) = sheet.rules[4] else { Issue.record("expected @font-face"); return }
        #expect(fontFace.declarations.map(\.name) == ["font-family", "src"])
        #expect(sheet.allQualifiedRules.count == 4)
    }

    @Test func styleAttributeDeclarations() {
        let decls = CSSParser.parseDeclarationList("color: #fff; padding:4px 8px ;; bad; margin: 0 !IMPORTANT")
        #expect(decls.map(\.name) == ["color", "padding", "margin"])
        #expect(decls[1].valueText == "4px 8px")
        #expect(decls[2].important)
        #expect(decls[1].column == 14)
    }

    @Test func positionsCountScalarsAndNormalizedNewlines() {
        let sheet = CSSStylesheet.parse("a{}\r\n/* é */ b {\r\n  c: d }")
        #expect(sheet.rules.map(\.line) == [1, 2])
        #expect(sheet.rules[1].column == 9)
        guard case .qualified(let b) = sheet.rules[1] else { return }
        #expect(b.declarations.first.map { ($0.line, $0.column) } ?? (0, 0) == (3, 3))
    }

    @Test func errorsAreCollectedNotFatal() {
        let sheet = CSSStylesheet.parse("a { color: red } garbage-without-block")
        #expect(sheet.rules.count == 1)
        #expect(sheet.errors.count == 1)
    }
}

@Suite struct CSSOffsetTests {
    @Test func positionsCanStartInsideAnHTMLFile() {
        let sheet = CSSStylesheet.parse("a { color: red }\nb{}", line: 12, column: 10)
        #expect(sheet.rules.map(\.line) == [12, 13])
        #expect(sheet.rules.map(\.column) == [10, 1])
        let decls = CSSParser.parseDeclarationList("color: red; x: y", line: 4, column: 20)
        #expect(decls.map(\.column) == [20, 32])
        #expect(decls.allSatisfy { $0.line == 4 })
    }
}

@Suite struct CSSScopedDeclarationTests {
    @Test func lightAndDarkScopes() {
        let sheet = CSSStylesheet.parse(
            """
            :root, .light { --bg: #fff; }
            @media (prefers-color-scheme: dark) { :root { --bg: #000; } }
            [data-theme="dark"] { --bg: #111; }
            .card { color: red; &:hover { color: blue; } .title { font-size: 17px; } @media (min-width: 1px) { gap: 4px; } }
            @font-face { font-family: X; }
            """)
        let scoped = sheet.scopedDeclarations()
        let summary = scoped.map { "\($0.selector)|\($0.declaration.name)|\($0.isDark)|\($0.conditions.joined(separator: ";"))" }
        #expect(
            summary == [
                ":root|--bg|false|", ".light|--bg|false|",
                ":root|--bg|true|media (prefers-color-scheme: dark)",
                ":root|--bg|true|",
                ".card|color|false|", ".card:hover|color|false|", ".card .title|font-size|false|",
                ".card|gap|false|media (min-width: 1px)"
            ])
        #expect(scoped[3].rawSelector == "[data-theme=\"dark\"]")
    }
}
