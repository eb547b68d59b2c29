import DesignTokenJSON
import Foundation
import GapCheckModel
import LibXML

/// Options for reading a design folder.
public struct MockupReaderOptions: Sendable, Hashable {
    /// Root font size in px for `rem` (and `em` at the root).
    public var rootFontSize: Double = 16
    /// Glob patterns of files to read (relative to each root); empty means all.
    public var include: [String] = []
    /// Glob patterns of files to skip.
    public var exclude: [String] = []
    public init(rootFontSize: Double = 16, include: [String] = [], exclude: [String] = []) {
        self.rootFontSize = rootFontSize; self.include = include; self.exclude = exclude
    }
}

/// Reads design folders (HTML, CSS, design-token JSON) into a `DesignSpec`.
public enum MockupReader {
    /// Reads every `.html`/`.htm`, `.css` and token `.json` file under `roots`, telling `progress` how many
    /// files there are and when each is read. Throws only when a root itself is missing or unreadable;
    /// bad files become diagnostics.
    public static func read(roots: [String], options: MockupReaderOptions = .init(), progress: ReadProgress = .none) throws(InputError) -> DesignSpec {
        var diagnostics: [Diagnostic] = []
        var inputs: [(file: InputFile, root: DesignRoot)] = []
        for root in roots {
            let files = try SourceTree.files(
                under: root, include: options.include, exclude: options.exclude,
                accept: DesignFileReaders.accepts, diagnostics: &diagnostics, designRoot: true)
            let designRoot = DesignRoot(path: root)
            // A file the user names is read whatever its name; in a folder, tools' settings are no design.
            let tools =
                files.count == 1 && files[0].displayPath == root
                ? [] : files.filter { DesignFileReaders.isToolConfiguration(($0.relativePath as NSString).lastPathComponent) }
            if !tools.isEmpty {
                diagnostics.append(
                    Diagnostic(
                        .warning,
                        "\(tools.count) tool configuration file\(tools.count == 1 ? "" : "s") skipped as no design, not read: \(SourceTree.listed(tools.map(\.relativePath)))",
                        at: SourceLocation(file: root)))
            }
            let skipped = Set(tools.map(\.path))
            for f in files where !skipped.contains(f.path) { inputs.append((f, designRoot)) }
        }
        var state = ReadState(options: options)
        state.diagnostics = diagnostics
        progress.found(inputs.count)
        state.load(inputs, progress: progress)
        var spec = state.finish()
        ValueGate.check(&spec)
        applyNotes(readNotes(roots: roots, options: options), to: &spec)
        return spec
    }

    /// The Markdown notes under the folder roots (`README.md`, an inventory): display path and text. Read only for
    /// what they say of the pages (`DesignNotes`); they are no design file of their own.
    static func readNotes(roots: [String], options: MockupReaderOptions) -> [(file: String, text: String)] {
        var ignored: [Diagnostic] = []
        var out: [(file: String, text: String)] = []
        for root in roots {
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isDir), isDir.boolValue else { continue }
            // A design folder without notes of its own throws `nothingReadable`: the repository's may still speak of it.
            let files =
                (try? SourceTree.files(
                    under: root, include: options.include, exclude: options.exclude,
                    accept: { ["md", "markdown"].contains(($0 as NSString).pathExtension.lowercased()) }, diagnostics: &ignored,
                    designRoot: true)) ?? []
            for f in files.prefix(64) where f.size <= 1 << 20 {
                if let text = SourceTree.readText(f, diagnostics: &ignored) { out.append((f.displayPath, text)) }
            }
            out += RepositoryNotes.above(root)
        }
        return out
    }

    /// Marks the pages the notes choose (for alternatives) and retire (left out of the comparison).
    static func applyNotes(_ notes: [(file: String, text: String)], to spec: inout DesignSpec) {
        guard !notes.isEmpty else { return }
        if spec.platformColorNote == nil { spec.platformColorNote = PlatformColorNotes.first(css: [], markdown: notes) }
        let located =
            spec.screens.map(\.location.file) + spec.elements.map(\.location.file) + spec.colorPairs.map(\.location.file)
            + spec.expectations.map(\.location.file)
        let pages = Set(located).filter { ["html", "htm"].contains(($0 as NSString).pathExtension.lowercased()) }.sorted()
        let marks = DesignNotes.marks(notes, pages: pages)
        if !marks.chosen.isEmpty { spec.chosenPages = Set((spec.chosenPages ?? []) + marks.chosen.keys).sorted() }
        var retired = marks.retired
        setAsideVersionFolders(notes, pages: pages, retired: &retired, spec: &spec)
        if !retired.isEmpty { spec.retiredPages = retired.keys.sorted().map { PageNote(page: $0, note: retired[$0]!) } }
        // The note that chooses a page is the one that judges the others: the reason an unnamed page is not authoritative.
        if let judging = marks.chosen.values.min(), !marks.unjudged.isEmpty {
            spec.unjudgedPages = marks.unjudged.map { PageNote(page: $0, note: judging) }
        }
    }
}

extension MockupReader {
    /// Retires the pages of the version folders the notes set aside (`VersionFolderNotes`) and says so, unless that
    /// would leave no screen to compare: notes that set every version aside are out of date, not the design.
    static func setAsideVersionFolders(
        _ notes: [(file: String, text: String)], pages: [String], retired: inout [String: SourceLocation], spec: inout DesignSpec
    ) {
        let aside = VersionFolderNotes.setAside(notes, pages: pages)
        guard !aside.pages.isEmpty,
            spec.screens.contains(where: { aside.pages[$0.location.file] == nil && retired[$0.location.file] == nil })
        else { return }
        for (page, at) in aside.pages where retired[page] == nil { retired[page] = at }
        let folders = aside.folders.keys.sorted()
        let list = folders.map { "\($0) (\((aside.folders[$0]!.file as NSString).lastPathComponent):\(aside.folders[$0]!.line))" }
        spec.diagnostics.append(
            Diagnostic(
                .warning,
                "the design's notes set aside \(folders.count == 1 ? "1 version folder" : "\(folders.count) version folders") (archived, or another version marked current): \(list.joined(separator: ", ")) — \(aside.pages.count == 1 ? "1 page" : "\(aside.pages.count) pages") in \(folders.count == 1 ? "it" : "them") not compared",
                at: aside.folders[folders[0]]!))
    }
}

/// An input root: where linked files may be read from.
struct DesignRoot: Sendable {
    /// The root as given (a folder, or a single file).
    var path: String
    /// Resolved real path of the folder (the file's folder for a single-file root).
    var realFolder: String
    /// Display prefix for files under the folder.
    var displayFolder: String

    init(path: String) {
        self.path = path
        var isDir: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDir)
        let folder = isDir.boolValue ? path : (path as NSString).deletingLastPathComponent
        let folderOrDot = folder.isEmpty ? "." : folder
        realFolder = DesignRoot.realPath(folderOrDot) ?? folderOrDot
        displayFolder = isDir.boolValue ? (path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path) : folder
    }

    /// The display path of a real path inside the root.
    func display(of real: String) -> String {
        guard real.hasPrefix(realFolder + "/") else { return real }
        let rel = String(real.dropFirst(realFolder.count + 1))
        if displayFolder.isEmpty || displayFolder == "." { return rel }
        return displayFolder + "/" + rel
    }

    /// True when `real` lies inside the root folder.
    func contains(_ real: String) -> Bool { real.hasPrefix(realFolder + "/") }

    static func realPath(_ path: String) -> String? {
        guard let r = realpath(path, nil) else { return nil }
        defer { free(r) }
        return String(cString: r)
    }
}
