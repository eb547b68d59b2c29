import Foundation
import GapCheckModel

extension DeltaE2000 {
    /// The lightness term |ΔL′| / S_L of `difference`, computed as it does: a lower bound of the difference
    /// (up to rounding), since the chroma and hue terms add `c² + h² + R_T·c·h ≥ (|c| − |h|)² ≥ 0` with
    /// |R_T| ≤ 2. A cheap first test where many pairs are compared (`TokenDuplicateCheck`'s palettes).
    static func lightnessTerm(_ c1: LabColor, _ c2: LabColor) -> Double {
        let lTerm = pow((c1.l + c2.l) / 2 - 50, 2)
        let sl = 1 + 0.015 * lTerm / (20 + lTerm).squareRoot()
        return abs(c2.l - c1.l) / sl
    }
}
