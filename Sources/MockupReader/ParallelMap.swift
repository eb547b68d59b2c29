import GapCheckModel

/// Maps over an array on all cores, keeping the input order so output stays deterministic.
enum ParallelMap {
    /// `items.map(transform)`, run concurrently on big-stack worker threads.
    static func map<T: Sendable, U: Sendable>(_ items: [T], _ transform: @escaping @Sendable (T) -> U) -> [U] {
        WorkerPool.map(items, transform)
    }
}
