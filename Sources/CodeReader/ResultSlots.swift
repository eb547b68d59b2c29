/// Fixed slots that concurrent workers fill, one distinct index each, so no lock is needed.
struct ResultSlots<R>: @unchecked Sendable {
    private let base: UnsafeMutablePointer<R?>
    let count: Int

    init(count: Int) {
        self.count = count
        base = UnsafeMutablePointer<R?>.allocate(capacity: count)
        base.initialize(repeating: nil, count: count)
    }

    /// Stores the result of item `i`; each index is written by exactly one worker.
    func set(_ i: Int, _ value: R) { base[i] = value }

    /// All results in index order (every slot is filled once the workers are done).
    var values: [R] { (0..<count).compactMap { base[$0] } }

    /// Frees the slots.
    func deallocate() {
        base.deinitialize(count: count)
        base.deallocate()
    }
}
