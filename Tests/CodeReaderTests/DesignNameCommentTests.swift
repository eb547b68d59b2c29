import GapCheckModel
import Testing

@testable import CodeReader

/// A token line's own comment naming the custom property it mirrors is the token's design name
/// (`ColorToken.designName`); a comment above the next line, one naming two properties, or dashes that start no
/// property name say nothing.
@Suite struct DesignNameCommentTests {
    @Test func theCommentAtTheEndOfATokensLineNamesItsDesignToken() throws {
        let inv = try TestSupport.readSnippet(
            """
            import UIKit

            struct Farben {
                static let grund = UIColor(red: 0.1, green: 0.1, blue: 0.12, alpha: 1) // --grund
                static let karte = UIColor(white: 1, alpha: 0.08) /* var(--karte-2) */
                static let linie = UIColor(
                    white: 1, alpha: 0.1)  // entspricht `--trennlinie`
                static let akzent = UIColor.systemOrange
                // --beschriftung
                static let text = UIColor(white: 0.9, alpha: 1)
                static let alt = UIColor(white: 0.5, alpha: 1)  // war --grau, jetzt --text-2
                static let pfeil = UIColor(white: 0.3, alpha: 1)  // -- ohne Namen, i--
            }
            """)
        let names = Dictionary(uniqueKeysWithValues: inv.colors.map { ($0.name, $0.designName ?? "-") })
        #expect(names["grund"] == "--grund")
        #expect(names["karte"] == "--karte-2")
        #expect(names["linie"] == "--trennlinie")
        #expect(names["akzent"] == "-")
        #expect(names["text"] == "-", "a comment on a line of its own belongs to no token's line")
        #expect(names["alt"] == "-", "two properties named: which one is not said")
        #expect(names["pfeil"] == "-")
    }

    @Test func customPropertiesInACommentsText() {
        #expect(DesignNameComment.customProperties(in: "// maps to --surface-2.") == ["--surface-2"])
        #expect(DesignNameComment.customProperties(in: "/* var(--bg) */") == ["--bg"])
        #expect(DesignNameComment.customProperties(in: "// a--b, --, --1x") == [])
    }
}
