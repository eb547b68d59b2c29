#ifndef GAPCHECK_CMALLOC_SHIM_H
#define GAPCHECK_CMALLOC_SHIM_H
// glibc's allocator knobs, which Swift's Glibc module does not expose (malloc.h is owned by it but not
// exported), so they are re-declared here under names this module owns.
#if defined(__linux__)
#include <malloc.h>
enum {
    gapcheck_M_TRIM_THRESHOLD = M_TRIM_THRESHOLD,
    gapcheck_M_TOP_PAD = M_TOP_PAD,
    gapcheck_M_MMAP_THRESHOLD = M_MMAP_THRESHOLD,
    gapcheck_M_ARENA_MAX = M_ARENA_MAX,
};
/// `mallopt(3)`; returns 1 on success.
static inline int gapcheck_mallopt(int param, int value) { return mallopt(param, value); }
#define GAPCHECK_HAS_MALLOPT 1
/// Bytes malloc has handed out and not taken back: in-use heap chunks plus mmapped blocks (0 before glibc 2.33).
static inline size_t gapcheck_heap_in_use(void) {
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
    struct mallinfo2 m = mallinfo2();
    return m.uordblks + m.hblkhd;
#else
    return 0;
#endif
}
#endif
#endif
