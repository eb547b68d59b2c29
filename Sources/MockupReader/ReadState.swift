import CSSEngine
import DesignTokenJSON
import Foundation
import GapCheckModel
import LibXML

/// One run of the mockup reader: files loaded (in parallel), then stylesheets linked, the cascade
/// applied and everything extracted (in a fixed order, so output is deterministic).
///
/// Two passes bound memory: the first keeps each page's text, style sources and screens, not its
/// element tree; the second parses each page again, one per worker, for the cascade and what the
/// page renders, and drops the tree before taking the next page.
struct ReadState {
    let options: MockupReaderOptions
    var diagnostics: [Diagnostic] = []

    private struct CSSFile {
        var display: String
        var real: String
        var root: DesignRoot
        var text: String
        /// Dropped (nil) once flattened into style rules.
        var sheet: CSSStylesheet?
    }

    private struct TokenFile {
        var display: String
        var real: String
        var tokens: [DesignToken]
        /// A file of token objects not read yet: read with the others once all are loaded (`readTokenObjects`).
        var unread: TokenSetFile? = nil
    }

    private var pages: [LoadedPage] = []
    private var pageSheets: [[CSSStylesheet]] = []
    private var pageRoots: [DesignRoot] = []
    private var pageReal: [String] = []
    private var cssFiles: [CSSFile] = []
    private var cssIndexByReal: [String: Int] = [:]
    private var tokenFiles: [TokenFile] = []
    /// Sets of Tokens Studio folder exports, by folder, in input order.
    private var tokenSets: [(folder: TokenSetFolder, files: [TokenSetFile])] = []
    private var filesRead: Set<String> = []
    /// Stylesheets every reference to which (`@import`, `<link media>`) names one appearance, by real path.
    private var referencedAppearance: [String: SheetAppearance] = [:]
    /// False when every stylesheet's path says dark (a dark-only design): then the names say nothing.
    private var pathDarkApplies = true
    /// Stylesheets' display paths by their path inside the design root (`sheetModes`).
    private var displayOfRelative: [String: String] = [:]

    init(options: MockupReaderOptions) { self.options = options }

    // MARK: - Loading

    /// Reads and parses every input file, concurrently; results are kept in input order.
    mutating func load(_ inputs: [(file: InputFile, root: DesignRoot)], progress: ReadProgress = .none) {
        let results = ParallelMap.map(inputs) { input -> (LoadedDesignFile, [Diagnostic]) in
            var diags: [Diagnostic] = []
            let loaded = Self.loadFile(input.file, diagnostics: &diags)
            progress.read()
            return (loaded, diags)
        }
        var stems: [String: Int] = [:]
        let folders = PageFolders(inputs.map(\.file.relativePath))
        for (i, (loaded, diags)) in results.enumerated() {
            diagnostics += diags
            let (file, root) = inputs[i]
            let real = DesignRoot.realPath(file.path) ?? file.path
            switch loaded {
            case .page(var model, let sheets):
                let stem = (file.relativePath as NSString).deletingPathExtension
                var base = (stem as NSString).lastPathComponent
                // `onboarding_welcome/code.html`: a stem that names no screen takes the name of the folder it is alone in.
                if let folder = folders.screenFolder(of: file.relativePath) {
                    let named = ScreenNaming.fromStem(base), renamed = ScreenNaming.fromStem(folder)
                    for s in model.screens.indices where model.screens[s].name == named {
                        model.screens[s].name = renamed
                        model.screens[s].namedByFolder = true
                    }
                    for (k, v) in model.screenOfNode where v == named { model.screenOfNode[k] = renamed }
                    base = renamed
                }
                stems[base, default: 0] += 1
                if stems[base, default: 0] > 1 {
                    // Two pages with one file name in different folders: name the later by its path.
                    for s in model.screens.indices where model.screens[s].name == base { model.screens[s].name = stem }
                    for (k, v) in model.screenOfNode where v == base { model.screenOfNode[k] = stem }
                }
                pages.append(model)
                pageSheets.append(sheets)
                pageRoots.append(root)
                pageReal.append(real)
                filesRead.insert(file.displayPath)
            case .css(let text, let sheet):
                guard cssIndexByReal[real] == nil else { continue }
                cssIndexByReal[real] = cssFiles.count
                cssFiles.append(CSSFile(display: file.displayPath, real: real, root: root, text: text, sheet: sheet))
                filesRead.insert(file.displayPath)
            case .tokens(let tokens):
                tokenFiles.append(TokenFile(display: file.displayPath, real: real, tokens: tokens))
                filesRead.insert(file.displayPath)
            case .tokenObjects(let file):
                tokenFiles.append(TokenFile(display: file.path, real: real, tokens: [], unread: file))
                filesRead.insert(file.path)
            case .tokenSet(let set, let folder):
                if let k = tokenSets.firstIndex(where: { $0.folder == folder }) {
                    tokenSets[k].files.append(set)
                } else {
                    tokenSets.append((folder, [set]))
                }
                filesRead.insert(file.displayPath)
            case .skipped:
                break
            }
        }
        markGalleries()
        markWebsiteTwins()
        markSiteDocuments()
        markDesignerTools()
        markDesktopIndexes()
        markDocumentsAmongFrames()
        markSpecimens()
        markSpecimenSiblings()
        markInSituCompositions()
        reportPagesAboutApp()
    }

    /// A frameless page showing the app in situ (`InSituComposition`: a surface on a drawn desktop, under its menu bar)
    /// whose surface another page of the design draws (most of its texts) is marketing art, a README's hero or a store
    /// image: no screen the app lacks. The other pages are parsed again only when such a page exists.
    private mutating func markInSituCompositions() {
        let compositions = pages.indices.filter {
            pages[$0].aboutApp == nil && !pages[$0].screens.isEmpty && (pages[$0].inSituTexts?.count ?? 0) >= InSituComposition.minimumShared
        }
        guard !compositions.isEmpty else { return }
        var textsOf: [Int: Set<String>] = [:]
        func texts(_ q: Int) -> Set<String> {
            if let t = textsOf[q] { return t }
            let t = (try? HTMLPage(text: pages[q].text, file: pages[q].file)).map { InSituComposition.pageTexts($0.document) } ?? []
            textsOf[q] = t
            return t
        }
        // Another composition counts when it draws more (a gallery of the surfaces on the same desktop): of two that draw
        // the same, neither is the other's art.
        func drawsMore(_ q: Int, than surface: Set<String>) -> Bool { (pages[q].inSituTexts?.count).map { $0 > surface.count } ?? true }
        for p in compositions {
            guard let surface = pages[p].inSituTexts,
                pages.indices.contains(where: { q in q != p && drawsMore(q, than: surface) && InSituComposition.drawnElsewhere(surface, other: texts(q)) })
            else { continue }
            pages[p].aboutApp = .promoArt
            pages[p].screens = []
            pages[p].screenOfNode = [:]
        }
    }

    /// Pages that present the design's other mockups (`MockupGallery`) give no screen; their own elements are
    /// no app UI and their own styles the page's (`pageChrome`).
    private mutating func markGalleries() {
        let evidence = pages.indices.map { (real: pageReal[$0], evidence: pages[$0].galleryEvidence) }
        for p in MockupGallery.galleries(evidence) where pages[p].aboutApp == nil {
            pages[p].aboutApp = .gallery
            pages[p].screens = []
            pages[p].screenOfNode = [:]
        }
    }

    /// A page with no frame that has the very header, navigation and footer of a page of the product's website
    /// (`LoadedPage.siteChrome`: the same elements and classes, linking the site's pages) is a page of that website
    /// too, whatever its prose: a Terms page whose text a script fills beside a Privacy page that writes it out.
    private mutating func markWebsiteTwins() {
        let shapes = Set(pages.filter { $0.aboutApp == .website }.compactMap(\.siteChrome))
        guard !shapes.isEmpty else { return }
        for p in pages.indices where pages[p].aboutApp == nil && !pages[p].hasFrames && !pages[p].screens.isEmpty {
            guard let shape = pages[p].siteChrome, shapes.contains(shape) else { continue }
            pages[p].aboutApp = .website
            pages[p].screens = []
            pages[p].screenOfNode = [:]
        }
    }

    /// A page with no frame that is a legal or support document of a website (`SiteDocument`: a privacy policy, terms
    /// of service, an FAQ, prose under a title that names it, no control) and links a page of the product's website
    /// (often only back to it, with no site header or footer of its own) is a page of that website too. Alone, or
    /// linking only mockups, it stays a screen: an app may draw its own legal or help screen that way.
    private mutating func markSiteDocuments() {
        var website = Set(pages.indices.filter { pages[$0].aboutApp == .website })
        guard !website.isEmpty else { return }
        let indexOfPath = pageIndexByPath()
        // A Terms page may link only the Privacy page that links the site: until no page joins.
        var joined = true
        while joined {
            joined = false
            for p in pages.indices where pages[p].aboutApp == nil && !pages[p].hasFrames && !pages[p].screens.isEmpty {
                guard let document = pages[p].siteDocument else { continue }
                let dir = (pageReal[p] as NSString).deletingLastPathComponent
                let linked = document.links.compactMap { ref in
                    indexOfPath[((dir as NSString).appendingPathComponent(ref) as NSString).standardizingPath]
                }
                guard linked.contains(where: { $0 != p && website.contains($0) }) else { continue }
                pages[p].aboutApp = .website
                pages[p].screens = []
                pages[p].screenOfNode = [:]
                website.insert(p)
                joined = true
            }
        }
    }

    /// A page with no frame that is a designer's tool (`DesignerToolPage`: it exports images, it is a size or usage
    /// sheet of an icon or a logo, or it opens only such pages) beside a page that draws its screens in device frames
    /// is no screen of the app: the design draws its screens in frames, and the tool's controls, previews and prose
    /// are the designer's. A design with no framed page keeps them (its screens may be drawn that way).
    private mutating func markDesignerTools() {
        let mockups = pages.indices.filter { pages[$0].aboutApp == nil && !pages[$0].screens.isEmpty }
        guard mockups.contains(where: { pages[$0].hasFrames }) else { return }
        var tools = Set(mockups.filter { !pages[$0].hasFrames && pages[$0].designerTool.isTool })
        guard !tools.isEmpty else { return }
        // A hub: a frameless page whose links and buttons open two design pages or more, every one of them a tool.
        let indexOfPath = pageIndexByPath()
        for p in mockups where !pages[p].hasFrames && !tools.contains(p) {
            let opened = pagesOpened(by: p, indexOfPath: indexOfPath)
            if opened.count >= 2, opened.isSubset(of: tools) { tools.insert(p) }
        }
        for p in tools {
            pages[p].aboutApp = .tool
            pages[p].screens = []
            pages[p].screenOfNode = [:]
        }
    }

    /// A frameless page that widens for a desktop itself (breakpoints or a container at a desktop's width) and opens two
    /// design pages or more laid out for a desktop screen (`DesktopLayout`), and no other page but a website's, is that
    /// desktop product's index: its cards and headings are the desktop's too, no phone screen.
    private mutating func markDesktopIndexes() {
        let desktop = Set(pages.indices.filter { pages[$0].laidOutForDesktop })
        guard desktop.count >= 2 else { return }
        let web = desktop.union(pages.indices.filter { pages[$0].aboutApp == .website })
        let indexOfPath = pageIndexByPath()
        for p in pages.indices where pages[p].aboutApp == nil && !pages[p].hasFrames && !pages[p].screens.isEmpty && !desktop.contains(p) {
            let layout = pages[p].desktopLayout
            guard layout.desktopBreakpoints || layout.wideContainer else { continue }
            let opened = pagesOpened(by: p, indexOfPath: indexOfPath)
            if opened.intersection(desktop).count >= 2, opened.isSubset(of: web) { pages[p].layOutForDesktop() }
        }
    }

    /// Each page's index by its standardized real path.
    private func pageIndexByPath() -> [String: Int] {
        var indexOfPath: [String: Int] = [:]
        for p in pages.indices { indexOfPath[(pageReal[p] as NSString).standardizingPath] = p }
        return indexOfPath
    }

    /// The design pages page `p` opens by its links and its controls' scripts (`DesignerToolPage.opens`), itself aside.
    private func pagesOpened(by p: Int, indexOfPath: [String: Int]) -> Set<Int> {
        let dir = (pageReal[p] as NSString).deletingLastPathComponent
        return Set(
            pages[p].designerTool.opens.compactMap { ref in
                indexOfPath[((dir as NSString).appendingPathComponent(ref) as NSString).standardizingPath]
            }
        ).subtracting([p])
    }

    /// A page with no frame that reads as prose (`AppFrames.isProseDocument`: a privacy policy, a developer guide)
    /// beside pages that draw their screens in device frames is about the app, not a screen of it: when three or
    /// more of the pages giving screens draw them in frames, more than draw screens without one (prose pages aside).
    /// A design of frameless mockups keeps its prose pages as screens (an in-app help screen is drawn that way).
    private mutating func markDocumentsAmongFrames() {
        let mockups = pages.indices.filter { pages[$0].aboutApp == nil && !pages[$0].screens.isEmpty }
        let framed = mockups.filter { pages[$0].hasFrames }.count
        let framelessScreens = mockups.filter { !pages[$0].hasFrames && !pages[$0].readsAsProse }.count
        guard framed >= 3, framed > framelessScreens else { return }
        for p in mockups where !pages[p].hasFrames && pages[p].readsAsProse {
            pages[p].aboutApp = .document
            pages[p].screens = []
            pages[p].screenOfNode = [:]
        }
    }

    /// A frameless page most of whose texts are in specimens of the design system (`LoadedPage.readsAsSpecimen`)
    /// draws no screen: its values are the design's (`showsDesignValues`), its usage examples stay as drawn. A page
    /// already found to be about the app otherwise (a designer's tool, a gallery, a document) stays that.
    private mutating func markSpecimens() {
        for p in pages.indices where pages[p].aboutApp == nil && pages[p].readsAsSpecimen && !pages[p].screens.isEmpty {
            pages[p].aboutApp = .specimen
            pages[p].showsDesignValues = true
            pages[p].screens = []
            pages[p].screenOfNode = [:]
        }
    }

    /// A frameless page of rows of captioned samples (`LoadedPage.showsCaptionedSamples`: swatches named `green`,
    /// shadows named `card`) in a folder whose other pages read as specimens of the design system by the values they
    /// caption (two or more, more than the folder's other pages giving screens) is a specimen too: its samples are
    /// built as theirs are. Alone, that shape is also a screen's grid of tiles.
    private mutating func markSpecimenSiblings() {
        var specimensIn: [String: Int] = [:]
        var screensIn: [String: Int] = [:]
        let folders = pageReal.map { ($0 as NSString).deletingLastPathComponent }
        let folder = { (p: Int) in folders[p] }
        for p in pages.indices {
            if pages[p].aboutApp == .specimen { specimensIn[folder(p), default: 0] += 1 }
            if pages[p].aboutApp == nil && !pages[p].screens.isEmpty { screensIn[folder(p), default: 0] += 1 }
        }
        guard !specimensIn.isEmpty else { return }
        for p in pages.indices where pages[p].aboutApp == nil && !pages[p].screens.isEmpty && !pages[p].hasFrames {
            let f = folder(p)
            let specimens = specimensIn[f, default: 0]
            // The folder's other pages giving screens, this one aside.
            let others = screensIn[f, default: 0] - 1
            guard pages[p].showsCaptionedSamples, specimens >= 2, specimens > others else { continue }
            pages[p].aboutApp = .specimen
            pages[p].showsDesignValues = true
            pages[p].screens = []
            pages[p].screenOfNode = [:]
        }
    }

    /// One warning per kind of page about the app (website pages, marketing art) that gave no screen, naming them.
    private mutating func reportPagesAboutApp() {
        let kinds: [(kind: LoadedPage.AboutApp, one: String, many: String, why: String)] = [
            (
                .website, "reads as a page of a website about the app", "read as pages of a website about the app",
                "a site header or footer linking its pages over prose, or the same header and footer as such a page, or a legal or support document linking such a page, or a link to get the app from a store; no device frame"
            ),
            (
                .promoArt, "reads as marketing art", "read as marketing art",
                "its title names promo or store art, or the app icon it shows on a drawn home screen, or it shows on a drawn desktop a surface another page draws"
            ),
            (
                .iconArt, "draws the app's icon as artwork", "draw the app's icon as artwork",
                "its title or heading names the app icon and it draws or specifies a square of 512 px or more"
            ),
            (
                .gallery, "reads as a gallery of the mockups", "read as galleries of the mockups",
                "it links or embeds most of the design's other pages, which link on to almost none, and draws no app frame"
            ),
            (
                .tool, "reads as a designer's tool", "read as designer's tools",
                "it exports images, prints an icon's or a logo's sizes or usage code, or only opens such pages; no device frame, beside pages that draw their screens in frames"
            ),
            (
                .document, "reads as a document about the app", "read as documents about the app",
                "chapters of sentences and no device frame, beside pages that draw their screens in frames"
            )
        ]
        for k in kinds {
            let files = pages.filter { $0.aboutApp == k.kind }.map(\.file)
            guard let first = files.first else { continue }
            let names = files.prefix(3).map { ($0 as NSString).lastPathComponent }.joined(separator: ", ") + (files.count > 3 ? ", …" : "")
            let message =
                files.count == 1
                ? "1 page \(k.one) (\(k.why)): \(names); only its CSS was compared, no screen was taken from it"
                : "\(files.count) pages \(k.many) (\(k.why)): \(names); only their CSS was compared, no screen was taken from them"
            diagnostics.append(Diagnostic(.warning, message, at: SourceLocation(file: first, line: 1, column: 1)))
        }
        // Specimens of the design system: their values are the design's, their usage examples stay checked.
        let specimens = pages.filter { $0.aboutApp == .specimen }.map(\.file)
        if let first = specimens.first {
            let names = specimens.prefix(3).map { ($0 as NSString).lastPathComponent }.joined(separator: ", ") + (specimens.count > 3 ? ", …" : "")
            let what = specimens.count == 1 ? "1 page reads as a design-system specimen" : "\(specimens.count) pages read as design-system specimens"
            diagnostics.append(
                Diagnostic(
                    .warning,
                    "\(what), not \(specimens.count == 1 ? "a screen" : "screens") (most of \(specimens.count == 1 ? "its" : "their") texts caption samples with design values: color codes, sizes, type specs, token names; no device frame): \(names); \(specimens.count == 1 ? "its" : "their") values count as the design's, \(specimens.count == 1 ? "its" : "their") captions were not checked as the app's texts",
                    at: SourceLocation(file: first, line: 1, column: 1)))
        }
    }

    /// Reads `file` and parses it with the reader of its kind (`DesignFileReaders`).
    private static func loadFile(_ file: InputFile, diagnostics: inout [Diagnostic]) -> LoadedDesignFile {
        guard let text = SourceTree.readText(file, diagnostics: &diagnostics) else { return .skipped }
        return DesignFileReaders.reader(for: file.path).load(text, file: file, diagnostics: &diagnostics)
    }

    /// One warning per stylesheet that CSS had to recover in, pointing at the first place.
    static func reportSyntaxErrors(_ sheet: CSSStylesheet, origin: SourceLocation, diagnostics: inout [Diagnostic]) {
        guard let first = sheet.errors.first(where: { $0.kind != .empty }) else { return }
        let count = sheet.errors.filter { $0.kind != .empty }.count
        let line = origin.line + first.line - 1
        let column = first.line == 1 ? origin.column + first.column - 1 : first.column
        diagnostics.append(
            Diagnostic(
                .warning, "CSS syntax error\(count > 1 ? "s (\(count))" : ""): \(first.kind.rawValue) rule or declaration dropped",
                at: SourceLocation(file: origin.file, line: line, column: column)))
    }

    // MARK: - Linking

    /// Resolves a stylesheet reference from `baseReal` (the referring file's real path) inside `root`.
    /// Returns the CSS file index, reading the file now when it was not among the inputs; nil (with a
    /// warning) for URLs, absolute paths, files outside the root and missing files.
    private mutating func resolve(_ href: String, from baseReal: String, root: DesignRoot, at location: SourceLocation, what: String) -> Int? {
        var h = href.trimmingCharacters(in: .whitespacesAndNewlines)
        if let q = h.firstIndex(where: { $0 == "?" || $0 == "#" }) { h = String(h[..<q]) }
        let lower = h.lowercased()
        if h.isEmpty { return nil }
        if lower.hasPrefix("//") || lower.range(of: "^[a-z][a-z0-9+.-]*:", options: .regularExpression) != nil {
            diagnostics.append(Diagnostic(.warning, "\(what) \(href) is a URL; not fetched", at: location))
            return nil
        }
        if h.hasPrefix("/") {
            diagnostics.append(Diagnostic(.warning, "\(what) \(href) is an absolute path; only files inside the design folder are read", at: location))
            return nil
        }
        let decoded = h.removingPercentEncoding ?? h
        let dir = (baseReal as NSString).deletingLastPathComponent
        let joined = ((dir as NSString).appendingPathComponent(decoded) as NSString).standardizingPath
        guard root.contains(joined) else {
            diagnostics.append(Diagnostic(.warning, "\(what) \(href) is outside the design folder; not read", at: location))
            return nil
        }
        guard let real = DesignRoot.realPath(joined) else {
            diagnostics.append(Diagnostic(.warning, "\(what) \(href) not found", at: location))
            return nil
        }
        guard root.contains(real) else {
            diagnostics.append(Diagnostic(.warning, "\(what) \(href) resolves outside the design folder; not read", at: location))
            return nil
        }
        if let i = cssIndexByReal[real] { return i }
        let display = root.display(of: real)
        let size = ((try? FileManager.default.attributesOfItem(atPath: real))?[.size] as? Int) ?? 0
        let file = InputFile(path: real, displayPath: display, relativePath: (real as NSString).lastPathComponent, size: size)
        guard let text = SourceTree.readText(file, diagnostics: &diagnostics) else { return nil }
        let sheet = CSSStylesheet.parse(text)
        Self.reportSyntaxErrors(sheet, origin: SourceLocation(file: display, line: 1, column: 1), diagnostics: &diagnostics)
        cssIndexByReal[real] = cssFiles.count
        cssFiles.append(CSSFile(display: display, real: real, root: root, text: text, sheet: sheet))
        filesRead.insert(display)
        return cssFiles.count - 1
    }

    // MARK: - Extraction

    /// A stylesheet's own appearance: the one its path names, joined with the one every reference gives it.
    private func sheetAppearance(of f: CSSFile) -> SheetAppearance {
        var a = pathAppearance(of: f)
        // When every stylesheet is named dark, the design is dark only: its files are its default values.
        if a.dark, !pathDarkApplies { a.dark = false }
        if let r = referencedAppearance[f.real] {
            a.dark = a.dark || r.dark
            a.light = a.light || r.light
            a.highContrast = a.highContrast || r.highContrast
        }
        return a
    }

    /// The appearance a stylesheet's path inside its root names (`dark/vars.css`, `colors-hc.css`).
    private func pathAppearance(of f: CSSFile) -> SheetAppearance {
        let rel = f.root.contains(f.real) ? String(f.real.dropFirst(f.root.realFolder.count + 1)) : (f.real as NSString).lastPathComponent
        return SheetAppearance.ofPath(rel)
    }

    /// Appearances stylesheets are referenced with: `@import url(x.css) (prefers-color-scheme: dark)` and
    /// `<link media="(prefers-contrast: more)">` make the whole file that appearance, unless it is also
    /// referenced without one. Known before any file is flattened, as files are flattened in input order.
    private mutating func collectReferencedAppearances() {
        var seen: [String: [SheetAppearance]] = [:]
        func note(_ href: String, from baseReal: String, root: DesignRoot, _ a: SheetAppearance) {
            var h = href.trimmingCharacters(in: .whitespacesAndNewlines)
            if let q = h.firstIndex(where: { $0 == "?" || $0 == "#" }) { h = String(h[..<q]) }
            guard !h.isEmpty, !h.hasPrefix("/"), h.range(of: "^[a-zA-Z][a-zA-Z0-9+.-]*:", options: .regularExpression) == nil else { return }
            let dir = (baseReal as NSString).deletingLastPathComponent
            let joined = ((dir as NSString).appendingPathComponent(h.removingPercentEncoding ?? h) as NSString).standardizingPath
            guard let real = DesignRoot.realPath(joined), root.contains(real) else { return }
            seen[real, default: []].append(a)
        }
        for f in cssFiles {
            for rule in f.sheet?.rules ?? [] {
                guard case .at(let at) = rule, at.name == "import", let href = StyleSource.importHref(at.prelude) else { continue }
                note(href, from: f.real, root: f.root, SheetAppearance().adding(media: at.prelude))
            }
        }
        for (p, page) in pages.enumerated() {
            for link in page.links {
                let media = link.media.map { CSSSyntax.componentValues($0) } ?? []
                note(link.href, from: pageReal[p], root: pageRoots[p], SheetAppearance().adding(media: media))
            }
        }
        pathDarkApplies = cssFiles.contains { !pathAppearance(of: $0).dark } || !pages.allSatisfy { $0.styleBlocks.isEmpty }
        for (real, list) in seen {
            guard let first = list.first, list.allSatisfy({ $0 == first }), first != SheetAppearance() else { continue }
            referencedAppearance[real] = first
        }
    }

    mutating func finish() -> DesignSpec {
        collectReferencedAppearances()
        let platformColorNote = PlatformColorNotes.first(
            css: cssFiles.sorted { $0.display < $1.display }.map { ($0.display, $0.text) }, markdown: [])
        var sources: [StyleSource] = []
        var rules: [StyleRule] = []
        var sourceOfRule: [Int] = []
        var order = 0
        var importsOfCSS: [Int: [Int]] = [:]  // css file index → imported css file indices
        var cssSource: [Int: Int] = [:]  // css file index → source index

        // Stylesheet files first (input order, then files reached only through links/imports: `resolve` appends
        // them, and the same loop flattens them).
        var k = 0
        flattenPending(&k, &sources, &rules, &sourceOfRule, &order, &importsOfCSS, &cssSource)

        var inlineRulesOfPage: [[Int: Int]] = Array(repeating: [:], count: pages.count)
        for p in pages.indices {
            let page = pages[p]
            // Links and <style> blocks in document order; each link brings its imports first.
            var entries: [(SourceLocation, [Int])] = []
            for link in page.links {
                let media = (link.media ?? "").lowercased()
                if media.contains("print") && !media.contains("screen") { continue }
                guard let ci = resolve(link.href, from: pageReal[p], root: pageRoots[p], at: link.location, what: "stylesheet") else { continue }
                flattenPending(&k, &sources, &rules, &sourceOfRule, &order, &importsOfCSS, &cssSource)
                entries.append((link.location, expandImports(ci, importsOfCSS, cssSource)))
            }
            for (b, block) in page.styleBlocks.enumerated() {
                let si = sources.count
                let src = StyleSource(
                    kind: .styleElement(page: p), file: page.file, originLine: block.origin.line, originColumn: block.origin.column, text: block.text,
                    lineLocations: block.lineLocations)
                sources.append(src)
                let blockAppearance = SheetAppearance().adding(media: block.media.map { CSSSyntax.componentValues($0) } ?? [])
                let (fr, imports) = src.flatten(pageSheets[p][b], sourceIndex: si, order: &order, appearance: blockAppearance)
                rules += fr
                sourceOfRule += Array(repeating: si, count: fr.count)
                var list: [Int] = []
                for imp in imports {
                    if let ci = resolve(imp.href, from: pageReal[p], root: pageRoots[p], at: imp.location, what: "@import") {
                        flattenPending(&k, &sources, &rules, &sourceOfRule, &order, &importsOfCSS, &cssSource)
                        list += expandImports(ci, importsOfCSS, cssSource)
                    }
                }
                entries.append((block.origin, list + [si]))
            }
            entries.sort { $0.0 < $1.0 }
            var seen: Set<Int> = []
            pages[p].sources = entries.flatMap(\.1).filter { seen.insert($0).inserted }

            pageSheets[p] = []
            for (i, inline) in page.inlineStyles.enumerated() {
                let si = sources.count
                let src = StyleSource(
                    kind: .inline(page: p, node: inline.node), file: page.file, originLine: inline.origin.line, originColumn: inline.origin.column,
                    text: inline.text)
                sources.append(src)
                let rule = src.inlineRule(selector: page.inlineSelectors[i], sourceIndex: si, order: &order)
                inlineRulesOfPage[p][inline.node] = rules.count
                rules.append(rule)
                sourceOfRule.append(si)
                pages[p].sources.append(si)
            }
        }

        // Stylesheets that are modes of one token set (breakpoints, densities, brand folders): only the base
        // modes take part in the cascade; the others are read one at a time below and give each token its modes.
        let sheetModes = sheetModes(rules: rules, sources: sources)
        let allRules = sheetModes.groups.isEmpty ? [] : rules
        if !sheetModes.groups.isEmpty {
            let left = Set(sheetModes.baseExclusions.compactMap { displayOfRelative[$0] })
            for i in rules.indices where sources[rules[i].source].kind == .file && left.contains(sources[rules[i].source].file) {
                rules[i].declarations = []
            }
            diagnostics += sheetModes.diagnostics { self.displayOfRelative[$0] ?? $0 }
        }

        // A custom property on a class the page's own `<body>` carries is the page's value, as `:root`'s is.
        PageRootElements.markPageWide(&rules, pages: pages, sourceCount: sources.count)
        let variables = VariableTable(rules: rules)
        let darkRule = rules.filter { $0.dark && !$0.declarations.isEmpty }.min { $0.location < $1.location }
        let lightDark = rules.contains { r in r.declarations.contains { CSSBridge.usesLightDark($0.value) } }
        // An explicit light theme turns unthemed values into dark ones (VariableTable): a dark variant too.
        let themedDark = variables.dark.values.filter { !$0.dark }.map(\.location).min()
        let includeDark = darkRule != nil || lightDark || themedDark != nil

        // Pages that run a script, which may add the classes their rules name (`UnmatchedRuleProperties`).
        let scriptedPages = Set(pages.indices.filter { pages[$0].text.range(of: "<script", options: .caseInsensitive) != nil })
        // Second pass: each page parsed again, matched, rendered, and dropped.
        let loaded = pages
        let ruleList = rules
        var rulesOfSource = Array(repeating: [Int](), count: sources.count)
        for (ri, si) in sourceOfRule.enumerated() { rulesOfSource[si].append(ri) }
        let sourceRules = rulesOfSource
        let inlineRules = inlineRulesOfPage
        let rootFontSize = options.rootFontSize
        let reals = pageReal
        let galleries = Set(pages.indices.filter { pages[$0].aboutApp == .gallery }.map { (reals[$0] as NSString).standardizingPath })
        let painted = PaintedAppearance.painted(loaded.map(\.rootAppearance))
        var rendered = ParallelMap.map(Array(loaded.indices)) { p in
            Self.render(
                loaded[p], rules: ruleList, rulesOfSource: sourceRules, inlineRules: inlineRules[p], variables: variables,
                rootFontSize: rootFontSize, includeDark: includeDark, painted: painted[p], real: reals[p], galleries: galleries)
        }

        // Designer tooling pages (device frames, slide templates, annotations, wireframe kits) by their paths; a page
        // that draws the app in frames is the app's design whatever it is called (`DesignerTooling.isToolingPage`).
        let toolingPageSet = Set(pages.indices.filter { DesignerTooling.isToolingPage(pages[$0].file, framed: rendered[$0].framed) })

        // Screens each rule styles: those of matched elements; a page's own `<style>`/`style=""` counts for that page.
        var ruleScreens = Array(repeating: Set<String>(), count: rules.count)
        var appRules: Set<Int> = []
        var designRules: Set<Int> = []
        var matchedRules: Set<Int> = []
        var chromeClasses: Set<String> = []
        var otherClasses: Set<String> = []
        // Rules that style only printed samples (`PrintedSamples`) wherever they style something.
        var printedRules: Set<Int> = []
        var unprintedRules: Set<Int> = []
        // Rules styling the chrome of a page without frames (a specimen's title block): the tokens they use stay.
        var tokenKeeping: Set<Int> = []
        // Declarations of rules styling only the frames' wrappers that reach the app on no page.
        var unreached: [Int: Set<Int>] = [:]
        var reachAll: Set<Int> = []
        var iconSizes = IconSizedRules()
        // Where each rule is used (`SurfaceUse`), when a page draws a frame for a known device.
        var ruleSurfaces: [SurfaceUse]? = rendered.contains { $0.ruleSurfaces != nil } ? Array(repeating: [], count: rules.count) : nil
        for r in rendered {
            for (rule, screens) in r.ruleScreens { ruleScreens[rule].formUnion(screens) }
            if ruleSurfaces != nil {
                if let uses = r.ruleSurfaces {
                    for (rule, use) in uses where rule < rules.count { ruleSurfaces?[rule].formUnion(use) }
                } else {
                    for rule in r.designRules where rule < rules.count { ruleSurfaces?[rule].formUnion(.elsewhere) }
                }
            }
            appRules.formUnion(r.appRules)
            designRules.formUnion(r.designRules)
            iconSizes.formUnion(r.iconSizes)
            matchedRules.formUnion(r.matchedRules)
            chromeClasses.formUnion(r.chromeClasses)
            otherClasses.formUnion(r.otherClasses)
            printedRules.formUnion(r.printedRules)
            unprintedRules.formUnion(r.unprintedRules)
            if !r.framed { tokenKeeping.formUnion(r.matchedRules.subtracting(r.designRules)) }
            for rule in r.designRules {
                if let u = r.unreached[rule] { unreached[rule] = unreached[rule].map { $0.intersection(u) } ?? u } else { reachAll.insert(rule) }
            }
        }
        for rule in reachAll { unreached[rule] = nil }
        let chrome = Self.pageChrome(
            rendered.map { ($0.framed, $0.documentsApp, $0.matchedRules) }, pageSources: pages.map(\.sources), aboutApp: pages.map { $0.aboutApp != nil },
            rules: rules, sources: sources, designRules: designRules, matchedRules: matchedRules, unreached: unreached,
            tokenKeeping: tokenKeeping)
        // A token a page other than the tooling uses (a style guide or a design document, which gives no
        // screen) is the design's, even when every screen using it is a tooling page's.
        var usedElsewhere: Set<String> = []
        for p in rendered.indices where !toolingPageSet.contains(p) {
            for ri in rendered[p].matchedRules where ri < rules.count {
                for d in rules[ri].declarations where !d.name.hasPrefix("--") { usedElsewhere.formUnion(CSSBridge.references(d.value)) }
            }
        }
        // Pairs and targets moved page by page into arrays of exactly their size (no second copy).
        var colorPairs: [ColorPair] = []
        colorPairs.reserveCapacity(rendered.reduce(0) { $0 + $1.pairs.count })
        var tapTargets: [TapTarget] = []
        tapTargets.reserveCapacity(rendered.reduce(0) { $0 + $1.targets.count })
        var designElements: [DesignElement] = []
        designElements.reserveCapacity(rendered.reduce(0) { $0 + $1.elements.count })
        // Designer tooling pages (device frames, slide templates, annotations, wireframe kits) are not the app:
        // what they paint is not compared, their screens are no screens, and variables only they use are left out.
        let toolingPages = pages.indices.filter(toolingPageSet.contains)
        let toolingScreens = Set(toolingPages.flatMap { pages[$0].screenNames })
        // Each page's look, counted before its pairs move out (`DesignLook`).
        var looks: [PageLook] = []
        var pageBackgroundVariables: Set<String> = []
        for i in rendered.indices where !toolingPageSet.contains(i) {
            looks.append(DesignLook.page(file: pages[i].file, framed: rendered[i].framed, pairs: rendered[i].pairs, backdrop: rendered[i].backdrop))
            pageBackgroundVariables.formUnion(rendered[i].backdrop?.pageVariables ?? [])
        }
        // Pages painted alike hold one paint too (`ColorPairPaints`): each page's pairs share among themselves only.
        var paints = ColorPairPaints()
        for i in rendered.indices {
            if toolingPages.contains(i) { rendered[i] = PageRendering(); continue }
            for var pair in rendered[i].pairs {
                paints.share(&pair)
                colorPairs.append(pair)
            }
            tapTargets += rendered[i].targets
            designElements += rendered[i].elements
            rendered[i] = PageRendering()
        }
        rendered = []
        for ri in rules.indices where ruleScreens[ri].isEmpty {
            switch sources[rules[ri].source].kind {
            case .styleElement(let page): ruleScreens[ri].formUnion(pages[page].screenNames)
            case .inline(let page, let node):
                if let s = pages[page].screenOfNode[node] { ruleScreens[ri].insert(s) }
            case .file: break
            }
        }
        // Generated utility rules (Tailwind) that style only the page around the app's frames (a landing page's
        // hero, captions) are not the app's design: their values are left out of the expectations. The design's
        // own tokens (custom properties) stay.
        let forExpectations = { (rules: [StyleRule]) -> [StyleRule] in
            var out = rules
            for ri in out.indices where sources[rules[ri].source].lineLocations != nil && !appRules.contains(ri) {
                out[ri].declarations.removeAll { !$0.name.hasPrefix("--") }
            }
            // A literal font size that sizes only emoji, symbols and icon glyphs is an icon's size, no text style (a
            // custom property it reads stays the design's token).
            for ri in iconSizes.iconOnly where ri < out.count {
                out[ri].declarations.removeAll { ($0.name == "font-size" || $0.name == "font") && CSSBridge.references($0.value).isEmpty }
            }
            return out
        }
        var expectationRules = forExpectations(rules)
        // The author's rules that style only the page around the frames (`PageChrome`) give no values either;
        // their `var()` references still count as uses (a showcase's swatch uses the token it shows).
        let valueProperties = ["color", "background", "padding", "margin", "gap", "row-gap", "column-gap", "font", "border", "box-shadow", "fill", "stroke"]
        let chromeValues = chrome.rules.filter { ri in
            rules[ri].declarations.contains { d in valueProperties.contains { d.name.hasPrefix($0) } }
        }.count
        var chromeTokens: [String] = []
        // Every page drawn by a script into an empty mount point (React, Vue, a Figma Make export): the screens are
        // not in the HTML, so a custom property no style rule uses shows nothing of them.
        let scripts = pages.compactMap(\.drawnByScript)
        let drawnByScript = !pages.isEmpty && scripts.count == pages.count
        // Pages set aside as no design of the app (a website's, a diagram's, a checklist's own palette), beside a
        // design of its own: their own values are read after the design's and not compared (`SetAsidePages`).
        let setAside = SetAsidePages(pages: pages, toolingPages: toolingPageSet, sources: sources, hasTokenFiles: !tokenFiles.isEmpty || !tokenSets.isEmpty)
        let expectationVariables = setAside.isEmpty ? variables : VariableTable(rules: rules) { setAside.wrote($0, sources: sources) }
        // Their rules give no values, as the page chrome's do; their `var()` references still count as uses.
        let asideRules = setAside.isEmpty ? [] : Set(rules.indices.filter { setAside.wrote(rules[$0], sources: sources) })
        let tokenRootFontSize = DeclaredRootFontSize.of(expectationRules, initial: options.rootFontSize)
        var builder = ExpectationBuilder(
            rules: expectationRules, ruleScreens: ruleScreens, variables: expectationVariables, rootFontSize: tokenRootFontSize,
            pageChromeRules: chrome.rules.union(asideRules), pageChromeVariables: chrome.variables)
        builder.pageBackgroundVariables = pageBackgroundVariables
        builder.pagesDrawnByScript = drawnByScript
        builder.printedSampleRules = printedRules.subtracting(unprintedRules)
        builder.ruleSurfaces = ruleSurfaces
        ruleSurfaces = nil
        var expectations = builder.build(diagnostics: &diagnostics, pageChromeLeftOut: &chromeTokens)
        UnmatchedRuleProperties.mark(
            &expectations,
            unmatched: UnmatchedRuleProperties.find(
                rules: rules, sources: sources, matchedRules: matchedRules, scriptedPages: scriptedPages,
                chromeOnlyClasses: chromeClasses.subtracting(otherClasses)))
        expectationRules = []
        if let d = setAside.leaveOut(&expectations) { diagnostics.append(d) }
        if !sheetModes.groups.isEmpty {
            expectations = withModes(
                expectations, sheetModes: sheetModes, rules: allRules, sources: sources,
                build: { rules, files in
                    var ignored: [Diagnostic] = []
                    var leftOut: [String] = []
                    var modeBuilder = ExpectationBuilder(
                        rules: forExpectations(rules), ruleScreens: ruleScreens, variables: VariableTable(rules: rules),
                        rootFontSize: tokenRootFontSize, pageChromeRules: chrome.rules, pageChromeVariables: chrome.variables,
                        onlyFiles: files)
                    modeBuilder.pagesDrawnByScript = drawnByScript
                    return modeBuilder.build(diagnostics: &ignored, pageChromeLeftOut: &leftOut)
                })
        }
        if chromeValues + chromeTokens.count > 0, let page = pages.indices.first(where: chrome.pages.contains) ?? pages.indices.first {
            let what = [
                chromeValues > 0 ? (chromeValues == 1 ? "1 rule" : "\(chromeValues) rules") : nil,
                chromeTokens.isEmpty ? nil : (chromeTokens.count == 1 ? "1 custom property" : "\(chromeTokens.count) custom properties")
            ].compactMap { $0 }.joined(separator: " and ")
            let files = chrome.pages.sorted().map { (pages[$0].file as NSString).lastPathComponent }
            diagnostics.append(
                Diagnostic(
                    .warning,
                    "\(what) \(chromeValues + chromeTokens.count == 1 ? "styles" : "style") only the page around the app (outside its frames, or a style guide's own layout) and were not compared with the app\(files.isEmpty ? "" : ": ")\(files.prefix(3).joined(separator: ", "))\(files.count > 3 ? ", …" : "")\(chromeTokens.isEmpty ? "" : " (" + chromeTokens.prefix(4).joined(separator: ", ") + (chromeTokens.count > 4 ? ", …" : "") + ")")",
                    at: SourceLocation(file: pages[page].file, line: 1, column: 1)))
        }

        // A value declared in a designer-tooling stylesheet (`tokens/design-tools.css`) that no screen uses is
        // the tooling's too (a wireframe color no wireframe happens to use).
        // A page named like tooling that draws the app in frames is design, and so are the values it declares.
        let framedDesignPages = Set(
            pages.indices.filter { !toolingPageSet.contains($0) && DesignerTooling.isToolingPage(pages[$0].file) }.map { pages[$0].file })
        let toolingValue: (Expectation) -> Bool = {
            $0.screens.isEmpty && DesignerTooling.isToolingPage($0.location.file) && !framedDesignPages.contains($0.location.file)
        }
        if toolingPages.isEmpty, let first = expectations.filter(toolingValue).map(\.location).min() {
            let before = expectations.count
            let files = Set(expectations.filter(toolingValue).map { ($0.location.file as NSString).lastPathComponent }).sorted()
            expectations.removeAll(where: toolingValue)
            let removed = before - expectations.count
            diagnostics.append(
                Diagnostic(
                    .warning,
                    "\(removed == 1 ? "1 value" : "\(removed) values") of designer-tooling stylesheets (wireframes, annotations, device frames) that no screen uses not compared with the app: \(files.prefix(3).joined(separator: ", "))\(files.count > 3 ? ", …" : "")",
                    at: first))
        }
        if !toolingPages.isEmpty {
            let before = expectations.count
            expectations.removeAll {
                !$0.screens.isEmpty && Set($0.screens).isSubset(of: toolingScreens) && !usedElsewhere.contains($0.name) || toolingValue($0)
            }
            let files = toolingPages.map { pages[$0].file }.sorted()
            diagnostics.append(
                Diagnostic(
                    .warning,
                    "\(files.count == 1 ? "1 designer-tooling page" : "\(files.count) designer-tooling pages") (device frames, slides, annotations, wireframes) not compared with the app\(before == expectations.count ? "" : before - expectations.count == 1 ? ", with 1 value only they use" : ", with \(before - expectations.count) values only they use"): \(files.prefix(3).map { ($0 as NSString).lastPathComponent }.joined(separator: ", "))\(files.count > 3 ? ", …" : "")",
                    at: SourceLocation(file: files[0], line: 1, column: 1)))
        }
        let unpainted = expectations.filter { $0.unpainted == true }.sorted { ($0.location, $0.name) < ($1.location, $1.name) }
        if let first = unpainted.first {
            diagnostics.append(Self.unpaintedDiagnostic(unpainted.map(\.name), scripts: scripts, at: first.location))
        }
        let tokenExpectations = tokenExpectations()
        expectations += tokenExpectations.expectations
        expectations.sort { ($0.kind, $0.name, $0.location) < ($1.kind, $1.name, $1.location) }

        // A dark block that only restyles the page around the frames (its own palette, its own rules) gives the
        // app no dark appearance.
        // Nor does a dark block of a page set aside beside the design.
        let appDarkRule = rules.indices.filter { ri in
            rules[ri].dark && !chrome.rules.contains(ri) && rules[ri].declarations.contains { !chrome.variables.contains($0.name) }
                && !setAside.wrote(rules[ri], sources: sources)
        }.map { rules[$0] }.min { $0.location < $1.location }
        let appThemedDark = variables.dark.values.filter { !$0.dark && !chrome.variables.contains($0.name) && !setAside.files.contains($0.location.file) }
            .map(\.location).min()
        var darkLocations = [appDarkRule.map { $0.declarations.first?.location ?? $0.location }, tokenExpectations.darkLocation, appThemedDark]
            .compactMap { $0 }
        if darkLocations.isEmpty, lightDark,
            let r = rules.first(where: { r in r.declarations.contains { CSSBridge.usesLightDark($0.value) } }),
            let d = r.declarations.first(where: { CSSBridge.usesLightDark($0.value) })
        {
            darkLocations.append(d.location)
        }
        diagnostics.sort { ($0.location, $0.message) < ($1.location, $1.message) }
        var uniqueDiagnostics: [Diagnostic] = []
        for d in diagnostics where uniqueDiagnostics.last != d { uniqueDiagnostics.append(d) }
        var spec = DesignSpec(
            expectations: expectations,
            screens: pages.enumerated().filter { !toolingPageSet.contains($0.offset) }.flatMap(\.element.screens)
                .sorted { ($0.location, $0.name) < ($1.location, $1.name) },
            colorPairs: colorPairs,
            tapTargets: tapTargets,
            hasDarkVariant: !darkLocations.isEmpty,
            darkVariantLocation: darkLocations.min(),
            files: filesRead.sorted(),
            diagnostics: uniqueDiagnostics,
            pageAppearance: DesignLook.appearance(of: looks, expectations: expectations),
            hasHighContrastVariant: rules.contains { $0.highContrast && !$0.declarations.isEmpty }, elements: designElements)
        // Pages that draw different appearances: kept, so a check weighs the ones compared (`PageLook`).
        if Set(looks.compactMap { PageLook.appearance(of: [$0]) }).count > 1 { spec.pageLooks = looks }
        let chosen = Self.chosenPages(pages)
        spec.chosenPages = chosen.isEmpty ? nil : chosen
        let panes = pages.indices.filter { !toolingPageSet.contains($0) }.flatMap { pages[$0].alternativePanes }
        spec.alternativePanes = panes.isEmpty ? nil : panes
        if spec.hasDarkVariant, variables.isDarkByDefault(excluding: chrome.variables) { spec.darkByDefault = true }
        let surfaceFrames = pages.indices.filter { !toolingPageSet.contains($0) }.flatMap { pages[$0].surfaceFrames }
        spec.surfaceFrames = surfaceFrames.isEmpty ? nil : surfaceFrames
        spec.platformColorNote = platformColorNote
        // Custom properties a token generator wrote as `[object Object]`, each declaration once (rules repeat per scheme).
        var seen = Set<SourceLocation>()
        var customValues: [(name: String, value: String, location: SourceLocation)] = []
        for rule in rules {
            for d in rule.declarations where d.name.hasPrefix("--") && d.variableSource == nil && seen.insert(d.location).inserted {
                // Only a `[…]` block or a string can print as one: the rest is not serialized.
                let suspect = d.value.contains { v in
                    switch v.kind {
                    case .block(.square, _): return true
                    case .string(let text): return text.hasPrefix("[object ")
                    default: return false
                    }
                }
                customValues.append((d.name, suspect ? d.valueText : "", d.location))
            }
        }
        let printed = PrintedObjectValues.tally(customValues)
        spec.printedObjects = printed.isEmpty ? nil : printed
        return spec
    }

    /// The one warning that names the custom properties of a script-drawn design that no style rule uses.
    static func unpaintedDiagnostic(_ names: [String], scripts: [String], at location: SourceLocation) -> Diagnostic {
        let list = names.prefix(4).joined(separator: ", ") + (names.count > 4 ? ", …" : "")
        let drawers = Array(Set(scripts)).sorted()
        let by = drawers.prefix(3).joined(separator: ", ") + (drawers.count > 3 ? ", …" : "")
        return Diagnostic(
            .warning,
            "\(names.count == 1 ? "1 custom property" : "\(names.count) custom properties") (\(list)) that no style rule uses: the design's pages are drawn by \(by), which gapcheck does not read, so nothing shows these values paint a screen (they may be a template's defaults); findings resting only on them are low",
            at: location)
    }

    /// The pages the design marks as chosen (`ChosenMarks`): those a page's card links with a mark, resolved
    /// against the linking page's folder, and those whose own title says so; sorted, by display path.
    private static func chosenPages(_ pages: [LoadedPage]) -> [String] {
        var fileOfPath: [String: String] = [:]
        for page in pages { fileOfPath[(page.file as NSString).standardizingPath] = page.file }
        var out: Set<String> = []
        for page in pages {
            if page.marksItselfChosen { out.insert(page.file) }
            let folder = (page.file as NSString).deletingLastPathComponent
            for target in page.chosenTargets {
                let path = ((folder as NSString).appendingPathComponent(target) as NSString).standardizingPath
                if let file = fileOfPath[path] { out.insert(file) }
            }
        }
        return out.sorted()
    }

    /// What one page contributes once the cascade is known: the screens each matched rule styles, and
    /// the text/background pairs and tap targets it renders.
    private struct PageRendering: Sendable {
        var ruleScreens: [Int: Set<String>] = [:]
        /// Rules that style at least one element of the app's UI (inside a device frame, when the page has any).
        var appRules: Set<Int> = []
        /// Rules that style at least one element that is not the page's chrome (`AppFrames.isPageChrome`).
        var designRules: Set<Int> = []
        /// Rules that style at least one element of the page (`style=""` rules included).
        var matchedRules: Set<Int> = []
        /// Rules that style only what a mocked terminal prints on this page (`PrintedSamples`), and rules that style
        /// something else.
        var printedRules: Set<Int> = []
        var unprintedRules: Set<Int> = []
        /// The page draws the app in frames (`AppFrames.hasFrames`).
        var framed = false
        /// The page is a gallery or documentation about the app (`AppFrames.documentsApp`).
        var documentsApp = false
        /// Rules that style only wrappers of the frames (`FrameWrappers`): the declarations that do not reach the app.
        var unreached: [Int: Set<Int>] = [:]
        /// By rule, the kinds of device frame the design elements it styles are drawn in (`SurfaceUse`); nil when
        /// the page draws no frame for a known device.
        var ruleSurfaces: [Int: SurfaceUse]?
        var pairs: [ColorPair] = []
        var targets: [TapTarget] = []
        var elements: [DesignElement] = []
        /// What the page's text is painted on (`PageBackdrop`), for a page that draws no frame.
        var backdrop: PageBackdrop?
        /// The rules whose font size reaches pictographs and those whose reaches text (`IconSizedRules`).
        var iconSizes = IconSizedRules()
        /// Classes that elements of the page chrome carry, and classes that other elements carry
        /// (`UnmatchedRuleProperties`); empty on a page with no chrome.
        var chromeClasses: Set<String> = []
        var otherClasses: Set<String> = []
    }

    /// The second pass over one page: parse it again, match every applicable rule, extract what it renders.
    private static func render(
        _ page: LoadedPage, rules: [StyleRule], rulesOfSource: [[Int]], inlineRules: [Int: Int], variables: VariableTable,
        rootFontSize: Double, includeDark: Bool, painted: PaintedAppearance?, real: String, galleries: Set<String>
    ) -> PageRendering {
        // The text parsed in the first pass; it parses the same way again.
        guard var html = try? HTMLPage(text: page.text, file: page.file) else { return PageRendering() }
        html.drawIconLigatures(page.iconLigatures)
        let model = PageModel(
            page: html, screens: page.screens, screenOfNode: page.screenOfNode, deviceBoxes: page.deviceBoxes, sources: page.sources)
        // Classes are split and frames found once for matching, rule screens and rendering.
        let classes = ElementClasses(html.document)
        let cascade = PageCascade(model: model, rules: rules, rulesOfSource: rulesOfSource, inlineRules: inlineRules, classes: classes)
        var out = PageRendering()
        let frames = AppFrames(
            html.document, classes: classes, file: page.file, boxes: page.deviceBoxes,
            // A specimen page's usage examples stay as it draws them (`DesignSpecimens`); its specimens are no app UI.
            aboutApp: page.aboutApp != nil && page.aboutApp != .specimen, specimenPage: page.aboutApp == .specimen)
        var app = frames.isAppUI
        // A component gallery's frames and a spec sheet's pane are the design system's specimens, not the app.
        for root in page.specimenFrames where root < app.count {
            for n in html.document.elementsInOrder(from: root) where n < app.count { app[n] = false }
        }
        // A control leading back to the gallery of the mockups is the prototype's, not the app's.
        for control in GalleryLinks.controls(in: html.document, real: real, galleries: galleries) {
            for n in html.document.elementsInOrder(from: control) where n < app.count { app[n] = false }
        }
        let chrome = frames.isPageChrome
        out.framed = frames.hasFrames
        out.documentsApp = frames.documentsApp
        for (rule, nodes) in cascade.nodesOfRule {
            for n in nodes { if let s = model.screenOfNode[n] { out.ruleScreens[rule, default: []].insert(s) } }
            if nodes.contains(where: { $0 < app.count && app[$0] }) { out.appRules.insert(rule) }
            out.matchedRules.insert(rule)
            if nodes.contains(where: { $0 >= chrome.count || !chrome[$0] }) { out.designRules.insert(rule) }
        }
        for (node, rule) in inlineRules {
            out.matchedRules.insert(rule)
            if node >= chrome.count || !chrome[node] { out.designRules.insert(rule) }
        }
        // Classes the page chrome carries (annotations beside the frames) and those the rest of the page carries.
        if chrome.contains(true) {
            for n in html.document.elementsInOrder() {
                let list = classes.classList(n)
                if list.isEmpty { continue }
                if n < chrome.count && chrome[n] { out.chromeClasses.formUnion(list) } else { out.otherClasses.formUnion(list) }
            }
        }
        out.iconSizes = IconSizedRules(
            document: html.document, rules: rules, nodesOfRule: cascade.nodesOfRule, inlineRules: inlineRules,
            onDesign: { $0 >= chrome.count || !chrome[$0] })
        if frames.hasFrames {
            out.unreached = FrameWrappers.unreached(cascade: cascade, rules: rules, app: app, chrome: chrome) { variables.lookup($0, dark: false) }
        }
        // What a mocked terminal or editor prints is the user's content (`PrintedSamples`): no pair of the app's.
        let printed = PrintedSamples.nodes(html.document, rules: rules, nodesOfRule: cascade.nodesOfRule)
        for n in printed where n < app.count { app[n] = false }
        // Rules that style only printed samples on this page, and rules that style something else.
        if !printed.isEmpty {
            for (rule, nodes) in cascade.nodesOfRule where !nodes.isEmpty {
                if nodes.allSatisfy(printed.contains) { out.printedRules.insert(rule) } else { out.unprintedRules.insert(rule) }
            }
            for (node, rule) in inlineRules {
                if printed.contains(node) { out.printedRules.insert(rule) } else { out.unprintedRules.insert(rule) }
            }
        } else {
            out.unprintedRules = out.matchedRules
        }
        var extractor = RenderingExtractor(
            cascade: cascade, rules: rules, variables: variables, rootFontSize: rootFontSize, includeDark: includeDark, appUI: app)
        if includeDark { extractor.painted = painted }
        extractor.measuresBackdrop = !frames.hasFrames
        // A page laid out for a desktop screen is drawn on the desktop through and through.
        let surfaceOfNode: [DesignSurface?]? =
            page.laidOutForDesktop
            ? Array(repeating: DesignSurface.desktop, count: html.document.nodes.count)
            : page.surfaceFrames.isEmpty ? nil : FramePlatform.surfaces(html.document, classes: classes, boxes: page.deviceBoxes).ofNode
        if let ofNode = surfaceOfNode {
            extractor.surfaceOfNode = ofNode
            // Where each rule is used, by the frames of the design elements (not the page's chrome) it styles.
            var uses: [Int: SurfaceUse] = [:]
            let onDesign = { (n: Int) in n >= chrome.count || !chrome[n] }
            for (rule, nodes) in cascade.nodesOfRule {
                for n in nodes where onDesign(n) { uses[rule, default: []].formUnion(SurfaceUse(n < ofNode.count ? ofNode[n] : nil)) }
            }
            for (node, rule) in inlineRules where onDesign(node) {
                uses[rule, default: []].formUnion(SurfaceUse(node < ofNode.count ? ofNode[node] : nil))
            }
            out.ruleSurfaces = uses
        }
        let r = extractor.extract()
        out.pairs = r.pairs
        out.targets = r.targets
        out.elements = r.elements
        out.backdrop = r.backdrop
        return out
    }

    /// The stylesheet groups that are modes of one token set (`SheetModes`), from each stylesheet's path inside
    /// its root and the custom properties and selectors it declares; fills `displayOfRelative`.
    private mutating func sheetModes(rules: [StyleRule], sources: [StyleSource]) -> SheetModes {
        var declares: [String: Set<String>] = [:]  // display path → names
        for r in rules where sources[r.source].kind == .file {
            let names = r.declarations.map(\.name).filter { $0.hasPrefix("--") }
            let global = r.selectors.contains { $0.isGlobalScope }
            declares[sources[r.source].file, default: []].formUnion(global ? names : names + [r.selectorText])
        }
        var sheets: [(path: String, declares: Set<String>)] = []
        for f in cssFiles {
            let rel = f.root.contains(f.real) ? String(f.real.dropFirst(f.root.realFolder.count + 1)) : (f.real as NSString).lastPathComponent
            displayOfRelative[rel] = f.display
            sheets.append((rel, declares[f.display] ?? []))
        }
        return SheetModes(sheets: sheets)
    }

    /// `expectations` (read from the base modes) with the values each other mode gives them (`Expectation.modes`);
    /// a token only another mode declares is added, read from the first mode that does. `build` reads the
    /// expectations of a list of rules declared in a set of files.
    private func withModes(
        _ expectations: [Expectation], sheetModes: SheetModes, rules: [StyleRule], sources: [StyleSource],
        build: ([StyleRule], Set<String>) -> [Expectation]
    ) -> [Expectation] {
        var relativeOf: [String: String] = [:]
        for (rel, display) in displayOfRelative { relativeOf[display] = rel }
        let words = { (file: String) in relativeOf[file].map(sheetModes.modeWords) ?? [] }
        func key(_ e: Expectation) -> String { "\(e.kind.rawValue)|\(e.name)|\(e.context ?? "")" }
        var out = expectations
        var index: [String: Int] = [:]
        for (i, e) in out.enumerated() where index[key(e)] == nil { index[key(e)] = i }
        var modes: [Int: [DesignMode]] = [:]
        for assignment in sheetModes.assignments {
            let left = Set(sheetModes.exclusions(choices: assignment).compactMap { displayOfRelative[$0] })
            var mine = rules
            for i in mine.indices where sources[mine[i].source].kind == .file && left.contains(sources[mine[i].source].file) {
                mine[i].declarations = []
            }
            // Only the values of the modes this reading changes are new.
            let changed = Set(
                assignment.flatMap { g, m in sheetModes.groups[g].members[m] }.compactMap { displayOfRelative[$0] })
            for e in build(mine, changed) where changed.contains(e.location.file) {
                guard let i = index[key(e)] else {
                    index[key(e)] = out.count
                    out.append(e)
                    continue
                }
                let mode = DesignMode(words: words(e.location.file), value: e.light, dark: e.dark, location: e.location)
                if modes[i] == nil {
                    let b = out[i]
                    modes[i] = [DesignMode(words: words(b.location.file), value: b.light, dark: b.dark, location: b.location)]
                }
                if modes[i]?.contains(where: { $0.location == mode.location && $0.value == mode.value }) == false { modes[i]?.append(mode) }
            }
        }
        for (i, list) in modes where list.contains(where: { $0.value != out[i].light || $0.dark != out[i].dark }) {
            out[i].modes = list
        }
        return out
    }

    /// The page chrome of the design (`PageChrome`), and the pages it is on: those with frames whose
    /// chrome some rule styles or whose own style declares a property left out, and the style guides whose
    /// own styles are left out. `rendered` gives, by page, whether it has frames, whether it documents the
    /// app, and the rules it matches; `aboutApp`, whether it is a website page or marketing art.
    private static func pageChrome(
        _ rendered: [(framed: Bool, documentsApp: Bool, matched: Set<Int>)], pageSources: [[Int]], aboutApp: [Bool], rules: [StyleRule], sources: [StyleSource],
        designRules: Set<Int>, matchedRules: Set<Int>, unreached: [Int: Set<Int>], tokenKeeping: Set<Int>
    ) -> (rules: Set<Int>, variables: Set<String>, pages: Set<Int>) {
        // A style guide that links the design's stylesheet: its own `<style>` lays out the showcase.
        // A website page or marketing art: its own `<style>` lays out the site or the poster, never the app.
        let showcase = rendered.indices.map { p in
            rendered[p].documentsApp && (aboutApp[p] || pageSources[p].contains { sources[$0].kind == .file })
        }
        var origins: [PageChrome.Origin] = []
        origins.reserveCapacity(rules.count)
        for rule in rules {
            let source = sources[rule.source]
            if source.lineLocations != nil {
                origins.append(.generated)
                continue
            }
            switch source.kind {
            case .file: origins.append(.file)
            case .styleElement where rule.themeBlock:
                // Tailwind v4's `@theme { … }` in a page's `<style>` declares the design's tokens, as a config does.
                origins.append(.file)
            case .styleElement(let p), .inline(let p, _): origins.append(.page(framed: rendered[p].framed, showcase: showcase[p]))
            }
        }
        let chrome = PageChrome(
            rules: rules, origins: origins, designRules: designRules, matchedRules: matchedRules, unreached: unreached, tokenKeeping: tokenKeeping)
        var onPages = Set(rendered.indices.filter { !rendered[$0].matched.isDisjoint(with: chrome.rules) })
        for (ri, rule) in rules.enumerated() where rule.declarations.contains(where: { chrome.variables.contains($0.name) }) {
            if case .page = origins[ri], case .styleElement(let p) = sources[rule.source].kind { onPages.insert(p) }
        }
        return (chrome.rules, chrome.variables, onPages)
    }

    /// Flattens the stylesheet files from `k` on, including those `resolve` appends while it runs (imports), and
    /// again later for files appended since.
    private mutating func flattenPending(
        _ k: inout Int, _ sources: inout [StyleSource], _ rules: inout [StyleRule], _ sourceOfRule: inout [Int], _ order: inout Int,
        _ importsOfCSS: inout [Int: [Int]], _ cssSource: inout [Int: Int]
    ) {
        while k < cssFiles.count {
            let f = cssFiles[k]
            let si = sources.count
            let src = StyleSource(kind: .file, file: f.display, originLine: 1, originColumn: 1, text: f.text)
            sources.append(src)
            cssSource[k] = si
            let (fr, imports) = src.flatten(
                f.sheet ?? CSSStylesheet(rules: []), sourceIndex: si, order: &order, appearance: sheetAppearance(of: f))
            cssFiles[k].sheet = nil
            rules += fr
            sourceOfRule += Array(repeating: si, count: fr.count)
            for imp in imports {
                if let target = resolve(imp.href, from: f.real, root: f.root, at: imp.location, what: "@import") {
                    importsOfCSS[k, default: []].append(target)
                }
            }
            k += 1
        }
    }

    /// A stylesheet's sources with its imports (and theirs) first; import cycles end.
    private func expandImports(_ css: Int, _ imports: [Int: [Int]], _ cssSource: [Int: Int]) -> [Int] {
        var out: [Int] = []
        var visited: Set<Int> = []
        // Iterative post-order: imports before the importing sheet.
        var stack: [(Int, Bool)] = [(css, false)]
        while let (c, expanded) = stack.popLast() {
            if expanded {
                if let s = cssSource[c] { out.append(s) }
                continue
            }
            guard visited.insert(c).inserted else { continue }
            stack.append((c, true))
            for i in (imports[c] ?? []).reversed() { stack.append((i, false)) }
        }
        return out
    }

    // MARK: - Tokens

    /// Reads the files of token objects together, so an alias may point into another file of the design.
    private mutating func readTokenObjects() {
        let unread = tokenFiles.indices.filter { tokenFiles[$0].unread != nil }
        guard !unread.isEmpty else { return }
        let read = DesignTokenFile.parseTogether(unread.compactMap { tokenFiles[$0].unread }, diagnostics: &diagnostics)
        for (k, i) in unread.enumerated() {
            tokenFiles[i].tokens = read[k]
            tokenFiles[i].unread = nil
        }
    }

    /// Expectations from design-token files; `*.dark.json`-style files give the dark values of their light twin.
    private mutating func tokenExpectations() -> (expectations: [Expectation], darkLocation: SourceLocation?) {
        readTokenObjects()
        var light: [TokenFile] = []
        var dark: [TokenFile] = []
        // A high-contrast set is an appearance of its own: never the light or the dark value.
        for f in tokenFiles where !DesignTokenFile.isHighContrastFile(path: f.display) {
            if DesignTokenFile.isDarkFile(path: f.display) { dark.append(f) } else { light.append(f) }
        }
        for d in dark {
            let stem = DesignTokenFile.themeStem((d.display as NSString).lastPathComponent)
            let dir = DesignTokenFile.themeFolder(path: d.real)
            let candidates = light.indices.filter { DesignTokenFile.themeFolder(path: light[$0].real) == dir }
            // The light file of its name (`colors.json` for `colors.dark.json`), else the one sibling declaring most of its
            // token names (`global.json` for a bare `dark.json` beside `base.json` and `global.json`): a dark file whose
            // names its siblings mostly lack is a file of its own, not their dark appearance.
            let names = DesignTokenFile.themeKeys(d.tokens)
            let sharing = candidates.filter { AppearanceWords.mostlyDeclared(names, by: DesignTokenFile.themeKeys(light[$0].tokens)) }
            let twin =
                candidates.first { DesignTokenFile.themeStem((light[$0].display as NSString).lastPathComponent) == stem }
                ?? (sharing.count == 1 ? sharing.first : nil)
            if let t = twin {
                let (merged, unmatched) = DesignTokenFile.applyDarkSet(d.tokens, to: light[t].tokens)
                light[t].tokens = merged
                if !unmatched.isEmpty { light.append(TokenFile(display: d.display, real: d.real, tokens: unmatched)) }
            } else {
                light.append(d)
            }
        }
        // A Tokens Studio folder's sets are resolved together; its themes say which sets are light and dark.
        for (folder, files) in tokenSets {
            let tokens = folder.tokens(files, diagnostics: &diagnostics)
            light.append(TokenFile(display: folder.display, real: folder.path, tokens: tokens))
        }
        // Groups another platform's beside an Apple one (`type.web` beside `type.ios`) are not the app's to match.
        var leftOut: [String] = []
        for i in light.indices {
            let (kept, groups) = PlatformScopedGroups.leaveOut(light[i].tokens)
            light[i].tokens = kept
            leftOut += groups.filter { !leftOut.contains($0) }
        }
        if let first = light.first(where: { !$0.tokens.isEmpty }),
            let d = PlatformScopedGroups.diagnostic(leftOut, at: SourceLocation(file: first.display, line: 1, column: 1))
        {
            diagnostics.append(d)
        }
        var out: [Expectation] = []
        var darkLocation: SourceLocation?
        for f in light {
            for t in f.tokens {
                guard let value = t.value, let kind = t.kind else { continue }
                var notes: [String] = []
                if let d = t.description, !d.isEmpty { notes.append(d) }
                if let a = t.aliases.first { notes.append("alias of " + a) }
                if let dl = t.darkLocation, t.darkValue != nil, darkLocation.map({ dl < $0 }) ?? true { darkLocation = dl }
                var e = Expectation(
                    kind: kind, name: t.name, source: .tokenFile, role: t.role, light: value, dark: t.darkValue, screens: [],
                    usageCount: 0, location: t.location, darkLocation: t.darkValue == nil ? nil : t.darkLocation, context: t.name,
                    notes: notes)
                // A variant collection's modes (a Figma export's `mobile`/`desktop`): compared as stylesheet modes are.
                if !t.modes.isEmpty { e.modes = t.modes }
                e.paletteOf = t.paletteOf
                e.primitive = t.primitive
                out.append(e)
            }
        }
        return (out, darkLocation)
    }
}
