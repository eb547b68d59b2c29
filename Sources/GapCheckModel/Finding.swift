/// How much a finding matters for the release (the policy in docs/architecture.md).
public enum Severity: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// Breaks the visual design: a brand or status color wrong, a screen or section missing.
    case critical
    /// A missing feature: a token, a label, a model field, an off-scale value.
    case medium
    /// Polish: drift, naming.
    case low

    var rank: Int { self == .critical ? 0 : self == .medium ? 1 : 2 }
    /// Critical sorts first.
    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// The report area a rule belongs to; each gets a section and a score.
public enum Category: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case color, typography, spacing, tokens, screens, content, models, hardcoded
    case darkMode = "dark-mode"
    case accessibility

    public static func < (a: Category, b: Category) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    /// Title used in report headings and the score card.
    public var title: String {
        switch self {
        case .color: return "Color System"
        case .typography: return "Typography"
        case .spacing: return "Spacing & Radius"
        case .tokens: return "Token Hygiene"
        case .screens: return "Screens & Sections"
        case .content: return "Content & Labels"
        case .models: return "Data Model"
        case .hardcoded: return "Hard-coded Values"
        case .darkMode: return "Dark Mode"
        case .accessibility: return "Accessibility"
        }
    }
}

/// One side of a finding: what the design says, or what the code has.
public struct FindingSide: Sendable, Hashable, Codable {
    /// Token, property, screen or label name.
    public var name: String?
    /// The value as text (`#34C759`, `17pt Semibold`, `16pt`).
    public var value: String?
    /// Light and dark colors, when the finding is about a color (for swatches).
    public var color: Color?
    public var darkColor: Color? {
        get { darkColorStorage?.value }
        set { darkColorStorage = newValue.map(OutOfLine.init) }
    }
    /// The font, when the finding is about type (for sample lines at this size and weight).
    public var font: FontSpec? {
        get { fontStorage?.value }
        set { fontStorage = newValue.map(OutOfLine.init) }
    }
    public var location: SourceLocation?
    /// A dark color and a font are rare: out of line, a side is 120 bytes instead of 264 (a finding holds two,
    /// and a large run tens of thousands of findings; bench/RESULTS.md, issue 14).
    private var darkColorStorage: OutOfLine<Color>?
    private var fontStorage: OutOfLine<FontSpec>?

    private enum CodingKeys: String, CodingKey {
        case name, value, color
        case darkColorStorage = "darkColor"
        case fontStorage = "font"
        case location
    }

    public init(
        name: String? = nil, value: String? = nil, color: Color? = nil, darkColor: Color? = nil, font: FontSpec? = nil,
        location: SourceLocation? = nil
    ) {
        self.name = name; self.value = value; self.color = color; self.darkColor = darkColor; self.font = font
        self.location = location
    }
}

/// A gap between design and code, ready to report.
public struct Finding: Sendable, Hashable, Codable {
    /// Stable rule id (`color.mismatch`).
    public var rule: String
    public var severity: Severity
    public var category: Category
    /// One line (`statusSuccess is Color.green, design says #34C759`).
    public var title: String
    /// Detail for the report body.
    public var message: String
    public var expected: FindingSide?
    public var actual: FindingSide?
    /// The concrete fix: a declaration or modifier to write, an asset to add, or an instruction.
    public var fix: Fix?
    /// Where the fix goes (file of the code side, or where a new token belongs).
    public var fixLocation: SourceLocation?
    /// Number of occurrences folded into this finding (a cause reported once with the count).
    public var count: Int
    /// Extra occurrences' locations (bounded), for the report.
    public var occurrences: [SourceLocation]
    /// A key that identifies the gap across runs (rule + names, never line numbers).
    public var key: String

    public init(
        rule: String, severity: Severity, category: Category, title: String, message: String,
        expected: FindingSide? = nil, actual: FindingSide? = nil, fix: Fix? = nil,
        fixLocation: SourceLocation? = nil, count: Int = 1, occurrences: [SourceLocation] = [], key: String
    ) {
        // The texts each finding builds for itself are kept in exact storage (`compacted`): tens of thousands of
        // findings live from the checks to the report, and their grown buffers were the analysis's peak (p8mem).
        self.rule = rule; self.severity = severity; self.category = category; self.title = title.compacted
        self.message = message.compacted; self.expected = expected; self.actual = actual; self.fix = fix?.compacted
        self.fixLocation = fixLocation; self.count = count; self.occurrences = occurrences; self.key = key
    }

    /// The primary location: the code side when there is one, else the design side.
    public var primaryLocation: SourceLocation? { actual?.location ?? expected?.location ?? fixLocation }

    /// A short, stable id: FNV-1a of rule and key, as 12 hex digits (`GC-3f9a...`).
    public var id: String {
        var h: UInt64 = 0xcbf29ce484222325
        for b in (rule + "\u{1F}" + key).utf8 { h = (h ^ UInt64(b)) &* 0x100000001b3 }
        let s = String(h, radix: 16)
        return String(String(repeating: "0", count: max(0, 16 - s.count)) + s).prefix(12).description
    }
}
