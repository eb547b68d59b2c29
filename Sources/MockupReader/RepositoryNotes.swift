import Foundation
import GapCheckModel

/// The Markdown notes of the repository a design folder lives in, in the folders between the two: teams write which
/// design page is live in the repository's own notes (`AGENTS.md`, `CLAUDE.md`, `README.md` at its root: "the palette
/// in `design/mockups/v1.html` is the locked source of truth"), not in the design folder.
///
/// Only the folders from the design folder's parent up to the repository's root are read — the nearest folder that
/// holds `.git` (a folder, or the file of a worktree) — and in each only its own Markdown files, none of its
/// subfolders. A design folder in no repository reads nothing above itself: a folder of downloads or a home folder is
/// not the project the user pointed at. What the notes say is used only for the marks they give the design's pages
/// (`DesignNotes`); they are never compared.
enum RepositoryNotes {
    /// Most folders climbed to find the repository's root.
    static let maxDepth = 8
    /// Most Markdown files read per folder, by name; larger files are skipped.
    static let maxFilesPerFolder = 256
    static let maxBytes = 1 << 20

    /// The notes in the folders above the design root `root` up to its repository's root: display path and text.
    static func above(_ root: String) -> [(file: String, text: String)] {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDir), isDir.boolValue,
            let real = DesignRoot.realPath(root)
        else { return [] }
        let folders = Self.folders(above: real)
        guard !folders.isEmpty else { return [] }
        // Shown as the user wrote the design folder's path, one `..` per folder up, when that path is relative.
        var out: [(file: String, text: String)] = []
        for (up, folder) in folders.enumerated() {
            let shown = Self.displayFolder(of: root, up: up + 1, real: folder)
            for name in Self.markdownFiles(in: folder) {
                // Through `SourceTree.read`: regular files only, never blocking on a FIFO, at most `maxBytes`.
                guard case .success(let bytes) = SourceTree.read(atPath: folder + "/" + name, limit: maxBytes),
                    let text = String(bytes: bytes, encoding: .utf8)
                else { continue }
                out.append((shown.isEmpty ? name : shown + "/" + name, text))
            }
        }
        return out
    }

    /// The folders from `real`'s parent up to the nearest one holding `.git`, nearest first; empty when none within
    /// `maxDepth` holds it (or `real` is itself the repository's root).
    static func folders(above real: String) -> [String] {
        let fm = FileManager.default
        if fm.fileExists(atPath: real + "/.git") { return [] }
        var out: [String] = []
        var folder = real
        for _ in 0..<maxDepth {
            let parent = (folder as NSString).deletingLastPathComponent
            guard !parent.isEmpty, parent != folder else { return [] }
            out.append(parent)
            if fm.fileExists(atPath: parent + "/.git") { return out }
            folder = parent
        }
        return []
    }

    /// The Markdown files directly in `folder`, by name.
    static func markdownFiles(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { ["md", "markdown"].contains(($0 as NSString).pathExtension.lowercased()) && !$0.hasPrefix(".") }
            .sorted().prefix(maxFilesPerFolder).map { $0 }
    }

    /// How to show the folder `up` levels above the design root `root`: the root's relative path with its last `up`
    /// components taken off (`design` → "" for the repository's root), or the real path when that runs out.
    static func displayFolder(of root: String, up: Int, real: String) -> String {
        guard !root.hasPrefix("/") else { return real }
        var parts = root.split(separator: "/").map(String.init).filter { $0 != "." }
        guard parts.count >= up, !parts.contains("..") else { return real }
        parts.removeLast(up)
        return parts.joined(separator: "/")
    }
}
