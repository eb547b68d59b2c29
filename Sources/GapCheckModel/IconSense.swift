/// What an icon-only control does, as its drawing or its symbol shows it: a chevron's or an arrow's direction, or a
/// refresh. Two controls of different senses are different controls (a previous-week chevron is no refresh button).
public enum IconSense: String, Sendable, Hashable, Codable {
    /// Back in order or time: a left chevron or arrow (`‹`, `←`, `chevron.left`, `chevron.backward`).
    case backward
    /// On in order or time: a right chevron or arrow (`›`, `→`, `chevron.right`, `chevron.forward`).
    case forward
    case up
    case down
    /// Loads again: a circular arrow (`↻`, `arrow.clockwise`).
    case refresh

    /// True for a direction along the row (backward or forward).
    public var isHorizontal: Bool { self == .backward || self == .forward }
    /// True for a direction across the row (up or down).
    public var isVertical: Bool { self == .up || self == .down }
}
