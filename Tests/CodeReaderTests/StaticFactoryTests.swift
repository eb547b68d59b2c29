import Foundation
import GapCheckModel
import Testing

@testable import CodeReader

/// `Color.dynamic(light:dark:)`, `UIColor.hex(_:)`: static factories read like initializers.
@Suite("Static color factories")
struct StaticFactoryTests {
    @Test func factoriesReadLikeInitializers() throws {
        let inv = try TestSupport.readSnippet(
            """
            import SwiftUI
            extension Color {
                static let card = Color.dynamic(light: Color(hex: 0xFFFFFF), dark: Color(hex: 0x1C1C1E))
                static let ink = UIColor.hex("#101820")
                static let wash = Color.rgb(red: 52, green: 199, blue: 89)
            }
            """)
        #expect(inv.color("Color.card")?.dark?.hex == "#1C1C1E")
        #expect(inv.color("Color.ink")?.light?.hex == "#101820")
        #expect(inv.color("Color.wash")?.light?.hex == "#34C759")
    }
}
