import GapCheckModel

/// What one Swift file declares and uses, with names not yet resolved across the tree.
struct FileFacts: Sendable {
    /// A `static let`/`var` or enum case that may be a token; its kind is final except for aliases.
    struct RawToken: Sendable {
        enum Value: Sendable {
            case color(ColorExpr)
            case font(FontExpr)
            case length(Double)
            /// A bare name (`= brandPrimary`, `= Spacing.xs`): color, font or length once the target is known.
            case alias([String])
        }
        var name: String
        var owner: String?
        var value: Value
        var typeAnnotation: String?
        var expression: String
        var location: SourceLocation
        /// A font size alone (`fontSizeBodyMd = CGFloat(15)`): only its size is compared with the design.
        var sizeOnly = false
        /// For a color one named case of a `switch` returns: the function, qualified (`ColorToken.caseOf`).
        var caseOf: String? = nil
        /// Declared `private`/`fileprivate`, or inside a type or extension that is (`ColorToken.filePrivate`).
        var filePrivate = false
        /// Reads of it by bare name or `Self.name` in its own file's bodies (`ColorToken.usesInOwnFile`).
        var usesInOwnFile = 0
        /// The design token its line's comment names (`DesignNameComment`, `ColorToken.designName`).
        var designName: String? = nil
        /// A color written as a CSS hex String (`static let colorBrandBg = "#0B0E11"`, `StringColors`): a token unless a
        /// hex argument elsewhere reads it (`Color(hex: Tokens.brandBg)`), which makes it that color's source, not a second color.
        var hexString = false
    }

    /// A font helper function (`static func boldFont(size:) -> UIFont`).
    struct FontHelper: Sendable {
        var name: String
        var owner: String?
        /// The font the helper makes with its defaults (its face as a token); nil when that cannot be read.
        var spec: FontSpec?
        var expression: String
        var location: SourceLocation
        /// The helper's body as a template over its parameters, when it is one expression: a call in any file
        /// is read with its own arguments in place (`Theme.Type.mono(9, .semibold)`), with the declaring file's
        /// helpers (`FileFacts.fontContext`).
        var template: FileHelpers.FontTemplate? = nil
    }

    /// How a hex helper orders 8 digits, read from its own initializer.
    struct HexConvention: Sendable, Hashable {
        var type: String
        var label: String
        var alphaFirst: Bool
        var location: SourceLocation
    }

    /// An enum's cases with their raw values, to resolve `.body` in `TypographyStyle(size: .body)`.
    struct EnumInfo: Sendable {
        var name: String
        var rawType: String?
        var numbers: [String: Double]
        var strings: [String: String]
        /// Every case, in declaration order (a case of a `String` enum without a raw value has its own name as
        /// one): also the states a property of the enum's type can hold.
        var cases: [String] = []
        /// Where each string-valued case is declared, with its text (`case brand = "Brand"`).
        var stringCases: [String: (location: SourceLocation, expression: String)] = [:]
    }

    /// A type (or extension) with the texts and views its code shows.
    struct ViewFacts: Sendable {
        var name: String
        /// Nil for extensions and non-view types; set when the declaration itself makes it a view.
        var kind: ViewType.Kind?
        var texts: [ViewText]
        var callees: [String]
        var calleeTexts: [CalleeText]
        var location: SourceLocation
        var isDeclaration: Bool
        /// Strings the type passes to capitalized callees under any label, kept when the callee is a data type.
        var dataTexts: [CalleeText] = []
        /// Capitalized names its code refers to: data types whose texts it may render.
        var referencedTypes: [String] = []
        /// Its stored properties that can hold a state (`ViewType.states`).
        var stateProperties: [StateProperty] = []
        /// Names a `switch` over enum cases selects with nothing else (`case .payment: paymentForm`), kept when they
        /// are the view's own members (`memberNames`): its sub-views for those states.
        var selectedViews: [String] = []
        /// Its switches that construct a view in each case (`ViewType.hostedViews`).
        var sectionSwitches: [SectionSwitch] = []
        /// Its computed properties and functions.
        var memberNames: [String] = []
        /// Capitalized callees constructed in a presentation's content (`.sheet { SettleSheet() }`), once per call.
        var presentedCallees: [String] = []
        /// Comments on the declaration and its members that may name a design page (`ViewType.designComments`).
        var comments: [ViewComment] = []
        /// Members of another type its texts read through a value of that type (`Text(period.title)` in
        /// `ForEach(Period.allCases) { period in … }`): joined with that type's `computedTexts` across files.
        var typedTextSources: [TypedTextSource] = []
    }

    /// A text that shows a member of a value whose type the code names (`Text(period.title)`, `period` bound by
    /// `ForEach(Period.allCases)` or declared `let period: Period`): the literals `Period.title` returns are texts the
    /// view shows, one per value.
    struct TypedTextSource: Sendable {
        /// The value's type, its simple name (`Period`).
        var type: String
        var member: String
        /// The element that shows it (`Text`, `Label`, or the app's own view it is passed to).
        var element: String
    }

    /// A `switch` whose cases each construct another type alone (`case .junk: JunkView(e: junk)`): the types, in case
    /// order, and the lines it spans in its file.
    struct SectionSwitch: Sendable {
        var views: [String]
        var file: String
        var lines: ClosedRange<Int>
    }

    /// What one type (or extension) of the file names in its code: which views it can show.
    struct TypeReferences: Sendable {
        /// Its qualified name (an extension's extended type).
        var name: String
        /// Its conformances and superclass as written (`App`, `PreviewProvider`).
        var inherited: [String]
        /// Capitalized names its code refers to (`ChatView()`, `let row: RowView`), `#Preview` bodies left out.
        var references: [String]
    }

    /// A stored property of a view that may choose what the view shows: its name, its declared type, and whether a
    /// state property wrapper (`@State`, `@AppStorage`, `@Published`…) makes its name a state of the view.
    struct StateProperty: Sendable {
        var name: String
        var type: String
        var isWrappedState: Bool
    }

    /// A string passed to a capitalized callee that may be one of the app's views.
    struct CalleeText: Sendable {
        var callee: String
        var text: ViewText
    }

    /// A literal in view code whose color may need tree-wide helper conventions (8-digit hex).
    struct RawLiteral: Sendable {
        var literal: InlineLiteral
        var color: ColorExpr?
    }

    /// A light/dark pair of literal colors written in place (a choice on the appearance, a light/dark call).
    struct RawAdaptiveLiteral: Sendable {
        var color: ColorExpr
        var expression: String
        var enclosingType: String?
        var location: SourceLocation
    }

    /// A reference to an asset color (`Color("X")`, `Color(.x)`).
    struct RawAssetReference: Sendable {
        var name: String
        var isSymbol: Bool
        var expression: String
        var location: SourceLocation
        /// `NSColor(named:)`: an AppKit catalog's color, an iOS app's only when the app runs on the Mac alone.
        var appKit = false
    }

    /// A constant whose value is a hex color written as a String or a `0x` integer (`static let lightPrimary = "#d32f2f"`,
    /// `let brand = 0x2563EB`): not a color token itself, but read as that hex wherever a hex value is accepted.
    struct HexConstant: Sendable {
        var name: String
        var owner: String?
        /// The literal as written: the string's contents (`#d32f2f`) or the integer's text (`0x2563EB`).
        var literal: String
        var isString: Bool
        var location: SourceLocation
    }

    /// A color-typed declaration (`static let brand: Color = …`, `static let brand = Color.adaptive(…)`) whose value
    /// the reader could not read: counted in one warning, so a missing color is not blamed on the app unsaid.
    struct UnreadColor: Sendable {
        var name: String
        var owner: String?
        var expression: String
        var location: SourceLocation
    }

    /// A `.tint(X)`/`.accentColor(X)` on the root of a type's `body` (or on a `WindowGroup`'s content).
    struct RootTint: Sendable {
        var type: String
        var color: ColorExpr
        var expression: String
        var location: SourceLocation
    }

    var path: String
    var rootTints: [RootTint] = []
    var tokens: [RawToken] = []
    var hexConstants: [HexConstant] = []
    var unreadColors: [UnreadColor] = []
    var fontHelpers: [FontHelper] = []
    /// The file's helpers and constants a font helper's template is read with (set when the file declares one).
    var fontContext: FileHelpers? = nil
    var hexConventions: [HexConvention] = []
    /// First labels of initializers that take 0–255 integer components (`init(red: Int, green: Int, blue: Int)`).
    var byteComponentLabels: [String] = []
    var enums: [EnumInfo] = []
    /// The literal texts String-typed members of types that are not views return (`ReturnedTexts`: a view model's
    /// `formatDateGroup` returning "TODAY"), each named `Type.member` in its `element`.
    var computedTexts: [ViewText] = []
    var models: [ModelType] = []
    var views: [ViewFacts] = []
    var literals: [RawLiteral] = []
    var assetReferences: [RawAssetReference] = []
    var overrides: [ColorSchemeOverride] = []
    /// Indexes in `overrides` of those set on the root of a type's `body` (`SwiftFileVisitor.isBodyRoot`).
    var rootOverrides: Set<Int> = []
    /// Light/dark pairs written in place (`colorScheme == .dark ? A : B`), their values not yet resolved.
    var adaptiveLiterals: [RawAdaptiveLiteral] = []
    var diagnostics: [Diagnostic] = []
    /// Length tokens declared as CSS length strings (`static let space2 = "8px"`): where, and as written.
    var stringLengthTokens: [(expression: String, location: SourceLocation)] = []
    /// Color tokens declared as CSS hex strings (`static let colorBrandBg = "#0B0E11"`): where, and as written.
    var stringColorTokens: [(expression: String, location: SourceLocation)] = []
    /// The file as a token file the parser could not read whole (`BrokenTokenFileReader`); nil when it parses or holds views.
    var brokenTokenFile: BrokenTokenFile?
    /// True when the file could not be read at all (so it does not count among the files read).
    var unreadable = false
    /// The types the file declares, with its color structs, until `CodeReader.read` gathers the app's (`ColorStructs`).
    var colorStructDeclarations = ColorStructs()
    /// Types called with color channels in a token's place that the file does not declare (`RGBA(r: …, g: …, b: …)`):
    /// the file is read again when another file declares one (`ColorStructs`).
    var colorStructCalls: Set<String> = []
    /// The localization wrappers the file may declare, until `CodeReader.read` resolves the app's together.
    var localizationDeclarations = LocalizationWrappers.Declarations()
    /// Names of types whose declarations make them views (View, UIViewController...), for `usedViews`.
    var viewTypeNames: [String] = []
    /// Functions the file declares that return a view (`func progressRow(_ title: String) -> some View`): the strings
    /// passed to them are shown.
    var viewFunctionNames: [String] = []
    /// `@main` types that conform to SwiftUI's `App` (`TempoApp`), for naming the app in reports.
    var appTypeNames: [String] = []
    /// Member names used inside bodies (`Color.statusSuccess`, `.brandPrimary`) and how often.
    var memberUses: [String: Int] = [:]
    /// Where bodies name a member of `Color`, `UIColor` or `NSColor` (`Color.chartGrid`), by member name: the first
    /// few places, so a color that draws nothing can be shown where it is drawn.
    var colorMemberSites: [String: [SourceLocation]] = [:]
    /// Every identifier the file's expressions name (`brandPrimary` in `.brandPrimary`, `Color.brandPrimary` or
    /// `brandPrimary`), at any depth: a declaration no file names is dead code.
    var mentionedNames: Set<String> = []
    /// Each type's references to other types, for which views the app can reach (`ViewReach`).
    var typeReferences: [TypeReferences] = []
    /// Tab labels with the types constructed in the tab's content (`HistoryView().tabItem { Label("Riwayat", …) }`).
    var tabLabels: [TabLabel] = []

    /// One `.tabItem`'s label and the capitalized calls of the content it labels, in source order.
    struct TabLabel: Sendable {
        var title: String
        var callees: [String]
        /// Where the label is written.
        var location: SourceLocation
        /// The position of the `TabView` holding the tab in its file (its first byte), nil outside one: the tabs of
        /// one bar share it.
        var tabView: Int?
    }
    /// True for generated code (Style Dictionary, SwiftGen, R.swift): tokens only, and a colorset a
    /// hand-written token already wraps is not declared twice.
    var generated = false
    /// User-visible elements of the file's views, with their styles as written.
    var elements: [RawElement] = []
    /// Uses of AppKit-only and UIKit-only types (`NSPasteboard`, `UIScreen`): which platform the app runs on.
    var appKitUses = 0
    var uiKitUses = 0
    /// Uses of what only watchOS has (`WKInterfaceController`, `import WatchKit`, `.digitalCrownRotation`, a
    /// watch-face `.accessoryCorner`), and an `@main` App whose name says watch (`RunnerWatchApp`).
    var watchUses = 0
    /// The app's `ButtonStyle`s by type name, with what they set on a button's label.
    var buttonStyles: [String: RawButtonStyle] = [:]
    /// The app's `ViewModifier`s (by type name) and `View` extension methods (by `.name`), with what they set.
    var viewModifiers: [String: RawViewModifier] = [:]
}
