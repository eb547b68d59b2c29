import Foundation

/// Guards output paths: gapcheck never writes into the folders it reads.
public enum OutputPath {
    /// Throws when `output` would be written inside one of `inputs` (after resolving `..` and symlinks).
    public static func ensureOutside(_ output: String, inputs: [String], currentDirectory: String) throws(CommandError) {
        let target = absolute(output, currentDirectory)
        let parent = resolved((target as NSString).deletingLastPathComponent)
        // An existing `-o` that is a symlink is written through to its target (`AtomicFile`): check that.
        let full =
            FileManager.default.fileExists(atPath: target)
            ? resolved(target) : (parent as NSString).appendingPathComponent((target as NSString).lastPathComponent)
        for input in inputs {
            var isDir: ObjCBool = false
            let root = resolved(absolute(input, currentDirectory))
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isDir) else { continue }
            if !isDir.boolValue, full == root { throw .outputIsInput(output: output) }
            if isDir.boolValue, full == root || full.hasPrefix(root == "/" ? "/" : root + "/") {
                throw .outputInsideInput(output: output, input: input)
            }
        }
    }

    /// `target` as a relative path from the folder `base` (both made absolute and standardized first):
    /// `assets` from the report's folder, `../assets` from a sibling.
    public static func relative(_ target: String, from base: String) -> String {
        let t = absolute(target, "/").split(separator: "/").map(String.init)
        let b = absolute(base, "/").split(separator: "/").map(String.init)
        var common = 0
        while common < min(t.count, b.count), t[common] == b[common] { common += 1 }
        let parts = Array(repeating: "..", count: b.count - common) + t[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    static func absolute(_ path: String, _ cwd: String) -> String {
        let p = path.hasPrefix("/") ? path : (cwd as NSString).appendingPathComponent(path)
        return (p as NSString).standardizingPath
    }

    /// The real path when it exists (symlinks resolved), else the standardized path.
    static func resolved(_ path: String) -> String {
        guard let r = realpath(path, nil) else { return (path as NSString).standardizingPath }
        defer { free(r) }
        return String(cString: r)
    }
}
