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
#endif
#endif
