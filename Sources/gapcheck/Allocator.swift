#if canImport(Glibc)
import CMalloc
import Glibc
#endif

/// Sets glibc malloc up for parsing on every core; call once at start-up, before any thread starts.
///
/// swift-syntax and libxml2 allocate and free a tree per file. With glibc's defaults each parse's
/// large blocks go through mmap/munmap and freed heap tops are trimmed straight back to the kernel,
/// so every file pays fresh page faults, and on two threads those faults serialize on the process's
/// address-space lock: two threads gained little over one. Keeping freed memory (high trim and
/// mmap thresholds) lets the next file reuse warm pages. Not yet measured end to end (see
/// bench/RESULTS.md, "Allocator"): wire it in only after `bench/malloc.sh` confirms it.
/// `MALLOC_ARENA_MAX`, `MALLOC_TRIM_THRESHOLD_`, `MALLOC_MMAP_THRESHOLD_` or `GLIBC_TUNABLES` in the
/// environment win: then nothing is changed.
func tuneAllocator() {
    #if canImport(Glibc)
    for name in ["GLIBC_TUNABLES", "MALLOC_ARENA_MAX", "MALLOC_TRIM_THRESHOLD_", "MALLOC_MMAP_THRESHOLD_", "MALLOC_TOP_PAD_"]
    where getenv(name) != nil {
        return
    }
    // Blocks up to 64 MB come from the heap, so they are reused instead of mapped and unmapped per file.
    _ = gapcheck_mallopt(Int32(gapcheck_M_MMAP_THRESHOLD), 64 << 20)
    // Freed memory at the top of a heap stays mapped up to 256 MB (within the 300 MB RSS budget).
    _ = gapcheck_mallopt(Int32(gapcheck_M_TRIM_THRESHOLD), 256 << 20)
    // Grow heaps in 16 MB steps: fewer brk/mprotect calls while trees are built.
    _ = gapcheck_mallopt(Int32(gapcheck_M_TOP_PAD), 16 << 20)
    #endif
}
