/// Helpers for point lengths; gapcheck keeps all lengths as `Double` points.
public enum Length {
    /// `16`, `0.5`, `17.5` — no trailing zeros, at most 3 decimals.
    public static func format(_ v: Double) -> String {
        let r = (v * 1000).rounded() / 1000
        if r == r.rounded(), abs(r) < 1e15 { return String(Int(r)) }
        var s = String(format: "%.3f", r)
        while s.hasSuffix("0") { s.removeLast() }
        return s
    }
}

/// A box shadow: color, offset, blur radius and spread, in points.
public struct Shadow: Sendable, Hashable, Codable {
    public var color: Color?
    public var x: Double
    public var y: Double
    public var blur: Double
    public var spread: Double
    public var inset: Bool
    public init(color: Color?, x: Double, y: Double, blur: Double, spread: Double = 0, inset: Bool = false) {
        self.color = color; self.x = x; self.y = y; self.blur = blur; self.spread = spread; self.inset = inset
    }
}
