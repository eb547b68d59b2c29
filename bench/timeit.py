#!/usr/bin/env python3
"""Times a command the way `make bench` uses hyperfine, for machines where hyperfine cannot be installed.

Usage: timeit.py [--runs N] [--warmup N] [--export-json FILE] -- COMMAND [ARGS...]
Runs COMMAND (no shell, output discarded) WARMUP times unmeasured, then N times, and writes
hyperfine's JSON shape (results[0]: mean, stddev, median, min, max, user, system, times) plus
max_rss_mb, the largest peak resident size of a measured run (from wait4's rusage).
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import time


def run_once(cmd):
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"timeit: {' '.join(cmd)} failed with status {os.waitstatus_to_exitcode(status)}")
    return wall, usage.ru_utime, usage.ru_stime, usage.ru_maxrss / 1024


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--warmup", type=int, default=1)
    ap.add_argument("--export-json")
    ap.add_argument("command", nargs=argparse.REMAINDER)
    a = ap.parse_args()
    cmd = a.command[1:] if a.command[:1] == ["--"] else a.command
    if not cmd:
        ap.error("no command")
    for _ in range(a.warmup):
        run_once(cmd)
    runs = [run_once(cmd) for _ in range(max(1, a.runs))]
    walls = [r[0] for r in runs]
    result = {
        "command": " ".join(cmd), "mean": statistics.mean(walls), "median": statistics.median(walls),
        "stddev": statistics.stdev(walls) if len(walls) > 1 else 0.0, "min": min(walls), "max": max(walls),
        "user": statistics.mean(r[1] for r in runs), "system": statistics.mean(r[2] for r in runs),
        "times": walls, "max_rss_mb": max(r[3] for r in runs),
    }
    print(f"  {result['command']}\n  Time (median ± σ): {result['median']:.3f} s ± {result['stddev']:.3f} s "
          f"[User: {result['user']:.3f} s, System: {result['system']:.3f} s]  Range: {result['min']:.3f} … {result['max']:.3f} s  "
          f"{len(walls)} runs; peak RSS {result['max_rss_mb']:.0f} MB", file=sys.stderr)
    if a.export_json:
        with open(a.export_json, "w", encoding="utf-8") as f:
            json.dump({"results": [result]}, f, indent=2)


if __name__ == "__main__":
    main()
