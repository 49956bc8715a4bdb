#!/bin/sh
# Builds the DocC documentation of every library module with the toolchain's docc, from
# symbol graphs emitted by the compiler, and fails on any warning (a broken link in a doc
# comment or an article, a missing catalog). Archives go to $OUT (default .build-docs/docs).
# With GRAPHS set to a folder of symbol graphs a build already emitted (`make test` does,
# so that its one build serves the tests and the docs), nothing is built.
#   Scripts/build-docs.sh [MODULE...]
set -eu
SWIFT=${SWIFT:-swift}
DOCC=${DOCC:-docc}
SCRATCH=${SCRATCH:-.build-docs}
OUT=${OUT:-$SCRATCH/docs}
BUILT_GRAPHS=${GRAPHS:-}
GRAPHS=${GRAPHS:-$SCRATCH/symbol-graphs}
MODULES=${*:-"MarkdownText MarkdownTree MarkdownTheme MarkdownLayout MarkdownRendering MarkdownTerminal MarkdownViewer MarkdownHighlighting MarkdownAttributedString MarkdownImages CMarkSwift"}

mkdir -p "$GRAPHS" "$OUT"
# These targets and their dependencies are every library module; a scratch path of its own keeps .build's flags.
[ -n "$BUILT_GRAPHS" ] || for target in CMarkSwift MarkdownHighlighting MarkdownAttributedString MarkdownImages; do
  "$SWIFT" build --scratch-path "$SCRATCH" --target "$target" \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$GRAPHS" >"$SCRATCH/build.log" 2>&1 \
    || { cat "$SCRATCH/build.log"; exit 1; }
done

status=0
for module in $MODULES; do
  catalog=Sources/$module/$module.docc
  [ -d "$catalog" ] || { echo "docs: $catalog is missing"; status=1; continue; }
  # Only this module's graphs (its own and its extensions of other modules' types), and in
  # them only what its own sources declare: a module that re-exports others (the umbrella,
  # Foundation for MarkdownAttributedString) would otherwise document them again.
  rm -rf "$SCRATCH/graphs-$module" && mkdir -p "$SCRATCH/graphs-$module"
  python3 - "$GRAPHS" "$SCRATCH/graphs-$module" "$module" "$PWD/Sources/$module/" <<'PY'
import glob, json, os, sys
source, target, module, prefix = sys.argv[1:]
files = [f"{source}/{module}.symbols.json"] + sorted(glob.glob(f"{source}/{module}@*.symbols.json"))
for path in files:
    graph = json.load(open(path))
    def own(symbol):
        uri = symbol.get("location", {}).get("uri", "")
        return uri.startswith("file://" + prefix) or uri.startswith(prefix)
    graph["symbols"] = [symbol for symbol in graph["symbols"] if own(symbol)]
    kept = {symbol["identifier"]["precise"] for symbol in graph["symbols"]}
    graph["relationships"] = [r for r in graph.get("relationships", []) if r["source"] in kept]
    if graph["symbols"] or path.endswith(f"/{module}.symbols.json"):
        json.dump(graph, open(os.path.join(target, os.path.basename(path)), "w"))
PY
  log=$SCRATCH/docc-$module.log
  "$DOCC" convert "$catalog" --additional-symbol-graph-dir "$SCRATCH/graphs-$module" \
    --fallback-display-name "$module" --fallback-bundle-identifier "org.cmark-swift.$module" \
    --output-path "$OUT/$module.doccarchive" >"$log" 2>&1 || status=1
  warnings=$(grep -c "warning:" "$log" || true)
  errors=$(grep -c "error:" "$log" || true)
  echo "docs: $module: $warnings warnings, $errors errors"
  if [ "$warnings" != 0 ] || [ "$errors" != 0 ]; then grep -A4 -E "warning:|error:" "$log"; status=1; fi
done
[ $status = 0 ] && echo "docs: every module built with no warnings ($OUT)"
exit $status
