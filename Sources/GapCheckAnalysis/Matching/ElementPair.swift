import GapCheckModel

/// How sure a design element ↔ code element pairing is.
public enum PairConfidence: String, Sendable, Hashable, Codable, Comparable {
    /// The same text once normalized (`"Settings"` ↔ `Text("Settings")`).
    case exact
    /// The design text fits an interpolated code text with words of its own (`"24 min"` ↔ `"\(n) min"`).
    case pattern
    /// The same text, but drawn by a component that other views show it in too (`"Undo"`): may be another element.
    case shared
    /// An icon-only control: the design's accessible name fits the code's SF Symbol (`"Settings"` ↔ `gearshape`).
    case symbol
    /// Only data on the code side (`"24"` ↔ `"\(count)"`): paired by order; styles are shown, not judged.
    case weak

    private var rank: Int {
        switch self {
        case .exact: return 0
        case .pattern: return 1
        case .shared: return 2
        case .symbol: return 3
        case .weak: return 4
        }
    }
    /// Surest first.
    public static func < (a: PairConfidence, b: PairConfidence) -> Bool { a.rank < b.rank }
}

/// Which style of an element differs.
public enum ElementAspect: String, Sendable, Hashable, Codable, CaseIterable {
    case color, background, font, radius, padding

    /// The rule that reports the aspect.
    public var rule: String { "element." + rawValue }
}

/// One style difference between a design element and its code element.
public struct ElementDifference: Sendable, Hashable, Codable {
    public var aspect: ElementAspect
    /// `light` or `dark`.
    public var scheme: String
    public var severity: Severity
    /// The design value and the code value as text (`#28A745`, `Color.green (#34C759)`).
    public var designValue: String
    public var codeValue: String
    /// Why, in one clause (`ΔE 7.9; adaptive system color where the design gives an exact value`).
    public var note: String
    /// Swatch colors (design, code), for colors and solid backgrounds.
    public var designColor: Color?
    public var codeColor: Color?
    public var designFont: FontSpec?
    public var codeFont: FontSpec?
    /// The code expression and where it is written (the modifier to change).
    public var codeExpression: String
    public var codeLocation: SourceLocation
    /// True when the code value is set on an enclosing container.
    public var inherited: Bool

    public init(
        aspect: ElementAspect, scheme: String, severity: Severity, designValue: String, codeValue: String, note: String,
        designColor: Color? = nil, codeColor: Color? = nil, designFont: FontSpec? = nil, codeFont: FontSpec? = nil,
        codeExpression: String, codeLocation: SourceLocation, inherited: Bool
    ) {
        self.aspect = aspect; self.scheme = scheme; self.severity = severity; self.designValue = designValue
        self.codeValue = codeValue; self.note = note; self.designColor = designColor; self.codeColor = codeColor
        self.designFont = designFont; self.codeFont = codeFont; self.codeExpression = codeExpression
        self.codeLocation = codeLocation; self.inherited = inherited
    }
}

/// A design element of a matched screen and the code element that draws it (nil when none was found).
public struct ElementPair: Sendable, Hashable, Codable {
    public var screen: String
    public var design: DesignElement
    public var code: CodeElement?
    public var confidence: PairConfidence?
    /// Style differences found (only for exact and pattern pairs); empty when the styles agree or are unknown.
    public var differences: [ElementDifference]
    /// Aspects both sides state and that agree (for the verdict: "matches" vs "not compared").
    public var agreeing: [ElementAspect]

    public init(
        screen: String, design: DesignElement, code: CodeElement?, confidence: PairConfidence?, differences: [ElementDifference] = [],
        agreeing: [ElementAspect] = []
    ) {
        self.screen = screen; self.design = design; self.code = code; self.confidence = confidence
        self.differences = differences; self.agreeing = agreeing
    }
}
