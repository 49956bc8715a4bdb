# Sourced by viewer-smoke.sh and viewer-session.sh, which set $socket (a tmux server of
# their own) and $session (the session whose pane they drive and read) first.
t() { tmux -L "$socket" "$@"; }
pane() { t capture-pane -p -t "$session" "$@"; }
# Waits up to 5 s for the pane to hold what `grep -q FLAGS -- TEXT` finds, else fails with
# WHAT and the pane.
wait_grep() {
    for _ in $(seq 50); do
        if pane | grep -q "$1" -- "$2"; then return 0; fi
        sleep 0.1
    done
    echo "FAIL: timed out waiting for $3: $2"; pane; exit 1
}
# A fixed string anywhere in the pane.
wait_for() { wait_grep -F "$1" "text"; }
# A whole line: a marker a command echoes when it is done. The typed command line also
# holds the marker, so a substring match could return before it ran.
wait_for_line() { wait_grep -xF "$1" "the line"; }
fail() { echo "FAIL: $1"; pane; exit 1; }
