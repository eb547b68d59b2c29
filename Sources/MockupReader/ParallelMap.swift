import Foundation

/// Maps over an array on all cores, keeping the input order so output stays deterministic.
enum ParallelMap {
    /// Collects results by index under a lock; each slot is written once.
    private final class Slots<T>: @unchecked Sendable {
        var values: [T?]
        let lock = NSLock()
        init(_ n: Int) { values = Array(repeating: nil, count: n) }
        func set(_ i: Int, _ v: T) { lock.lock(); values[i] = v; lock.unlock() }
    }

    /// `items.map(transform)`, run concurrently.
    static func map<T: Sendable, U: Sendable>(_ items: [T], _ transform: @Sendable (T) -> U) -> [U] {
        if items.count < 2 { return items.map(transform) }
        let slots = Slots<U>(items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { i in
            slots.set(i, transform(items[i]))
        }
        return slots.values.compactMap { $0 }
    }
}
