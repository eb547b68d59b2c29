#ifndef GAPCHECK_CCALLGRIND_SHIM_H
#define GAPCHECK_CCALLGRIND_SHIM_H
// valgrind's callgrind client requests, for `gapcheck-bench analyze`: instruction counts of one stage
// (`valgrind --tool=callgrind --instr-atstart=no`), which, unlike wall time, do not depend on the load.
// The requests are a few no-op instructions outside valgrind; without valgrind's headers they are empty.
#if defined(__has_include)
#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#define GAPCHECK_HAS_CALLGRIND 1
#endif
#endif
/// Starts counting (and instrumenting) from here, with the counters at zero.
static inline void gapcheck_callgrind_start(void) {
#ifdef GAPCHECK_HAS_CALLGRIND
    CALLGRIND_ZERO_STATS;
    CALLGRIND_START_INSTRUMENTATION;
#endif
}
/// Writes the counts since the last start (or dump) as one profile part named `name`.
static inline void gapcheck_callgrind_dump(const char *name) {
#ifdef GAPCHECK_HAS_CALLGRIND
    CALLGRIND_DUMP_STATS_AT(name);
#else
    (void)name;
#endif
}
/// Stops instrumenting (the rest of the run goes at full speed under valgrind).
static inline void gapcheck_callgrind_stop(void) {
#ifdef GAPCHECK_HAS_CALLGRIND
    CALLGRIND_STOP_INSTRUMENTATION;
#endif
}
#endif
