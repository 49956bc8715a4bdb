#!/bin/sh
# The picture in docs/images.md: the head of the README (its screenshot included) rendered
# by `cmark-swift render --images sixel` in xterm (VT340 sixel) under Xvfb, captured with
# xwd and converted with netpbm. Needs xterm, xvfb, x11-apps, netpbm, fonts-dejavu-core.
# Usage: Scripts/image-screenshot.sh BINARY OUTPUT.png   (from the package root)
set -eu
binary=$1 output=$2
display=:97
head=.readme-head.md
sed -n '1,12p' README.md > "$head"
Xvfb "$display" -screen 0 1000x900x24 -nolisten tcp >/dev/null 2>&1 &
server=$!
trap 'kill $server 2>/dev/null; rm -f "$head"' EXIT
sleep 1
DISPLAY=$display xterm -T cmark-sixel -ti vt340 -geometry 84x40+0+0 -fa 'DejaVu Sans Mono' -fs 11 -bg '#1c1c1c' -fg '#d0d0d0' \
  -xrm 'XTerm*numColorRegisters: 256' -xrm 'XTerm*sixelScrolling: true' -xrm 'XTerm*internalBorder: 8' \
  -e sh -c "'$binary' render '$head' --width 80 --images sixel --color always --theme dark --hyperlinks never; sleep 30" &
terminal=$!
sleep 5
DISPLAY=$display xwd -name cmark-sixel -silent | xwdtopnm 2>/dev/null | pnmtopng > "$output"
kill $terminal 2>/dev/null || true
echo "wrote $output"
