import DesignTokenJSON
import Dispatch
import Foundation
import GapCheckModel
import SwiftParser
import SwiftSyntax

/// Options for reading an app's sources.
public struct CodeReaderOptions: Sendable, Hashable {
    /// Glob patterns of files to read (relative to each root); empty means all.
    public var include: [String] = []
    /// Glob patterns of files to skip.
    public var exclude: [String] = []
    /// Points per `rem` (and `em`) in a length written as a string (`static let gapLg = "1.5rem"`), as on the design side.
    public var rootFontSize: Double = 16
    /// Options with include and exclude globs.
    public init(include: [String] = [], exclude: [String] = [], rootFontSize: Double = 16) {
        self.include = include; self.exclude = exclude; self.rootFontSize = rootFontSize
    }
}

/// Reads app sources (Swift, asset catalogs, storyboards/xibs, Info.plist, token JSON) into an `Inventory`.
public enum CodeReader {
    /// Reads everything under `roots`, telling `progress` how many files there are and when each is read.
    /// Throws only when a root itself is missing or unreadable.
    ///
    /// Swift files are parsed concurrently, one syntax tree alive per worker; each tree is reduced to
    /// `FileFacts` and dropped before names are resolved across the whole tree in a second pass.
    /// Puts each list of `inventory` in the order `read` gives it (by location, then name): for an inventory another
    /// reader added to (`WebStylesheetColors`), so the report's bytes do not depend on who added what.
    public static func sortLists(_ inventory: inout Inventory) { InventorySorter.sort(&inventory) }

    public static func read(roots: [String], options: CodeReaderOptions = .init(), progress: ReadProgress = .none) throws(InputError) -> Inventory {
        var diagnostics: [Diagnostic] = []
        var files: [InputFile] = []
        for root in roots {
            files += try SourceTree.files(under: root, include: options.include, exclude: options.exclude, accept: accepts, diagnostics: &diagnostics)
        }
        var swiftFiles: [InputFile] = [], colorsets: [InputFile] = [], ibFiles: [InputFile] = [], plists: [InputFile] = [], jsons: [InputFile] = []
        var stringTables: [InputFile] = [], pages: [InputFile] = [], stylesheets: [InputFile] = []
        var readFiles: [String] = []
        let existing = Set(files.map(\.displayPath))
        for f in files {
            let name = f.relativePath.split(separator: "/").last.map(String.init) ?? f.relativePath
            if let reason = SourceFileKind.skipReason(path: f.displayPath, existing: existing) {
                diagnostics.append(
                    Diagnostic(.warning, "\(reason); not read, so its declarations are not counted twice", at: SourceLocation(file: f.displayPath)))
                continue
            }
            switch AppFileRecognizers.kind(of: f, name: name) {
            case .swift?: swiftFiles.append(f)
            case .colorset?: colorsets.append(f)
            case .interfaceBuilder?: ibFiles.append(f)
            case .propertyList?: plists.append(f)
            case .tokenJSON?: jsons.append(f)
            case .stringTable?: stringTables.append(f)
            case .webPage?:
                pages.append(f)
                continue
            case .webStylesheet?:
                stylesheets.append(f)
                continue
            case nil: continue
            }
            readFiles.append(f.displayPath)
        }

        progress.found(readFiles.count)
        let rootFontSize = options.rootFontSize
        var facts = parallelMap(swiftFiles) { f in
            defer { progress.read() }
            return LengthScales.$rootFontSize.withValue(rootFontSize) { readSwift(f) }
        }
        let wrappers = readAgain(swiftFiles, &facts, rootFontSize: rootFontSize)
        // Files that could not be read at all: not among `inventory.files`, the files read.
        var unread = Set(zip(swiftFiles, facts).filter { $0.1.unreadable }.map { $0.0.displayPath })
        var assets: [AssetColor] = []
        for f in colorsets {
            defer { progress.read() }
            var d: [Diagnostic] = []
            guard let bytes = bytes(f, &d) else { unread.insert(f.displayPath); diagnostics += d; continue }
            if let a = AssetCatalogReader.read(bytes, file: f, diagnostics: &d) { assets.append(a) }
            diagnostics += d
        }
        assets = AppearanceFolders.merge(assets)
        let assetsByName = Dictionary(assets.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let ib = parallelMap(ibFiles) { f -> InterfaceBuilderReader.Result in
            defer { progress.read() }
            var d: [Diagnostic] = []
            guard let b = bytes(f, &d) else { return InterfaceBuilderReader.Result(diagnostics: d, unreadable: true) }
            var r = InterfaceBuilderReader.read(b, file: f, namedColors: assetsByName)
            r.diagnostics += d
            return r
        }

        unread.formUnion(zip(ibFiles, ib).filter { $0.1.unreadable }.map { $0.0.displayPath })
        var inventory = Inventory()
        let resolver = TokenResolver(facts: facts, assets: assets)
        var (colors, fonts, lengths) = resolver.resolveTokens()
        AppearanceFiles.merge(colors: &colors, fonts: &fonts, lengths: &lengths)
        LetterSpacingMembers.attach(to: &fonts, from: lengths)
        // A generated accessor of a colorset (SwiftGen's `Asset.Colors.brand`, R.swift's `R.color.brand`)
        // mirrors the catalog, which is read directly: one color, not two. Generated files with values of
        // their own (Style Dictionary, Theo) are the app's tokens.
        let generatedFiles = Set(facts.filter(\.generated).map(\.path))
        inventory.generatedFiles = generatedFiles
        inventory.brokenTokenFiles = facts.compactMap(\.brokenTokenFile).sorted { $0.file < $1.file }
        let mirrored = Set(assets.map { $0.name.lowercased() }).union(
            colors.filter { !generatedFiles.contains($0.location.file) && $0.origin == .asset }.compactMap { $0.reference?.lowercased() })
        inventory.colors = colors.filter { c in
            !(generatedFiles.contains(c.location.file) && c.origin == .asset && c.reference.map { mirrored.contains($0.lowercased()) } == true)
        }
        inventory.fonts = fonts
        inventory.lengths = lengths
        inventory.assets = assets.sorted { ($0.name, $0.location) < ($1.name, $1.location) }
        inventory.models = facts.flatMap(\.models)
        var ibLiterals: [InlineLiteral] = []
        for r in ib {
            for (i, lit) in r.literals.enumerated() {
                var l = lit
                if let name = r.namedColorLiterals[i], let c = assetsByName[name]?.light { l.value = .color(c) }
                ibLiterals.append(l)
            }
        }
        // Each file's literals and elements move out of its facts as they are gathered, so the reader never
        // holds two copies of all of them (bench/RESULTS.md, issue 14).
        var rawLiterals: [FileFacts.RawLiteral] = []
        rawLiterals.reserveCapacity(facts.reduce(0) { $0 + $1.literals.count })
        for i in facts.indices {
            rawLiterals += facts[i].literals
            facts[i].literals = []
        }
        // The resolved literals get an array of their own size, and the storyboards' are appended to it (an empty
        // append copies nothing): `+` made a second array of all of them.
        inventory.literals = rawLiterals.map(resolver.literal)
        rawLiterals = []
        inventory.literals += ibLiterals
        inventory.adaptiveLiterals = facts.flatMap(\.adaptiveLiterals).compactMap(resolver.adaptiveLiteral)
        let macOnly = facts.contains { $0.appKitUses > 0 } && !facts.contains { $0.uiKitUses > 0 }
        // `NSColor(named:)` names a color of the Mac app's catalog: not the iOS app's, unless the app is a Mac app.
        let references = (facts.flatMap(\.assetReferences) + ib.flatMap(\.assetReferences)).filter { macOnly || !$0.appKit }
        inventory.assetReferences = references.map {
            AssetReference(name: $0.name, resolved: resolver.assetExists($0.name, symbol: $0.isSymbol), expression: $0.expression, location: $0.location)
        }
        inventory.views = ViewMerger.merge(facts: facts) + ib.flatMap(\.views)
        ViewMerger.attachTabTitles(facts.flatMap(\.tabLabels), to: &inventory.views)
        inventory.tabBars = ViewMerger.tabBars(facts, views: inventory.views)
        inventory.computedTexts = facts.flatMap(\.computedTexts)
        inventory.unshownViews = ViewReach.unshownViews(facts.flatMap(\.typeReferences), views: inventory.views)
        inventory.accentTint = accentTint(facts: facts, views: inventory.views, resolver: resolver)
        inventory.colorSchemeOverrides = colorSchemeOverrides(facts: facts, views: inventory.views)
        for f in facts { inventory.tokenUses.merge(f.memberUses, uniquingKeysWith: +) }
        let missingAssets = Set(inventory.colors.filter { $0.origin == .asset && $0.unresolved }.map(\.name))
        for f in facts {
            for (name, sites) in f.colorMemberSites where missingAssets.contains(name) { inventory.missingAssetSites[name, default: []] += sites }
        }
        inventory.mentionedNames = facts.reduce(into: Set<String>()) { $0.formUnion($1.mentionedNames) }
        inventory.macOnly = macOnly
        diagnostics += facts.flatMap(\.diagnostics) + ib.flatMap(\.diagnostics)
        if let note = stringValueNote(facts.flatMap(\.stringLengthTokens), kind: "length", css: "CSS lengths", type: "CGFloat") { diagnostics.append(note) }
        let colorSites = Set(inventory.colors.map(\.location))
        let colorStrings = facts.flatMap(\.stringColorTokens).filter { colorSites.contains($0.location) }
        if let note = stringValueNote(colorStrings, kind: "color", css: "CSS hex colors", type: "Color") { diagnostics.append(note) }
        diagnostics += unreadColorNotes(facts.flatMap(\.unreadColors) + resolver.unreadHexTokens())

        var plistNames: [(rank: Int, depth: Int, path: String, name: String)] = []
        var watchPlists: [SourceLocation] = []
        var watchPlistFiles: [InputFile] = []
        var otherApplication = false
        var developmentRegions: [(depth: Int, path: String, region: String)] = []
        for f in plists {
            defer { progress.read() }
            var d: [Diagnostic] = []
            guard let b = bytes(f, &d) else { unread.insert(f.displayPath); diagnostics += d; continue }
            if f.path.hasSuffix(".pbxproj") {
                inventory.colorSchemeOverrides += InfoPlistReader.buildSettingOverrides(b, file: f)
                if let region = StringsFileTable.developmentRegion(inProject: b) {
                    developmentRegions.append((f.relativePath.split(separator: "/").count, f.relativePath, region))
                }
            } else if let plist = InfoPlistReader.parse(b, file: f, diagnostics: &d) {
                inventory.colorSchemeOverrides += InfoPlistReader.overrides(plist, bytes: b, file: f)
                if InfoPlistReader.isWatchApplication(plist) {
                    let line = InfoPlistReader.line(ofFirst: InfoPlistReader.watchApplicationKeys, in: b)
                    watchPlists.append(SourceLocation(file: f.displayPath, line: line))
                    watchPlistFiles.append(f)
                } else if InfoPlistReader.isApplication(plist) {
                    otherApplication = true
                }
                if f.path.hasSuffix("/Info.plist") || f.path == "Info.plist", let name = InfoPlistReader.appName(plist) {
                    // The app's own Info.plist: one with application keys first, then the shallowest one
                    // (extensions and tests sit deeper).
                    plistNames.append((InfoPlistReader.isApplication(plist) ? 0 : 1, f.relativePath.split(separator: "/").count, f.relativePath, name))
                }
            }
            diagnostics += d
        }
        let watchTargets = watchTargets(facts: facts, swiftFiles: swiftFiles, watchPlists: watchPlistFiles)
        inventory.watchFolders = watchTargets.folders
        inventory.platforms = platforms(facts: facts, watch: watchTargets)
        if let watch = InfoPlistReader.platformOverride(watchPlists: watchPlists, otherApplication: otherApplication) {
            inventory.colorSchemeOverrides.append(watch)
        }
        // The views' elements are resolved once the watch app's folders are known: each target has its own AccentColor.
        var buttonStyles: [String: RawButtonStyle] = [:]
        var viewModifiers: [String: RawViewModifier] = [:]
        for f in facts {
            buttonStyles.merge(f.buttonStyles) { a, _ in a }
            viewModifiers.merge(f.viewModifiers) { a, _ in a }
        }
        var rawElements: [RawElement] = []
        rawElements.reserveCapacity(facts.reduce(0) { $0 + $1.elements.count })
        for i in facts.indices {
            rawElements += facts[i].elements
            facts[i].elements = []
        }
        let expanded = ComponentSymbols.expand(consume rawElements)
        inventory.elements =
            ElementResolver(
                resolver: resolver, lengths: lengths, buttonStyles: buttonStyles, viewModifiers: viewModifiers,
                accents: TargetAccents(assets: assets, watch: watchTargets)
            ).resolve(expanded)
            + ib.flatMap(\.elements)
        inventory.idiom = IdiomReader.idiom(of: inventory)
        let appTypes = facts.flatMap(\.appTypeNames).sorted()
        inventory.appName =
            plistNames.min { ($0.rank, $0.depth, $0.path) < ($1.rank, $1.depth, $1.path) }?.name
            ?? appTypes.first.map { t in t.hasSuffix("App") && t.count > 3 ? String(t.dropLast(3)) : t }
        var manifests: [(file: InputFile, text: String)] = []
        for f in jsons {
            defer { progress.read() }
            var d: [Diagnostic] = []
            guard let b = bytes(f, &d) else { unread.insert(f.displayPath); diagnostics += d; continue }
            if f.displayPath.split(separator: "/").last == "manifest.json" { manifests.append((f, String(decoding: b, as: UTF8.self))) }
            if DesignTokenFile.looksLikeTokens(b) {
                let tokens = DesignTokenFile.parse(b, path: f.displayPath, diagnostics: &d)
                TokenFileMapper.add(tokens, to: &inventory)
            }
            diagnostics += d
        }
        inventory.webPages = WebContent.pages(pages, manifests: manifests)
        inventory.webStylesheets = WebContent.stylesheets(stylesheets, of: inventory.webPages)
        let developmentRegion = developmentRegions.min { ($0.depth, $0.path) < ($1.depth, $1.path) }?.region
        LocalizedTexts.apply(
            readStringTables(stringTables, developmentRegion: developmentRegion, unread: &unread, diagnostics: &diagnostics, progress: progress), to: &inventory
        )
        addChoiceTranslations(wrappers, to: &inventory)
        inventory.files = readFiles.filter { !unread.contains($0) }.sorted()
        inventory.diagnostics = diagnostics
        ValueGate.check(&inventory)
        InventorySorter.sort(&inventory)
        return inventory
    }

    /// The other languages of the texts views show through a language choice (`Text(l.settings)`, `LanguageChooser`),
    /// beside the string tables' translations.
    static func addChoiceTranslations(_ wrappers: LocalizationWrappers, to inventory: inout Inventory) {
        guard !wrappers.choices.isEmpty else { return }
        var shown = Set(inventory.computedTexts.map(\.text))
        for v in inventory.views {
            shown.formUnion(v.texts.map(\.text))
            shown.formUnion(v.tabTitles)
        }
        for b in inventory.tabBars { shown.formUnion(b.tabs.map(\.title)) }
        for e in inventory.elements {
            if let t = e.text { shown.insert(t) }
            if let l = e.accessibilityLabel { shown.insert(l) }
        }
        for (text, others) in wrappers.choiceTranslations(shown: shown) {
            inventory.translations[text] = Set(inventory.translations[text, default: []] + others).sorted()
        }
    }

    /// The app's string tables in its development language: every String Catalog, and of the `.strings` files each
    /// table's development-language file (`StringsFileTable.chosen`). A file that cannot be read is one warning.
    static func readStringTables(
        _ files: [InputFile], developmentRegion: String?, unread: inout Set<String>, diagnostics: inout [Diagnostic], progress: ReadProgress
    ) -> [StringTable] {
        var catalogs: [StringTable] = []
        var stringsFiles: [StringsFileTable] = []
        for f in files {
            defer { progress.read() }
            var d: [Diagnostic] = []
            guard let b = bytes(f, &d) else { unread.insert(f.displayPath); diagnostics += d; continue }
            if f.relativePath.hasSuffix(".xcstrings") {
                if let table = StringCatalogReader.read(b, file: f, diagnostics: &d) { catalogs.append(table) }
            } else if let table = StringsFileReader.read(b, file: f, diagnostics: &d) {
                stringsFiles.append(table)
            }
            diagnostics += d
        }
        return catalogs.sorted { $0.path < $1.path } + StringsFileTable.chosen(stringsFiles, developmentRegion: developmentRegion)
    }

    /// The watch app's folders among the files read (`WatchTargets`): by the watch-only uses of each Swift file and
    /// the watch apps' Info.plist files.
    static func watchTargets(facts: [FileFacts], swiftFiles: [InputFile], watchPlists: [InputFile]) -> WatchTargets {
        var files: [WatchTargets.File] = zip(swiftFiles, facts).map { f, facts in
            WatchTargets.File(
                displayPath: f.displayPath, relativePath: f.relativePath, watchUses: facts.watchUses,
                otherPlatformUses: facts.uiKitUses + facts.appKitUses, declaresApp: !facts.appTypeNames.isEmpty)
        }
        files += watchPlists.map { WatchTargets.File(displayPath: $0.displayPath, relativePath: $0.relativePath, watchUses: 1, otherPlatformUses: 0) }
        return WatchTargets(files)
    }

    /// The platforms the code shows it runs on: the desktop for AppKit-only types, a phone for UIKit-only ones, a
    /// watch for a watch app's folders (`WatchTargets`). Code outside them that says no platform (SwiftUI alone) may
    /// run on a phone or the desktop: beside a watch app, both.
    static func platforms(facts: [FileFacts], watch: WatchTargets) -> Set<AppPlatform> {
        var platforms: Set<AppPlatform> = []
        if facts.contains(where: { $0.appKitUses > 0 }) { platforms.insert(.desktop) }
        if facts.contains(where: { $0.uiKitUses > 0 }) { platforms.insert(.mobile) }
        guard !watch.folders.isEmpty else { return platforms }
        let otherApp = facts.contains { f in !watch.contains(f.path) && (!f.views.isEmpty || !f.appTypeNames.isEmpty) }
        if platforms.isEmpty && otherApp { platforms = [.mobile, .desktop] }
        platforms.insert(.watch)
        return platforms
    }

    /// The accent the app's root sets: a `.tint`/`.accentColor` on the `@main` App's scene content or on the root
    /// of a view it shows (up to three views down: App → RootView → MainTabView), the one nearest the App first.
    static func accentTint(facts: [FileFacts], views: [ViewType], resolver: TokenResolver) -> AccentTint? {
        let tints = facts.flatMap(\.rootTints)
        guard !tints.isEmpty else { return nil }
        // The types each type's code calls (`WindowGroup { RootView() }`): the App is no view, so `views` lacks it.
        var used = Dictionary(views.map { ($0.name, $0.usedViews) }, uniquingKeysWith: +)
        for v in facts.flatMap(\.views) { used[v.name, default: []] += v.callees }
        var depth: [String: Int] = [:]
        var frontier = facts.flatMap(\.appTypeNames)
        for d in 0...3 {
            for t in frontier where depth[t] == nil { depth[t] = d }
            frontier = frontier.flatMap { used[$0] ?? [] }.filter { depth[$0] == nil }
        }
        let candidates = tints.compactMap { t in depth[t.type].map { (d: $0, tint: t) } }
        guard let best = candidates.min(by: { ($0.d, $0.tint.location) < ($1.d, $1.tint.location) })?.tint else { return nil }
        var visiting = Set<Int>()
        let r = resolver.color(best.color, owner: best.type, visiting: &visiting)
        return AccentTint(light: r.light, dark: r.dark, expression: best.expression, location: best.location)
    }

    /// Every file's forced appearances, those on the root of a view the app's scene shows marked as pinning the app
    /// (`ColorSchemeOverride.pinsApp`): `WindowGroup { MainTabView() }` with `.preferredColorScheme(.dark)` ending
    /// `MainTabView`'s body pins every screen, as on the scene's content, whatever other view also shows
    /// `MainTabView` (a preview's wrapper). The view the scene shows is the one app view the `@main` App's code
    /// constructs outside a presentation (an App switching between several by state has none), and one level further
    /// the one view it wraps (its code shows one of the app's views and presents none). A pin on a view those show in
    /// turn (a tab, a sheet) is that view's.
    static func colorSchemeOverrides(facts: [FileFacts], views: [ViewType]) -> [ColorSchemeOverride] {
        // `views` names the app's views; their code is read from `facts`.
        let viewNames = Set(views.map(\.name))
        let appTypes = Set(facts.flatMap(\.appTypeNames))
        var sceneViews: Set<String> = []
        for f in facts {
            for v in f.views where appTypes.contains(v.name) {
                let presented = Set(v.presentedCallees)
                // An App that switches between views (sign-in, onboarding, tabs) shows each only in its state: none
                // of them is the root.
                let roots = Set(v.callees.filter { viewNames.contains($0) && !presented.contains($0) })
                if roots.count == 1 { sceneViews.formUnion(roots) }
            }
        }
        // The app's views each view's code constructs in place (a presentation's content is another screen).
        var shown: [String: Set<String>] = [:]
        var presentedAnywhere: [String: Set<String>] = [:]
        for v in facts.flatMap(\.views) where viewNames.contains(v.name) {
            shown[v.name, default: []].formUnion(v.callees.filter { viewNames.contains($0) && $0 != v.name })
            presentedAnywhere[v.name, default: []].formUnion(v.presentedCallees)
        }
        let wrapped = sceneViews.compactMap { s -> String? in
            guard presentedAnywhere[s, default: []].isEmpty, let only = shown[s], only.count == 1 else { return nil }
            return only.first
        }
        sceneViews.formUnion(wrapped)
        var out: [ColorSchemeOverride] = []
        for f in facts {
            for (i, var o) in f.overrides.enumerated() {
                if f.rootOverrides.contains(i), let type = o.enclosingType, sceneViews.contains(type) { o.pinsApp = true }
                out.append(o)
            }
        }
        return out
    }

    /// File names the reader looks at (others are never opened).
    static func accepts(_ name: String) -> Bool {
        name.hasSuffix(".swift") || name == "Contents.json" || name.hasSuffix(".storyboard") || name.hasSuffix(".xib")
            || name.hasSuffix(".plist") || name.hasSuffix(".json") || name == "project.pbxproj"
            || name.hasSuffix(".xcstrings") || name.hasSuffix(".strings") || name.hasSuffix(".html") || name.hasSuffix(".htm")
            || name.hasSuffix(".css")
            || SourceFileKind.backupReason(name: name) != nil
    }

    private static func bytes(_ f: InputFile, _ d: inout [Diagnostic]) -> [UInt8]? {
        guard f.size <= SourceTree.maxTextBytes else {
            d.append(Diagnostic(.warning, "file is over the \(SourceTree.maxTextBytes >> 20) MB limit; skipped", at: SourceLocation(file: f.displayPath)))
            return nil
        }
        switch SourceTree.read(f) {
        case .success(let bytes): return bytes
        case .failure(let failure):
            d.append(Diagnostic(.warning, "\(failure); skipped", at: SourceLocation(file: f.displayPath)))
            return nil
        }
    }

    /// Parses one Swift file and reduces it to facts; the syntax tree is dropped on return.
    static func readSwift(_ file: InputFile) -> FileFacts {
        var diagnostics: [Diagnostic] = []
        guard let text = SourceTree.readText(file, diagnostics: &diagnostics) else {
            var f = FileFacts(path: file.displayPath)
            f.unreadable = true
            f.diagnostics = diagnostics
            return f
        }
        if let reason = SourceFileKind.generatedReason(name: file.relativePath, text: text) {
            // Generated token files (Style Dictionary, Theo, SwiftGen, R.swift) are how many teams ship
            // tokens: their declarations count; their code is no view the team wrote.
            var f = readSwift(source: text, path: file.displayPath, diagnostics: diagnostics)
            f.generated = true
            f.views = []; f.literals = []; f.adaptiveLiterals = []; f.models = []; f.overrides = []; f.rootOverrides = []; f.rootTints = [];
            f.viewTypeNames = []; f.memberUses = [:]
            f.diagnostics.append(Diagnostic(.warning, "\(reason); read for its tokens only", at: SourceLocation(file: file.displayPath)))
            return f
        }
        return readSwift(source: text, path: file.displayPath, diagnostics: diagnostics)
    }

    /// Parses Swift source text (exposed for tests and single files).
    static func readSwift(source text: String, path: String, diagnostics: [Diagnostic] = []) -> FileFacts {
        if let run = ParseGuard.excessiveRun(in: text) {
            var f = FileFacts(path: path)
            f.diagnostics = diagnostics + [Diagnostic(.warning, run.message, at: SourceLocation(file: path, line: run.line, column: run.column))]
            return f
        }
        let tree = Parser.parse(source: text)
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        var imports: Set<String> = []
        for item in tree.statements {
            if let imp = item.item.as(ImportDeclSyntax.self) { imports.insert(imp.path.trimmedText) }
        }
        if !imports.isDisjoint(with: ["XCTest", "Testing", "Quick", "Nimble", "SnapshotTesting"]) {
            // Test code: its constants are expectations, not app tokens, and its views are not shipped.
            var f = FileFacts(path: path)
            f.diagnostics = diagnostics
            return f
        }
        let uiKit = (imports.contains("UIKit") || imports.contains("AppKit")) && !imports.contains("SwiftUI")
        // Read first with the wrappers the file declares itself (`readAgain` gives it the app's when it calls others).
        let declarations = LocalizationWrappers.current == nil ? LocalizationWrappers.declarations(in: tree) : LocalizationWrappers.Declarations()
        let wrappers = LocalizationWrappers.current ?? LocalizationWrappers.resolved(declarations)
        // The file's own helpers (`adaptive(light:dark:)`, `appInter(size:face:)`) and constants, for the expression readers.
        var facts = LocalizationWrappers.$current.withValue(wrappers) {
            read(parsed: tree, path: path, converter: converter, uiKit: uiKit, text: text, diagnostics: diagnostics, imports: imports)
        }
        facts.localizationDeclarations = declarations
        return facts
    }

    /// The app's localization wrappers (`L10n.string("…")`) and color structs (`RGBA(r: …)`, `ColorStructs`) are declared
    /// anywhere, usually apart from their uses: each file was read with its own; gathered together, they are read again
    /// into the files whose text names a wrapper that file did not know, or that call a type another file declares. An
    /// app without either (most) reads nothing twice. Returns the app's wrappers.
    private static func readAgain(_ files: [InputFile], _ facts: inout [FileFacts], rootFontSize: Double) -> LocalizationWrappers {
        let app = LocalizationWrappers.resolved(LocalizationWrappers.Declarations(merging: facts.map(\.localizationDeclarations)))
        let names = facts.map { app.names(differingFrom: LocalizationWrappers.resolved($0.localizationDeclarations)) }
        let structs = facts.reduce(into: ColorStructs()) { $0.merge($1.colorStructDeclarations) }
        let structCalls = facts.map { !$0.colorStructCalls.isDisjoint(with: structs.declared) }
        for i in facts.indices {
            facts[i].localizationDeclarations = LocalizationWrappers.Declarations()
            facts[i].colorStructDeclarations = ColorStructs()
        }
        guard !app.isEmpty || structCalls.contains(true) else { return app }
        let candidates = facts.indices.filter { !facts[$0].unreadable && (!names[$0].isEmpty || structCalls[$0]) }.map {
            (index: $0, file: files[$0], names: names[$0], structs: structCalls[$0])
        }
        let again = parallelMap(candidates) { c -> (index: Int, facts: FileFacts)? in
            var ignored: [Diagnostic] = []
            guard let text = SourceTree.readText(c.file, diagnostics: &ignored), c.structs || c.names.contains(where: { text.contains($0) }) else {
                return nil
            }
            let read = LengthScales.$rootFontSize.withValue(rootFontSize) {
                LocalizationWrappers.$current.withValue(app) { ColorStructs.$current.withValue(structs) { readSwift(c.file) } }
            }
            return (c.index, read)
        }
        for case (let index, var read)? in again {
            read.colorStructDeclarations = ColorStructs()
            facts[index] = read
        }
        return app
    }

    /// The facts of one parsed file, read with the file's own helpers.
    private static func read(
        parsed tree: SourceFileSyntax, path: String, converter: SourceLocationConverter, uiKit: Bool, text: String, diagnostics: [Diagnostic],
        imports: Set<String>
    ) -> FileFacts {
        FileHelpers.$current.withValue(FileHelpers.collect(tree, source: text)) {
            var facts = visit(tree, path: path, converter: converter, uiKit: uiKit, text: text)
            facts.colorStructDeclarations = FileHelpers.current.colorStructs
            if facts.fontHelpers.contains(where: { $0.template != nil }) { facts.fontContext = FileHelpers.current.detachedForFonts() }
            facts.diagnostics = diagnostics + facts.diagnostics
            if tree.hasError {
                facts.brokenTokenFile = BrokenTokenFileReader.read(
                    tree, converter: converter, path: path, text: text, hasViews: facts.views.contains { $0.kind != nil } || !facts.viewTypeNames.isEmpty)
                // A token the file declares is the app's though the compiler rejects the file: what the parser lost
                // is read from the lines as written.
                if var broken = facts.brokenTokenFile {
                    BrokenTokenFileReader.readAsWritten(&facts, file: &broken, text: text, imports: imports, uiKit: uiKit)
                    facts.brokenTokenFile = broken
                }
                facts.diagnostics.append(Diagnostic(.warning, "Swift syntax errors; kept what the parser recovered", at: SourceLocation(file: path)))
            }
            return facts
        }
    }

    /// The facts of one parsed file: its declarations, then its views' elements.
    private static func visit(_ tree: SourceFileSyntax, path: String, converter: SourceLocationConverter, uiKit: Bool, text: String) -> FileFacts {
        let visitor = SwiftFileVisitor(path: path, converter: converter, uiKitFile: uiKit, source: text, tree: tree)
        visitor.walk(tree)
        var facts = visitor.facts
        // A constant the file reads by its bare name or as `Self.x` (a file's `private let dimGray`, a view's
        // `private static let tint`) is used there, though no `Owner.x` names it.
        for i in facts.tokens.indices {
            let name = facts.tokens[i].name
            facts.tokens[i].usesInOwnFile = (visitor.bareUses[name] ?? 0) + (facts.memberUses["Self." + name] ?? 0)
        }
        // The collector reads the modifiers' colors and fonts the visitor has read already: once for both.
        let collector = ViewElementCollector(converter: converter, path: path, reads: visitor.reads)
        (facts.elements, facts.buttonStyles, facts.viewModifiers) = collector.collectAll(tree)
        return facts
    }

    /// One warning for all the tokens of one kind written as String literals holding CSS values (`static let space2 =
    /// "8px"`, `static let colorBrandBg = "#0B0E11"`): compared with the design as lengths or colors, but no view can pass
    /// a String where UIKit or SwiftUI wants a CGFloat or a Color, so the app says so once, at the first such token.
    static func stringValueNote(_ all: [(expression: String, location: SourceLocation)], kind: String, css: String, type: String) -> Diagnostic? {
        guard let first = all.min(by: { ($0.location.file, $0.location.line) < ($1.location.file, $1.location.line) }) else { return nil }
        let files = Set(all.map(\.location.file)).count
        let count = all.count == 1 ? "1 \(kind) token is" : "\(all.count) \(kind) tokens (in \(files) file\(files == 1 ? "" : "s")) are"
        return Diagnostic(
            .warning,
            "\(count) String literals holding \(css) (`\(first.expression)`): compared with the design as \(kind)s, but views cannot use them as \(type)",
            at: first.location)
    }

    /// One warning per file that declares colors the reader could not read: how many, and the first, so a color the
    /// report calls missing is not blamed on the app unsaid.
    static func unreadColorNotes(_ unread: [FileFacts.UnreadColor]) -> [Diagnostic] {
        let byFile = Dictionary(grouping: unread, by: \.location.file)
        return byFile.keys.sorted().compactMap { file in
            guard let list = byFile[file]?.sorted(by: { $0.location < $1.location }), let first = list.first else { return nil }
            let name = (file as NSString).lastPathComponent
            let message =
                list.count == 1
                ? "1 color token declared in \(name) could not be read (`\(first.expression)`): it is left out of the comparison, so a design color reported missing may be this one"
                : "\(list.count) color tokens declared in \(name) could not be read (`\(first.expression)`, …): they are left out of the comparison, so a design color reported missing may be one of them"
            return Diagnostic(.warning, message, at: first.location)
        }
    }

    /// Maps `transform` over `items` on all cores, on big-stack threads (see `WorkerPool`); results keep the input order.
    static func parallelMap<T: Sendable, R: Sendable>(_ items: [T], _ transform: @escaping @Sendable (T) -> R) -> [R] {
        WorkerPool.map(items, transform)
    }
}
