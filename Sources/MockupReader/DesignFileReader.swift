import CSSEngine
import DesignTokenJSON
import Foundation
import GapCheckModel

/// What one design file holds once parsed, before stylesheets are linked.
enum LoadedDesignFile: Sendable {
    /// An HTML page: its text and screens, and its `<style>` blocks parsed.
    case page(LoadedPage, sheets: [CSSStylesheet])
    /// A stylesheet.
    case css(text: String, sheet: CSSStylesheet)
    /// Design tokens (W3C DTCG, Style Dictionary, Tokens Studio).
    case tokens([DesignToken])
    /// One set of a Tokens Studio folder export, read with the folder's other sets once all are loaded.
    case tokenSet(TokenSetFile, folder: TokenSetFolder)
    /// A token file of token objects, read with the design's other token files once all are loaded: its aliases may
    /// point into them (`DesignTokenFile.parseTogether`).
    case tokenObjects(TokenSetFile)
    /// Not a design file after all (JSON that is no token file, HTML libxml2 cannot read).
    case skipped
}

/// Reads one kind of design file, chosen by its extension.
///
/// A new kind of design file is one reader added to `DesignFileReaders.ordered` (and, when it holds something
/// new, a case of `LoadedDesignFile` that `ReadState.load` files away).
protocol DesignFileReader: Sendable {
    /// The lowercased extensions, without the dot, of the files this reader takes.
    var extensions: Set<String> { get }
    /// Parses `text`, the contents of `file`; problems become warnings in `diagnostics`.
    func load(_ text: String, file: InputFile, diagnostics: inout [Diagnostic]) -> LoadedDesignFile
}

/// The design file readers, by extension.
enum DesignFileReaders {
    /// Every reader, in the order extensions are looked up.
    static let ordered: [any DesignFileReader] = [HTMLFileReader(), CSSFileReader(), TokenJSONFileReader()]

    /// True when a file named `name` is read when found in a design folder.
    static func accepts(_ name: String) -> Bool {
        let ext = (name as NSString).pathExtension.lowercased()
        return ordered.contains { $0.extensions.contains(ext) }
    }

    /// File names of tools' configuration (a package manifest, a lockfile, a compiler's or linter's settings): JSON that
    /// is no design, though a design folder holds it.
    static let toolConfigurationNames: Set<String> = [
        "package.json", "package-lock.json", "npm-shrinkwrap.json", "composer.json", "bower.json", "lerna.json", "turbo.json", "nx.json",
        "vercel.json", "firebase.json", "deno.json", "biome.json", "renovate.json", "angular.json"
    ]

    /// True for a tool's configuration file found in a design folder: a hidden file (`.eslintrc.json`,
    /// `.prettierrc.json`), a named manifest or lockfile (`toolConfigurationNames`), or a TypeScript or JavaScript
    /// project's settings (`tsconfig.json`, `tsconfig.app.json`, `jsconfig.json`).
    static func isToolConfiguration(_ name: String) -> Bool {
        let lower = name.lowercased()
        if lower.hasPrefix(".") || toolConfigurationNames.contains(lower) { return true }
        return (lower.hasPrefix("tsconfig") || lower.hasPrefix("jsconfig")) && lower.hasSuffix(".json")
    }

    /// The reader of a file at `path`. A file named on the command line is read whatever its extension: as
    /// token JSON unless its extension says otherwise (`DesignTokenFile.looksLikeTokens` then decides).
    static func reader(for path: String) -> any DesignFileReader {
        let ext = (path as NSString).pathExtension.lowercased()
        return ordered.first { $0.extensions.contains(ext) } ?? TokenJSONFileReader()
    }
}

/// `.html`, `.htm`: the page, its screens and its `<style>` blocks.
struct HTMLFileReader: DesignFileReader {
    var extensions: Set<String> { ["html", "htm"] }

    func load(_ text: String, file: InputFile, diagnostics: inout [Diagnostic]) -> LoadedDesignFile {
        var page: HTMLPage
        do { page = try HTMLPage(text: text, file: file.displayPath) } catch {
            diagnostics.append(Diagnostic(.warning, "not readable as HTML, skipped", at: SourceLocation(file: file.displayPath)))
            return .skipped
        }
        let stem = ((file.relativePath as NSString).lastPathComponent as NSString).deletingPathExtension
        // The page's own style blocks, parsed once: they tell which boxes are drawn as devices, and are the page's sheets.
        var sheets = page.styleBlocks.map { CSSStylesheet.parse($0.text) }
        // Ligatures an icon font draws as symbols are icons before anything reads the page's texts.
        page.drawIconLigatures(sheets: sheets)
        let boxes = DeviceBoxes(page.document, sheets: sheets, inlineStyles: page.inlineStyles.map { ($0.node, $0.text) })
        let switching = PaneSwitching(sheets: sheets)
        var (screens, screenOfNode, setAside, specimenFrames) = StructureExtractor(
            page: page, fileStem: stem, deviceBoxes: boxes, switching: switching
        ).extract()
        if !specimenFrames.isEmpty {
            let list = specimenFrames.prefix(4).map { "\"\($0.name)\"" }.joined(separator: ", ") + (specimenFrames.count > 4 ? ", …" : "")
            let what = specimenFrames.count == 1 ? "1 frame or pane reads" : "\(specimenFrames.count) frames or panes read"
            diagnostics.append(
                Diagnostic(
                    .warning,
                    "\(what) as design-system specimens (a component's states captioned \"Default\", \"Focused\", \"Error\"; type specs, swatches), not screens of the app: \(list); not compared as screens",
                    at: SourceLocation(file: file.displayPath, line: 1, column: 1)))
        }
        if !setAside.isEmpty {
            let tabs = setAside.map { "\"\($0)\"" }.joined(separator: ", ")
            diagnostics.append(
                Diagnostic(
                    .warning, "tab panes \(tabs) show another platform or document the design; they were not compared as screens of the app",
                    at: SourceLocation(file: file.displayPath, line: 1, column: 1)))
        }
        // Screens a script draws into an empty frame are not in the HTML: say so, once per page, and take
        // no screen from what the static page shows (its own chrome).
        let classes = ElementClasses(page.document)
        // Whether the page draws its screens in device frames: asked by every branch below, walked once.
        let framed = AppFrames.hasFrame(page.document, classes: classes, boxes: boxes)
        var aboutApp: LoadedPage.AboutApp?
        var designDocument = false
        // What of a frameless page specifies the design system's values (`DesignSpecimens`).
        let specimens = !framed && !screens.isEmpty ? DesignSpecimens(page.document) : nil
        var drawnByScript: String?
        if let script = AppFrames.scriptDrawnFrame(page.document, classes: classes, boxes: boxes) {
            if AppFrames.isEmptyMountPage(page.document) { drawnByScript = script }
            let what =
                AppFrames.isEmptyMountPage(page.document)
                ? "into an empty mount point (the page shows nothing else); none of its screens was compared, only its CSS"
                : framed
                    ? "into an empty frame; only the page's CSS was compared"
                    : AppFrames.scriptFilledSurface(page.document, classes: classes).map {
                        "into the empty \($0); its screens were not compared and no screen was taken from the page around it, only the page's CSS was compared"
                    } ?? "into an empty frame; only the page's CSS was compared"
            diagnostics.append(
                Diagnostic(
                    .warning, "screens are drawn by \(script) \(what)",
                    at: SourceLocation(file: file.displayPath, line: 1, column: 1)))
            screens = []; screenOfNode = [:]
        } else if !screens.isEmpty, AppFrames.isPromoArt(page.document) {
            // Marketing art redraws the app under headlines, framed or not: no screen (`ReadState` says so once).
            aboutApp = .promoArt
            screens = []; screenOfNode = [:]
        } else if !screens.isEmpty, IconArtPage.isIconArt(page.document), !DesignerToolPage(page.document).isTool {
            // The app's icon drawn at the store's size, alone or on its design sheet: an asset of the app, whose
            // gradient and glyph are artwork, not the app's palette or text (`ReadState` says so once). A size sheet of
            // the icon is a designer's tool, decided with the pages around it (`ReadState.markDesignerTools`).
            aboutApp = .iconArt
            screens = []; screenOfNode = [:]
        } else if !screens.isEmpty, !framed,
            AppFrames.isDocumentation(page.document) || AppFrames.isDocumentSite(page.document, file: file.displayPath)
        {
            // A page about the app (a spec, a flow or style document, a page of a documentation site) with no device
            // frame is no screen of it:
            // its chapters are not sections the app lacks, its prose no texts the app must show.
            diagnostics.append(
                Diagnostic(
                    .warning,
                    "reads as a design document (chapters, a table of contents or tables, no device frame); only its CSS was compared, no screen was taken from it",
                    at: SourceLocation(file: file.displayPath, line: 1, column: 1)))
            // A documentation site's page keeps its component demos (`AppFrames.isDocumentSite`): only a document all
            // of whose content is its own is set aside.
            designDocument = AppFrames.isDocumentation(page.document)
            screens = []; screenOfNode = [:]
        } else if !screens.isEmpty, !framed, AppFrames.isWebsitePage(page.document) {
            // A page of the product's website (about, FAQ, legal, an invite landing page): its CSS may be the
            // brand's, but its prose and site navigation are no screen the app lacks.
            aboutApp = .website
            screens = []; screenOfNode = [:]
        }
        // A frameless page laid out for a desktop screen (`DesktopLayout`: a side navigation, a layout that widens for a
        // desktop) draws the desktop's UI: a web console's or a Mac window's, left out for an app that runs on no
        // desktop as a desktop frame is (`ForeignSurfaces`).
        let desktop =
            !framed && aboutApp == nil && !designDocument && !screens.isEmpty
            ? DesktopLayout(page.document, classes: classes, sheets: sheets, inlineStyles: page.inlineStyles.map { ($0.node, $0.text) }) : nil
        if let tailwind = TailwindStylesheet.block(for: page, diagnostics: &diagnostics) { page.addGenerated(tailwind) }
        sheets += page.styleBlocks.dropFirst(sheets.count).map { CSSStylesheet.parse($0.text) }
        // A generated block's syntax is gapcheck's own, not the design's: nothing to report.
        for (block, sheet) in zip(page.styleBlocks, sheets) where block.lineLocations == nil {
            ReadState.reportSyntaxErrors(sheet, origin: block.origin, diagnostics: &diagnostics)
        }
        // The device each frame is drawn for: recorded on the screens it holds, and the frames kept for the warning the
        // pipeline gives when it leaves another platform's out (`ForeignSurfaces`).
        let surfaces = FramePlatform.surfaces(page.document, classes: classes, boxes: boxes)
        if let ofNode = surfaces.ofNode, !screens.isEmpty {
            var ofScreen: [String: Set<DesignSurface?>] = [:]
            for (node, name) in screenOfNode where node < ofNode.count { ofScreen[name, default: []].insert(ofNode[node]) }
            // A screen drawn in frames of one kind of device is that device's, whatever of the page around them (a
            // caption, a heading) it holds too: outside the frames is the page's own chrome.
            for i in screens.indices {
                if let kinds = ofScreen[screens[i].name]?.compactMap({ $0 }), kinds.count == 1, let only = kinds.first { screens[i].surface = only }
            }
        }
        var model = LoadedPage(text: text, page: page, screens: screens, screenOfNode: screenOfNode, deviceBoxes: boxes)
        model.surfaceFrames = surfaces.frames.map { SurfaceFrame(surface: $0.surface, location: page.location(of: $0.node)) }
        if let desktop {
            model.desktopLayout = desktop
            if desktop.isDesktop { model.layOutForDesktop() }
        }
        model.aboutApp = aboutApp
        model.isDesignDocument = designDocument
        model.showsDesignValues = AppFrames.showsDesignValues(page.document)
        model.readsAsSpecimen = !screens.isEmpty && specimens?.isSpecimenPage == true
        model.showsCaptionedSamples = !screens.isEmpty && specimens?.showsCaptionedSamples == true
        model.siteChrome = AppFrames.siteChromeShape(page.document)
        model.drawnByScript = drawnByScript
        model.hasFrames = framed
        if !framed, aboutApp == nil, !designDocument, !screens.isEmpty { model.inSituTexts = InSituComposition.surfaceTexts(page.document) }
        model.readsAsProse = !framed && !screens.isEmpty && AppFrames.isProseDocument(page.document)
        if !framed, !screens.isEmpty {
            model.designerTool = DesignerToolPage(page.document)
            model.siteDocument = SiteDocument(page.document)
        }
        model.galleryEvidence = MockupGallery.evidence(page.document, hasFrame: framed)
        model.specimenFrames = specimenFrames.map(\.root)
        model.chosenTargets = ChosenMarks.targets(page.document)
        model.marksItselfChosen = ChosenMarks.marksItself(page.document)
        model.alternativePanes = AlternativePaneReader.groups(page.document, sheets: sheets, switching: switching, file: file.displayPath)
        return .page(model, sheets: sheets)
    }
}

/// `.css`: one stylesheet.
struct CSSFileReader: DesignFileReader {
    var extensions: Set<String> { ["css"] }

    func load(_ text: String, file: InputFile, diagnostics: inout [Diagnostic]) -> LoadedDesignFile {
        let sheet = CSSStylesheet.parse(text)
        ReadState.reportSyntaxErrors(sheet, origin: SourceLocation(file: file.displayPath, line: 1, column: 1), diagnostics: &diagnostics)
        return .css(text: text, sheet: sheet)
    }
}

/// `.json`: design tokens, when the file looks like a token file: token objects, variables keyed by mode or plain values grouped by kind
/// (`DesignTokenFile.shape`). Other JSON is skipped silently; a JSON that says it is tokens in a shape gapcheck does
/// not read is skipped with a warning naming the shapes read.
struct TokenJSONFileReader: DesignFileReader {
    var extensions: Set<String> { ["json"] }

    func load(_ text: String, file: InputFile, diagnostics: inout [Diagnostic]) -> LoadedDesignFile {
        let bytes = Array(text.utf8)
        switch DesignTokenFile.shape(bytes, path: file.displayPath) {
        case .notTokens: return .skipped
        case .unknownTokens:
            diagnostics.append(Diagnostic(.warning, InputError.unknownTokenShapeMessage, at: SourceLocation(file: file.displayPath)))
            return .skipped
        case .plainValues, .modeValues: return .tokens(DesignTokenFile.parse(bytes, path: file.displayPath, diagnostics: &diagnostics))
        case .tokenObjects: break
        }
        if let (folder, set) = TokenSetFolder.of(file) {
            return .tokenSet(TokenSetFile(name: set, path: file.displayPath, bytes: bytes), folder: folder)
        }
        return .tokenObjects(TokenSetFile(name: file.displayPath, path: file.displayPath, bytes: bytes))
    }
}
