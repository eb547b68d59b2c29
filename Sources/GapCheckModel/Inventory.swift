/// How a color token's value was written in code; decides what the report says about it.
public enum ColorOrigin: String, Sendable, Hashable, Codable {
    /// An exact value: hex, `Color(red:green:blue:)`, `#colorLiteral`, `UIColor(white:)`.
    case literal
    /// An Apple system color (`Color.green`, `.systemBackground`): adaptive, changes with OS releases.
    case system
    /// An asset-catalog color (`Color("Brand")`, `UIColor(named:)`), resolved through `.colorset`.
    case asset
    /// Another token (`static let accent = brandPrimary`).
    case alias
    /// A design-token file shipped in the app: DTCG/Style Dictionary JSON, or the custom properties of a stylesheet
    /// of the web content it ships (`WebStylesheetColors`).
    case tokenFile
    /// A storyboard or xib `<color>`.
    case interfaceBuilder
}

/// A named color the app declares (a `static let`, an enum `case`, an asset, a token-file entry).
public struct ColorToken: Sendable, Hashable, Codable {
    /// The token's own name (`statusSuccess`).
    public var name: String
    /// Enclosing type or extension (`AppColors`, `Color`, `UIColor.Palette`); nil at file scope.
    public var owner: String?
    /// Light (any-appearance) value; nil when unresolved (missing asset, unknown helper).
    public var light: Color?
    /// Dark value when the source defines one (asset catalog appearance, system color, dynamic provider).
    public var dark: Color?
    public var origin: ColorOrigin
    /// System color name (`systemGreen`, `label`) when `origin == .system` or the value is built on one.
    public var systemName: String?
    /// Asset name for `Color("X")`, the alias target for aliases.
    public var reference: String?
    /// True for `Color("X")`/`UIColor(named:)` where no colorset named X exists.
    public var unresolved: Bool
    /// The Swift (or JSON/XML) expression as written, whitespace folded.
    public var expression: String
    public var location: SourceLocation
    /// Reader notes (assumed RRGGBBAA, display-p3 converted...).
    public var notes: [String]
    /// The token this one forwards to, qualified (`TimelineStyle.accent` for `static let accent = TimelineStyle.accent`):
    /// its value is that name alone, with nothing applied. Nil when the value is written out.
    public var aliasOf: String?
    /// For a color a function or computed property returns in one named case of a `switch`
    /// (`Theme.platformColor(_:)`'s `case "facebook"`): that function, qualified. Such a token is a design color's
    /// candidate by name and value, not a declaration of a palette (status enums repeat `.green` by design).
    public var caseOf: String? = nil
    /// True when the declaration is `private` or `fileprivate`, or sits in a type or extension that is: no other file
    /// can name it (nil, not encoded, when other files can).
    public var filePrivate: Bool? = nil
    /// How often its own file reads it by its bare name or as `Self.name` inside bodies (`.foregroundStyle(dimGray)` for
    /// a file's `private let dimGray`): uses `Inventory.tokenUses` does not key by owner. Not encoded (derived).
    public var usesInOwnFile = 0
    /// The design token its own line's comment says it mirrors (`static let card = Color(…) // --card`): paired with
    /// that design token by name, and with no other design token by its own name's words. Nil when no comment names one.
    public var designName: String? = nil

    private enum CodingKeys: String, CodingKey {
        case name, owner, light, dark, origin, systemName, reference, unresolved, expression, location, notes, aliasOf, caseOf, filePrivate
        case designName
    }

    public init(
        name: String, owner: String?, light: Color?, dark: Color? = nil, origin: ColorOrigin,
        systemName: String? = nil, reference: String? = nil, unresolved: Bool = false,
        expression: String, location: SourceLocation, notes: [String] = [], aliasOf: String? = nil
    ) {
        self.name = name; self.owner = owner; self.light = light; self.dark = dark; self.origin = origin
        self.systemName = systemName; self.reference = reference; self.unresolved = unresolved
        self.expression = expression; self.location = location; self.notes = notes; self.aliasOf = aliasOf
    }

    /// `AppColors.statusSuccess`, or the bare name at file scope.
    public var qualifiedName: String { owner.map { "\($0).\(name)" } ?? name }
}

/// A named font the app declares.
public struct FontToken: Sendable, Hashable, Codable {
    public var name: String
    public var owner: String?
    public var spec: FontSpec
    public var expression: String
    public var location: SourceLocation
    /// True for a font size alone (`fontSizeBodyMd = CGFloat(15)`): weight and family are not the token's business,
    /// so only the size is compared. Nil (not encoded) for a whole font.
    public var sizeOnly: Bool?
    /// The token this one forwards to, qualified (`static var body: UIFont { TimelineStyle.body }`); nil when written out.
    public var aliasOf: String?
    /// True when the declaration is `private` or `fileprivate`, or sits in a type or extension that is: no other file
    /// can name it (nil, not encoded, when other files can).
    public var filePrivate: Bool? = nil
    /// The length token declared beside the font that gives its letter spacing (`SmaTypography.bodySmall.letterSpacing`,
    /// `Typography.titleTracking`), qualified; nil when the font states none or states it itself.
    public var letterSpacingToken: String?
    /// How often its own file reads it by its bare name or as `Self.name` inside bodies (`.foregroundStyle(dimGray)` for
    /// a file's `private let dimGray`): uses `Inventory.tokenUses` does not key by owner. Not encoded (derived).
    public var usesInOwnFile = 0

    private enum CodingKeys: String, CodingKey { case name, owner, spec, expression, location, sizeOnly, aliasOf, filePrivate, letterSpacingToken }
    public init(
        name: String, owner: String?, spec: FontSpec, expression: String, location: SourceLocation, sizeOnly: Bool? = nil, aliasOf: String? = nil
    ) {
        self.name = name; self.owner = owner; self.spec = spec; self.expression = expression; self.location = location
        self.sizeOnly = sizeOnly; self.aliasOf = aliasOf
    }
    public var qualifiedName: String { owner.map { "\($0).\(name)" } ?? name }
}

/// Which scale a length token belongs to, judged from its owner and name.
public enum LengthScale: String, Sendable, Hashable, Codable, CaseIterable {
    case spacing, radius, size, other
}

/// A named length the app declares (`Spacing.md = 16`, `CornerRadius.lg`, `CGFloat.space16`).
public struct LengthToken: Sendable, Hashable, Codable {
    public var name: String
    public var owner: String?
    public var value: Double
    public var scale: LengthScale
    public var expression: String
    public var location: SourceLocation
    /// The token this one forwards to, qualified (`static let gutter = Spacing.gutter`); nil when written out.
    public var aliasOf: String?
    /// True when the declaration is `private` or `fileprivate`, or sits in a type or extension that is: no other file
    /// can name it (nil, not encoded, when other files can).
    public var filePrivate: Bool? = nil
    /// How often its own file reads it by its bare name or as `Self.name` inside bodies (`.foregroundStyle(dimGray)` for
    /// a file's `private let dimGray`): uses `Inventory.tokenUses` does not key by owner. Not encoded (derived).
    public var usesInOwnFile = 0

    private enum CodingKeys: String, CodingKey { case name, owner, value, scale, expression, location, aliasOf, filePrivate }
    public init(
        name: String, owner: String?, value: Double, scale: LengthScale, expression: String, location: SourceLocation, aliasOf: String? = nil
    ) {
        self.name = name; self.owner = owner; self.value = value; self.scale = scale
        self.expression = expression; self.location = location; self.aliasOf = aliasOf
    }
    public var qualifiedName: String { owner.map { "\($0).\(name)" } ?? name }
}

/// A stored property of a model type.
public struct ModelProperty: Sendable, Hashable, Codable {
    public var name: String
    public var type: String
    public var isOptional: Bool
    /// True for computed properties (`var x: T { ... }`); they can still back a label.
    public var isComputed: Bool
    public var location: SourceLocation
    public init(name: String, type: String, isOptional: Bool, isComputed: Bool = false, location: SourceLocation) {
        self.name = name; self.type = type; self.isOptional = isOptional; self.isComputed = isComputed; self.location = location
    }
}

/// A struct, class, enum or actor of the app that is not a view.
public struct ModelType: Sendable, Hashable, Codable {
    public enum Kind: String, Sendable, Hashable, Codable { case `struct`, `class`, `enum`, actor }
    public var name: String
    public var kind: Kind
    public var properties: [ModelProperty]
    public var cases: [String]
    public var location: SourceLocation
    public init(name: String, kind: Kind, properties: [ModelProperty], cases: [String], location: SourceLocation) {
        self.name = name; self.kind = kind; self.properties = properties; self.cases = cases; self.location = location
    }
}

/// A user-visible string in view code, with the element that shows it.
public struct ViewText: Sendable, Hashable, Codable {
    public var text: String
    /// `Text`, `Label`, `Button`, `Section`, `navigationTitle`, `Toggle`, `LabeledContent`, `TextField`,
    /// `accessibilityLabel`, `UILabel.text`, `storyboard`...
    public var element: String
    public var location: SourceLocation
    public init(text: String, element: String, location: SourceLocation) {
        self.text = text; self.element = element; self.location = location
    }

    /// The element of a UIKit view controller's own title (`title = "…"`, `navigationItem.title = "…"`).
    public static let uiKitScreenTitle = "UIKit.navigationTitle"
    /// Elements whose text names the screen a view is: SwiftUI's navigation title, a view controller's own title.
    public static let screenTitleElements: Set<String> = ["navigationTitle", "navigationBarTitle", uiKitScreenTitle]

    /// True when the text is the title of the screen the view is.
    public var namesScreen: Bool { Self.screenTitleElements.contains(element) }
}

/// A SwiftUI view or UIKit view controller, with what it shows.
public struct ViewType: Sendable, Hashable, Codable {
    public enum Kind: String, Sendable, Hashable, Codable { case swiftUI, uiKit, storyboard }
    public var name: String
    public var kind: Kind
    public var texts: [ViewText]
    /// Other view types it instantiates (`SettingsRow(...)`), so their texts count as shown.
    public var usedViews: [String]
    public var location: SourceLocation
    /// Names of the steps and states the view switches between, as the code writes them: the cases (and string raw
    /// values) of an enum a stored property of the view holds (`enum Step { case welcome, payment }`) and the
    /// sub-views a `switch` over such cases selects (`case .payment: paymentForm`). A design screen named like one of
    /// them is that step of the view. Not encoded: inventory output keeps its shape, and a decoded inventory has none.
    public var states: [String] = []
    /// Names of its state properties (`@State var selectedOrderID`, `@AppStorage var tipShown`): what they hold
    /// chooses what the view shows, so a design screen named like one may be that state. Not encoded.
    public var stateProperties: [String] = []
    /// Labels of the tabs that show it (`HistoryView().tabItem { Label("Riwayat", …) }`): names of its screen, as a
    /// navigation title is. Not encoded.
    public var tabTitles: [String] = []
    /// The used views it constructs only in a presentation's content (`.sheet { SettleSheet() }`,
    /// `.fullScreenCover`, `.popover`, `.navigationDestination`): other screens it opens, not parts of it. Not encoded.
    public var presentedViews: [String] = []
    /// The comments on its declaration and its members that may name a design page (`/// … (mockup 06c)`, `// MARK: -
    /// p02 Source review`): explicit evidence of the screen it implements. Not encoded.
    public var designComments: [ViewComment] = []
    /// True when it builds rows from data (`ForEach(items) { … }`): the rows' titles, counts and dates are its data's,
    /// and the heading over them may be worded otherwise than a design's sample list. Not encoded.
    public var buildsRows = false
    /// The app's views it shows one at a time as its sections (`switch section { case .ram: Dashboard(…); case .junk:
    /// JunkView(…) }` in a window's detail), two or more; empty for a view that hosts none. Not encoded.
    public var hostedViews: [String] = []
    /// Its own texts outside the switch that picks its sections (`hostedViews`): the window around them, a sidebar's
    /// captions and item labels, the app's name. Not encoded.
    public var chromeTexts: [ViewText] = []
    public init(name: String, kind: Kind, texts: [ViewText], usedViews: [String], location: SourceLocation) {
        self.name = name; self.kind = kind; self.texts = texts; self.usedViews = usedViews; self.location = location
    }

    private enum CodingKeys: String, CodingKey { case name, kind, texts, usedViews, location }
}

/// A value hard-coded in view code instead of taken from a token.
public struct InlineLiteral: Sendable, Hashable, Codable {
    public var kind: ValueKind
    /// The modifier or parameter it was passed to (`foregroundColor`, `padding`, `cornerRadius`, `font`, `frame(height:)`).
    public var modifier: String
    public var value: DesignValue?
    /// For colors: the system color name when it is one (`Color.gray`).
    public var systemName: String?
    public var expression: String
    /// The view type it appears in.
    public var enclosingType: String?
    public var location: SourceLocation
    public init(
        kind: ValueKind, modifier: String, value: DesignValue?, systemName: String? = nil,
        expression: String, enclosingType: String?, location: SourceLocation
    ) {
        self.kind = kind; self.modifier = modifier; self.value = value; self.systemName = systemName
        self.expression = expression; self.enclosingType = enclosingType; self.location = location
    }
}

/// A light/dark pair of exact colors the code writes in place, not as a token: the two branches of a choice on the
/// appearance (`colorScheme == .dark ? Color(hex: 0xE8693A) : Color(hex: 0xD95A28)`) or a light/dark call
/// (`Color(light: …, dark: …)`) in a view or helper. Views drawing it show both of its values.
public struct AdaptiveInlineColor: Sendable, Hashable, Codable {
    public var light: Color
    public var dark: Color
    public var expression: String
    /// The type it appears in.
    public var enclosingType: String?
    public var location: SourceLocation
    public init(light: Color, dark: Color, expression: String, enclosingType: String?, location: SourceLocation) {
        self.light = light; self.dark = dark; self.expression = expression; self.enclosingType = enclosingType; self.location = location
    }
}

/// A place that forces one appearance (`.preferredColorScheme(.light)`, `UIUserInterfaceStyle`, `overrideUserInterfaceStyle`).
public struct ColorSchemeOverride: Sendable, Hashable, Codable {
    /// `light` or `dark`.
    public var scheme: String
    public var expression: String
    public var location: SourceLocation
    /// The type whose code sets it (a view, the `App`, a scene delegate); nil for Info.plist.
    public var enclosingType: String?
    /// The platform that has only this appearance (`watchOS`), when the app does not choose it; nil for a choice
    /// the app makes.
    public var platform: String?
    /// True when the modifier sits on the root of the view the app's scene shows (`WindowGroup { MainTabView() }` with
    /// `.preferredColorScheme(.dark)` ending `MainTabView`'s body): it pins every screen, as it would on the scene's
    /// content. Nil otherwise.
    public var pinsApp: Bool?
    public init(scheme: String, expression: String, location: SourceLocation, enclosingType: String? = nil, platform: String? = nil) {
        self.scheme = scheme; self.expression = expression; self.location = location; self.enclosingType = enclosingType
        self.platform = platform
    }
}

/// The accent the app's root view sets (`.tint(Brand.gold)`, `.accentColor(...)` on the scene's content or the
/// root view it shows): what users see where the `AccentColor` asset would otherwise show.
public struct AccentTint: Sendable, Hashable, Codable {
    /// The tint's value, when the reader could resolve it.
    public var light: Color?
    public var dark: Color?
    /// The modifier as written (`.tint(AppTheme.brassGold)`).
    public var expression: String
    public var location: SourceLocation
    public init(light: Color?, dark: Color?, expression: String, location: SourceLocation) {
        self.light = light; self.dark = dark; self.expression = expression; self.location = location
    }
}

/// A reference in code to an asset-catalog color (`Color("Brand")`), resolved or not.
public struct AssetReference: Sendable, Hashable, Codable {
    public var name: String
    public var resolved: Bool
    public var expression: String
    public var location: SourceLocation
    public init(name: String, resolved: Bool, expression: String, location: SourceLocation) {
        self.name = name; self.resolved = resolved; self.expression = expression; self.location = location
    }
}

/// A colorset in an asset catalog.
public struct AssetColor: Sendable, Hashable, Codable {
    public var name: String
    public var light: Color?
    public var dark: Color?
    public var highContrast: Color?
    public var location: SourceLocation
    public init(name: String, light: Color?, dark: Color?, highContrast: Color? = nil, location: SourceLocation) {
        self.name = name; self.light = light; self.dark = dark; self.highContrast = highContrast; self.location = location
    }
}

/// Everything the code reader extracted from the app's sources.
/// A page of web content the app ships (`Inventory.webPages`).
public struct WebPage: Sendable, Hashable, Codable {
    /// The file name without its extension (`popup`).
    public var name: String
    public var location: SourceLocation
    /// What names it: the web extension's `manifest.json`.
    public var namedBy: String

    public init(name: String, location: SourceLocation, namedBy: String) {
        self.name = name
        self.location = location
        self.namedBy = namedBy
    }
}

public struct Inventory: Sendable, Hashable, Codable {
    public var colors: [ColorToken]
    public var fonts: [FontToken]
    public var lengths: [LengthToken]
    public var assets: [AssetColor]
    public var assetReferences: [AssetReference]
    public var models: [ModelType]
    public var views: [ViewType]
    public var literals: [InlineLiteral]
    public var colorSchemeOverrides: [ColorSchemeOverride]
    /// Files read, relative paths, sorted.
    public var files: [String]
    public var diagnostics: [Diagnostic]
    /// The app's name when the sources say it: Info.plist `CFBundleDisplayName`/`CFBundleName`, else the
    /// `@main` SwiftUI `App` type without its `App` suffix (`TempoApp` → `Tempo`).
    public var appName: String?
    /// User-visible elements of every view with the styles that reach them, for element-level checks.
    public var elements: [CodeElement] = []
    /// How many times each member is used inside function and property bodies across the code, keyed
    /// `Brand.accent` (named base) or `.accent` (implicit member): which of two palettes the views use.
    /// Not encoded (derived, large).
    public var tokenUses: [String: Int] = [:]
    /// Every identifier the code's expressions name, anywhere (bodies, initial values, other declarations): a
    /// declaration whose name is not among them is referenced by nothing. Nil when unknown (an inventory built or
    /// decoded without reading the code), and then every declaration counts as used. Not encoded (derived, large).
    public var mentionedNames: Set<String>?
    /// SwiftUI views the app never shows: nothing shipped constructs them, only previews or other such views (empty when
    /// the code read has no `App` to start from). Not encoded (derived).
    public var unshownViews: Set<String> = []
    /// Pages of web content the app ships (a Safari web extension's popup or settings page its `manifest.json`
    /// names): surfaces it draws in HTML, not in Swift views. Not encoded (derived).
    public var webPages: [WebPage] = []
    /// The stylesheets in the folder of that web content (`popup.css`, `theme.css`), to open: the pipeline reads
    /// their custom properties as the app's colors when its Swift code and catalogs declare none
    /// (`WebStylesheetColors`). Not encoded (derived).
    public var webStylesheets: [InputFile] = []
    /// Generated files read for their tokens (Style Dictionary, SwiftGen, R.swift): outputs of one
    /// pipeline repeat each other by design. Not encoded (the diagnostics name them).
    public var generatedFiles: Set<String> = []
    /// True when the code uses AppKit-only types (`NSPasteboard`, `MenuBarExtra`) and no UIKit-only one: a Mac
    /// app, driven by a pointer, where iOS's 44pt touch target is not the measure. Not encoded (derived).
    public var macOnly = false
    /// The platforms the code shows it runs on: `.desktop` when it uses AppKit-only types, `.mobile` when it uses
    /// UIKit-only types (outside `#if os(…)` blocks, which shared code writes for several), `.watch` when it holds a
    /// watch app (beside which plain SwiftUI code counts as both others). Empty when it shows none (SwiftUI alone
    /// runs on all). Not encoded (derived).
    public var platforms: Set<AppPlatform> = []
    /// Display-path prefixes (ending in "/") of the folders that are a watch app's: its views are watch screens.
    /// Not encoded (derived).
    public var watchFolders: [String] = []

    /// True when the file at `path` (as shown in reports) is a watch app's.
    public func isWatchCode(_ path: String) -> Bool { watchFolders.contains { path.hasPrefix($0) } }
    /// How the app writes colors and fonts (hex helper, SwiftUI or UIKit, asset catalogs), so fixes are
    /// written in it. Not encoded (derived from the tokens and literals above).
    public var idiom = CodeIdiom()
    /// The accent the root view sets with `.tint`/`.accentColor`, overriding the `AccentColor` asset; nil when none.
    public var accentTint: AccentTint?
    /// Light/dark pairs of exact colors the code writes in place (`colorScheme == .dark ? A : B`), in source order.
    /// Not encoded (a reading of the code the inline literals already show).
    public var adaptiveLiterals: [AdaptiveInlineColor] = []
    /// Token files that are not valid Swift (`BrokenTokenFile`), sorted by file. Not encoded (the findings name them).
    public var brokenTokenFiles: [BrokenTokenFile] = []
    /// The app's tab bars (`TabView`s whose tabs carry literal labels), each in source order. Not encoded (the views'
    /// tab titles show them).
    public var tabBars: [AppTabBar] = []
    /// Where the views draw with each color token that names a colorset no catalog defines (`Color.chartGrid`), by
    /// the token's name: the first places in each file. Not encoded (the finding lists them).
    public var missingAssetSites: [String: [SourceLocation]] = [:]
    /// The literal texts String-typed methods and computed properties of types that are not views return (a view
    /// model's `formatDateGroup` returning "TODAY"), `element` naming `Type.member`: texts views show as data. Not
    /// encoded.
    public var computedTexts: [ViewText] = []
    /// The texts the app's other languages show where its views show a text of its string tables: the
    /// development-language text (`Support & About`) → the others (`サポートと情報`, `支持与关于`), sorted. A design
    /// written in another of the app's languages is compared in that language (`LocalizedDesignTexts`). Not encoded.
    public var translations: [String: [String]] = [:]

    private enum CodingKeys: String, CodingKey {
        case colors, fonts, lengths, assets, assetReferences, models, views, literals, colorSchemeOverrides, files, diagnostics, appName, elements,
            accentTint
    }

    public init(
        colors: [ColorToken] = [], fonts: [FontToken] = [], lengths: [LengthToken] = [], assets: [AssetColor] = [],
        assetReferences: [AssetReference] = [], models: [ModelType] = [], views: [ViewType] = [],
        literals: [InlineLiteral] = [], colorSchemeOverrides: [ColorSchemeOverride] = [], files: [String] = [],
        diagnostics: [Diagnostic] = []
    ) {
        self.colors = colors; self.fonts = fonts; self.lengths = lengths; self.assets = assets
        self.assetReferences = assetReferences; self.models = models; self.views = views; self.literals = literals
        self.colorSchemeOverrides = colorSchemeOverrides; self.files = files; self.diagnostics = diagnostics
    }
}
