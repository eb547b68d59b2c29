import GapCheckModel

/// Where a code token is meant to apply, read from its owner path: app-wide (a palette, a theme, a
/// spacing scale: `Colors.x`, `AppTheme.GeneratedSpacing.x`) or inside one component or view
/// (`PickerStyling.Layout.cornerRadius`, `DashboardView.cardGap`). Two declarations of one leaf name
/// are one token declared twice only within one scope: per-component settings differ by intent.
struct TokenScope: Hashable, Sendable {
    /// The owner path's words that name a subject (`native picker`, `feed list`), namespace words
    /// (`Styling`, `Layout`, `Theme`, the app's name) removed; empty for an app-wide token.
    var subject: [String]
    /// True when a type on the owner path is a view or view controller: a view's own constant.
    var viewLocal: Bool
    /// The owner, for naming a view-local scope.
    var owner: String

    /// Words that name a token namespace rather than a subject, on top of `NameKey.genericWords`.
    static let namespaceWords: Set<String> = [
        "generated", "gen", "core", "primitive", "primitives", "base", "global", "globals", "constant", "constants",
        "shared", "common", "default", "defaults", "dimension", "dimensions", "sizing", "metric", "value", "values",
        "screen", "screens", "styling", "stylings", "appearance", "config", "configuration", "settings", "padding",
        "paddings", "margin", "margins", "inset", "insets", "spacings", "corners", "elevation", "shadow", "shadows",
        "opacity", "motion", "animation", "animations", "grid", "border", "borders", "stroke", "typeface", "text",
        "ns", "cg", "swiftui", "uikit", "uicolor", "nscolor", "cgfloat", "double", "float", "r", "resource",
        "resources", "sizes", "heights", "widths", "brand", "main", "standard", "ios", "mobile", "tokens", "token",
        "colour", "colours", "fonts", "typography", "icon", "icons"
    ]

    /// Type-name endings of views and controllers (besides the view types the reader found): a constant declared
    /// in one is the view's own. Not `Sheet`/`Page`: `StyleSheet` is a token namespace.
    static let viewSuffixes = ["View", "ViewController", "Controller", "Cell", "Screen"]

    /// The scope of a token owned by `owner` (a dotted type path, nil for file scope); `views` are the
    /// app's view type names, `appWords` the words of the app's name (`PTChampion` prefixes are namespaces).
    init(owner: String?, views: Set<String>, appWords: Set<String>) {
        let path = owner.map { $0.split(separator: ".").map(String.init) } ?? []
        self.owner = owner ?? ""
        viewLocal = path.contains { seg in views.contains(seg) || Self.viewSuffixes.contains { seg.hasSuffix($0) && seg != $0 } }
        let generic = NameKey.genericWords.union(Self.namespaceWords).union(appWords)
        subject = path.flatMap { NameKey($0).words }.filter { !generic.contains($0) && !$0.allSatisfy(\.isNumber) }
    }

    /// The key that tells scopes apart: a view's own constants are scoped to that view; otherwise the subject.
    var key: String { viewLocal ? "view " + owner : subject.joined(separator: " ") }

    /// True for an app-wide token.
    var isGlobal: Bool { !viewLocal && subject.isEmpty }
}
