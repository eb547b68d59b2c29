/// Output of `gapcheck extract` and `gapcheck inventory`.
public enum ListingFormat: String, Sendable, Hashable, CaseIterable {
    /// Grouped, aligned, human-readable.
    case text
    /// The reader's model as JSON with sorted keys.
    case json
}
