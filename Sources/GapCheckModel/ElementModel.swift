/// What a user-visible element is for, on either side: it decides how an element is paired and how much a
/// style gap on it matters.
public enum ElementRole: String, Sendable, Hashable, Codable, CaseIterable {
    /// The screen's title (`<h1>`, `.navigationTitle`).
    case title
    /// A heading inside the screen (`<h2>`–`<h6>`, `Section` header).
    case heading
    /// A button, link or other tappable control.
    case action
    /// A switch or checkbox row.
    case toggle
    /// A text input.
    case field
    /// An icon (`Image(systemName:)`, an icon-only control).
    case icon
    /// Any other text.
    case text
}

/// How one element looks in one appearance; nil where that side does not say.
public struct ElementLook: Sendable, Hashable, Codable {
    /// Text color.
    public var color: Color?
    /// The solid color behind the text: the element's own or the nearest enclosing one that paints.
    public var background: Color?
    /// Gradient stops when the background is a gradient (then `background` is nil).
    public var gradient: [Color]?
    /// Font size in points and CSS-style weight (400 regular, 700 bold).
    public var fontSize: Double?
    public var fontWeight: Int?
    /// True when the design's font size follows the user's text size (`rem`, `-apple-system-body`); nil otherwise.
    public var fontScales: Bool?
    /// Corner radius of the box that paints the background, in points.
    public var radius: Double?
    /// Padding inside the box that paints the background (left and top), in points, where the styles state it.
    public var paddingHorizontal: Double?
    public var paddingVertical: Double?
    /// True when the box that paints the background also holds other texts (a card), false when it is the
    /// element's own box (a chip, a button); nil when no box paints.
    public var boxHoldsOthers: Bool?
    /// The screen's own canvas beneath the element: the first background the device frame, the screen's container
    /// or the page paints (a gradient's first stop), opaque. What a translucent card is seen over, and whether the
    /// screen is drawn dark; never compared as the element's background. Nil when nothing paints.
    public var canvas: Color?
    /// The custom properties the text color and the background come from (`--color-primary`), when a variable sets them:
    /// what the design calls the value, so a value the design gives many values across its pages is known as such.
    /// Not encoded: extraction output keeps its shape.
    public var colorToken: String?
    public var backgroundToken: String?
    /// The `opacity` of the element and the boxes around it within the screen, already folded into `color`; nil when
    /// none fades it. What the color is before that fade, when the code's own fade is unknown. Not encoded.
    public var fade: Double?

    private enum CodingKeys: String, CodingKey {
        case color, background, gradient, fontSize, fontWeight, fontScales, radius, paddingHorizontal, paddingVertical, boxHoldsOthers, canvas
    }

    public init(
        color: Color? = nil, background: Color? = nil, gradient: [Color]? = nil, fontSize: Double? = nil,
        fontWeight: Int? = nil, radius: Double? = nil
    ) {
        self.color = color; self.background = background; self.gradient = gradient
        self.fontSize = fontSize; self.fontWeight = fontWeight; self.radius = radius
    }
}

/// A text or tappable element of a design screen with its computed style in light (and dark) mode.
public struct DesignElement: Sendable, Hashable, Codable {
    /// The screen it belongs to (by name).
    public var screen: String
    /// Its visible text, whitespace folded (may be empty for an icon-only control).
    public var text: String
    public var role: ElementRole
    /// `tag.class` as a report names it.
    public var selector: String
    /// The light (default) look.
    public var light: ElementLook
    /// The dark look when the design has a dark variant and it differs.
    public var dark: ElementLook?
    /// `aria-label`, `title` or `alt` the design gives the element (accessibility name).
    public var accessibilityName: String?
    /// True inside the design's tab bar (`.tab-bar`, `.bottom-nav`, `role="tablist"`).
    public var inTabBar = false
    /// Width and height in CSS pixels the styles give the device frame the element is drawn in (`.phone {
    /// width: 270px }`), where stated: a frame smaller than a device scales its screen's lengths.
    public var frameWidth: Double?
    public var frameHeight: Double?
    /// The kind of device the frame the element is drawn in is for (`DesignSurface`); nil when no frame says.
    public var surface: DesignSurface?
    public var location: SourceLocation
    /// For an icon-only control: what its drawing shows it does (an SVG chevron, a `‹` glyph, a `chevron-left` class);
    /// nil when the drawing says nothing. Not encoded: extraction output keeps its shape.
    public var iconSense: IconSense?
    /// The element's parent in its page (a node index): controls that share one are drawn in one row. Not encoded.
    public var row: Int?
    /// The names (its id, its classes) of the layer the design presents over the screen that holds the element, when
    /// one does: a block stretched over the screen and hidden until a script shows it (`.tour-map { position: absolute;
    /// inset: 0; opacity: 0 }`), or one whose class says it is presented (`.share-sheet`, `.filter-modal`). Empty for
    /// the screen's own content. Not encoded.
    public var layer: [String] = []

    private enum CodingKeys: String, CodingKey {
        case screen, text, role, selector, light, dark, accessibilityName, inTabBar, frameWidth, frameHeight, surface, location
    }

    public init(
        screen: String, text: String, role: ElementRole, selector: String, light: ElementLook, dark: ElementLook? = nil,
        accessibilityName: String? = nil, location: SourceLocation
    ) {
        self.screen = screen; self.text = text; self.role = role; self.selector = selector; self.light = light
        self.dark = dark; self.accessibilityName = accessibilityName; self.location = location
    }
}

/// One style value of a code element: what it resolves to and how it was written.
///
/// Stored behind one reference (copy on write): a code element holds up to eight of these, and inline
/// they made each element about 3 KB, most of the inventory's memory on a large app (bench/RESULTS.md,
/// issue 14). Encoding, equality and hashing are those of the fields, as before.
public struct ElementStyleValue: Sendable, Hashable, Codable {
    /// The values, in the order they are encoded.
    ///
    /// The fields most values leave nil (a dark color, gradient stops, a vertical padding, the app's modifier, the
    /// token) are kept together out of line (`Rare`): a box is then 152 bytes instead of 240, and a large app has
    /// over a hundred thousand distinct boxes, one per modifier site (bench/RESULTS.md, issue 14). They read, write,
    /// encode, compare and hash as the fields did.
    struct Fields: Sendable, Hashable, Codable {
        /// The expression as written (`.foregroundStyle(.green)`, `AppColors.brand`).
        var expression: String
        /// Where the modifier (or assignment) is.
        var location: SourceLocation
        /// Light and dark color, when a color (dark nil: same as light or unknown).
        var color: Color?
        var darkColor: Color? {
            get { rare?.value.darkColor }
            set { changeRare { $0.darkColor = newValue } }
        }
        /// The adaptive system color it is (`systemGreen`), when one.
        var systemName: String?
        /// Gradient stops, when the value is a gradient.
        var gradient: [Color]? {
            get { rare?.value.gradient }
            set { changeRare { $0.gradient = newValue } }
        }
        /// The font, when a font (out of line: most values are no font, and a `FontSpec` is 114 bytes).
        var font: OutOfLine<FontSpec>?
        /// The length, when a radius.
        var length: Double?
        /// True when set on an enclosing container and inherited (SwiftUI environment).
        var inherited: Bool
        /// True for a background set on the root of a view's body: a screen's canvas, or a component's card.
        var atViewRoot: Bool = false
        /// For a background, radius or padding: true when the container that sets it draws other texts too (a card).
        var sharedBox: Bool = false
        /// For a padding: the vertical (top) padding; `length` holds the horizontal (leading) one.
        var verticalLength: Double? {
            get { rare?.value.verticalLength }
            set { changeRare { $0.verticalLength = newValue } }
        }
        /// How the app applies it when not on the element's own line: its `ViewModifier` or `View` extension
        /// (`.cardStyle()`), or a storyboard scene.
        var via: String? {
            get { rare?.value.via }
            set { changeRare { $0.via = newValue } }
        }
        /// The app's token the value names, qualified (`AppFont.body` for `.font(AppFont.body.weight(.bold))`),
        /// as the reader resolved it; nil when the value is written out. Set for fonts.
        var token: String? {
            get { rare?.value.token }
            set { changeRare { $0.token = newValue } }
        }

        /// For an opacity a condition chooses (`.opacity(isDimmed ? 0.55 : 1)`): the values it may take; empty when only
        /// the running app knows it (`.opacity(level)`). `length` is then nil.
        var choices: [Double]? {
            get { rare?.value.choices }
            set { changeRare { $0.choices = newValue } }
        }

        /// The rarely set fields; nil exactly when all of them are nil, so equal values compare and hash alike.
        private var rare: OutOfLine<Rare>?

        struct Rare: Sendable, Hashable {
            var darkColor: Color?
            var gradient: [Color]?
            var verticalLength: Double?
            var via: String?
            var token: String?
            var choices: [Double]?

            var isEmpty: Bool { darkColor == nil && gradient == nil && verticalLength == nil && via == nil && token == nil && choices == nil }
        }

        /// Changes the rare fields, allocating their box only when one is set and dropping it when none is left.
        private mutating func changeRare(_ change: (inout Rare) -> Void) {
            if rare == nil {
                var r = Rare()
                change(&r)
                if !r.isEmpty { rare = OutOfLine(r) }
                return
            }
            rare?.mutate(change)
            if rare?.value.isEmpty ?? false { rare = nil }
        }

        init(
            expression: String, location: SourceLocation, color: Color?, darkColor: Color?, systemName: String?, gradient: [Color]?,
            font: OutOfLine<FontSpec>?, length: Double?, inherited: Bool
        ) {
            self.expression = expression; self.location = location; self.color = color; self.systemName = systemName
            self.font = font; self.length = length; self.inherited = inherited
            self.darkColor = darkColor; self.gradient = gradient
        }

        private enum CodingKeys: String, CodingKey {
            case expression, location, color, darkColor, systemName, gradient, font, length, inherited, atViewRoot, sharedBox, verticalLength, via
            case token, choices
        }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                expression: try c.decode(String.self, forKey: .expression), location: try c.decode(SourceLocation.self, forKey: .location),
                color: try c.decodeIfPresent(Color.self, forKey: .color), darkColor: try c.decodeIfPresent(Color.self, forKey: .darkColor),
                systemName: try c.decodeIfPresent(String.self, forKey: .systemName), gradient: try c.decodeIfPresent([Color].self, forKey: .gradient),
                font: try c.decodeIfPresent(OutOfLine<FontSpec>.self, forKey: .font), length: try c.decodeIfPresent(Double.self, forKey: .length),
                inherited: try c.decode(Bool.self, forKey: .inherited))
            atViewRoot = try c.decode(Bool.self, forKey: .atViewRoot)
            sharedBox = try c.decode(Bool.self, forKey: .sharedBox)
            verticalLength = try c.decodeIfPresent(Double.self, forKey: .verticalLength)
            via = try c.decodeIfPresent(String.self, forKey: .via)
            token = try c.decodeIfPresent(String.self, forKey: .token)
            choices = try c.decodeIfPresent([Double].self, forKey: .choices)
        }

        /// The keys in the order of the fields as they were declared inline (the synthesized encoding's).
        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(expression, forKey: .expression)
            try c.encode(location, forKey: .location)
            try c.encodeIfPresent(color, forKey: .color)
            try c.encodeIfPresent(darkColor, forKey: .darkColor)
            try c.encodeIfPresent(systemName, forKey: .systemName)
            try c.encodeIfPresent(gradient, forKey: .gradient)
            try c.encodeIfPresent(font, forKey: .font)
            try c.encodeIfPresent(length, forKey: .length)
            try c.encode(inherited, forKey: .inherited)
            try c.encode(atViewRoot, forKey: .atViewRoot)
            try c.encode(sharedBox, forKey: .sharedBox)
            try c.encodeIfPresent(verticalLength, forKey: .verticalLength)
            try c.encodeIfPresent(via, forKey: .via)
            try c.encodeIfPresent(token, forKey: .token)
            try c.encodeIfPresent(choices, forKey: .choices)
        }
    }

    /// The fields behind one shared reference (`OutOfLine`, copy on write: writes are rare, while the reader
    /// resolves an element's styles).
    private var box: OutOfLine<Fields>

    public var expression: String {
        get { box.value.expression }
        set { box.mutate { $0.expression = newValue } }
    }
    public var location: SourceLocation {
        get { box.value.location }
        set { box.mutate { $0.location = newValue } }
    }
    public var color: Color? {
        get { box.value.color }
        set { box.mutate { $0.color = newValue } }
    }
    public var darkColor: Color? {
        get { box.value.darkColor }
        set { box.mutate { $0.darkColor = newValue } }
    }
    public var systemName: String? {
        get { box.value.systemName }
        set { box.mutate { $0.systemName = newValue } }
    }
    public var gradient: [Color]? {
        get { box.value.gradient }
        set { box.mutate { $0.gradient = newValue } }
    }
    public var font: FontSpec? {
        get { box.value.font?.value }
        set { box.mutate { $0.font = newValue.map(OutOfLine.init) } }
    }
    public var length: Double? {
        get { box.value.length }
        set { box.mutate { $0.length = newValue } }
    }
    public var inherited: Bool {
        get { box.value.inherited }
        set { box.mutate { $0.inherited = newValue } }
    }
    public var atViewRoot: Bool {
        get { box.value.atViewRoot }
        set { box.mutate { $0.atViewRoot = newValue } }
    }
    public var sharedBox: Bool {
        get { box.value.sharedBox }
        set { box.mutate { $0.sharedBox = newValue } }
    }
    public var verticalLength: Double? {
        get { box.value.verticalLength }
        set { box.mutate { $0.verticalLength = newValue } }
    }
    public var via: String? {
        get { box.value.via }
        set { box.mutate { $0.via = newValue } }
    }
    public var token: String? {
        get { box.value.token }
        set { box.mutate { $0.token = newValue } }
    }
    public var choices: [Double]? {
        get { box.value.choices }
        set { box.mutate { $0.choices = newValue } }
    }

    public init(
        expression: String, location: SourceLocation, color: Color? = nil, darkColor: Color? = nil, systemName: String? = nil,
        gradient: [Color]? = nil, font: FontSpec? = nil, length: Double? = nil, inherited: Bool = false
    ) {
        box = OutOfLine(
            Fields(
                expression: expression, location: location, color: color, darkColor: darkColor, systemName: systemName, gradient: gradient,
                font: font.map(OutOfLine.init), length: length, inherited: inherited))
    }

    public init(from decoder: any Decoder) throws { box = try OutOfLine(from: decoder) }
    public func encode(to encoder: any Encoder) throws { try box.encode(to: encoder) }
    public static func == (a: ElementStyleValue, b: ElementStyleValue) -> Bool { a.box == b.box }
    public func hash(into hasher: inout Hasher) { hasher.combine(box) }
}

/// A user-visible element in view code (`Text`, `Button`, `Label`, `UILabel`...) with the styles that reach it.
public struct CodeElement: Sendable, Hashable, Codable {
    /// The view (or view controller) type whose code draws it.
    public var view: String
    /// `Text`, `Button`, `Label`, `Toggle`, `TextField`, `Image`, `navigationTitle`, `Section`, `UILabel`...
    public var kind: String
    public var role: ElementRole
    /// The text as written; interpolations kept as `\(…)` (`"\(n) min"`); nil when the text is not literal.
    public var text: String?
    /// The SF Symbol name for `Image(systemName:)` and `Label(_, systemImage:)`.
    public var symbol: String?
    public var color: ElementStyleValue?
    public var background: ElementStyleValue?
    public var font: ElementStyleValue?
    public var radius: ElementStyleValue?
    /// Padding inside the box that paints the background, `.shadow` and `.opacity`, when set.
    public var padding: ElementStyleValue?
    public var shadow: ElementStyleValue?
    public var opacity: ElementStyleValue?
    /// `.accessibilityLabel("…")` on the element or the control that holds it, when literal.
    public var accessibilityLabel: String?
    /// True inside `.swipeActions`, `.contextMenu`, alerts and dialogs: UI a mockup screen rarely shows.
    public var inMenu: Bool = false
    /// True inside a `Button`, `Link` or other control (an icon-only control's symbol).
    public var inControl: Bool = false
    /// True in a `.tabItem` (or a storyboard `tabBarItem`).
    public var inTabBar: Bool = false
    /// UIKit: `adjustsFontForContentSizeCategory` where the code (or the storyboard) writes it; nil when not
    /// written. A text-style font on a label that sets it to false keeps its launch size.
    public var adjustsFontForContentSize: Bool?
    /// The smaller side of the frame the enclosing control's label sets with numbers (`.frame(width: 72,
    /// height: 72)`): the control's hit area, when known.
    public var hitSize: Double?
    public var location: SourceLocation

    public init(
        view: String, kind: String, role: ElementRole, text: String?, symbol: String? = nil, color: ElementStyleValue? = nil,
        background: ElementStyleValue? = nil, font: ElementStyleValue? = nil, radius: ElementStyleValue? = nil,
        accessibilityLabel: String? = nil, location: SourceLocation
    ) {
        self.view = view; self.kind = kind; self.role = role; self.text = text; self.symbol = symbol; self.color = color
        self.background = background; self.font = font; self.radius = radius; self.accessibilityLabel = accessibilityLabel
        self.location = location
    }
}
