/// What kind of design value an expectation or token carries.
public enum ValueKind: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case color, typography, spacing, radius, shadow, size

    public static func < (a: ValueKind, b: ValueKind) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// Where a value is applied: it decides which pairs are checked for contrast and how names are derived.
public enum ValueRole: String, Sendable, Hashable, Codable, CaseIterable {
    case text, background, border, fill, shadow, spacing, radius, size, font, other
}

/// A single design value: a color, a font, a length or a shadow.
public enum DesignValue: Sendable, Hashable, Codable, CustomStringConvertible {
    case color(Color)
    // A font (114 bytes) and a shadow (73) out of line: inline they made every value, and so every expectation
    // and inline literal, as large as a font (bench/RESULTS.md, issue 14).
    indirect case font(FontSpec)
    case length(Double)
    indirect case shadow(Shadow)

    /// Encoded as one key naming the kind: `{"color": {...}}`, `{"length": 16}` (not Swift's `{"length": {"_0": 16}}`).
    private enum CodingKeys: String, CodingKey { case color, font, length, shadow }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        if let v = try c.decodeIfPresent(Color.self, forKey: .color) {
            self = .color(v)
        } else if let v = try c.decodeIfPresent(FontSpec.self, forKey: .font) {
            self = .font(v)
        } else if let v = try c.decodeIfPresent(Double.self, forKey: .length) {
            self = .length(v)
        } else if let v = try c.decodeIfPresent(Shadow.self, forKey: .shadow) {
            self = .shadow(v)
        } else {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath, debugDescription: "expected one of color, font, length, shadow"))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .color(let v): try c.encode(v, forKey: .color)
        case .font(let v): try c.encode(v, forKey: .font)
        case .length(let v): try c.encode(v, forKey: .length)
        case .shadow(let v): try c.encode(v, forKey: .shadow)
        }
    }

    public var color: Color? { if case .color(let c) = self { return c }; return nil }
    public var font: FontSpec? { if case .font(let f) = self { return f }; return nil }
    public var length: Double? { if case .length(let l) = self { return l }; return nil }
    public var shadow: Shadow? { if case .shadow(let s) = self { return s }; return nil }

    public var description: String {
        switch self {
        case .color(let c): return c.description
        case .font(let f): return f.summary
        case .length(let l): return Length.format(l) + "pt"
        case .shadow(let s):
            return
                "\(s.inset ? "inset " : "")\(Length.format(s.x)) \(Length.format(s.y)) \(Length.format(s.blur)) \(Length.format(s.spread)) \(s.color?.description ?? "currentcolor")"
        }
    }
}

/// Where an expectation came from.
public enum ExpectationSource: String, Sendable, Hashable, Codable {
    /// A CSS custom property (`--status-success`), a named token.
    case customProperty
    /// A literal value in a CSS rule or `style=""`; its name is derived from selector and property.
    case cssRule
    /// A design-token JSON file (DTCG, Style Dictionary, Tokens Studio).
    case tokenFile
}

/// A value the design declares for a name in another place than the expectation's own.
public struct DesignAlternative: Sendable, Hashable, Codable {
    public var value: DesignValue
    public var location: SourceLocation
    /// The dark value the same file gives the name; nil when that file declares none (a page with no dark appearance).
    public var dark: DesignValue? = nil
    /// The design's other name for the token when that place declares it under another name the code's token also
    /// has (`--accent-muted` on the palette page, `--fern-accent-muted` on a feature page); nil for the same name.
    public var name: String? = nil
    public init(value: DesignValue, location: SourceLocation, dark: DesignValue? = nil, name: String? = nil) {
        self.value = value; self.location = location; self.dark = dark; self.name = name
    }
}

/// The value a design token has in one mode of a layout axis or brand that the design declares in sibling
/// stylesheets (`breakpoint-lg.css` beside `breakpoint-sm-compact.css`, `density-spacious.css`, `brands/<name>/…`).
public struct DesignMode: Sendable, Hashable, Codable {
    /// The words of its file's path that name the mode (`lg`, `regular`; a brand folder's name).
    public var words: [String]
    public var value: DesignValue
    public var dark: DesignValue?
    public var location: SourceLocation
    public init(words: [String], value: DesignValue, dark: DesignValue? = nil, location: SourceLocation) {
        self.words = words; self.value = value; self.dark = dark; self.location = location
    }
}

/// One value the design asks for: the unit the checks match against the code's inventory.
public struct Expectation: Sendable, Hashable, Codable {
    public var kind: ValueKind
    /// `--status-success`, `color.status.success` (token path), or `.card padding` for derived names.
    public var name: String
    public var source: ExpectationSource
    public var role: ValueRole
    /// The light (default) value.
    public var light: DesignValue
    /// The dark variant (`prefers-color-scheme: dark`, `.dark`, `[data-theme=dark]`, token `$extensions` modes).
    public var dark: DesignValue?
    /// Screens (by name) whose mockups use this value, sorted.
    public var screens: [String]
    /// How many declarations use the value (including `var()` references to a custom property).
    public var usageCount: Int
    /// Where the value is declared (for custom properties, the declaration; else the first use).
    public var location: SourceLocation
    /// Where the dark variant is declared.
    public var darkLocation: SourceLocation?
    /// The selector (for rule-derived values) or token path, for the report.
    public var context: String?
    /// Free-form notes from the reader (out of gamut, alias chain...).
    public var notes: [String]
    /// Other values the design gives the same name elsewhere (a second version of a page, another
    /// stylesheet), in source order; nil when the design agrees with itself.
    public var alternatives: [DesignAlternative]? = nil
    /// Other design files that declare the same name with the same value, sorted; nil when none.
    public var alsoDeclaredIn: [String]? = nil
    /// The token's values in every mode the design declares it in (breakpoints, size classes, densities, brands
    /// in sibling stylesheets), the first the one `light` holds; nil when the modes agree or there are none.
    public var modes: [DesignMode]? = nil
    /// True when nothing in the design shows the value paints a screen: every page is drawn by a script gapcheck
    /// does not read (an empty mount point) and no style rule uses this custom property, so it may be a stock
    /// template's setting. Findings resting only on such values are questions (`UnpaintedDesign`). Nil otherwise.
    public var unpainted: Bool? = nil
    /// The kinds of device the value is used on when the design uses it only inside frames drawn for them (a color
    /// only the phone app's frames paint, on a page that also draws a Mac panel); nil when it is used elsewhere too,
    /// or nowhere. The pipeline leaves out another platform's (`ForeignSurfaces`).
    public var drawnOnlyOn: Set<DesignSurface>? = nil
    /// True when the value is written in `rem` (a custom property's `1.125rem`): read at the root font size, so a
    /// design written for another root size scales with it (`RemRoot`). Nil otherwise.
    public var remWritten: Bool? = nil
    /// For a color of a token export's single-mode palette (a Figma export's primitives collection) that no color of its
    /// light/dark collection uses: that collection's name. Its missing token is a palette step's, low. Nil otherwise.
    public var paletteOf: String? = nil
    /// For a token of the design's primitive layer (a Tokens Studio set the themes use only as a source for the
    /// semantic tokens' aliases), whether a semantic token aliases it (`UnreferencedPrimitives`); nil otherwise.
    public var primitive: PrimitiveUse? = nil
    /// True when only what a mocked terminal or editor prints uses the value (`PrintedSamples`: a shell's syntax colours
    /// in a preformatted pane): the sample's colour, which the user's programs paint, not one the app declares. Nil
    /// otherwise.
    public var printedSample: Bool? = nil
    /// For a color custom property a page's own `<style>` declares whose every use is in rules matching no element of
    /// any page (a redline annotation's `.pin.blue`): those rules' selectors. It paints nothing (`usageCount` 0, no
    /// screen). Nil otherwise.
    public var unmatchedRules: [String]? = nil

    public init(
        kind: ValueKind, name: String, source: ExpectationSource, role: ValueRole, light: DesignValue,
        dark: DesignValue? = nil, screens: [String] = [], usageCount: Int = 1, location: SourceLocation,
        darkLocation: SourceLocation? = nil, context: String? = nil, notes: [String] = []
    ) {
        self.kind = kind; self.name = name; self.source = source; self.role = role
        self.light = light; self.dark = dark; self.screens = screens; self.usageCount = usageCount
        self.location = location; self.darkLocation = darkLocation; self.context = context; self.notes = notes
    }
}

/// A text foreground/background pair that a mockup actually renders, for the contrast check.
///
/// What the pair paints (its colors, their names, the text's size and the appearance) is kept behind one
/// reference that pairs painted alike share (`ColorPairPaints`): a big design renders hundreds of thousands of
/// pairs with a few thousand paints, and inline each pair was 256 bytes, the largest array the design held while
/// the app was read (bench/RESULTS.md, issue 14). Where it is painted stays inline. Encoding, equality and hashing
/// are those of the fields, as before.
public struct ColorPair: Sendable, Hashable, Codable {
    /// What a pair paints, apart from where.
    struct Paint: Sendable, Hashable {
        var foreground: Color
        var background: Color
        var foregroundName: String
        var backgroundName: String
        var fontSize: Double?
        var fontWeight: Int?
        var scheme: String
        var textColorStated = true
        var gradientRatios: [Double]?
        var gradientStartRatio: Double?
        var iconGlyph: String?
        var largeWord: String?
    }

    /// What the pair paints, behind one reference pairs painted alike share (`OutOfLine`, copy on write: writes are
    /// rare, while the reader builds the pair).
    fileprivate var box: OutOfLine<Paint>
    public var selector: String
    public var screen: String?
    public var location: SourceLocation

    public var foreground: Color {
        get { box.value.foreground }
        set { box.mutate { $0.foreground = newValue } }
    }
    public var background: Color {
        get { box.value.background }
        set { box.mutate { $0.background = newValue } }
    }
    /// Names (custom property or hex) of the two sides, for the report.
    public var foregroundName: String {
        get { box.value.foregroundName }
        set { box.mutate { $0.foregroundName = newValue } }
    }
    public var backgroundName: String {
        get { box.value.backgroundName }
        set { box.mutate { $0.backgroundName = newValue } }
    }
    /// Font size in points and weight of the text, when known (large text needs only 3:1).
    public var fontSize: Double? {
        get { box.value.fontSize }
        set { box.mutate { $0.fontSize = newValue } }
    }
    public var fontWeight: Int? {
        get { box.value.fontWeight }
        set { box.mutate { $0.fontWeight = newValue } }
    }
    /// `light` or `dark`.
    public var scheme: String {
        get { box.value.scheme }
        set { box.mutate { $0.scheme = newValue } }
    }
    /// False when no style rule sets the text's color: it is the browser's default (black), which nobody chose.
    public var textColorStated: Bool {
        get { box.value.textColorStated }
        set { box.mutate { $0.textColorStated = newValue } }
    }
    /// Over a gradient: the text's contrast ratio at evenly spaced points across the gradient's box. Where the
    /// text sits on it is not known without layout, so `background` is its worst color and these say how much
    /// of the gradient is that bad. Nil over a solid background.
    public var gradientRatios: [Double]? {
        get { box.value.gradientRatios }
        set { box.mutate { $0.gradientRatios = newValue } }
    }
    /// Over a linear gradient: the text's contrast ratio at the box's top-left corner, where a left-to-right
    /// text begins. Nil over a solid background or another kind of gradient.
    public var gradientStartRatio: Double? {
        get { box.value.gradientStartRatio }
        set { box.mutate { $0.gradientStartRatio = newValue } }
    }
    /// The symbol when the element's whole text is one symbol or pictograph drawn in the text color (⚙, ▶, ★,
    /// ✓, an arrow): an icon, a graphical object for WCAG (1.4.11 non-text contrast, 3:1), not text. Nil for text.
    public var iconGlyph: String? {
        get { box.value.iconGlyph }
        set { box.mutate { $0.iconGlyph = newValue } }
    }
    /// The element's whole text when it is large (WCAG's large text) and one or two words (`Kompass` on a launch screen): a
    /// wordmark when it is the app's name, and WCAG 1.4.3 exempts logotypes. Nil otherwise. Not encoded.
    public var largeWord: String? {
        get { box.value.largeWord }
        set { box.mutate { $0.largeWord = newValue } }
    }
    /// The kind of device the frame the text is drawn in is for (`DesignSurface`); nil when no frame says. Where the
    /// pair is painted, like its location: kept inline, not encoded, not compared.
    public var surface: DesignSurface?

    public init(
        foreground: Color, background: Color, foregroundName: String, backgroundName: String,
        fontSize: Double?, fontWeight: Int?, scheme: String, selector: String, screen: String?,
        location: SourceLocation
    ) {
        box = OutOfLine(
            Paint(
                foreground: foreground, background: background, foregroundName: foregroundName, backgroundName: backgroundName,
                fontSize: fontSize, fontWeight: fontWeight, scheme: scheme))
        self.selector = selector; self.screen = screen; self.location = location
    }

    private enum CodingKeys: String, CodingKey {
        case foreground, background, foregroundName, backgroundName, fontSize, fontWeight, scheme, selector, screen, location
        case textColorStated, gradientRatios, gradientStartRatio, iconGlyph
    }

    /// Decodes the fields a synthesized conformance read.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        box = OutOfLine(
            Paint(
                foreground: try c.decode(Color.self, forKey: .foreground), background: try c.decode(Color.self, forKey: .background),
                foregroundName: try c.decode(String.self, forKey: .foregroundName),
                backgroundName: try c.decode(String.self, forKey: .backgroundName),
                fontSize: try c.decodeIfPresent(Double.self, forKey: .fontSize), fontWeight: try c.decodeIfPresent(Int.self, forKey: .fontWeight),
                scheme: try c.decode(String.self, forKey: .scheme), textColorStated: try c.decode(Bool.self, forKey: .textColorStated),
                gradientRatios: try c.decodeIfPresent([Double].self, forKey: .gradientRatios),
                gradientStartRatio: try c.decodeIfPresent(Double.self, forKey: .gradientStartRatio),
                iconGlyph: try c.decodeIfPresent(String.self, forKey: .iconGlyph)))
        selector = try c.decode(String.self, forKey: .selector)
        screen = try c.decodeIfPresent(String.self, forKey: .screen)
        location = try c.decode(SourceLocation.self, forKey: .location)
    }

    /// Encodes the fields a synthesized conformance wrote, in its order (absent optionals left out).
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        let p = box.value
        try c.encode(p.foreground, forKey: .foreground)
        try c.encode(p.background, forKey: .background)
        try c.encode(p.foregroundName, forKey: .foregroundName)
        try c.encode(p.backgroundName, forKey: .backgroundName)
        try c.encodeIfPresent(p.fontSize, forKey: .fontSize)
        try c.encodeIfPresent(p.fontWeight, forKey: .fontWeight)
        try c.encode(p.scheme, forKey: .scheme)
        try c.encode(selector, forKey: .selector)
        try c.encodeIfPresent(screen, forKey: .screen)
        try c.encode(location, forKey: .location)
        try c.encode(p.textColorStated, forKey: .textColorStated)
        try c.encodeIfPresent(p.gradientRatios, forKey: .gradientRatios)
        try c.encodeIfPresent(p.gradientStartRatio, forKey: .gradientStartRatio)
        try c.encodeIfPresent(p.iconGlyph, forKey: .iconGlyph)
    }

    public static func == (a: ColorPair, b: ColorPair) -> Bool {
        a.selector == b.selector && a.screen == b.screen && a.location == b.location && a.box == b.box
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(box)
        hasher.combine(selector)
        hasher.combine(screen)
        hasher.combine(location)
    }
}

/// The paints of a design's pairs, each kept once: `share` points a pair at the box of an equal paint seen before
/// (and its selector and screen at equal strings seen before), so pairs painted alike hold one copy. Nothing a
/// pair reads changes.
public struct ColorPairPaints {
    private var boxes: [ColorPair.Paint: OutOfLine<ColorPair.Paint>] = [:]
    private var strings: Set<String> = []

    public init() {}

    /// `pair` sharing the paint and the strings of the pairs shared before it.
    public mutating func share(_ pair: inout ColorPair) {
        let paint = pair.box.value
        if let seen = boxes[paint] {
            pair.box = seen
        } else {
            boxes[paint] = pair.box
        }
        pair.selector = string(pair.selector)
        if let s = pair.screen { pair.screen = string(s) }
    }

    private mutating func string(_ s: String) -> String {
        if let seen = strings.firstIndex(of: s) { return strings[seen] }
        strings.insert(s)
        return s
    }
}

/// A tappable element whose rendered size in the mockup is known, for the touch-target check.
public struct TapTarget: Sendable, Hashable, Codable {
    public var selector: String
    public var width: Double?
    public var height: Double?
    public var screen: String?
    public var location: SourceLocation
    /// Width and height in CSS pixels of the device frame the element is drawn in, where stated (as
    /// `DesignElement.frameWidth`): a frame smaller than a device scales its lengths.
    public var frameWidth: Double?
    public var frameHeight: Double?
    /// The kind of device the frame the control is drawn in is for (`DesignSurface`); nil when no frame says.
    public var surface: DesignSurface?
    public init(
        selector: String, width: Double?, height: Double?, screen: String?, location: SourceLocation, frameWidth: Double? = nil,
        frameHeight: Double? = nil
    ) {
        self.selector = selector; self.width = width; self.height = height; self.screen = screen; self.location = location
        self.frameWidth = frameWidth; self.frameHeight = frameHeight
    }
}

extension Expectation {
    /// The expectation as the dark appearance shows it: its dark value (when it has one) as its only value.
    public var inDarkAppearance: Expectation {
        guard let d = dark else { return self }
        var e = self
        e.light = d
        e.dark = nil
        e.location = darkLocation ?? location
        e.darkLocation = nil
        return e
    }
}

/// How a design's semantic layer uses one of its primitive tokens.
public enum PrimitiveUse: String, Sendable, Hashable, Codable {
    /// A semantic token aliases it (directly, or through another primitive).
    case referenced
    /// No semantic token aliases it: a step of the primitive scale a generated app build need not publish.
    case unreferenced
}
