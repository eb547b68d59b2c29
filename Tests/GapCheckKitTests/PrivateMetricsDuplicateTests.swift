import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit

/// Field round 22 (a Chinese app with dozens of `private enum …Metrics` per component): two components' file-private
/// metrics under one leaf name are each component's own layout, not one token declared twice. Public metrics under
/// one name, and a file-private color re-declaring a palette color, still conflict. Fixtures: Spanish components,
/// `private enum Metrics`, `fileprivate struct Layout` and top-level `private let` forms.
@Suite struct PrivateMetricsDuplicateTests {
    static let css = ":root { --title-spacing: 4px; --marca: #0A6E4F; }\n.tarjeta { gap: var(--title-spacing); color: var(--marca); }\n"

    static func duplicates(_ files: [String: String], named leaf: String) throws -> [Finding] {
        var all = files
        all["design/tokens.css"] = css
        let a = try TrustMatchTests.analyze(all)
        return a.findings.filter { $0.rule == "token.duplicate" && $0.title.contains("`\(leaf)`") }
    }

    static func component(_ name: String, _ owner: String, _ type: String, _ value: Int) -> String {
        """
        import SwiftUI

        \(owner) \(type) {
            static let titleSpacing: CGFloat = \(value)
        }

        struct \(name): View {
            var body: some View {
                VStack(spacing: \(type).titleSpacing) { Text("\(name)") }
            }
        }
        """
    }

    @Test func twoComponentsPrivateMetricsAreNoDuplicate() throws {
        let found = try Self.duplicates(
            [
                "app/TarjetaCapitulo.swift": Self.component("TarjetaCapitulo", "private enum", "Metrics", 4),
                "app/BannerActual.swift": Self.component("BannerActual", "fileprivate struct", "Layout", 3)
            ], named: "titleSpacing")
        #expect(found.isEmpty, "\(found.map { "\($0.severity): \($0.title)" })")
    }

    @Test func aTopLevelPrivateLengthBesideTheScaleIsNoDuplicate() throws {
        let found = try Self.duplicates(
            [
                "app/Spacing.swift": "import SwiftUI\n\nenum Spacing {\n    static let titleSpacing: CGFloat = 4\n}\n",
                "app/BannerActual.swift":
                    "import SwiftUI\n\nprivate let titleSpacing: CGFloat = 6\n\nstruct BannerActual: View {\n    var body: some View { VStack(spacing: titleSpacing) { Text(\"Hola\") } }\n}\n"
            ], named: "titleSpacing")
        #expect(found.isEmpty, "\(found.map { "\($0.severity): \($0.title)" })")
    }

    /// Negative: two shared metric namespaces under one name still conflict (critical).
    @Test func publicMetricsStillConflict() throws {
        let found = try Self.duplicates(
            [
                "app/Spacing.swift": "import SwiftUI\n\nenum Spacing {\n    static let titleSpacing: CGFloat = 4\n}\n",
                "app/Theme.swift": "import SwiftUI\n\nenum Theme {\n    static let titleSpacing: CGFloat = 3\n}\n"
            ], named: "titleSpacing")
        #expect(found.contains { $0.severity == .critical }, "\(found.map { "\($0.severity): \($0.title)" })")
    }

    /// Negative: a file-private color under a palette color's name re-declares it: still a conflict.
    @Test func aPrivateColorStillConflictsWithThePalette() throws {
        let found = try Self.duplicates(
            [
                "app/Palette.swift": "import SwiftUI\n\nenum Palette {\n    static let marca = Color(red: 10 / 255, green: 110 / 255, blue: 79 / 255)\n}\n",
                "app/BannerActual.swift":
                    "import SwiftUI\n\nprivate enum Colors {\n    static let marca = Color(red: 0.9, green: 0.2, blue: 0.1)\n}\n\nstruct BannerActual: View {\n    var body: some View { Text(\"Hola\").foregroundStyle(Colors.marca) }\n}\n"
            ], named: "marca")
        #expect(found.contains { $0.severity == .critical }, "\(found.map { "\($0.severity): \($0.title)" })")
    }
}
