/// A tab bar a design frame draws: its tab labels in order and the one drawn selected, the tab whose screen the
/// frame shows.
public struct DrawnTabBar: Sendable, Hashable, Codable {
    /// The tabs' labels, left to right, without their icons.
    public var labels: [String]
    /// The position of the selected tab in `labels`.
    public var selected: Int
    /// Where the selected tab is drawn.
    public var location: SourceLocation

    /// A tab bar of `labels` with the tab at `selected` drawn selected at `location`.
    public init(labels: [String], selected: Int, location: SourceLocation) {
        self.labels = labels; self.selected = selected; self.location = location
    }
}
