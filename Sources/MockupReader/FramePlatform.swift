import GapCheckModel
import LibXML

/// The platform a frame of a mockup page is drawn for, and the frames drawn for a platform the app does not run on.
///
/// One page may design several surfaces of a product side by side: the iPhone app in phone frames, the Mac app's
/// notch panel and menu-bar popover in desktop frames, a browser extension in a browser window. A frame says its
/// platform by its class words (`.iphone-frame`, `.phone` a phone; `.notch-frame`, `.menubar-frame`, `.mac-frame`
/// the desktop; `.browser-frame` a browser) or by its box (`DeviceBoxes`: a phone's or a tablet's). A frame drawn for
/// a platform the Swift code does not run on (`Inventory.platforms`) is another app's surface; a browser's is never a
/// Swift app's.
enum FramePlatform {
    /// Class words of a phone or tablet frame.
    static let mobileWords: Set<String> = ["phone", "iphone", "handset", "smartphone", "mobile", "android", "ipad", "tablet"]
    /// Class words of a desktop surface: the Mac, its windows, menu-bar popovers and notch panels.
    static let desktopWords: Set<String> = ["mac", "macos", "osx", "desktop", "macbook", "imac", "laptop", "notch", "menubar", "window", "popover"]
    /// Class words of a browser window.
    static let webWords: Set<String> = ["browser", "web", "webpage", "website"]
    /// The words that make a desktop or browser class a frame: stricter than a phone's, since `.popover-container`
    /// or `.window-body` are parts of the app's UI.
    static let surfaceFrameWords: Set<String> = ["frame", "mockup", "shell", "bezel"]
    /// Class words of what surrounds or labels a frame (`.mac-frame-label`, `.browser-frame-row`), not a frame.
    static let partWords: Set<String> = ["group", "label", "caption", "title", "name", "wrapper", "wrap", "list", "grid", "row", "frames"]

    /// The platform of a desktop or browser surface a class names as a frame (`.notch-frame`, `.menubar-frame`,
    /// `.browser-frame`, `.desktop-mockup`); nil for any other class.
    static func surfaceFrame(_ classes: [String]) -> AppPlatform? {
        for c in classes {
            let words = Set(NameWords.split(c))
            guard !words.isDisjoint(with: surfaceFrameWords), words.isDisjoint(with: partWords) else { continue }
            if !words.isDisjoint(with: webWords) { return .web }
            if !words.isDisjoint(with: desktopWords) { return .desktop }
        }
        return nil
    }

    /// The platform of a frame with these classes (`boxed`: drawn as a phone or a tablet); nil when neither its
    /// classes nor its box say (`.screen`, `[data-screen]`, `.artboard`, `.device-frame`).
    static func of(classes: [String], boxed: Bool) -> AppPlatform? {
        if let surface = surfaceFrame(classes) { return surface }
        if classes.contains(where: { !Set(NameWords.split($0)).isDisjoint(with: mobileWords) }) { return .mobile }
        return boxed ? .mobile : nil
    }

    /// True when a frame drawn for `platform` is not the UI of an app that runs on `app`: a browser's always, a
    /// phone's or the desktop's when the code shows it runs on other platforms only. Nothing is foreign when the
    /// frame's platform is not known, nor, but for a browser, when the app's is not.
    static func isForeign(_ platform: AppPlatform?, app: Set<AppPlatform>) -> Bool {
        guard let platform else { return false }
        if platform == .web { return true }
        return !app.isEmpty && !app.contains(platform)
    }

    /// The outermost frames of `doc` (`AppFrames.isFrame`, holding elements) drawn for a platform foreign to `app`,
    /// with that platform.
    static func foreignFrames(
        _ doc: MarkupDocument, classes: ElementClasses, boxes: DeviceBoxes, app: Set<AppPlatform>
    ) -> [(node: Int, platform: AppPlatform)] {
        var out: [(node: Int, platform: AppPlatform)] = []
        var found: Set<Int> = []
        for node in doc.elementsInOrder() where node != doc.root {
            let cls = classes.classList(node)
            let boxed = boxes.contains(node)
            guard let platform = of(classes: cls, boxed: boxed), isForeign(platform, app: app),
                AppFrames.isFrame(doc.nodes[node], classes: cls, boxed: boxed), doc.elementsInOrder(from: node).count > 1,
                !doc.ancestors(of: node).contains(where: found.contains)
            else { continue }
            found.insert(node)
            out.append((node, platform))
        }
        return out
    }

    /// How a diagnostic names a platform's surfaces.
    static func noun(_ platform: AppPlatform) -> String {
        switch platform {
        case .mobile: "a phone or tablet"
        case .desktop: "the desktop"
        case .web: "a browser"
        }
    }
}
