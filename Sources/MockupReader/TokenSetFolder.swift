import DesignTokenJSON
import Foundation
import GapCheckModel

/// A Tokens Studio folder export: one JSON file per token set beside `$themes.json` and/or
/// `$metadata.json`, which name each set by its path from the folder without `.json`
/// (`theme-light`, `core/colors`).
///
/// Its sets are read together, not file by file: an alias names a token without its set and resolves in
/// whichever set a theme turns on, and the themes say which sets are light, which dark, and which
/// another platform's (`DesignTokenFile.parseSetFolder`).
struct TokenSetFolder: Sendable, Hashable {
    /// The folder's path, as files under it are opened.
    var path: String
    /// The folder's path as reports show it.
    var display: String

    /// The files that make a folder a Tokens Studio export.
    static let markerFiles = ["$themes.json", "$metadata.json"]
    /// Folders above a token file looked at: a set's name may hold folders (`core/colors`).
    static let levels = 2

    /// The export `file` is a set of, and the set's name; nil when no folder at or above it, inside the
    /// design root, has `$themes.json` or `$metadata.json`. The marker files are no sets.
    static func of(_ file: InputFile) -> (folder: TokenSetFolder, set: String)? {
        let name = (file.path as NSString).lastPathComponent
        guard !markerFiles.contains(name) else { return nil }
        let depth = min(levels, max(0, file.relativePath.split(separator: "/").count - 1))
        var dir = (file.path as NSString).deletingLastPathComponent
        var display = (file.displayPath as NSString).deletingLastPathComponent
        var set = [(name as NSString).deletingPathExtension]
        for level in 0...depth {
            if markerFiles.contains(where: { SourceTree.kind(atPath: join(dir, $0)) == S_IFREG }) {
                return (TokenSetFolder(path: dir, display: display), set.joined(separator: "/"))
            }
            guard level < depth else { break }
            set.insert((dir as NSString).lastPathComponent, at: 0)
            dir = (dir as NSString).deletingLastPathComponent
            display = (display as NSString).deletingLastPathComponent
        }
        return nil
    }

    /// The tokens of the folder's sets among `files`, resolved together.
    func tokens(_ files: [TokenSetFile], diagnostics: inout [Diagnostic]) -> [DesignToken] {
        let themes = SourceTree.readBytes(atPath: Self.join(path, "$themes.json"))
        let metadata = SourceTree.readBytes(atPath: Self.join(path, "$metadata.json"))
        let origin = SourceLocation(file: Self.join(display, themes != nil ? "$themes.json" : "$metadata.json"), line: 1, column: 1)
        return DesignTokenFile.parseSetFolder(files, themes: themes, metadata: metadata, origin: origin, diagnostics: &diagnostics)
    }

    private static func join(_ dir: String, _ name: String) -> String {
        dir.isEmpty ? name : (dir as NSString).appendingPathComponent(name)
    }
}
