import CMarkSwift

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The write end of the signal self-pipe: the one thing a signal handler may touch. Set
/// once before the handlers are installed, never changed while they are.
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1

/// The system's write(2), named apart from the session's `write` methods.
private func writeBytes(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

/// Writes the signal's number to the self-pipe; the poll loop reads it.
private func forwardSignal(_ number: Int32) {
    let saved = errno
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(signalPipeWriteEnd, &byte, 1)
    errno = saved
}

/// A full-screen terminal session for the viewer: the terminal (`/dev/tty`) in raw mode,
/// the alternate screen, a hidden cursor, SGR mouse reports, and SIGWINCH, SIGTERM, SIGINT
/// and SIGHUP delivered through a self-pipe that `poll(2)` watches with the keyboard.
///
/// ``restore()`` undoes all of it and is safe to call more than once; the viewer calls it
/// on every way out (q, Ctrl-C, a signal, an error).
///
/// ```swift
/// let session = try TerminalSession.start()
/// defer { session.restore() }
/// ```
final class TerminalSession {
    /// The terminal the keys come from (`/dev/tty`, so the document may come on stdin).
    let input: Int32
    /// The read end of the signal self-pipe.
    let signals: Int32
    private let signalWrite: Int32
    private var original = termios()
    private var restored = false

    private static let enter = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1006h\u{1B}[2J"
    private static let leave = "\u{1B}[?1000l\u{1B}[?1006l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

    private init(input: Int32, signals: Int32, signalWrite: Int32) {
        self.input = input
        self.signals = signals
        self.signalWrite = signalWrite
    }

    /// Takes over the terminal; throws when there is no terminal to take.
    static func start() throws(CLIError) -> TerminalSession {
        let tty = open("/dev/tty", O_RDWR | O_CLOEXEC)
        guard tty >= 0 else { throw .input("cannot open the terminal: \(IO.describe(errno))") }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else {
            close(tty)
            throw .input("cannot create a pipe: \(IO.describe(errno))")
        }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        let session = TerminalSession(input: tty, signals: ends[0], signalWrite: ends[1])
        // No signal may end the process between raw mode and the handlers that forward it.
        var previous = SignalMask.blockTerminating()
        defer { SignalMask.restore(&previous) }
        guard tcgetattr(tty, &session.original) == 0 else {
            session.closeDescriptors()
            throw .input("cannot read the terminal's settings: \(IO.describe(errno))")
        }
        var raw = session.original
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(tty, TCSAFLUSH, &raw) == 0 else {
            session.closeDescriptors()
            throw .input("cannot set the terminal to raw mode: \(IO.describe(errno))")
        }
        signalPipeWriteEnd = ends[1]
        for number in [SIGWINCH, SIGTERM, SIGINT, SIGHUP] { signal(number, forwardSignal) }
        session.write(TerminalSession.enter)
        return session
    }

    /// Puts the terminal back as it was: normal screen, cursor shown, mouse off, cooked
    /// mode with echo, default signal handlers.
    func restore() {
        guard !restored else { return }
        restored = true
        var previous = SignalMask.blockTerminating()
        defer { SignalMask.restore(&previous) }
        write(TerminalSession.leave)
        _ = tcsetattr(input, TCSAFLUSH, &original)
        for number in [SIGWINCH, SIGTERM, SIGINT, SIGHUP] { signal(number, SIG_DFL) }
        closeDescriptors()
    }

    deinit { restore() }

    private func closeDescriptors() {
        close(input)
        close(signals)
        close(signalWrite)
    }

    /// The terminal's size in cells (80 × 24 when it does not say).
    var size: (columns: Int, rows: Int) {
        guard let size = TerminalSize.current(), size.rows > 0 else { return (80, 24) }
        return (size.columns, size.rows)
    }

    /// Writes a frame to standard output, whole.
    func write(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { writeBytes(STDOUT_FILENO, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return
            }
            offset += written
        }
    }

    func write(_ text: String) { write(Array(text.utf8)) }

    /// Waits for keys or signals (or `timeout` ms; -1 forever). Returns the bytes typed and
    /// the signals received.
    func wait(timeout: Int32) -> (keys: [UInt8], signals: [Int32]) {
        var fds = [pollfd(fd: input, events: Int16(POLLIN), revents: 0), pollfd(fd: signals, events: Int16(POLLIN), revents: 0)]
        let ready = poll(&fds, 2, timeout)
        guard ready > 0 else { return ([], []) }
        var received: [Int32] = []
        if fds[1].revents & Int16(POLLIN) != 0 {
            received = readAvailable(signals).map { Int32($0) }
        }
        var keys: [UInt8] = []
        if fds[0].revents & Int16(POLLIN) != 0 {
            keys = readAvailable(input, once: true)
            // The terminal went away (hang-up): treat it as a request to leave.
            if keys.isEmpty { received.append(SIGHUP) }
        } else if fds[0].revents & Int16(POLLHUP | POLLERR) != 0 {
            received.append(SIGHUP)
        }
        return (keys, received)
    }

    private func readAvailable(_ descriptor: Int32, once: Bool = false) -> [UInt8] {
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            result.append(contentsOf: chunk[0..<count])
            if once || count < chunk.count { break }
        }
        return result
    }
}
