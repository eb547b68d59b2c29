import Foundation

/// Runs the readers' per-file work on threads of its own, with stacks big enough for swift-syntax.
///
/// swift-syntax parses and visits recursively; a file with generics or expressions nested a few
/// thousand deep needs more stack than the 512 KB of a Dispatch worker or the 8 MB of the main
/// thread, and running out is a SIGSEGV, not an error. These threads reserve `stackSize` of address
/// space (committed only as it is touched), so such a file costs memory instead of a crash.
public enum WorkerPool {
    /// Stack reserved per worker thread.
    public static let stackSize = 1 << 30

    /// Threads used when the caller does not say: one per core.
    public static var defaultThreads: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// `items.map(transform)` on up to `threads` big-stack threads; results keep the input order.
    public static func map<T: Sendable, R: Sendable>(
        _ items: [T], threads: Int = WorkerPool.defaultThreads, _ transform: @escaping @Sendable (T) -> R
    ) -> [R] {
        guard !items.isEmpty else { return [] }
        let state = State<R>(count: items.count)
        let workers = min(max(1, threads), items.count)
        let done = DispatchSemaphore(value: 0)
        for _ in 0..<workers {
            let thread = Thread {
                while let i = state.next() { state.set(i, transform(items[i])) }
                done.signal()
            }
            thread.stackSize = stackSize
            thread.start()
        }
        for _ in 0..<workers { done.wait() }
        return state.results()
    }

    /// `body()` on one big-stack thread, waiting for its result.
    public static func run<R: Sendable>(_ body: @escaping @Sendable () -> R) -> R {
        map([0], threads: 1) { _ in body() }[0]
    }

    /// The next index to take and the results so far, under a lock.
    private final class State<R>: @unchecked Sendable {
        private var values: [R?]
        private var cursor = 0
        private let lock = NSLock()

        init(count: Int) { values = Array(repeating: nil, count: count) }

        func next() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard cursor < values.count else { return nil }
            cursor += 1
            return cursor - 1
        }

        func set(_ i: Int, _ value: R) {
            lock.lock()
            values[i] = value
            lock.unlock()
        }

        func results() -> [R] {
            lock.lock()
            defer { lock.unlock() }
            return values.map { $0! }
        }
    }
}
