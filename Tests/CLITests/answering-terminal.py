# A pseudo-terminal that answers like a graphics terminal, for ImageOptionTests: runs the
# command given in it, and answers the device attributes query (ESC [ c) with ANSWER (and,
# when KITTY is set, the kitty graphics query first); prints everything the command wrote.
import os, pty, select, sys

answer, kitty, command = sys.argv[1].encode(), sys.argv[2] == "kitty", sys.argv[3:]
pid, fd = pty.fork()
if pid == 0:
    os.execvp(command[0], command)
output = b""
answered = 0
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
    # Each query answered once, found in all the output so far (a read may end inside one).
    while answered < output.count(b"\x1b[c"):
        reply = (b"\x1b_Gi=31;OK\x1b\\" if kitty else b"") + answer
        os.write(fd, reply)
        answered += 1
os.waitpid(pid, 0)
sys.stdout.buffer.write(output)
