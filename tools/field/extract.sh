#!/bin/bash
# Extracts every corpus row's repositories at their commits into $FIELD/src/<run>, with an empty .git at the root (as a
# clone has: gapcheck reads a repository's notes up to it). Repositories come from $MIRROR/<owner>+<name>/repo (bare git
# directories, e.g. `git clone --bare https://github.com/<owner>/<name> $MIRROR/<owner>+<name>/repo`). A snapshot whose
# largest blobs are absent is extracted blob by blob. Nothing here is part of gapcheck; see docs/field-tests.md.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
FIELD=${FIELD:-/work/field} MIRROR=${MIRROR:-/work/.mirror} CORPUS=${CORPUS:-$here/corpus.tsv}
mkdir -p "$FIELD/src"
while IFS=$'\t' read -r name repos commits design app; do
  [[ -z "$name" || "$name" == \#* ]] && continue
  dest=$FIELD/src/$name
  [[ -e $dest ]] && continue
  mkdir -p "$dest"
  IFS='+' read -ra R <<<"$repos"
  IFS='+' read -ra C <<<"$commits"
  for i in "${!R[@]}"; do
    gd=$MIRROR/${R[$i]/\//+}/repo
    sub=$dest
    [[ ${#R[@]} -gt 1 ]] && sub=$dest/${R[$i]#*/} && mkdir -p "$sub"
    git --git-dir="$gd" archive "${C[$i]}" 2>/dev/null | tar -x -C "$sub" 2>/dev/null
    want=$(git --git-dir="$gd" ls-tree -r "${C[$i]}" | grep -c "^100")
    have=$(find "$sub" -type f -not -path "*/.git/*" | wc -l)
    if [[ $have -lt $want ]]; then
      echo "partial snapshot: $name ${R[$i]} ($have of $want files); extracting blob by blob" >&2
      git --git-dir="$gd" ls-tree -r --format='%(objectname) %(path)' "${C[$i]}" | while read -r obj path; do
        mkdir -p "$sub/$(dirname "$path")"
        git --git-dir="$gd" cat-file blob "$obj" >"$sub/$path" 2>/dev/null || rm -f "$sub/$path"
      done
    fi
    mkdir -p "$sub/.git"
  done
  IFS=';' read -ra D <<<"$design"
  IFS=';' read -ra A <<<"$app"
  for p in "${D[@]}" "${A[@]}"; do [[ -e "$dest/$p" ]] || echo "missing in $name: $p" >&2; done
done <"$CORPUS"
