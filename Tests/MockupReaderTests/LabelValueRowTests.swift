import Foundation
import GapCheckModel
import Testing

@testable import MockupReader

/// Field round 8 (R41): a row is a label and its value only when it reads as one: a label of one text, a value of
/// at most two (a number and its unit), and not two children of a kind. Chip rows and rows of composite blocks (an
/// avatar, a name and a caption beside a figure) are not pairs.
@Suite struct LabelValueRowTests {
    static func labels(_ html: String) throws -> [DataLabel] {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("rows-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: base) }
        try html.write(to: base.appendingPathComponent("trip.html"), atomically: true, encoding: .utf8)
        let spec = try MockupReader.read(roots: [base.path])
        return spec.screens.flatMap(\.labels)
    }

    @Test func rowsThatAreNotLabelAndValueAreNotPairs() throws {
        let labels = try Self.labels(
            """
            <!DOCTYPE html><html><head><title>Trip</title></head><body><h1>Trip</h1>
            <div class="stat-row"><span class="stat-name">Distance</span><span class="stat-value">42.7 <small>km</small></span></div>
            <div class="tag-row"><span class="tag">Scenic</span><span class="tag">Coastal</span></div>
            <div class="driver-row">
              <div class="driver-left"><span class="initials">MK</span><b>Mara Keller</b><small>Since 2019</small></div>
              <div class="driver-right"><b>4.9</b><small>Rating</small></div>
            </div>
            </body></html>
            """)
        let pairs = labels.filter { $0.kind == .labelValue }
        #expect(pairs.map(\.text) == ["Distance"], "\(labels.map { "\($0.kind): \($0.text) = \($0.sampleValue ?? "")" })")
        #expect(pairs.first?.sampleValue?.hasPrefix("42.7") == true)
        #expect(!labels.contains { $0.kind == .labelValue && ($0.text == "Scenic" || $0.text.contains("Mara Keller")) })
    }
}
