import Foundation
import GapCheckModel
import Testing

@testable import MockupReader

/// A custom property redeclared on a class or attribute the page's own `<html>` or `<body>` carries is inherited by
/// every element of the page: it is the page's value, not one scoped to a part of it (`PageRootElements`).
@Suite struct PageRootOverrideTests {
    /// A fresh temporary folder with `files`, and its removal.
    private func folder(_ files: [String: String]) throws -> (root: String, cleanup: () -> Void) {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("pageroot-\(UUID().uuidString)")
        for (name, text) in files {
            let url = base.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return (base.path, { try? FileManager.default.removeItem(at: base) })
    }

    private func token(_ name: String, in spec: DesignSpec) -> Expectation? {
        spec.expectations.first { $0.name == name }
    }

    @Test func anAttributeTheHtmlElementCarriesGivesThePageItsValue() throws {
        // A German banking mockup choosing its variant by an attribute on `<html>`: `:root` holds variant one.
        let (root, cleanup) = try folder([
            "konto.html": """
            <!DOCTYPE html><html lang="de" data-variante="zwei"><head><style>
            :root { --akzent: #B91C1C; --grund: #FFFFFF; }
            [data-variante="zwei"] { --akzent: #0F766E; }
            .knopf { background: var(--akzent); color: var(--grund); padding: 12px; }
            </style></head><body data-screen="Konto">
            <h1>Mein Konto</h1><button class="knopf">Überweisen</button>
            </body></html>
            """
        ])
        defer { cleanup() }
        let spec = try MockupReader.read(roots: [root])
        let akzent = try #require(token("--akzent", in: spec))
        #expect(akzent.light.color?.hex == "#0F766E")
        #expect(akzent.context == nil)
        #expect(akzent.alternatives == nil)
    }

    @Test func aClassTheBodyCarriesGivesThePageItsValue() throws {
        // A recipe app's study of two layouts, the page showing plan B: `.plan-b` sits on `<body>` among other classes.
        let (root, cleanup) = try folder([
            "recipes.html": """
            <!DOCTYPE html><html><head><style>
            :root { --surface: #F5F5F4; --edge: #000000; }
            .plan-b { --edge: #A16207; }
            .card { background: var(--surface); box-shadow: 0 2px 0 var(--edge); border-radius: 12px; }
            </style></head><body class="compact plan-b" data-screen="Recipes">
            <div class="card"><h2>Lentil soup</h2></div>
            </body></html>
            """
        ])
        defer { cleanup() }
        let spec = try MockupReader.read(roots: [root])
        let edge = try #require(token("--edge", in: spec))
        #expect(edge.light.color?.hex == "#A16207")
        #expect(edge.context == nil)
        #expect(token("--surface", in: spec)?.light.color?.hex == "#F5F5F4")
    }

    @Test func aClassOnAnElementInsideThePageStaysScoped() throws {
        // The same class on a section, not on `<body>`: only that section sees it, the page keeps `:root`'s value.
        let (root, cleanup) = try folder([
            "recipes.html": """
            <!DOCTYPE html><html><head><style>
            :root { --edge: #000000; }
            .plan-b { --edge: #A16207; }
            .card { box-shadow: 0 2px 0 var(--edge); }
            </style></head><body class="compact" data-screen="Recipes">
            <section class="plan-b"><div class="card"><h2>Lentil soup</h2></div></section>
            </body></html>
            """
        ])
        defer { cleanup() }
        let spec = try MockupReader.read(roots: [root])
        let edge = try #require(token("--edge", in: spec))
        #expect(edge.light.color?.hex == "#000000")
    }

    @Test func aSharedStylesheetsBodyClassThatOnePageOfTwoCarriesStaysScoped() throws {
        // Two pages link one token sheet; only the second page's body carries `.sea`: the first never shows it.
        let (root, cleanup) = try folder([
            "tokens.css": ":root { --brand: #7C3AED; } body.sea { --brand: #0369A1; } .cta { background: var(--brand); }",
            "a.html": """
            <!DOCTYPE html><html><head><link rel="stylesheet" href="tokens.css"></head>
            <body data-screen="Home"><button class="cta">Start</button></body></html>
            """,
            "b.html": """
            <!DOCTYPE html><html><head><link rel="stylesheet" href="tokens.css"></head>
            <body class="sea" data-screen="Trips"><button class="cta">Book</button></body></html>
            """
        ])
        defer { cleanup() }
        let spec = try MockupReader.read(roots: [root])
        #expect(token("--brand", in: spec)?.light.color?.hex == "#7C3AED")
    }
}
