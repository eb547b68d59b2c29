import Foundation
import GapCheckModel
import Testing

@testable import MockupReader

/// The design folder's own notes say which page is the one to follow and which are history.
@Suite struct DesignNotesTests {
    static let pages = ["mocks/inicio-v1.html", "mocks/inicio-v2.html", "mocks/perfil.html", "mocks/01-pagos.html"]

    static func marks(_ text: String) -> DesignNotes.Marks { DesignNotes.marks([("mocks/LEEME.md", text)], pages: pages) }

    @Test func aHeadingAndItsStatusLineRetireOrChooseThePageTheyName() {
        let m = Self.marks(
            """
            # Maquetas

            ## inicio-v2.html ⭐ versión final
            La pantalla de inicio que se implementa.

            ## `inicio-v1.html` (primera idea)
            **Estado:** obsoleto, reemplazado por inicio-v2.html
            """)
        #expect(m.chosen.keys.sorted() == ["mocks/inicio-v2.html"])
        #expect(m.retired.keys.sorted() == ["mocks/inicio-v1.html"])
        #expect(m.retired["mocks/inicio-v1.html"]?.line == 6)  // the heading that names it
    }

    @Test func aTableRowOrListItemSpeaksOfThePageItStartsWith() {
        let m = Self.marks(
            """
            | archivo | estado |
            |---|---|
            | **perfil.html** | archivado |
            | 01-pagos.html | en curso |

            - Se quitó el encabezado legacy de inicio-v2.html
            1. [Inicio, primera versión](inicio-v1.html) — descartado
            """)
        // The changelog line names inicio-v2.html after other words: it retires nothing.
        #expect(m.retired.keys.sorted() == ["mocks/inicio-v1.html", "mocks/perfil.html"])
        #expect(m.chosen.isEmpty)
    }

    @Test func conflictingMarksAndCodeBlocksSayNothing() {
        let m = Self.marks(
            """
            ## perfil.html — final, superseded later?

            ```
            01-pagos.html   # deprecated
            ```

            - inicio-v1.html: approved
            - inicio-v1.html: archived
            """)
        #expect(m.retired.isEmpty, "\(m.retired)")
        #expect(m.chosen.isEmpty, "\(m.chosen)")
    }

    @Test func aFileNameIsNamedWholeOnly() {
        // `v1.html` is no page of this design, and `pagos.html` is not `01-pagos.html`.
        #expect(DesignNotes.firstPage(in: "## pagos.html — archived", ["01-pagos.html": "mocks/01-pagos.html"]) == nil)
        #expect(DesignNotes.leadingPage(of: "- 01-pagos.html — archived", ["01-pagos.html": "mocks/01-pagos.html"]) == "mocks/01-pagos.html")
    }

    /// Pages kept as versions in feature folders (`v1.html` in each): notes name them by their path.
    static let versioned = ["maquetas/pantallas/v1.html", "maquetas/pantallas/v2.html", "maquetas/cobro/v1.html", "maquetas/perfil.html"]

    @Test func aPageIsNamedByTheEndOfItsPathWhenItsFileNameIsShared() {
        let names = DesignNotes.pageNames(Self.versioned)
        #expect(names["v1.html"] == nil)  // two pages have it
        #expect(names["pantallas/v1.html"] == "maquetas/pantallas/v1.html")
        #expect(names["maquetas/cobro/v1.html"] == "maquetas/cobro/v1.html")
        #expect(names["perfil.html"] == "maquetas/perfil.html")
    }

    @Test func aLineCallingOnePageTheSourceOfTruthChoosesIt() {
        let m = DesignNotes.marks(
            [
                (
                    "AGENTES.md",
                    """
                    La **paleta** de `maquetas/pantallas/v1.html` es la fuente de verdad para los colores.
                    - Tokens → `maquetas/cobro/v1.html` y `maquetas/perfil.html` — source of truth
                    ```
                    maquetas/pantallas/v2.html  # source of truth
                    ```
                    """
                )
            ], pages: Self.versioned)
        // The line naming two pages and the code block choose nothing.
        #expect(m.chosen.keys.sorted() == ["maquetas/pantallas/v1.html"], "\(m.chosen)")
        #expect(m.chosen["maquetas/pantallas/v1.html"]?.line == 1)
        #expect(m.retired.isEmpty)
    }

    @Test func aLineWithoutTheWordsOrNamingAnAmbiguousFileChoosesNothing() {
        let m = DesignNotes.marks(
            [("README.md", "The palette in `v1.html` is the source of truth.\nSee `maquetas/pantallas/v2.html` for the ledger.\n")],
            pages: Self.versioned)
        #expect(m.chosen.isEmpty, "\(m.chosen)")
    }
}

/// Notes above the design folder are read up to the repository's root and no further.
@Suite struct RepositoryNotesTests {
    static func tree(git: Bool) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gapcheck-reponotes-\(UUID().uuidString)")
        let design = dir.appendingPathComponent("repo/docs/entwurf")
        try FileManager.default.createDirectory(at: design, withIntermediateDirectories: true)
        if git { try FileManager.default.createDirectory(at: dir.appendingPathComponent("repo/.git"), withIntermediateDirectories: true) }
        try "Die Quelle: `entwurf/a.html` is the source of truth".write(
            to: dir.appendingPathComponent("repo/NOTIZEN.md"), atomically: true, encoding: .utf8)
        try "- a.html — archived".write(to: dir.appendingPathComponent("repo/docs/LIESMICH.md"), atomically: true, encoding: .utf8)
        try "outside the repository".write(to: dir.appendingPathComponent("OUTSIDE.md"), atomically: true, encoding: .utf8)
        try "<html></html>".write(to: design.appendingPathComponent("a.html"), atomically: true, encoding: .utf8)
        return dir
    }

    @Test func theFoldersUpToTheRepositoryRootAreReadNearestFirst() throws {
        let dir = try Self.tree(git: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let notes = RepositoryNotes.above(dir.appendingPathComponent("repo/docs/entwurf").path)
        #expect(notes.map { ($0.file as NSString).lastPathComponent } == ["LIESMICH.md", "NOTIZEN.md"])
        // Shown relative when the design folder was given relative.
        #expect(RepositoryNotes.displayFolder(of: "docs/entwurf", up: 2, real: "/x") == "")
        #expect(RepositoryNotes.displayFolder(of: "docs/entwurf", up: 1, real: "/x") == "docs")
        #expect(RepositoryNotes.displayFolder(of: "entwurf", up: 2, real: "/x/y") == "/x/y")
    }

    @Test func aDesignFolderInNoRepositoryReadsNothingAboveIt() throws {
        let dir = try Self.tree(git: false)
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(RepositoryNotes.above(dir.appendingPathComponent("repo/docs/entwurf").path).isEmpty)
        // The repository's root given as the design folder reads nothing above it either.
        let git = try Self.tree(git: true)
        defer { try? FileManager.default.removeItem(at: git) }
        #expect(RepositoryNotes.above(git.appendingPathComponent("repo").path).isEmpty)
    }
}
