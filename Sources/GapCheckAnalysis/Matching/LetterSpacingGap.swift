import Foundation
import GapCheckModel

/// A visible difference in letter spacing between a design text style and the code's font for it.
///
/// Compared only where both sides state it. A design's relative tracking (`-2%`, `-0.02em`) is of the style's own font
/// size. The difference shows when it is more than 0.1pt, more than 0.01em (1% of the font size, ten units of the
/// 1/1000 em tracking designers set, the smallest step a designer picks by eye) and more than a fifth of the design's
/// own value (so a wide uppercase label 1.2pt against 1.35pt is the same tracking). It is medium from 0.02em (a
/// percent written as points, `-2%` of 12pt as `-2`, is 0.15em), low below. A code number that is the design's fraction
/// itself (`-0.02` for `-2%`) is read as that fraction, since callers multiply such a number by the size.
public struct LetterSpacingGap: Sendable, Hashable {
    /// The design's letter spacing in points, of its own font size.
    public var design: Double
    /// The code's letter spacing in points.
    public var code: Double
    /// The font size the difference is judged at.
    public var fontSize: Double
    /// The design's letter spacing as written relative to the size (-0.02 for `-2%`), when it was.
    public var designRelative: Double?

    /// The gap between `design` and `code` when both state a letter spacing and it shows; nil otherwise.
    public init?(design: FontSpec, code: FontSpec) {
        guard let codeValue = code.letterSpacing, codeValue.isFinite else { return nil }
        guard let size = FontComparison.size(of: design) ?? FontComparison.size(of: code), size > 0 else { return nil }
        guard let designValue = design.letterSpacing ?? design.relativeLetterSpacing.map({ $0 * size }), designValue.isFinite else { return nil }
        // A code number equal to the design's fraction of the size (`letterSpacing: -0.02` for `-2%`) is that fraction,
        // which its caller multiplies by the size (`.tracking(style.size * style.letterSpacing)`): the same value.
        if let r = design.relativeLetterSpacing, r != 0, abs(codeValue - r) < 0.0005 { return nil }
        let delta = abs(designValue - codeValue)
        guard delta > 0.1, delta > 0.01 * size, delta > 0.2 * abs(designValue) else { return nil }
        self.design = designValue; self.code = codeValue; self.fontSize = size; self.designRelative = design.relativeLetterSpacing
    }

    /// True when `row` (a typography row) differs in its letter spacing and in nothing else: the row's note is this
    /// gap's clause alone. Such a row's finding is about the tracking, and a generator fault over it may stand for it.
    func isOnlyDifference(of row: MatchRow) -> Bool { row.note == clause }

    /// The gap of a typography row that differs in its letter spacing alone (`isOnlyDifference(of:)`); nil otherwise.
    static func only(in row: MatchRow) -> LetterSpacingGap? {
        guard let want = row.expectation.light.font, let font = row.codeFont, let gap = LetterSpacingGap(design: want, code: font),
            gap.isOnlyDifference(of: row)
        else { return nil }
        return gap
    }

    /// True when the difference changes the texture of the text (0.02em or more), not only its polish.
    public var isMarked: Bool { abs(design - code) >= 0.02 * fontSize }

    /// `letter spacing -2pt vs -0.24pt (-2% of 12pt)`: the code's value first, as the other clauses have it.
    public var clause: String {
        "letter spacing \(Self.points(code)) vs \(designText)"
    }

    /// The design's value in points, with what it was written as when relative (`-0.24pt (-2% of 12pt)`).
    public var designText: String {
        guard let r = designRelative else { return Self.points(design) }
        return "\(Self.points(design)) (\(Length.format(r * 100))% of \(Length.format(fontSize))pt)"
    }

    /// Points with at most two decimals (`-0.24pt`, `-2pt`).
    static func points(_ v: Double) -> String {
        Length.format((v * 100).rounded() / 100) + "pt"
    }
}
