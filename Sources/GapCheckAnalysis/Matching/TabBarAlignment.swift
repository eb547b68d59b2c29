import GapCheckModel

/// A design frame's drawn tab bar read against one of the app's tab bars: the two are one tab bar when they otherwise
/// agree (at least three tabs drawn, the counts equal or one apart, and more than half of the drawn labels the app's,
/// in the same order), and then the drawn tab at a position is the app's tab at that position: the tab of the same
/// label, else, between two tabs of the same label (or an end), the app's tab in the same place of a run of the same
/// length. Bars that do not agree pair no tab: a screen's segmented tabs, another app's bar.
public struct TabBarAlignment: Sendable, Hashable {
    /// App tab positions by drawn tab position, for the positions that pair.
    public let pairs: [Int: Int]

    /// The alignment of `drawn` labels with the `app`'s; nil when the bars do not agree.
    public init?(drawn: [String], app: [String]) {
        let d = drawn.map(TextNormalizer.normalize)
        let a = app.map(TextNormalizer.normalize)
        guard d.count >= 3, abs(d.count - a.count) <= 1 else { return nil }
        let anchors = Self.commonSubsequence(d, a)
        guard anchors.count >= 2, anchors.count * 2 > d.count else { return nil }
        var pairs: [Int: Int] = [:]
        // Between two anchors (or an anchor and an end), runs of the same length pair in order.
        var previous = (-1, -1)
        for (i, j) in anchors + [(d.count, a.count)] {
            let drawnRun = (previous.0 + 1)..<i
            let appRun = (previous.1 + 1)..<j
            if drawnRun.count == appRun.count { for (x, y) in zip(drawnRun, appRun) { pairs[x] = y } }
            if i < d.count { pairs[i] = j }
            previous = (i, j)
        }
        self.pairs = pairs
    }

    /// The longest common subsequence of equal labels, as (drawn, app) positions in order.
    static func commonSubsequence(_ d: [String], _ a: [String]) -> [(Int, Int)] {
        var length = Array(repeating: Array(repeating: 0, count: a.count + 1), count: d.count + 1)
        for i in stride(from: d.count - 1, through: 0, by: -1) {
            for j in stride(from: a.count - 1, through: 0, by: -1) {
                length[i][j] = !d[i].isEmpty && d[i] == a[j] ? length[i + 1][j + 1] + 1 : max(length[i + 1][j], length[i][j + 1])
            }
        }
        var out: [(Int, Int)] = []
        var (i, j) = (0, 0)
        while i < d.count, j < a.count {
            if !d[i].isEmpty && d[i] == a[j] {
                out.append((i, j))
                i += 1
                j += 1
            } else if length[i + 1][j] >= length[i][j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return out
    }
}
