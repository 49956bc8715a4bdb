#!/usr/bin/env bash
# A recorded session of `cmark-swift view` under tmux, on a real README
# (Fixtures/real/pyenv-README.md): follow an in-page link from the table of contents,
# open the outline and jump to a heading, go back, page with Ctrl-F, go to the end, search
# backward for a regular expression, go to a source line, filter the outline by typing, resize
# the window at the end, then let a long code line run on and scroll it sideways; then, at 100
# columns, a table too wide for the screen (Fixtures/render/shapes/feature-matrix.md) scrolled
# sideways. Each step is checked, and its pane is captured into
# docs/viewer-session.md (text) and docs/viewer-session/NN-step.ansi (with escapes,
# `tmux capture-pane -p -e`; `cat` one in a terminal to see it in colour).
#
# Usage: Scripts/viewer-session.sh [BINARY]   (make viewer-session)
# Exits 77 (skip) when tmux is missing. Uses its own tmux server socket.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=$(realpath "${1:-.build/debug/cmark-swift}")
DOC=Fixtures/real/pyenv-README.md
WIDE=Fixtures/render/shapes/feature-matrix.md
OUT=docs/viewer-session.md
RAW=docs/viewer-session
command -v tmux >/dev/null || { echo "skip: tmux is not installed"; exit 77; }
[ -x "$BIN" ] || { echo "no binary at $BIN (swift build first)"; exit 1; }

socket="cmark-session-$$"
session=view
source Scripts/tmux-pane.sh
trap 't kill-server 2>/dev/null || true' EXIT
status() { pane | tail -1; }

mkdir -p "$RAW"
rm -f "$RAW"/*.ansi
step=0
# record TITLE KEYS TEXT: the pane as it is now, with what was typed and what it shows.
record() {
    step=$((step + 1))
    local name
    name=$(printf '%02d-%s' "$step" "$(echo "$1" | tr 'A-Z ' 'a-z-' | tr -cd 'a-z0-9-')")
    pane -e > "$RAW/$name.ansi"
    {
        echo "## $step. $1"
        echo
        echo "Keys: $2. $3"
        echo
        echo '```text'
        pane | sed -e 's/[[:space:]]*$//'
        echo '```'
        echo
    } >> "$OUT.tmp"
    echo "ok: $1"
}

{
    echo "# A session of cmark-swift view"
    echo
    echo "Recorded by \`Scripts/viewer-session.sh\` (\`make viewer-session\`) under tmux; do not edit."
    echo "The document is \`$DOC\`, the terminal 120 × 30 (xterm-256color), then 90 × 24;"
    echo "the last two steps are on \`$WIDE\` at 100 × 30."
    echo "Each pane is also kept with its escapes in \`docs/viewer-session/\` (\`cat\` one in a terminal)."
    echo "The script checks what each step says, so a session that went wrong is not recorded."
    echo
} > "$OUT.tmp"

t new-session -d -s view -x 120 -y 30 "env -i PATH=$PATH TERM=xterm-256color HOME=/nonexistent bash --norc --noprofile"
t send-keys -t view "clear; $BIN view $DOC" Enter
wait_for "(H for help, q to quit)"
status | grep -q "rows 1-29/" || fail "not at the top"
record "Open" "none" "The text is laid out at the theme's measure, 100 cells, in a 120-column terminal."

t send-keys -t view / "Table of Contents" Enter
wait_for "match 1 of 1"
t send-keys -t view Tab Tab Tab
wait_for "#linuxunix"
record "Tab to an in-page link" "\`/Table of Contents\` Enter, Tab three times" \
    "The current link (inverse video) is \`[Linux/UNIX](#linuxunix)\`; the status line shows its target."

t send-keys -t view Enter
wait_for "§ Linux/Unix"
pane | head -1 | grep -q "Linux/Unix" || fail "the heading is not at the top"
record "Follow it" "Enter" "The heading \`#### Linux/Unix\` (GitHub id \`linuxunix\`) is now the first row."

t send-keys -t view o
wait_for "outline: "
status | grep -q " 7/47" || fail "the outline does not select the current heading"
record "The outline" "o" "Every heading, indented by level; the one the reader is in is selected (7 of 47)."

t send-keys -t view Home
for _ in $(seq 21); do t send-keys -t view Down; done
wait_for " 22/47"
t send-keys -t view Enter
wait_for "§ Usage"
pane | head -1 | grep -q "Usage" || fail "Usage is not at the top"
record "Jump from the outline" "Home, ↓ 21 times, Enter" "The reader is at \`## Usage\`."

t send-keys -t view BSpace
wait_for "back"
pane | head -1 | grep -q "Linux/Unix" || fail "Backspace did not go back to Linux/Unix"
record "Go back" "Backspace" "Back where the reader was before the outline's jump: at \`#### Linux/Unix\`."

top=$(status | sed -n 's/.*rows \([0-9]*\)-.*/\1/p')
t send-keys -t view C-f
wait_for "rows $((top + 28))-"
record "Page down with Ctrl-F" "Ctrl-F" "One page (29 rows, less one of overlap) further down."

t send-keys -t view G
wait_for "100%"
last=$(status | sed -n 's/.*rows [0-9]*-\([0-9]*\)\/\([0-9]*\).*/\1 \2/p')
[ "${last% *}" = "${last#* }" ] || fail "G did not show the last row"
record "The end" "G" "The last row of the document is on the screen."

t send-keys -t view -l '?pyenv (un)?install [0-9]'
t send-keys -t view Enter
wait_for "match "
found=$(status | sed -n 's/^match \([0-9]*\) of \([0-9]*\).*/\1 \2/p')
[ -n "$found" ] && [ "${found% *}" = "${found#* }" ] || fail "the backward search did not find the last match above the end: $found"
record "Search backward for a regular expression" "\`?pyenv (un)?install [0-9]\` Enter" \
    "From the end, upward: the last match above the top row (the last of ${found#* }) is current, in inverse video; n would go on upward, N down. No capital letter in the pattern, so case is ignored."

t send-keys -t view -l ':330'
t send-keys -t view Enter
wait_for "line 330"
pane | head -1 | grep -q "## Usage" || fail ":330 did not put Usage (source line 330) at the top"
record "Go to a source line" "\`:330\` Enter (or \`330G\`)" "Source line 330, \`## Usage\`, is the first row."

t send-keys -t view o
wait_for "outline: "
t send-keys -t view -l 'upgr'
wait_for "outline: upgr"
status | grep -q " [1-4]/4$" || fail "the outline filter does not list the four Upgrad... headings"
record "The outline filtered by typing" "o, then \`upgr\`" \
    "Only the headings containing \`upgr\` (any case: no capital typed) are listed; Backspace widens, Enter jumps, Esc closes."
t send-keys -t view Escape
t send-keys -t view G
wait_for "100%"

t resize-window -t view -x 90 -y 24
# The status line is redrawn at the new width once the document is laid out again.
for _ in $(seq 50); do [ "$(status | wc -L)" -le 90 ] && break; sleep 0.1; done
sleep 0.2
last=$(status | sed -n 's/.*rows [0-9]*-\([0-9]*\)\/\([0-9]*\).*/\1 \2/p')
[ "${last% *}" = "${last#* }" ] || fail "after the resize the last rows are not shown: $last"
pane | grep -q "The MIT License" || fail "the last paragraph is not on the screen"
record "Resize at the end" "the window made 90 × 24" \
    "Re-laid out at 90 columns (${last#* } rows), the reader is still at the end: every last row is shown."

t send-keys -t view / "bash_profile" Enter
wait_for "match 1 of"
record "A long code line wraps" "\`/bash_profile\` Enter" \
    "At 90 columns the \`echo ... >> ~/.bash_profile\` lines wrap, the theme's marker at the end of each piece."
t send-keys -t view w
wait_for "code runs on"
record "Code runs on" "w" "Each code line is one row, cut at the window's edge; text still wraps."
t send-keys -t view Right
wait_for "→"
record "Scrolled sideways" "→" \
    "Each code block wider than the window moves left, all its rows together, as far as its widest line needs (the widest here is 12 cells over, so → stops at 12); text and blocks that fit stay."

t send-keys -t view q
t resize-window -t view -x 100 -y 30
t send-keys -t view "clear; $BIN view $WIDE" Enter
wait_for "← → cols 1-100/"
pane | grep -q "│ Feature " || fail "the matrix is not a grid"
width=$(status | sed -n 's/.*cols 1-100\/\([0-9]*\).*/\1/p')
record "A wide table" "none (\`view $WIDE\`)" \
    "Thirteen columns do not fit 100 cells: \`render\` stacks them as 19 records; the viewer keeps the grid, $width cells wide, cut at the edge. The status line says which columns show."
t send-keys -t view Right Right
wait_for "cols $((width - 99))-$width/$width"
pane | grep -q "RISC-V │" || fail "the last column is not in view"
pane | grep -q "│ Feature " || fail "the row labels scrolled away"
record "The table scrolled sideways" "→ twice" \
    "The grid's columns move left together (50 cells a press, as far as its last column) while its first column, the row labels, stays in place; the paragraphs, which fit, stay too."

t send-keys -t view q
mv "$OUT.tmp" "$OUT"
echo "viewer session: recorded $step steps in $OUT"
