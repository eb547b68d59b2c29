/// How a reader tells its caller how far it has got, for a progress line; called from worker threads.
public struct ReadProgress: Sendable {
    /// The reader found `total` files to read.
    public var found: @Sendable (_ total: Int) -> Void
    /// One more of them was read.
    public var read: @Sendable () -> Void

    /// Progress reported through the two closures.
    public init(found: @escaping @Sendable (_ total: Int) -> Void, read: @escaping @Sendable () -> Void) {
        self.found = found
        self.read = read
    }

    /// Reports nothing.
    public static let none = ReadProgress(found: { _ in }, read: {})
}
