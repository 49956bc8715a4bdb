#!/bin/sh
# The files `cmark-swift render --width 80` runs code in, measured by coverage: the command
# is built with the compiler's coverage instrumentation (in a scratch folder of its own, so
# .build keeps its flags), renders three real READMEs, and the Swift files with at least one
# executed function are listed per module (docs/architecture.md, issue 37).
#   Scripts/render-path.sh [REVISION]   (default: the work tree; a revision is checked out
#                                        in a temporary worktree)
set -eu
cd "$(dirname "$0")/.."
TOOLS=$(dirname "$(readlink -f "$(command -v swift)")")
work=$(mktemp -d)
trap 'rm -rf "$work"; [ -n "${tree:-}" ] && git worktree remove --force "$tree" >/dev/null 2>&1 || true' EXIT
root=$PWD
if [ $# -gt 0 ]; then
  tree=$work/tree
  git worktree add --detach "$tree" "$1" >/dev/null 2>&1
  root=$tree
fi
scratch=$root/.build-coverage
(cd "$root" && swift build --scratch-path "$scratch" --product cmark-swift \
  -Xswiftc -profile-generate -Xswiftc -profile-coverage-mapping >"$work/build.log" 2>&1) || { cat "$work/build.log"; exit 1; }
bin=$scratch/debug/cmark-swift
for file in pyenv-README.md nodejs-BUILDING.md textual-README.md; do
  LLVM_PROFILE_FILE=$work/render-%p.profraw "$bin" render --width 80 "$root/Fixtures/real/$file" >/dev/null
done
"$TOOLS/llvm-profdata" merge -o "$work/render.profdata" "$work"/render-*.profraw
"$TOOLS/llvm-cov" report "$bin" -instr-profile="$work/render.profdata" >"$work/report.txt"
python3 - "$work/report.txt" <<'PY'
import collections, sys
rows = [line.split() for line in open(sys.argv[1])]
rows = [r for r in rows if r and r[0].endswith(".swift")]
# Columns: file, regions, missed, cover, functions, missed functions, cover, lines, missed lines, ...
run = [(r[0].replace("Sources/", ""), int(r[7]) - int(r[8])) for r in rows if int(r[4]) > int(r[5])]
modules = collections.Counter(name.split("/")[0] for name, _ in run)
for module, count in sorted(modules.items()):
    print(f"{module:28} {count:4} files")
print(f"{'total':28} {len(run):4} files, {sum(lines for _, lines in run)} lines executed,"
      f" {sum(1 for _, lines in run if lines >= 20)} files with 20 or more")
PY
