#!/bin/sh
# Lines of library code, as issue 37 counts them: every Swift, C and C++ source under
# Sources/ (the command included) but the generated tables; tests, fuzz targets, scripts
# and the programs under Tools/ are not library code. Prints a line per module and the total.
#   Scripts/library-lines.sh [REVISION]   (default: the work tree)
set -eu
cd "$(dirname "$0")/.."
generated='DisplayWidth\+Tables\.swift$|EmojiShortcode\+Table\.swift$'
if [ $# -gt 0 ]; then
  files=$(git ls-tree -r --name-only "$1" Sources | grep -E '\.(swift|c|h|cpp|hpp)$' | grep -Ev "$generated")
  count() { git show "$1:$2" | wc -l; }
  revision=$1
else
  files=$(find Sources -type f \( -name '*.swift' -o -name '*.c' -o -name '*.h' -o -name '*.cpp' -o -name '*.hpp' \) | grep -Ev "$generated" | sort)
  count() { wc -l < "$2"; }
  revision=
fi
total=0
for module in $(echo "$files" | cut -d/ -f2 | sort -u); do
  lines=0
  for file in $(echo "$files" | grep "^Sources/$module/"); do
    lines=$((lines + $(count "$revision" "$file")))
  done
  printf '%-28s %6d\n' "$module" "$lines"
  total=$((total + lines))
done
printf '%-28s %6d\n' total "$total"
