import Foundation
import GapCheckModel
import LibXML

/// Which elements of a mockup page are app UI, for the design-side accessibility checks.
///
/// Mockup pages often wrap the app in one or more device frames and put a page heading, a legend or
/// captions around them; those are the designer's notes, not the app. When a page has frames (a
/// `data-screen`/`.screen` element or a phone/device frame), only what is inside one (the innermost, when
/// frames nest) is app UI. An
/// index page that only links to the mockups (a gallery) shows no app UI at all.
struct AppFrames {
    /// By node index: true when the element is app UI.
    let isAppUI: [Bool]
    /// By node index: true when the element is the page's own chrome around its frames (a landing page's hero,
    /// a heading, captions): outside every frame, holding none, and in no legend or swatch. A rule or custom
    /// property used only there is not the app's design. On a page without frames only a specimen page's title block
    /// and appearance switch (`SpecimenTitle`, `AppearanceSwitch`).
    let isPageChrome: [Bool]
    /// True when the page draws the app in frames it holds (not in an empty frame a script fills).
    let hasFrames: Bool
    /// True for a page about the app with no frames: a gallery of the mockups or documentation (a style guide).
    let documentsApp: Bool

    /// Words that, beside a device word, make a class a frame (`.phone-frame`, `.device-shell`).
    private static let frameWords: Set<String> = ["frame", "mockup", "shell", "container", "wrapper", "screen", "bezel", "case", "body", "outer"]
    private static let deviceWords: Set<String> = ["phone", "iphone", "device", "handset", "ipad", "tablet", "smartphone", "mobile", "artboard"]
    /// Class words of what surrounds an artboard (`.artboard-group`, `.artboard-label`), which are not frames.
    private static let artboardPartWords: Set<String> = ["group", "label", "caption", "title", "name", "wrapper", "wrap", "list", "grid", "row", "artboards"]
    /// File stems of pages that show mockups rather than being one.
    private static let galleryStems: Set<String> = ["index", "gallery", "overview", "screens", "all", "showcase", "contents", "toc"]
    /// Class or id words of what shows the design's values beside the frames (a color legend, swatches): the
    /// designer's key to the app's palette, so what it uses is design, not page chrome.
    private static let legendWords: Set<String> = ["legend", "legends", "swatch", "swatches", "palette", "palettes"]

    /// `aboutApp`: reading the whole design found the page to be about the app: a gallery of its other pages, by what
    /// it links (`MockupGallery`), or a document beside its framed mockups (`ReadState.markDocumentsAmongFrames`).
    /// `specimenPage`: the page reads as a specimen of the design system (`LoadedPage.AboutApp.specimen`), so its rows
    /// of captioned samples are specimens even where their captions name the samples rather than state their values.
    init(
        _ doc: MarkupDocument, classes: ElementClasses, file: String, boxes: DeviceBoxes = .none, aboutApp: Bool = false,
        specimenPage: Bool = false
    ) {
        var frames: [Int] = []
        // Promo art draws the app in frames too, but under marketing headlines and at a poster's scale: none of it
        // is the app's UI. So is the app's icon drawn as artwork on its design sheet, with its previews (`IconArtPage`).
        let promo = Self.isPromoArt(doc) || IconArtPage.isIconArt(doc)
        for node in doc.elementsInOrder() where node != doc.root && !promo {
            // A frame holds elements; an icon classed `phone` (a leaf) does not.
            if Self.isFrame(doc.nodes[node], classes: classes.classList(node), boxed: boxes.contains(node)), doc.elementsInOrder(from: node).count > 1 {
                frames.append(node)
            }
        }
        // A page with no HTML frame may draw its app as inline SVG (`DrawnScreens`): each drawing is a frame.
        let drawn = frames.isEmpty && !promo ? Self.drawnFrames(doc, classes: classes, file: file, boxes: boxes, aboutApp: aboutApp) : []
        frames += drawn
        // A desktop or browser surface inside another frame (a browser drawn in a phone's screen) is part of that
        // frame's screen, not a frame of its own.
        let allFrames = Set(frames)
        frames.removeAll { f in
            FramePlatform.surfaceFrame(classes.classList(f)) != nil && doc.ancestors(of: f).contains(where: allFrames.contains)
        }
        let framed = !frames.isEmpty
        // A browser window (a web page, a browser extension) frames the page as any frame does, but what it holds is
        // never a Swift app's UI: neither the app nor its design, so the page's chrome.
        let browsers = Set(frames.filter { FramePlatform.surfaceFrame(classes.classList($0)) == .browser })
        if !browsers.isEmpty { frames.removeAll { f in browsers.contains(f) || doc.ancestors(of: f).contains(where: browsers.contains) } }
        var app = Array(repeating: !framed, count: doc.nodes.count)
        var chrome = Array(repeating: false, count: doc.nodes.count)
        var documents = false
        if !framed {
            // An empty frame that a script fills: what the static page shows is its own chrome (a review
            // page's scenario picker, Light/Dark buttons), not the app. A page around an empty panel its own script
            // draws (`scriptFilledSurface`) gives no screen, but its static elements stay what the design-side
            // checks read: painted with the design's tokens, they are the only rendering of its pairs there is.
            let scriptDrawn = Self.emptyFrameScript(doc, classes: classes, boxes: boxes) != nil
            documents = !scriptDrawn && (aboutApp || Self.isGallery(doc, file: file) || Self.isDocumentation(doc) || promo || Self.isWebsitePage(doc))
            if documents || scriptDrawn {
                app = Array(repeating: false, count: doc.nodes.count)
            } else if Self.isDocumentSite(doc, file: file) {
                // A documentation site's page: its component demos are the design's (what the app is to draw); its
                // chapters of prose, swatches and diagrams, their headings, and the site's header, navigation and
                // footer are the site's.
                let demo = Self.demoChapter(doc)
                var chapter = 0
                var headings: [Int] = []
                for node in doc.elementsInOrder() where node != doc.root {
                    if doc.nodes[node].name == "h2" {
                        chapter += 1
                        headings.append(node)
                    }
                    if chapter != demo { app[node] = false }
                }
                for block in headings + Self.siteNavigation(doc, file: file) + Self.siteLandmarks(doc) {
                    for d in doc.elementsInOrder(from: block) { app[d] = false }
                }
            }
            // The design system's specimens (`DesignSpecimens`: swatches captioned with their hex codes, type ramps,
            // token tables) show its values, not the app: a swatch's caption on its own swatch is no text of the app.
            if !documents && !scriptDrawn {
                let specimens = DesignSpecimens(doc, samplesAreSpecimens: specimenPage)
                for node in specimens.isSpecimen.indices where specimens.isSpecimen[node] { app[node] = false }
                // A specimen page's own title block and the switch previewing it Light or Dark (`SpecimenTitle`,
                // `AppearanceSwitch`) are its chrome, as a heading and controls beside a mockup's frames are.
                // A presentation's switcher between the drawn windows it shows, and the captions and notes around them
                // (`PresentationApparatus`), present the app; they are none of its UI.
                for block in PresentationApparatus.find(doc) {
                    for n in doc.elementsInOrder(from: block) { app[n] = false }
                }
                if specimenPage {
                    let switches = AppearanceSwitch.find(doc)
                    let title = SpecimenTitle.find(doc, isSpecimen: specimens.isSpecimen, switches: switches)
                    for block in switches + [title].compactMap({ $0 }) {
                        for n in doc.elementsInOrder(from: block) {
                            app[n] = false
                            chrome[n] = true
                        }
                    }
                }
            }
        } else {
            // The innermost frames: `.phone-mockup > .phone-frame > .screen` is the screen; a caption in
            // `.phone-mockup` beside `.phone-frame` is the designer's label.
            let frameSet = Set(frames)
            var outer: Set<Int> = []
            for f in frames {
                var p = doc.nodes[f].parent
                while let a = p {
                    if frameSet.contains(a) { outer.insert(a) }
                    p = doc.nodes[a].parent
                }
            }
            for f in frames where !outer.contains(f) {
                for n in doc.elementsInOrder(from: f) { app[n] = true }
                // A caption the designer put inside the frame, under the surface it draws (`.mockup-label`
                // "Collapsed"), is the page's note.
                for c in doc.elementChildren(of: f) where Self.isFrameCaption(doc.nodes[c], classes: classes.classList(c)) {
                    for n in doc.elementsInOrder(from: c) { app[n] = false }
                }
                // A desktop window drawn in the frame is the app's surface; a caption beside it is the page's note.
                if !drawn.contains(f), boxes.isWindow(f) || FramePlatform.of(classes: classes.classList(f), boxed: boxes.contains(f)) != .phone {
                    for n in DrawnWindows.beside(in: doc, frame: f) { app[n] = false }
                    // The system draws a window's title bar; its buttons and title are none of the app's UI.
                    for w in doc.elementsInOrder(from: f) { for n in DrawnWindows.titleBar(doc, of: w) { app[n] = false } }
                }
            }
            // Page chrome: what is neither app UI nor a frame or one of its ancestors (a wrapper passes its
            // font and color down to the app, so what styles it styles the app too), nor inside a legend. A drawing
            // paints with its own `fill` and `font-*` attributes: its wrappers pass it nothing, unless it paints
            // with the inherited `currentColor`.
            var keep = app
            for f in frames where !drawn.contains(f) || Self.paintsInheritedColor(doc, f) {
                var p: Int? = f
                while let a = p, !keep[a] || a == f {
                    keep[a] = true
                    p = doc.nodes[a].parent
                }
            }
            for node in doc.elementsInOrder() where !keep[node] {
                let n = doc.nodes[node]
                guard Self.isLegend(n, classes: classes.classList(node), doc: doc, node: node) || Self.isHiddenState(n) else { continue }
                for d in doc.elementsInOrder(from: node) { keep[d] = true }
            }
            for node in doc.elementsInOrder() where node != doc.root { chrome[node] = !keep[node] }
        }
        // The controls that switch the prototype's own state (`PrototypeControls`) drive the mockup, not the app: the
        // page's chrome, inside a frame or not.
        if app.contains(true) {
            for switcher in PrototypeControls.find(doc, classes: classes, frames: Set(frames)) {
                for n in doc.elementsInOrder(from: switcher) {
                    app[n] = false
                    if framed { chrome[n] = true }
                }
            }
        }
        // The device's own UI drawn in the frame or on a frameless page (a status bar, a desktop menu bar, named so or
        // drawn as icons beside the clock, `UnnamedSystemBar`; a keyboard): the system draws it, in its colors and
        // fonts, so it is no app UI for the checks; what it styles stays design, not page chrome.
        if app.contains(true) {
            for node in doc.elementsInOrder() where node != doc.root && app[node] {
                guard Self.isSystemBar(doc, node: node, classes: classes.classList(node)) || UnnamedSystemBar.isSystemBar(doc, node) else { continue }
                for d in doc.elementsInOrder(from: node) { app[d] = false }
            }
        }
        for keyboard in Self.drawnKeyboards(doc, classes: classes) {
            for n in doc.elementsInOrder(from: keyboard) { app[n] = false }
        }
        isAppUI = app
        isPageChrome = chrome
        hasFrames = framed
        documentsApp = documents
    }

    /// The drawings of a page that draws its app as inline SVG (`DrawnScreens`), unless the page is about the app (a
    /// gallery, documentation, a website page: its diagrams are no screens) or a script draws its screens.
    static func drawnFrames(_ doc: MarkupDocument, classes: ElementClasses, file: String, boxes: DeviceBoxes, aboutApp: Bool) -> [Int] {
        let drawings = DrawnScreens.find(doc)
        guard !drawings.isEmpty, emptyFrameScript(doc, classes: classes, boxes: boxes) == nil, !aboutApp, !isGallery(doc, file: file),
            !isDocumentation(doc), !isWebsitePage(doc), !isDocumentSite(doc, file: file)
        else { return [] }
        return drawings
    }

    /// True when a drawing paints something with `currentColor`, the text color its wrappers pass down.
    static func paintsInheritedColor(_ doc: MarkupDocument, _ svg: Int) -> Bool {
        doc.elementsInOrder(from: svg).contains { n in
            ["fill", "stroke", "color", "style"].contains { (doc.nodes[n].attribute($0) ?? "").lowercased().contains("currentcolor") }
        }
    }

    /// Words that name the platform or a mockup kit beside a system bar's name (`.ios-status`, `.mac-menubar`,
    /// `.wf-status-bar`).
    private static let platformWords: Set<String> = [
        "ios", "android", "iphone", "ipad", "mac", "macos", "osx", "os", "system", "sys", "device", "phone", "mobile", "wf", "ds", "fake",
        "mock", "top", "native"
    ]
    /// Words for a part of a system bar (`.status-bar-left`, `.mac-menubar-strip`).
    private static let barPartWords: Set<String> = ["left", "right", "center", "middle", "leading", "trailing", "strip", "row", "inner"]
    /// Words naming a drawn keyboard beside its own name (`.ios-keyboard`, `.soft-keyboard`).
    private static let keyboardWords: Set<String> = ["keyboard", "kbd", "virtual", "soft", "onscreen", "keys"]

    /// A system bar drawn inside a frame, by its class or id (`namesSystemBar`). A status bar named without a
    /// platform may be a desktop window's own (`.statusbar` holding the app's format chips and save path): it is the
    /// system's only when it shows a clock, levels and icons.
    static func isSystemBar(_ doc: MarkupDocument, node: Int, classes: [String]) -> Bool {
        let n = doc.nodes[node]
        guard n.kind == .element else { return false }
        for c in classes + [n.attribute("id")].compactMap({ $0 }) {
            // Every element of every page comes here: split only names that may spell a bar's word.
            guard NameWords.mayHold(systemBarStems, in: c) else { continue }
            let words = Set(NameWords.split(c))
            guard namesSystemBar(words: words) else { continue }
            if !words.isDisjoint(with: platformWords) || !words.isDisjoint(with: ["menubar", "menu", "home", "homeindicator"])
                || showsOnlyStatusReadings(doc.textContent(of: node))
            {
                return true
            }
        }
        return false
    }

    /// A keyboard named by its class or id (`.ios-keyboard`, `.soft-keyboard`) and holding its keys: an icon or a
    /// shortcut hint (`<kbd>`) holds no rows of keys.
    static func isNamedKeyboard(_ doc: MarkupDocument, node: Int, classes: [String]) -> Bool {
        let names = classes + [doc.nodes[node].attribute("id")].compactMap { $0 }
        // Every element of every page comes here: split only names that spell the word.
        return names.contains { c in
            guard c.range(of: "keyboard", options: .caseInsensitive) != nil else { return false }
            let words = Set(NameWords.split(c))
            return words.contains("keyboard") && words.subtracting(platformWords).subtracting(keyboardWords).isEmpty
        } && doc.elementsInOrder(from: node).count > 10
    }

    /// True when a status bar's text is what the system's shows: a clock, a battery level, a network name
    /// (`9:41`, `100%`, `5G`, `LTE`), symbols, or nothing.
    static func showsOnlyStatusReadings(_ text: String) -> Bool {
        let networks: Set<String> = ["lte", "5g", "4g", "3g", "wifi", "wi-fi", "am", "pm", "sos"]
        for token in text.split(whereSeparator: { $0.isWhitespace }) {
            let t = token.lowercased()
            if networks.contains(t) || !t.contains(where: { $0.isLetter || $0.isNumber }) { continue }
            if t.allSatisfy({ $0.isNumber || $0 == ":" || $0 == "%" || $0 == "." }) { continue }
            return false
        }
        return true
    }

    /// A class or id naming a system bar: a status bar (`.status-bar`, `.statusbar`, `.ios-status`), a desktop menu
    /// bar (`.menubar`, `.mac-menubar-strip`) or a home indicator. Every word must name that bar, its platform or
    /// a part of it: `.status-badge`, `.menubar-popover` and `.notch-item` are the app's own UI and stay checked,
    /// and a plain `.menu-bar` may be the app's.
    static func namesSystemBar(_ name: String) -> Bool { namesSystemBar(words: Set(NameWords.split(name))) }

    /// What every name of a system bar holds (`namesSystemBar`): `status`, `menu` or `home`.
    private static let systemBarStems: [StaticString] = ["status", "menu", "home"]

    /// `namesSystemBar` on the words of a name.
    static func namesSystemBar(words: Set<String>) -> Bool {
        // Each name below has one of these words; most names have none.
        guard words.contains(where: { ["status", "statusbar", "menubar", "menu", "home", "homeindicator"].contains($0) }) else { return false }
        let rest = words.subtracting(platformWords).subtracting(barPartWords)
        if rest == ["statusbar"] || rest == ["status", "bar"] || rest == ["menubar"] || rest == ["home", "indicator"]
            || rest == ["homeindicator"] || rest == ["menu", "bar"] && words.contains("mac")
        {
            return true
        }
        // `.ios-status`: the status word alone only beside a platform word.
        return rest == ["status"] && !words.isDisjoint(with: ["ios", "android", "iphone", "ipad", "device", "phone", "system", "wf", "ds"])
    }

    /// Letter rows that begin a system keyboard's top row (QWERTY, AZERTY, QWERTZ).
    private static let keyboardRows = ["qwert", "azert"]

    /// The system keyboards a page draws: an element named as a keyboard holding its keys (`isNamedKeyboard`), or
    /// elements whose children include a run of single-letter keys spelling a keyboard's top row (`q w e r t`,
    /// `a z e r t`), each key an element of its own. The keyboard is then the element holding that row and the rows
    /// beside it (the number and space row, the suggestion bar), when the row's parent holds two rows of
    /// single-letter keys or more; else the row itself.
    static func drawnKeyboards(_ doc: MarkupDocument, classes: ElementClasses) -> [Int] {
        // A key is an element holding only its letter; a row, five keys or more.
        func letterRun(_ row: Int) -> String {
            let children = doc.elementChildren(of: row)
            guard children.count >= 5 else { return "" }
            var letters = ""
            for c in children {
                let n = doc.nodes[c]
                let own = n.children.allSatisfy { doc.nodes[$0].kind == .text }
                let t = own ? n.children.map { doc.nodes[$0].text }.joined().trimmingCharacters(in: .whitespacesAndNewlines) : ""
                if t.count == 1, let ch = t.first, ch.isLetter { letters += ch.lowercased() } else { letters += " " }
            }
            return letters
        }
        var out: [Int] = []
        for node in doc.elementsInOrder() where doc.nodes[node].kind == .element {
            let keyboard: Int
            if isNamedKeyboard(doc, node: node, classes: classes.classList(node)) {
                keyboard = node
            } else {
                let run = letterRun(node)
                guard keyboardRows.contains(where: run.contains) else { continue }
                let parent = doc.nodes[node].parent
                let rows = parent.map { p in doc.elementChildren(of: p).filter { letterRun($0).filter(\.isLetter).count >= 5 }.count } ?? 0
                keyboard = rows >= 2 ? parent ?? node : node
            }
            if !out.contains(where: { $0 == keyboard || doc.ancestors(of: keyboard).contains($0) }) { out.append(keyboard) }
        }
        return out
    }

    /// An app state the page keeps out of sight until the prototype shows it: a permission sheet or dialog
    /// beside the screen, `hidden` or `display: none`. Page chrome is what the page shows its reader.
    static func isHiddenState(_ n: MarkupDocument.Node) -> Bool {
        guard n.kind == .element else { return false }
        if n.attribute("hidden") != nil || n.name == "dialog" || n.name == "template" || n.attribute("aria-modal") == "true" { return true }
        if let role = n.attribute("role")?.lowercased(), role == "dialog" || role == "alertdialog" { return true }
        let style = (n.attribute("style") ?? "").lowercased().filter { !$0.isWhitespace }
        return style.contains("display:none")
    }

    /// A color legend or swatch beside the frames, by a class or id word. A "legend" shows colors: it holds a
    /// sample (an empty element, a chip, or an icon); one of words only (a list of what changed and why) is
    /// the page's text. Swatches and palettes are samples themselves.
    static func isLegend(_ n: MarkupDocument.Node, classes: [String], doc: MarkupDocument, node: Int) -> Bool {
        guard n.kind == .element else { return false }
        let words = Set((classes + [n.attribute("id")].compactMap { $0 }).flatMap { NameWords.split($0) })
        guard !words.isDisjoint(with: legendWords) else { return false }
        if !words.isDisjoint(with: sampleWords) { return true }
        return doc.elementsInOrder(from: node).contains { d in
            d != node
                && (doc.nodes[d].name == "svg" || doc.nodes[d].name == "img"
                    || doc.nodes[d].children.isEmpty && !["br", "hr", "wbr"].contains(doc.nodes[d].name))
        }
    }

    /// A caption of a frame, by its tag (`<figcaption>`) or a class that calls it the label or caption of a mockup,
    /// frame, screen or state (`.mockup-label`, `.frame-caption`, `.screen-label`, `.state-cap`).
    static func isFrameCaption(_ n: MarkupDocument.Node, classes: [String]) -> Bool {
        guard n.kind == .element else { return false }
        if n.name == "figcaption" { return true }
        return classes.contains { c in
            let words = NameWords.split(c)
            guard let last = words.last, ["label", "caption", "cap"].contains(last) else { return false }
            return !Set(words).isDisjoint(with: ["mockup", "frame", "screen", "artboard", "device", "state"])
        }
    }

    /// Legend words that name the color samples themselves.
    private static let sampleWords: Set<String> = ["swatch", "swatches", "palette", "palettes"]

    /// A `data-screen` or `.screen` element, one whose class names a device frame, or one drawn as a device
    /// (`boxed`: `DeviceBoxes`).
    static func isFrame(_ n: MarkupDocument.Node, classes: [String], boxed: Bool = false) -> Bool {
        guard n.kind == .element else { return false }
        if n.attribute("data-screen") != nil || boxed { return true }
        // `.notch-frame`, `.menubar-frame`, `.browser-frame`: a desktop or browser surface drawn as a frame.
        if FramePlatform.surfaceFrame(classes) != nil { return true }
        // `.watch`, `.watch-frame`: a watch drawn as a frame.
        if FramePlatform.watchFrame(classes) { return true }
        // `<section aria-label="Settings window mockup">`: the designer names the app's area in words.
        if let label = n.attribute("aria-label"), NameWords.mayHold(["mockup"], in: label), NameWords.split(label).contains("mockup") { return true }
        for c in classes {
            let lower = c.lowercased()
            if lower == "screen" { return true }
            // The words below (`artboard`, `deviceWords`) are in few names: split only those that may hold one.
            guard NameWords.mayHold(["artboard", "phone", "device", "handset", "ipad", "tablet", "mobile"], in: c) else { continue }
            let words = Set(NameWords.split(c))
            // `.artboard-settings`: an artboard of any kind, as the screen reader takes it; not its group or caption.
            if words.contains("artboard") && words.isDisjoint(with: artboardPartWords) { return true }
            guard !words.isDisjoint(with: deviceWords) else { continue }
            if words.count == 1 || !words.isDisjoint(with: frameWords) { return true }
        }
        return false
    }

    /// The script that draws a page's screens, when the page has a device frame or screen element that is
    /// empty in the HTML (`<div class="phone" id="phone"></div>`) and loads or holds a script: `app.js`, or
    /// "an inline script"; or when its body is only an empty mount point (`<div id="app">`, `#root`,
    /// `[data-app]`) and scripts, one of them the page's own (a framework from a CDN draws nothing by itself);
    /// or, on a page with no frame, when an empty panel is filled by the page's inline script
    /// (`scriptFilledSurface`): "an inline script". Nil otherwise.
    static func scriptDrawnFrame(_ doc: MarkupDocument, classes: ElementClasses, boxes: DeviceBoxes = .none) -> String? {
        if let script = emptyFrameScript(doc, classes: classes, boxes: boxes) { return script }
        return !hasFrame(doc, classes: classes, boxes: boxes) && scriptFilledSurface(doc, classes: classes) != nil ? "an inline script" : nil
    }

    /// The script of an empty device frame or screen element, or of an empty mount page (`scriptDrawnFrame`'s first two cases).
    static func emptyFrameScript(_ doc: MarkupDocument, classes: ElementClasses, boxes: DeviceBoxes = .none) -> String? {
        var emptyFrame = false
        var script: String?
        var localScript: String?
        for node in doc.elementsInOrder() where node != doc.root {
            let n = doc.nodes[node]
            if n.name == "script" {
                if let src = n.attribute("src"), !src.isEmpty {
                    // `app.js?v=25`: the file, not its cache-busting query.
                    let path = src.split(whereSeparator: { $0 == "?" || $0 == "#" }).first.map(String.init) ?? src
                    let name = (path as NSString).lastPathComponent
                    if script == nil || script == "an inline script" { script = name }
                    if localScript == nil || localScript == "an inline script", !src.contains("://"), !src.hasPrefix("//") { localScript = name }
                } else if !scriptSource(doc, node).trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                    if script == nil { script = "an inline script" }
                    if localScript == nil { localScript = "an inline script" }
                }
                continue
            }
            if !emptyFrame, isFrame(n, classes: classes.classList(node), boxed: boxes.contains(node)), doc.elementsInOrder(from: node).count <= 1,
                doc.textContent(of: node).trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
            {
                emptyFrame = true
            }
        }
        if emptyFrame { return script }
        return isEmptyMountPage(doc) ? localScript : nil
    }

    /// The source of an inline `<script>`: its text children (`textContent` skips scripts).
    static func scriptSource(_ doc: MarkupDocument, _ node: Int) -> String {
        doc.nodes[node].children.reduce(into: "") { out, c in
            if doc.nodes[c].kind == .text || doc.nodes[c].kind == .cdata { out += doc.nodes[c].text }
        }
    }

    /// Class or id words of an element that holds the app's UI: a panel, window, popover or screen.
    private static let surfaceWords: Set<String> = [
        "panel", "window", "popover", "popup", "app", "screen", "phone", "device", "prototype", "simulator", "mockup", "page", "view", "stage"
    ]
    /// Tags whose markup in a script's strings means the script builds UI (`'<div class="row">'`).
    private static let markupTags: Set<String> = [
        "div", "span", "button", "section", "header", "footer", "nav", "ul", "ol", "li", "p", "h1", "h2", "h3", "h4",
        "input", "label", "svg", "img", "a", "strong", "b", "small", "article", "aside", "main", "table", "tr", "td"
    ]
    /// Least number of tags a page's inline scripts must write for them to draw a UI, not a toast or a counter.
    private static let drawnUITags = 8

    /// The selector (`#interactive-panel`) of an empty element the page's own inline script draws the app into,
    /// on a page with no frame: an element with no content whose id or class names an app surface (a panel,
    /// window, popover, screen…), which the script fills by that id or class (`getElementById('x').innerHTML =`,
    /// `querySelector('.x').appendChild(…)`, `$('#x').html(…)`, or through a variable holding it), the scripts
    /// writing markup for at least `drawnUITags` elements. What the static page shows around it is the page's
    /// presentation (an introduction, demo buttons, a timeline), not the app. Nil otherwise.
    static func scriptFilledSurface(_ doc: MarkupDocument, classes: ElementClasses) -> String? {
        var script = ""
        for node in doc.elementsInOrder() where doc.nodes[node].name == "script" && (doc.nodes[node].attribute("src") ?? "").isEmpty {
            script += scriptSource(doc, node) + "\n"
        }
        guard script.contains("<"), writtenTagCount(script) >= drawnUITags else { return nil }
        for node in doc.elementsInOrder() where node != doc.root {
            let n = doc.nodes[node]
            guard n.kind == .element, !inertTags.contains(n.name), n.name != "body", doc.elementsInOrder(from: node).count <= 1,
                doc.textContent(of: node).trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
            else { continue }
            var targets: [(selector: String, byID: Bool)] = []
            if let id = n.attribute("id"), !id.isEmpty, !Set(NameWords.split(id)).isDisjoint(with: surfaceWords) { targets.append((id, true)) }
            for c in classes.classList(node) where !Set(NameWords.split(c)).isDisjoint(with: surfaceWords) { targets.append((c, false)) }
            for t in targets where fills(script, name: t.selector, byID: t.byID) { return (t.byID ? "#" : ".") + t.selector }
        }
        return nil
    }

    /// How many element tags (`<div`, `<button `) a script's text writes.
    static func writtenTagCount(_ script: String) -> Int {
        guard let re = try? NSRegularExpression(pattern: "<([A-Za-z][A-Za-z0-9]*)[\\s>/]") else { return 0 }
        let ns = script as NSString
        return re.matches(in: script, range: NSRange(location: 0, length: ns.length)).filter {
            markupTags.contains(ns.substring(with: $0.range(at: 1)).lowercased())
        }.count
    }

    /// True when `script` fills the element with id (or class) `name`: it sets its `innerHTML`, appends or inserts
    /// into it, or replaces its children, reached directly or through a variable it was assigned to.
    static func fills(_ script: String, name: String, byID: Bool) -> Bool {
        let q = "['\"`]"
        let n = NSRegularExpression.escapedPattern(for: name)
        let byName =
            byID
            ? "(?:getElementById\\(\\s*\(q)\(n)\(q)\\s*\\)|(?:querySelector|\\$|jQuery)\\(\\s*\(q)#\(n)\(q)\\s*\\))"
            : "(?:querySelector|\\$|jQuery)\\(\\s*\(q)\\.\(n)\(q)\\s*\\)"
        let helpers =
            byID ? idLookupHelpers(script).map { "|(?<![\\w$.])" + NSRegularExpression.escapedPattern(for: $0) + "\\(\\s*\(q)\(n)\(q)\\s*\\)" }.joined() : ""
        let lookup = "(?:" + byName + helpers + ")"
        let fill = "\\s*\\.\\s*(?:innerHTML\\s*(?:\\+)?=(?!=)|(?:appendChild|append|prepend|insertAdjacentHTML|replaceChildren|html)\\s*\\()"
        let whole = NSRange(location: 0, length: (script as NSString).length)
        if let re = try? NSRegularExpression(pattern: lookup + fill), re.firstMatch(in: script, range: whole) != nil { return true }
        // `var panel = document.getElementById('x'); … panel.innerHTML = …`
        guard let assign = try? NSRegularExpression(pattern: "(?:var|let|const)\\s+([A-Za-z_$][\\w$]*)\\s*=\\s*(?:document\\s*\\.\\s*)?" + lookup)
        else { return false }
        for m in assign.matches(in: script, range: whole) {
            let variable = NSRegularExpression.escapedPattern(for: (script as NSString).substring(with: m.range(at: 1)))
            if let re = try? NSRegularExpression(pattern: "(?<![\\w$.])" + variable + fill), re.firstMatch(in: script, range: whole) != nil { return true }
        }
        return false
    }

    /// Names of the script's own shorthands for `document.getElementById` (`const $ = id => document.getElementById(id)`,
    /// `function el(id) { return document.getElementById(id) }`), so `$("page").innerHTML = …` fills `#page`.
    static func idLookupHelpers(_ script: String) -> [String] {
        guard script.contains("getElementById") else { return [] }
        let patterns = [
            "(?:const|let|var)\\s+([A-Za-z_$][\\w$]*)\\s*=\\s*\\(?\\s*([A-Za-z_$][\\w$]*)\\s*\\)?\\s*=>\\s*\\{?\\s*(?:return\\s+)?document\\s*\\.\\s*getElementById\\(\\s*\\2\\s*\\)",
            "function\\s+([A-Za-z_$][\\w$]*)\\s*\\(\\s*([A-Za-z_$][\\w$]*)\\s*\\)\\s*\\{\\s*return\\s+document\\s*\\.\\s*getElementById\\(\\s*\\2\\s*\\)"
        ]
        let whole = NSRange(location: 0, length: (script as NSString).length)
        var names: [String] = []
        for p in patterns {
            guard let re = try? NSRegularExpression(pattern: p) else { continue }
            for m in re.matches(in: script, range: whole) {
                let name = (script as NSString).substring(with: m.range(at: 1))
                if !names.contains(name) { names.append(name) }
            }
        }
        return names
    }

    /// Ids of the element a script framework mounts the app into.
    private static let mountIDs: Set<String> = ["app", "root", "main", "application", "__next", "svelte"]
    /// Tags the body may hold beside the mount point without drawing anything.
    private static let inertTags: Set<String> = ["script", "noscript", "link", "style", "template", "meta"]

    /// A body whose only visible element is an empty mount point: `<div id="app"></div>`, `#root`, `[data-app]`.
    static func isEmptyMountPage(_ doc: MarkupDocument) -> Bool {
        guard let body = doc.elementsInOrder().first(where: { doc.nodes[$0].name == "body" }) else { return false }
        let shown = doc.elementChildren(of: body).filter { !inertTags.contains(doc.nodes[$0].name) }
        guard shown.count == 1, let mount = shown.first else { return false }
        let m = doc.nodes[mount]
        let isMount = m.attribute("data-app") != nil || m.attribute("id").map { mountIDs.contains($0.lowercased()) } ?? false
        let outside = doc.nodes[body].children.contains { c in
            doc.nodes[c].kind == .text && !doc.nodes[c].text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        }
        return isMount && !outside && doc.elementsInOrder(from: mount).count <= 1
            && doc.textContent(of: mount).trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }

    /// An index page (by its file name) with no frames whose links lead to two or more local pages.
    /// Phrases by which a page calls itself documentation about the app rather than a screen of it.
    private static let documentationPhrases: [[String]] = [
        ["design", "system"], ["style", "guide"], ["styleguide"], ["guidelines"], ["documentation"], ["brand", "book"],
        ["pattern", "library"], ["component", "library"]
    ]

    /// A page about the app, not of it: its `<title>` or `<h1>` says "Design System", "Style Guide"…, it opens
    /// with a table of contents (a `<nav>` of four links or more to sections of the page itself), or it is shaped
    /// like a document in any language (`isDocumentByStructure`). Its links, headers and swatches are the page's,
    /// so none of it is app UI.
    static func isDocumentation(_ doc: MarkupDocument) -> Bool {
        var targets: [String] = []
        var ids: Set<String> = []
        for node in doc.elementsInOrder() {
            if let id = doc.nodes[node].attribute("id") { ids.insert(id) }
        }
        for node in doc.elementsInOrder() {
            let n = doc.nodes[node]
            if namesDocumentation(doc, node) { return true }
            if n.name == "a", let href = n.attribute("href"), href.hasPrefix("#"), href.count > 1 {
                var p = n.parent
                while let a = p, doc.nodes[a].name != "nav" { p = doc.nodes[a].parent }
                if p != nil { targets.append(String(href.dropFirst())) }
            }
        }
        // Links of a tab bar point at other screens; a table of contents at sections of this page.
        return targets.filter(ids.contains).count >= 4 || isDocumentByStructure(doc, ids: ids) || isChecklist(doc)
    }

    /// A checklist document in any language (a QA or release checklist, a review protocol): three or more `<h2>`
    /// chapters, no tab bar, and checkboxes in three chapters or more, two thirds of them or more heading an item that
    /// reads as a sentence (`isSentence`: the text of the checkbox's `<label>`, or of the element holding it), with the
    /// page's other controls (its filter buttons, a reset) in one chapter. A to-do list or a settings screen checks
    /// short labels; a checklist checks steps and the reasons for them.
    static func isChecklist(_ doc: MarkupDocument) -> Bool {
        var chapter = 0
        var checkboxes = 0
        var proseChapters: Set<Int> = []
        var prose = 0
        var otherControls: Set<Int> = []
        for node in doc.elementsInOrder() {
            let n = doc.nodes[node]
            if isTabBar(n) { return false }
            if n.name == "h2" { chapter += 1 }
            guard controlTags.contains(n.name) else { continue }
            guard n.name == "input", n.attribute("type")?.lowercased() == "checkbox" else {
                otherControls.insert(chapter)
                continue
            }
            checkboxes += 1
            let item = doc.ancestors(of: node).first { doc.nodes[$0].name == "label" } ?? n.parent
            if let item, isSentence(doc.textContent(of: item)) {
                prose += 1
                proseChapters.insert(chapter)
            }
        }
        return chapter >= 3 && proseChapters.count >= 3 && prose * 3 >= checkboxes * 2 && otherControls.count <= 1
    }

    /// The shape of a page's site chrome, when it has one: the outermost `<header>`, `<nav>` and `<footer>` blocks (no
    /// tab bar) as the tags and classes of their elements, when they link two local pages or more and the page has no
    /// form field. Pages of one website share it whatever their prose says (a Terms page whose text a script fills
    /// beside a Privacy page that writes it out); nil for a page with none.
    static func siteChromeShape(_ doc: MarkupDocument) -> String? {
        var blocks: [Int] = []
        var pages: Set<String> = []
        for node in doc.elementsInOrder() {
            let n = doc.nodes[node]
            if ["input", "select", "textarea"].contains(n.name) { return nil }
            guard ["header", "nav", "footer"].contains(n.name), !isTabBar(n), !doc.ancestors(of: node).contains(where: blocks.contains) else { continue }
            blocks.append(node)
            for d in doc.elementsInOrder(from: node) where doc.nodes[d].name == "a" {
                var href = (doc.nodes[d].attribute("href") ?? "").trimmingCharacters(in: .whitespaces).lowercased()
                if let q = href.firstIndex(where: { $0 == "?" || $0 == "#" }) { href = String(href[..<q]) }
                guard !href.isEmpty, !href.contains(":"), !href.hasPrefix("//") else { continue }
                pages.insert(href)
            }
        }
        guard pages.count >= 2 else { return nil }
        return blocks.map { block in
            doc.elementsInOrder(from: block).map { e in
                let classes = (doc.nodes[e].attribute("class") ?? "").split(separator: " ").sorted().joined(separator: ".")
                return doc.nodes[e].name + (classes.isEmpty ? "" : "." + classes)
            }.joined(separator: " ")
        }.joined(separator: " | ")
    }

    /// A page that shows the design's values as such: its `<title>` or `<h1>` calls it a design system, style guide…
    /// (`documentationPhrases`), or it prints three color codes or more (`#22C55E`, `rgb(…)`). Its own custom
    /// properties are the design's tokens, whatever else the design holds.
    static func showsDesignValues(_ doc: MarkupDocument) -> Bool {
        var colorCodes = 0
        for node in doc.elementsInOrder() {
            if namesDocumentation(doc, node) { return true }
            if printsColorCode(doc, node) { colorCodes += 1 }
        }
        return colorCodes >= 3
    }

    /// A design document in any language, by its shape: three or more `<h2>` chapters, and a table of contents
    /// (three or more links to sections of the page in a list or a block classed `toc`/`contents`) or two
    /// tables or more, and nothing an app screen has: no tab bar, and no form control or button outside one
    /// chapter (`controlsInOneChapter`: a document may demo a control, a screen has them throughout). A spec,
    /// flow document or landing page reads like this; a frameless screen mockup has its controls and no chapters.
    static func isDocumentByStructure(_ doc: MarkupDocument, ids: Set<String>) -> Bool {
        var chapters = 0, tables = 0
        var tocTargets: Set<String> = []
        guard controlsInOneChapter(doc) else { return false }
        for node in doc.elementsInOrder() {
            let n = doc.nodes[node]
            switch n.name {
            case "h2": chapters += 1
            case "table": tables += 1
            default: break
            }
            if isTabBar(n) { return false }
            guard n.name == "a", let href = n.attribute("href"), href.hasPrefix("#"), ids.contains(String(href.dropFirst())) else { continue }
            let inContents = doc.ancestors(of: node).contains { a in
                let an = doc.nodes[a]
                if ["ol", "ul", "nav"].contains(an.name) { return true }
                let cls = Set(NameWords.split(an.attribute("class") ?? ""))
                return cls.contains("toc") || cls.contains("contents")
            }
            if inContents { tocTargets.insert(String(href.dropFirst())) }
        }
        return chapters >= 3 && (tocTargets.count >= 3 || tables >= 2)
    }

    /// Elements whose text is running prose when it is a sentence: paragraphs, list items, definitions, quotes.
    private static let proseTags: Set<String> = ["p", "li", "dd", "blockquote"]

    /// A document of prose, in any language: three or more `<h2>` chapters, no tab bar, controls in one chapter at
    /// most (`controlsInOneChapter`), and running text: three or more paragraphs or list items that are sentences
    /// (`isSentence`), the paragraphs and list items of running text (sentences, or clauses of six words or more that
    /// a list writes without a stop: "Location — the app neither tracks nor stores where you are") holding a quarter
    /// of the page's text or more. A privacy policy or a developer guide reads like this; a screen's sections (a
    /// settings page's groups) hold labels and controls, not sentences. Decisive only beside pages that draw their
    /// screens in frames (`ReadState.markDocumentsAmongFrames`).
    static func isProseDocument(_ doc: MarkupDocument) -> Bool {
        guard controlsInOneChapter(doc) else { return false }
        var chapters = 0, sentences = 0, proseLength = 0
        // Depth first, knowing whether an ancestor is already a prose block: a list item's paragraph is its item's.
        var stack: [(node: Int, inProse: Bool)] = [(doc.root, false)]
        while let (node, inProse) = stack.popLast() {
            let n = doc.nodes[node]
            guard n.kind == .element else { continue }
            if isTabBar(n) { return false }
            if n.name == "h2" { chapters += 1 }
            let prose = proseTags.contains(n.name)
            if prose, !inProse {
                let text = doc.textContent(of: node)
                if isSentence(text) {
                    sentences += 1
                    proseLength += text.count
                } else if isClause(text) {
                    proseLength += text.count
                }
            }
            for c in n.children.reversed() { stack.append((c, inProse || prose)) }
        }
        guard chapters >= 3, sentences >= 3 else { return false }
        let body = doc.elementsInOrder().first { doc.nodes[$0].name == "body" } ?? doc.root
        return proseLength * 4 >= doc.textContent(of: body).count
    }

    /// A text of 40 characters or more and six words or more: a clause of running text, with or without a stop. A
    /// label, a value or a button title is shorter.
    static func isClause(_ text: String) -> Bool {
        let t = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return t.count >= 40 && t.split(whereSeparator: \.isWhitespace).count >= 6
    }

    /// Marks that end a sentence in scripts written without spaces between sentences (Chinese, Japanese).
    private static let fullWidthStops: Set<Character> = ["。", "！", "？"]

    /// A text of 40 characters or more that holds a sentence: it ends with `.`, `!`, `?` (or `…`, `:`), or has one of
    /// them before a space, or a full-width stop anywhere. A label, a value or a button title is shorter or has none.
    static func isSentence(_ text: String) -> Bool {
        let t = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard t.count >= 40 else { return false }
        if t.contains(where: fullWidthStops.contains) { return true }
        let stops: Set<Character> = [".", "!", "?", "…", ":", "؟", "।"]
        let closing: Set<Character> = ["\"", "”", "»", ")", "]", "’", "'"]
        if let last = t.reversed().first(where: { !closing.contains($0) }), stops.contains(last) { return true }
        var previous: Character = " "
        for ch in t {
            if ch == " ", [".", "!", "?"].contains(previous) { return true }
            previous = ch
        }
        return false
    }

    /// The page's own `<header>` and `<footer>` (in no `<section>`, `<article>` or `<main>`), which frame a site's
    /// page rather than a screen; a demo card's header is inside its chapter.
    static func siteLandmarks(_ doc: MarkupDocument) -> [Int] {
        doc.elementsInOrder().filter { node in
            ["header", "footer"].contains(doc.nodes[node].name)
                && !doc.ancestors(of: node).contains { ["section", "article", "main"].contains(doc.nodes[$0].name) }
        }
    }

    /// The chapter (0 before the first `<h2>`, then 1, 2, …) holding the page's form controls and buttons: a
    /// document's component demo. Nil when the page has none.
    static func demoChapter(_ doc: MarkupDocument) -> Int? {
        var chapter = 0
        for node in doc.elementsInOrder() {
            let name = doc.nodes[node].name
            if name == "h2" { chapter += 1 }
            if controlTags.contains(name) { return chapter }
        }
        return nil
    }

    /// Tags of the controls an app screen is made of.
    private static let controlTags: Set<String> = ["input", "select", "textarea", "button"]

    /// A tab bar: `role="tablist"`, or a class `tabbar`/`tab-bar`.
    static func isTabBar(_ n: MarkupDocument.Node) -> Bool {
        if n.attribute("role") == "tablist" { return true }
        let words = Set(NameWords.split(n.attribute("class") ?? ""))
        return words.contains("tabbar") || (words.contains("tab") && words.contains("bar"))
    }

    /// True when the page's form controls and buttons, if any, all sit in one chapter: after the same `<h2>`
    /// (or all before the first). A document demos a control in one place (a component chapter, a landing
    /// page's product demo); a screen with chapters has controls under several of them.
    static func controlsInOneChapter(_ doc: MarkupDocument) -> Bool {
        var chapter = 0
        var withControls: Set<Int> = []
        for node in doc.elementsInOrder() {
            let name = doc.nodes[node].name
            if name == "h2" { chapter += 1 }
            if controlTags.contains(name) { withControls.insert(chapter) }
        }
        return withControls.count <= 1
    }

    /// A page of a documentation site about the app, in any language, by its structure: no tab bar, three or
    /// more `<h2>` chapters, controls in one chapter at most (`controlsInOneChapter`), and either a site
    /// navigation (`siteNavigation`: a header or nav linking three or more other local pages, the design's
    /// sibling pages) or a palette that prints its values (three texts or more that are color codes: `#22C55E`,
    /// `rgb(…)`). A screen mockup links its siblings from a tab bar and never prints its color codes.
    /// Unlike `isDocumentation`, its component demos (the chapter holding its controls, `demoChapter`) stay what the
    /// design-side checks read; the rest of the page is the site's.
    static func isDocumentSite(_ doc: MarkupDocument, file: String) -> Bool {
        var chapters = 0, colorCodes = 0
        for node in doc.elementsInOrder() {
            let n = doc.nodes[node]
            if isTabBar(n) { return false }
            if n.name == "h2" { chapters += 1 }
            if printsColorCode(doc, node) { colorCodes += 1 }
        }
        guard chapters >= 3, controlsInOneChapter(doc) else { return false }
        return colorCodes >= 3 || !siteNavigation(doc, file: file).isEmpty
    }

    /// True when `node` is the page's `<title>` or `<h1>` and says "Design System", "Style Guide"… (`documentationPhrases`).
    static func namesDocumentation(_ doc: MarkupDocument, _ node: Int) -> Bool {
        let n = doc.nodes[node]
        guard n.name == "title" || n.name == "h1" else { return false }
        let joined = " " + NameWords.split(doc.textContent(of: node)).joined(separator: " ") + " "
        return documentationPhrases.contains { joined.contains(" " + $0.joined(separator: " ") + " ") }
    }

    /// True when an element's own text is a color code (`isColorCode`): a palette printing its values.
    static func printsColorCode(_ doc: MarkupDocument, _ node: Int) -> Bool {
        let n = doc.nodes[node]
        return n.kind == .element && n.children.contains { doc.nodes[$0].kind == .text && isColorCode(doc.nodes[$0].text) }
    }

    /// A text that is only a color code: `#22C55E`, `#fff`, `rgb(34, 197, 94)`, `hsl(…)`.
    static func isColorCode(_ text: String) -> Bool {
        // Every text of every page comes here: a code has a `#` or a `(`, which trimming and lower-casing keep.
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "(") }) else { return false }
        let t = text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        if t.hasPrefix("#") {
            let hex = t.dropFirst()
            return [3, 4, 6, 8].contains(hex.count) && hex.allSatisfy(\.isHexDigit)
        }
        return ["rgb(", "rgba(", "hsl(", "hsla(", "oklch("].contains(where: t.hasPrefix) && t.hasSuffix(")")
    }

    /// The blocks of a page's site navigation: each `<header>`, `<nav>` or `<footer>` that is no tab bar and links
    /// three or more distinct local pages other than the page itself (`design-system.html`, `flows.html`): the
    /// outermost such block, so a header holding the nav and the site logo counts as one. Empty when there is none.
    static func siteNavigation(_ doc: MarkupDocument, file: String) -> [Int] {
        let own = ((file as NSString).lastPathComponent).lowercased()
        var blocks: [Int] = []
        for node in doc.elementsInOrder() {
            let n = doc.nodes[node]
            guard ["header", "nav", "footer"].contains(n.name), !isTabBar(n) else { continue }
            if doc.ancestors(of: node).contains(where: blocks.contains) { continue }
            var pages: Set<String> = []
            for d in doc.elementsInOrder(from: node) where doc.nodes[d].name == "a" {
                guard var href = doc.nodes[d].attribute("href")?.trimmingCharacters(in: .whitespaces) else { continue }
                if let q = href.firstIndex(where: { $0 == "?" || $0 == "#" }) { href = String(href[..<q]) }
                let lower = href.lowercased()
                guard lower.hasSuffix(".html") || lower.hasSuffix(".htm"), !lower.contains(":"), !lower.hasPrefix("//") else { continue }
                if (lower as NSString).lastPathComponent == own { continue }
                pages.insert(lower)
            }
            if pages.count >= 3 { blocks.append(node) }
        }
        return blocks
    }

    /// Words of a `<title>` or `<h1>` that name marketing (`Promo`, `App Store`, `Press kit`), and words that name
    /// artwork: both together call a page marketing art about the app. "Promo Code" alone is an app screen.
    private static let marketingPhrases: [String] = [
        " promo ", " promos ", " promotional ", " marketing ", " app store ", " play store ", " store listing ", " press kit ", " appstore "
    ]
    private static let artWords: Set<String> = [
        "image", "images", "art", "artwork", "asset", "assets", "screenshot", "screenshots", "banner", "banners", "poster",
        "posters", "creative", "creatives", "graphic", "graphics", "preview", "previews", "kit"
    ]

    /// A page of marketing art about the app: its `<title>` or `<h1>` names marketing and artwork ("IAP Promo
    /// Image Options", "App Store Screenshots"), or it presents the app's icon (`presentsAppIcon`). Its device
    /// mock-ups and cards redraw the app at a poster's scale under headlines, so neither its screens nor its elements
    /// are the app's design.
    static func isPromoArt(_ doc: MarkupDocument) -> Bool {
        var namesIcon = false
        for node in doc.elementsInOrder() {
            let name = doc.nodes[node].name
            guard name == "title" || name == "h1" else { continue }
            let words = NameWords.split(doc.textContent(of: node))
            let joined = " " + words.joined(separator: " ") + " "
            if marketingPhrases.contains(where: joined.contains), words.contains(where: artWords.contains) { return true }
            if joined.contains(" app icon ") || joined.contains(" app icons ") || words.contains("appicon") { namesIcon = true }
        }
        return namesIcon && drawsHomeScreen(doc)
    }

    /// True when the page draws the device's home screen: three or more alike elements side by side (same classes)
    /// whose class names an app icon (`.app-icon-wrapper`, `.home-app-icon`). With a `<title>` or `<h1>` that names
    /// the app icon, the page presents the icon among other apps' (a design-options page), not a screen of the app.
    static func drawsHomeScreen(_ doc: MarkupDocument) -> Bool {
        for node in doc.elementsInOrder() {
            guard let c = doc.nodes[node].attribute("class"), !c.isEmpty else { continue }
            let words = Set(NameWords.split(c))
            guard words.contains("app"), words.contains("icon") || words.contains("icons"), let parent = doc.nodes[node].parent else { continue }
            let alike = doc.elementChildren(of: parent).filter { doc.nodes[$0].attribute("class") == c }
            if alike.count >= 3 { return true }
        }
        return false
    }

    /// A page of a website about the app rather than a screen of it, by two signs a screen never has:
    /// - it sends its reader to a store to get the app (a link reading "Download on the App Store", "Get it on
    ///   Google Play", or to `apps.apple.com`/`play.google.com`): the app never asks to be downloaded;
    /// - a site header or footer (`<header>`, `<footer>`, or a `<nav>` outside them) links to two pages of the
    ///   site, and the page is prose: three elements or more whose own text runs to 80 characters (paragraphs,
    ///   answers, list items), and no form control.
    /// An app mockup's tab bar links to other pages too, but holds short labels over a screen of controls.
    static func isWebsitePage(_ doc: MarkupDocument) -> Bool {
        var siteLinks: Set<String> = []
        var prose = 0
        var controls = 0
        for node in doc.elementsInOrder() {
            let n = doc.nodes[node]
            switch n.name {
            case "input", "select", "textarea": controls += 1
            case "a":
                let href = (n.attribute("href") ?? "").trimmingCharacters(in: .whitespaces).lowercased()
                if isStoreLink(doc, node, href: href) { return true }
                let ancestors = doc.ancestors(of: node).map { doc.nodes[$0].name }
                guard ancestors.contains(where: { $0 == "header" || $0 == "footer" || $0 == "nav" }) else { continue }
                var page = href
                if let q = page.firstIndex(where: { $0 == "?" || $0 == "#" }) { page = String(page[..<q]) }
                guard !page.isEmpty, !page.contains(":"), !page.hasPrefix("//") else { continue }
                siteLinks.insert(page)
            default:
                // A paragraph, answer or list item: an element whose own text runs to 80 characters.
                let own = n.children.reduce(0) { sum, c in
                    let k = doc.nodes[c].kind
                    return sum + (k == .text || k == .cdata ? doc.nodes[c].text.trimmingCharacters(in: .whitespacesAndNewlines).count : 0)
                }
                if own >= 80 { prose += 1 }
            }
        }
        return siteLinks.count >= 2 && prose >= 3 && controls == 0
    }

    /// A link that sends the reader to an app store: by its address, or by its words (its text or its image's
    /// `alt`) naming a store beside "download", "get" or "available".
    private static func isStoreLink(_ doc: MarkupDocument, _ node: Int, href: String) -> Bool {
        let hosts = ["apps.apple.com", "itunes.apple.com", "play.google.com", "testflight.apple.com"]
        if hosts.contains(where: { href.contains("//" + $0) }) { return true }
        var words = NameWords.split(doc.textContent(of: node))
        for d in doc.elementsInOrder(from: node) where doc.nodes[d].name == "img" {
            words += NameWords.split(doc.nodes[d].attribute("alt") ?? "")
        }
        let joined = " " + words.joined(separator: " ") + " "
        let store = [" app store ", " google play ", " play store "].contains(where: joined.contains)
        return store && [" download ", " get ", " available "].contains(where: joined.contains)
    }

    /// True when the page has a frame (a `data-screen`/`.screen` element or a device frame) holding elements.
    static func hasFrame(_ doc: MarkupDocument, classes: ElementClasses, boxes: DeviceBoxes = .none) -> Bool {
        doc.elementsInOrder().contains { node in
            node != doc.root && isFrame(doc.nodes[node], classes: classes.classList(node), boxed: boxes.contains(node))
                && doc.elementsInOrder(from: node).count > 1
        }
    }

    static func isGallery(_ doc: MarkupDocument, file: String) -> Bool {
        let stem = ((file as NSString).lastPathComponent as NSString).deletingPathExtension.lowercased()
        guard galleryStems.contains(stem) || NameWords.split(stem).contains("gallery") else { return false }
        var pages: Set<String> = []
        for node in doc.elementsInOrder() {
            let n = doc.nodes[node]
            let target = n.name == "a" ? n.attribute("href") : n.name == "iframe" ? n.attribute("src") : nil
            guard var href = target?.trimmingCharacters(in: .whitespaces) else { continue }
            if let q = href.firstIndex(where: { $0 == "?" || $0 == "#" }) { href = String(href[..<q]) }
            let lower = href.lowercased()
            guard lower.hasSuffix(".html") || lower.hasSuffix(".htm"), !lower.contains("://") else { continue }
            pages.insert(lower)
        }
        return pages.count >= 2
    }
}
