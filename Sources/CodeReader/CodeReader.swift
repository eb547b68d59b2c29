import GapCheckModel

/// Options for reading an app's sources.
public struct CodeReaderOptions: Sendable, Hashable {
    /// Glob patterns of files to read (relative to each root); empty means all.
    public var include: [String] = []
    /// Glob patterns of files to skip.
    public var exclude: [String] = []
    public init(include: [String] = [], exclude: [String] = []) { self.include = include; self.exclude = exclude }
}

/// Reads app sources (Swift, asset catalogs, storyboards/xibs, Info.plist, token JSON) into an `Inventory`.
public enum CodeReader {
    /// Reads everything under `roots`. Throws only when a root itself is missing or unreadable.
    public static func read(roots: [String], options: CodeReaderOptions = .init()) throws(InputError) -> Inventory {
        Inventory()  // placeholder until the code reader lands
    }
}
