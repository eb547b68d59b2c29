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
        let state = State(items: items, transform: transform)
        let workers = min(max(1, threads), items.count)
        let done = DispatchSemaphore(value: 0)
        for _ in 0..<workers {
            // The thread holds only `state`: a `Thread` keeps its block until the thread has exited, which may
            // be after `map` returns, and the work (what `transform` captured) must not live that long.
            let thread = Thread {
                while let (i, item, transform) = state.next() { state.set(i, transform(item)) }
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

    /// The work, the next index to take and the results so far, under a lock.
    private final class State<T, R>: @unchecked Sendable {
        private var items: [T]
        private var transform: ((T) -> R)?
        private var values: [R?]
        private var cursor = 0
        private let lock = NSLock()

        init(items: [T], transform: @escaping (T) -> R) {
            self.items = items
            self.transform = transform
            values = Array(repeating: nil, count: items.count)
        }

        /// The next item to transform, with its index and the transform; nil when every item is taken.
        func next() -> (Int, T, (T) -> R)? {
            lock.lock()
            defer { lock.unlock() }
            guard cursor < items.count, let transform else { return nil }
            cursor += 1
            return (cursor - 1, items[cursor - 1], transform)
        }

        func set(_ i: Int, _ value: R) {
            lock.lock()
            values[i] = value
            lock.unlock()
        }

        /// The results, moved out with the work: a worker's `Thread` may outlive `map` for a moment and with it
        /// this state, which must then hold neither the inputs nor a second reference to every result.
        func results() -> [R] {
            lock.lock()
            defer { lock.unlock() }
            let out = values.map { $0! }
            values = []
            items = []
            transform = nil
            return out
        }
    }
}
