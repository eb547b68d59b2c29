import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport

/// A color the design paints only halos with (`box-shadow`, `text-shadow`) tints no surface a user reads: paired by
/// name with a code color of another value, the difference is low, never critical (round 20, lingxi-redesign: a 40%
/// jade glow against a solid tint of the complication). Style: Portuguese names, a glowing orb on a dark page.
@Suite struct ShadowOnlyColorTests {
    static func page(_ orb: String) -> String {
        """
        <!DOCTYPE html><html><head><style>
        :root { --fundo: #0B0B10; --halo-menta: rgba(80, 200, 190, 0.4); }
        body { background: var(--fundo); color: #EDEDED; }
        .orbe { width: 40px; height: 40px; border-radius: 50%; \(orb) }
        </style></head><body><main><h1>Respirar</h1><div class="orbe"></div><p>Inspire devagar</p></main></body></html>
        """
    }

    static let swift = """
        import SwiftUI

        enum Paleta {
            static let fundo = Color(red: 0.043, green: 0.043, blue: 0.063)
            static let haloMenta = Color(red: 0.30, green: 0.71, blue: 0.67)
        }

        struct RespirarView: View {
            var body: some View {
                VStack {
                    Text("Respirar")
                    Circle().fill(Paleta.haloMenta).frame(width: 40, height: 40)
                    Text("Inspire devagar")
                }
                .background(Paleta.fundo)
            }
        }
        """

    static func mismatch(_ orb: String) throws -> Finding? {
        let a = try TrustMatchTests.analyze(["design/respirar.html": page(orb), "app/Respirar.swift": swift])
        return a.findings.first { $0.rule == "color.mismatch" && $0.title.contains("halo-menta") }
    }

    @Test func aColorOnlyHalosUseIsLow() throws {
        let f = try Self.mismatch("box-shadow: 0 0 8px var(--halo-menta); text-shadow: 0 0 6px var(--halo-menta);")
        #expect(f?.severity == .low, "\(String(describing: f))")
        #expect(f?.message.contains("shadows and glows") == true)
    }

    /// A halo color the app lacks altogether is low as well; a surface color it lacks stays medium.
    @Test func aMissingHaloColorIsLow() throws {
        let design = Self.page("box-shadow: 0 0 10px var(--halo-rosa); background: var(--miolo);")
            .replacingOccurrences(of: "--halo-menta: rgba(80, 200, 190, 0.4);", with: "--halo-rosa: #D8A2BC; --miolo: #7B5EA7;")
        let a = try TrustMatchTests.analyze(["design/respirar.html": design, "app/Respirar.swift": Self.swift])
        let missing = a.findings.filter { $0.rule == "color.missing" }
        #expect(missing.first { $0.title.contains("halo-rosa") }?.severity == .low, "\(missing.map(\.title))")
        #expect(missing.first { $0.title.contains("miolo") }.map { $0.severity != .low } == true, "\(missing.map(\.title))")
    }

    /// Negative: the same color painting the orb's surface is a wrong color.
    @Test func aColorASurfaceUsesStaysAboveLow() throws {
        let f = try Self.mismatch("background: var(--halo-menta);")
        #expect(f != nil)
        #expect(f?.severity != .low, "\(String(describing: f))")
    }
}
