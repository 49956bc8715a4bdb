#!/bin/sh
# Builds the DocC documentation of every library module with the toolchain's docc, from
# symbol graphs emitted by the compiler, and fails on any warning (a broken link in a doc
# comment or an article, a missing catalog). Archives go to $OUT (default .build-docs/docs).
#   Scripts/build-docs.sh [MODULE...]
set -eu
SWIFT=${SWIFT:-swift}
DOCC=${DOCC:-docc}
SCRATCH=${SCRATCH:-.build-docs}
OUT=${OUT:-$SCRATCH/docs}
GRAPHS=$SCRATCH/symbol-graphs
MODULES=${*:-"MarkdownTree MarkdownTheme MarkdownLayout MarkdownRendering MarkdownViewer MarkdownHighlighting MarkdownAttributedString MarkdownHTML Conformance CMarkSwift"}

mkdir -p "$GRAPHS" "$OUT"
# These targets and their dependencies are every library module; a scratch path of its own keeps .build's flags.
for target in CMarkSwift MarkdownHighlighting MarkdownAttributedString; do
  "$SWIFT" build --scratch-path "$SCRATCH" --target "$target" \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$GRAPHS" >"$SCRATCH/build.log" 2>&1 \
    || { cat "$SCRATCH/build.log"; exit 1; }
done

status=0
for module in $MODULES; do
  catalog=Sources/$module/$module.docc
  [ -d "$catalog" ] || { echo "docs: $catalog is missing"; status=1; continue; }
  # Only this module's graphs (its own and its extensions of other modules' types).
  rm -rf "$SCRATCH/graphs-$module" && mkdir -p "$SCRATCH/graphs-$module"
  cp "$GRAPHS/$module.symbols.json" "$SCRATCH/graphs-$module/"
  for extension in "$GRAPHS/$module@"*.symbols.json; do
    [ -e "$extension" ] && cp "$extension" "$SCRATCH/graphs-$module/"
  done
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
