#if canImport(Glibc)
    import CMalloc
    import Glibc
#endif

/// Sets glibc malloc up for parsing on two threads; call once at start-up, before any thread starts.
///
/// swift-syntax and libxml2 allocate and free a tree per file. With glibc's defaults a worker's freed
/// memory is trimmed straight back to the kernel and faulted in again for the next file, and on two
/// threads those page faults serialize on the address-space lock: swift-syntax on two threads parsed
/// only 1.4× as fast as on one. A 32 MB trim threshold keeps freed memory mapped for the next file
/// (2.0×); at most two arenas keep the peak resident size lowest of the settings measured
/// (`bench/malloc.sh`, bench/RESULTS.md "Allocator"). Setting the trim threshold also fixes the mmap
/// threshold at 128 KB, so large blocks go back to the kernel as soon as they are freed.
/// `MALLOC_ARENA_MAX`, `MALLOC_TRIM_THRESHOLD_`, `MALLOC_MMAP_THRESHOLD_`, `MALLOC_TOP_PAD_` or
/// `GLIBC_TUNABLES` in the environment win: then nothing is changed.
func tuneAllocator() {
    #if canImport(Glibc)
        for name in ["GLIBC_TUNABLES", "MALLOC_ARENA_MAX", "MALLOC_TRIM_THRESHOLD_", "MALLOC_MMAP_THRESHOLD_", "MALLOC_TOP_PAD_"]
        where getenv(name) != nil {
            return
        }
        _ = gapcheck_mallopt(Int32(gapcheck_M_ARENA_MAX), 2)
        _ = gapcheck_mallopt(Int32(gapcheck_M_TRIM_THRESHOLD), 32 << 20)
    #endif
}
