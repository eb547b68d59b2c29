/// A `line-height` value: `normal`, a multiplier of the font size, or a fixed height in points.
public enum CSSLineHeight: Hashable, Sendable {
    /// `normal` (font dependent, about 1.2).
    case normal
    /// A unitless number or a percentage, to multiply by the font size.
    case multiplier(Double)
    /// A length in points.
    case points(Double)

    /// The line height in points for a font size; nil for `normal`.
    public func points(fontSize: Double) -> Double? {
        switch self {
        case .normal: nil
        case .multiplier(let m): m * fontSize
        case .points(let p): p
        }
    }
}
