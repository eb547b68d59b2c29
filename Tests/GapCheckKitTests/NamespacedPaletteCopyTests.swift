import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport

/// A design system package that namespaces a prototype's palette (`--kit-teal` in its token file, `--teal` in the
/// prototype page) declares each color twice: a missing color is one gap, reported once with both names.
@Suite struct NamespacedPaletteCopyTests {
    static let kit = """
        :root { --kit-teal: #0F766E; --kit-rust: #B45309; --kit-ink: #111827; }
        @media (prefers-color-scheme: dark) { :root { --kit-teal: #2DD4BF; --kit-rust: #F59E0B; --kit-ink: #F9FAFB; } }
        .chip { color: var(--kit-teal); background: var(--kit-rust); border-color: var(--kit-ink); }
        """

    static func page(_ vars: String) -> String {
        """
        <!doctype html><html lang="pt"><head><title>Painel</title><style>
        :root { \(vars) }
        @media (prefers-color-scheme: dark) { :root { --teal: #2DD4BF; } }
        .badge { color: var(--teal); } .nota { color: var(--link); }
        </style></head><body><main><span class="badge">Ativo</span><p class="nota">Ver mais</p></main></body></html>
        """
    }

    static let app = """
        import SwiftUI
        extension Color {
            static let ink = Color(light: Color(hex: 0x111827), dark: Color(hex: 0xF9FAFB))
        }
        """

    static func missing(_ a: Analysis) -> [Finding] { a.findings.filter { $0.rule == "color.missing" } }

    @Test func aNamespacedCopyInAnotherFileIsOneGap() throws {
        let a = try TrustMatchTests.analyze([
            "design/kit/tokens.css": Self.kit, "design/painel.html": Self.page("--teal: #0F766E; --link: #1D4ED8;"), "app/Colors.swift": Self.app
        ])
        let teal = Self.missing(a).filter { $0.title.contains("teal") }
        #expect(teal.count == 1, "\(Self.missing(a).map(\.title))")
        #expect(teal.first?.message.contains("declares the same color again as") == true)
        #expect(teal.first?.occurrences.count == 2)
    }

    /// Same value, unrelated names: two colors of two roles that happen to agree.
    @Test func sameValueUnderAnUnrelatedNameStaysItsOwnGap() throws {
        let a = try TrustMatchTests.analyze([
            "design/kit/tokens.css": Self.kit, "design/painel.html": Self.page("--teal: #0F766E; --link: #B45309;"), "app/Colors.swift": Self.app
        ])
        #expect(Self.missing(a).contains { $0.title.contains("--link") }, "\(Self.missing(a).map(\.title))")
        #expect(Self.missing(a).contains { $0.title.contains("--kit-rust") })
    }

    /// A copy with another dark value is another color.
    @Test func aCopyWithAnotherDarkValueIsAnotherColor() throws {
        let page = Self.page("--teal: #0F766E; --link: #1D4ED8;").replacingOccurrences(of: "--teal: #2DD4BF", with: "--teal: #14B8A6")
        let a = try TrustMatchTests.analyze(["design/kit/tokens.css": Self.kit, "design/painel.html": page, "app/Colors.swift": Self.app])
        #expect(Self.missing(a).filter { $0.title.contains("teal") }.count == 2, "\(Self.missing(a).map(\.title))")
    }
}
