import GapCheckModel

/// A mockup page as the first pass keeps it: its text, style sources and screens, but not its element
/// tree. The tree (most of a page's memory) is built again, one page per worker, when the cascade runs
/// in the second pass, so a design folder of any size holds at most one tree per core.
struct LoadedPage: Sendable {
    /// The page's text, parsed again for the cascade.
    var text: String
    /// Path shown to the user.
    var file: String
    var links: [HTMLPage.StylesheetLink]
    var styleBlocks: [HTMLPage.StyleBlock]
    var inlineStyles: [HTMLPage.InlineStyle]
    /// The ligatures an icon font draws as symbols (`HTMLPage.iconLigatures`), drawn again when the page is parsed again.
    var iconLigatures: [Int: String] = [:]
    /// The appearance the page's `<html>` class names (`PaintedAppearance.pinned`), if any.
    var rootAppearance: PaintedAppearance?
    /// The selector (`tag#id.classes`, named like the report names the element) of each inline style's element.
    var inlineSelectors: [Selector]
    var screens: [ScreenSpec]
    /// Element → name of the screen it belongs to.
    var screenOfNode: [Int: String]
    /// The elements drawn as a device by their box (`DeviceBoxes`).
    var deviceBoxes: DeviceBoxes = .none
    /// The page's outermost frames drawn for a known kind of device (`FramePlatform.surfaces`).
    var surfaceFrames: [SurfaceFrame] = []
    /// What of a frameless page's layout is a desktop's (`DesktopLayout`); nothing for a page with a frame.
    var desktopLayout = DesktopLayout()
    /// True for a page with no frame laid out for a desktop screen (`DesktopLayout`, or an index of such pages:
    /// `ReadState.markDesktopIndexes`): all of it is drawn on the desktop.
    private(set) var laidOutForDesktop = false
    /// The page's `<html>` and `<body>` as written: a custom property declared on a class or attribute they carry is
    /// the whole page's value (`PageRootElements`).
    var rootElements: PageRootElements = .none
    /// Indices of `StyleSource`s applying to the page, in cascade order.
    var sources: [Int] = []
    /// What the page is about the app when it gives no screen for that reason (nil for a mockup): `ReadState`
    /// names all such pages in one diagnostic per kind.
    var aboutApp: AboutApp?
    /// What the page says about the other design pages it presents (`MockupGallery`).
    var galleryEvidence = MockupGallery.Evidence()
    /// Frames and tab panes of the page that specify the design system (`StructureExtractor.specimenFrames`): no screen,
    /// and none of their texts the app's UI.
    var specimenFrames: [Int] = []
    /// Local pages this page marks as the chosen design (`ChosenMarks.targets`), as its links write them.
    var chosenTargets: [String] = []
    /// Sibling panes of the page that draw competing directions of one design (`AlternativePaneReader`).
    var alternativePanes: [AlternativePanes] = []
    /// True when the page's own title or main heading marks it as the chosen design (`ChosenMarks.marks`).
    var marksItselfChosen = false
    /// The script that draws the whole page into an empty mount point (`AppFrames.isEmptyMountPage`), nil for
    /// a page whose content is in its HTML.
    var drawnByScript: String?
    /// True when the page draws its screens in device frames (`AppFrames.hasFrame`).
    var hasFrames = false
    /// The texts of the surface a frameless page draws under a desktop's menu bar (`InSituComposition`); nil when it
    /// draws no such bar. Marketing art when another page draws that surface (`ReadState.markInSituCompositions`).
    var inSituTexts: Set<String>?
    /// True for a page with no frame that reads as a document of prose (`AppFrames.isProseDocument`); it gives
    /// no screen when the design's other pages are framed (`ReadState.markDocumentsAmongFrames`).
    var readsAsProse = false
    /// What shows the page, when it has no frame and gives screens, to be a designer's tool (`DesignerToolPage`); it
    /// gives no screen beside pages that draw their screens in frames (`ReadState.markDesignerTools`).
    var designerTool = DesignerToolPage()
    /// What shows the page, when it has no frame and gives screens, to be a legal or support document of the product's
    /// website (`SiteDocument`); nil when it is none. It gives no screen when it links a page of that website
    /// (`ReadState.markSiteDocuments`).
    var siteDocument: SiteDocument?
    /// True for a page that reads as a design document (`AppFrames.isDocumentation`: a spec, a diagram, a checklist)
    /// with no device frame: it gives no screen, though it is not `aboutApp`. A documentation site's page is not one
    /// here (`AppFrames.isDocumentSite`): its component demos are the design's.
    var isDesignDocument = false
    /// True for a page with no frame whose texts are mostly in specimens of the design system
    /// (`DesignSpecimens.isSpecimenPage`); it gives no screen unless it is already about the app otherwise (a designer's
    /// tool, a gallery), `ReadState.markSpecimens`.
    var readsAsSpecimen = false
    /// True for a page with no frame whose texts are mostly captions of samples built alike
    /// (`DesignSpecimens.showsCaptionedSamples`): a specimen beside pages that read as specimens by their values.
    var showsCaptionedSamples = false
    /// True when the page shows the design's values as such (`AppFrames.showsDesignValues`): a style guide's own
    /// custom properties are the design's tokens even though the page gives no screen.
    var showsDesignValues = false
    /// The shape of the page's site header, navigation and footer (`AppFrames.siteChromeShape`), nil when it has none:
    /// a page that shares it with a page of the product's website is one too (`ReadState.markWebsiteTwins`).
    var siteChrome: String?
    /// True for a page set aside as no design of the app: a page about it (`aboutApp`) or a design document, unless it
    /// shows the design's values as such. Beside a design of its own, its own custom properties are not compared.
    var isSetAside: Bool { (aboutApp != nil || isDesignDocument) && !showsDesignValues }
    /// Screen names of the page, for rules that style the page but match no element.
    var screenNames: [String] { screens.map(\.name) }

    /// A page about the app rather than of it.
    enum AboutApp: Sendable, Hashable {
        /// A page of the product's website (`AppFrames.isWebsitePage`).
        case website
        /// Marketing art: App Store images, promo posters (`AppFrames.isPromoArt`).
        case promoArt
        /// The app's icon drawn as artwork, alone or on its design sheet (`IconArtPage`): an asset, not a screen.
        case iconArt
        /// A gallery of the design's other mockups: an index, a viewer, a grid of them (`MockupGallery`).
        case gallery
        /// A document of prose with no frame beside framed mockups: a privacy policy, a developer guide.
        case document
        /// A designer's tool with no frame beside framed mockups: an image export tool, an icon or logo size sheet,
        /// their hub (`DesignerToolPage`).
        case tool
        /// A specimen of the design system with no frame: swatches, type ramps, spacing and token tables captioned
        /// with their values (`DesignSpecimens`). Its values are the design's; its usage examples stay as drawn.
        case specimen
    }

    /// Makes the page the desktop's: its screens are drawn on the desktop, and the whole page is one frame of it for the
    /// pipeline, which leaves it out for an app that runs on no desktop (`ForeignSurfaces`).
    mutating func layOutForDesktop() {
        laidOutForDesktop = true
        for i in screens.indices { screens[i].surface = .desktop }
        surfaceFrames = [SurfaceFrame(surface: .desktop, location: SourceLocation(file: file, line: 1, column: 1), wholePage: true)]
    }

    /// Keeps what the second pass and the expectations need of a parsed page.
    init(text: String, page: HTMLPage, screens: [ScreenSpec], screenOfNode: [Int: String], deviceBoxes: DeviceBoxes = .none) {
        self.text = text
        self.file = page.file
        self.links = page.links
        self.styleBlocks = page.styleBlocks
        self.inlineStyles = page.inlineStyles
        self.iconLigatures = page.iconLigatures
        self.rootAppearance = PaintedAppearance.pinned(by: page.document)
        self.inlineSelectors = page.inlineStyles.map { inline in
            let node = page.document.nodes[inline.node]
            var compound = CompoundSelector(tag: node.name)
            compound.id = node.attribute("id")
            compound.classes = (node.attribute("class") ?? "").split(separator: " ").map(String.init)
            return Selector(compounds: [compound], text: RenderingExtractor.descriptor(node) + "[style]")
        }
        self.screens = screens
        self.screenOfNode = screenOfNode
        self.deviceBoxes = deviceBoxes
        self.rootElements = PageRootElements(page.document)
    }
}
