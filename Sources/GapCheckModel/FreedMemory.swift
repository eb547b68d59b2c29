#if canImport(Glibc)
    import Glibc
#endif

/// Hands memory the process has freed back to the kernel, between pipeline stages.
///
/// Each stage (mockups, code, analysis) builds and drops large temporary structures on two or more
/// threads. glibc keeps freed chunks mapped in its arenas, fragmented between live ones, so without
/// this the resident size only ever grows to the sum of every stage's garbage; `malloc_trim(0)` also
/// returns whole free pages inside a heap, not only at its top.
public enum FreedMemory {
    /// glibc's `malloc_trim(0)`, looked up at run time (nothing happens where it does not exist).
    public static func release() {
        #if canImport(Glibc)
            guard let symbol = trim else { return }
            _ = symbol(0)
        #endif
    }

    #if canImport(Glibc)
        private typealias Trim = @convention(c) (Int) -> Int32
        private static let trim: Trim? = dlsym(nil, "malloc_trim").map { unsafeBitCast($0, to: Trim.self) }
    #endif
}
