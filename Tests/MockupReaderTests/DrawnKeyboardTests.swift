import Foundation
import GapCheckModel
import Testing

@testable import MockupReader

/// A mockup that draws the system keyboard under a text field (keys as elements, its gray special keys): the
/// keyboard is the OS's, so its keys give no contrast pair or touch target; the app's own field above it does.
/// Fixture: a French note-taking screen with an AZERTY keyboard in a phone frame, unlike the QWERTY one met.
@Suite struct DrawnKeyboardTests {
    private func read(_ html: String) throws -> DesignSpec {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("clavier-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        try html.write(to: base.appendingPathComponent("note-clavier.html"), atomically: true, encoding: .utf8)
        return try MockupReader.read(roots: [base.path])
    }

    static let page = """
        <!DOCTYPE html><html lang="fr"><head><style>
        .telephone { width: 390px; height: 844px; background: #F7F4EE; }
        .champ { color: #B9B4AA; background: #FFFFFF; font-size: 15px; }
        .clavier { background: #D1D3D9; }
        .rang { display: flex; gap: 6px; }
        .touche { background: #FFFFFF; color: #000000; width: 32px; height: 42px; font-size: 22px; }
        .speciale { background: #ACB0BA; color: #7E828C; font-size: 15px; }
        </style></head><body>
        <div class="telephone">
          <h1>Nouvelle note</h1>
          <div class="champ">Écrivez ici…</div>
          <div class="clavier">
            <div class="rang"><span class="touche">a</span><span class="touche">z</span><span class="touche">e</span><span class="touche">r</span><span class="touche">t</span><span class="touche">y</span></div>
            <div class="rang"><span class="touche">q</span><span class="touche">s</span><span class="touche">d</span><span class="touche">f</span><span class="touche">g</span><span class="touche">h</span></div>
            <div class="rang"><span class="touche speciale">123</span><span class="touche speciale">espace</span><span class="touche speciale">retour</span></div>
          </div>
        </div></body></html>
        """

    @Test func theDrawnKeyboardIsNoAppUI() throws {
        let spec = try read(Self.page)
        // The special keys' gray on gray would fail; they are the system's.
        #expect(!spec.colorPairs.contains { $0.foreground.hex == "#7E828C" }, "\(spec.colorPairs.map { ($0.selector, $0.foreground.hex) })")
        #expect(!spec.colorPairs.contains { $0.selector.contains("touche") })
        #expect(!spec.elements.contains { $0.text == "espace" })
        // The app's own field is still checked.
        #expect(spec.colorPairs.contains { $0.foreground.hex == "#B9B4AA" })
    }

    /// A row of letter tiles that spell no keyboard row (a word game's rack) stays app UI.
    @Test func letterTilesThatAreNoKeyboardStayAppUI() throws {
        let html = Self.page.replacingOccurrences(of: ">a</span><span class=\"touche\">z", with: ">m</span><span class=\"touche\">o")
            .replacingOccurrences(of: ">q</span><span class=\"touche\">s", with: ">l</span><span class=\"touche\">i")
        let spec = try read(html)
        #expect(spec.colorPairs.contains { $0.foreground.hex == "#7E828C" })
    }
}
