import Foundation
import GapCheckModel
import Testing

@testable import CodeReader

/// A token file the Swift parser rejects (web values copied into Swift by a token build) is recorded as broken, with
/// its first error and the constants it could not read; a view file with a stray error is not. Fixtures in styles
/// other than the field repository's (a Theo-like enum, a struct of metrics).
@Suite struct BrokenTokenFileTests {
    /// A token build that copied CSS values as they are: a length in px, a font stack, a doubled quote.
    static let webValues = """
        import UIKit

        public enum BrandTokens {
            public static let colorInkPrimary = UIColor(red: 0.1, green: 0.1, blue: 0.2, alpha: 1)
            public static let sizeGapTight = 6px
            public static let sizeGapLoose = 24px
            public static let typefaceDisplay = "Inter", system-ui, sans-serif
            public static let radiusCard = 10
            public static let durationFast = 0.2
        }
        """

    @Test func aTokenFileWithCSSValuesIsBrokenWithItsFirstErrorAndUnreadableConstants() throws {
        let inventory = try TestSupport.readSnippet(Self.webValues, name: "BrandTokens.swift")
        let file = try #require(inventory.brokenTokenFiles.first)
        #expect(inventory.brokenTokenFiles.count == 1)
        #expect(file.firstError.line == 5)
        #expect(file.firstErrorLine == "public static let sizeGapTight = 6px")
        #expect(file.declarations == 6)
        #expect(file.broken.map(\.name) == ["sizeGapTight", "sizeGapLoose", "typefaceDisplay"])
        #expect(file.broken.first?.lengthScale == .spacing)
        #expect(file.broken.last?.lengthScale == nil)
        #expect(file.broken.allSatisfy { $0.holdsDesignValue })
    }

    /// A description copied into a doc comment that writes `/*` (a glob, an arrow drawn with slashes) opens a nested
    /// comment that never closes: the rest of the file is comment. The error is the comment's opening line, and
    /// the constants written inside it are the ones lost, not the last constant before it.
    @Test func aCommentThatNeverClosesIsTheErrorAndSwallowsTheConstantsAfterIt() throws {
        let tokens = """
            import SwiftUI

            public struct PaletteTokens {
                public static let inkStrong = Color(red: 0.08, green: 0.09, blue: 0.12)
                public static let inkSoft = Color(red: 0.35, green: 0.37, blue: 0.42)
                /** Surfaces. Source: tokens/*.json, see the README. */
                public static let surfaceBase = Color(red: 0.98, green: 0.98, blue: 0.99)
                public static let surfaceRaised = Color.white
                public static let paddingCard: CGFloat = 12
            }
            """
        let inventory = try TestSupport.readSnippet(tokens, name: "PaletteTokens.swift")
        let file = try #require(inventory.brokenTokenFiles.first)
        #expect(file.unterminatedComment)
        #expect(file.firstError.line == 6)
        #expect(file.firstErrorLine.hasPrefix("/** Surfaces."))
        #expect(file.declarations == 5)
        #expect(file.broken.map(\.name) == ["surfaceBase", "surfaceRaised", "paddingCard"])
        #expect(file.broken.map(\.location.line) == [7, 8, 9])
        #expect(file.broken.allSatisfy { $0.holdsDesignValue })
    }

    @Test func aClosedNestedCommentIsNoError() throws {
        let tokens = """
            import SwiftUI

            public struct PaletteTokens {
                /* outer /* nested */ still outer */
                public static let inkStrong = Color(red: 0.08, green: 0.09, blue: 0.12)
                public static let inkSoft = Color(red: 0.35, green: 0.37, blue: 0.42)
                public static let surfaceBase = Color.white
            }
            """
        let inventory = try TestSupport.readSnippet(tokens, name: "PaletteTokens.swift")
        #expect(inventory.brokenTokenFiles.isEmpty)
    }

    @Test func aStrayErrorInAViewIsNoBrokenTokenFile() throws {
        let view = """
            import SwiftUI

            struct ReceiptView: View {
                static let margin: CGFloat = 12
                static let accent = Color.orange
                static let title = "Receipt"
                var body: some View {
                    VStack {
                        Text("Total"
                        Text("Paid")
                    }
                }
            }
            """
        let inventory = try TestSupport.readSnippet(view, name: "ReceiptView.swift")
        #expect(inventory.brokenTokenFiles.isEmpty)
    }

    @Test func aModelWithAnErrorIsNoBrokenTokenFile() throws {
        let model = """
            struct Invoice {
                var number: String
                var total: Double
                var paid: Bool
                var note = "x" "y"
            }
            enum Status { case draft, sent, paid }
            """
        let inventory = try TestSupport.readSnippet(model, name: "Invoice.swift")
        #expect(inventory.brokenTokenFiles.isEmpty)
    }

    @Test func aValidTokenFileIsNotBroken() throws {
        let valid = """
            import UIKit

            struct Metrics {
                static let gapTight: CGFloat = 6
                static let gapLoose: CGFloat = 24
                static let typefaceDisplay = "Inter"
            }
            """
        let inventory = try TestSupport.readSnippet(valid, name: "Metrics.swift")
        #expect(inventory.brokenTokenFiles.isEmpty)
        #expect(inventory.lengths.contains { $0.name == "gapTight" })
    }
}
