#!/usr/bin/env bash
# The malloc-arena investigation (issue 6, "known trap"): swift-syntax on 1 vs 2 threads and gapcheck end
# to end under glibc allocator settings. Needs `make bench` (or its release build and corpus) first.
#   bash bench/malloc.sh [SCALE]      (default 1; about 2 minutes at scale 1)
set -euo pipefail
cd "$(dirname "$0")/.."
SCRATCH=${SCRATCH:-.build-release}
S=${1:-1}
BIN=$(swift build -c release --scratch-path "$SCRATCH" --show-bin-path)
DIR=.bench/corpus-$S
[ -d "$DIR/tokens" ] || python3 bench/generate-corpus.py --scale "$S" --out "$DIR"

echo "== swift-syntax Parser.parse, in process (median of 5)"
"$BIN/gapcheck-bench" swift "$DIR/tokens" -j 1
"$BIN/gapcheck-bench" swift "$DIR/tokens" -j 2
for knobs in "--arena-max 1" "--arena-max 2" "--arena-max 4" "--trim-threshold 268435456" \
             "--mmap-threshold 67108864" "--mmap-threshold 67108864 --trim-threshold 268435456" \
             "--mmap-threshold 67108864 --trim-threshold 268435456 --top-pad 16777216"; do
    # shellcheck disable=SC2086
    echo "$knobs: $("$BIN/gapcheck-bench" swift "$DIR/tokens" -j 2 $knobs)"
done

echo "== gapcheck end to end under environment settings"
cmd="$BIN/gapcheck design tokens --format json -o /dev/null --fail-on never"
(cd "$DIR" && hyperfine -N --warmup 1 --runs 3 --style basic \
    -n default "$cmd" \
    -n arena1 "env MALLOC_ARENA_MAX=1 $cmd" \
    -n arena2 "env MALLOC_ARENA_MAX=2 $cmd" \
    -n trim-mmap "env MALLOC_TRIM_THRESHOLD_=268435456 MALLOC_MMAP_THRESHOLD_=67108864 $cmd" \
    -n tunables "env GLIBC_TUNABLES=glibc.malloc.trim_threshold=268435456:glibc.malloc.mmap_threshold=67108864:glibc.malloc.top_pad=16777216 $cmd")
