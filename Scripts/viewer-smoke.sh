#!/usr/bin/env bash
# Drives `cmark-swift view` under tmux: open, scroll, search, the keys of less (a count,
# :N, N%, a backward regular-expression search, the outline filtered by typing, y copying
# with OSC 52), resize the pane (the layout changes width), modify the file with --watch
# (new content appears) and without it (R reloads), quit; then checks the terminal is
# restored (normal screen, echo on). Does the same for SIGTERM.
#
# Usage: Scripts/viewer-smoke.sh [BINARY] [CAPTURE_FILE]
#   BINARY        default .build/debug/cmark-swift
#   CAPTURE_FILE  where to save one captured pane, a backward search after a line jump
#                 (docs/viewer-capture.txt for the docs)
# Exits 77 (skip) when tmux is missing. Uses its own tmux server socket.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=$(realpath "${1:-.build/debug/cmark-swift}")
CAPTURE=${2:-}
command -v tmux >/dev/null || { echo "skip: tmux is not installed"; exit 77; }
[ -x "$BIN" ] || { echo "no binary at $BIN (swift build first)"; exit 1; }

dir=$(mktemp -d)
socket="cmark-smoke-$$"
session=smoke
source Scripts/tmux-pane.sh
# kill-server returns before the panes' programs (the viewer, less) have exited, and one
# still exiting may write into $dir while it is removed: try the removal again briefly, so
# that cleaning up never fails a run whose checks passed.
cleanup() {
  t kill-server 2>/dev/null || true
  for _ in 1 2 3 4 5 6 7 8 9 10; do rm -rf "$dir" 2>/dev/null && return 0; sleep 0.2; done
  return 0
}
trap cleanup EXIT
cp Fixtures/sample.md "$dir/doc.md"

check() { echo "ok: $1"; }
alternate() { t display-message -p -t smoke '#{alternate_on}'; }

t new-session -d -s smoke -x 80 -y 24 "env -i PATH=$PATH TERM=xterm-256color HOME=$dir bash --norc --noprofile -i"
# OSC 52 from the viewer lands in tmux's paste buffer (y is checked through it).
t set-option -s set-clipboard on
t send-keys -t smoke "cd $dir && PS1='$ ' && clear && echo before-viewer" Enter
wait_for_line "before-viewer"

# Open.
t send-keys -t smoke "$BIN view --watch doc.md" Enter
wait_for "(H for help, q to quit)"
[ "$(alternate)" = 1 ] || fail "not in the alternate screen"
check "opened in the alternate screen"
wait_for "rows 1-23/"

# Scroll.
t send-keys -t smoke j j j
wait_for "rows 4-26/"
check "j scrolls one row at a time"
t send-keys -t smoke Space
wait_for "rows 26-"
t send-keys -t smoke g
wait_for "rows 1-23/"
check "space pages down, g goes to the top"

# Search.
t send-keys -t smoke / t a b l e Enter n
wait_for "match 2 of"
pane -e | grep -q '7m[Tt]able' || fail "no highlighted match"
check "search finds matches (n moves to the next) and highlights them in inverse video"
t send-keys -t smoke g
wait_for "rows 1-23/"

# The keys of less: a count, a line jump, a percent jump.
t send-keys -t smoke 5 j
wait_for "rows 6-28/"
check "a count repeats a key (5j)"
t send-keys -t smoke : 2 7 Enter
wait_for "line 27"
pane | head -2 | grep -q "## Tables" || fail ":27 did not show the Tables heading (source line 27) at the top"
check ":27 goes to source line 27"
total=$(pane | tail -1 | sed -n 's/.*rows [0-9]*-[0-9]*\/\([0-9]*\).*/\1/p')
t send-keys -t smoke 5 0 %
wait_for "rows $((total / 2 < total - 23 ? total / 2 + 1 : total - 22))-"
check "50% goes half way down"
# A backward search for a regular expression from the end: the last match above the top.
t send-keys -t smoke G
t send-keys -t smoke -l '?f[a-z]+t'
wait_for "?f[a-z]+t"
t send-keys -t smoke Enter
# first, fit, foot(note), Foot(notes) twice: above the last page only "first".
wait_for "match 1 of 5"
pane -e | grep -q '7mfirst' || fail "the backward match is not highlighted"
t send-keys -t smoke n
wait_for "match 5 of 5"
t send-keys -t smoke N
wait_for "match 1 of 5"
check "?f[a-z]+t searches backward (n goes on upward, wrapping; N down)"
t send-keys -t smoke -l ':9'
t send-keys -t smoke Enter
wait_for "line 9"
t send-keys -t smoke -l '?Nest'
t send-keys -t smoke Enter
wait_for "match 1 of 1"
[ -z "$CAPTURE" ] || pane > "$CAPTURE"
t send-keys -t smoke -l '/(a*)*'
t send-keys -t smoke Enter
wait_for "repeats a repetition"
t send-keys -t smoke -l '/(x'
t send-keys -t smoke Enter
wait_for "Invalid pattern: "
check "a pattern that nests repetition or does not parse is refused with a message"
# The outline, narrowed by typing.
t send-keys -t smoke o
wait_for "outline: type to filter"
t send-keys -t smoke -l 'tab'
wait_for "outline: tab"
wait_for " 1/1"
t send-keys -t smoke Enter
wait_for "§ Tables"
check "the outline narrowed to 'tab' jumps to Tables"
# y copies the code block under the current match (OSC 52, into tmux's buffer).
t send-keys -t smoke -l '/print'
t send-keys -t smoke Enter
wait_for "match 1 of 1"
t send-keys -t smoke y
wait_for "copied the code block (2 lines)"
for _ in $(seq 20); do t show-buffer 2>/dev/null | grep -q "document.root" && break; sleep 0.1; done
[ "$(t show-buffer)" = "$(sed -n '/^```swift/,/^```$/p' Fixtures/sample.md | sed '1d;$d')" ] || fail "y did not copy the code block: $(t show-buffer)"
check "y copies the code block with OSC 52"
t send-keys -t smoke g
wait_for "rows 1-23/"

# Resize: the layout follows the pane's width.
t resize-window -t smoke -x 60 -y 20
wait_for "rows 1-19/"
widest=$(pane | awk '{ if (length($0) > w) w = length($0) } END { print w }')
[ "$widest" -le 60 ] || fail "a line is wider than 60 columns"
check "resized to 60 columns: widest line $widest"
pane | grep -q "keeps tables inside the window and never lets a$" || fail "text not reflowed"
check "text reflowed at 60 columns"

# The end stays at the end through a resize (it used to leave the last rows below).
t send-keys -t smoke G
wait_for "100%"
t resize-window -t smoke -x 50 -y 16
wait_for "rows "
# The status line may still be the one drawn before the resize: poll until the last row
# shown is the document's last row, for up to 5 s.
for _ in $(seq 50); do
    rows=$(pane | tail -1 | sed -n 's/.*rows [0-9]*-\([0-9]*\)\/\([0-9]*\).*/\1 \2/p')
    [ -n "$rows" ] && [ "${rows% *}" = "${rows#* }" ] && break
    sleep 0.1
done
[ -n "$rows" ] && [ "${rows% *}" = "${rows#* }" ] || fail "after a resize at the end the last rows are not shown: $rows"
check "a resize at the end keeps the last row shown"
t send-keys -t smoke g C-f
wait_for "rows 15-"
check "Ctrl-F pages down"
t send-keys -t smoke o
wait_for "outline: "
t send-keys -t smoke Down Enter
wait_for "§ "
check "the outline jumps to a heading"
t resize-window -t smoke -x 60 -y 20

# Watch: new content appears.
printf '\nWATCHED CONTENT appears after a reload.\n' >> "$dir/doc.md"
# The reload comes on the watcher's next poll: press G until the new end is shown.
for _ in $(seq 25); do
    t send-keys -t smoke G
    sleep 0.2
    pane | grep -qF "WATCHED CONTENT" && break
done
wait_for "WATCHED CONTENT"
check "--watch reloaded the file"

# Quit: the terminal is restored.
t send-keys -t smoke q
for _ in $(seq 50); do [ "$(alternate)" = 0 ] && break; sleep 0.1; done
[ "$(alternate)" = 0 ] || fail "still in the alternate screen after q"
check "q left the alternate screen"
wait_for_line "before-viewer"
t send-keys -t smoke "stty -a | tr ' ;' '\n\n' | grep -x -e echo -e -echo | sed 's/^/stty:/'" Enter
wait_for "stty:echo"
check "echo is back on after q"

# R reloads a file the viewer does not watch; then SIGTERM restores the terminal too.
t send-keys -t smoke "clear; $BIN view doc.md" Enter
wait_for "(H for help, q to quit)"
printf '\nRELOADED WITH R at the end.\n' >> "$dir/doc.md"
t send-keys -t smoke R
wait_for "reloaded"
t send-keys -t smoke G
wait_for "RELOADED WITH R"
check "R reloaded the file"
shell=$(t display-message -p -t smoke '#{pane_pid}')
viewer=$(pgrep -P "$shell" | head -1)
kill -TERM "$viewer"
for _ in $(seq 50); do [ "$(alternate)" = 0 ] && break; sleep 0.1; done
[ "$(alternate)" = 0 ] || fail "still in the alternate screen after SIGTERM"
check "SIGTERM left the alternate screen"
t send-keys -t smoke "stty -a | tr ' ;' '\n\n' | grep -x -e echo -e -echo | sed 's/^/stty2:/'" Enter
wait_for "stty2:echo"
check "echo is back on after SIGTERM"
# render pages through less when taller than the terminal, and not when it fits.
if command -v less >/dev/null; then
    t send-keys -t smoke "clear; $BIN render $(realpath Fixtures/real/pyenv-README.md)" Enter
    for _ in $(seq 50); do [ "$(pane | tail -1)" = ":" ] && break; sleep 0.1; done
    [ "$(pane | tail -1)" = ":" ] || fail "render of a long document did not page"
    t send-keys -t smoke q
    for _ in $(seq 50); do [ "$(pane | tail -1)" != ":" ] && break; sleep 0.1; done
    check "render pages a long document through less"
    t send-keys -t smoke "clear; printf '# short\n' | PAGER='sed s/^/PAGED/' $BIN render; echo after-short" Enter
    wait_for_line "after-short"
    pane | grep -qx " *#* *short *" || fail "the short document was not printed"
    ! pane | grep -q "PAGED" || fail "a document shorter than the terminal was paged"
    t send-keys -t smoke "clear; printf '# short\n' | PAGER='sed s/^/PAGED/' $BIN render --pager always; echo after-always" Enter
    wait_for_line "after-always"
    pane | grep -q "PAGED" || fail "--pager always did not page"
    check "render prints a short document directly (--pager always pages it)"
fi
echo "viewer smoke: all passed"
