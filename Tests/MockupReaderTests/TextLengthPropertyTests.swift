import Foundation
import GapCheckModel
import Testing

@testable import MockupReader

/// Custom properties named for CSS's lengths of text that are no font size (field round 25: `--text-indent: 80px` was
/// read as an 80pt text style): `text-indent`, `word-spacing`, an underline's offset and a decoration's thickness are
/// neither text styles nor spacing steps; a type size under `--text-*` still is one.
@Suite struct TextLengthPropertyTests {
    @Test func textLengthsThatAreNoSizeMakeNoTextStyle() throws {
        let page = """
            <!DOCTYPE html><html><head><title>Nieuws</title><style>
            :root { --text-16: 16px; --text-lg: 20px; --text-indent: 48px; --text-indent-wide: 96px; --word-spacing-loose: 3px;
              --link-underline-offset: 2px; --text-decoration-thickness: 1px; --space-4: 16px; }
            p { font-size: var(--text-16); text-indent: var(--text-indent); word-spacing: var(--word-spacing-loose); padding: var(--space-4); }
            h2 { font-size: var(--text-lg); }
            </style></head><body data-screen="nieuws"><h2>Nieuws</h2><p>Het weer</p></body></html>
            """
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gapcheck-tl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try page.write(to: dir.appendingPathComponent("nieuws.html"), atomically: true, encoding: .utf8)
        let spec = try MockupReader.read(roots: [dir.path])
        let names = Set(spec.expectations.map(\.name))
        #expect(names.isSuperset(of: ["--text-16", "--text-lg", "--space-4"]), "\(names.sorted())")
        for gone in ["--text-indent", "--text-indent-wide", "--word-spacing-loose", "--link-underline-offset", "--text-decoration-thickness"] {
            #expect(!names.contains(gone), "\(gone) in \(names.sorted())")
        }
        #expect(ExpectationBuilder.isNonSizeTextAttribute(["text", "indent"]))
        #expect(!ExpectationBuilder.isNonSizeTextAttribute(["text", "lg"]) && !ExpectationBuilder.isNonSizeTextAttribute(["word", "count"]))
    }
}
