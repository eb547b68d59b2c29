import Foundation
import GapCheckModel
import Testing

@testable import GapCheckKit
@testable import GapCheckReport

/// Lengths that are no step of a spacing or radius scale: a blur radius, and zero (field tests round 24, rummy cause 4).
/// Fixture: a Korean token stylesheet with `--blur-*` properties used in `backdrop-filter`.
@Suite struct NonScaleLengthTests {
    static let sheet = """
        /* 디자인 토큰: 간격, 모서리, 흐림 */
        :root {
          --space-md: 16px;
          --space-none: 0;
          --gap-soft: 12px;
          --blur-glass: 24px;
          --blur-heavy: 50px;
          --haze: 18px;
          --radius-none: 0px;
          --radius-card: 14px;
        }
        .유리-카드 { backdrop-filter: blur(var(--blur-glass)) saturate(160%); -webkit-backdrop-filter: blur(var(--blur-glass)); }
        .안개 { filter: blur(var(--haze)); }
        .목록 { gap: var(--gap-soft); padding: var(--space-md); border-radius: var(--radius-card); }
        """

    static let app = """
        import SwiftUI

        enum Metrica {
            static let spaceMd: CGFloat = 16
            static let radiusSm: CGFloat = 8
        }
        """

    @Test func aBlurRadiusIsNoSpacing() throws {
        let a = try DesignTrustTests.run(design: ["tokens.css": Self.sheet], app: ["Metrica.swift": Self.app])
        let lengths = a.design.expectations.filter { [.spacing, .radius, .size].contains($0.kind) }.map(\.name)
        #expect(!lengths.contains("--blur-glass"), "\(lengths)")
        #expect(!lengths.contains("--blur-heavy"), "\(lengths)")
        #expect(!lengths.contains("--haze"), "\(lengths)")
        // A length used as spacing stays spacing.
        #expect(lengths.contains("--gap-soft"), "\(lengths)")
        let spacing = a.findings.filter { $0.rule == "spacing.off-scale" }
        #expect(spacing.contains { $0.title.contains("--gap-soft") }, "\(spacing.map(\.title))")
        #expect(!spacing.contains { $0.title.contains("blur") || $0.title.contains("haze") })
    }

    @Test func aZeroLengthIsNoStepTheAppMustDeclare() throws {
        let a = try DesignTrustTests.run(design: ["tokens.css": Self.sheet], app: ["Metrica.swift": Self.app])
        let found = a.findings.filter { ["spacing.off-scale", "radius.mismatch"].contains($0.rule) }.map(\.title)
        #expect(!found.contains { $0.contains("-none") }, "\(found)")
        #expect(found.contains { $0.contains("--radius-card") }, "\(found)")
    }

    /// A zero the code names with another value is still that token's mismatch.
    @Test func aCodeTokenNamedForZeroWithAnotherValueIsStillAMismatch() throws {
        let app = "import SwiftUI\n\nenum Metrica {\n    static let radiusNone: CGFloat = 4\n    static let radiusCard: CGFloat = 14\n}\n"
        let a = try DesignTrustTests.run(design: ["tokens.css": Self.sheet], app: ["Metrica.swift": app])
        let found = a.findings.filter { $0.rule == "radius.mismatch" }.map(\.title)
        #expect(found.contains { $0.contains("radiusNone") }, "\(found)")
    }
}
