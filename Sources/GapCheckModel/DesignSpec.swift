/// What kind of data label a mockup shows.
public enum LabelKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// `<dt>/<dd>`, `.label` + `.value` rows, "Device: roth-macbook" lines.
    case labelValue
    /// A statistic: a number with a caption (`24` / `Total Capsules`).
    case stat
    /// A form field's label (`<label for>`, placeholder).
    case formField
    /// A switch/toggle row.
    case toggle
    /// A table column header.
    case tableHeader
    /// A button or link the user can tap.
    case action
    /// Any other visible text worth matching (badges, list item titles).
    case text

    /// True for labels that carry a data value, and so should map to a model field.
    public var carriesData: Bool { self == .labelValue || self == .stat || self == .tableHeader || self == .formField }
}

/// A piece of user-visible text in a mockup.
public struct DataLabel: Sendable, Hashable, Codable {
    public var text: String
    public var kind: LabelKind
    /// The sample value shown with it (`24`, `100.66.202.6`), when any.
    public var sampleValue: String?
    /// The section title it sits under, when any.
    public var section: String?
    public var location: SourceLocation
    public init(text: String, kind: LabelKind, sampleValue: String? = nil, section: String? = nil, location: SourceLocation) {
        self.text = text; self.kind = kind; self.sampleValue = sampleValue; self.section = section; self.location = location
    }
}

/// A titled section of a screen (`<h2>`, `<section aria-label>`, `.section-title`).
public struct SectionSpec: Sendable, Hashable, Codable {
    public var title: String
    /// Heading level 1...6, or 0 for class- or aria-based sections.
    public var level: Int
    public var location: SourceLocation
    public init(title: String, level: Int, location: SourceLocation) {
        self.title = title; self.level = level; self.location = location
    }
}

/// One screen of the design: an HTML file, or a `data-screen`/`.screen` element within one.
public struct ScreenSpec: Sendable, Hashable, Codable {
    /// Matching name: `data-screen`, else the file name without extension (`settings`).
    public var name: String
    /// The `<title>` or main heading, for the report.
    public var title: String?
    public var sections: [SectionSpec]
    public var labels: [DataLabel]
    public var location: SourceLocation
    public init(name: String, title: String?, sections: [SectionSpec], labels: [DataLabel], location: SourceLocation) {
        self.name = name; self.title = title; self.sections = sections; self.labels = labels; self.location = location
    }
}

/// A problem found while reading input: the file (and line) and what was skipped.
public struct Diagnostic: Sendable, Hashable, Codable, CustomStringConvertible {
    public enum Level: String, Sendable, Hashable, Codable { case warning, error }
    public var level: Level
    public var message: String
    public var location: SourceLocation
    public init(_ level: Level, _ message: String, at location: SourceLocation) {
        self.level = level; self.message = message; self.location = location
    }
    public var description: String { "\(location): \(level.rawValue): \(message)" }
}

/// Everything the mockup reader extracted from a design folder.
public struct DesignSpec: Sendable, Hashable, Codable {
    public var expectations: [Expectation]
    public var screens: [ScreenSpec]
    public var colorPairs: [ColorPair]
    public var tapTargets: [TapTarget]
    /// True when the design defines a dark variant anywhere.
    public var hasDarkVariant: Bool
    /// Where the dark variant is declared first (for `darkmode.disabled`).
    public var darkVariantLocation: SourceLocation?
    /// Files read, relative paths, sorted.
    public var files: [String]
    public var diagnostics: [Diagnostic]
    /// Text and tappable elements of every screen with their computed styles, for element-level checks.
    public var elements: [DesignElement] = []

    public init(
        expectations: [Expectation] = [], screens: [ScreenSpec] = [], colorPairs: [ColorPair] = [],
        tapTargets: [TapTarget] = [], hasDarkVariant: Bool = false, darkVariantLocation: SourceLocation? = nil,
        files: [String] = [], diagnostics: [Diagnostic] = [], elements: [DesignElement] = []
    ) {
        self.elements = elements
        self.expectations = expectations; self.screens = screens; self.colorPairs = colorPairs
        self.tapTargets = tapTargets; self.hasDarkVariant = hasDarkVariant
        self.darkVariantLocation = darkVariantLocation; self.files = files; self.diagnostics = diagnostics
    }
}
