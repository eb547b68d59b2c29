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
}
