import GapCheckModel

/// A resolved CSS `<color>`: an sRGB color (clamped, with a note when the source was outside sRGB) or `currentcolor`.
public enum CSSColorValue: Equatable, Hashable, Sendable {
    /// A concrete color converted to sRGB and clamped to it; `outOfGamut` when clamping changed it.
    case color(Color, outOfGamut: Bool)
    /// The `currentcolor` keyword, kept symbolic.
    case currentColor

    /// The concrete color, nil for `currentcolor`.
    public var color: Color? {
        if case .color(let c, _) = self { return c }
        return nil
    }
}
