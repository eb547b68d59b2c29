import Foundation
import GapCheckModel

/// The code's numbers by their names spelled without separators or case (`scale10`, `--scale-10`, `scale_10` are all
/// `scale10`): a design token whose exact name the code declares with the design's value is in the code, whatever kind
/// of token either side took it for.
///
/// A generated twin (Style Dictionary's `ios-swift` beside its `css/variables`) keeps every name of the token file, so
/// a line height named `--body-font-body-lineheight`, an icon size under a `font` group or a `--scale-10` step is
/// declared under the same name even when gapcheck reads the design's name as a text style or a spacing step and the
/// code's as a length of another scale. Only the name and the value together count: a namesake with another value is
/// still a mismatch, and a value under another name still has to be matched by the scale.
struct CodeNamesakes: Sendable {
    private var values: [String: [Double]] = [:]

    init(_ inventory: Inventory) {
        for t in inventory.lengths { add(t.name, owner: t.owner, value: t.value) }
        for t in inventory.fonts { if let size = t.spec.size { add(t.name, owner: t.owner, value: size) } }
    }

    private mutating func add(_ name: String, owner: String?, value: Double) {
        values[Self.spelling(name), default: []].append(value)
        if let owner { values[Self.spelling(owner + name), default: []].append(value) }
    }

    /// True when the code declares `name` (or `name` + one of `suffixes`: a type group `--body-font` whose size the code
    /// names `bodyFontSize`) with `value`, to 0.01pt.
    func declares(_ name: String, value: Double, suffixes: [String] = []) -> Bool {
        let base = Self.spelling(name)
        guard !base.isEmpty else { return false }
        return ([""] + suffixes).contains { s in
            values[base + s]?.contains { abs($0 - value) < 0.01 } ?? false
        }
    }

    /// Letters and digits only, lowercased.
    static func spelling(_ name: String) -> String {
        String(name.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(Character.init)).lowercased()
    }
}
