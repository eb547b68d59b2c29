#!/usr/bin/env bash
# The malloc-arena investigation (issue 6, "known trap"): swift-syntax on 1 vs 2 threads under mallopt
# settings, then gapcheck end to end under glibc allocator settings (time, CPU and peak RSS).
# Needs the release build and corpus of `make bench` (builds/generates them when missing).
#   bash bench/malloc.sh [SCALE] [ROUNDS]      (defaults 1 and 5; about 3 minutes at scale 1)
# gapcheck tunes the allocator itself (Sources/gapcheck/Allocator.swift: at most 2 arenas, 32 MB trim
# threshold) unless a MALLOC_* or GLIBC_TUNABLES variable is set; MALLOC_TOP_PAD_=131072 (glibc's own
# default) is how "untuned" is run. Settings are run in turn, round after round, so a change in the
# machine's load hits them all alike; each cell is the median of ROUNDS.
set -euo pipefail
cd "$(dirname "$0")/.."
SCRATCH=${SCRATCH:-.build-release}
S=${1:-1}
ROUNDS=${2:-5}
swift build -c release --scratch-path "$SCRATCH" >&2
BIN=$(swift build -c release --scratch-path "$SCRATCH" --show-bin-path)
DIR=.bench/corpus-$S
[ -d "$DIR/tokens" ] || python3 bench/generate-corpus.py --scale "$S" --out "$DIR"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg) ($(nproc) cores)"

echo "== swift-syntax Parser.parse of every file, in process (median of 5)"
"$BIN/gapcheck-bench" swift "$DIR/tokens" -j 1
"$BIN/gapcheck-bench" swift "$DIR/tokens" -j 2
for knobs in "--arena-max 1" "--arena-max 2" "--arena-max 4" "--trim-threshold 33554432" "--arena-max 2 --trim-threshold 33554432" \
             "--mmap-threshold 67108864 --trim-threshold 268435456" \
             "--mmap-threshold 67108864 --trim-threshold 268435456 --top-pad 16777216"; do
    # shellcheck disable=SC2086
    echo "-j 2 $knobs: $("$BIN/gapcheck-bench" swift "$DIR/tokens" -j 2 $knobs)"
done

echo "== gapcheck end to end (median of $ROUNDS: wall s, CPU s, peak RSS MB)"
settings=(
    "tuned (default: arenas 2, trim 32 MB)|"
    "untuned (glibc defaults)|MALLOC_TOP_PAD_=131072"
    "MALLOC_ARENA_MAX=1|MALLOC_ARENA_MAX=1"
    "MALLOC_ARENA_MAX=2|MALLOC_ARENA_MAX=2"
    "MALLOC_ARENA_MAX=4|MALLOC_ARENA_MAX=4"
    "trim 256 MB + mmap 64 MB|MALLOC_TRIM_THRESHOLD_=268435456 MALLOC_MMAP_THRESHOLD_=67108864"
    "GLIBC_TUNABLES arenas 2, trim 32 MB|GLIBC_TUNABLES=glibc.malloc.arena_max=2:glibc.malloc.trim_threshold=33554432"
)
out=$(mktemp)
for _ in $(seq "$ROUNDS"); do
    for i in "${!settings[@]}"; do
        envs=${settings[$i]#*|}
        # shellcheck disable=SC2086
        (cd "$DIR" && env $envs /usr/bin/time -f "$i %e %U %S %M" "$BIN/gapcheck" design tokens --format json -o /dev/null --fail-on never \
            2>&1 >/dev/null | tail -1) >> "$out"
    done
done
python3 - "$out" "${settings[@]}" <<'PY'
import sys, statistics
rows = {}
for line in open(sys.argv[1]):
    p = line.split()
    if len(p) == 5 and p[0].isdigit():
        rows.setdefault(int(p[0]), []).append((float(p[1]), float(p[2]) + float(p[3]), int(p[4]) / 1024))
print("| setting | wall (s) | CPU (s) | peak RSS (MB) |")
print("|---|---|---|---|")
for i, name in enumerate(s.split("|")[0] for s in sys.argv[2:]):
    r = rows.get(i, [])
    if r:
        med = lambda k: statistics.median(x[k] for x in r)
        print(f"| {name} | {med(0):.2f} | {med(1):.2f} | {med(2):.0f} |")
PY
rm -f "$out"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
