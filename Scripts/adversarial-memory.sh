#!/bin/sh
# The doors of issue 32 as a reader meets them: `cmark-swift render` (release build) on each
# hostile shape at SIZE bytes, beside real Markdown of the same size (the READMEs of
# Fixtures/real, repeated and cut at a line), with the time and the peak resident memory
# /usr/bin/time reports. Prints a Markdown table; `make adversarial` appends it to
# docs/adversarial.md.
#
#     Scripts/adversarial-memory.sh [SIZE]     (default 16777216: 16 MiB)
set -eu
size=${1:-16777216}
cli=.build/release/cmark-swift
bench=.build/release/AdversarialBench
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

python3 - "$size" > "$work/real.md" <<'PY'
import glob, sys
size = int(sys.argv[1])
corpus = b"".join(open(name, "rb").read() + b"\n" for name in sorted(glob.glob("Fixtures/real/*.md")) if not name.endswith("/README.md"))
text = corpus * (size // len(corpus) + 1)
sys.stdout.buffer.write(text[: text.rfind(b"\n", 0, size) + 1])
PY

# One run: seconds, peak KiB and exit status of rendering $1.
measure() {
    status=0
    /usr/bin/time -f "%e %M" -o "$work/time" "$cli" render --width 80 --color always --theme dark "$1" > /dev/null 2> "$work/stderr" || status=$?
    set -- $(tail -n 1 "$work/time")
    echo "$1 $2 $status"
}

set -- $(measure "$work/real.md")
real_seconds=$1 real_kib=$2
echo "| input | size | exit | seconds | peak memory | × real Markdown (time) | × real Markdown (memory) | what it said |"
echo "|---|--:|:-:|--:|--:|--:|--:|---|"
echo "| real Markdown (Fixtures/real, repeated) | $(($(wc -c < "$work/real.md") >> 20)) MiB | 0 | $real_seconds s | $((real_kib >> 10)) MiB | 1.00× | 1.00× | |"
for shape in front-matter-keys front-matter-flow-sequence html-attribute-flood html-unclosed-then-unmatched colon-run bracket-flood; do
    "$bench" --sizes "$size" --shape "$shape" --write "$work/$shape.md"
    set -- $(measure "$work/$shape.md")
    said=$(head -c 160 "$work/stderr" | tr '\n|' ' /' | sed "s#$work/##; s/ *\$//")
    ratios=$(python3 -c "print(f'{$1 / max($real_seconds, 0.01):.2f}× | {$2 / $real_kib:.2f}×')")
    echo "| $shape | $(($(wc -c < "$work/$shape.md") >> 20)) MiB | $3 | $1 s | $(($2 >> 10)) MiB | $ratios | $said |"
done
