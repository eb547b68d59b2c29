import GapCheckModel

/// How a design value compares with the code.
public enum MatchStatus: String, Sendable, Hashable, Codable, CaseIterable {
    /// Same name (or alias) and same value within tolerance.
    case matched
    /// Same value (within the same-color tolerance) found under another name (`present as statusGreen`).
    case matchedByValue
    /// Value within drift tolerance: same name, or (`MatchRow.foundByValue`) the nearest token under another name.
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
    /// Code-side font, for typography rows (sample lines in the HTML report).
    public var codeFont: FontSpec?
    /// The code expression as written (`Color.green`, `Color(hex: 0x34C759)`), when known.
    public var codeExpression: String?
    /// How the code color was written (literal, system, asset...), for colors.
    public var codeOrigin: ColorOrigin?
    /// The system color the code uses (`systemGreen`), when any.
    public var systemName: String?
    /// Why the row has its status, in one clause (`alpha 0.40 vs 0.50`, `size 20pt vs 22pt`).
    public var note: String?
    /// True when no code token has the design's name and this one was found by its value.
    public var foundByValue = false
    /// For a mismatch: another code token with exactly the design's value (`Color.goldMuted` for a design
    /// `--gold` the app's `gold` differs from).
    public var sameValueToken: String? = nil
    /// True for a color matched to a variant of the design's name (`focusRing` for `--color-focus`), no token
    /// having the name itself (`ColorNameVariant`); nil otherwise.
    public var nameVariant: Bool? = nil
    /// The code's translucent color as the app shows it over its own background (`AppBackdrop`), in the light (or
    /// only) and the dark appearance compared; nil where the colors were compared as written.
    public var codeSeenColor: Color? = nil
    public var codeSeenDarkColor: Color? = nil
    /// How that was seen, for the report: `#FFFFFF @ 42% over #09090B ≈ #707072`; nil when no color was composited.
    public var seenOver: String? = nil
    /// True for a color paired through the design name its own line's comment names (`// --card`): the author's
    /// declared mapping, not a match of the two names' words; nil otherwise.
    public var commentPaired: Bool? = nil
    /// For a text style's mismatch: the token of the same name in a file of another family that has the design's value
    /// (`Metrics.body` in `Metrics.swift`), when the row compares the namesake that disagrees (`TypographyMatcher`).
    public var agreeingNamesake: String? = nil
    public init(
        expectation: Expectation, status: MatchStatus, codeName: String? = nil, codeValue: String? = nil,
        codeLocation: SourceLocation? = nil, deltaE: Double? = nil, darkDeltaE: Double? = nil,
        codeColor: Color? = nil, codeDarkColor: Color? = nil, codeExpression: String? = nil,
        codeOrigin: ColorOrigin? = nil, systemName: String? = nil, note: String? = nil, codeFont: FontSpec? = nil
    ) {
        self.expectation = expectation; self.status = status; self.codeName = codeName; self.codeValue = codeValue
        self.codeLocation = codeLocation; self.deltaE = deltaE; self.darkDeltaE = darkDeltaE
        self.codeColor = codeColor; self.codeDarkColor = codeDarkColor; self.codeExpression = codeExpression
        self.codeOrigin = codeOrigin; self.systemName = systemName; self.note = note
        self.codeFont = codeFont
    }
}

/// What ties a design screen to its view.
public enum ScreenEvidence: String, Sendable, Hashable, Codable, CaseIterable {
    /// The `screens:` map of `.gapcheck.yml`.
    case configured
    /// A view named after the screen or one of its other names (`dashboard` ↔ `DashboardView`).
    case name
    /// No view has its name; the view (with the views it uses) that shows most of the screen's texts.
    case text
    /// No view has its name exactly; a view whose name has the screen's words with a word more or fewer
    /// (`ClientsListView` for "Clients", `ClientDetailView` for "Coach Client Detail"), ranked by the texts it shows.
    case nameWords
    /// No view has its name or shows its texts; the frame draws a tab bar that agrees with the app's, and the view is
    /// the one the app's tab at the selected tab's position shows (`TabBarAlignment`).
    case tabPosition
    /// The design and the code name each other (`ScreenReference`): a caption naming the view's type, a comment on the
    /// view naming the mockup, a flow step named like an enum case of the app that one view is named after.
    case reference
    /// No view: no name matches and the app shows too few of its texts.
    case none
}

/// What paired a screen with its view when the design and the code name each other.
public struct ScreenReference: Sendable, Hashable, Codable {
    /// Which side names the other, and how.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// The design writes the view's type beside the screen (`Ships today (ProductionsListView)`).
        case designNamesView
        /// A comment on the view or one of its members names the mockup (`/// … (mockup 06c)`, `Implements checkout.html`).
        case codeNamesScreen
        /// The design names a flow step (`.reviewSource`) that is an enum case of the app, and one view is named by its
        /// words (`SourceReviewView`): weaker, a step may be drawn by another view.
        case flowStep
        /// The design names the view's type in passing, in a paragraph of prose: a hint, used only to break a tie.
        case prose
    }
    public var kind: Kind
    /// Where the naming text is written: "caption", "title", "comment", "attribute data-view", or the view's name for
    /// a comment in code.
    public var source: String
    /// What it names: the type, the step (without its dot), or the comment's words.
    public var named: String
    /// Where the naming text is.
    public var location: SourceLocation
    /// True for a caption or a comment that names the other side outright; false for a flow step or a name in prose.
    public var isExplicit: Bool { kind == .designNamesView || kind == .codeNamesScreen }
    public init(kind: Kind, source: String, named: String, location: SourceLocation) {
        self.kind = kind; self.source = source; self.named = named; self.location = location
    }

    /// How a report says it ("the caption naming `ProductionsListView`"), with `code` rendering a code span and
    /// `text` escaping prose.
    public func said(code: (String) -> String, text: (String) -> String) -> String {
        switch kind {
        case .designNamesView: return "the \(text(source)) naming \(code(named))"
        case .codeNamesScreen: return "\(code(source))'s comment \(text("\"" + named + "\""))"
        case .flowStep: return "the flow step \(code("." + named)) named in the \(text(source))"
        case .prose: return "the \(text(source)) naming \(code(named)) in passing"
        }
    }
}

/// The tab a design frame draws selected, paired with the app's tab at its position in a tab bar that agrees with the
/// drawn one (`TabBarAlignment`).
public struct TabPairing: Sendable, Hashable, Codable {
    /// The drawn tab's label and where it is drawn.
    public var drawnLabel: String
    public var drawnLocation: SourceLocation
    /// The app's tab: its label, where it is written, and the view it shows (nil when it shows several).
    public var appLabel: String
    public var appLocation: SourceLocation
    public var appView: String?
    /// The tab's position (0 for the first) and the app bar's labels, for messages.
    public var position: Int
    public var appLabels: [String]

    /// True when the app labels the tab in other words than the design.
    public var renamed: Bool { TextNormalizer.normalize(drawnLabel) != TextNormalizer.normalize(appLabel) }
}

/// A design screen and the view that implements it.
public struct ScreenMatch: Sendable, Hashable, Codable {
    public var screen: ScreenSpec
    /// The matched view type, nil when missing.
    public var viewName: String?
    public var viewLocation: SourceLocation?
    /// How the view was found; `.text` matches are weaker than named ones.
    public var evidence: ScreenEvidence = .none
    /// The screen name (or alias) a view was named after, for `.name` and `.nameWords` matches.
    public var matchedName: String?
    /// For `.nameWords` matches: other views sharing the name as closely and showing as many texts (a tie the
    /// first by name broke).
    public var alternatives: [String] = []
    /// For a `.nameWords` match: the view is named after the screen exactly but shows none of its texts, while the app
    /// shows some of them elsewhere, in no view that could be the screen's: the screen's copy was rewritten, or the
    /// view draws another screen (`ScreenMatcher.rewrittenNamesake`).
    public var copyRewritten = false
    /// For a screen left without a view: views sharing a word of its name with a word of their own that the screen
    /// lacks (`MessageThreadView` for "Coaching thread"), taken for none as they show none of its texts.
    public var nameCandidates: [String] = []
    /// For a screen left without a view: views named after it (its words, give or take one, as `nameCandidates`) that
    /// nothing the app ships constructs (`Inventory.unshownViews`), so they implement no screen: the screen is built
    /// and not reachable (`BlitzerScreenContent` for "Radar / Blitzer" when the router's `default:` draws a placeholder).
    public var unshownNamesakes: [String] = []
    /// For a screen left without a view, when `unshownNamesakes` holds a view the app never shows whose navigation title
    /// is one of the screen's texts (its name differs): that title.
    public var unshownTitle: String?
    /// For a screen left without a view: the view named after one of its names in another of the app's languages (首页
    /// is `Home` in the app's string table: `HomeView`) that shows none of its texts, and that name; the view may be it
    /// under other texts (an exploration the app never adopted), so its absence is a question.
    public var translatedNamesake: TranslatedName?
    /// For a screen taken as a step or state of another screen's view (the design numbers them alike: 4c beside 4):
    /// that screen's name.
    public var stepOf: String?
    /// For a screen taken as a state or step of a view no view is named after (the view's `enum Stage { case payment
    /// }`, its `@State var selectedOrderID`): that state's name as the code writes it; for a screen drawn on a design
    /// page named after the view (`orders-mockup.html` ↔ `OrdersView`), the page's file.
    public var stateOf: String?
    /// True when `stateOf` is the design page named after the view rather than a state the code names.
    public var stateByPage = false
    /// Distinct texts of the screen (title, section titles, labels, buttons) ...
    public var textsTotal: Int = 0
    /// ... shown by the matched view and the views it uses ...
    public var textsShown: Int = 0
    /// ... and shown anywhere in the app.
    public var appTextsShown: Int = 0
    /// 0...1: 1 for configured and named matches, the share of texts shown for text matches, 0 when missing.
    public var confidence: Double {
        switch evidence {
        case .configured, .name: return 1
        case .reference where reference?.isExplicit == true: return 1
        case .text, .nameWords, .tabPosition, .reference: return textsTotal == 0 ? 0 : Double(textsShown) / Double(textsTotal)
        case .none: return 0
        }
    }
    /// True when the view was found by shared texts, part of its name or its tab's position only, or the screen is one
    /// of its states:
    /// it may not be the screen's (or the state draws it otherwise), so a difference found there is at most medium.
    public var isWeak: Bool {
        evidence == .text || evidence == .nameWords || evidence == .tabPosition || stateOf != nil
            || (evidence == .reference && reference?.isExplicit != true)
    }
    /// For `.reference` matches: what the design and the code say about each other that paired them.
    public var reference: ScreenReference?
    /// The tab the frame draws selected and the app's tab at its position, when the frame's tab bar agrees with one of
    /// the app's; nil otherwise.
    public var tab: TabPairing?
    /// Section titles found / missing in the view (and the views it uses).
    public var sectionsFound: [String]
    public var sectionsMissing: [String]
    /// Missing section titles that another view shows (title → that view): the screen's view presents it
    /// in a way the scope does not follow (a sheet, a coordinator), so it is probably not missing.
    public var sectionsElsewhere: [String: String] = [:]
    /// Data labels found / missing.
    public var labelsFound: [String]
    public var labelsMissing: [String]
    /// False when the view and the views it uses show no literal text at all (localized keys, data only):
    /// then missing sections and labels cannot be told from localized ones and are not reported.
    public var viewShowsText: Bool = true
    /// True when the page documents one component (its variants and states: `components/button.html`,
    /// a page titled "Toast"), not an app screen: compared with "is there a view type for it", and its
    /// sample texts, which a component takes as parameters, are no evidence of anything.
    public var isComponent: Bool = false
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
    /// Data labels (those that carry data) and the model properties that back them.
    public var fields: [FieldMatch]
    /// Design elements of matched screens paired with the code elements that draw them, in design order.
    public var elements: [ElementPair] = []
    /// Candidates, scales, the idiom, superseded design files and token pairs, built once with the rows.
    /// Not encoded (derived).
    public var index: MatchIndex
    /// The scale of each device frame of a matched screen, by page and frame size, as the element comparison
    /// read it (`FrameScale`); a frame not listed is judged by its size alone. Not encoded (derived).
    var frameScales: [FrameScale.Frame: FrameScale] = [:]

    private enum CodingKeys: String, CodingKey {
        case colors, typography, spacing, radii, screens, fields, elements
    }

    public init(
        colors: [MatchRow] = [], typography: [MatchRow] = [], spacing: [MatchRow] = [], radii: [MatchRow] = [],
        screens: [ScreenMatch] = [], fields: [FieldMatch] = [], index: MatchIndex? = nil
    ) {
        self.colors = colors; self.typography = typography; self.spacing = spacing; self.radii = radii
        self.screens = screens; self.fields = fields
        self.index = index ?? MatchIndex(inventory: Inventory(), configuration: Configuration(), colorRows: colors)
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            colors: try c.decode([MatchRow].self, forKey: .colors), typography: try c.decode([MatchRow].self, forKey: .typography),
            spacing: try c.decode([MatchRow].self, forKey: .spacing), radii: try c.decode([MatchRow].self, forKey: .radii),
            screens: try c.decode([ScreenMatch].self, forKey: .screens), fields: try c.decode([FieldMatch].self, forKey: .fields))
        elements = try c.decode([ElementPair].self, forKey: .elements)
    }
}

/// A data label of a screen and the model property that backs it, if any.
public struct FieldMatch: Sendable, Hashable, Codable {
    /// The screen (by name) that shows the label.
    public var screen: String
    /// The data label.
    public var label: DataLabel
    /// `SystemStatus.capsulesCount`, nil when no property matches.
    public var property: String?
    /// Where that property is declared.
    public var propertyLocation: SourceLocation? {
        get { propertyLocationStorage?.value }
        set { propertyLocationStorage = newValue.map(OutOfLine.init) }
    }
    /// The model type most related to the screen (where a missing property belongs), when known.
    public var suggestedModel: String?
    /// Where that model is declared.
    public var suggestedModelLocation: SourceLocation? {
        get { suggestedModelLocationStorage?.value }
        set { suggestedModelLocationStorage = newValue.map(OutOfLine.init) }
    }
    /// The lowerCamelCase name a new property would take (`tunnelIP`).
    public var suggestedProperty: String
    /// The two locations out of line, one reference for the rows of one property or model (`FieldMatcher` shares
    /// them): a row is 168 bytes instead of 232, and a large design has a row per data label (bench/RESULTS.md, issue 14).
    private var propertyLocationStorage: OutOfLine<SourceLocation>?
    private var suggestedModelLocationStorage: OutOfLine<SourceLocation>?

    private enum CodingKeys: String, CodingKey {
        case screen, label, property
        case propertyLocationStorage = "propertyLocation"
        case suggestedModel
        case suggestedModelLocationStorage = "suggestedModelLocation"
        case suggestedProperty
    }

    /// A field match.
    public init(
        screen: String, label: DataLabel, property: String?, propertyLocation: SourceLocation?,
        suggestedModel: String?, suggestedModelLocation: SourceLocation?, suggestedProperty: String
    ) {
        self.init(
            screen: screen, label: label, property: property, sharedPropertyLocation: propertyLocation.map(OutOfLine.init),
            suggestedModel: suggestedModel, sharedSuggestedModelLocation: suggestedModelLocation.map(OutOfLine.init),
            suggestedProperty: suggestedProperty)
    }

    /// A field match whose locations are references other rows may hold too.
    init(
        screen: String, label: DataLabel, property: String?, sharedPropertyLocation: OutOfLine<SourceLocation>?,
        suggestedModel: String?, sharedSuggestedModelLocation: OutOfLine<SourceLocation>?, suggestedProperty: String
    ) {
        self.screen = screen; self.label = label; self.property = property; self.propertyLocationStorage = sharedPropertyLocation
        self.suggestedModel = suggestedModel; self.suggestedModelLocationStorage = sharedSuggestedModelLocation
        self.suggestedProperty = suggestedProperty
    }
}

/// A view named after a screen's name in another of the app's languages (`ScreenMatch.translatedNamesake`).
public struct TranslatedName: Sendable, Hashable, Codable {
    /// The view's name (`HomeView`).
    public var view: String
    /// The screen's name as the design writes it (`首页`).
    public var designName: String
    /// The same text in the language the view is named in (`Home`).
    public var translation: String
}
