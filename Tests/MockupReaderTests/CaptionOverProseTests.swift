import Foundation
import GapCheckModel
import Testing

@testable import MockupReader

/// Field round 11: a caption over a heading, a notice or a sentence introduces copy and is no data label; a label
/// over a time or a short value still is. Step codes ("3b") are not part of a screen's name, and the number they
/// start with is kept as the screen's sequence.
@Suite struct CaptionOverProseTests {
    static func screens(_ html: String) throws -> [ScreenSpec] {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("prose-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: base) }
        try html.write(to: base.appendingPathComponent("kassa.html"), atomically: true, encoding: .utf8)
        return try MockupReader.read(roots: [base.path]).screens
    }

    @Test func captionsOverCopyAreNotDataLabels() throws {
        let s = try Self.screens(
            """
            <!DOCTYPE html><html><head><title>Kassa</title></head><body><h1>Kassa</h1>
            <p class="label">Voor je betaalt</p><h2>Houd je pas bij de hand</h2>
            <p class="label">Wat we nooit bewaren</p><p>Je pincode blijft op je telefoon en gaat nergens anders heen.</p>
            <p class="label">Fout bij betalen</p><div class="notice">Probeer het opnieuw.</div>
            <p class="label">Bio</p><p>Fietst graag langs de kust en bakt brood op zondag.</p>
            <div class="row"><span class="label">Betaald om</span><span>14:30</span></div>
            </body></html>
            """)
        let labels = s.flatMap(\.labels).filter { $0.kind == .labelValue }
        #expect(labels.map(\.text) == ["Bio", "Betaald om"], "\(labels.map { "\($0.text) = \($0.sampleValue ?? "")" })")
        // The captions are body texts now: evidence of which view shows the screen.
        #expect(s.first?.texts.contains("Voor je betaalt") == true)
    }

    @Test func boldLeadInsAreTextsOfTheirOwn() throws {
        let s = try Self.screens(
            """
            <!DOCTYPE html><html><head><title>Kassa</title></head><body><h1>Kassa</h1>
            <div class="notice"><b>Er is niets verstuurd.</b> Dit voorbeeld komt uit dezelfde code als het echte verzoek.</div>
            <p>Je pincode wordt <b>niet</b> bewaard.</p>
            </body></html>
            """)
        let texts = s.first?.texts ?? []
        #expect(texts.contains("Er is niets verstuurd.") && texts.contains("Dit voorbeeld komt uit dezelfde code als het echte verzoek."), "\(texts)")
        #expect(texts.contains("Je pincode wordt niet bewaard."))
    }

    @Test func stepCodesLeaveTheNameAndGiveTheSequence() throws {
        #expect(ScreenNaming.fromText("3b. KASSA: BETALEN") == "KASSA BETALEN")
        #expect(ScreenNaming.sequenceNumber("3b. KASSA: BETALEN") == "3")
        #expect(ScreenNaming.sequenceNumber("03 Kassa") == "3")
        #expect(ScreenNaming.sequenceNumber("Kassa") == nil)
        #expect(ScreenNaming.fromText("3D Viewer") == "Viewer")
    }
}
