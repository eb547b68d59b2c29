import GapCheckModel

/// The kinds of app file the code reader reads; each kind is read by its own reader in `CodeReader.read`.
enum AppFileKind: Sendable, Hashable {
    /// Swift sources (`SwiftFileVisitor`, `ViewElementCollector`).
    case swift
    /// Asset catalog colorsets (`AssetCatalogReader`).
    case colorset
    /// Storyboards and xibs (`InterfaceBuilderReader`).
    case interfaceBuilder
    /// Info.plist files and the Xcode project's build settings (`InfoPlistReader`).
    case propertyList
    /// Design token JSON shipped with the app (`DesignTokenFile`).
    case tokenJSON
    /// String tables: String Catalogs and `.strings` files (`StringCatalogReader`, `StringsFileReader`).
    case stringTable
    /// HTML pages: web content the app ships when a web extension's manifest names them (`WebContent`).
    case webPage
    /// Stylesheets: the web content's own tokens when they sit in its folder (`WebContent.stylesheets`).
    case webStylesheet
}

/// Recognizes one kind of app file by its name (extension, or a known file name).
///
/// A new kind of file is one recognizer added to `AppFileRecognizers.ordered`, a case of `AppFileKind` and its
/// reading in `CodeReader.read`.
protocol AppFileRecognizer: Sendable {
    /// The kind of the files this recognizer claims.
    var kind: AppFileKind { get }
    /// True when `file` (named `name`, its last path component) is of this kind.
    func claims(_ file: InputFile, name: String) -> Bool
}

/// The recognizers, in the order they are tried: the first that claims a file decides its kind.
enum AppFileRecognizers {
    /// Declared order matters: a colorset's `Contents.json` is claimed before token JSON could claim it.
    static let ordered: [any AppFileRecognizer] = [
        SwiftFileRecognizer(), ColorsetRecognizer(), InterfaceBuilderRecognizer(), PropertyListRecognizer(), TokenJSONRecognizer(),
        StringTableRecognizer(), WebPageRecognizer(), WebStylesheetRecognizer()
    ]

    /// The kind of `file`, or nil when no recognizer claims it (the file is not read).
    static func kind(of file: InputFile, name: String) -> AppFileKind? {
        ordered.first { $0.claims(file, name: name) }?.kind
    }
}

/// `*.swift`.
struct SwiftFileRecognizer: AppFileRecognizer {
    var kind: AppFileKind { .swift }
    func claims(_ file: InputFile, name: String) -> Bool { name.hasSuffix(".swift") }
}

/// `*.colorset/Contents.json` in an asset catalog.
struct ColorsetRecognizer: AppFileRecognizer {
    var kind: AppFileKind { .colorset }
    func claims(_ file: InputFile, name: String) -> Bool { AssetCatalogReader.isColorset(file) }
}

/// `*.storyboard`, `*.xib`.
struct InterfaceBuilderRecognizer: AppFileRecognizer {
    var kind: AppFileKind { .interfaceBuilder }
    func claims(_ file: InputFile, name: String) -> Bool { name.hasSuffix(".storyboard") || name.hasSuffix(".xib") }
}

/// `*.plist` and `project.pbxproj` (its build settings carry the Info.plist keys of projects without one).
struct PropertyListRecognizer: AppFileRecognizer {
    var kind: AppFileKind { .propertyList }
    func claims(_ file: InputFile, name: String) -> Bool { name.hasSuffix(".plist") || name == "project.pbxproj" }
}

/// `*.json` outside asset catalogs, except SwiftPM's `Package.resolved`: read when it looks like design tokens.
struct TokenJSONRecognizer: AppFileRecognizer {
    var kind: AppFileKind { .tokenJSON }
    func claims(_ file: InputFile, name: String) -> Bool {
        name.hasSuffix(".json") && !file.path.contains(".xcassets/") && name != "Package.resolved"
    }
}

/// `*.xcstrings` and `*.strings`: the texts behind the keys views write.
struct StringTableRecognizer: AppFileRecognizer {
    var kind: AppFileKind { .stringTable }
    func claims(_ file: InputFile, name: String) -> Bool { name.hasSuffix(".xcstrings") || name.hasSuffix(".strings") }
}

/// `*.html`, `*.htm`: listed, never parsed (`WebContent`).
struct WebPageRecognizer: AppFileRecognizer {
    var kind: AppFileKind { .webPage }
    func claims(_ file: InputFile, name: String) -> Bool { name.hasSuffix(".html") || name.hasSuffix(".htm") }
}

/// `*.css`: listed, never parsed here (`WebContent.stylesheets`; the pipeline reads those of the web content).
struct WebStylesheetRecognizer: AppFileRecognizer {
    var kind: AppFileKind { .webStylesheet }
    func claims(_ file: InputFile, name: String) -> Bool { name.hasSuffix(".css") }
}
