import GapCheckModel

/// The folders of the app read that are a watch app's (watchOS), so the app's platforms and each view's are known.
///
/// A watch app says it in a few files only: its Info.plist (`WKApplication`, `WKWatchKitApp`), a WatchKit or ClockKit
/// import or type, the Digital Crown, a watch-face complication's `.accessoryCorner`, an `@main` App named for the watch.
/// The rest of its files are plain SwiftUI; an `@main` App in a folder named for the watch (Xcode's `Runner Watch App/`)
/// is one too. So each such file stands for its target's folder: the nearest folder at or above it, inside the input
/// root, whose name says watch (`RunnerWatch/`, `targets/watch-widget/`, `Watch App/`), or else the file's own folder;
/// never a folder that also holds code of another platform (UIKit or AppKit types) or another app's `@main` App (an
/// iPhone app beside its watch app under one root).
struct WatchTargets: Sendable {
    /// Display-path prefixes of the watch folders, each ending in "/".
    let folders: [String]

    /// One read file: its path as shown, its path under the input root, and what it shows of its platform.
    struct File {
        var displayPath: String
        var relativePath: String
        /// Watch-only uses (`FileFacts.watchUses`), or 1 for a watch app's Info.plist.
        var watchUses: Int
        /// Uses of UIKit or AppKit types: another platform's code.
        var otherPlatformUses: Int
        /// True when the file declares an `@main` App.
        var declaresApp = false
    }

    init(_ files: [File]) {
        let evidence = files.map(Self.isWatchEvidence)
        // Another platform's code: UIKit or AppKit types, or an app that is not a watch app's.
        let others = zip(files, evidence).filter { f, watch in f.otherPlatformUses > 0 || f.declaresApp && !watch }.map(\.0.displayPath)
        var folders: [String] = []
        for (f, watch) in zip(files, evidence) where watch {
            guard let folder = Self.folder(of: f, others: others), !folders.contains(folder) else { continue }
            folders.append(folder)
        }
        // A folder inside another watch folder adds nothing.
        self.folders = folders.filter { f in !folders.contains { $0 != f && f.hasPrefix($0) } }.sorted()
    }

    /// True when the file at `displayPath` is a watch app's.
    func contains(_ displayPath: String) -> Bool { folders.contains { displayPath.hasPrefix($0) } }

    /// True when `file` says it is a watch app's: a watch-only use, or an `@main` App in a folder named for the watch.
    static func isWatchEvidence(_ file: File) -> Bool {
        file.watchUses > 0 || file.declaresApp && namedFolder(above: file) != nil
    }

    /// The nearest folder holding `file` whose name says watch, as its display-path prefix.
    static func namedFolder(above file: File) -> String? {
        folders(above: file).first { NameWords.split($0.name).contains(where: SwiftFileVisitor.watchNameWords.contains) }?.prefix
    }

    /// The watch folder `file` stands for (display-path prefix ending in "/"); nil when even its own folder holds
    /// another platform's code (`others`: display paths).
    static func folder(of file: File, others: [String]) -> String? {
        for candidate in [namedFolder(above: file), folders(above: file).first?.prefix].compactMap({ $0 }) {
            if !others.contains(where: { $0.hasPrefix(candidate) }) { return candidate }
        }
        return nil
    }

    /// The folders holding `file`, nearest first, up to the input root (the root itself by the name the user gave it):
    /// each as its display-path prefix and its name.
    static func folders(above file: File) -> [(prefix: String, name: String)] {
        let relative = file.relativePath.split(separator: "/").map(String.init)
        guard file.displayPath.hasSuffix(file.relativePath) else { return [] }
        let root = String(file.displayPath.dropLast(file.relativePath.count))
        var out: [(prefix: String, name: String)] = []
        var prefix = root
        for part in relative.dropLast() {
            prefix += part + "/"
            out.append((prefix, part))
        }
        // The root as given (`targets/watch/`, `./`): its last component names it.
        let rootName = root.split(separator: "/").last.map(String.init) ?? ""
        out.append((root, rootName == "." ? "" : rootName))
        return out.sorted { $0.prefix.count > $1.prefix.count }
    }
}

/// The `AccentColor` each target of the app ships: `Color.accentColor` in a watch app's file is its own catalog's
/// `AccentColor`, never the iPhone app's (and the other way round); a target without one shows the system tint,
/// a value the code does not state.
struct TargetAccents: Sendable {
    let watch: WatchTargets
    /// The watch folders' AccentColor and the other targets' (nil: that side ships none).
    let watchAccent: AssetColor?
    let otherAccent: AssetColor?

    init(assets: [AssetColor], watch: WatchTargets) {
        self.watch = watch
        let accents = assets.filter { $0.name == "AccentColor" }.sorted { $0.location < $1.location }
        watchAccent = accents.first { watch.contains($0.location.file) }
        otherAccent = accents.first { !watch.contains($0.location.file) }
    }

    /// No targets told apart: every file resolves the one catalog's AccentColor.
    static let none = TargetAccents(assets: [], watch: WatchTargets([]))

    /// `expression` as the target of `file` resolves it: its `AccentColor` read from that target's own colorset, or
    /// nil when the target has none (the system tint). `expression` itself when the app has no watch app.
    func resolving(_ expression: ColorExpr, in file: String) -> ColorExpr? {
        guard !watch.folders.isEmpty, expression.usesAsset("AccentColor") else { return expression }
        guard let own = watch.contains(file) ? watchAccent : otherAccent, let light = own.light else { return nil }
        let replacement: ColorExpr = own.dark.map { .dynamic(light: .value(light, notes: []), dark: .value($0, notes: [])) } ?? .value(light, notes: [])
        return expression.replacingAsset("AccentColor", with: replacement)
    }
}
