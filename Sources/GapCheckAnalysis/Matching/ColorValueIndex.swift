import GapCheckModel

/// Finds the nearest color token by value without an all-pairs scan.
///
/// Tokens are sorted by CIELAB lightness. ΔE2000 is never smaller than |ΔL| / S_L, and S_L ≤ 1.75 for
/// L in 0...100, so only tokens whose L lies within 1.75 × threshold of the query can match;
/// a binary search finds that window and ΔE2000 is computed only inside it.
public struct ColorValueIndex: Sendable {
    /// A token's color with its CIELAB value computed once (every query in its window compares with it).
    struct Item: Sendable { var lab: LabColor; var color: Color; var index: Int; var name: String; var l: Double { lab.l } }
    let items: [Item]

    /// Indexes `(color, position, name)` triples.
    public init(_ colors: [(color: Color, index: Int, name: String)]) {
        items = colors.map { Item(lab: $0.color.lab, color: $0.color, index: $0.index, name: $0.name) }
            .sorted { ($0.l, $0.name, $0.index) < ($1.l, $1.name, $1.index) }
    }

    /// Positions and ΔE of tokens within `threshold` of `color` (alpha within `alphaTolerance`), nearest first.
    public func within(_ threshold: Double, of color: Color, alphaTolerance: Double) -> [(index: Int, deltaE: Double)] {
        let lab = color.lab
        let l = lab.l
        let window = 1.75 * threshold + 1e-9
        var lo = 0, hi = items.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if items[mid].l < l - window { lo = mid + 1 } else { hi = mid }
        }
        var out: [(Int, Double, String)] = []
        var i = lo
        while i < items.count, items[i].l <= l + window {
            let it = items[i]
            if abs(it.color.alpha - color.alpha) <= alphaTolerance {
                let d = DeltaE2000.difference(lab, it.lab)
                if d <= threshold { out.append((it.index, d, it.name)) }
            }
            i += 1
        }
        return out.sorted { ($0.1, $0.2, $0.0) < ($1.1, $1.2, $1.0) }.map { ($0.0, $0.1) }
    }
}
