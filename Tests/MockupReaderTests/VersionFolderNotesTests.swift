import Foundation
import GapCheckModel
import Testing

@testable import MockupReader

/// A design kept as version folders whose notes say which one is live: the other versions are set aside. Style: a German
/// project, versions `fassungen/entwurf-1` … `entwurf-3` beside a `komponenten` folder, the notes in `LIESMICH.md`.
@Suite struct VersionFolderNotesTests {
    static let pages = [
        "gestaltung/fassungen/entwurf-1/start.html", "gestaltung/fassungen/entwurf-1/profil.html",
        "gestaltung/fassungen/entwurf-2/ui/start.html", "gestaltung/fassungen/entwurf-3/start.html",
        "gestaltung/fassungen/entwurf-3/profil.html", "gestaltung/komponenten/knoepfe.html"
    ]

    static func aside(_ text: String, note: String = "gestaltung/fassungen/LIESMICH.md") -> [String] {
        VersionFolderNotes.setAside([(note, text)], pages: pages).pages.keys.sorted()
    }

    static let older = [
        "gestaltung/fassungen/entwurf-1/profil.html", "gestaltung/fassungen/entwurf-1/start.html",
        "gestaltung/fassungen/entwurf-2/ui/start.html"
    ]

    @Test func aStatusTableRetiresTheFoldersItMarksArchived() {
        let aside = Self.aside(
            """
            | Fassung | Stand | Beschreibung |
            |---|---|---|
            | **Entwurf 1** | Archiviert | Erste einfarbige Fassung |
            | **Entwurf 2** | archiviert | Verläufe, Karten zuerst |
            | **Entwurf 3** | **Aktuell** | Passt zur Swift-Umsetzung |
            """)
        #expect(aside == Self.older)
    }

    @Test func oneVersionMarkedCurrentSetsItsVersionSiblingsAsideButNoOtherFolder() {
        // Only the live version is named, by a link in a heading's clause; `komponenten` is no version of it.
        let aside = Self.aside("## [Entwurf 3](fassungen/entwurf-3/) (current implementation)\n", note: "gestaltung/README.md")
        #expect(aside == Self.older)
    }

    @Test func aFolderPathInAListItemWithAShortStatusRetiresIt() {
        #expect(Self.aside("- `entwurf-2/` — legacy\n- entwurf-1/: superseded by entwurf-3\n") == Self.older)
    }

    @Test func featureTextDataColumnsAndTheWholeDesignMarkNothing() {
        let aside = Self.aside(
            """
            All versions are archived in this folder.

            - Entwurf 1 - archived notes are listed in the drawer below the profile header
            - fassungen/ - all design iterations are archived here

            | Ordner | Archived | Active |
            |---|---|---|
            | komponenten | 3 | 12 |
            """)
        #expect(aside.isEmpty, "\(aside)")
    }

    @Test func aFolderMarkedBothWaysSaysNothing() {
        #expect(Self.aside("| Entwurf 1 | archiviert |\n| Entwurf 1 | aktuell |\n").isEmpty)
    }

    @Test func aNestedCurrentFolderOutranksAnArchivedParent() {
        let pages = ["d/alt/v1/a.html", "d/alt/v2/a.html", "d/neu/a.html"]
        let aside = VersionFolderNotes.setAside([("d/README.md", "- alt/ (archived)\n- alt/v2/ (current)\n")], pages: pages)
        #expect(aside.pages.keys.sorted() == ["d/alt/v1/a.html"])
    }

    @Test func theReaderSaysWhichFoldersItSetAside() {
        var spec = DesignSpec()
        spec.screens = Self.pages.map {
            ScreenSpec(
                name: ($0 as NSString).lastPathComponent, title: nil, sections: [], labels: [],
                location: SourceLocation(file: $0, line: 1, column: 1))
        }
        MockupReader.applyNotes([("gestaltung/fassungen/LIESMICH.md", "| Entwurf 1 | Archiviert |\n| Entwurf 2 | Archiviert |\n")], to: &spec)
        #expect(Set((spec.retiredPages ?? []).map(\.page)) == Set(Self.older))
        let said = spec.diagnostics.map(\.message).filter { $0.contains("version folders") }
        #expect(said.count == 1)
        #expect(said.first?.contains("gestaltung/fassungen/entwurf-1 (LIESMICH.md:1)") == true, "\(said)")
        #expect(said.first?.contains("3 pages") == true)
    }
}
