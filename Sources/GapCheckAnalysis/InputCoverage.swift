import Foundation
import GapCheckModel

/// The rule that an input root must give the comparison something: a design root from which no HTML,
/// CSS or design-token file was read, or an app root from which no Swift, asset catalog, Interface
/// Builder or token file was read, stops the run (`InputError.nothingReadable`, exit status 3) with one
/// line naming the root. Without it, a design folder holding only PNGs gave an empty, clean report that
/// a release gate would pass.
public enum InputCoverage {
    /// Extensions of app files that can give the comparison something (an Info.plist alone cannot).
    static let appContentExtensions: Set<String> = ["swift", "storyboard", "xib", "json"]

    /// Throws for the first root (design roots first, in the order given) from which nothing was read.
    public static func requireReadable(design: [String], spec: DesignSpec, implementation: [String], inventory: Inventory) throws(InputError) {
        for root in design where !spec.files.contains(where: { isUnder($0, root) }) {
            // A token JSON of a shape not read was the root's only candidate: the file is named, with the shapes read.
            if let d = spec.diagnostics.first(where: { $0.message == InputError.unknownTokenShapeMessage && isUnder($0.location.file, root) }) {
                throw .unknownTokenShape(path: d.location.file)
            }
            throw .nothingReadable(path: root, what: "design file (.html, .css or design-token .json)")
        }
        let appFiles = inventory.files.filter { appContentExtensions.contains(($0 as NSString).pathExtension.lowercased()) }
        for root in implementation where !appFiles.contains(where: { isUnder($0, root) }) {
            throw .nothingReadable(path: root, what: "app file (.swift, asset catalog, storyboard, .xib or design-token .json)")
        }
    }

    /// True when `file`, a display path as the readers write it (the root as given, joined with the
    /// path inside it), lies under `root`.
    static func isUnder(_ file: String, _ root: String) -> Bool {
        var r = root
        while r.count > 1, r.hasSuffix("/") { r.removeLast() }
        if r == "." || r == "./" { return !file.hasPrefix("/") }
        return file == r || file.hasPrefix(r == "/" ? "/" : r + "/")
    }
}
