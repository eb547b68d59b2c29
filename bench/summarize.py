#!/usr/bin/env python3
"""Prints the `make bench` table and the issue's targets from .bench/results.tsv (scale, key, value)."""
import sys
from collections import defaultdict


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else ".bench/results.tsv"
    r = defaultdict(dict)
    for line in open(path, encoding="utf-8"):
        parts = line.rstrip("\n").split("\t")
        if len(parts) == 3 and parts[2] not in ("", "?"):
            try:
                r[int(parts[0])][parts[1]] = float(parts[2])
            except ValueError:
                pass
    meta = r.pop(0, {})
    scales = sorted(r)

    def get(s, k):
        return r[s].get(k)

    def fmt(v, spec):
        return "—" if v is None else format(v, spec)

    rows = []
    for s in scales:
        d = r[s]
        floor = (d["html_s"] + d["swift_s"]) if "html_s" in d and "swift_s" in d else None
        d["floor_s"] = floor
        d["ratio"] = d["gapcheck_s"] / floor if floor and "gapcheck_s" in d else None
        if "lightningcss_s" in d and "css_mb" in d:
            d["lightningcss_mb_s"] = d["css_mb"] / d["lightningcss_s"]
            d["css_vs_lcss"] = d["css_mb_s"] / d["lightningcss_mb_s"] if "css_mb_s" in d else None
    header = ("| scale | input MB (HTML+CSS / Swift) | gapcheck e2e (s) | gapcheck CPU (s) | libxml2 (s) | swift-syntax (s) "
              "| swift-syntax 2 threads (s) | floor (s) | gapcheck / floor | CSS engine (MB/s) | lightningcss (MB/s) "
              "| CSS / lightningcss | peak RSS (MB) | CPU / wall | load avg |")
    print(header)
    print("|" + "---|" * header.count("|")[:-1] if False else "|" + "|".join("---" for _ in range(header.count("|") - 1)) + "|")
    for s in scales:
        d = r[s]
        design_mb = (d.get("html_mb") or 0) + (d.get("css_mb") or 0)
        cpu = (d["gapcheck_user_s"] + d.get("gapcheck_sys_s", 0)) if "gapcheck_user_s" in d else None
        loads = "–".join(fmt(d.get(k), '.1f') for k in ("load_start", "load_end") if k in d) or "—"
        print(f"| {s} | {design_mb:.1f} / {d.get('swift_mb', 0):.1f} | {fmt(d.get('gapcheck_s'), '.2f')} | {fmt(cpu, '.2f')} "
              f"| {fmt(d.get('html_s'), '.2f')} | {fmt(d.get('swift_s'), '.2f')} | {fmt(d.get('swift_j2_s'), '.2f')} "
              f"| {fmt(d.get('floor_s'), '.2f')} | {fmt(d.get('ratio'), '.2f')}× | {fmt(d.get('css_mb_s'), '.1f')} "
              f"| {fmt(d.get('lightningcss_mb_s'), '.1f')} | {fmt(d.get('css_vs_lcss'), '.2f')}× | {fmt(d.get('rss_mb'), '.0f')} "
              f"| {fmt(cpu / d['gapcheck_s'] if cpu and d.get('gapcheck_s') else None, '.2f')} | {loads} |")
    print()
    def stage(s, name, label):
        wall, cpu = get(s, f"stage_{name}_s"), get(s, f"stage_{name}_cpu_s")
        split = f" ({fmt(cpu, '.2f')} s CPU, {cpu / wall:.2f} cores)" if wall and cpu is not None else ""
        return f"{label} {fmt(wall, '.2f')} s{split}"

    print("gapcheck stages (one run, in process; wall, CPU and CPU / wall): " + "; ".join(
        f"scale {s}: {stage(s, 'read', 'both readers at once')}, then alone: {stage(s, 'mockups', 'mockups')}, {stage(s, 'code', 'code')}, "
        f"{stage(s, 'analyze', 'analysis')}, {stage(s, 'json', 'JSON')}, "
        f"{fmt(get(s, 'stage_findings'), '.0f')} findings, live heap {fmt(get(s, 'stage_heap_after_analysis_mb'), '.0f')} MB "
        f"after analysis, {fmt(get(s, 'stage_heap_with_json_mb'), '.0f')} MB after the JSON report streamed" for s in scales))
    print("swift-syntax on 2 threads with gapcheck's allocator settings (arenas 2, trim 32 MB): " + "; ".join(
        f"scale {s}: {fmt(get(s, 'swift_j2_tuned_s'), '.2f')} s" for s in scales))
    if meta.get("cores"):
        print(f"Machine: {meta['cores']:.0f} cores; load average (1 min) at the start and end of each scale in the table: "
              "the machine may be shared, so compare figures taken at similar load.")
    print()
    big = max(scales) if scales else None
    small = min(scales) if scales else None

    def verdict(ok):
        return "—" if ok is None else ("met" if ok else "MISSED")

    print("Targets (issue 14; the long-term aim of issue 6 is 1.0 × the raw parse):")
    for s in scales:
        ratio = get(s, "ratio")
        print(f"  end to end ≤ 4.0 × raw parse, scale {s}: {fmt(ratio, '.2f')}× — {verdict(None if ratio is None else ratio <= 4.0)}")
    for s in scales:
        c = get(s, "css_vs_lcss")
        print(f"  CSS ≥ 1/3 of lightningcss, scale {s}: {fmt(c, '.2f')}× — {verdict(None if c is None else c >= 1 / 3)}")
    if big and small and big != small and get(big, "gapcheck_s") and get(small, "gapcheck_s"):
        growth = get(big, "gapcheck_s") / get(small, "gapcheck_s")
        limit = 4.2 * big / (4 * small)
        print(f"  scale {big} ≤ {limit:.1f} × scale {small}: {growth:.2f}× — {verdict(growth <= limit)}")
    if big and get(big, "rss_mb") is not None:
        print(f"  peak RSS ≤ 300 MB at scale {big}: {get(big, 'rss_mb'):.0f} MB — {verdict(get(big, 'rss_mb') <= 300)}")


if __name__ == "__main__":
    main()
