# A pseudo-terminal that never answers, for HostileInputTests: runs the command given in
# it, sends SIGNAL to it as soon as WAITFOR appears in what it wrote (a terminal query, or
# the viewer entering the alternate screen), and prints how the process ended and whether
# the terminal is back in its own mode: "signal=N echo=1 icanon=1 screen=main".
import os, pty, select, signal, sys, termios

number, waitfor, command = getattr(signal, sys.argv[1]), sys.argv[2].encode().decode("unicode_escape").encode("latin-1"), sys.argv[3:]
pid, fd = pty.fork()
if pid == 0:
    # The child starts as a shell would start it: no signal blocked, none ignored.
    signal.pthread_sigmask(signal.SIG_SETMASK, [])
    for default in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP, signal.SIGPIPE):
        signal.signal(default, signal.SIG_DFL)
    os.execvp(command[0], command)
output = b""
sent = False
while True:
    ready, _, _ = select.select([fd], [], [], 10)
    if not ready:
        break
    try:
        chunk = os.read(fd, 65536)
    except OSError:
        break
    if not chunk:
        break
    output += chunk
    if not sent and waitfor in output:
        os.kill(pid, number)
        sent = True
_, status = os.waitpid(pid, 0)
lflag = termios.tcgetattr(fd)[3]
ended = os.WTERMSIG(status) if os.WIFSIGNALED(status) else -os.WEXITSTATUS(status)
screen = "alternate" if output.rfind(b"\x1b[?1049h") > output.rfind(b"\x1b[?1049l") else "main"
print("sent=%d signal=%d echo=%d icanon=%d screen=%s" % (sent, ended, bool(lflag & termios.ECHO), bool(lflag & termios.ICANON), screen))
