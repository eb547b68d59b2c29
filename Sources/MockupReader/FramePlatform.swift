import GapCheckModel
import LibXML

/// The kind of device each frame of a mockup page is drawn for (`DesignSurface`), and so what each element is drawn on.
///
/// A frame says its device by its class words (`.iphone-frame`, `.handset` a phone; `.notch-frame`, `.menubar-frame`,
/// `.macos-shell` the desktop; `.browser-frame` a browser; `.watch`, `.watch-frame`, `.apple-watch` a watch) or by its
/// box (`DeviceBoxes`: a phone's or a tablet's).
/// The reader only records it; the pipeline, once it knows the platforms the app runs on, leaves out what another
/// platform's frames hold (`ForeignSurfaces`).
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
    /// Class words of a watch, and the words that, beside one, make its class a frame (`.watch-frame`, `.watch-screen`):
    /// a watch word alone is a frame too (`.watch`, `.applewatch`), with another word it is a part or a feature of
    /// some app (`.watch-list`, `.watch-later`, `.watch-history`).
    static let watchWords: Set<String> = ["watch", "applewatch", "watchos", "smartwatch"]
    static let watchFrameWords: Set<String> = ["frame", "mockup", "shell", "bezel", "device", "screen", "case", "apple"]
    /// Class words of what surrounds or labels a frame (`.mac-frame-label`, `.browser-frame-row`), not a frame.
    static let partWords: Set<String> = ["group", "label", "caption", "title", "name", "wrapper", "wrap", "list", "grid", "row", "frames"]

    /// The surface of a desktop or browser window a class names as a frame (`.notch-frame`, `.menubar-frame`,
    /// `.browser-frame`, `.desktop-mockup`); nil for any other class.
    static func surfaceFrame(_ classes: [String]) -> DesignSurface? {
        for c in classes {
            guard NameWords.mayHold(["frame", "mockup", "shell", "bezel"], in: c) else { continue }
            let words = Set(NameWords.split(c))
            guard !words.isDisjoint(with: surfaceFrameWords), words.isDisjoint(with: partWords) else { continue }
            if !words.isDisjoint(with: webWords) { return .browser }
            if !words.isDisjoint(with: desktopWords) { return .desktop }
        }
        return nil
    }

    /// True when a class names a watch drawn as a frame: `.watch`, `.watch-frame`, `.apple-watch`, `.watchos-screen`;
    /// not `.watch-frame-label`, `.watchlist` or `.watch-history`.
    static func watchFrame(_ classes: [String]) -> Bool {
        classes.contains { c in
            guard NameWords.mayHold(["watch"], in: c) else { return false }
            let words = NameWords.split(c)
            guard words.contains(where: watchWords.contains), Set(words).isDisjoint(with: partWords) else { return false }
            return words.allSatisfy { watchWords.contains($0) || watchFrameWords.contains($0) }
        }
    }

    /// The surface of a frame with these classes (`boxed`: drawn as a phone or a tablet); nil when neither its
    /// classes nor its box say (`.screen`, `[data-screen]`, `.artboard`, `.device-frame`).
    static func of(classes: [String], boxed: Bool) -> DesignSurface? {
        if let surface = surfaceFrame(classes) { return surface }
        if watchFrame(classes) { return .watch }
        if classes.contains(where: {
            NameWords.mayHold(["phone", "handset", "mobile", "android", "ipad", "tablet"], in: $0) && !Set(NameWords.split($0)).isDisjoint(with: mobileWords)
        }) {
            return .phone
        }
        return boxed ? .phone : nil
    }

    /// The outermost frames of `doc` (`AppFrames.isFrame`, holding elements) whose device is known, in document
    /// order, and by node the surface of the frame it is drawn in (nil outside them; nil for the whole page when it
    /// has none). A frame inside another (a browser sheet in a phone's screen) is part of the outer one's surface.
    static func surfaces(
        _ doc: MarkupDocument, classes: ElementClasses, boxes: DeviceBoxes
    ) -> (frames: [(node: Int, surface: DesignSurface)], ofNode: [DesignSurface?]?) {
        var frames: [(node: Int, surface: DesignSurface)] = []
        var ofNode: [DesignSurface?]?
        for node in doc.elementsInOrder() where node != doc.root {
            if ofNode?[node] != nil { continue }
            let cls = classes.classList(node)
            let boxed = boxes.contains(node)
            guard let surface = boxes.isWindow(node) ? .desktop : of(classes: cls, boxed: boxed), AppFrames.isFrame(doc.nodes[node], classes: cls, boxed: boxed)
            else { continue }
            let inside = doc.elementsInOrder(from: node)
            guard inside.count > 1 else { continue }
            if ofNode == nil { ofNode = Array(repeating: nil, count: doc.nodes.count) }
            for n in inside { ofNode?[n] = surface }
            frames.append((node, surface))
        }
        return (frames, ofNode)
    }
}

/// Where a rule or a design value is used: in frames drawn for which kinds of device, or `elsewhere` (outside such
/// frames, or on a page without them). A value used only in another platform's frames is that platform's design.
struct SurfaceUse: OptionSet, Sendable, Hashable {
    let rawValue: UInt8
    static let phone = SurfaceUse(rawValue: 1)
    static let desktop = SurfaceUse(rawValue: 2)
    static let browser = SurfaceUse(rawValue: 4)
    static let elsewhere = SurfaceUse(rawValue: 8)
    static let watch = SurfaceUse(rawValue: 16)

    init(rawValue: UInt8) { self.rawValue = rawValue }

    /// A use in a frame drawn for `surface`, or `elsewhere` when nil.
    init(_ surface: DesignSurface?) {
        switch surface {
        case .phone: self = .phone
        case .desktop: self = .desktop
        case .browser: self = .browser
        case .watch: self = .watch
        case nil: self = .elsewhere
        }
    }

    /// `uses`, or `elsewhere` when nothing is known: a value no element shows belongs to no one surface.
    static func used(_ uses: SurfaceUse?) -> SurfaceUse {
        guard let uses, !uses.isEmpty else { return .elsewhere }
        return uses
    }

    /// The surfaces a value is used on when it is used only in frames of known devices; nil otherwise.
    var only: Set<DesignSurface>? {
        guard !isEmpty, !contains(.elsewhere) else { return nil }
        return Set(DesignSurface.allCases.filter { contains(SurfaceUse($0)) })
    }
}
