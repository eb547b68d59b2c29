import GapCheckModel

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
    /// Reads every `.html`/`.htm`, `.css` and token `.json` file under `roots`.
    /// Throws only when a root itself is missing or unreadable; bad files become diagnostics.
    public static func read(roots: [String], options: MockupReaderOptions = .init()) throws(InputError) -> DesignSpec {
        DesignSpec()  // placeholder until the mockup reader lands
    }
}
