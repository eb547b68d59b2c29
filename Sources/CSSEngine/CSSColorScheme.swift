/// Which branch of `light-dark()` to take.
public enum CSSColorScheme: String, Hashable, Sendable {
    /// The light (default) scheme.
    case light
    /// The dark scheme.
    case dark
}
