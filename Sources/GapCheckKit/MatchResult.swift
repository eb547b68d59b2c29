import GapCheckModel

/// How a design value compares with the code.
public enum MatchStatus: String, Sendable, Hashable, Codable, CaseIterable {
    /// Same name (or alias) and same value within tolerance.
    case matched
    /// Same value found under another name (`present as statusGreen`).
    case matchedByValue
    /// Same name, value within drift tolerance.
    case drift
    /// Same name, different value.
    case mismatch
    /// Same name, but code uses an adaptive system color where the design gives an exact value.
    case generic
    /// Nothing in the code.
    case missing
}

/// One row of a per-area comparison: a design expectation and what the code has for it.
public struct MatchRow: Sendable, Hashable, Codable {
    public var expectation: Expectation
    public var status: MatchStatus
    /// Code-side name (`Color.statusSuccess`) and value text.
    public var codeName: String?
    public var codeValue: String?
    public var codeLocation: SourceLocation?
    /// ΔE2000 light and dark for colors.
    public var deltaE: Double?
    public var darkDeltaE: Double?
    /// Code-side colors, for swatches.
    public var codeColor: Color?
    public var codeDarkColor: Color?
    public init(
        expectation: Expectation, status: MatchStatus, codeName: String? = nil, codeValue: String? = nil,
        codeLocation: SourceLocation? = nil, deltaE: Double? = nil, darkDeltaE: Double? = nil,
        codeColor: Color? = nil, codeDarkColor: Color? = nil
    ) {
        self.expectation = expectation; self.status = status; self.codeName = codeName; self.codeValue = codeValue
        self.codeLocation = codeLocation; self.deltaE = deltaE; self.darkDeltaE = darkDeltaE
        self.codeColor = codeColor; self.codeDarkColor = codeDarkColor
    }
}

/// A design screen and the view that implements it.
public struct ScreenMatch: Sendable, Hashable, Codable {
    public var screen: ScreenSpec
    /// The matched view type, nil when missing.
    public var viewName: String?
    public var viewLocation: SourceLocation?
    /// Section titles found / missing in the view (and the views it uses).
    public var sectionsFound: [String]
    public var sectionsMissing: [String]
    /// Data labels found / missing.
    public var labelsFound: [String]
    public var labelsMissing: [String]
    public init(
        screen: ScreenSpec, viewName: String?, viewLocation: SourceLocation?, sectionsFound: [String] = [],
        sectionsMissing: [String] = [], labelsFound: [String] = [], labelsMissing: [String] = []
    ) {
        self.screen = screen; self.viewName = viewName; self.viewLocation = viewLocation
        self.sectionsFound = sectionsFound; self.sectionsMissing = sectionsMissing
        self.labelsFound = labelsFound; self.labelsMissing = labelsMissing
    }
}

/// All matches between design and code, per area; computed once, shared by checks and reporters.
public struct MatchResult: Sendable, Hashable, Codable {
    public var colors: [MatchRow]
    public var typography: [MatchRow]
    public var spacing: [MatchRow]
    public var radii: [MatchRow]
    public var screens: [ScreenMatch]
    public init(colors: [MatchRow] = [], typography: [MatchRow] = [], spacing: [MatchRow] = [], radii: [MatchRow] = [], screens: [ScreenMatch] = []) {
        self.colors = colors; self.typography = typography; self.spacing = spacing; self.radii = radii; self.screens = screens
    }
}
