/// What relative CSS lengths resolve against.
public struct CSSValueContext: Hashable, Sendable {
    /// The root element's font size in points (`rem`), 16 unless the mockup sets `html { font-size }`.
    public var rootFontSize: Double = 16
    /// The element's (or, for `font-size` itself, the parent's) font size in points (`em`, `%` fonts); nil means `rootFontSize`.
    public var fontSize: Double?
    /// Viewport width in points for `vw`/`vmin`/`vmax`; nil leaves those lengths unresolved.
    public var viewportWidth: Double?
    /// Viewport height in points for `vh`/`vmin`/`vmax`; nil leaves those lengths unresolved.
    public var viewportHeight: Double?
    /// When true, CSS `pt` is the physical point (4/3 px); by default a mockup's `17pt` means 17 iOS points.
    public var physicalPoints: Bool = false

    /// A context; every parameter is optional.
    public init(
        rootFontSize: Double = 16, fontSize: Double? = nil, viewportWidth: Double? = nil, viewportHeight: Double? = nil,
        physicalPoints: Bool = false
    ) {
        self.rootFontSize = rootFontSize
        self.fontSize = fontSize
        self.viewportWidth = viewportWidth
        self.viewportHeight = viewportHeight
        self.physicalPoints = physicalPoints
    }

    /// The font size `em` refers to.
    public var emSize: Double { fontSize ?? rootFontSize }
}
