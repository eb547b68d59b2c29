/// The kind of device an app runs on, as its code shows it (`Inventory.platforms`).
public enum AppPlatform: String, Sendable, Hashable, Codable, CaseIterable {
    /// A phone or a tablet (UIKit).
    case mobile
    /// A desktop computer, the Mac (AppKit).
    case desktop
    /// A watch (watchOS: WatchKit, a watch app's Info.plist, watch-face complications).
    case watch

    /// The kind of device frame a design draws for this platform.
    public var surface: DesignSurface {
        switch self {
        case .mobile: .phone
        case .desktop: .desktop
        case .watch: .watch
        }
    }
}

/// The kind of device a frame of a mockup page is drawn for, on what the design reader takes from inside it.
///
/// One page may design several surfaces of a product side by side: the iPhone app in phone frames, the Mac app's
/// notch panel and menu-bar popover in desktop frames, a browser extension in a browser window. The Swift code
/// builds some of them; what a frame of a platform it does not run on holds is another app's UI.
public enum DesignSurface: String, Sendable, Hashable, Codable, CaseIterable {
    /// A phone or a tablet.
    case phone
    /// A desktop: a Mac window, a menu-bar popover, a notch panel.
    case desktop
    /// A browser window: a web page or an extension, never a Swift app's own UI.
    case browser
    /// A watch: a watch app's screen or a watch-face complication.
    case watch

    /// True when this surface is not the UI of an app that runs on `platforms`: a browser's always; a phone's, the
    /// desktop's or a watch's when the code shows it runs on other platforms only. When the app's platform is not
    /// known (SwiftUI alone runs on all of them), every phone, desktop and watch surface may be its.
    public func isForeign(to platforms: Set<AppPlatform>) -> Bool {
        self == .browser || !platforms.isEmpty && !platforms.contains { $0.surface == self }
    }

    /// How a warning names the surface's frames.
    public var noun: String {
        switch self {
        case .phone: "a phone or tablet"
        case .desktop: "the desktop"
        case .browser: "a browser"
        case .watch: "a watch"
        }
    }
}

/// A frame of a design page drawn for a known kind of device (`DesignSurface`): where it is, and for what.
///
/// A page with no frame laid out for a desktop screen is one such frame, the whole page (`wholePage`).
public struct SurfaceFrame: Sendable, Hashable, Codable {
    public var surface: DesignSurface
    public var location: SourceLocation
    /// True when the frame is a whole page with no device frame, laid out for the surface; nil for a drawn frame.
    public var wholePage: Bool?
    public init(surface: DesignSurface, location: SourceLocation, wholePage: Bool = false) {
        self.surface = surface
        self.location = location
        self.wholePage = wholePage ? true : nil
    }
}
