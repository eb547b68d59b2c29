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

    // MARK: - A token a broken file declares is still declared

    /// A generator that writes a multi-line description as one `///` line and raw lines (German here): the parser
    /// loses constants after the raw lines, and they are read from the lines as written, by name and value.
    static let germanDescriptions = """
        import SwiftUI

        public enum Farbtoken {
            /// Primärfarbe für Schaltflächen
            und für aktive Reiter.
            public static let markePrimaer = Color(red: 0.101961, green: 0.372549, blue: 0.705882, opacity: 1)
            /// Fläche für Hinweise
            Wird auch im Banner verwendet.
            Nicht für Text.
            public static let flaecheHinweis = Color(red: 1, green: 0.972549, blue: 0.905882, opacity: 1)
            /// Fehlerfarbe
            public static let statusFehler = Color(red: 0.752941, green: 0.109804, blue: 0.156863, opacity: 1)
            public static let abstandKlein: CGFloat = 4
        }
        """

    @Test func descriptionLinesWithoutSlashesAreTheCauseAndTheConstantsAreStillRead() throws {
        let inventory = try TestSupport.readSnippet(Self.germanDescriptions, name: "Farbtoken.swift")
        let file = try #require(inventory.brokenTokenFiles.first)
        let cause = try #require(file.causes.first)
        #expect(cause.kind == .descriptionLines)
        #expect(cause.count == 3)
        #expect(cause.samples.map(\.line) == [5, 8, 9])
        let names = Set(inventory.colors.map(\.name))
        #expect(names.isSuperset(of: ["markePrimaer", "flaecheHinweis", "statusFehler"]), "\(names)")
        let primary = try #require(inventory.colors.first { $0.name == "markePrimaer" })
        #expect(primary.light?.hex == "#1A5FB4")
        #expect(primary.owner == "Farbtoken")
        #expect(primary.location.line == 6)
        #expect(file.unreadValues.isEmpty)
    }

    /// A Theo-style `UIColor` extension whose doc comment opens a `/*` it never closes: the constants written in
    /// the comment are the app's, read from their lines.
    @Test func constantsInACommentLeftOpenAreReadFromTheirLines() throws {
        let theo = """
            import UIKit

            extension UIColor {
                public static let inkStrong = UIColor(red: 0.08, green: 0.09, blue: 0.12, alpha: 1)
                /** Accents. Source: props/*.yml */
                public static let accentStrong = UIColor(red: 0.8, green: 0.2, blue: 0.4, alpha: 1)
                public static let accentSoft = UIColor(red: 1, green: 0.85, blue: 0.8, alpha: 1)
                public static let accentMuted = UIColor(white: 0.6, alpha: 1)
            }
            """
        let inventory = try TestSupport.readSnippet(theo, name: "UIColor+Theo.swift")
        let file = try #require(inventory.brokenTokenFiles.first)
        #expect(file.unterminatedComment)
        let accent = try #require(inventory.colors.first { $0.name == "accentStrong" })
        #expect(accent.light?.hex == "#CC3366")
        #expect(accent.owner == "UIColor")
        #expect(inventory.colors.contains { $0.name == "accentMuted" })
    }

    /// A Kotlin-style `val` line inside a Swift struct is a line that is not Swift; its constant is still declared.
    @Test func aKotlinValLineIsForeignAndStillDeclared() throws {
        let mixed = """
            import SwiftUI

            public struct Palette {
                public static let inkStrong = Color(red: 0.08, green: 0.09, blue: 0.12)
                val inkSoft = Color(red: 0.35, green: 0.37, blue: 0.42)
                public static let surfaceBase = Color(red: 0.98, green: 0.98, blue: 0.99)
                public static let surfaceRaised = Color(red: 1, green: 1, blue: 1)
            }
            """
        let inventory = try TestSupport.readSnippet(mixed, name: "Palette.swift")
        let file = try #require(inventory.brokenTokenFiles.first)
        #expect(file.causes.map(\.kind) == [.foreignLines])
        #expect(file.causes.first?.samples.first?.line == 5)
        #expect(inventory.colors.contains { $0.name == "inkSoft" && $0.light?.hex == "#595E6B" })
        #expect(inventory.colors.filter { $0.name == "inkStrong" }.count == 1)
    }

    /// A type without a name and values left in CSS (hex, rem): both causes, and every value read as the Swift the
    /// generator meant; a value that cannot be read keeps its name only.
    @Test func anUnnamedTypeWithCSSValuesIsReadAsTheSwiftItMeant() throws {
        let css = """
            import UIKit

            public struct {
                public static let inkBase = #1B1F24
                public static let inkFaint = #8a8f98
                public static let gapMedium = 1rem /* the medium gap */
                public static let colorOverlay = rgb(0 0 0 / 40%)
            }
            """
        let inventory = try TestSupport.readSnippet(css, name: "Tokens+Struct.swift")
        let file = try #require(inventory.brokenTokenFiles.first)
        #expect(Set(file.causes.map(\.kind)) == [.unnamedType, .cssValues])
        #expect(file.causes.first { $0.kind == .cssValues }?.count == 3)
        let ink = try #require(inventory.colors.first { $0.name == "inkFaint" })
        #expect(ink.light?.hex == "#8A8F98")
        #expect(ink.owner == nil)
        #expect(ink.expression == "public static let inkFaint = #8a8f98")
        #expect(inventory.lengths.contains { $0.name == "gapMedium" && $0.value == 16 })
        #expect(file.unreadValues.map(\.name) == ["colorOverlay"])
    }

    /// A file that parses is read as before: nothing is read a second time from its lines.
    @Test func aFileThatParsesIsNotReadAsWritten() throws {
        let valid = """
            import SwiftUI

            public enum Palette {
                /// Brand
                public static let brand = Color(red: 0.1, green: 0.2, blue: 0.3)
                public static let brandSoft = Color(red: 0.5, green: 0.6, blue: 0.7)
            }
            """
        let inventory = try TestSupport.readSnippet(valid, name: "Palette.swift")
        #expect(inventory.brokenTokenFiles.isEmpty)
        #expect(inventory.colors.map(\.name).sorted() == ["brand", "brandSoft"])
    }
}
