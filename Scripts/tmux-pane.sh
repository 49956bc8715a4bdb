# Sourced by viewer-smoke.sh and viewer-session.sh, which set $socket (a tmux server of
# their own) and $session (the session whose pane they drive and read) first.
t() { tmux -L "$socket" "$@"; }
pane() { t capture-pane -p -t "$session" "$@"; }
# Waits up to 5 s for the pane to contain a fixed string.
wait_for() {
    for _ in $(seq 50); do
        if pane | grep -qF -- "$1"; then return 0; fi
        sleep 0.1
    done
    echo "FAIL: timed out waiting for: $1"; pane; exit 1
}
# Waits up to 5 s for a whole line: a marker a command echoes when it is done. The typed
# command line also holds the marker, so a substring match could return before it ran.
wait_for_line() {
    for _ in $(seq 50); do
        if pane | grep -qxF -- "$1"; then return 0; fi
        sleep 0.1
    done
    echo "FAIL: timed out waiting for the line: $1"; pane; exit 1
}
fail() { echo "FAIL: $1"; pane; exit 1; }
