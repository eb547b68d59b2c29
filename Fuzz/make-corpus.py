#!/usr/bin/env python3
"""Builds the seed corpora for the fuzz targets in Fuzz/corpus/<target>/ (not committed).

Seeds: the inputs of the CSS parsing test suite in Tests/ReferenceData (every JSON test file is a list
alternating input and expected output), the CSS Color 4 oracle, and the repository's own sample
mockups, Swift sources, storyboards, colorsets and token files.
Usage: python3 Fuzz/make-corpus.py [--testdata DIR]   (run from the repository root)
"""
import hashlib, json, os, sys, glob

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
testdata = os.path.join(root, "Tests", "ReferenceData")
if "--testdata" in sys.argv:
    testdata = sys.argv[sys.argv.index("--testdata") + 1]
out = os.path.join(root, "Fuzz", "corpus")
counts = {}

def add(target, data):
    if isinstance(data, str):
        data = data.encode("utf-8", "surrogatepass")
    if len(data) > 64 * 1024:
        return
    d = os.path.join(out, target)
    os.makedirs(d, exist_ok=True)
    name = hashlib.sha1(data).hexdigest()
    path = os.path.join(d, name)
    if not os.path.exists(path):
        with open(path, "wb") as f:
            f.write(data)
        counts[target] = counts.get(target, 0) + 1

def inputs_of(path):
    """The inputs of a css-parsing-tests file: even entries of the top-level list."""
    try:
        with open(path, encoding="utf-8") as f:
            doc = json.load(f)
    except (ValueError, OSError):
        return []
    if not isinstance(doc, list):
        return []
    found = []
    for item in doc[0::2]:
        if isinstance(item, str):
            found.append(item)
        elif isinstance(item, dict) and isinstance(item.get("css_bytes"), str):
            found.append(item["css_bytes"].encode("latin-1", "replace"))
    return found

for suite in sorted(glob.glob(os.path.join(testdata, "css-parsing-tests*"))):
    for path in sorted(glob.glob(os.path.join(suite, "*.json"))):
        base = os.path.basename(path)
        found = inputs_of(path)
        step = max(1, len(found) // 400)  # color3_hsl.json alone has ~10,000 near-identical cases
        for text in found[::step]:
            if base.startswith("color") or base in ("one_component_value.json", "component_value_list.json"):
                add("values", text)
            if not base.startswith("color") and not base.startswith("An+B"):
                add("css", text)
            if base == "declaration_list.json":
                add("values", text)

oracle = os.path.join(testdata, "color4_parse.json")
if os.path.exists(oracle):
    with open(oracle, encoding="utf-8") as f:
        for case in json.load(f).get("cases", []):
            if isinstance(case.get("input"), str):
                add("values", case["input"])

def files(*patterns):
    for pattern in patterns:
        for path in sorted(glob.glob(os.path.join(root, pattern), recursive=True)):
            if "/.build" in path or "/Fuzz/" in path:
                continue
            with open(path, "rb") as f:
                yield path, f.read()

for path, data in files("design/**/*.css", "Tests/**/*.css"):
    add("css", data)
    for line in data.decode("utf-8", "replace").splitlines():
        if ":" in line and len(line) < 200:
            add("values", line.strip().rstrip(";").split(":", 1)[1].strip())
css_files = [d for _, d in files("design/**/*.css")]
for path, data in files("design/**/*.html", "Tests/**/*.html"):
    add("html", data)
    for css in css_files[:2]:
        add("html", data + b"\n--css--\n" + css)
for path, data in files("design/**/*.json", "tokens/**/*.tokens.json", "Tests/**/*tokens*.json", "Tests/**/design/**/*.json"):
    add("tokens", data)
for path, data in files("tokens/**/*.swift", "Tests/**/Fixtures/**/*.swift"):
    if data[:1] in (b"<", b"{", b"\x01"):
        data = b"\x01" + data
    add("swift", data)
for path, data in files("**/*.storyboard", "**/*.xib"):
    add("swift", data)
for path, data in files("**/*.colorset/Contents.json"):
    add("swift", data)
    add("tokens", data)

# Every regression input (Tests/HostileInputTests/Regressions/<target>-*) seeds its target, so each
# hostile class found once (huge numbers, entity bombs, deep nesting...) is mutated further.
regressions = os.path.join(root, "Tests", "HostileInputTests", "Regressions")
for name in sorted(os.listdir(regressions)) if os.path.isdir(regressions) else []:
    prefix = name.split("-", 1)[0]
    if prefix in ("css", "values", "html", "tokens", "swift") and not name.startswith("."):
        with open(os.path.join(regressions, name), "rb") as f:
            add(prefix, f.read())

for target in sorted(counts):
    print(f"{target}: {counts[target]} new seeds in Fuzz/corpus/{target}")
