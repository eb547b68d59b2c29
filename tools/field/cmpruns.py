#!/usr/bin/env python3
# cmpruns.py OLD NEW: critical and medium findings that appear or disappear between two output folders
import json, os, sys
old, new = sys.argv[1:3]
def load(d, n):
    try: j = json.load(open(os.path.join(d, n)))
    except Exception: return None
    return {(f['severity'], f['rule'], f['title']) for f in j['findings'] if f['severity'] in ('critical', 'medium')}
for n in sorted(os.listdir(new)):
    if not n.endswith('.json'): continue
    a, b = load(old, n), load(new, n)
    if a is None or b is None:
        if a != b: print(f"== {n}: {'missing' if a is None else 'ok'} -> {'missing' if b is None else 'ok'}")
        continue
    if a == b: continue
    print(f"== {n}")
    for x in sorted(a - b): print("  -", *x)
    for x in sorted(b - a): print("  +", *x)
