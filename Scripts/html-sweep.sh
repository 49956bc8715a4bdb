#!/usr/bin/env bash
# Compares `cmark-swift html` with `cmark-gfm` on every Markdown file found on this machine
# (or under the folders given), for three option sets: GFM + unsafe, GFM + unsafe +
# sourcepos + smart, and plain CommonMark with hard breaks. Byte for byte.
#
# Usage: Scripts/html-sweep.sh [FOLDER...]      (make html-sweep)
set -uo pipefail
cd "$(dirname "$0")/.."
BIN=${BIN:-.build/release/cmark-swift}
[ -x "$BIN" ] || { echo "no binary at $BIN (swift build -c release first)"; exit 1; }
GFM="-e table -e strikethrough -e autolink -e tagfilter -e tasklist -e footnotes"
sets=("--unsafe $GFM" "--unsafe --sourcepos --smart $GFM" "--hardbreaks")
ours=("--unsafe $GFM" "--unsafe --sourcepos --smart $GFM" "--hardbreaks --no-extensions")
roots=("$@")
[ ${#roots[@]} -eq 0 ] && roots=(/)
files=$(find "${roots[@]}" \( -path /proc -o -path /sys -o -path /dev -o -path /tmp -o -path '*/.build*' -o -path '*/.fuzz' \) -prune -o \
    -type f \( -name '*.md' -o -name '*.markdown' \) -size -4M -print 2>/dev/null | sort)
count=$(printf '%s\n' "$files" | grep -c . || true)
pass=0
fail=0
for i in "${!sets[@]}"; do
    while IFS= read -r file; do
        [ -n "$file" ] || continue
        # shellcheck disable=SC2086
        if cmp -s <(cmark-gfm ${sets[$i]} "$file" 2>/dev/null) <("$BIN" html ${ours[$i]} "$file" 2>/dev/null); then
            pass=$((pass + 1))
        else
            fail=$((fail + 1))
            echo "differs (${sets[$i]}): $file"
        fi
    done <<< "$files"
done
echo "$count files, ${#sets[@]} option sets"
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
