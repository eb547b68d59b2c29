#!/bin/bash
# run.sh BIN OUTDIR [run...]: gapcheck BIN on each corpus row (or the rows named), $JOBS at a time (default 2), as a new
# user runs it: no configuration, JSON report, every finding kept (--fail-on never), a fixed date. Writes
# OUTDIR/<run>.json, .err (stderr) and .rc (exit status).
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
BIN=$(realpath "$1") OUT=$(realpath -m "$2")
shift 2
export BIN OUT FIELD=${FIELD:-/work/field}
mkdir -p "$OUT"
one() {
  local name=$1 design=$2 app=$3
  cd "$FIELD/src/$name" || return
  IFS=';' read -ra A <<<"$app"
  IFS=';' read -ra D <<<"$design"
  "$BIN" "${D[0]}" "${A[@]}" --format json -o "$OUT/$name.json" --fail-on never --date 2026-11-26 -q 2>"$OUT/$name.err"
  echo $? >"$OUT/$name.rc"
}
export -f one
awk -F'\t' -v names=" $* " 'NF>=5 && $1 !~ /^#/ && (names == "  " || index(names, " " $1 " ")) {print $1 "\t" $4 "\t" $5}' \
  "${CORPUS:-$here/corpus.tsv}" |
  xargs -d '\n' -P "${JOBS:-2}" -I{} bash -c 'IFS=$'"'"'\t'"'"' read -r n d a <<<"{}"; one "$n" "$d" "$a"'
