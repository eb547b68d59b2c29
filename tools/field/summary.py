#!/usr/bin/env python3
# summary.py OUTDIR: per run, exit status and critical/medium/low counts
import json, os, sys
d = sys.argv[1]
for f in sorted(os.listdir(d)):
    if not f.endswith('.rc'): continue
    n = f[:-3]; rc = open(os.path.join(d, f)).read().strip()
    try:
        j = json.load(open(os.path.join(d, n + '.json'))); s = j['summary']['findings']
        print(f"{n:20} rc={rc} C={s['critical']} M={s['medium']} L={s['low']}")
    except Exception as e:
        print(f"{n:20} rc={rc} {open(os.path.join(d, n + '.err')).read().strip()[:150]}")
