import Foundation

/// Where the design's pages sit, to name a page whose file stem names no screen.
///
/// Exporters and hand-made sites write one folder per screen with a fixed file name in each
/// (`onboarding_welcome/code.html`, `settings/index.html`, `login/page.html`): the folder names the screen, the
/// file only says "the page". A page with such a stem that is the only page in its folder and below it takes the
/// folder's name. A page beside others (a folder's `index.html` gallery of its siblings, a folder's gallery over
/// subfolders of pages) and a page at the design's root keep their stem.
struct PageFolders {
    /// File stems that say "the page" rather than which screen it is.
    static let placeholderStems: Set<String> = ["code", "index", "page", "screen", "main", "default"]

    /// Extensions of the pages counted (others, such as a screenshot beside the page, are not pages).
    static let pageExtensions: Set<String> = ["html", "htm"]

    /// How many pages each folder holds, directly or below it, by relative path ("" for the root).
    private var pagesUnder: [String: Int] = [:]

    /// The folders of `relativePaths` (paths of the design's input files, relative to their roots).
    init(_ relativePaths: [String]) {
        for path in relativePaths where Self.pageExtensions.contains((path as NSString).pathExtension.lowercased()) {
            var folder = (path as NSString).deletingLastPathComponent
            while !folder.isEmpty {
                pagesUnder[folder, default: 0] += 1
                folder = (folder as NSString).deletingLastPathComponent
            }
        }
    }

    /// The folder name that names the page at `relativePath`, or nil when its stem names a screen or the page shares
    /// its folder with other pages.
    func screenFolder(of relativePath: String) -> String? {
        let stem = ((relativePath as NSString).lastPathComponent as NSString).deletingPathExtension.lowercased()
        guard Self.placeholderStems.contains(stem) else { return nil }
        let folder = (relativePath as NSString).deletingLastPathComponent
        guard !folder.isEmpty, pagesUnder[folder] == 1 else { return nil }
        let name = (folder as NSString).lastPathComponent
        return name.contains(where: { $0.isLetter }) ? name : nil
    }
}
