import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit

/// Field round 21 (laudo): a semantic token built from a primitive of the same name (`Surface.ink` choosing between
/// `Palette.ink` and `Palette.inkNight` by appearance) is a layer over that primitive, not a second declaration of
/// it. Two independent values under one name still conflict, and so does a layer built from another primitive
/// whose name only starts like this one's.
@Suite struct TokenLayerDuplicateTests {
    static let css = ":root { --ink: #1F2A44; --paper: #FBF8F1; }\n.page { color: var(--ink); background: var(--paper); }\n"

    static let palette = """
        import UIKit

        enum Palette {
            static let ink = UIColor(red: 31 / 255, green: 42 / 255, blue: 68 / 255, alpha: 1)
            static let inkNight = UIColor(red: 0.85, green: 0.88, blue: 0.95, alpha: 1)
            static let inkFaded = UIColor(red: 0.55, green: 0.58, blue: 0.66, alpha: 1)
            static let paper = UIColor(red: 251 / 255, green: 248 / 255, blue: 241 / 255, alpha: 1)
        }
        """

    static func duplicates(_ surface: String) throws -> [Finding] {
        let a = try TrustMatchTests.analyze([
            "design/tokens.css": css, "app/Palette.swift": palette, "app/Surface.swift": surface
        ])
        return a.findings.filter { $0.rule == "token.duplicate" && $0.title.contains("`ink`") }
    }

    @Test func aLayerBuiltFromThePrimitiveIsNoDuplicate() throws {
        let found = try Self.duplicates(
            """
            import UIKit

            enum Surface {
                static let ink = UIColor { traits in
                    traits.userInterfaceStyle == .dark ? Palette.inkNight : Palette.ink
                }
            }
            """)
        #expect(found.isEmpty, "\(found.map(\.title))")
    }

    @Test func anIndependentValueStillConflicts() throws {
        let found = try Self.duplicates(
            """
            import UIKit

            enum Surface {
                static let ink = UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
            }
            """)
        #expect(found.contains { $0.severity == .critical }, "\(found.map(\.title))")
    }

    @Test func aLayerOverAnotherPrimitiveStillConflicts() throws {
        // `Palette.inkFaded` is not `Palette.ink`: the name is matched whole.
        let found = try Self.duplicates(
            """
            import UIKit

            enum Surface {
                static let ink = UIColor { traits in
                    traits.userInterfaceStyle == .dark ? Palette.inkNight : Palette.inkFaded
                }
            }
            """)
        #expect(found.contains { $0.severity == .critical }, "\(found.map(\.title))")
    }
}
