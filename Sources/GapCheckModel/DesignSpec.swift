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
    /// Why the heading titles one record of the page's sample data rather than a section (a card among cards drawn
    /// alike, a monogram beside it), when the page says so: the app draws such a heading from its data.
    public var recordEvidence: String?
    /// True when the title is only the section's accessibility name (`<section aria-label="Settings list">`) and the
    /// page paints it nowhere in the section: nobody sees it, so its absence from the app says little. Not encoded.
    public var unpaintedTitle = false
    /// Why the section's rows are sample records (three rows or more drawn alike whose figures differ: counts, dates),
    /// when the page says so: the app builds such rows from its data, under a heading it may word otherwise. Not
    /// encoded.
    public var listedRecords: String?
    /// The names of those rows (each row's first text: "全部照片", "Para correr"). Not encoded.
    public var listedNames: [String] = []
    public init(title: String, level: Int, location: SourceLocation, recordEvidence: String? = nil) {
        self.title = title; self.level = level; self.location = location; self.recordEvidence = recordEvidence
    }

    private enum CodingKeys: String, CodingKey { case title, level, location, recordEvidence }
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
    /// Other names the design gives the screen, most telling first: a caption or comment next to its
    /// frame, the heading of the block holding it, its nav title, the `<title>` parts. The matcher tries
    /// them after `name`.
    public var aliases: [String]
    /// The screen's other static texts (headings, paragraphs, captions), in document order: evidence of which view
    /// shows the screen when the app shows them word for word. Mostly sample content, so their absence proves
    /// nothing. Not encoded: extraction output keeps its shape, and a decoded spec simply has none.
    public var texts: [String] = []
    /// The number the design's own code gives the screen (`4` of "4c. EIGHT SLEEP: WORKING" and of "4. EIGHT SLEEP"):
    /// screens numbered alike are the steps or states of one screen. Nil when the design numbers none. Not encoded.
    public var sequence: String?
    /// True when the screen only lists states (labelled notices: "Failure states", "Edge cases"), a catalogue of how
    /// other screens look when something happens rather than a screen of its own. Not encoded.
    public var isStateCatalogue = false
    /// The tab bar the frame draws with a selected tab (`.tab-item.active`), when it draws one: the screen is that
    /// tab's, wherever the app's tab bar agrees with the drawn one. Not encoded.
    public var tabBar: DrawnTabBar?
    /// The kind of device the frame drawing the screen is for, when its class words or box say (`DesignSurface`);
    /// nil otherwise. Not encoded.
    public var surface: DesignSurface?
    /// True when the name is the folder's the page sits alone in (`onboarding_welcome/code.html`, `PageFolders`): an
    /// exporter's name for the page rather than the author's word for the screen. Not encoded.
    public var namedByFolder = false
    /// True when the screen is one of the panes its frame (or its frameless page) shows one at a time, the sidebar or
    /// tab bar that switches them drawn outside it (`.view`, `.view.on`): a section of the app's window, named by its
    /// pane rather than by its page. Not encoded.
    public var isPane = false
    /// Names of the app's code the design writes beside the screen (`Ships today (ProductionsListView)`, `Flow step
    /// .reviewSource`, `data-view="CartView"`): explicit evidence of the view that implements it. Not encoded.
    public var codeMentions: [CodeMention] = []
    public init(name: String, title: String?, sections: [SectionSpec], labels: [DataLabel], location: SourceLocation, aliases: [String] = []) {
        self.name = name; self.title = title; self.sections = sections; self.labels = labels; self.location = location
        self.aliases = aliases
    }

    private enum CodingKeys: String, CodingKey { case name, title, sections, labels, location, aliases }

    /// Decodes a screen; `aliases` is optional so specs written before it existed still read.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.decode(String.self, forKey: .name)
        title = try c.decodeIfPresent(String.self, forKey: .title)
        sections = try c.decode([SectionSpec].self, forKey: .sections)
        labels = try c.decode([DataLabel].self, forKey: .labels)
        location = try c.decode(SourceLocation.self, forKey: .location)
        aliases = try c.decodeIfPresent([String].self, forKey: .aliases) ?? []
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

/// The appearances a design defines.
public enum DesignAppearance: String, Sendable, Hashable, Codable {
    /// Light only (no dark values, light page backgrounds).
    case light
    /// Dark only: no dark variant, but the design itself is dark (dark page backgrounds).
    case dark
    /// Both: the design declares dark values beside its light ones.
    case lightAndDark

    /// How a sentence names it: "light", "dark", "light and dark".
    public var words: String { self == .lightAndDark ? "light and dark" : rawValue }
}

/// A design page and the note of the design's own that speaks of it.
public struct PageNote: Sendable, Hashable, Codable {
    public var page: String
    public var note: SourceLocation
    public init(page: String, note: SourceLocation) { self.page = page; self.note = note }
}

/// A note of the design's own (a stylesheet comment, a section of a Markdown note) that names the platform colors the
/// app is to paint its roles with (`windowBackgroundColor`, `Color.accentColor`, `systemGreen`): where, and the names
/// in the order written.
public struct PlatformColorNote: Sendable, Hashable, Codable {
    public var location: SourceLocation
    public var names: [String]
    public init(location: SourceLocation, names: [String]) { self.location = location; self.names = names }
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
    /// The appearance of the design's pages by their backgrounds, `light` or `dark` (for a design
    /// without a dark variant, the one appearance it defines).
    public var pageAppearance: DesignAppearance
    /// Each page's look when the pages draw different appearances (light style studies beside a dark chosen page),
    /// so a check can weigh the pages compared with the app (`PageLook`); nil when every page looks alike.
    public var pageLooks: [PageLook]?
    /// The appearances the design defines: light and dark when it has a dark variant, else its pages'.
    public var appearance: DesignAppearance { hasDarkVariant ? .lightAndDark : pageAppearance == .dark ? .dark : .light }
    /// True when the design is dark by default: its unthemed values are the dark ones and its light values a theme a
    /// class or attribute turns on (`.light`, `[data-theme=light]`), not the system's light mode. Nil otherwise.
    public var darkByDefault: Bool?
    /// True when the design declares high-contrast values (`prefers-contrast: more`, `*-hc.css`).
    public var hasHighContrastVariant: Bool
    /// Files read, relative paths, sorted.
    public var files: [String]
    public var diagnostics: [Diagnostic]
    /// Text and tappable elements of every screen with their computed styles, for element-level checks.
    public var elements: [DesignElement] = []
    /// Design pages the design itself marks as the chosen one (★, "final", "approved" on a gallery card linking
    /// it, or in its own title): of alternatives of one screen, the one the app is to follow. Nil when none is.
    public var chosenPages: [String]?
    /// Design pages the design folder's notes retire ("Superseded", "Archive" beside the page's name in a
    /// `README.md`), each with the note that says so: history, not compared. Nil when none is.
    public var retiredPages: [PageNote]?
    /// Sibling panes of a page that draw competing directions of one design (`AlternativePanes`): the app is compared
    /// with the one it follows best (`DesignAlternatives.choosePanes`). Nil when no page has any.
    public var alternativePanes: [AlternativePanes]? = nil
    /// Design pages the folder's notes never name while they judge its other pages (one chosen, others retired), each
    /// with the note that chooses: of unknown standing, so no finding resting on them alone is critical
    /// (`UnjudgedDesign`). Nil when none is.
    public var unjudgedPages: [PageNote]?
    /// The frames of the design's pages drawn for a known kind of device (a phone, a desktop panel, a browser
    /// window), outermost ones, in page order; nil when none says. What the reader took from inside them carries
    /// the surface, so the pipeline can leave out another platform's once it knows the app's (`ForeignSurfaces`).
    public var surfaceFrames: [SurfaceFrame]?
    /// The kinds of device the design's frames are drawn for when every one of them is another platform's than the
    /// app's (`ForeignSurfaces`): the design is another app's, so its tokens the app lacks are not the app's gaps.
    /// Nil otherwise.
    public var otherPlatformsOnly: [DesignSurface]?
    /// The design's own note that maps its roles to the platform's colors (`PlatformColorNotes`): the app is to paint
    /// with those, and the design's values stand in for them. Nil when no note says so.
    public var platformColorNote: PlatformColorNote?
    /// The files whose values a token generator wrote as an object's printed form (`[object Object]`), one entry each:
    /// a fault of the design's export, said once per file. Nil when no file has any.
    public var printedObjects: [PrintedObjectValues]?

    public init(
        expectations: [Expectation] = [], screens: [ScreenSpec] = [], colorPairs: [ColorPair] = [],
        tapTargets: [TapTarget] = [], hasDarkVariant: Bool = false, darkVariantLocation: SourceLocation? = nil,
        files: [String] = [], diagnostics: [Diagnostic] = [], pageAppearance: DesignAppearance = .light,
        hasHighContrastVariant: Bool = false, elements: [DesignElement] = []
    ) {
        self.pageAppearance = pageAppearance
        self.hasHighContrastVariant = hasHighContrastVariant
        self.elements = elements
        self.expectations = expectations; self.screens = screens; self.colorPairs = colorPairs
        self.tapTargets = tapTargets; self.hasDarkVariant = hasDarkVariant
        self.darkVariantLocation = darkVariantLocation; self.files = files; self.diagnostics = diagnostics
    }
}
